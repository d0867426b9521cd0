package setup

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// seatRow is one seat's controls, the main game's and FourCuatro's: its
// name, who plays it, its deck and, for a deck file, the file's path; a
// FourCuatro seat's deck is one of the saved decks (fcseat.go), and who
// plays it is the form's opponent choice.
type seatRow struct {
	name widget.TextField
	who  widget.Cycler
	deck widget.Cycler
	// theme is the archenemy theme deck of a seat that plays one.
	theme  widget.Cycler
	path   widget.TextField
	browse widget.Button
	remove widget.Button
	// pathErr is what is wrong with the deck file, or "".
	pathErr string
	// decks are the saved decks a FourCuatro seat's deck choice names, ""
	// for the no-deck and build choices; edit opens the deck builder.
	decks []string
	edit  widget.Button
	// status says whether a FourCuatro seat's deck is ready; bad marks a
	// fault.
	status string
	bad    bool
}

// newRow returns a row set to c.
func (l *seatList) newRow(c store.SeatChoice) *seatRow {
	r := &seatRow{
		name:   widget.TextField{Text: c.Name, Max: 24, Placeholder: "name"},
		who:    widget.Cycler{Options: labels(l.whoOpts)},
		deck:   widget.Cycler{Options: labels(l.deckOpts), Rows: 9},
		theme:  widget.Cycler{Options: labels(l.themeOpts)},
		path:   widget.TextField{Max: 240, Placeholder: "path/to/my.deck"},
		browse: widget.Button{Label: "Browse…", FontSize: widget.Small + 1},
		remove: widget.Button{Label: "×", Style: widget.Quiet, FontSize: 24},
	}
	r.who.Index = indexOf(l.whoOpts, c.Controller)
	if r.who.Index < 0 {
		r.who.Index = max(0, indexOf(l.whoOpts, "medium"))
	}
	r.theme.Index = max(0, indexOf(l.themeOpts, c.Deck))
	switch i := indexOf(l.deckOpts, c.Deck); {
	case i >= 0 && c.Deck != fileDeck:
		r.deck.Index = i
	case strings.ContainsAny(c.Deck, `/\`):
		r.deck.Index = indexOf(l.deckOpts, fileDeck)
		r.path.Text = c.Deck
	default:
		r.deck.Index = indexOf(l.deckOpts, randomDeck)
	}
	return r
}

// controller returns the row's controller value.
func (l *seatList) controller(r *seatRow) string { return l.whoOpts[r.who.Index].value }

// deckValue returns the row's deck choice: a ready-made deck's name,
// randomDeck or fileDeck.
func (l *seatList) deckValue(r *seatRow) string { return l.deckOpts[r.deck.Index].value }

// choice returns the row (seat i) as remembered in the settings.
func (l *seatList) choice(i int, r *seatRow) store.SeatChoice {
	d := l.deckValue(r)
	switch {
	case l.themeSeat(i):
		d = l.themeValue(r)
	case d == fileDeck:
		d = deckPath(r.path.Text)
	}
	return store.SeatChoice{Name: strings.TrimSpace(r.name.Text), Controller: l.controller(r), Deck: d}
}

// deckPath turns what was typed into a path catalog.Deck reads as a file:
// "~/" is the home directory and a bare file name is in the current
// directory.
func deckPath(p string) string {
	p = strings.TrimSpace(p)
	if rest, ok := strings.CutPrefix(p, "~/"); ok {
		if home, err := os.UserHomeDir(); err == nil {
			p = filepath.Join(home, rest)
		}
	}
	if p != "" && !strings.ContainsAny(p, `/\`) {
		p = "." + string(filepath.Separator) + p
	}
	return p
}

// checkPath loads the row's deck file and notes what is wrong with it.
func (l *seatList) checkPath(r *seatRow) {
	r.pathErr = ""
	if l.deckValue(r) != fileDeck {
		return
	}
	p := deckPath(r.path.Text)
	if p == "" {
		r.pathErr = "type the path of a deck file"
		return
	}
	if _, err := l.svc.Catalog.Deck(p); err != nil {
		r.pathErr = deckError(p, err)
	}
}

// pickDeck opens the file picker for r's deck file.
func (l *seatList) pickDeck(r *seatRow) {
	l.pick.open("Choose a deck file", &r.path, func() { l.checkPath(r) })
}

// deckError says what is wrong with the deck file at p for people: no
// file, or the loader's complaint without its package prefix.
func deckError(p string, err error) string {
	if errors.Is(err, fs.ErrNotExist) {
		return "there is no file " + p
	}
	return strings.TrimPrefix(err.Error(), "catalog: ")
}
