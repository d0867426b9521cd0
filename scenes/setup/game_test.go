package setup

import (
	"testing"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
)

// TestFourCuatroIsAGameChoice steps the Game choice onto FourCuatro, its
// last option, both ways: FourCuatro's set-up shows in place of the main
// game's, and its Back comes back to the main game's set-up, not the
// menu, on the mode past FourCuatro the way the arrow went.
func TestFourCuatroIsAGameChoice(t *testing.T) {
	f := newFixture(t)
	if got := f.s.mode.Options[len(f.s.mode.Options)-1]; got != fourCuatroLabel {
		t.Fatalf("the Game choice ends with %q", got)
	}
	last := modes[len(modes)-1].label
	for _, step := range []struct {
		arrow func(geom.Rect) geom.Vec
		after string
	}{{leftArrow, last}, {rightArrow, "Standard"}} {
		f.play(new(input.Script).Click(step.arrow(f.s.mode.Rect)).Idle(1))
		if p := f.s.Probe(); p.Scene != "fcsetup" {
			t.Fatalf("stepping onto FourCuatro shows %q", p.Scene)
		}
		f.play(new(input.Script).Key(input.KeyEscape).Idle(1))
		if f.nav.menu || f.s.fc != nil {
			t.Fatalf("Back from FourCuatro went to the menu (%v) or stayed (%v)", f.nav.menu, f.s.fc != nil)
		}
		if p := f.s.Probe(); p.Scene != "setup" || f.s.modeValue().label != step.after {
			t.Fatalf("Back from FourCuatro shows %q on %q, want %q", p.Scene, f.s.modeValue().label, step.after)
		}
	}
}

// TestOpenedOnFourCuatro opens the screen as the menu's FourCuatro entry
// does: FourCuatro's set-up, whose Back goes to the menu.
func TestOpenedOnFourCuatro(t *testing.T) {
	f := newFixture(t)
	f.s = New(f.svc, WithRand(func() uint64 { return 4242 }), WithFourCuatro())
	f.play(new(input.Script).Idle(1))
	if p := f.s.Probe(); p.Scene != "fcsetup" || f.s.Err() != "" {
		t.Fatalf("WithFourCuatro shows %q, error %q", p.Scene, f.s.Err())
	}
	f.play(new(input.Script).Key(input.KeyEscape).Idle(1))
	if !f.nav.menu {
		t.Fatal("Back from the FourCuatro set-up did not go to the menu")
	}
}
