package control

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

var (
	libOnce sync.Once
	libVal  *card.Library
)

// lib returns the embedded cards, loaded once for all tests.
func lib(t *testing.T) *card.Library {
	t.Helper()
	libOnce.Do(func() { libVal = testdecks.Library(t) })
	return libVal
}

// deck builds a deck from "COUNT Name" entries.
func deck(t *testing.T, entries ...string) []*card.Def {
	t.Helper()
	var out []*card.Def
	for _, e := range entries {
		n, name, _ := strings.Cut(e, " ")
		k, err := strconv.Atoi(n)
		if err != nil {
			t.Fatalf("bad deck entry %q", e)
		}
		d, ok := lib(t).Card(name)
		if !ok {
			t.Fatalf("no card %q", name)
		}
		for i := 0; i < k; i++ {
			out = append(out, d)
		}
	}
	return out
}

// redDeck has lands, burn (Ember Lash, Kiln Blast with X), a creature with
// an activated ability (Scrapheap Tinker) and hasty attackers.
func redDeck(t *testing.T) []*card.Def {
	return deck(t, "15 Mountain", "6 Sparkrunner", "7 Ember Lash", "4 Kiln Blast", "5 Scrapheap Tinker", "3 Bloodrage Brute")
}

// greenDeck has lands and plain creatures.
func greenDeck(t *testing.T) []*card.Def {
	return deck(t, "16 Forest", "12 Mossback Grower", "12 Loomleaf Spider")
}

// seat is a record seat.
func seat(name, controller string, d []*card.Def) record.Seat {
	return record.Seat{Name: name, Controller: controller, DeckName: "test", Deck: d}
}

