package setup

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/kitchentable/kitchentable/ai/build"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// builtSize is the size of a computer-built deck.
const builtSize = 60

// colourPairs are the ten pairs of colours, in WUBRG order.
func colourPairs() []mana.ColorSet {
	var out []mana.ColorSet
	for a := mana.Color(0); a < mana.NumColors; a++ {
		for b := a + 1; b < mana.NumColors; b++ {
			out = append(out, mana.SetOf(a, b))
		}
	}
	return out
}

// builtPairs returns the colours of n computer-built decks, chosen by
// seed: different pairs while the ten last.
func builtPairs(seed uint64, n int) []mana.ColorSet {
	rng := rand.New(rand.NewPCG(seed, 0xb1d7dec5))
	var free, out []mana.ColorSet
	for range n {
		if len(free) == 0 {
			free = colourPairs()
		}
		k := rng.IntN(len(free))
		out = append(out, free[k])
		free = append(free[:k], free[k+1:]...)
	}
	return out
}

// builtPool is what the computer builds a deck in the colours cs from:
// the block's cards (basic lands aside) whose colours are among cs,
// colourless ones included, and the block's other lands (the builder
// keeps those that make its colours), as a collection holds them: four
// of a common, two of an uncommon, one of a rare, a mythic or a
// legendary card.
func builtPool(block []*card.Def, cs mana.ColorSet) []*card.Def {
	var pool []*card.Def
	for _, d := range block {
		if d.Token || d.Types.Has(card.Scheme) || d.Super.Has(card.Basic) {
			continue
		}
		if !d.IsLand() && (d.Colors|d.Cost.Colors())&mana.AllColors&^cs != 0 {
			continue
		}
		for range copiesOf(d) {
			pool = append(pool, d)
		}
	}
	return pool
}

// copiesOf is how many copies of d a computer-built deck may draw on.
func copiesOf(d *card.Def) int { return build.CollectionCopies(d) }

// buildBlockDeck has the computer build a 60-card deck from the block's
// cards in the colours cs, with the basic lands of those colours from
// basics, and returns it with its name: "Built by the computer:
// red–green" (the colours the deck plays, which the builder may narrow
// to one).
func buildBlockDeck(block []*card.Def, basics map[mana.Color]*card.Def, cs mana.ColorSet) ([]*card.Def, string, error) {
	mine := map[mana.Color]*card.Def{}
	for _, c := range cs.Colors() {
		if basics[c] == nil {
			return nil, "", fmt.Errorf("setup: there is no basic land for %s to build a deck with", c.Name())
		}
		mine[c] = basics[c]
	}
	deck, _, err := build.Deck(builtPool(block, cs), build.Options{MinSize: builtSize, Basics: mine})
	if err != nil {
		return nil, "", fmt.Errorf("setup: the computer could not build a %s deck from the block: %v", colourWords(cs), err)
	}
	if len(deck) < builtSize {
		return nil, "", fmt.Errorf("setup: the block has too few %s cards for the computer to build a deck of %d", colourWords(cs), builtSize)
	}
	return deck, "Built by the computer: " + colourWords(playedColours(deck, cs)), nil
}

// playedColours is the colours the spells of deck play, or cs when they
// have none.
func playedColours(deck []*card.Def, cs mana.ColorSet) mana.ColorSet {
	var played mana.ColorSet
	for _, d := range deck {
		if !d.IsLand() {
			played |= (d.Colors | d.Cost.Colors()) & mana.AllColors
		}
	}
	if played == 0 {
		played = cs
	}
	return played
}

// colourWords names a set of colours for people: "red–green".
func colourWords(cs mana.ColorSet) string {
	var w []string
	for _, c := range cs.Colors() {
		w = append(w, c.Name())
	}
	return strings.Join(w, "–")
}

// builtDecks builds the computer-built decks of the seats that chose one,
// by seed, and returns each by seat (nil for the other seats) with its
// name.
func (l *seatList) builtDecks(seed uint64) (decks [][]*card.Def, names []string, err error) {
	var seats []int
	for i, r := range l.rows {
		if !l.themeSeat(i) && l.deckValue(r) == builtDeck {
			seats = append(seats, i)
		}
	}
	decks, names = make([][]*card.Def, len(l.rows)), make([]string, len(l.rows))
	if len(seats) == 0 {
		return decks, names, nil
	}
	block := l.svc.Catalog.BlockWithBasics()
	basics := build.BasicLands(block)
	for k, cs := range builtPairs(seed, len(seats)) {
		i := seats[k]
		if l.landFreeDecks() {
			decks[i], names[i], err = buildLandFreeDeck(block, cs)
		} else {
			decks[i], names[i], err = buildBlockDeck(block, basics, cs)
		}
		if err != nil {
			return nil, nil, fmt.Errorf("setup: seat %d's deck: %s", i+1, strings.TrimPrefix(err.Error(), "setup: "))
		}
	}
	return decks, names, nil
}
