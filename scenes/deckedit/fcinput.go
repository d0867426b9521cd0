package deckedit

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/deckpointer"
)

// Update implements scenes.Scene.
func (s *FourCuatro) Update(ctx *scenes.Context) error {
	s.layout(ctx.Width, ctx.Height, ctx.Scale())
	s.update(ctx)
	// The deck's rows follow the deck: lay out again for Draw.
	s.layout(ctx.Width, ctx.Height, ctx.Scale())
	s.hovering(ctx)
	return nil
}

// update handles one frame's input.
func (s *FourCuatro) update(ctx *scenes.Context) {
	in := ctx.In
	if s.load.Open {
		if s.load.Update(in) && s.load.Index > 0 {
			s.pickLoad(s.load.Value())
		}
		return
	}
	editing := s.name.Focused
	if s.name.Update(in) {
		s.confirm = ""
	}
	if s.load.Update(in) && s.load.Index > 0 {
		s.pickLoad(s.load.Value())
		return
	}
	switch {
	case s.save.Update(in):
		s.saveDeck()
	case s.clear.Update(in):
		s.clearDeck()
	case s.fill.Update(in):
		s.fillDeck()
	case s.done.Update(in) || (!editing && in.KeyPressed(input.KeyEnter)):
		s.finish(ctx)
	case s.exit.Update(in) || in.KeyPressed(input.KeyEscape): // one press, from a field too
		s.leave(ctx)
	default:
		s.pointer(in)
	}
}

// pointer adds and removes cards: a click on a card adds a copy, a
// right-click takes one out, a drag from the list into the deck adds one
// and a drag from the deck out of it takes one out.
func (s *FourCuatro) pointer(in *input.State) {
	s.ui.cursor = in.Cursor
	pk, move := s.ui.ptr.Update(in, s.th.Scale, s.pickAt, s.ui.deckArea)
	switch move {
	case deckpointer.Click, deckpointer.DropIn:
		s.add(pk.Def)
	case deckpointer.RightClick, deckpointer.DropOut:
		s.remove(pk.Def)
	}
}

// pickAt returns the card under p, if any.
func (s *FourCuatro) pickAt(p geom.Vec) (deckpointer.Pick[*fourcuatro.Def], bool) {
	return pick(s.cardAt, p)
}

// hovering follows the card under the cursor and shows it large once the
// cursor has rested on it, unless the load list is open.
func (s *FourCuatro) hovering(ctx *scenes.Context) { s.ui.follow(ctx, s.cardAt, s.load.Open) }
