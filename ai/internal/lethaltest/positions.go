package lethaltest

// seat builds a stageSeat: its permanents, hand and life (0: 20).
func seat(field, hand []string, life int) Seat {
	return Seat{Field: field, Hand: hand, Life: life}
}

// teamSeat is seat on team t.
func teamSeat(t int, field, hand []string, life int) Seat {
	s := seat(field, hand, life)
	s.Team = t
	return s
}

// gone is a seat that has already left the game.
var gone = Seat{Conceded: true}

// l lists card names.
func l(names ...string) []string { return names }

// lands is n copies of the basic land name.
func lands(name string, n int) []string { return repeat(name, n) }

// cat joins lists of names.
func cat(lists ...[]string) []string {
	var out []string
	for _, x := range lists {
		out = append(out, x...)
	}
	return out
}

// WinPositions are positions where seat 0's side can win before the turn
// ends whatever the opponents block: burn to the face, drain, sacrifice
// abilities, evasive attackers, pumps, removal of the one blocker, a
// team's lethal in a shared turn (Archenemy) and the last of three
// opponents.
var WinPositions = []Position{
	{Name: "burn/spark to the face", Seats: []Seat{
		seat(lands("Mountain", 2), l("Kiln Spark"), 0),
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 2)}},
	{Name: "burn/blast past a wall", Seats: []Seat{
		seat(lands("Mountain", 3), l("Kiln Blast"), 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 4)}},
	{Name: "burn/two sparks", Seats: []Seat{
		seat(lands("Mountain", 2), l("Kiln Spark", "Kiln Spark"), 0),
		seat(lands("Forest", 2), nil, 4)}},
	{Name: "burn/X spell for all the mana", Seats: []Seat{
		seat(lands("Mountain", 6), l("Kiln Torrent"), 0),
		seat(cat(lands("Forest", 4), l("Stone Golem")), nil, 5)}},
	{Name: "burn/spark and an attack", Seats: []Seat{
		seat(cat(lands("Mountain", 3), l("Hill Ogre")), l("Kiln Spark"), 0),
		seat(lands("Forest", 2), nil, 5)}},
	{Name: "burn/in the opponent's turn", TurnOf: 1, Seats: []Seat{
		seat(lands("Mountain", 1), l("Kiln Spark"), 0),
		seat(lands("Forest", 2), nil, 2)}},
	{Name: "drain/siphon past a wall", Seats: []Seat{
		seat(lands("Swamp", 2), l("Marrow Siphon"), 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 3)}},
	{Name: "drain/siphon and an attack", Seats: []Seat{
		seat(cat(lands("Swamp", 2), lands("Forest", 1), l("Meadow Bear")), l("Marrow Siphon"), 0),
		seat(lands("Forest", 2), nil, 5)}},
	{Name: "drain/altar eats two bears", Seats: []Seat{
		seat(cat(lands("Forest", 2), l("Bone Altar", "Meadow Bear", "Meadow Bear")), nil, 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 4)}},
	{Name: "sacrifice/kindler", Seats: []Seat{
		seat(cat(lands("Mountain", 2), l("Ash Kindler")), nil, 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 2)}},
	{Name: "sacrifice/two kindlers past two blockers", Seats: []Seat{
		seat(cat(lands("Mountain", 3), l("Ash Kindler", "Ash Kindler")), nil, 0),
		seat(cat(lands("Forest", 4), l("Pine Wall", "Thorn Archer")), nil, 4)}},
	{Name: "sacrifice/hasty drake enters and goes", Seats: []Seat{
		seat(lands("Mountain", 6), l("Soot Drake"), 0),
		seat(cat(lands("Mountain", 6), l("Hill Ogre", "Hill Ogre")), nil, 3)}},
	{Name: "sacrifice/kindler after an attack", Seats: []Seat{
		seat(cat(lands("Mountain", 3), l("Ash Kindler", "Hill Ogre")), nil, 0),
		seat(lands("Forest", 2), nil, 5)}},
	{Name: "evasion/hasty drake enters and flies", Seats: []Seat{
		seat(lands("Mountain", 5), l("Soot Drake"), 0),
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 2)}},
	{Name: "evasion/flyer over ground blockers", Seats: []Seat{
		seat(cat(lands("Plains", 2), l("Cliff Hawk")), nil, 0),
		seat(cat(lands("Mountain", 1), lands("Forest", 2), l("Meadow Bear", "Hill Ogre")), nil, 2)}},
	{Name: "evasion/menace past one blocker", Seats: []Seat{
		seat(cat(lands("Swamp", 3), l("Gloom Stalker")), nil, 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 3)}},
	{Name: "evasion/trample over a bear", Seats: []Seat{
		seat(cat(lands("Forest", 4), l("Tusk Rhino")), nil, 0),
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 3)}},
	{Name: "evasion/trample over two bears", Seats: []Seat{
		seat(cat(lands("Forest", 4), l("Tusk Rhino")), nil, 0),
		seat(cat(lands("Forest", 4), l("Meadow Bear", "Meadow Bear")), nil, 1)}},
	{Name: "evasion/three attackers two walls", Seats: []Seat{
		seat(cat(lands("Forest", 4), l("Meadow Bear", "Meadow Bear", "Meadow Bear")), nil, 0),
		seat(cat(lands("Forest", 4), l("Pine Wall", "Pine Wall")), nil, 2)}},
	{Name: "evasion/hasty raider", Seats: []Seat{
		seat(lands("Mountain", 2), l("Dune Raider"), 0),
		seat(lands("Forest", 2), nil, 3)}},
	{Name: "evasion/flyer and menace past one wall", Seats: []Seat{
		seat(cat(lands("Plains", 2), lands("Swamp", 3), l("Cliff Hawk", "Gloom Stalker")), nil, 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 5)}},
	{Name: "pump/might on an unblocked bear", Seats: []Seat{
		seat(cat(lands("Forest", 3), l("Meadow Bear")), l("Grove Might"), 0),
		seat(lands("Forest", 2), nil, 5)}},
	{Name: "pump/might after blocks", Seats: []Seat{
		seat(cat(lands("Forest", 3), l("Meadow Bear", "Meadow Bear")), l("Grove Might"), 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 5)}},
	{Name: "pump/double strike", Seats: []Seat{
		seat(cat(lands("Mountain", 5), l("Hill Ogre")), l("Twin Fury"), 0),
		seat(lands("Forest", 2), nil, 8)}},
	{Name: "pump/team rally", Seats: []Seat{
		seat(cat(lands("Forest", 3), lands("Plains", 2), l("Meadow Bear", "Meadow Bear", "Meadow Bear")), l("Banner Rally"), 0),
		seat(lands("Forest", 2), nil, 9)}},
	{Name: "pump/updraft over a wall", Seats: []Seat{
		seat(cat(lands("Mountain", 3), lands("Island", 1), l("Hill Ogre")), l("Updraft"), 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 4)}},
	{Name: "pump/stampede tramples over bears", Seats: []Seat{
		seat(cat(lands("Forest", 3), l("Meadow Bear", "Meadow Bear")), l("Stampede Call"), 0),
		seat(cat(lands("Forest", 4), l("Meadow Bear", "Meadow Bear")), nil, 4)}},
	{Name: "removal/bolt the only blocker", Seats: []Seat{
		seat(cat(lands("Mountain", 3), lands("Plains", 2), l("Hill Ogre")), l("Judgment Bolt"), 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 3)}},
	{Name: "team/attack together past a wall", Shared: true, Seats: []Seat{
		teamSeat(0, cat(lands("Forest", 2), l("Meadow Bear")), nil, 0),
		teamSeat(0, cat(lands("Mountain", 3), l("Hill Ogre")), nil, 0),
		teamSeat(0, cat(lands("Plains", 2), l("Cliff Hawk")), nil, 0),
		teamSeat(1, cat(lands("Forest", 2), l("Pine Wall")), nil, 4)}},
	{Name: "team/burn and a teammate's attack", Shared: true, Seats: []Seat{
		teamSeat(0, lands("Mountain", 1), l("Kiln Spark"), 0),
		teamSeat(0, cat(lands("Forest", 2), l("Meadow Bear")), nil, 0),
		teamSeat(0, lands("Plains", 1), nil, 0),
		teamSeat(1, lands("Forest", 2), nil, 4)}},
	{Name: "team/three bears two walls", Shared: true, Seats: []Seat{
		teamSeat(0, cat(lands("Forest", 2), l("Meadow Bear")), nil, 0),
		teamSeat(0, cat(lands("Forest", 2), l("Meadow Bear")), nil, 0),
		teamSeat(0, cat(lands("Forest", 2), l("Meadow Bear")), nil, 0),
		teamSeat(1, cat(lands("Forest", 4), l("Pine Wall", "Pine Wall")), nil, 2)}},
	{Name: "team/rally and a teammate", Shared: true, Seats: []Seat{
		teamSeat(0, cat(lands("Forest", 2), lands("Plains", 2), l("Meadow Bear")), l("Banner Rally"), 0),
		teamSeat(0, cat(lands("Forest", 2), l("Meadow Bear")), nil, 0),
		teamSeat(0, lands("Plains", 1), nil, 0),
		teamSeat(1, lands("Forest", 2), nil, 5)}},
	{Name: "last opponent/burn", Seats: []Seat{
		seat(lands("Mountain", 2), l("Kiln Spark"), 0), gone, gone,
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 2)}},
	{Name: "last opponent/flyer", Seats: []Seat{
		seat(cat(lands("Plains", 2), l("Cliff Hawk")), nil, 0), gone, gone,
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 2)}},
	{Name: "last opponent/kindler", Seats: []Seat{
		seat(cat(lands("Mountain", 2), l("Ash Kindler")), nil, 0), gone, gone,
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 2)}},
	{Name: "last opponent/menace and a spark", Seats: []Seat{
		seat(cat(lands("Swamp", 3), lands("Mountain", 1), l("Gloom Stalker")), l("Kiln Spark"), 0), gone, gone,
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 5)}},
}

