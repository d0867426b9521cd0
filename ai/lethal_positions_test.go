package ai

// seat builds a stageSeat: its permanents, hand and life (0: 20).
func seat(field, hand []string, life int) stageSeat {
	return stageSeat{field: field, hand: hand, life: life}
}

// teamSeat is seat on team t.
func teamSeat(t int, field, hand []string, life int) stageSeat {
	s := seat(field, hand, life)
	s.team = t
	return s
}

// gone is a seat that has already left the game.
var gone = stageSeat{conceded: true}

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

// winPositions are positions where seat 0's side can win before the turn
// ends whatever the opponents block: burn to the face, drain, sacrifice
// abilities, evasive attackers, pumps, removal of the one blocker, a
// team's lethal in a shared turn (Archenemy) and the last of three
// opponents.
var winPositions = []position{
	{name: "burn/spark to the face", seats: []stageSeat{
		seat(lands("Mountain", 2), l("Kiln Spark"), 0),
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 2)}},
	{name: "burn/blast past a wall", seats: []stageSeat{
		seat(lands("Mountain", 3), l("Kiln Blast"), 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 4)}},
	{name: "burn/two sparks", seats: []stageSeat{
		seat(lands("Mountain", 2), l("Kiln Spark", "Kiln Spark"), 0),
		seat(lands("Forest", 2), nil, 4)}},
	{name: "burn/X spell for all the mana", seats: []stageSeat{
		seat(lands("Mountain", 6), l("Kiln Torrent"), 0),
		seat(cat(lands("Forest", 4), l("Stone Golem")), nil, 5)}},
	{name: "burn/spark and an attack", seats: []stageSeat{
		seat(cat(lands("Mountain", 3), l("Hill Ogre")), l("Kiln Spark"), 0),
		seat(lands("Forest", 2), nil, 5)}},
	{name: "burn/in the opponent's turn", turnOf: 1, seats: []stageSeat{
		seat(lands("Mountain", 1), l("Kiln Spark"), 0),
		seat(lands("Forest", 2), nil, 2)}},
	{name: "drain/siphon past a wall", seats: []stageSeat{
		seat(lands("Swamp", 2), l("Marrow Siphon"), 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 3)}},
	{name: "drain/siphon and an attack", seats: []stageSeat{
		seat(cat(lands("Swamp", 2), lands("Forest", 1), l("Meadow Bear")), l("Marrow Siphon"), 0),
		seat(lands("Forest", 2), nil, 5)}},
	{name: "drain/altar eats two bears", seats: []stageSeat{
		seat(cat(lands("Forest", 2), l("Bone Altar", "Meadow Bear", "Meadow Bear")), nil, 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 4)}},
	{name: "sacrifice/kindler", seats: []stageSeat{
		seat(cat(lands("Mountain", 2), l("Ash Kindler")), nil, 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 2)}},
	{name: "sacrifice/two kindlers past two blockers", seats: []stageSeat{
		seat(cat(lands("Mountain", 3), l("Ash Kindler", "Ash Kindler")), nil, 0),
		seat(cat(lands("Forest", 4), l("Pine Wall", "Thorn Archer")), nil, 4)}},
	{name: "sacrifice/hasty drake enters and goes", seats: []stageSeat{
		seat(lands("Mountain", 6), l("Soot Drake"), 0),
		seat(cat(lands("Mountain", 6), l("Hill Ogre", "Hill Ogre")), nil, 3)}},
	{name: "sacrifice/kindler after an attack", seats: []stageSeat{
		seat(cat(lands("Mountain", 3), l("Ash Kindler", "Hill Ogre")), nil, 0),
		seat(lands("Forest", 2), nil, 5)}},
	{name: "evasion/hasty drake enters and flies", seats: []stageSeat{
		seat(lands("Mountain", 5), l("Soot Drake"), 0),
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 2)}},
	{name: "evasion/flyer over ground blockers", seats: []stageSeat{
		seat(cat(lands("Plains", 2), l("Cliff Hawk")), nil, 0),
		seat(cat(lands("Mountain", 1), lands("Forest", 2), l("Meadow Bear", "Hill Ogre")), nil, 2)}},
	{name: "evasion/menace past one blocker", seats: []stageSeat{
		seat(cat(lands("Swamp", 3), l("Gloom Stalker")), nil, 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 3)}},
	{name: "evasion/trample over a bear", seats: []stageSeat{
		seat(cat(lands("Forest", 4), l("Tusk Rhino")), nil, 0),
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 3)}},
	{name: "evasion/trample over two bears", seats: []stageSeat{
		seat(cat(lands("Forest", 4), l("Tusk Rhino")), nil, 0),
		seat(cat(lands("Forest", 4), l("Meadow Bear", "Meadow Bear")), nil, 1)}},
	{name: "evasion/three attackers two walls", seats: []stageSeat{
		seat(cat(lands("Forest", 4), l("Meadow Bear", "Meadow Bear", "Meadow Bear")), nil, 0),
		seat(cat(lands("Forest", 4), l("Pine Wall", "Pine Wall")), nil, 2)}},
	{name: "evasion/hasty raider", seats: []stageSeat{
		seat(lands("Mountain", 2), l("Dune Raider"), 0),
		seat(lands("Forest", 2), nil, 3)}},
	{name: "evasion/flyer and menace past one wall", seats: []stageSeat{
		seat(cat(lands("Plains", 2), lands("Swamp", 3), l("Cliff Hawk", "Gloom Stalker")), nil, 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 5)}},
	{name: "pump/might on an unblocked bear", seats: []stageSeat{
		seat(cat(lands("Forest", 3), l("Meadow Bear")), l("Grove Might"), 0),
		seat(lands("Forest", 2), nil, 5)}},
	{name: "pump/might after blocks", seats: []stageSeat{
		seat(cat(lands("Forest", 3), l("Meadow Bear", "Meadow Bear")), l("Grove Might"), 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 5)}},
	{name: "pump/double strike", seats: []stageSeat{
		seat(cat(lands("Mountain", 5), l("Hill Ogre")), l("Twin Fury"), 0),
		seat(lands("Forest", 2), nil, 8)}},
	{name: "pump/team rally", seats: []stageSeat{
		seat(cat(lands("Forest", 3), lands("Plains", 2), l("Meadow Bear", "Meadow Bear", "Meadow Bear")), l("Banner Rally"), 0),
		seat(lands("Forest", 2), nil, 9)}},
	{name: "pump/updraft over a wall", seats: []stageSeat{
		seat(cat(lands("Mountain", 3), lands("Island", 1), l("Hill Ogre")), l("Updraft"), 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 4)}},
	{name: "pump/stampede tramples over bears", seats: []stageSeat{
		seat(cat(lands("Forest", 3), l("Meadow Bear", "Meadow Bear")), l("Stampede Call"), 0),
		seat(cat(lands("Forest", 4), l("Meadow Bear", "Meadow Bear")), nil, 4)}},
	{name: "removal/bolt the only blocker", seats: []stageSeat{
		seat(cat(lands("Mountain", 3), lands("Plains", 2), l("Hill Ogre")), l("Judgment Bolt"), 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 3)}},
	{name: "team/attack together past a wall", shared: true, seats: []stageSeat{
		teamSeat(0, cat(lands("Forest", 2), l("Meadow Bear")), nil, 0),
		teamSeat(0, cat(lands("Mountain", 3), l("Hill Ogre")), nil, 0),
		teamSeat(0, cat(lands("Plains", 2), l("Cliff Hawk")), nil, 0),
		teamSeat(1, cat(lands("Forest", 2), l("Pine Wall")), nil, 4)}},
	{name: "team/burn and a teammate's attack", shared: true, seats: []stageSeat{
		teamSeat(0, lands("Mountain", 1), l("Kiln Spark"), 0),
		teamSeat(0, cat(lands("Forest", 2), l("Meadow Bear")), nil, 0),
		teamSeat(0, lands("Plains", 1), nil, 0),
		teamSeat(1, lands("Forest", 2), nil, 4)}},
	{name: "team/three bears two walls", shared: true, seats: []stageSeat{
		teamSeat(0, cat(lands("Forest", 2), l("Meadow Bear")), nil, 0),
		teamSeat(0, cat(lands("Forest", 2), l("Meadow Bear")), nil, 0),
		teamSeat(0, cat(lands("Forest", 2), l("Meadow Bear")), nil, 0),
		teamSeat(1, cat(lands("Forest", 4), l("Pine Wall", "Pine Wall")), nil, 2)}},
	{name: "team/rally and a teammate", shared: true, seats: []stageSeat{
		teamSeat(0, cat(lands("Forest", 2), lands("Plains", 2), l("Meadow Bear")), l("Banner Rally"), 0),
		teamSeat(0, cat(lands("Forest", 2), l("Meadow Bear")), nil, 0),
		teamSeat(0, lands("Plains", 1), nil, 0),
		teamSeat(1, lands("Forest", 2), nil, 5)}},
	{name: "last opponent/burn", seats: []stageSeat{
		seat(lands("Mountain", 2), l("Kiln Spark"), 0), gone, gone,
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 2)}},
	{name: "last opponent/flyer", seats: []stageSeat{
		seat(cat(lands("Plains", 2), l("Cliff Hawk")), nil, 0), gone, gone,
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 2)}},
	{name: "last opponent/kindler", seats: []stageSeat{
		seat(cat(lands("Mountain", 2), l("Ash Kindler")), nil, 0), gone, gone,
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 2)}},
	{name: "last opponent/menace and a spark", seats: []stageSeat{
		seat(cat(lands("Swamp", 3), lands("Mountain", 1), l("Gloom Stalker")), l("Kiln Spark"), 0), gone, gone,
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 5)}},
}

