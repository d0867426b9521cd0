package menu

import (
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
)

// fanCards picks the cards fanned out beside the menu: for each colour, its
// rarest creature of that colour alone, the first by name among equals.
func fanCards(lib *card.Library) []*card.Def {
	if lib == nil {
		return nil
	}
	all := slices.Clone(lib.All())
	slices.SortFunc(all, func(a, b *card.Def) int { return strings.Compare(a.Name, b.Name) })
	var out []*card.Def
	for _, c := range []mana.Color{mana.White, mana.Blue, mana.Black, mana.Red, mana.Green} {
		var best *card.Def
		for _, d := range all {
			if d.Token || !d.IsCreature() || d.Colors != mana.SetOf(c) {
				continue
			}
			if best == nil || d.Rarity > best.Rarity {
				best = d
			}
		}
		if best != nil {
			out = append(out, best)
		}
	}
	return out
}

// drawFan draws the picked faces fanned like a hand, with a card back
// lying under them, on the right of the screen.
func (s *Scene) drawFan(screen *ebiten.Image) {
	faces := s.svc.Faces
	if faces == nil || len(s.fan) == 0 {
		return
	}
	sc := s.th.Scale
	w, h := float64(s.w), float64(s.h)
	cw := 190 * sc
	iw := int(math.Round(cw))
	// A deck, a few backs squared off, waits at the top of the table.
	bw := cw * 0.7
	for i := 0; i < 4; i++ {
		c := geom.V(w*0.84-float64(i)*1.5*sc, h*0.26-float64(i)*2.5*sc)
		cardface.DrawCard(screen, faces.Back(int(math.Round(bw))), cardface.Placement{Center: c, Width: bw, Angle: 0.09})
	}
	pivot := geom.V(w*0.71, h*0.62+cw*2.6)
	n := len(s.fan)
	for i, d := range s.fan {
		a := (float64(i) - float64(n-1)/2) * 0.19
		c := pivot.Add(geom.Polar(cw*2.6, a-math.Pi/2))
		cardface.DrawCard(screen, faces.Face(d, iw), cardface.Placement{Center: c, Width: cw, Angle: a})
	}
}
