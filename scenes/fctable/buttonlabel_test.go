package fctable

import (
	"testing"

	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/widget"
)

// TestCastButtonsShowWholeNames: the prompt's Cast button (with its Space
// key cap) and a trap's Play button show every card's name whole at the
// design size ("Cast Read the Sm…" was cut).
func TestCastButtonsShowWholeNames(t *testing.T) {
	f := newTable(t, 1, 0, 0)
	th := f.measuring(t)
	w := f.s.b.prompt.W()/f.s.b.d.Scale - 2*10 // placeButtons' width at scale 1
	if w < 150 {
		t.Fatalf("the prompt's buttons are %.0f wide", w)
	}
	for _, d := range catalog.FourCuatro() {
		for _, b := range []widget.Button{
			{Label: castLabel(d), FontSize: 15, Shortcut: "Space"},
			{Label: "Play " + d.Name, FontSize: 15},
		} {
			b.Rect = geom.R(0, 0, w, 36)
			if shown, _ := b.LabelShown(th); shown != b.Label {
				t.Errorf("the button %q shows %q", b.Label, shown)
			}
		}
	}
}
