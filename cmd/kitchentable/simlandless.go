package main

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/ai/build"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/landless"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// landlessDecks are how the sim makes decks for the Landless variants when
// no -decks are given: a shared deck for the single-deck variants, random
// draft pools built into decks by the computer for plain Landless.
type landlessDecks struct {
	block      []*card.Def
	sharedSize int    // cards in the shared deck (0: 100 for up to four seats, else 200)
	poolSize   int    // cards in each draft pool
	minDeck    int    // the least cards a drafted deck holds
	landFree   bool   // -land-free: ready-made decks in their land-free forms
	collection string // -collection: block, own or a card list file
	fromList   bool   // the collection is a card list: a shared deck is the list as it is
}

// load reads the cards the decks are made from, as -collection says.
func (l *landlessDecks) load(cat *catalog.Catalog) error {
	switch l.collection {
	case "block", "":
		l.block = cat.Block()
	case "own":
		l.block = cat.OwnCards()
		if len(landless.Playable(l.block)) == 0 {
			return errors.New("-collection own: there are no card sets of your own with cards to play")
		}
	default:
		d, err := cat.LibraryFile(l.collection)
		if err != nil {
			return err
		}
		l.block, l.fromList = d.Cards, true
	}
	return nil
}

// sharedVariant reports whether the variant plays from one shared library.
func sharedVariant(name string) bool { return name == "landless-single" || name == "landless-double" }

// landlessVariant reports whether the variant is one of the Landless family.
func landlessVariant(name string) bool { return name == "landless" || sharedVariant(name) }

// check validates the Landless flags.
func (l *landlessDecks) check() error {
	switch {
	case l.sharedSize != 0 && (l.sharedSize < 40 || l.sharedSize > 400):
		return errors.New("-shared-size must be 0 or 40 to 400")
	case l.poolSize < 20 || l.poolSize > 200:
		return errors.New("-pool must be 20 to 200")
	case l.minDeck < 20 || l.minDeck > l.poolSize:
		return errors.New("-min-deck must be at least 20 and at most -pool")
	}
	return nil
}

// deal makes each seat's deck (and its name) for one game of the variant.
func (l *landlessDecks) deal(name string, seats int, seed uint64) (decks [][]*card.Def, names []string, err error) {
	rng := rand.New(rand.NewPCG(seed, 0x1a4d1e55))
	if sharedVariant(name) {
		size := l.sharedSize
		if size == 0 {
			size = 100
			if seats > 4 {
				size = landless.FullSize
			}
		}
		deck, err := landless.SharedDeck(l.block, size, rng)
		switch {
		case l.fromList:
			deck, err = l.block, nil
		case l.collection == "own":
			deck, err = landless.CollectionDeck(l.block, size, rng)
		}
		if err != nil {
			return nil, nil, err
		}
		for range seats {
			names = append(names, fmt.Sprintf("shared deck (%d)", size))
		}
		return variant.SplitShared(deck, seats), names, nil
	}
	pools, err := landless.DraftPools(l.block, seats, l.poolSize, rng)
	if err != nil {
		return nil, nil, err
	}
	for s, pool := range pools {
		main, _, err := build.Deck(pool, build.Options{MinSize: l.minDeck, Landless: true})
		if err != nil {
			return nil, nil, fmt.Errorf("seat %d's draft: %w", s+1, err)
		}
		decks = append(decks, main)
		names = append(names, fmt.Sprintf("draft (%d of %d)", len(main), len(pool)))
	}
	return decks, names, nil
}
