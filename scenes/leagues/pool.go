package leagues

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
)

// The pool browser's list: poolCols columns of poolRows cards.
const (
	poolCols = 3
	poolRows = 20
)

// The colour filter: the five colours, colourless, multicoloured.
var colourLabels = [...]string{"All colours", "White", "Blue", "Black", "Red", "Green", "Colourless", "Multicoloured"}

// The type filter.
var typeLabels = [...]string{"All types", "Creatures", "Instants and sorceries", "Enchantments", "Artifacts", "Lands"}

// poolBrowser lists the pool's cards, narrowed by set, colour and type,
// each with how many are left of how many joined; hovering one shows it.
type poolBrowser struct {
	h             *Hub
	set, col, typ widget.Cycler
	shown         []league.PoolCard
	top           int
	left, added   int
	cells         []geom.Rect
	hover         *card.Def
	hoverAt       geom.Rect
	setIndex      []int // the set of each set option (-1: basic lands, -2: all)
}

func (p *poolBrowser) init(h *Hub) {
	p.h = h
	p.col = widget.Cycler{Options: colourLabels[:], Rows: 8}
	p.typ = widget.Cycler{Options: typeLabels[:], Rows: 6}
	p.set = widget.Cycler{Rows: 8}
}

// refresh remakes the set choices and the list after the league changed.
func (p *poolBrowser) refresh() {
	v := p.h.view
	p.set.Options, p.setIndex = []string{"All sets in the pool"}, []int{-2}
	for i, s := range v.Sets {
		if s.InPool {
			p.set.Options = append(p.set.Options, s.Name)
			p.setIndex = append(p.setIndex, i)
		}
	}
	p.set.Options = append(p.set.Options, "Basic lands")
	p.setIndex = append(p.setIndex, -1)
	p.set.Index = min(p.set.Index, len(p.set.Options)-1)
	p.filter()
}

// filter makes the list of the cards the filters let through.
func (p *poolBrowser) filter() {
	v := p.h.view
	p.shown = p.shown[:0]
	p.left, p.added = 0, 0
	want := p.setIndex[max(0, p.set.Index)]
	for _, pc := range v.Pool {
		p.left += pc.Left
		p.added += pc.Added
		if want != -2 && pc.Set != want || !matchColour(pc.Card, p.col.Index) || !matchType(pc.Card, p.typ.Index) {
			continue
		}
		p.shown = append(p.shown, pc)
	}
	p.top = min(p.top, max(0, len(p.shown)-poolCols*poolRows))
}

// matchColour reports whether d passes colour filter i (colourLabels).
func matchColour(d *card.Def, i int) bool {
	cs := d.Colors & mana.AllColors
	switch {
	case i <= 0:
		return true
	case i <= 5:
		return cs.Has(mana.Color(i - 1))
	case i == 6:
		return cs == 0
	}
	return cs.Count() > 1
}

// matchType reports whether d passes type filter i (typeLabels).
func matchType(d *card.Def, i int) bool {
	switch i {
	case 1:
		return d.Types.Has(card.Creature)
	case 2:
		return d.Types.Has(card.Instant) || d.Types.Has(card.Sorcery)
	case 3:
		return d.Types.Has(card.Enchantment)
	case 4:
		return d.Types.Has(card.Artifact)
	case 5:
		return d.IsLand()
	}
	return true
}

// layout places the filters and the list's cells.
func (p *poolBrowser) layout(d widget.Design) {
	p.set.Rect = d.R(480, 192, 250, 34)
	p.col.Rect = d.R(740, 192, 230, 34)
	p.typ.Rect = d.R(980, 192, 270, 34)
	for _, c := range []*widget.Cycler{&p.set, &p.col, &p.typ} {
		c.Limit = d.At(0, 700).Y
	}
	p.cells = p.cells[:0]
	for i := p.top; i < len(p.shown) && i < p.top+poolCols*poolRows; i++ {
		k := i - p.top
		p.cells = append(p.cells, d.R(480+float64(k/poolRows)*258, 258+float64(k%poolRows)*20, 250, 19))
	}
}

