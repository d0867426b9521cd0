package deckedit

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/scenetest"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// toSchemes clicks the deck panel's Schemes tab.
func (f *fixture) toSchemes() {
	f.t.Helper()
	f.click(f.s.column.tabs[schemePart].Rect)
	if !f.s.onSchemes() {
		f.t.Fatal("the Schemes tab did not show the schemes")
	}
}

// addSchemes adds one copy of each of the first n schemes the source
// offers, and a second copy of the next ones while n is more than their
// number: a legal scheme deck for n ≥ 20.
func (f *fixture) addSchemes(n int) {
	f.t.Helper()
	all := f.s.parts[schemePart].src.Cards()
	for i := range n {
		f.s.parts[schemePart].count[all[i%len(all)]]++
	}
	f.s.parts[schemePart].total += n
	f.s.parts[schemePart].probsOK = false
}

func TestAddingSchemesShowsTheSchemeDeckRules(t *testing.T) {
	f := newFixture(t, "", nil)
	f.toSchemes()
	if p := f.s.Problems(); len(p) != 1 || p[0] != "At least 20 schemes needed: none yet." {
		t.Fatalf("an empty scheme deck: %q", p)
	}
	bell := f.card("Ring the Fair Bell")
	r := f.cell(bell.Name)
	for range 3 {
		f.click(r)
	}
	if f.s.Count(bell) != 3 || f.s.SchemeTotal() != 3 || f.s.Total() != 0 || !f.s.Dirty() {
		t.Fatalf("three clicks: %d in the scheme deck, %d schemes, %d cards", f.s.Count(bell), f.s.SchemeTotal(), f.s.Total())
	}
	want := []string{
		"At least 20 schemes needed: 3 so far.",
		"3 copies of Ring the Fair Bell: at most 2 of a name.",
	}
	if p := f.s.Problems(); strings.Join(p, "|") != strings.Join(want, "|") {
		t.Fatalf("problems %q, want %q", p, want)
	}
	f.click(f.row(bell.Name).minus)
	f.play(new(input.Script).RightClick(r.Center()).Idle(1))
	if f.s.Count(bell) != 1 {
		t.Fatalf("− and a right-click: %d", f.s.Count(bell))
	}
	f.click(f.row(bell.Name).plus)
	f.addSchemes(18)
	f.play(new(input.Script).Idle(1))
	if p := f.s.Problems(); len(p) != 0 || f.s.SchemeTotal() != 20 {
		t.Fatalf("20 schemes, at most 2 of a name: %q (%d)", p, f.s.SchemeTotal())
	}
	if f.s.column.tabs[schemePart].Label != "Schemes 20" {
		t.Errorf("the tab says %q", f.s.column.tabs[schemePart].Label)
	}
	// The main deck's problems are its own.
	f.click(f.s.column.tabs[mainPart].Rect)
	if p := f.s.Problems(); len(p) != 1 || p[0] != "A deck normally has at least 60 cards." {
		t.Errorf("the main deck's problems %q", p)
	}
	if f.s.column.basicPlus[mana.Green].Rect.Empty() {
		t.Error("the basic lands' row is gone from the main deck")
	}
	f.toSchemes()
	if !f.s.column.basicPlus[mana.Green].Rect.Empty() || !f.s.filters.colours[0].Rect.Empty() {
		t.Error("the scheme view shows the basic lands or the colours")
	}
}

func TestSavedDeckKeepsItsSchemes(t *testing.T) {
	f := newFixture(t, "", nil)
	for range 30 {
		f.click(f.s.column.basicPlus[mana.Green].Rect)
	}
	f.toSchemes()
	f.addSchemes(22)
	f.typeName("Villain")
	f.click(f.s.files.save.Rect)
	if msg, bad := f.s.Message(); bad || msg != "Saved “Villain”: 30 cards and 22 schemes." {
		t.Fatalf("save: %q", msg)
	}
	d, err := f.svc.Store.LoadDeck("Villain", f.lib)
	if err != nil || d.Size() != 30 || len(d.SchemeCards()) != 22 {
		t.Fatalf("the saved file: %v, %d cards", err, d.Size())
	}
	if err := card.CheckSchemeDeck(d.SchemeCards()); err != nil {
		t.Errorf("the saved schemes: %v", err)
	}
	// New empties both parts; Open brings both back.
	f.click(f.s.files.newB.Rect)
	if f.s.Total() != 0 || f.s.SchemeTotal() != 0 {
		t.Fatalf("New left %d cards and %d schemes", f.s.Total(), f.s.SchemeTotal())
	}
	g := newFixture(t, "Villain", func(st *store.Store) {
		st.SaveDeck("Villain", d.Cards(), d.SchemeCards()...)
	})
	if g.s.Total() != 30 || g.s.SchemeTotal() != 22 || g.s.Dirty() {
		t.Fatalf("opened %d cards and %d schemes", g.s.Total(), g.s.SchemeTotal())
	}
	if msg, _ := g.s.Message(); msg != "Opened “Villain”: 30 cards and 22 schemes." {
		t.Errorf("opened: %q", msg)
	}
	// A change to the schemes alone is a change to keep.
	g.toSchemes()
	g.click(g.row(g.s.Schemes()[0].Name).minus)
	if !g.s.files.changed() {
		t.Error("taking a scheme out is no unsaved change")
	}
}