// survivePositions are positions in an opponent's turn where seat 0
// loses unless it blocks right: chump the lethal attacker, block the
// menace with two, put the wall in front of the trampler, the reach
// creature in front of the flyer.
var survivePositions = []position{
	{name: "survive/chump the ogre", turnOf: 1, survive: true, seats: []stageSeat{
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 3),
		seat(cat(lands("Mountain", 3), l("Hill Ogre")), nil, 0)}},
	{name: "survive/block one of two ogres", turnOf: 1, survive: true, seats: []stageSeat{
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 4),
		seat(cat(lands("Mountain", 3), l("Hill Ogre", "Hill Ogre")), nil, 0)}},
	{name: "survive/two blockers for the menace", turnOf: 1, survive: true, seats: []stageSeat{
		seat(cat(lands("Forest", 4), l("Meadow Bear", "Meadow Bear")), nil, 3),
		seat(cat(lands("Swamp", 3), l("Gloom Stalker")), nil, 0)}},
	{name: "survive/wall before the trampler", turnOf: 1, survive: true, seats: []stageSeat{
		seat(cat(lands("Forest", 4), l("Meadow Bear", "Pine Wall")), nil, 2),
		seat(cat(lands("Forest", 4), l("Tusk Rhino")), nil, 0)}},
	{name: "survive/reach before the flyer", turnOf: 1, survive: true, seats: []stageSeat{
		seat(cat(lands("Forest", 4), l("Meadow Bear", "Thorn Archer")), nil, 2),
		seat(cat(lands("Plains", 2), lands("Mountain", 3), l("Cliff Hawk", "Hill Ogre")), nil, 0)}},
	{name: "survive/block the bigger attacker", turnOf: 1, survive: true, seats: []stageSeat{
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 3),
		seat(cat(lands("Mountain", 3), lands("Forest", 2), l("Hill Ogre", "Meadow Bear")), nil, 0)}},
}

// noWinPositions look close to a win but have none whatever the seat
// does, for some blocks: the lethal search must not claim one.
var noWinPositions = []position{
	{name: "no win/flyer into reach", seats: []stageSeat{
		seat(cat(lands("Plains", 2), l("Cliff Hawk")), nil, 0),
		seat(cat(lands("Forest", 2), l("Thorn Archer")), nil, 2)}},
	{name: "no win/bear into bear", seats: []stageSeat{
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 0),
		seat(cat(lands("Forest", 2), l("Meadow Bear")), nil, 2)}},
	{name: "no win/blast without the mana", seats: []stageSeat{
		seat(lands("Mountain", 2), l("Kiln Blast"), 0),
		seat(lands("Forest", 2), nil, 4)}},
	{name: "no win/trample into a wall", seats: []stageSeat{
		seat(cat(lands("Forest", 4), l("Tusk Rhino")), nil, 0),
		seat(cat(lands("Forest", 2), l("Pine Wall")), nil, 1)}},
	{name: "no win/one short", seats: []stageSeat{
		seat(cat(lands("Mountain", 3), l("Hill Ogre")), l("Kiln Spark"), 0),
		seat(lands("Forest", 2), nil, 6)}},
}