// update follows the input: the filters, the wheel and the card hovered.
func (p *poolBrowser) update(in *input.State) {
	changed := false
	for _, c := range []*widget.Cycler{&p.set, &p.col, &p.typ} {
		if c.Open {
			if c.Update(in) {
				p.top = 0
				p.filter()
			}
			return
		}
	}
	for _, c := range []*widget.Cycler{&p.set, &p.col, &p.typ} {
		changed = c.Update(in) || changed
	}
	if changed {
		p.top = 0
		p.filter()
	}
	page := poolRows
	if in.Wheel > 0 {
		p.top -= page
	} else if in.Wheel < 0 {
		p.top += page
	}
	p.top = min(max(0, p.top), max(0, (len(p.shown)-poolCols*poolRows+page-1)/page*page))
	p.hover = nil
	for i, r := range p.cells {
		if r.Contains(in.Cursor) && p.top+i < len(p.shown) {
			p.hover, p.hoverAt = p.shown[p.top+i].Card, r
		}
	}
}

// draw draws the filters, the counts, the list and the card hovered.
func (p *poolBrowser) draw(dst *ebiten.Image, th *widget.Theme, d widget.Design) {
	p.set.Draw(dst, th)
	p.col.Draw(dst, th)
	p.typ.Draw(dst, th)
	th.Text(dst, fmt.Sprintf("%d of the pool's %d cards are left · %s shown · left/joined", p.left, p.added, plural(len(p.shown), "card")),
		d.At(482, 244), widget.Font{Size: 14, Italic: true}, widget.Start, muted)
	f := widget.Font{Size: 14}
	for i, r := range p.cells {
		pc := p.shown[p.top+i]
		ink := color4(pc)
		th.Painter.Circle(dst, geom.V(r.Min.X+th.Px(6), r.Center().Y), th.Px(4.5), paint.Fill{Stops: []color.NRGBA{ink}, Border: th.Px(1), BorderColor: paint.Alpha(widget.Ink, 0.6)})
		count := fmt.Sprintf("%d/%d", pc.Left, pc.Added)
		cc := widget.Cream
		if pc.Left == 0 {
			cc = paint.Alpha(widget.Parchment, 0.45)
		}
		th.Text(dst, count, geom.V(r.Min.X+th.Px(48), r.Center().Y), widget.Font{Size: 14, Bold: true}, widget.End, cc)
		th.Text(dst, th.Fit(pc.Card.Name, f, r.W()-th.Px(56)), geom.V(r.Min.X+th.Px(54), r.Center().Y), f, widget.Start, cc)
	}
	if len(p.shown) > poolCols*poolRows {
		th.Text(dst, fmt.Sprintf("cards %d–%d of %d · the wheel scrolls", p.top+1, min(len(p.shown), p.top+poolCols*poolRows), len(p.shown)),
			d.At(1250, 244), widget.Font{Size: 14, Italic: true}, widget.End, muted)
	}
}

// drawZoom draws the card hovered, large, over the left column.
func (p *poolBrowser) drawZoom(dst *ebiten.Image, th *widget.Theme, d widget.Design) {
	if p.hover == nil || p.h.svc.Faces == nil {
		return
	}
	w := 300 * d.Scale
	r := geom.R(d.At(120, 0).X, d.At(0, 150).Y, w, w*7/5)
	cardface.DrawCard(dst, p.h.svc.Faces.Face(p.hover, int(w+0.5)), cardface.Placement{Center: r.Center(), Width: w})
}

// drawLists draws the filters' open lists, over everything.
func (p *poolBrowser) drawLists(dst *ebiten.Image, th *widget.Theme) {
	p.set.DrawList(dst, th)
	p.col.DrawList(dst, th)
	p.typ.DrawList(dst, th)
}

// color4 is the pip colour of a pool card.
func color4(pc league.PoolCard) color.NRGBA {
	cs := pc.Card.Colors & mana.AllColors
	switch {
	case pc.Card.IsLand():
		return paint.Hex(0x9b8a6e)
	case cs.Count() == 1:
		return manaInk[cs.Colors()[0]]
	case cs.Count() > 1:
		return manaInk[6]
	}
	return manaInk[5]
}
