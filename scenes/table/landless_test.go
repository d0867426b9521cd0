package table

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// TestZoomShowsBothIdentities checks that under Landless a hand card's
// zoom comes with the land it would become, and a card played as a land
// with the card it was.
func TestZoomShowsBothIdentities(t *testing.T) {
	rec := tabletest.Record(t, 5, 0, record.Human, "medium")
	rec.Variant = "landless"
	hs := newHarness(t, rec, services(t, false, 0), 1280, 720)
	hs.liftCurtain()
	v := hs.view()
	hand := v.Players[v.Seat].Hand
	var spell *rules.CardView
	for i := range hand {
		if hand[i].Def != nil && !hand[i].Def.IsLand() {
			spell = &hand[i]
			break
		}
	}
	if spell == nil {
		t.Skip("no spell in the opening hand")
	}
	shown, other, caption := hs.s.over.zoomPair(spell.ID)
	want := rules.LandIdentity(spell.Def, &v.Options.BasicLands)
	if shown != spell.Def || other != want || caption != "As a land" {
		t.Errorf("zoom of %s: %v / %v %q, want its land %s", spell.Def.Name, shown, other, caption, want.Name)
	}
	rec.Variant = "plain"
	plain := newHarness(t, rec, services(t, false, 0), 1280, 720)
	plain.liftCurtain()
	if _, other, _ := plain.s.over.zoomPair(spell.ID); other != nil {
		t.Errorf("a standard game offers a land identity: %s", other.Name)
	}
}
