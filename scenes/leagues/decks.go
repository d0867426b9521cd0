package leagues

import (
	"fmt"
	"image/color"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// The deck list shows deckCols columns of deckRowsShown decks.
const (
	deckCols      = 2
	deckRowsShown = 5
)

// deckList shows every deck ever built, the newest first: its number,
// who built it and who holds it (or set aside, or taken apart), its
// colours and a small mana curve. A click opens its card list.
type deckList struct {
	// order is the decks' numbers in the order shown; info their measures.
	order []int
	info  map[int]deckInfo
	top   int
	cells []geom.Rect
}

// refresh measures the decks again.
func (l *deckList) refresh(h *Hub) {
	v := h.view
	l.order = l.order[:0]
	l.info = map[int]deckInfo{}
	for i := len(v.Decks) - 1; i >= 0; i-- {
		d := v.Decks[i]
		l.order = append(l.order, d.Number)
		l.info[d.Number] = infoOf(d.Cards)
	}
	// Decks in play first, the taken apart last.
	sort.SliceStable(l.order, func(i, j int) bool {
		return v.Decks[l.order[i]-1].State < v.Decks[l.order[j]-1].State
	})
}

// layout places the decks' cells.
func (l *deckList) layout(d widget.Design) {
	per := deckCols * deckRowsShown
	l.top = min(max(0, l.top), max(0, (len(l.order)-per+deckCols-1)/deckCols*deckCols))
	l.cells = l.cells[:0]
	for i := l.top; i < len(l.order) && i < l.top+per; i++ {
		k := i - l.top
		l.cells = append(l.cells, d.R(480+float64(k%deckCols)*390, 192+float64(k/deckCols)*92, 380, 84))
	}
}

// update scrolls the list and opens a deck clicked.
func (l *deckList) update(h *Hub, in *input.State) {
	if in.Wheel > 0 {
		l.top -= deckCols
	} else if in.Wheel < 0 {
		l.top += deckCols
	}
	if !in.Released[input.Left] {
		return
	}
	for i, r := range l.cells {
		if r.Contains(in.Cursor) && l.top+i < len(l.order) {
			h.modal = newDeckView(h, l.order[l.top+i])
		}
	}
}

// holder is the seat holding deck n, or -1.
func holder(v league.View, n int) int {
	for s, p := range v.Players {
		if p.Deck == n {
			return s
		}
	}
	return -1
}

// deckState says where deck n is: "held by Ada", "set aside", "taken apart".
func (h *Hub) deckState(n int) string {
	if n < 1 || n > len(h.view.Decks) {
		return ""
	}
	switch h.view.Decks[n-1].State {
	case league.TakenApart:
		return "taken apart"
	case league.InUse:
		return "held by " + h.who(holder(h.view, n))
	}
	return "set aside"
}

// tileTextW is how wide, in the design, a deck tile's lines may be: the
// tile less its margin and the mana curve on its right.
const tileTextW = 222

// tileLine is one line of text under a deck tile's title.
type tileLine struct {
	text string
	font widget.Font
}

// lines are the lines under deck n's title, one thing each so that a
// name is never cut: who built it, where it is, its colours and lands.
func (l *deckList) lines(h *Hub, n int) []tileLine {
	sf := widget.Font{Size: 13}
	in := l.info[n]
	return []tileLine{
		{"built by " + h.who(h.view.Decks[n-1].Builder), sf},
		{h.deckState(n), sf},
		{fmt.Sprintf("%s · %d lands", colourWords(in.main()), in.lands), widget.Font{Size: 13, Italic: true}},
	}
}

// draw draws the decks.
func (l *deckList) draw(dst *ebiten.Image, h *Hub) {
	th, d, v := h.th, h.d, h.view
	if len(l.order) == 0 {
		th.Text(dst, "No deck yet: the players build theirs in seat order.", d.At(865, 300), widget.Font{Size: widget.Body, Italic: true}, widget.Center, muted)
		return
	}
	for i, r := range l.cells {
		n := l.order[l.top+i]
		dk := v.Decks[n-1]
		in := l.info[n]
		fill := paint.Alpha(widget.WoodDark, 0.55)
		if dk.State == league.TakenApart {
			fill = paint.Alpha(widget.FeltDark, 0.45)
		}
		th.Painter.Panel(dst, r, th.Px(10), paint.Fill{Stops: []color.NRGBA{fill}, Border: th.Px(1.5), BorderColor: paint.Alpha(widget.Brass, 0.5)})
		x, y := r.Min.X+th.Px(14), r.Min.Y
		ink := color.Color(widget.Cream)
		if dk.State == league.TakenApart {
			ink = paint.Alpha(widget.Parchment, 0.55)
		}
		th.Text(dst, fmt.Sprintf("Deck %d", n), geom.V(x, y+th.Px(20)), widget.Font{Size: 18, Bold: true}, widget.Start, ink)
		for k, line := range l.lines(h, n) {
			th.Text(dst, th.Fit(line.text, line.font, th.Px(tileTextW)), geom.V(x, y+th.Px(40+17*float64(k))), line.font, widget.Start, muted)
		}
		// Colour pips by the deck's main colours.
		px := x + th.Px(86)
		for _, c := range in.main() {
			th.Painter.Circle(dst, geom.V(px, y+th.Px(19)), th.Px(6), paint.Fill{Stops: []color.NRGBA{manaInk[c]}, Border: th.Px(1), BorderColor: paint.Alpha(widget.Ink, 0.6)})
			px += th.Px(15)
		}
		drawCurve(dst, th, in.curve, geom.R(r.Max.X-th.Px(132), r.Min.Y+th.Px(12), th.Px(118), th.Px(60)))
	}
	if per := deckCols * deckRowsShown; len(l.order) > per {
		th.Text(dst, fmt.Sprintf("decks %d–%d of %d · the wheel scrolls", l.top+1, min(len(l.order), l.top+per), len(l.order)),
			d.At(1250, 660), widget.Font{Size: 13, Italic: true}, widget.End, muted)
	}
}

// drawCurve draws a small mana curve in r: a bar for each mana value, 0
// to 6+, with the values under them.
func drawCurve(dst *ebiten.Image, th *widget.Theme, curve [curveSlots]int, r geom.Rect) {
	most := 1
	for _, n := range curve {
		most = max(most, n)
	}
	step := r.W() / curveSlots
	base := r.Max.Y - th.Px(12)
	tall := base - r.Min.Y
	for i, n := range curve {
		x := r.Min.X + float64(i)*step
		bar := geom.R(x+th.Px(1), base-tall*float64(n)/float64(most), step-th.Px(3), tall*float64(n)/float64(most))
		th.Painter.Panel(dst, geom.R(x+th.Px(1), r.Min.Y, step-th.Px(3), tall), th.Px(2), paint.Flat(paint.Alpha(widget.FeltDark, 0.4)))
		if n > 0 {
			th.Painter.Panel(dst, bar, th.Px(2), paint.Flat(widget.Brass))
		}
		label := fmt.Sprint(i)
		if i == curveSlots-1 {
			label = "6+"
		}
		th.Text(dst, label, geom.V(x+step/2, base+th.Px(7)), widget.Font{Size: 10}, widget.Center, muted)
	}
}

// deckView shows one deck's cards over the hub.
type deckView struct {
	h     *Hub
	n     int
	lines []string
	info  deckInfo
	box   geom.Rect
	close widget.Button
}

// newDeckView shows deck n.
func newDeckView(h *Hub, n int) *deckView {
	dv := &deckView{h: h, n: n, close: widget.Button{Label: "Close", Shortcut: "Esc", Style: widget.Quiet, FontSize: 16}}
	cards := h.deckCards(n)
	dv.info = infoOf(cards)
	count := map[*card.Def]int{}
	var order []*card.Def
	for _, c := range cards {
		if count[c] == 0 {
			order = append(order, c)
		}
		count[c]++
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := order[i], order[j]
		if a.IsLand() != b.IsLand() {
			return !a.IsLand()
		}
		if a.Cost.ManaValue() != b.Cost.ManaValue() {
			return a.Cost.ManaValue() < b.Cost.ManaValue()
		}
		return a.Name < b.Name
	})
	for _, c := range order {
		dv.lines = append(dv.lines, fmt.Sprintf("%d  %s", count[c], c.Name))
	}
	return dv
}

