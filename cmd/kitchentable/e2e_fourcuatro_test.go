//go:build kitchentableprobe

package main

import (
	"strings"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestDesktopStartsFourCuatro drives the real program from the menu into
// a FourCuatro game: Menu → FourCuatro → Computer (easy) → Basic → Start,
// and checks the FourCuatro table is showing, with your plate and the
// computer's and your opening hand.
func TestDesktopStartsFourCuatro(t *testing.T) {
	disp := needDesktop(t)
	d := startDesktop(t, disp, buildBinary(t, t.TempDir()))

	isSetup := func(p scenes.Probe) bool { return p.Scene == "fcsetup" && hasButton(p, "Start") }
	d.clickUntil("FourCuatro", "the FourCuatro set-up", isSetup)
	d.choose("Computer (easy)", opponentLabels)
	d.choose("Basic", []string{"Basic", "Constructed"})
	p := d.clickUntil("Start", "the FourCuatro table", func(p scenes.Probe) bool { return p.Scene != "fcsetup" })
	if p.Scene != "fourcuatro" {
		t.Fatalf("Start showed %+v, want the FourCuatro table", p)
	}
	p = d.waitFor("the plates and the opening hand", 10*time.Second, func(p scenes.Probe) bool {
		return len(p.Seats) == 2 && len(cards(p, "hand", true)) > 0
	})
	for _, s := range p.Seats {
		if want := map[bool]string{true: "You", false: "Computer"}[s.Mine]; s.Label != want {
			t.Errorf("plate %q (mine %v), want %q", s.Label, s.Mine, want)
		}
	}
}

// opponentLabels are the FourCuatro set-up's opponent choices.
var opponentLabels = []string{"Computer (easy)", "Computer (hard)", "A friend (hot-seat)"}

// choose sets the set-up's cycler that shows one of options to want: it
// opens the cycler's list with a click on its value and clicks want's row.
func (d *desktop) choose(want string, options []string) {
	d.t.Helper()
	current := ""
	for _, b := range d.last.Buttons {
		for _, o := range options {
			if b.Label == o {
				current = o
			}
		}
	}
	if current == "" {
		d.t.Fatalf("no choice among %v on %+v", options, d.last)
	}
	listOpen := func(p scenes.Probe) bool { return !hasButton(p, "Start") && hasButton(p, want) }
	d.clickUntil(current, "the list of "+strings.Join(options, ", "), listOpen)
	d.clickUntil(want, want+" chosen", func(p scenes.Probe) bool { return hasButton(p, "Start") && hasButton(p, want) })
}