// newCtl starts a controller on a new plain game with synchronous computer
// players and an iteration budget for hard ones.
func newCtl(t *testing.T, seed uint64, settings *store.Settings, seats ...record.Seat) *Controller {
	t.Helper()
	rec := &record.Record{Variant: "plain", Seed: seed, MaxTurns: 60, Seats: seats}
	if settings == nil {
		s := store.DefaultSettings()
		settings = &s
	}
	c, err := New(rec, Options{Settings: settings, syncAI: true, aiOpts: []ai.Option{ai.WithIterations(8)}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

// hotseat starts a game between two people: Ada (red) and Bea (green).
func hotseat(t *testing.T, seed uint64) *Controller {
	return newCtl(t, seed, nil, seat("Ada", record.Human, redDeck(t)), seat("Bea", record.Human, greenDeck(t)))
}

// step says what a driving hook did with a decision.
type step uint8

const (
	stepDefault step = iota // not handled: play it with autoPlay
	stepDone                // handled by the hook
	stepStop                // the situation has arisen: stop driving
)

// drive ticks the game on, playing for the people with autoPlay, until
// stop reports true at a real decision of the viewer.
func drive(t *testing.T, c *Controller, stop func() bool) {
	t.Helper()
	driveWith(t, c, func() step {
		if stop() {
			return stepStop
		}
		return stepDefault
	})
}

// driveWith ticks the game on, handing every real decision of a person (who
// is then the viewer) to hook first.
func driveWith(t *testing.T, c *Controller, hook func() step) {
	t.Helper()
	for i := 0; i < 20000; i++ {
		if c.Over() {
			t.Fatal("the game ended before the situation arose")
		}
		c.Tick(false)
		if lifted, mine := liftOrMine(c); lifted || !mine {
			continue
		}
		switch hook() {
		case stepStop:
			return
		case stepDefault:
			autoPlay(t, c)
		}
	}
	t.Fatal("the situation never arose")
}

// liftOrMine lifts the curtain when it is up (lifted), or reports whether
// the viewer has a real decision now: theirs, and not one the table takes
// for them (mine).
func liftOrMine(c *Controller) (lifted, mine bool) {
	if _, up := c.Curtain(); up {
		c.LiftCurtain()
		return true, false
	}
	d := c.sight.pending()
	if !c.IsHuman(d.Seat) || d.Seat != c.Viewer() {
		return false, false
	}
	_, auto := c.passes.autoAction(d)
	return false, !auto
}

// autoPlay makes one simple decision for the viewer through the
// controller's input methods: keep, play a land, cast a creature, pass,
// no attacks or blocks, the first target or choice.
func autoPlay(t *testing.T, c *Controller) {
	t.Helper()
	d := c.sight.pending()
	var err error
	if c.Asking() {
		if err := c.OK(); err != nil { // confirm the mulligan or the sacrifice
			t.Fatalf("%v decision, confirming: %v", d.Kind, err)
		}
		return
	}
	switch d.Kind {
	case rules.DecidePriority:
		for _, a := range c.legalNow() {
			if a.Kind == rules.ActPlayLand || a.Kind == rules.ActCast && c.sight.card(a.Obj).Def.IsCreature() {
				where := layout.Hit{Kind: layout.HitBattlefield, Seat: c.Viewer()}
				if a.Kind == rules.ActPlayLand && !c.sight.card(a.Obj).Def.IsLand() {
					where.Kind = layout.HitLandDrop // any card as a land (Landless)
				}
				err = c.dropper.Drop(a.Obj, where)
				if err != nil {
					t.Fatalf("drop %s: %v", c.selector.objName(a.Obj), err)
				}
				return
			}
		}
		err = c.OK()
	case rules.DecideTarget:
		for _, a := range c.legalNow() {
			if a.Kind == rules.ActTarget {
				err = c.Click(c.dropper.targetHit(a.Target))
				break
			}
		}
	case rules.DecideChoice:
		if c.arranger.Arranging() {
			err = arrangeAll(c)
			break
		}
		if c.sorter.Sorting() {
			err = sortAll(c)
			break
		}
		if len(c.selector.Choices()) > 0 {
			err = c.selector.PickChoice(0)
			break
		}
		n, staging := c.hands.handStaging()
		clicked := staging && len(c.hands.hand().picked) >= n
		if clicked {
			err = c.OK() // the staged hand cards, all chosen
		}
		for _, a := range c.legalNow() {
			if clicked {
				break
			}
			if a.Kind == rules.ActChoose && !c.hands.StagedInHand(a.Obj) {
				err, clicked = c.Click(layout.Hit{Kind: layout.HitCard, Obj: a.Obj}), true
				break
			}
		}
		if !clicked {
			err = c.OK() // the staged hand cards, once all are chosen
		}
	default:
		err = c.OK()
	}
	if err != nil {
		t.Fatalf("%v decision: %v", d.Kind, err)
	}
}

// arrangeAll answers the look panel: a scry as it opened (every card back
// on top), a keep-half keeping the first cards and the rest to the bottom.
func arrangeAll(c *Controller) error {
	if keeping, n := c.arranger.ArrangeKeeping(); keeping {
		for _, obj := range slices.Clone(c.arranger.Arranged(ArrangeTop))[n:] {
			if err := c.arranger.MoveArranged(obj, ArrangeBottom, 99); err != nil {
				return err
			}
		}
	}
	return c.OK()
}

// sortAll picks the sorting panel's first cards in order and presses Done.
func sortAll(c *Controller) error {
	for i, ch := range c.selector.Choices() {
		if len(c.sorter.picks()) == c.sight.pending().Count {
			break
		}
		if c.sorter.Picked(ch.Obj) == 0 {
			if err := c.selector.PickChoice(i); err != nil {
				return err
			}
		}
	}
	return c.OK()
}

// inHand returns the viewer's hand card with the name, or NoObj.
func inHand(c *Controller, name string) rules.ObjID {
	for _, cv := range c.View().Players[c.Viewer()].Hand {
		if cv.Def != nil && cv.Def.Name == name {
			return cv.ID
		}
	}
	return rules.NoObj
}

// onBattlefield returns a permanent of seat s with the name, or NoObj.
func onBattlefield(c *Controller, s rules.Seat, name string, untapped bool) rules.ObjID {
	for _, cv := range c.View().Battlefield {
		if cv.Controller == s && cv.Def != nil && cv.Def.Name == name && (!untapped || !cv.Tapped) {
			return cv.ID
		}
	}
	return rules.NoObj
}

// myMain reports whether it is the viewer's main phase with an empty stack
// and the viewer has priority.
func myMain(c *Controller) bool {
	v := c.View()
	return v.Pending.Kind == rules.DecidePriority && v.Pending.Seat == c.Viewer() && v.Active == c.Viewer() &&
		v.Step.IsMain() && len(v.Stack) == 0
}

// passUntilResolved presses OK until the stack is empty again.
func passUntilResolved(t *testing.T, c *Controller) {
	t.Helper()
	for i := 0; i < 100 && len(c.View().Stack) > 0; i++ {
		c.Tick(false)
		if _, up := c.Curtain(); up {
			c.LiftCurtain()
			continue
		}
		if d := GameForTests(c).Pending(); d.Seat == c.Viewer() && len(c.View().Stack) > 0 {
			if _, auto := c.passes.autoAction(d); !auto {
				if err := c.OK(); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if len(c.View().Stack) > 0 {
		t.Fatal("the stack never resolved")
	}
}

// refusal checks that err is a Refusal and returns its reason.
func refusal(t *testing.T, err error) string {
	t.Helper()
	var r *Refusal
	if !errors.As(err, &r) {
		t.Fatalf("want a Refusal, got %v", err)
	}
	return r.Reason
}

// lifeOf returns a seat's life total.
func lifeOf(c *Controller, s rules.Seat) int { return GameForTests(c).Player(s).Life }