// deckCards returns deck n's cards, or nil.
func (h *Hub) deckCards(n int) []*card.Def {
	if n < 1 || n > len(h.view.Decks) {
		return nil
	}
	return h.view.Decks[n-1].Cards
}

func (dv *deckView) layout(d widget.Design) {
	dv.box = d.R(200, 70, 880, 590)
	dv.close.Rect = d.R(910, 600, 150, 42)
}

func (dv *deckView) update(ctx *scenes.Context) bool {
	return dv.close.Update(ctx.In) || ctx.In.KeyPressed(input.KeyEscape) || ctx.In.Pressed[input.Right]
}

// The deck view lists a deck's cards in deckViewCols columns of
// deckViewRows lines (room for 60 different cards), each line at most
// deckViewLineW wide in the design: the block's longest name fits whole.
const (
	deckViewCols  = 3
	deckViewRows  = 24
	deckViewColW  = 277
	deckViewLineW = 268
)

// deckViewFont is the font of the deck view's card lines.
var deckViewFont = widget.Font{Size: 13}

func (dv *deckView) draw(dst *ebiten.Image, th *widget.Theme) {
	dim(dst, th)
	th.Panel(dst, dv.box)
	h, d := dv.h, dv.h.d
	dk := h.view.Decks[dv.n-1]
	state := h.deckState(dv.n)
	title := fmt.Sprintf("Deck %d · built by %s · %s · %s", dv.n, h.who(dk.Builder), state, colourWords(dv.info.main()))
	th.ShadowText(dst, th.Fit(title, widget.Font{Size: 22, Bold: true}, 820*d.Scale), d.At(230, 110), widget.Font{Size: 22, Bold: true}, widget.Start, widget.Cream)
	for i, l := range dv.lines {
		col, row := i/deckViewRows, i%deckViewRows
		if col >= deckViewCols {
			break
		}
		th.Text(dst, th.Fit(l, deckViewFont, deckViewLineW*d.Scale), d.At(230+float64(col)*deckViewColW, 146+float64(row)*18), deckViewFont, widget.Start, widget.Cream)
	}
	drawCurve(dst, th, dv.info.curve, d.R(230, 590, 200, 56))
	dv.close.Draw(dst, th)
}
