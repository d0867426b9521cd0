package main

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/livedraft"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// liveDraftSim is what the Live-Draft flags ask for: the start, the
// running-out options and the common library.
type liveDraftSim struct {
	start           string // -start: quick or careful
	mill, reshuffle bool   // -mill-counters, -reshuffle-removed
	library         string // -library: shipped, block:N or a card list file
	size            int    // block:N's N (0: a fixed library)
	cards           []*card.Def
	name            string      // the library's name in the records
	block           []*card.Def // the block and basics a library is generated from
	set             map[string]bool
}

// liveDraftFlags are the flags only Live-Draft variants take.
var liveDraftFlags = []string{"start", "mill-counters", "reshuffle-removed", "library"}

// liveDraftVariant reports whether the variant is one of Live-Draft's.
func liveDraftVariant(name string) bool { return strings.HasPrefix(name, "live-") }

// addFlags defines the Live-Draft flags on fl.
func (l *liveDraftSim) addFlags(fl *flag.FlagSet) {
	fl.StringVar(&l.start, "start", "quick", "live-tableau and live-pipeline: quick (deal seven; remove two to draw one instead of a mulligan) or careful (one draw at a time round the table)")
	fl.BoolVar(&l.mill, "mill-counters", false, "Live-Draft: a mill counter for every card taken from the library; when library and row (or pile) run out, the fewest counters win")
	fl.BoolVar(&l.reshuffle, "reshuffle-removed", false, "Live-Draft: shuffle the removed cards into a new library when it runs out")
	fl.StringVar(&l.library, "library", "shipped", "Live-Draft's common library: shipped (the ready-made Live-Draft library), block:120, block:180 or block:240 (generated from the block for each game), or a card list file")
}

// check validates the Live-Draft flags for the variant; set holds the
// names of the flags given.
func (l *liveDraftSim) check(variantName string, deckList string) error {
	if !liveDraftVariant(variantName) {
		for _, f := range liveDraftFlags {
			if l.set[f] {
				return fmt.Errorf("-%s is for the Live-Draft variants (live-tableau, live-pipeline, live-rummy), not %s", f, variantName)
			}
		}
		return nil
	}
	if deckList != "" {
		return errors.New("-decks is not for Live-Draft: every seat draws from one common library (-library)")
	}
	switch l.start {
	case "quick":
	case "careful":
		if variantName == "live-rummy" {
			return errors.New("-start careful is not for live-rummy: rummy always starts by dealing fourteen and discarding to seven")
		}
	default:
		return fmt.Errorf("-start must be quick or careful, not %q", l.start)
	}
	if n, ok := strings.CutPrefix(l.library, "block:"); ok {
		size, err := strconv.Atoi(n)
		if err != nil || !containsInt(livedraft.Sizes, size) {
			return fmt.Errorf("-library block:N takes N = %s, not %q", sizeList(), n)
		}
		l.size = size
	} else if l.library == "" {
		return errors.New("-library must be shipped, block:N or a card list file")
	}
	return nil
}

func containsInt(s []int, n int) bool {
	for _, x := range s {
		if x == n {
			return true
		}
	}
	return false
}

// sizeList is "120, 180 or 240".
func sizeList() string {
	var s []string
	for _, n := range livedraft.Sizes {
		s = append(s, strconv.Itoa(n))
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// load reads the library the flags name: the shipped one, a card list
// file, or the block that libraries are generated from.
func (l *liveDraftSim) load(cat *catalog.Catalog) error {
	switch {
	case l.size > 0:
		l.block = cat.BlockWithBasics()
		return nil
	case l.library == "shipped":
		d, err := cat.LiveDraftLibrary()
		if err != nil {
			return err
		}
		l.cards, l.name = d.Cards, "Live-Draft library"
	default:
		d, err := cat.LibraryFile(l.library)
		if err != nil {
			return err
		}
		l.cards, l.name = d.Cards, d.Name
	}
	return nil
}

// options returns the names of the variant options the flags turn on.
func (l *liveDraftSim) options() []string {
	var out []string
	if l.start == "careful" {
		out = append(out, "careful-start")
	}
	if l.mill {
		out = append(out, "mill-counters")
	}
	if l.reshuffle {
		out = append(out, "reshuffle-removed")
	}
	return out
}

// deal shares the game's common library out among the seats as their
// "decks" (the game puts them together into one and shuffles it): the
// fixed library, or one generated from the block with the game's seed.
func (l *liveDraftSim) deal(seats int, seed uint64) (decks [][]*card.Def, name string, err error) {
	lib, name := l.cards, l.name
	if l.size > 0 {
		lib, err = livedraft.Generate(l.block, l.size, rand.New(rand.NewPCG(seed, 0x11fed4af7)))
		if err != nil {
			return nil, "", err
		}
		name = "generated library"
	}
	lands, total := livedraft.Summary(lib)
	return variant.SplitShared(lib, seats), fmt.Sprintf("%s (%d cards, %d lands, shared)", name, total, lands), nil
}
