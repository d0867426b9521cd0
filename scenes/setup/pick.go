package setup

import (
	"os"
	"path/filepath"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// The file picker: choosing "Deck file…" or "Library: a card list file…"
// with no path yet, or a Browse button beside a path, opens it over the
// screen; the file chosen fills the path, which stays editable.

// picking is what the open picker is for: where the chosen file goes.
type picking struct {
	field *widget.TextField
	// chosen checks the file now in field.
	chosen func()
}

// open opens the file picker for field: its title says what is
// chosen, and it starts in the folder of the path typed, else the saved
// decks' folder, else the home folder.
func (fp *filePick) open(title string, field *widget.TextField, chosen func()) {
	fp.picking = picking{field: field, chosen: chosen}
	fp.picker.Title = title
	fp.picker.Exts = []string{".deck"}
	fp.picker.Places = fp.places()
	start := ""
	if p := deckPath(field.Text); p != "" {
		if fi, err := os.Stat(filepath.Dir(p)); err == nil && fi.IsDir() {
			start = filepath.Dir(p)
		}
	}
	for _, pl := range fp.picker.Places {
		if start != "" {
			break
		}
		if fi, err := os.Stat(pl.Dir); err == nil && fi.IsDir() {
			start = pl.Dir
		}
	}
	if start == "" {
		start = "."
	}
	field.Focused = false
	fp.picker.Show(start)
}

// places are the picker's folders one click away: the decks saved with
// the deck editor, the home folder and the folder the app runs in (where
// a bare file name is looked for).
func (fp *filePick) places() []widget.Place {
	var out []widget.Place
	if fp.svc.Store != nil && fp.svc.Store.Dir != "" {
		// Offered once the deck editor has saved a deck there.
		dir := filepath.Dir(fp.svc.Store.DeckPath(store.MainDecks, "x"))
		if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
			out = append(out, widget.Place{Label: "My decks", Dir: dir})
		}
	}
	if home, err := os.UserHomeDir(); err == nil {
		out = append(out, widget.Place{Label: "Home", Dir: home})
	}
	if wd, err := os.Getwd(); err == nil {
		out = append(out, widget.Place{Label: "Current folder", Dir: wd})
	}
	return out
}

// update follows the frame's input while the picker is open: a
// file chosen fills the field and is checked; cancelled with no path,
// the field takes the keyboard instead.
func (fp *filePick) update(in *input.State) {
	path, closed := fp.picker.Update(in)
	if !closed {
		return
	}
	f := fp.picking.field
	switch {
	case path != "":
		f.Text = path
		fp.picking.chosen()
	case f.Text == "":
		f.Focused = true
	}
	fp.picking = picking{}
}

// layout places the picker over the whole screen.
func (fp *filePick) layout(w, h int, scale float64) {
	fp.picker.Layout(geom.R(0, 0, float64(w), float64(h)), scale)
}
