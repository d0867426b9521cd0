//go:build kitchentableprobe

package vmtest

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestStartsFourCuatro goes from the menu into a FourCuatro game:
// FourCuatro → Computer (easy) → Basic → Start, and checks the FourCuatro
// table shows my plate, the computer's and my opening hand.
func TestStartsFourCuatro(t *testing.T) {
	a := start(t, "")
	a.clickTo("FourCuatro", "the FourCuatro set-up", func(p scenes.Probe) bool { return p.Scene == "fcsetup" && hasButton(p, "Start") })
	a.choose("Computer (easy)", []string{"Computer (easy)", "Computer (hard)", "A friend (hot-seat)"})
	a.choose("Basic", []string{"Basic", "Constructed"})
	p := a.clickTo("Start", "the FourCuatro table", func(p scenes.Probe) bool { return p.Scene != "fcsetup" })
	if p.Scene != "fourcuatro" {
		t.Fatalf("Start showed %+v, want the FourCuatro table", p)
	}
	p = a.WaitFor("the plates and the opening hand", 600, func(p scenes.Probe) bool {
		return len(p.Seats) == 2 && len(cards(p, "hand", true)) > 0
	})
	for _, s := range p.Seats {
		if want := map[bool]string{true: "You", false: "Computer"}[s.Mine]; s.Label != want {
			t.Errorf("plate %q (mine %v), want %q", s.Label, s.Mine, want)
		}
	}
}

// choose sets the set-up's cycler that shows one of options to want: it
// opens the cycler's list with a click on its value and clicks want's row.
func (a *app) choose(want string, options []string) {
	a.t.Helper()
	current := ""
	for _, b := range a.Probe().Buttons {
		for _, o := range options {
			if b.Label == o {
				current = o
			}
		}
	}
	if current == "" {
		a.t.Fatalf("no choice among %v on %+v", options, a.Probe())
	}
	a.clickTo(current, "the list of "+strings.Join(options, ", "), func(p scenes.Probe) bool { return !hasButton(p, "Start") && hasButton(p, want) })
	a.clickTo(want, want+" chosen", func(p scenes.Probe) bool { return hasButton(p, "Start") && hasButton(p, want) })
}
