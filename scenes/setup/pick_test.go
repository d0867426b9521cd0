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

// pickFile chooses name in the open picker: it goes to dir and double
// clicks the file's row.
func (f *fixture) pickFile(dir, name string) {
	f.t.Helper()
	p := &f.s.picker
	if !p.Open {
		f.t.Fatal("the file picker is not open")
	}
	p.GoTo(dir)
	f.play(new(input.Script).Idle(1))
	for i, e := range p.Entries() {
		if e.Name == name {
			at := p.Row(i).Center()
			f.play(new(input.Script).Click(at).Idle(2).Click(at))
			if p.Open {
				f.t.Fatalf("a double click on %s left the picker open", name)
			}
			return
		}
	}
	f.t.Fatalf("the picker lists no %s in %s: %v", name, dir, p.Entries())
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

func TestPickerFillsTheDeckPath(t *testing.T) {
	f := newFixture(t)
	dir, good, bad := deckFiles(t, f)
	r := f.s.seats[1]
	f.play(new(input.Script).Click(leftArrow(r.deck.Rect)))
	f.s.picker.GoTo(dir)
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
	if !f.s.picker.Open || f.s.picker.Dir() != dir {
		t.Fatalf("Browse: open %v in %s, want %s", f.s.picker.Open, f.s.picker.Dir(), dir)
	}
	f.pickFile(dir, "bad.deck")
	if r.path.Text != bad || !strings.Contains(r.pathErr, "No Such Card At All") {
		t.Fatalf("a bad file picked: path %q, error %q", r.path.Text, r.pathErr)
	}
	// Cancel keeps the path; the path stays editable.
	f.click(r.browse.Rect)
	_, _, cancel, _ := f.s.picker.Buttons()
	f.click(cancel)
	if f.s.picker.Open || r.path.Text != bad {
		t.Fatalf("Cancel: open %v, path %q", f.s.picker.Open, r.path.Text)
	}
	f.play(new(input.Script).Click(r.path.Rect.Center()).Key(input.KeyEnd).Chord(input.ModCtrl, input.KeyBackspace).Chord(input.ModCtrl, input.KeyBackspace).Type("good.deck").Key(input.KeyEnter))
	if r.path.Text != good || r.pathErr != "" {
		t.Fatalf("editing the picked path to good.deck: %q, error %q", r.path.Text, r.pathErr)
	}
}

func TestPickerFillsTheLibraryPath(t *testing.T) {
	f := newFixture(t)
	dir := t.TempDir()
	lib, err := f.svc.Catalog.LiveDraftLibrary()
	if err != nil {
		t.Fatal(err)
	}
	var list strings.Builder
	for _, d := range lib.Cards[:60] {
		list.WriteString("1 " + d.Name + "\n")
	}
	for name, text := range map[string]string{"sixty.deck": list.String(), "small.deck": "20 Mountain\n20 Forest\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f.chooseMode("Live-Draft — pipeline")
	f.chooseLibrary(fileLibrary)
	f.pickFile(dir, "small.deck")
	if f.s.live.path.Text != filepath.Join(dir, "small.deck") || !strings.Contains(f.s.live.pathErr, "60") {
		t.Fatalf("a 40-card list picked: path %q, error %q", f.s.live.path.Text, f.s.live.pathErr)
	}
	f.click(f.s.live.browse.Rect)
	f.pickFile(dir, "sixty.deck")
	if f.s.live.pathErr != "" {
		t.Fatalf("a 60-card list picked: %q", f.s.live.pathErr)
	}
	if rec := f.start(); rec == nil || rec.Seats[0].DeckName != "sixty (60 cards)" {
		t.Fatalf("the picked library did not start: %q", f.s.Err())
	}
}

func TestPickerPlaces(t *testing.T) {
	f := newFixture(t)
	f.click(f.s.seats[0].name.Rect) // a field focused before the picker opens
	f.play(new(input.Script).Click(leftArrow(f.s.seats[1].deck.Rect)))
	var labels []string
	for _, p := range f.s.picker.Places {
		labels = append(labels, p.Label)
	}
	if strings.Join(labels, ",") != "Home,Current folder" {
		t.Errorf("places without saved decks: %v", labels)
	}
	if f.s.seats[0].name.Focused {
		t.Error("a name field stays focused under the picker")
	}
	// Typing goes nowhere while the picker is open.
	before := f.s.seats[0].name.Text
	f.play(new(input.Script).Type("zz"))
	if f.s.seats[0].name.Text != before || f.s.seats[1].path.Text != "" {
		t.Errorf("typing under the picker changed a field")
	}
}
