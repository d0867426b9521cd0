package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes/table/control"
)

// lookHints are the look panel's lines of help under its title, for a
// scry and for a keep-half.
var lookHints = [2]string{
	"Drag a card to the other zone or to a new place · click sends it across · ←→ choose, Shift+←→ move, ↑↓ top or bottom · Space: Done · Esc: Reset",
	"Drag a card to the other zone or to a new place · click sends it across · ←→ choose, Shift+←→ move, ↑↓ keep or bottom · Space: Done · Esc: Reset",
}

// lookZoneNames are the zones' headings, and what an empty zone says,
// for a scry and for a keep-half.
var lookZoneNames = [2][2][2]string{{
	{"Top of your library · the leftmost is drawn first", "Drag cards here to keep them on top"},
	{"Bottom of your library · the rightmost is the very bottom", "Drag cards here to put them on the bottom"},
}, {
	{"Keep · these go to your hand", "Drag cards here to keep them"},
	{"Bottom of your library · the rightmost is the very bottom", "Drag cards here to put them on the bottom"},
}}

// lookKind is 1 when the look panel keeps cards, 0 when it scries.
func (s *lookPanel) lookKind() int {
	if keeping, _ := s.ctrl.Arranger().ArrangeKeeping(); keeping {
		return 1
	}
	return 0
}

// lookFace returns d's face for the panel: the large one when it is
// ready, else the table's, else the back (never another card's face).
func (g *overlayPainter) lookFace(d *card.Def) *ebiten.Image { return g.zoomFace(d) }

// drawLook draws the open look panel: the two zones with their cards face
// up and large, the focused card ringed, the dragged one under the cursor
// with a gap where it would land.
func (g *overlayPainter) drawLook(s *Scene, dst *ebiten.Image) {
	if !s.lookp.lookOpen() {
		return
	}
	sc := s.lay.Scale
	lg := s.lookp.lookGeometry()
	p := lg.Panel
	g.pr.rect(dst, s.lay.Felt, color.NRGBA{0, 0, 0, 120})
	g.pr.rect(dst, p.Inset(-3*sc), color.NRGBA{0, 0, 0, 140})
	g.pr.rect(dst, p, color.NRGBA{28, 23, 17, 250})
	g.pr.outline(dst, p.Inset(3*sc), 1.5*sc, 0, paint.Alpha(inkGold, 0.7), 0)
	g.labels.drawIn(dst, lg.Title, bold, 17*sc, inkGold, geom.R(p.Min.X+12*sc, p.Min.Y+6*sc, p.W()-24*sc, 22*sc), 0.5)
	kind := s.lookp.lookKind()
	g.labels.drawIn(dst, lookHints[kind], italic, 11.5*sc, inkDim, geom.R(p.Min.X+12*sc, p.Min.Y+28*sc, p.W()-24*sc, 16*sc), 0.5)
	var counts [2]int
	for i := range lg.Cards {
		counts[lg.Cards[i].Zone]++
	}
	for z, r := range lg.Zones {
		fill := color.NRGBA{44, 36, 27, 255}
		if s.lookp.look.dragging && r.Contains(s.ptr.ui.cursor) {
			fill = color.NRGBA{62, 52, 36, 255}
		}
		g.pr.rect(dst, r, fill)
		g.pr.outline(dst, r.Inset(2*sc), 1*sc, 6*sc, paint.Alpha(inkGold, 0.45), 0)
		g.labels.drawIn(dst, lookZoneNames[kind][z][0], bold, 12.5*sc, inkLight, geom.R(r.Min.X+8*sc, r.Min.Y+5*sc, r.W()-16*sc, 18*sc), 0.5)
		if counts[z] == 0 {
			g.labels.drawIn(dst, lookZoneNames[kind][z][1], italic, 14*sc, inkDim, r, 0.5)
		}
	}
	for i := range lg.Cards {
		c := &lg.Cards[i]
		if s.lookp.look.dragging && c.Obj == s.lookp.look.press {
			// Where the card would land.
			g.pr.rect(dst, c.Rect, color.NRGBA{0, 0, 0, 90})
			g.pr.outline(dst, c.Rect.Inset(2*sc), 2*sc, 8*sc, paint.Alpha(glowCyan, 0.8), 0)
			continue
		}
		hot := !s.lookp.look.dragging && c.Rect.Contains(s.ptr.ui.cursor)
		if hot {
			g.pr.glowAround(dst, c.Rect.Center(), c.Rect.W(), 0, paint.Alpha(glowCyan, 0.9))
		}
		cardface.DrawCard(dst, g.lookFace(c.Def), cardface.Placement{Center: c.Rect.Center(), Width: c.Rect.W()})
		if s.lookp.look.focusShown && c.Obj == s.lookp.look.focus {
			g.pr.outline(dst, c.Rect.Inset(-3*sc), 3*sc, 0, inkGold, 0)
		}
		g.drawLookPlace(s, dst, lg, i, kind == 1)
	}
	if s.lookp.look.dragging {
		for i := range lg.Cards {
			if c := &lg.Cards[i]; c.Obj == s.lookp.look.press {
				at := s.ptr.ui.cursor.Sub(s.lookp.look.grab)
				g.pr.glowAround(dst, at.Add(geom.V(5*sc, 8*sc)), c.Rect.W(), 0, color.NRGBA{0, 0, 0, 200})
				cardface.DrawCard(dst, g.lookFace(c.Def), cardface.Placement{Center: at, Width: c.Rect.W()})
			}
		}
	}
}

// drawLookPlace labels card i with its place under it: "Top", "2nd", ...
// in the top zone (kept cards have no place), "Bottom" under the very
// bottom card.
func (g *overlayPainter) drawLookPlace(s *Scene, dst *ebiten.Image, lg *lookGeom, i int, keeping bool) {
	c := &lg.Cards[i]
	place, n := 0, 0
	for j := range lg.Cards {
		if lg.Cards[j].Zone == c.Zone {
			if j < i {
				place++
			}
			n++
		}
	}
	label := ""
	switch {
	case c.Zone == control.ArrangeTop && keeping:
		return
	case c.Zone == control.ArrangeTop && place == 0:
		label = "Top"
	case c.Zone == control.ArrangeTop:
		label = placeNames[min(place, len(placeNames)-1)]
	case place == n-1:
		label = "Bottom"
	default:
		return
	}
	sc := s.lay.Scale
	under := geom.R(c.Rect.Min.X, c.Rect.Max.Y+3*sc, c.Rect.W(), lookPlaceH*sc-3*sc)
	g.labels.drawIn(dst, label, bold, 13*sc, inkGold, under, 0.5)
}

// placeNames name the places on top of the library after the first.
var placeNames = [...]string{"Top", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "Under the 9th"}