func TestOpenReadyArchenemyDeckKeepsItsSchemes(t *testing.T) {
	f := newFixture(t, "", nil)
	f.s.files.openReady("archenemy-harvest-horde")
	theme, err := f.svc.Catalog.Deck("archenemy-harvest-horde")
	if err != nil {
		t.Fatal(err)
	}
	if f.s.SchemeTotal() != len(theme.Schemes) || f.s.Total() != len(theme.Cards) {
		t.Fatalf("a copy of the Harvest Horde: %d cards and %d schemes", f.s.Total(), f.s.SchemeTotal())
	}
	if msg, _ := f.s.Message(); strings.Contains(msg, "Left out") || !strings.Contains(msg, "schemes") {
		t.Errorf("opened: %q", msg)
	}
}

func TestExportAndImportSchemes(t *testing.T) {
	f := newFixture(t, "", nil)
	bell, banners := f.card("Ring the Fair Bell"), f.card("Banners Over the Stubble Fields")
	for range 4 {
		f.s.parts[mainPart].count[f.card("Forest")]++
	}
	f.s.parts[mainPart].total = 4
	f.s.setSchemes([]*card.Def{banners, bell, bell})
	f.click(f.s.files.exp.Rect)
	want := "Deck\n// Lands (4)\n4 Forest\n\nSchemes\n2 Ring the Fair Bell\n1 Banners Over the Stubble Fields\n"
	if f.clip.text != want || f.s.panel.status != "Copied to the clipboard: 4 cards and 3 schemes as a deck list, to paste anywhere." {
		t.Fatalf("exported %q: %q", f.clip.text, f.s.panel.status)
	}
	f.play(new(input.Script).Key(input.KeyEscape).Idle(1))
	// Imported into a new editor, the list gives the same deck.
	g := newFixture(t, "", nil)
	g.clip.text = f.clip.text
	g.click(g.s.files.imp.Rect)
	g.click(g.s.panel.act.Rect)
	if g.s.panel != nil || g.s.Total() != 4 || g.s.SchemeTotal() != 3 || g.s.Count(bell) != 2 {
		t.Fatalf("imported %d cards and %d schemes: %q", g.s.Total(), g.s.SchemeTotal(), g.s.msg)
	}
	if msg, _ := g.s.Message(); msg != "Imported 4 cards and 3 schemes from the list." {
		t.Errorf("imported: %q", msg)
	}
	// A list of schemes alone replaces the schemes and keeps the deck.
	g.clip.text = "Schemes\n2 Banners Over the Stubble Fields\n"
	g.click(g.s.files.imp.Rect)
	g.click(g.s.panel.act.Rect)
	if g.s.Total() != 4 || g.s.SchemeTotal() != 2 || g.s.Count(bell) != 0 {
		t.Fatalf("a list of schemes: %d cards, %d schemes", g.s.Total(), g.s.SchemeTotal())
	}
	if msg, _ := g.s.Message(); msg != "Imported 2 schemes from the list. The main deck stays as it was." {
		t.Errorf("imported: %q", msg)
	}
	// A list without schemes keeps them, and says so.
	g.clip.text = "3 Forest\n"
	g.click(g.s.files.imp.Rect)
	g.click(g.s.panel.act.Rect)
	if g.s.Total() != 3 || g.s.SchemeTotal() != 2 {
		t.Fatalf("a list without schemes: %d cards, %d schemes", g.s.Total(), g.s.SchemeTotal())
	}
	if msg, _ := g.s.Message(); msg != "Imported 3 cards from the list. The 2 schemes stay as they were." {
		t.Errorf("imported: %q", msg)
	}
	// A scheme in the main part of a list is left out with its line.
	g.clip.text = "Deck\n2 Forest\n1 Ring the Fair Bell\n"
	g.click(g.s.files.imp.Rect)
	g.click(g.s.panel.act.Rect)
	if g.s.panel == nil || !strings.Contains(strings.Join(g.s.panel.notes, "\n"), "line 3: ") || g.s.SchemeTotal() != 2 || g.s.Total() != 2 {
		t.Fatalf("a scheme under Deck: panel %v, %d schemes", g.s.panel != nil, g.s.SchemeTotal())
	}
	if notes := strings.Join(g.s.panel.notes, "\n"); !strings.Contains(notes, "is a scheme") {
		t.Errorf("notes %q", notes)
	}
}

