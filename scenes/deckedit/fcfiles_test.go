package deckedit

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/internal/scenetest"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// saveFCDecks stores the named decks: the first n cards of the basic deck.
func saveFCDecks(t *testing.T, decks map[string]int) func(st *store.Store) {
	return func(st *store.Store) {
		cards := catalog.FourCuatro()
		for name, n := range decks {
			if err := st.SaveFDeck(name, fourcuatro.BasicDeck(cards)[:n], cards); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// pickLoad opens the load list and chooses name.
func (f *fcFixture) pickLoad(name string) {
	f.t.Helper()
	f.click(f.s.load.Rect)
	opts, rows := f.s.load.Shown()
	i := slices.Index(opts, name)
	if i < 0 {
		f.t.Fatalf("no %q to load in %v", name, opts)
	}
	f.click(rows[i])
}

func TestFourCuatroSaveAndLoad(t *testing.T) {
	f := newFCFixture(t, "", nil)
	f.clickCard("Scorch", 2)
	f.click(f.s.save.Rect)
	if m, bad := f.s.Message(); !bad || !strings.Contains(m, "The deck needs a name") || !f.s.name.Focused {
		t.Fatalf("Save with no name: %q, name box focused %v", m, f.s.name.Focused)
	}
	f.typeName("Work in progress")
	f.click(f.s.save.Rect)
	if f.msg() != "Saved “Work in progress” to finish later; it is not ready to play yet" {
		t.Fatalf("Save: %q", f.msg())
	}
	path := f.svc.Store.DeckPath(store.FourCuatroDecks, "Work in progress")
	if data, err := os.ReadFile(path); err != nil || !strings.Contains(string(data), "\n2 Scorch\n") {
		t.Fatalf("the file %s: %q, %v", path, data, err)
	}
	if !slices.Equal(f.s.load.Options, []string{fcLoadLabel, "Work in progress"}) {
		t.Fatalf("the load list %v", f.s.load.Options)
	}
	// Another deck under another name, then load the first back.
	f.click(f.s.fill.Rect)
	f.typeName("Full")
	f.click(f.s.save.Rect)
	f.pickLoad("Work in progress")
	if f.s.total != 2 || f.s.name.Text != "Work in progress" || !strings.Contains(f.msg(), "not ready to play") {
		t.Fatalf("loaded: %d cards named %q, %q", f.s.total, f.s.name.Text, f.msg())
	}
	// Saving under a name taken by another deck asks first.
	f.typeName("FULL")
	f.click(f.s.save.Rect)
	if !strings.Contains(f.msg(), "There is already a deck called “FULL”: Save again to replace it") {
		t.Fatalf("saving over Full in capitals: %q", f.msg())
	}
	f.typeName("Full")
	f.click(f.s.save.Rect)
	if !strings.Contains(f.msg(), "There is already a deck called “Full”: Save again to replace it") {
		t.Fatalf("saving over Full: %q", f.msg())
	}
	if got, _ := f.svc.Store.LoadFDeck("Full", f.s.list); len(got) != 44 {
		t.Fatal("Full was replaced without asking")
	}
	f.click(f.s.save.Rect)
	if got, _ := f.svc.Store.LoadFDeck("Full", f.s.list); len(got) != 2 {
		t.Fatalf("Full has %d cards after Save twice", len(got))
	}
}

func TestFourCuatroLoadWithChangesAsksFirst(t *testing.T) {
	f := newFCFixture(t, "", saveFCDecks(t, map[string]int{"Ten": 10}))
	f.clickCard("Sift", 1)
	f.pickLoad("Ten")
	if f.s.total != 1 || !strings.Contains(f.msg(), "unsaved changes") {
		t.Fatalf("load over changes: %d cards, %q", f.s.total, f.msg())
	}
	f.pickLoad("Ten")
	if f.s.total != 10 || f.s.dirty {
		t.Fatalf("loaded again: %d cards", f.s.total)
	}
}

func TestFourCuatroOpenOnASavedDeck(t *testing.T) {
	f := newFCFixture(t, "Ready", saveFCDecks(t, map[string]int{"Ready": 44}))
	if f.s.total != 44 || f.s.name.Text != "Ready" || f.s.Problem() != "" {
		t.Fatalf("opened: %d cards named %q, %q", f.s.total, f.s.name.Text, f.s.Problem())
	}
	// Done with an unchanged legal deck chooses it.
	if got := f.click(f.s.done.Rect); got != scenetest.Named("setup") || !slices.Equal(f.backs, []string{"Ready"}) {
		t.Fatalf("Done went to %v with %v", got, f.backs)
	}
}

func TestFourCuatroBrokenDeckIsReportedAndKept(t *testing.T) {
	var path string
	junk := "4 Scorch\n2 Sift\nthree Meddle\n"
	f := newFCFixture(t, "Broken", func(st *store.Store) {
		saveFCDecks(t, map[string]int{"Broken": 4})(st)
		path = st.DeckPath(store.FourCuatroDecks, "Broken")
		if err := os.WriteFile(path, []byte(junk), 0o644); err != nil {
			t.Fatal(err)
		}
	})
	m, bad := f.s.Message()
	if !bad || !strings.Contains(m, "“Broken” could not be loaded") || !strings.Contains(m, "line 3: expected") {
		t.Fatalf("opening a broken deck: %q", m)
	}
	if f.s.total != 0 {
		t.Errorf("the broken deck gave %d cards", f.s.total)
	}
	// From the load list too.
	f.pickLoad("Broken")
	if m, bad := f.s.Message(); !bad || !strings.Contains(m, "line 3: expected") {
		t.Fatalf("loading a broken deck: %q", m)
	}
	if data, _ := os.ReadFile(path); string(data) != junk {
		t.Error("the broken deck was touched")
	}
}

func TestFourCuatroDoneNeedsALegalNamedDeck(t *testing.T) {
	f := newFCFixture(t, "", nil)
	f.clickCard("Sift", 3)
	if got := f.click(f.s.done.Rect); got != nil || !strings.Contains(f.msg(), "Not ready to play: the deck has 3 cards: it needs exactly 44") {
		t.Fatalf("Done with 3 cards went to %v: %q", got, f.msg())
	}
	f.play(new(input.Script).Key(input.KeyEnter))
	if f.ctx.Next() != nil || len(f.backs) != 0 {
		t.Fatal("Enter left with an illegal deck")
	}
	f.click(f.s.fill.Rect)
	if got := f.click(f.s.done.Rect); got != nil || !strings.Contains(f.msg(), "The deck needs a name") {
		t.Fatalf("Done with no name went to %v: %q", got, f.msg())
	}
	f.typeName("Quick")
	if got := f.click(f.s.done.Rect); got != scenetest.Named("setup") || !slices.Equal(f.backs, []string{"Quick"}) {
		t.Fatalf("Done went to %v with %v: %q", got, f.backs, f.msg())
	}
	deck, err := f.svc.Store.LoadFDeck("Quick", f.s.list)
	if err != nil || fourcuatro.CheckConstructed(f.s.list, deck) != nil {
		t.Fatalf("Done saved %d cards, %v", len(deck), err)
	}
}

func TestFourCuatroBackAsksBeforeDroppingChanges(t *testing.T) {
	f := newFCFixture(t, "", nil)
	f.clickCard("Sift", 1)
	if got := f.click(f.s.exit.Rect); got != nil || !strings.Contains(f.msg(), "unsaved changes") {
		t.Fatalf("Back with changes went to %v: %q", got, f.msg())
	}
	f.play(new(input.Script).Key(input.KeyEscape))
	if got := f.ctx.Next(); got != scenetest.Named("setup") || !slices.Equal(f.backs, []string{""}) {
		t.Fatalf("Esc after Back went to %v with %v", got, f.backs)
	}
	// Nothing to lose: Back leaves at once.
	g := newFCFixture(t, "", nil)
	if got := g.click(g.s.exit.Rect); got != scenetest.Named("setup") {
		t.Fatalf("Back from an empty deck went to %v", got)
	}
}
