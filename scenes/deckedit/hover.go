package deckedit

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/deckpointer"
)

// hover follows the pointer over an editor's cards of type D, for both
// kinds of deck: ptr clicks and drags them; hoverAt is the rectangle of
// the card under the cursor and hoverDeck whether it is a deck row; zoom
// is the card shown large, or the zero D.
type hover[D comparable] struct {
	ptr       deckpointer.Pointer[D]
	hoverAt   geom.Rect
	hoverDeck bool
	zoom      D
	cursor    geom.Vec
}

// cardFinder returns the card at a point, in the grid or in the deck's
// rows, its rectangle and whether it is a deck row; the zero D for none.
type cardFinder[D comparable] func(geom.Vec) (D, geom.Rect, bool)

// pick returns the card find finds at p as the pointer's pick, and
// whether there is one.
func pick[D comparable](find cardFinder[D], p geom.Vec) (deckpointer.Pick[D], bool) {
	d, _, inDeck := find(p)
	var none D
	return deckpointer.Pick[D]{Def: d, Deck: inDeck}, d != none
}

// follow notes the card under the cursor and shows it large once the
// cursor has rested on it for the settings' hover delay, unless covered
// (a list or a question is open over the cards).
func (h *hover[D]) follow(ctx *scenes.Context, find cardFinder[D], covered bool) {
	pk, ok := pick(find, ctx.In.Cursor)
	_, h.hoverAt, h.hoverDeck = find(ctx.In.Cursor)
	h.zoom, _ = h.ptr.Hovering(ctx.In.Cursor, pk, ok && !covered, ctx.Svc.HoverZoomMillis())
}

// drawGridTarget lights the card area r (corners of radius) while a card
// dragged out of the deck panel deck is over it.
func (h *hover[D]) drawGridTarget(screen *ebiten.Image, th *widget.Theme, r geom.Rect, radius float64, deck geom.Rect) {
	if h.ptr.DraggingFrom(true) && !deck.Contains(h.cursor) {
		th.Painter.Panel(screen, r, th.Px(radius), paint.Fill{Stops: []color.NRGBA{paint.Alpha(widget.Focus, 0.12)}, Border: th.Px(2.5), BorderColor: widget.Focus})
	}
}

// The deck panel's heading font and its muted ink.
var (
	deckHead  = widget.Font{Size: widget.Small, Bold: true}
	deckMuted = paint.Alpha(widget.Parchment, 0.85)
)

// drawDeckPanel draws the deck panel deck, lit while a card dragged from
// the grid is over it.
func (h *hover[D]) drawDeckPanel(screen *ebiten.Image, th *widget.Theme, deck geom.Rect) {
	th.Panel(screen, deck)
	if h.ptr.DraggingFrom(false) && deck.Contains(h.cursor) {
		th.Painter.Panel(screen, deck, th.Px(16), paint.Fill{Stops: []color.NRGBA{paint.Alpha(widget.Focus, 0.1)}, Border: th.Px(3), BorderColor: widget.Focus})
	}
}
