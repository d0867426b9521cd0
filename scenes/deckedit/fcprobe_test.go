//go:build kitchentableprobe

package deckedit

import (
	"slices"
	"testing"

	"github.com/kitchentable/kitchentable/render/input"
)

func TestFourCuatroZoomAndProbe(t *testing.T) {
	f := newFCFixture(t, "", nil)
	_, r := f.card("Grudge")
	f.play(new(input.Script).Move(r.Center()).Idle(10))
	if f.s.ui.zoom != nil {
		t.Fatal("zoomed at once")
	}
	f.play(new(input.Script).Move(r.Center()).Idle(30))
	if f.s.ui.zoom == nil || f.s.ui.zoom.Name != "Grudge" {
		t.Fatalf("zoom %v after the hover delay", f.s.ui.zoom)
	}
	z := f.s.zoomRect(r, false)
	if z.Intersect(r).W() > 0 || z.Min.Y < 0 || z.Max.Y > 720 {
		t.Errorf("the zoom %v covers its card %v or leaves the screen", z, r)
	}
	f.svc.Settings.HoverZoomMillis = 0
	f.play(new(input.Script).Move(r.Center()).Idle(2))
	if f.s.ui.zoom != nil {
		t.Error("zoomed with hover zoom off")
	}
	f.clickCard("Grudge", 2)
	p := f.s.Probe()
	list, deck := 0, 0
	for _, c := range p.Cards {
		switch c.Zone {
		case "list":
			list++
		case "deck":
			deck++
		}
	}
	var buttons []string
	for _, b := range p.Buttons {
		buttons = append(buttons, b.Label)
	}
	if p.Scene != "fcdeck" || list != len(f.s.cards) || deck != 1 || p.Prompt != "The deck has 2 cards: it needs exactly 44" ||
		!slices.Equal(buttons, []string{fcLoadLabel, "Save", "Clear", "Fill randomly", "Done", "Back"}) {
		t.Fatalf("probe %s %q: %d list cards, %d deck rows, buttons %v", p.Scene, p.Prompt, list, deck, buttons)
	}
}
