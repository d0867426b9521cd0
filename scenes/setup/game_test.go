package setup

import (
	"testing"

	"github.com/kitchentable/kitchentable/render/input"
)

// TestFourCuatroIsAGameChoice chooses FourCuatro, the Game choice's last
// option, from its list: FourCuatro's set-up shows in place of the main
// game's, and its Back comes back to the main game's set-up on the mode
// it had, not to the menu. The arrows step over FourCuatro both ways.
func TestFourCuatroIsAGameChoice(t *testing.T) {
	f := newFixture(t)
	if got := f.s.mode.Options[len(f.s.mode.Options)-1]; got != fourCuatroLabel {
		t.Fatalf("the Game choice ends with %q", got)
	}
	last := modes[len(modes)-1].label
	f.play(new(input.Script).Click(leftArrow(f.s.mode.Rect)).Idle(1))
	if f.s.fc != nil || f.s.modeValue().label != last {
		t.Fatalf("left of Standard: FourCuatro shown %v, mode %q, want %q", f.s.fc != nil, f.s.modeValue().label, last)
	}
	f.play(new(input.Script).Click(rightArrow(f.s.mode.Rect)).Idle(1))
	if f.s.fc != nil || f.s.modeValue().label != "Standard" {
		t.Fatalf("right of %q: FourCuatro shown %v, mode %q", last, f.s.fc != nil, f.s.modeValue().label)
	}
	f.click(f.s.mode.Rect)
	scroll := new(input.Script).Move(f.s.mode.List().Center())
	for range len(modes) {
		scroll.Wheel(-1)
	}
	f.play(scroll)
	options, rows := f.s.mode.Shown()
	if !f.s.mode.Open || len(options) == 0 || options[len(options)-1] != fourCuatroLabel {
		t.Fatalf("the open Game list shows %q", options)
	}
	f.play(new(input.Script).Click(rows[len(rows)-1].Center()).Idle(1))
	if f.s.fc == nil {
		t.Fatal("choosing FourCuatro from the list does not show its set-up")
	}
	f.play(new(input.Script).Key(input.KeyEscape).Idle(1))
	if f.nav.menu || f.s.fc != nil {
		t.Fatalf("Back from FourCuatro went to the menu (%v) or stayed (%v)", f.nav.menu, f.s.fc != nil)
	}
	if f.s.fc != nil || f.s.modeValue().label != "Standard" {
		t.Fatalf("Back from FourCuatro shows FourCuatro %v on %q", f.s.fc != nil, f.s.modeValue().label)
	}
}

// TestOpenedOnFourCuatro opens the screen as the menu's FourCuatro entry
// does: FourCuatro's set-up, whose Back goes to the menu.
func TestOpenedOnFourCuatro(t *testing.T) {
	f := newFixture(t)
	f.s = New(f.svc, WithRand(func() uint64 { return 4242 }), WithFourCuatro())
	f.play(new(input.Script).Idle(1))
	if f.s.fc == nil || f.s.Err() != "" {
		t.Fatalf("WithFourCuatro shows FourCuatro %v, error %q", f.s.fc != nil, f.s.Err())
	}
	f.play(new(input.Script).Key(input.KeyEscape).Idle(1))
	if !f.nav.menu {
		t.Fatal("Back from the FourCuatro set-up did not go to the menu")
	}
}
