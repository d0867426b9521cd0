package control

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// attackers returns Ada's creatures named name that may attack now.
func attackersNamed(c *Controller, name string) []rules.ObjID {
	var out []rules.ObjID
	for _, a := range c.legalNow() {
		if a.Kind == rules.ActAttack && GameForTests(c).Obj(a.Obj).Name() == name {
			dup := false
			for _, id := range out {
				dup = dup || id == a.Obj
			}
			if !dup {
				out = append(out, a.Obj)
			}
		}
	}
	return out
}

// Two Sparkrunners attack: their triggers wait in the listed order, and
// "Use this order" (Space) stacks them so: the first listed at the bottom.
func TestTriggerOrderDefaultIsTheListedOrder(t *testing.T) {
	c := hotseat(t, 3)
	driveWith(t, c, func() step {
		d := GameForTests(c).Pending()
		if c.Viewer() != 0 || d.Kind != rules.DecideAttackers {
			return stepDefault
		}
		runners := attackersNamed(c, "Sparkrunner")
		if len(runners) < 2 {
			return stepDefault
		}
		for _, id := range runners[:2] {
			if err := c.dropper.Drop(id, layout.Hit{Kind: layout.HitPlayer, Seat: 1}); err != nil {
				t.Fatal(err)
			}
		}
		if err := c.OK(); err != nil {
			t.Fatal(err)
		}
		return stepStop
	})
	for i := 0; i < 10 && GameForTests(c).Pending().Purpose != rules.ChooseTriggerOrder; i++ {
		c.Tick(false)
	}
	d := GameForTests(c).Pending()
	if d.Kind != rules.DecideChoice || d.Purpose != rules.ChooseTriggerOrder || d.Seat != 0 {
		t.Fatalf("pending %v (purpose %v) for seat %v, want Ada's trigger order", d.Kind, d.Purpose, d.Seat)
	}
	p := c.Prompt()
	if len(p.Buttons) != 1 || p.Buttons[0].Label != "Use this order" || !p.Buttons[0].Primary || p.Buttons[0].Key != "Space" {
		t.Fatalf("buttons = %+v, want Use this order (Space)", p.Buttons)
	}
	if !strings.Contains(p.Text, "Use this order (Space)") {
		t.Errorf("prompt %q does not say what Space does", p.Text)
	}
	listed := c.selector.Choices()
	if len(listed) != 2 {
		t.Fatalf("choices = %+v, want the two triggers", listed)
	}
	if err := c.OK(); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5 && GameForTests(c).Pending().Purpose == rules.ChooseTriggerOrder; i++ {
		c.Tick(false)
	}
	st := c.View().Stack
	if len(st) != 2 || st[0].Source.ID != listed[0].Obj || st[1].Source.ID != listed[1].Obj {
		t.Fatalf("stack = %v, %v; want the listed order %v, %v (the last on top)", st[0].Source.ID, st[len(st)-1].Source.ID, listed[0].Obj, listed[1].Obj)
	}
	if c.passes.ordering != rules.NoSeat {
		t.Error("the accepted order outlived the triggers")
	}
}

// Clicking a trigger still puts that one on the stack first.
func TestTriggerOrderChosenByClick(t *testing.T) {
	c := hotseat(t, 3)
	driveWith(t, c, func() step {
		d := GameForTests(c).Pending()
		if c.Viewer() != 0 || d.Kind != rules.DecideAttackers {
			return stepDefault
		}
		runners := attackersNamed(c, "Sparkrunner")
		if len(runners) < 2 {
			return stepDefault
		}
		for _, id := range runners[:2] {
			if err := c.dropper.Drop(id, layout.Hit{Kind: layout.HitPlayer, Seat: 1}); err != nil {
				t.Fatal(err)
			}
		}
		if err := c.OK(); err != nil {
			t.Fatal(err)
		}
		return stepStop
	})
	for i := 0; i < 10 && GameForTests(c).Pending().Purpose != rules.ChooseTriggerOrder; i++ {
		c.Tick(false)
	}
	listed := c.selector.Choices()
	if len(listed) != 2 {
		t.Fatalf("choices = %+v, want the two triggers", listed)
	}
	if err := c.selector.PickChoice(1); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5 && len(c.View().Stack) < 2; i++ {
		c.Tick(false) // the last one goes on by itself
	}
	if st := c.View().Stack; len(st) != 2 || st[0].Source.ID != listed[1].Obj {
		t.Fatalf("stack = %+v, want the clicked trigger at the bottom", st)
	}
}
