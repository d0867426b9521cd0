package fourcuatro

import "fmt"

// DecisionKind is what kind of decision the game waits for.
type DecisionKind uint8

// The decisions.
const (
	DecideNone     DecisionKind = iota // the game is over
	DecideMain                         // the active player casts a spell, a Cinder, or ends the turn
	DecideResponse                     // the other player answers the spell on the table with a trap, or lets it through
	DecideDiscard                      // Seat discards one card (of N still to discard)
	DecideDestroy                      // Seat picks one card of Victim's hand (of N still to pick) for Victim to destroy
	DecideOrder                        // Seat puts the next of Cards on top of Victim's deck (the first chosen ends on top)
)

var decisionNames = [...]string{"none", "main", "response", "discard", "destroy", "order"}

func (k DecisionKind) String() string { return decisionNames[k] }

// Decision is what the game waits for.
type Decision struct {
	Kind DecisionKind
	Seat Seat
	// N is how many cards are still to be chosen (discard, destroy, order).
	N int
	// Victim is the seat whose hand or deck the choice is about.
	Victim Seat
	// Cards are the cards being put back in order (DecideOrder).
	Cards []CardID
}

// ActionKind is a kind of action.
type ActionKind uint8

// The actions.
const (
	ActCast       ActionKind = iota // cast Card face up, exhausting its cost in sources
	ActCinder                       // cast Card face down as a Cinder, for nothing
	ActEndTurn                      // end the turn
	ActTrap                         // play trap Card in answer to the spell on the table
	ActNoResponse                   // let the spell on the table through
	ActChoose                       // choose Card (discard, destroy or order)
)

var actionNames = [...]string{"cast", "cinder", "end turn", "trap", "no response", "choose"}

func (k ActionKind) String() string { return actionNames[k] }

// Action is one decision made by a player.
type Action struct {
	Kind ActionKind
	Card CardID
}

func (a Action) String() string {
	if a.Card == NoCard {
		return a.Kind.String()
	}
	return fmt.Sprintf("%s #%d", a.Kind, a.Card)
}

func act(k ActionKind) Action               { return Action{Kind: k, Card: NoCard} }
func actCard(k ActionKind, c CardID) Action { return Action{Kind: k, Card: c} }

// Cast casts card face up.
func Cast(c CardID) Action { return actCard(ActCast, c) }

// Cinder casts card face down as a Cinder.
func Cinder(c CardID) Action { return actCard(ActCinder, c) }

// PlayTrap plays trap c in answer to the spell on the table.
func PlayTrap(c CardID) Action { return actCard(ActTrap, c) }

// Choose chooses card c.
func Choose(c CardID) Action { return actCard(ActChoose, c) }

// EndTurn ends the turn.
func EndTurn() Action { return act(ActEndTurn) }

// NoResponse lets the spell on the table through.
func NoResponse() Action { return act(ActNoResponse) }
