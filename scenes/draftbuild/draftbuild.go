// Package draftbuild is the random draft's deck builder: one person moves
// cards between the pool they were dealt and their deck (click, or drag
// from one area to the other), sees the deck's count against the minimum,
// its colours and its mana curve, can take the computer's suggestion,
// clear or take everything, and is done once the deck is big enough. Any
// card can be played as a land in Landless, so the deck needs no lands.
package draftbuild

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// Config is one person's deck building (scenes.DraftBuild).
type Config = scenes.DraftBuild

// Scene is the deck builder.
type Scene struct {
	svc *scenes.Services
	th  *widget.Theme
	cfg Config
	d   widget.Design
	// inDeck says, for each card of the pool by index, whether it is in
	// the deck.
	inDeck []bool
	// Where each pool card is drawn this frame, by index (empty: hidden).
	rects []geom.Rect

	// press and hover follow the pointer on the pool's cards, by index.
	press   input.Press[int]
	hover   input.Hover[int]
	cursor  geom.Vec
	curtain bool
	err     string

	suggest, clear, all, back, done widget.Button
}

// New opens the builder.
func New(svc *scenes.Services, cfg Config) *Scene {
	if cfg.Min <= 0 {
		cfg.Min = 40
	}
	s := &Scene{svc: svc, th: widget.NewTheme(svc.Painter, svc.Fonts), cfg: cfg, inDeck: make([]bool, len(cfg.Pool)),
		rects: make([]geom.Rect, len(cfg.Pool)), curtain: cfg.Curtain,
		suggest: widget.Button{Label: "Suggest", FontSize: 15},
		clear:   widget.Button{Label: "Clear", FontSize: 15},
		all:     widget.Button{Label: "All in", FontSize: 15},
		back:    widget.Button{Label: "Back", Shortcut: "Esc", Style: widget.Quiet, FontSize: 15},
		done:    widget.Button{Label: "Done", Shortcut: "Enter", Style: widget.Primary, FontSize: 17},
	}
	s.setDeck(cfg.Deck)
	return s
}

// setDeck puts exactly the cards of deck in the deck (as many of each as
// it holds and the pool has).
func (s *Scene) setDeck(deck []*card.Def) {
	want := map[*card.Def]int{}
	for _, d := range deck {
		want[d]++
	}
	for i, d := range s.cfg.Pool {
		s.inDeck[i] = want[d] > 0
		if s.inDeck[i] {
			want[d]--
		}
	}
}

// Deck is the deck as it stands, in pool order.
func (s *Scene) Deck() []*card.Def {
	var out []*card.Def
	for i, d := range s.cfg.Pool {
		if s.inDeck[i] {
			out = append(out, d)
		}
	}
	return out
}

// size is the number of cards in the deck.
func (s *Scene) size() int {
	n := 0
	for _, in := range s.inDeck {
		if in {
			n++
		}
	}
	return n
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.th.Scale = ctx.Scale()
	s.d = widget.DesignFor(ctx.Width, ctx.Height, ctx.Scale())
	s.layout()
	in := ctx.In
	s.cursor = in.Cursor
	if s.curtain {
		if in.Pressed[input.Left] || in.KeyPressed(input.KeyEnter) || in.KeyPressed(input.KeySpace) {
			s.curtain = false
		}
		return nil
	}
	s.done.Disabled = s.size() < s.cfg.Min
	switch {
	case s.back.Update(in) || in.KeyPressed(input.KeyEscape):
		ctx.Switch(s.cfg.Back())
		return nil
	case s.done.Update(in) || (in.KeyPressed(input.KeyEnter) && !s.done.Disabled):
		s.finish(ctx)
		return nil
	case s.suggest.Update(in):
		s.setDeck(s.cfg.Suggest(s.cfg.Pool))
	case s.clear.Update(in):
		s.setDeck(nil)
	case s.all.Update(in):
		s.setDeck(s.cfg.Pool)
	}
	s.pointer(in)
	return nil
}

// finish hands the deck on, or says why it cannot.
func (s *Scene) finish(ctx *scenes.Context) {
	if n := s.size(); n < s.cfg.Min {
		s.err = fmt.Sprintf("The deck has %d cards: it needs at least %d.", n, s.cfg.Min)
		return
	}
	next, err := s.cfg.Done(s.Deck())
	if err != nil {
		s.err = err.Error()
		return
	}
	ctx.Switch(next)
}

// pointer follows clicks and drags on the cards: a click moves a card to
// the other area, and so does a drag dropped there.
func (s *Scene) pointer(in *input.State) {
	c, on := s.hit(s.cursor)
	s.hover.Update(s.cursor, c, on && !s.press.Dragging())
	g := s.press.Update(in, s.d.Scale, s.hit, nil)
	i, _ := s.press.Held()
	switch {
	case g.Has(input.GestureDrop):
		// Dropped in the other area: it moves; anywhere else it goes back.
		if s.inDeck[i] && s.poolArea().Contains(in.Cursor) || !s.inDeck[i] && s.deckArea().Contains(in.Cursor) {
			s.inDeck[i] = !s.inDeck[i]
			s.err = ""
		}
	case g.Has(input.GestureClick):
		s.inDeck[i] = !s.inDeck[i]
		s.err = ""
	}
}

// hit returns the pool index of the card under p, if any.
func (s *Scene) hit(p geom.Vec) (int, bool) {
	i := s.cardAt(p)
	return i, i >= 0
}

// cardAt returns the pool index of the card under p, or -1; the card
// drawn last (on top) wins.
func (s *Scene) cardAt(p geom.Vec) int {
	best := -1
	for _, i := range s.order() {
		if s.rects[i].Contains(p) {
			best = i
		}
	}
	return best
}
