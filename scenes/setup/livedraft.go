package setup

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/livedraft"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// The Live-Draft library choices that are not generated sizes.
const (
	shippedLibrary = "shipped"
	fileLibrary    = "file"
	// blockLibrary prefixes a generated library's choice: "block:180".
	blockLibrary = "block:"
)

// libraryChoices are where a Live-Draft game's common library comes from:
// the ready-made library, one generated from the block in each size, or a
// card list file of the player's. Made once: the screen asks every frame.
var libraryChoices = sync.OnceValue(func() []option {
	opts := []option{{shippedLibrary, "Library: the ready-made Live-Draft library"}}
	for _, n := range livedraft.Sizes {
		opts = append(opts, option{blockLibrary + strconv.Itoa(n), fmt.Sprintf("Library: %d cards dealt from the block", n)})
	}
	return append(opts, option{fileLibrary, "Library: a card list file…"})
})

// startChoices are a tableau or pipeline game's starts.
var startChoices = []option{
	{"quick", "Start: quick — deal seven"},
	{"careful", "Start: careful — draw seven in turn"},
}

// liveOptions are a Live-Draft game's controls: the common library (and
// the path of a card list file), the start, and the two running-out
// options. It is a part of the Scene (parts.go); the card list file's
// path is a Landless collection's too.
type liveOptions struct {
	*Scene
	library   widget.Cycler
	path      widget.TextField
	browse    widget.Button
	start     widget.Cycler
	mill      widget.Toggle
	reshuffle widget.Toggle
	// pathErr is what is wrong with the card list file, or "".
	pathErr string
}

// newLiveOptions returns the controls of s set to c (unknown values keep
// the defaults: the ready-made library, a quick start, both options off).
func newLiveOptions(s *Scene, c store.GameChoice) liveOptions {
	lo := liveOptions{
		Scene:   s,
		library: widget.Cycler{Options: labels(libraryChoices())},
		path:    widget.TextField{Text: c.LibraryFile, Max: 240, Placeholder: "path/to/library.deck"},
		browse:  widget.Button{Label: "Browse…", FontSize: widget.Small + 1},
		start:   widget.Cycler{Options: labels(startChoices)},
	}
	lo.library.Index = max(0, indexOf(libraryChoices(), c.Library))
	lo.start.Index = max(0, indexOf(startChoices, c.Start))
	lo.mill.On, lo.reshuffle.On = c.MillCounters, c.ReshuffleRemoved
	return lo
}

// chosen reports whether the chosen mode is a Live-Draft game.
func (lo *liveOptions) chosen() bool { return lo.modeValue().decks == commonLibrary }

// rummy reports whether the chosen mode is Live-Draft's rummy, which
// has one start only.
func (lo *liveOptions) rummy() bool { return lo.modeValue().variant == "live-rummy" }

// libraryValue is the library choice's value.
func (lo *liveOptions) libraryValue() string { return libraryChoices()[lo.library.Index].value }

// remember writes the Live-Draft choices into c.
func (lo *liveOptions) remember(c *store.GameChoice) {
	c.Library = libraryChoices()[lo.library.Index].value
	c.LibraryFile = strings.TrimSpace(lo.path.Text)
	c.Start = startChoices[lo.start.Index].value
	c.MillCounters, c.ReshuffleRemoved = lo.mill.On, lo.reshuffle.On
}

// update follows the frame's input for the Live-Draft controls and
// reports whether one of them changed.
func (lo *liveOptions) update(in *input.State) bool {

	changed := false
	if lo.updateListPath(in) {
		return changed
	}
	if lo.library.Update(in) {
		changed = true
		lo.pathErr = ""
		if lo.libraryValue() == fileLibrary && lo.path.Text == "" {
			lo.pickLibrary()
		}
	}
	if !lo.rummy() && lo.start.Update(in) {
		changed = true
	}
	if lo.mill.Update(in) || lo.reshuffle.Update(in) {
		changed = true
	}
	return changed
}

// updateListPath follows the frame's input for the card list file's
// path and its Browse button, and reports whether Browse opened the
// picker. It comes before the choice that shows the path: a click on the
// choice's arrows that chooses a file focuses the path, and the same
// click must not blur it again.
func (lo *liveOptions) updateListPath(in *input.State) bool {

	wasFocused := lo.path.Focused
	if lo.path.Update(in) {
		lo.pathErr = ""
	}
	if wasFocused && !lo.path.Focused {
		lo.checkLibraryFile()
	}
	if lo.browse.Update(in) {
		lo.pickLibrary()
		return true
	}
	return false
}

