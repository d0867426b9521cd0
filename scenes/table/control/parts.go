package control

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// The controller's parts: each keeps the state of one part of the table
// and the methods that read and change it, and reaches the game, its
// legal actions and the other parts through the controller it belongs
// to (wire sets that).

// Combat stages the viewer's attacks and blocks until they confirm them
// (stage.go).
type Combat struct {
	*Controller
	stagedAtk []stagedAttack
	stagedBlk []stagedBlock
}

// HandPicks stages hand cards to be discarded or removed (handpick.go).
type HandPicks struct {
	*Controller
	picksHand handPicks
}

// Sorter orders the picks of the sorting panel: keep and bottom choices
// (sort.go).
type Sorter struct {
	*Controller
	sort sorting
}

// Arranger keeps the look panel's zones at a scry (arrange.go).
type Arranger struct {
	*Controller
	arrange arrangement
}

// Replayer steps a replay through its record, and says whose side and
// in whose voice the table and its log are shown (replay.go,
// logvoice.go).
type Replayer struct {
	*Controller
}

// Drops says what the viewer may drag and where, and plays a drop
// (drop.go).
type Drops struct {
	*Controller
	drops dropCache
	// aim is where a spell waiting for X was dropped (Kind
	// layout.HitNone: nowhere), aimSrc that spell.
	aim    layout.Hit
	aimSrc rules.ObjID
}

// Selection says which cards and choices the viewer may click, and
// keeps the open menu of a permanent's abilities (select.go, choice.go).
type Selection struct {
	*Controller
	menu rules.ObjID // permanent whose abilities or mana kinds Choices lists, or NoObj
}

// Passes keeps the people's standing passes, the stops and the listed
// trigger order, and answers decisions nobody needs to make (pass.go,
// apply.go).
type Passes struct {
	*Controller
	// passing are the people's standing passes by seat (PassUntil).
	passing [rules.MaxSeats]PassMode
	// ordering is the seat that accepted the listed trigger order ("Use
	// this order"): the table puts the rest of its triggers on the stack
	// as listed until someone gets priority (NoSeat: none).
	ordering rules.Seat
}

// prompter builds the prompt, its buttons and choices (prompt.go).
type prompter struct {
	*Controller
	ui    uiCache // prompt, buttons and choices for one version
	lastX int     // the X of the last spell cast with one
}

// drafter plays Live-Draft's row and piles (draft.go).
type drafter struct {
	*Controller
}

// guards holds a harmful spell dropped on the viewer's own thing, or a
// helpful one on an opponent's, waiting for Cast or Cancel (guard.go).
type guards struct {
	*Controller
	guard *guard
}

// asker holds a step that cannot be taken back, waiting for the
// viewer's confirmation (confirm.go).
type asker struct {
	*Controller
	asking *ask
}

// Results counts what each seat did and says how the game went
// (summary.go, concede.go).
type Results struct {
	*Controller
	stats [rules.MaxSeats]seatStats
}

// wire points every part at c and sets their starting state.
func (c *Controller) wire() {
	c.combat.Controller, c.hands.Controller, c.sorter.Controller = c, c, c
	c.arranger.Controller, c.replayer.Controller, c.dropper.Controller = c, c, c
	c.selector.Controller, c.passes.Controller, c.prompter.Controller = c, c, c
	c.drafter.Controller, c.guards.Controller, c.asker.Controller = c, c, c
	c.results.Controller, c.sight.Controller = c, c
	c.selector.menu, c.dropper.aimSrc, c.passes.ordering = rules.NoObj, rules.NoObj, rules.NoSeat
}

// Combat returns the staging of attacks and blocks.
func (c *Controller) Combat() *Combat { return &c.combat }

// HandPicks returns the staging of hand cards.
func (c *Controller) HandPicks() *HandPicks { return &c.hands }

// Sorter returns the sorting panel's picks.
func (c *Controller) Sorter() *Sorter { return &c.sorter }

// Arranger returns the look panel's zones.
func (c *Controller) Arranger() *Arranger { return &c.arranger }

// Replay returns the replay's stepper and the log's voice.
func (c *Controller) Replay() *Replayer { return &c.replayer }

// Drops returns what may be dragged where.
func (c *Controller) Drops() *Drops { return &c.dropper }

// Selection returns what may be clicked.
func (c *Controller) Selection() *Selection { return &c.selector }

// Passes returns the standing passes.
func (c *Controller) Passes() *Passes { return &c.passes }

// Results returns the counts and the summary of the game.
func (c *Controller) Results() *Results { return &c.results }
