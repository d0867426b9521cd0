package layout

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// Draft is the middle of a Live-Draft table (rules.DrawRule.LiveDraft): a
// band across the felt between the seats across the table and the phase
// bar, holding the common library and, under a tableau or pipeline, the
// row of seven face-up cards and the removed-from-the-game pile (the
// pipeline flows from the library on the right to the removed pile on
// the left), or under rummy the common discard pile fanned beside the
// library. Band is empty at other tables.
type Draft struct {
	Band geom.Rect
	// Method is the draw rule (tableau, pipeline or rummy).
	Method rules.DrawRule
	// Library is the common library's pile (every seat's Library too).
	Library geom.Rect
	// Slots are where the row's cards lie, left to right (tableau and
	// pipeline): slot i holds View.Row[i].
	Slots [rules.RowSize]geom.Rect
	// Flow is the strip under the row (or rummy's piles) for its marks
	// and labels: a pipeline's arrow and "falls off next" and "new", a
	// tableau's rule.
	Flow geom.Rect
	// Removed is the removed-from-the-game pile (empty at a rummy table
	// while nothing was removed).
	Removed geom.Rect
	// Pile is rummy's discard pile: its top card's place; PileFan the
	// whole fan of its last cards, the top one on the right.
	Pile, PileFan geom.Rect
	// CardWidth is the width of a row card.
	CardWidth float64
}

// Sizes of the draft band at scale 1.
const (
	// draftBand is the band's height.
	draftBand = 150.0
	// draftShare bounds the band's height to this part of the felt's.
	draftShare = 0.21
	// flowHeight is the height of the strip of marks under the row.
	flowHeight = 15.0
	// rowGap is the gap between row cards (a pipeline's holds an arrow).
	rowGap     = 8.0
	flowRowGap = 13.0
	// pileShare is a pile's width over a row card's.
	pileShare = 0.82
	// fanStep is the part of a card's width each card of the rummy pile's
	// fan shows under the next; fanCards is how many of the last cards it
	// fans.
	fanStep  = 0.3
	fanCards = 6
)

// draftHeight returns the height of the draft band for view v in a felt
// fh high, 0 when the table has none.
func (t *Table) draftHeight(v *rules.View, fh float64) float64 {
	if !v.Options.Draw.LiveDraft() {
		return 0
	}
	return min(draftBand*t.Scale, fh*draftShare)
}

// layoutDraft lays out the draft band in band (the strip between the
// seats across and the phase bar).
func (t *Table) layoutDraft(v *rules.View, band geom.Rect) {
	t.Draft = Draft{}
	if band.Empty() {
		return
	}
	s := t.Scale
	m := margin * s
	d := &t.Draft
	d.Band = band
	d.Method = v.Options.Draw
	in := geom.R(band.Min.X+m, band.Min.Y+m*0.5, band.W()-2*m, band.H()-m)
	fh := flowHeight * s
	ch := in.H() - fh
	w := ch * 5 / 7
	gap := rowGap * s
	if d.Method == rules.DrawPipeline {
		gap = flowRowGap * s
	}
	big := 18 * s
	if d.Method == rules.DrawRummy {
		// [removed] library  pile fan
		need := func(w float64) float64 {
			return 2*(w*pileShare+big) + w*(1+fanStep*(fanCards-1))
		}
		if n := need(w); n > in.W() {
			w *= in.W() / n
		}
		pw := w * pileShare
		x := in.Center().X - need(w)/2
		cy := in.Min.Y + ch/2
		if len(v.Removed) > 0 {
			d.Removed = geom.Centered(geom.V(x+pw/2, cy), pw, pw*7/5)
		}
		x += pw + big
		d.Library = geom.Centered(geom.V(x+pw/2, cy), pw, pw*7/5)
		x += pw + big
		n := min(len(v.Pile), fanCards)
		d.PileFan = geom.R(x, cy-w*7/10, w*(1+fanStep*float64(max(n, 1)-1)), w*7/5)
		d.Pile = geom.R(d.PileFan.Max.X-w, d.PileFan.Min.Y, w, w*7/5)
		d.Flow = geom.R(d.Library.Min.X, in.Max.Y-fh, d.PileFan.Max.X-d.Library.Min.X, fh)
		d.CardWidth = w
		return
	}
	// removed  [seven slots]  library: a pipeline flows right to left.
	need := func(w float64) float64 {
		return 7*w + 6*gap + 2*(w*pileShare+big)
	}
	if n := need(w); n > in.W() {
		k := (in.W() - 6*gap - 2*big) / (n - 6*gap - 2*big)
		w *= k
	}
	pw := w * pileShare
	x := in.Center().X - need(w)/2
	cy := in.Min.Y + ch/2
	d.Removed = geom.Centered(geom.V(x+pw/2, cy), pw, pw*7/5)
	x += pw + big
	for i := range d.Slots {
		d.Slots[i] = geom.Centered(geom.V(x+w/2, cy), w, w*7/5)
		x += w + gap
	}
	x += big - gap
	d.Library = geom.Centered(geom.V(x+pw/2, cy), pw, pw*7/5)
	d.Flow = geom.R(d.Slots[0].Min.X, in.Max.Y-fh, d.Slots[6].Max.X-d.Slots[0].Min.X, fh)
	d.CardWidth = w
}

