package setup

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/render/input"
)

// pickFile chooses name in the open picker: it goes to dir and double
// clicks the file's row.
func (f *fixture) pickFile(dir, name string) {
	f.t.Helper()
	p := &f.s.pick.picker
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
	f.click(f.s.seats.rows[0].name.Rect) // a field focused before the picker opens
	f.play(new(input.Script).Click(leftArrow(f.s.seats.rows[1].deck.Rect)))
	var labels []string
	for _, p := range f.s.pick.picker.Places {
		labels = append(labels, p.Label)
	}
	if strings.Join(labels, ",") != "Home,Current folder" {
		t.Errorf("places without saved decks: %v", labels)
	}
	if f.s.seats.rows[0].name.Focused {
		t.Error("a name field stays focused under the picker")
	}
	// Typing goes nowhere while the picker is open.
	before := f.s.seats.rows[0].name.Text
	f.play(new(input.Script).Type("zz"))
	if f.s.seats.rows[0].name.Text != before || f.s.seats.rows[1].path.Text != "" {
		t.Errorf("typing under the picker changed a field")
	}
}
