package control

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// TestNoSecondCurtainAfterADiscard: in hot-seat, a person who discards
// down to hand size at their cleanup and confirms it hands the screen on
// with one curtain, for the other person; no curtain falls for the one
// who just discarded before the other has made a real decision.
func TestNoSecondCurtainAfterADiscard(t *testing.T) {
	c := hotseat(t, 3)
	// Pass everything (no lands, no spells) so that the hands fill up.
	driveWith(t, c, func() step {
		d := GameForTests(c).Pending()
		switch {
		case d.Kind == rules.DecideChoice && d.Purpose == rules.ChooseCleanupDiscard:
			return stepStop
		case d.Kind == rules.DecidePriority:
			if err := c.OK(); err != nil {
				t.Fatal(err)
			}
			return stepDone
		}
		return stepDefault
	})
	discarder := c.Viewer()
	d := GameForTests(c).Pending()
	for _, cv := range c.View().Players[discarder].Hand[:d.Count] {
		if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: cv.ID, Seat: discarder}); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.OK(); err != nil {
		t.Fatalf("confirming the discard: %v", err)
	}
	if got := GameForTests(c).Player(discarder).Hand; len(got) > 7 {
		t.Fatalf("%d cards in hand after the discard", len(got))
	}
	var curtains []rules.Seat
	for i := 0; i < 2000; i++ {
		c.Tick(false)
		if who, up := c.Curtain(); up {
			curtains = append(curtains, who)
			if who == discarder {
				t.Fatalf("a curtain for seat %d, who just discarded, before the other person decided (curtains %v, step %v of turn %d)",
					who, curtains, GameForTests(c).Step(), GameForTests(c).Turn())
			}
			c.LiftCurtain()
			continue
		}
		if lifted, mine := liftOrMine(c); !lifted && mine && c.Viewer() != discarder {
			t.Logf("turn %d: seat %d discarded, then curtains %v, seat %d decides %v", GameForTests(c).Turn(), discarder, curtains, c.Viewer(), GameForTests(c).Pending().Kind)
			if len(curtains) != 1 {
				t.Errorf("curtains %v before the other person's first decision, want one", curtains)
			}
			return
		}
	}
	t.Fatal("the other person never came to decide")
}
