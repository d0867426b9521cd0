//go:build kitchentableprobe

package setup

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/render/input"
)

func TestPickerFillsTheDeckPath(t *testing.T) {
	f := newFixture(t)
	dir, good, bad := deckFiles(t, f)
	r := f.s.seats.rows[1]
	f.play(new(input.Script).Click(leftArrow(r.deck.Rect)))
	f.s.pick.picker.GoTo(dir)
	probe := f.s.Probe()
	var named []string
	for _, b := range probe.Buttons {
		named = append(named, b.Label)
	}
	if probe.Prompt != "Choose a deck file: "+dir || !slices.Contains(named, "good.deck") || !slices.Contains(named, "Cancel") {
		t.Fatalf("the open picker's probe: %q with %q", probe.Prompt, named)
	}
	f.pickFile(dir, "good.deck")
	if r.path.Text != good || r.pathErr != "" || r.path.Rect.Empty() {
		t.Fatalf("the picker's file: path %q (error %q), shown %v", r.path.Text, r.pathErr, !r.path.Rect.Empty())
	}
	rec := f.start()
	if rec == nil || rec.Seats[1].DeckName != good || len(rec.Seats[1].Deck) == 0 {
		t.Fatalf("the picked deck did not start: %q", f.s.Err())
	}
	// Browse opens the picker again in the file's folder; a bad file
	// says what is wrong with it.
	f.click(r.browse.Rect)
	if !f.s.pick.picker.Open || f.s.pick.picker.Dir() != dir {
		t.Fatalf("Browse: open %v in %s, want %s", f.s.pick.picker.Open, f.s.pick.picker.Dir(), dir)
	}
	f.pickFile(dir, "bad.deck")
	if r.path.Text != bad || !strings.Contains(r.pathErr, "No Such Card At All") {
		t.Fatalf("a bad file picked: path %q, error %q", r.path.Text, r.pathErr)
	}
	// Cancel keeps the path; the path stays editable.
	f.click(r.browse.Rect)
	_, _, cancel, _ := f.s.pick.picker.Buttons()
	f.click(cancel)
	if f.s.pick.picker.Open || r.path.Text != bad {
		t.Fatalf("Cancel: open %v, path %q", f.s.pick.picker.Open, r.path.Text)
	}
	f.play(new(input.Script).Click(r.path.Rect.Center()).Key(input.KeyEnd).Chord(input.ModCtrl, input.KeyBackspace).Chord(input.ModCtrl, input.KeyBackspace).Type("good.deck").Key(input.KeyEnter))
	if r.path.Text != good || r.pathErr != "" {
		t.Fatalf("editing the picked path to good.deck: %q, error %q", r.path.Text, r.pathErr)
	}
}

// deckFiles writes a good deck file (a ready-made deck's text) and one
// naming an unknown card into a new folder.
func deckFiles(t *testing.T, f *fixture) (dir, good, bad string) {
	dir = t.TempDir()
	data, err := fs.ReadFile(assets.Decks, f.svc.Catalog.Decks[0]+".deck")
	if err != nil {
		t.Fatal(err)
	}
	good, bad = filepath.Join(dir, "good.deck"), filepath.Join(dir, "bad.deck")
	if err := os.WriteFile(good, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("4 No Such Card At All\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, good, bad
}