// placeDraft adds the row's cards, the removed pile's top and rummy's
// fanned pile to the table.
func (t *Table) placeDraft(v *rules.View) {
	d := &t.Draft
	if d.Band.Empty() {
		return
	}
	for i := range v.Row {
		if i >= len(d.Slots) {
			break
		}
		c := &v.Row[i]
		at := d.Slots[i].Center()
		t.add(Card{
			Obj: c.ID, View: c, Seat: rules.NoSeat, Zone: rules.ZoneRow, Center: at, Home: at,
			Width: d.CardWidth, FaceUp: c.Def != nil, Attacking: rules.NoSeat, Blocking: rules.NoObj,
		})
	}
	if n := len(v.Removed); n > 0 && !d.Removed.Empty() {
		c := &v.Removed[n-1]
		at := d.Removed.Center()
		t.add(Card{
			Obj: c.ID, View: c, Seat: rules.NoSeat, Zone: rules.ZoneRemoved, Center: at, Home: at,
			Width: d.Removed.W(), FaceUp: c.Def != nil, Attacking: rules.NoSeat, Blocking: rules.NoObj, Count: n,
		})
	}
	n := len(v.Pile)
	first := max(0, n-fanCards)
	w := d.Pile.W()
	for i := first; i < n; i++ {
		c := &v.Pile[i]
		at := geom.V(d.PileFan.Min.X+w/2+float64(i-first)*w*fanStep, d.Pile.Center().Y)
		card := Card{
			Obj: c.ID, View: c, Seat: rules.NoSeat, Zone: rules.ZonePile, Center: at, Home: at,
			Width: w, FaceUp: c.Def != nil, Attacking: rules.NoSeat, Blocking: rules.NoObj,
		}
		if i == n-1 {
			card.Count = n
		}
		t.add(card)
	}
}

// hitDraft returns what of the draft band is at p that is not a card:
// the library, the removed pile, the discard pile.
func (t *Table) hitDraft(p geom.Vec) (Hit, bool) {
	d := &t.Draft
	switch {
	case d.Band.Empty() || !d.Band.Contains(p):
	case d.Library.Contains(p):
		return Hit{Kind: HitLibrary, Obj: rules.NoObj, Seat: t.Viewer}, true
	case d.Removed.Contains(p):
		return Hit{Kind: HitRemoved, Obj: rules.NoObj, Seat: rules.NoSeat}, true
	case d.PileFan.Contains(p):
		return Hit{Kind: HitPile, Obj: rules.NoObj, Seat: rules.NoSeat}, true
	}
	return Hit{}, false
}