// A scheme rested on shows large and landscape beside the grid.
func TestSchemeZoomIsLandscape(t *testing.T) {
	f := newFixture(t, "", nil)
	f.toSchemes()
	r := f.cell("Ring the Fair Bell")
	f.play(new(input.Script).Move(r.Center()).Idle(40))
	if f.s.ui.zoom == nil || f.s.ui.zoom.Name != "Ring the Fair Bell" {
		t.Fatalf("no zoom after resting on a scheme: %v", f.s.ui.zoom)
	}
	z := f.s.zoomRect(f.s.ui.hoverAt, f.s.ui.hoverDeck)
	if z.W() <= z.H() || z.W() < 2*r.W() {
		t.Errorf("the zoomed scheme is %v×%v, beside a cell %v wide", z.W(), z.H(), r.W())
	}
}

// The scheme grid scrolls by its own rows of four, and a scheme dragged
// into the deck joins the scheme deck.
func TestSchemeGridScrollsAndDrags(t *testing.T) {
	f := newFixture(t, "", nil)
	f.toSchemes()
	if len(f.s.ui.cells) != schemeCols*schemeRows || len(f.s.shown) <= len(f.s.ui.cells) {
		t.Fatalf("the scheme grid shows %d of %d", len(f.s.ui.cells), len(f.s.shown))
	}
	f.play(new(input.Script).Move(f.s.ui.grid.Center()).Wheel(-1).Idle(1))
	if f.s.first != schemeCols {
		t.Fatalf("one wheel step moved the grid to %d, want %d", f.s.first, schemeCols)
	}
	d := f.s.shown[f.s.first]
	f.play(new(input.Script).Drag(f.s.ui.cells[0].Center(), f.s.ui.deckArea.Center(), 8).Idle(1))
	if f.s.Count(d) != 1 || f.s.SchemeTotal() != 1 || f.s.Total() != 0 {
		t.Fatalf("dragged %s: %d in the scheme deck, %d cards", d.Name, f.s.Count(d), f.s.Total())
	}
}

// The league's pool builder has no scheme deck: no tabs, and schemes in
// an imported list are left out with a note.
func TestPoolBuilderHasNoSchemes(t *testing.T) {
	c := loadCatalog(t)
	forest, _ := c.Lib.Card("Forest")
	b := scenes.PoolBuild{
		Title: "Ada builds deck 1",
		Pool:  []*card.Def{forest, forest, forest},
		Size:  3,
		Done:  func([]*card.Def) (scenes.Scene, string) { return scenetest.Named("hub"), "" },
		Back:  func() scenes.Scene { return scenetest.Named("left") },
	}
	f := newFixture(t, "", nil, WithPoolBuild(b))
	if f.s.hasSchemes() || !f.s.column.tabs[schemePart].Rect.Empty() {
		t.Fatal("the pool builder shows a Schemes tab")
	}
	f.clip.text = "2 Forest\nSchemes\n2 Ring the Fair Bell\n"
	f.click(f.s.files.imp.Rect)
	f.click(f.s.panel.act.Rect)
	if f.s.Total() != 2 || f.s.SchemeTotal() != 0 {
		t.Fatalf("imported %d cards and %d schemes", f.s.Total(), f.s.SchemeTotal())
	}
	if notes := strings.Join(f.s.panel.notes, "\n"); !strings.Contains(notes, "2 schemes left out: this deck has no scheme deck") {
		t.Errorf("notes %q", notes)
	}
}
