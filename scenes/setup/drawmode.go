package setup

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/widget"
)

// drawMode draws the game choice, its options and a line about it.
func (s *Scene) drawMode(screen *ebiten.Image, head widget.Font, muted color.NRGBA) {
	th := s.th
	m := s.modeValue()
	th.Text(screen, "GAME", s.at(72, 132), head, widget.Start, muted)
	s.mode.Draw(screen, th)
	label := widget.Font{Size: widget.Small, Bold: true}
	switch m.decks {
	case draftPools:
		th.Text(screen, "Pool size", s.at(690, 132), label, widget.End, widget.Parchment)
		s.pool.Draw(screen, th)
		th.Text(screen, "Deck at least", s.at(950, 132), label, widget.End, widget.Parchment)
		s.minDeck.Draw(screen, th)
	case sharedDeck:
		if !s.shared.Rect.Empty() {
			s.shared.Draw(screen, th)
		}
	case commonLibrary:
		s.live.draw(screen)
	}
	if s.collection.used() {
		s.collection.choice.Draw(screen, th)
		s.live.drawListPath(screen)
	}
	about := geom.R(s.ox+120*s.scale, s.oy+s.aboutY()*s.scale, 1040*s.scale, 20*s.scale)
	th.Message(screen, m.about, about, widget.Parchment)
}

// deckNote is what the deck column says when the mode makes the decks.
func (s *Scene) deckNote() string {
	if s.modeValue().decks == commonLibrary {
		return "Drafts from the common library"
	}
	return s.collection.note()
}

// deckHead is the deck column's heading: in Archenemy it says which seat
// is the archenemy.
func (s *Scene) deckHead() string {
	switch s.schemes() {
	case variant.FirstSeatSchemes:
		return "DECK — SEAT 1, THE ARCHENEMY: A THEME DECK"
	case variant.EverySeatSchemes:
		return "THEME DECK AND SCHEMES"
	}
	return "DECK"
}