// SurvivePositions are positions in an opponent's turn where seat 0
// loses unless it blocks right: chump the lethal attacker, block the
// menace with two, put the wall in front of the trampler, the reach
// creature in front of the flyer.
var SurvivePositions = []Position{
	{Name: "survive/chump the ogre", TurnOf: 1, Survive: true, Seats: []Seat{
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 3),
		seat(cat(lands("Mountain", 3), l("Hill Ogre")), nil, 0)}},
	{Name: "survive/block one of two ogres", TurnOf: 1, Survive: true, Seats: []Seat{
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 4),
		seat(cat(lands("Mountain", 3), l("Hill Ogre", "Hill Ogre")), nil, 0)}},
	{Name: "survive/two blockers for the menace", TurnOf: 1, Survive: true, Seats: []Seat{
		seat(cat(lands("Forest", 4), l("Meadow Bear", "Meadow Bear")), nil, 3),
		seat(cat(lands("Swamp", 3), l("Gloom Stalker")), nil, 0)}},
	{Name: "survive/wall before the trampler", TurnOf: 1, Survive: true, Seats: []Seat{
		seat(cat(lands("Forest", 4), l("Meadow Bear", "Pine Wall")), nil, 2),
		seat(cat(lands("Forest", 4), l("Tusk Rhino")), nil, 0)}},
	{Name: "survive/reach before the flyer", TurnOf: 1, Survive: true, Seats: []Seat{
		seat(cat(lands("Forest", 4), l("Meadow Bear", "Thorn Archer")), nil, 2),
		seat(cat(lands("Plains", 2), lands("Mountain", 3), l("Cliff Hawk", "Hill Ogre")), nil, 0)}},
	{Name: "survive/block the bigger attacker", TurnOf: 1, Survive: true, Seats: []Seat{
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 3),
		seat(cat(lands("Mountain", 3), lands("Forest", 2), l("Hill Ogre", "Meadow Bear")), nil, 0)}},
}

// NoWinPositions look close to a win but have none whatever the seat
// does, for some blocks: the lethal search must not claim one.
var NoWinPositions = []Position{
	{Name: "no win/flyer into reach", Seats: []Seat{
		seat(cat(lands("Plains", 2), l("Cliff Hawk")), nil, 0),
		seat(cat(lands("Forest", 2), l("Thorn Archer")), nil, 2)}},
	{Name: "no win/bear into bear", Seats: []Seat{
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 0),
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 2)}},
	{Name: "no win/blast without the mana", Seats: []Seat{
		seat(lands("Mountain", 2), l("Kiln Blast"), 0),
		seat(lands("Forest", 2), nil, 4)}},
	{Name: "no win/trample into a wall", Seats: []Seat{
		seat(cat(lands("Forest", 4), l("Tusk Rhino")), nil, 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 1)}},
	{Name: "no win/one short", Seats: []Seat{
		seat(cat(lands("Mountain", 3), l("Hill Ogre")), l("Kiln Spark"), 0),
		seat(lands("Forest", 2), nil, 6)}},
}