// pickLibrary opens the file picker for the card list file.
func (lo *liveOptions) pickLibrary() {
	lo.pick.open("Choose a card list file for the library", &lo.path, lo.checkLibraryFile)
}

// checkLibraryFile loads the card list file typed and notes what is
// wrong with it as a library (a Live-Draft game's or a Landless
// collection).
func (lo *liveOptions) checkLibraryFile() {

	lo.pathErr = ""
	if !lo.collection.listFileChosen() {
		return
	}
	p := deckPath(lo.path.Text)
	if p == "" {
		lo.pathErr = "type the path of a card list file"
		return
	}
	if _, err := lo.svc.Catalog.LibraryFile(p); err != nil {
		lo.pathErr = deckError(p, err)
	}
}

// liveLibrary makes the common library of a Live-Draft game by seed and
// returns it with the name each seat's share is shown by.
func (lo *liveOptions) liveLibrary(seed uint64) ([]*card.Def, string, error) {
	v := lo.libraryValue()
	switch {
	case v == shippedLibrary:
		d, err := lo.svc.Catalog.LiveDraftLibrary()
		if err != nil {
			return nil, "", fmt.Errorf("setup: the ready-made Live-Draft library: %v", err)
		}
		return d.Cards, fmt.Sprintf("Live-Draft library (%d cards)", len(d.Cards)), nil
	case v == fileLibrary:
		d, err := lo.listFile()
		if err != nil {
			return nil, "", errors.New("setup: the library file: " + err.Error())
		}
		return d.Cards, fmt.Sprintf("%s (%d cards)", d.Name, len(d.Cards)), nil
	}
	size, err := strconv.Atoi(strings.TrimPrefix(v, blockLibrary))
	if err != nil {
		panic("setup: library choice " + v + " is no size") // the choices are a fixed list
	}
	lib, err := livedraft.Generate(lo.svc.Catalog.BlockWithBasics(), size, rand.New(rand.NewPCG(seed, 0x11fed4a7)))
	if err != nil {
		return nil, "", fmt.Errorf("setup: the library could not be dealt from the block: %v", err)
	}
	return lib, fmt.Sprintf("Library of %d from the block", size), nil
}

// listFile loads the card list file chosen; its error is what is wrong
// with it, for people.
func (lo *liveOptions) listFile() (catalog.Deck, error) {
	lo.checkLibraryFile()
	if lo.pathErr != "" {
		return catalog.Deck{}, errors.New(lo.pathErr)
	}
	p := deckPath(lo.path.Text)
	d, err := lo.svc.Catalog.LibraryFile(p)
	if err != nil {
		return catalog.Deck{}, errors.New(deckError(p, err))
	}
	return d, nil
}

// liveRecordOptions are the named variant options the Live-Draft
// controls choose.
func (lo *liveOptions) liveRecordOptions() []string {
	var out []string
	if !lo.rummy() && startChoices[lo.start.Index].value == "careful" {
		out = append(out, "careful-start")
	}
	if lo.mill.On {
		out = append(out, "mill-counters")
	}
	if lo.reshuffle.On {
		out = append(out, "reshuffle-removed")
	}
	return out
}

// liveRecord fills a Live-Draft game's record: the common library shared
// out among the seats (the engine puts it back together), and the
// options.
func (lo *liveOptions) liveRecord(rec *record.Record) (*record.Record, error) {
	lib, name, err := lo.liveLibrary(rec.Seed)
	if err != nil {
		return nil, err
	}
	if err := livedraft.Check(lib); err != nil {
		return nil, fmt.Errorf("setup: %v", err)
	}
	decks := variant.SplitShared(lib, len(lo.seats.rows))
	for i, r := range lo.seats.rows {
		rec.Seats = append(rec.Seats, record.Seat{
			Name:       strings.TrimSpace(r.name.Text),
			Controller: lo.seats.controller(r),
			DeckName:   name,
			Deck:       decks[i],
		})
	}
	rec.Options = lo.liveRecordOptions()
	return rec, nil
}
