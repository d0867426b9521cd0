package table

import (
	"slices"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes/table/control"
)

// The look panel shows the cards a scry looks at, face up and large, in
// two zones side by side: the top of the library on the left, its bottom
// on the right, each read left to right as the library lies from the top
// down. Cards are dragged between and within the zones (or moved with the
// keys), and Done puts them back as shown.

// lookUI is the look panel's pointer and keyboard state.
type lookUI struct {
	press    rules.ObjID // the panel card the left button went down on (NoObj: none)
	pressAt  geom.Vec
	dragging bool
	grab     geom.Vec // cursor minus the pressed card's centre
	// focus is the card the arrow keys move, shown once a key was used.
	focus      rules.ObjID
	focusShown bool
	// geo is the panel placed for geoKey, kept while nothing changes.
	geo    lookGeom
	geoKey lookKey
	geoOK  bool
}

// lookKey is what the panel's placing depends on: the table's version,
// the screen, and the cursor while a card is dragged.
type lookKey struct {
	ver      uint64
	w, h     int
	dragging bool
	drag     rules.ObjID
	at       geom.Vec
}

// lookCard is one card placed on the look panel.
type lookCard struct {
	Obj  rules.ObjID
	Def  *card.Def
	Zone control.ArrangeZone
	Rect geom.Rect
}

// lookGeom is where the look panel and its parts are.
type lookGeom struct {
	Panel geom.Rect
	Zones [2]geom.Rect
	Cards []lookCard // top zone first, each zone in library order
	// CardW is the cards' width (all the same); Scale the table's.
	CardW, Scale float64
	// Title is the panel's heading.
	Title string
}

// lookPlaceH is the height (at scale 1) under each panel card for its
// place ("Top", "2nd", "Bottom").
const lookPlaceH = 20.0

// lookOpen reports whether the look panel is shown.
func (s *lookPanel) lookOpen() bool { return s.ctrl.Arranger().Arranging() }

// lookDef returns the face of looked-at card obj, from the viewer's own
// view: the panel shows nothing else (nil for any other card).
func (s *lookPanel) lookDef(obj rules.ObjID) *card.Def {
	for _, cv := range s.ctrl.View().Looking {
		if cv.ID == obj && !cv.FaceDown {
			return cv.Def
		}
	}
	return nil
}

// lookZones returns the panel's zones as they are, or as they would be
// with the dragged card dropped at the cursor (while a drag goes on).
func (s *lookPanel) lookZones() [2][]rules.ObjID {
	zones := [2][]rules.ObjID{s.ctrl.Arranger().Arranged(control.ArrangeTop), s.ctrl.Arranger().Arranged(control.ArrangeBottom)}
	if !s.look.dragging {
		return zones
	}
	g := s.lookBase()
	z, place := g.dropSpot(s.ptr.ui.cursor, zones, s.look.press)
	for i := range zones {
		zones[i] = slices.DeleteFunc(slices.Clone(zones[i]), func(o rules.ObjID) bool { return o == s.look.press })
	}
	zones[z] = slices.Insert(zones[z], place, s.look.press)
	return zones
}

// lookBase returns the panel's frame: its rectangle, zones and card width
// for the number of cards looked at (without placing the cards).
func (s *lookPanel) lookBase() lookGeom {
	sc := s.lay.Scale
	n := len(s.ctrl.View().Looking)
	f := s.lay.Felt
	m := 12 * sc
	pw := f.W() * 0.94
	zw := (pw - 3*m) / 2
	gap := 10 * sc
	cw := min(190*sc, (zw-2*m-float64(max(n-1, 0))*gap)/float64(max(n, 1)))
	cw = max(cw, 120*sc) // more cards than fit side by side overlap instead
	ch := cw * 7 / 5
	title, label := 48*sc, 26*sc
	zh := label + ch + lookPlaceH*sc + 2*m
	ph := title + zh + 2*m
	p := geom.Centered(f.Center(), pw, ph)
	g := lookGeom{Panel: p, CardW: cw, Scale: sc}
	zy := p.Min.Y + title + m
	g.Zones[control.ArrangeTop] = geom.R(p.Min.X+m, zy, zw, zh)
	g.Zones[control.ArrangeBottom] = geom.R(p.Min.X+2*m+zw, zy, zw, zh)
	return g
}

// slots returns the centres of k cards in zone z, left to right: side by
// side when they fit, overlapping like a hand when they do not.
func (g *lookGeom) slots(z control.ArrangeZone, k int) []geom.Vec {
	r, sc := g.Zones[z], g.Scale
	m, gap := 12*sc, 10*sc
	inner := r.W() - 2*m
	step := g.CardW + gap
	if k > 1 && float64(k-1)*step+g.CardW > inner {
		step = (inner - g.CardW) / float64(k-1)
	}
	w := g.CardW + float64(max(k-1, 0))*step
	x0 := r.Center().X - w/2 + g.CardW/2
	y := r.Min.Y + 26*sc + m + g.CardW*7/10
	out := make([]geom.Vec, k)
	for i := range out {
		out[i] = geom.V(x0+float64(i)*step, y)
	}
	return out
}

// lookGeometry places the panel and its cards (the same as last time
// while nothing changed, so a still frame allocates nothing).
func (s *lookPanel) lookGeometry() *lookGeom {
	lk := &s.look
	key := lookKey{ver: s.ctrl.Version(), w: s.w, h: s.h, dragging: lk.dragging, drag: lk.press}
	if lk.dragging {
		key.at = s.ptr.ui.cursor
	}
	if lk.geoOK && lk.geoKey == key {
		return &lk.geo
	}
	cards := lk.geo.Cards[:0]
	g := s.lookBase()
	for z, objs := range s.lookZones() {
		at := g.slots(control.ArrangeZone(z), len(objs))
		for i, obj := range objs {
			cards = append(cards, lookCard{Obj: obj, Def: s.lookDef(obj), Zone: control.ArrangeZone(z),
				Rect: geom.Centered(at[i], g.CardW, g.CardW*7/5)})
		}
	}
	g.Cards = cards
	g.Title = s.ctrl.Arranger().ArrangeTitle()
	lk.geo, lk.geoKey, lk.geoOK = g, key, true
	return &lk.geo
}

// cardAt returns the panel card under at: of overlapping cards, the one
// drawn last (on top).
func (g *lookGeom) cardAt(at geom.Vec) (lookCard, bool) {
	for i := len(g.Cards) - 1; i >= 0; i-- {
		if g.Cards[i].Rect.Contains(at) {
			return g.Cards[i], true
		}
	}
	return lookCard{}, false
}

// dropSpot returns where a card dragged to at lands: the zone under at
// (or the nearer one) and the place among that zone's other cards, by how
// many of their centres lie left of at.
func (g *lookGeom) dropSpot(at geom.Vec, zones [2][]rules.ObjID, dragged rules.ObjID) (control.ArrangeZone, int) {
	z := control.ArrangeTop
	if at.X >= (g.Zones[control.ArrangeTop].Max.X+g.Zones[control.ArrangeBottom].Min.X)/2 {
		z = control.ArrangeBottom
	}
	others := slices.DeleteFunc(slices.Clone(zones[z]), func(o rules.ObjID) bool { return o == dragged })
	place := 0
	for _, c := range g.slots(z, len(others)) {
		if c.X < at.X {
			place++
		}
	}
	return z, place
}
