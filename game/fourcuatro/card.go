package fourcuatro

import "fmt"

// Kind says whether a card is a spell or a trap.
type Kind uint8

// The card kinds.
const (
	Spell Kind = iota // cast on your own turn, costs 1–4
	Trap              // played for free on the opponent's turn, in answer to a spell
)

func (k Kind) String() string {
	if k == Trap {
		return "trap"
	}
	return "spell"
}

// Role names a player from the point of view of the card being resolved:
// You is whoever plays it (after any redirection), Opponent the other.
type Role uint8

// The roles.
const (
	You Role = iota
	Opponent
)

func (r Role) String() string {
	if r == Opponent {
		return "opponent"
	}
	return "you"
}

// OpKind is one instruction a card can give.
type OpKind uint8

// The instructions. N is the count each one uses.
const (
	OpBurn        OpKind = iota // Who burns N cards
	OpDraw                      // Who draws N cards
	OpDiscard                   // Who discards N cards of their choice
	OpDestroyPick               // the other player looks at Who's hand and picks N cards; Who destroys them
	OpOrderTop                  // the card's player looks at the top N cards of Who's deck and puts them back in any order
	OpRecover                   // Who puts the top N cards of their discard pile into their hand
	OpRefresh                   // Who refreshes N exhausted mana sources
	OpAddSource                 // while Who has fewer than four sources, the bottom card of Who's deck becomes a refreshed source (N times)
	OpBurnSource                // Who burns N of their mana sources (exhausted ones first)
	OpBurnPerHand               // Who burns a card for each card in their hand
	OpCounter                   // (traps) the spell does nothing
	OpRedirect                  // (traps) the spell's instructions apply with its caster and you swapped
)

var opWords = [...]string{
	OpBurn: "burn", OpDraw: "draw", OpDiscard: "discard", OpDestroyPick: "destroy-pick",
	OpOrderTop: "order-top", OpRecover: "recover", OpRefresh: "refresh",
	OpAddSource: "add-source", OpBurnSource: "burn-source", OpBurnPerHand: "burn-per-hand",
	OpCounter: "counter", OpRedirect: "redirect",
}

func (k OpKind) String() string {
	if int(k) < len(opWords) {
		return opWords[k]
	}
	return fmt.Sprintf("op%d", k)
}

// takesCount reports whether the instruction is written with a count.
func (k OpKind) takesCount() bool {
	return k != OpCounter && k != OpRedirect && k != OpBurnPerHand
}

// takesRole reports whether the instruction names a player.
func (k OpKind) takesRole() bool { return k != OpCounter && k != OpRedirect }

// Op is one instruction of a card's effect.
type Op struct {
	Kind OpKind
	Who  Role
	N    int
}

// Only limits when a trap may be played.
type Only uint8

// The trap conditions.
const (
	OnlyAny    Only = iota // in answer to any spell
	OnlyCinder             // only in answer to a Cinder
	OnlyCostly             // only in answer to a spell costing 3 or more
)

var onlyWords = [...]string{OnlyAny: "any", OnlyCinder: "cinder", OnlyCostly: "cost3"}

func (o Only) String() string { return onlyWords[o] }

// Def is a card's printed definition.
type Def struct {
	Name  string
	Kind  Kind
	Cost  int  // 1–4 for spells, 0 for traps
	Count int  // circles on the card: copies in the 66-card basic deck
	Only  Only // traps: when they may be played
	Text  string
	Ops   []Op
}

// RevealCost is the cost the card counts for when deciding who goes first:
// its mana cost, and 0 for traps.
func (d *Def) RevealCost() int {
	if d.Kind == Trap {
		return 0
	}
	return d.Cost
}
