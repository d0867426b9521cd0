package rules

// ObjID names one object (card, token or spell copy) in a game. IDs are small
// integers indexing the game's object table; an object keeps its ID when it
// changes zones, but its Stamp changes, so old targets no longer match it.
// A shuffle of a hidden pile deals its cards new IDs among the pile's own
// (see Object numbers in the package doc).
type ObjID int32

// NoObj is the zero object reference.
const NoObj ObjID = -1

// Seat is a player's place at the table, 0-based.
type Seat int8

// NoSeat means no player.
const NoSeat Seat = -1

// String returns "P1", "P2", ...
func (s Seat) String() string {
	if s < 0 {
		return "nobody"
	}
	return "P" + itoa(int(s)+1)
}

// Zone is where an object is.
type Zone uint8

// The zones. ZoneNone holds objects that have left the game (a player who
// lost, a token that left the battlefield, a spell copy that resolved).
// ZoneLooking holds cards a player is looking at while choosing (double draw,
// scry); they belong to no other zone meanwhile. ZoneRow is the face-up
// row of cards players draw from under DrawTableau and DrawPipeline
// (Game.Row), and ZoneRemoved the common pile of cards a draw method
// removed from the game (Game.Removed); both are public and held by the
// library's owner (seat 0 under a shared library). ZonePile is the common
// discard pile of DrawRummy (Game.Pile), public, beside the library and
// no seat's graveyard.
const (
	ZoneNone Zone = iota
	ZoneLibrary
	ZoneHand
	ZoneBattlefield
	ZoneGraveyard
	ZoneExile
	ZoneStack
	ZoneCommand
	ZoneLooking
	ZoneRow
	ZoneRemoved
	ZonePile
)

var zoneNames = [...]string{"nowhere", "library", "hand", "battlefield", "graveyard", "exile", "stack", "command zone", "looking", "row", "removed from the game", "common discard pile"}

// String returns the zone's name.
func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return "zone?"
}

// Step is a step or phase of the turn.
type Step uint8

// The steps, in order.
const (
	StepUntap Step = iota
	StepUpkeep
	StepDraw
	StepMain1
	StepBeginCombat
	StepAttackers
	StepBlockers
	StepFirstStrike
	StepDamage
	StepEndCombat
	StepMain2
	StepEnd
	StepCleanup
	numSteps
)

var stepNames = [...]string{"untap", "upkeep", "draw", "first main", "beginning of combat",
	"declare attackers", "declare blockers", "first-strike damage", "combat damage",
	"end of combat", "second main", "end", "cleanup"}

// String returns the step's name.
func (s Step) String() string {
	if s < numSteps {
		return stepNames[s]
	}
	return "step?"
}

// IsMain reports whether s is a main phase.
func (s Step) IsMain() bool { return s == StepMain1 || s == StepMain2 }

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
