package layout

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/rules"
)

// HitKind says what is under the cursor or under a dropped card.
type HitKind uint8

// The hit kinds.
const (
	HitNone        HitKind = iota
	HitCard                // a card anywhere on the table (Obj; Seat is its controller or owner)
	HitPlayer              // a player's plate: portrait, name, life (Seat)
	HitBattlefield         // the empty battlefield area of Seat (drop here to play a card)
	HitLandDrop            // the viewer's "play as land" drop area (Landless), Seat is the viewer
	HitButton              // prompt button Index
	HitStep                // the phase bar's step Index: toggles the stop for Seat's turns
	HitGraveyard           // Seat's graveyard pile
	HitExile               // Seat's exile pile
	HitLibrary             // Seat's library pile
	HitStack               // the stack area; Obj is the stack item's source when on one
	HitSchemes             // Seat's scheme deck (the face-down pile of its command zone)
	HitHand                // the viewer's hand strip (Seat; drop a drawn card here)
	HitPile                // rummy's common discard pile (Obj: the card pointed at, or NoObj)
	HitRemoved             // the removed-from-the-game pile (Obj: its top card, or NoObj)
)

var hitNames = [...]string{"none", "card", "player", "battlefield", "land drop", "button", "step",
	"graveyard", "exile", "library", "stack", "schemes", "hand", "pile", "removed"}

// String returns the kind's name.
func (k HitKind) String() string {
	if int(k) < len(hitNames) {
		return hitNames[k]
	}
	return fmt.Sprintf("HitKind(%d)", uint8(k))
}

// Hit is a table object the player pointed at: what Table.Hit finds
// under a point, and what the table's controller acts on.
type Hit struct {
	Kind  HitKind
	Obj   rules.ObjID
	Seat  rules.Seat
	Index int
}

// Button is a button of the prompt bar.
type Button struct {
	Label string
	// Key is the keyboard shortcut shown on the button ("Space", "Esc"), or "".
	Key string
	// Primary marks the button Space presses.
	Primary bool
}

// Choice is one thing the viewer may pick in a DecideChoice or DecideX
// decision that is not simply a card on the table: looked-at cards
// (Obj set, Zone rules.ZoneLooking or a library search), or options
// (Obj is rules.NoObj, Label says what it does).
type Choice struct {
	Obj   rules.ObjID
	Label string
}
