package setup

import (
	"fmt"
	"strings"

	"github.com/kitchentable/kitchentable/ai/build"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// landFreeSuffix marks a ready-made deck played in its land-free form.
const landFreeSuffix = " (land-free)"

// landFreeDecks reports whether the game is Landless with a deck per
// seat: then the ready-made decks and the computer-built one are dealt in
// land-free forms, and only a deck of the person's own (saved or a file)
// keeps its lands.
func (s *Scene) landFreeDecks() bool {
	m := s.modeValue()
	return m.variant == "landless" && m.decks == ownDecks
}

// landFreeLabels are the deck choices' labels in a Landless game: what
// is dealt without lands says so.
func landFreeLabels(opts []option) []string {
	l := labels(opts)
	for i, o := range opts {
		switch {
		case o.value == randomDeck:
			l[i] = "Land-free: a random deck"
		case o.value == builtDeck:
			l[i] = "Land-free: built from the block"
		case o.value == fileDeck || strings.HasPrefix(o.value, savedPrefix):
		default:
			l[i] = "Land-free: " + l[i]
		}
	}
	return l
}

// deckLabels are the deck choices' labels for the game chosen.
func (l *seatList) deckLabels() []string {
	if l.landFreeDecks() {
		return l.landFreeOpts
	}
	return l.plainDeckOpts
}

// landFreeForm is a ready-made deck's land-free form
// (build.LandlessFormFrom): its spells, and in its lands' places more cards
// of its colours from the sets its cards come from, as many copies as a
// collection holds.
func (s *Scene) landFreeForm(deck []*card.Def) []*card.Def {
	return build.LandlessFormFrom(deck, s.svc.Catalog.Lib.All())
}

// buildLandFreeDeck has the computer build a 60-card Landless deck, with
// no lands, from the block's cards in the colours cs, and returns it with
// its name: "Built by the computer, land-free: red–green".
func buildLandFreeDeck(block []*card.Def, cs mana.ColorSet) ([]*card.Def, string, error) {
	var pool []*card.Def
	for _, d := range builtPool(block, cs) {
		if !d.IsLand() {
			pool = append(pool, d)
		}
	}
	deck, _, err := build.Deck(pool, build.Options{MinSize: builtSize, Landless: true})
	if err != nil || len(deck) < builtSize {
		return nil, "", fmt.Errorf("setup: the block has too few %s cards for the computer to build a land-free deck of %d", colourWords(cs), builtSize)
	}
	return deck, "Built by the computer, land-free: " + colourWords(playedColours(deck, cs)), nil
}
