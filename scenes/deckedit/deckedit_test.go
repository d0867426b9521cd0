package deckedit

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/scenetest"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// clip is a clipboard in memory; err, when set, makes it fail.
type clip struct {
	text string
	err  error
}

func (c *clip) ReadText() (string, error) { return c.text, c.err }
func (c *clip) WriteText(s string) error {
	if c.err != nil {
		return c.err
	}
	c.text = s
	return nil
}

type fixture struct {
	t    *testing.T
	s    *Scene
	svc  *scenes.Services
	ctx  *scenes.Context
	in   input.State
	clip *clip
	lib  *card.Library
	// backs are the decks the editor went back with.
	backs []string
}

var (
	cat *catalog.Catalog
	// fonts measure the import panel's text, to put the caret where a
	// click points.
	fonts *paint.Fonts
)

func loadCatalog(t *testing.T) *catalog.Catalog {
	t.Helper()
	if cat == nil {
		c, err := catalog.LoadDir(nil, "")
		if err != nil {
			t.Fatal(err)
		}
		cat = c
	}
	return cat
}

// testStore returns a store in a temporary folder, filled by prepare
// when it is given, and the default settings.
func testStore(t *testing.T, prepare func(st *store.Store)) (*store.Store, *store.Settings) {
	t.Helper()
	st, err := store.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if prepare != nil {
		prepare(st)
	}
	set := store.DefaultSettings()
	return st, &set
}

// newFixture opens the editor on deck with a store in a temporary folder
// (prepare, if given, fills it first).
func newFixture(t *testing.T, deck string, prepare func(st *store.Store), opts ...Option) *fixture {
	t.Helper()
	st, set := testStore(t, prepare)
	f := &fixture{t: t, clip: &clip{}}
	c := loadCatalog(t)
	f.lib = c.Lib
	if fonts == nil {
		var err error
		if fonts, err = paint.NewFonts(); err != nil {
			t.Fatal(err)
		}
	}
	f.svc = &scenes.Services{Store: st, Settings: set, Catalog: c, Fonts: fonts}
	f.s = New(f.svc, deck, func(saved string) scenes.Scene {
		f.backs = append(f.backs, saved)
		return scenetest.Named("back")
	}, append([]Option{WithClipboard(f.clip)}, opts...)...)
	f.ctx = &scenes.Context{In: &f.in, Width: 1280, Height: 720, Svc: f.svc}
	f.play(new(input.Script).Idle(1))
	return f
}

func (f *fixture) play(sc *input.Script) { f.t.Helper(); scenetest.Play(f.t, f.s, f.ctx, sc) }
func (f *fixture) click(r geom.Rect) {
	f.t.Helper()
	f.play(new(input.Script).Click(r.Center()).Idle(1))
}

// card returns the card named name.
func (f *fixture) card(name string) *card.Def {
	f.t.Helper()
	d, ok := f.lib.Card(name)
	if !ok {
		f.t.Fatalf("no card %q", name)
	}
	return d
}

// cell returns where the grid shows the card named name, searching for
// it first so that it shows.
func (f *fixture) cell(name string) geom.Rect {
	f.t.Helper()
	f.search(name)
	for i, r := range f.s.ui.cells {
		if f.s.shown[f.s.first+i].Name == name {
			return r
		}
	}
	f.t.Fatalf("%s is not in the grid: %d shown", name, len(f.s.shown))
	return geom.Rect{}
}

// search types text in the search field, replacing what is there.
func (f *fixture) search(text string) {
	f.t.Helper()
	f.click(f.s.filters.search.Rect)
	f.play(new(input.Script).Chord(input.ModCtrl, input.KeyA).Key(input.KeyBackspace).Type(text).Key(input.KeyEnter).Idle(1))
	if f.s.filters.search.Text != text {
		f.t.Fatalf("search field %q, want %q", f.s.filters.search.Text, text)
	}
}

// row returns the deck row of the card named name.
func (f *fixture) row(name string) deckRow {
	f.t.Helper()
	for _, r := range f.s.ui.deckRows {
		if r.d != nil && r.d.Name == name {
			return r
		}
	}
	f.t.Fatalf("no deck row for %s", name)
	return deckRow{}
}

// typeName types name in the deck's name field, replacing it.
func (f *fixture) typeName(name string) {
	f.t.Helper()
	f.click(f.s.files.name.Rect)
	f.play(new(input.Script).Chord(input.ModCtrl, input.KeyA).Key(input.KeyBackspace).Type(name).Key(input.KeyEnter).Idle(1))
}

// answer clicks the open question's answer labelled label.
func (f *fixture) answer(label string) {
	f.t.Helper()
	if f.s.ask == nil {
		f.t.Fatalf("no question to answer %q (message %q)", label, f.s.msg)
	}
	for i := range f.s.ask.Buttons {
		if f.s.ask.Buttons[i].Label == label {
			f.click(f.s.ask.Buttons[i].Rect)
			return
		}
	}
	f.t.Fatalf("the question %q has no answer %q", f.s.ask.Text, label)
}

func TestClickDragAndRemove(t *testing.T) {
	f := newFixture(t, "", nil)
	bear := f.card("Jam-Jar Bear")
	r := f.cell(bear.Name)
	f.click(r)
	f.click(r)
	if f.s.Count(bear) != 2 || f.s.Total() != 2 || !f.s.Dirty() {
		t.Fatalf("two clicks: %d in the deck, %d total", f.s.Count(bear), f.s.Total())
	}
	f.play(new(input.Script).Drag(r.Center(), f.s.ui.deckArea.Center(), 8).Idle(1))
	if f.s.Count(bear) != 3 {
		t.Fatalf("a drag into the deck: %d", f.s.Count(bear))
	}
	// A drag that ends on the grid adds nothing.
	f.play(new(input.Script).Drag(r.Center(), r.Center().Add(geom.V(0, 200)), 8).Idle(1))
	if f.s.Count(bear) != 3 {
		t.Fatalf("a drag within the grid changed the deck: %d", f.s.Count(bear))
	}
	f.play(new(input.Script).RightClick(r.Center()).Idle(1))
	if f.s.Count(bear) != 2 {
		t.Fatalf("a right-click: %d", f.s.Count(bear))
	}
	row := f.row(bear.Name)
	f.click(row.plus)
	if f.s.Count(bear) != 3 {
		t.Fatalf("+: %d", f.s.Count(bear))
	}
	f.click(row.minus)
	if f.s.Count(bear) != 2 {
		t.Fatalf("−: %d", f.s.Count(bear))
	}
	f.click(row.r.Inset(2).Translate(geom.V(-40, 0)))
	if f.s.Count(bear) != 1 {
		t.Fatalf("a click on the row: %d", f.s.Count(bear))
	}
	// Dragging its row out of the deck takes the last one out.
	row = f.row(bear.Name)
	f.play(new(input.Script).Drag(row.r.Min.Add(geom.V(30, 5)), f.s.ui.grid.Center(), 8).Idle(1))
	if f.s.Count(bear) != 0 || f.s.Total() != 0 || len(f.s.ui.deckRows) != 0 {
		t.Fatalf("dragged out: %d, total %d, rows %d", f.s.Count(bear), f.s.Total(), len(f.s.ui.deckRows))
	}
}

func TestBasicsRowAndCopiesWarning(t *testing.T) {
	f := newFixture(t, "", nil)
	forest := f.s.column.basicLands[mana.Green]
	if forest == nil || forest.Name != "Forest" {
		t.Fatalf("basics %v", f.s.column.basicLands)
	}
	for range 12 {
		f.click(f.s.column.basicPlus[mana.Green].Rect)
	}
	f.click(f.s.column.basicMinus[mana.Green].Rect)
	f.click(f.s.column.basicMinus[mana.White].Rect) // no Plains: nothing happens
	if f.s.Count(forest) != 11 || f.s.Total() != 11 {
		t.Fatalf("forests %d, total %d", f.s.Count(forest), f.s.Total())
	}
	if p := f.s.Problems(); len(p) != 1 || p[0] != "A deck normally has at least 60 cards." {
		t.Fatalf("problems %q", p)
	}
	bear := f.card("Jam-Jar Bear")
	r := f.cell(bear.Name)
	for range 5 {
		f.click(r)
	}
	want := "5 copies of Jam-Jar Bear: a deck normally has at most 4."
	if p := f.s.Problems(); len(p) != 2 || p[1] != want {
		t.Fatalf("problems %q", p)
	}
	// Enough cards and four copies: nothing to say.
	f.click(f.row(bear.Name).minus)
	for range 60 - f.s.Total() {
		f.click(f.s.column.basicPlus[mana.Green].Rect)
	}
	if p := f.s.Problems(); len(p) != 0 || f.s.Total() != 60 {
		t.Fatalf("a 60-card deck: %q", p)
	}
}

func TestFilters(t *testing.T) {
	f := newFixture(t, "", nil)
	all := len(f.s.shown)
	if all != len(f.s.src.Cards()) || all < 300 {
		t.Fatalf("%d cards shown of %d", all, len(f.s.src.Cards()))
	}
	for _, d := range f.s.src.Cards() {
		if d.Token || d.Types.Has(card.Scheme) {
			t.Fatalf("the browser offers %s", d.Name)
		}
	}
	check := func(what string, ok func(d *card.Def) bool) {
		t.Helper()
		if len(f.s.shown) == 0 || len(f.s.shown) >= all {
			t.Fatalf("%s: %d shown of %d", what, len(f.s.shown), all)
		}
		for _, d := range f.s.shown {
			if !ok(d) {
				t.Fatalf("%s shows %s", what, d.Name)
			}
		}
		n := 0
		for _, d := range f.s.src.Cards() {
			if ok(d) {
				n++
			}
		}
		if n != len(f.s.shown) {
			t.Fatalf("%s: %d shown, %d match", what, len(f.s.shown), n)
		}
	}
	f.click(f.s.filters.colours[mana.Green].Rect)
	check("green", func(d *card.Def) bool { return d.Colors.Has(mana.Green) })
	f.click(f.s.filters.colours[multi].Rect)
	check("green multicoloured", func(d *card.Def) bool { return d.Colors.Has(mana.Green) && d.Colors.Count() > 1 })
	f.click(f.s.filters.colours[multi].Rect)
	f.click(f.s.filters.colours[mana.Green].Rect)
	f.click(f.s.filters.colours[colourless].Rect)
	check("colourless", func(d *card.Def) bool { return d.Colors&mana.AllColors == 0 })
	f.click(f.s.filters.colours[colourless].Rect)
	f.click(f.s.filters.types[0].Rect) // Creature
	f.click(f.s.filters.costs[numCosts-1].Rect)
	check("creatures of 6 and more", func(d *card.Def) bool { return d.IsCreature() && d.Cost.ManaValue() >= 6 })
	f.click(f.s.filters.types[0].Rect)
	f.click(f.s.filters.costs[numCosts-1].Rect)
	f.click(f.s.filters.types[5].Rect) // Land
	check("lands", func(d *card.Def) bool { return d.IsLand() })
	f.click(f.s.filters.types[5].Rect)
	if len(f.s.shown) != all || f.s.filter.Active() {
		t.Fatalf("every switch off: %d shown", len(f.s.shown))
	}
	// The set list: pick the Starter set.
	f.click(f.s.set.Rect)
	if !f.s.set.Open {
		t.Fatal("the set list did not open")
	}
	i := slices.Index(f.s.setCodes, "STR")
	f.s.set.Open = false
	f.s.set.Index = i
	f.s.filters.refilter()
	check("the Starter set", func(d *card.Def) bool { return d.Set == "STR" })
	// The search matches rules text as well as names.
	f.search("flying")
	for _, d := range f.s.shown {
		if !strings.Contains(strings.ToLower(d.Text+d.Name), "flying") {
			t.Fatalf("searching flying shows %s", d.Name)
		}
	}
	f.click(f.s.filters.clearFilter.Rect)
	if len(f.s.shown) != all || f.s.filters.search.Text != "" || f.s.set.Index != 0 {
		t.Fatalf("Clear: %d shown, search %q, set %d", len(f.s.shown), f.s.filters.search.Text, f.s.set.Index)
	}
}

func TestFilterMatch(t *testing.T) {
	c := loadCatalog(t)
	get := func(name string) *card.Def {
		d, ok := c.Lib.Card(name)
		if !ok {
			t.Fatal(name)
		}
		return d
	}
	bear, forest := get("Jam-Jar Bear"), get("Forest")
	tests := []struct {
		f    Filter
		d    *card.Def
		want bool
	}{
		{Filter{}, bear, true},
		{Filter{Search: "JAM bear"}, bear, true},
		{Filter{Search: "jam wolf"}, bear, false},
		{Filter{Search: "forest"}, forest, true},
		{Filter{Set: "HTH"}, forest, false},
		{Filter{Colours: [numColours]bool{colourless: true}}, forest, true},
		{Filter{Colours: [numColours]bool{colourless: true}}, bear, false},
		{Filter{Types: [len(filterTypes)]bool{5: true}}, forest, true},
		{Filter{Types: [len(filterTypes)]bool{5: true}}, bear, false},
		{Filter{Costs: [numCosts]bool{0: true}}, forest, true},
		{Filter{Costs: [numCosts]bool{0: true}}, bear, false},
	}
	for i, tc := range tests {
		if got := tc.f.Match(tc.d); got != tc.want {
			t.Errorf("%d: %+v on %s: %v", i, tc.f, tc.d.Name, got)
		}
	}
}

func TestScrollTheGrid(t *testing.T) {
	f := newFixture(t, "", nil)
	first := f.s.shown[0]
	f.play(new(input.Script).Move(f.s.ui.grid.Center()).Wheel(-1).Idle(1))
	if f.s.first != cols {
		t.Fatalf("the wheel moved to %d", f.s.first)
	}
	f.play(new(input.Script).Key(input.KeyPageDown).Idle(1))
	if f.s.first != cols+cols*rows {
		t.Fatalf("Page Down moved to %d", f.s.first)
	}
	sc := new(input.Script).Move(f.s.ui.grid.Center())
	for range 100 {
		sc.Wheel(-1)
	}
	f.play(sc)
	if f.s.first != f.s.lastFirst() || len(f.s.ui.cells) == 0 || f.s.shown[len(f.s.shown)-1] != f.s.shown[f.s.first+len(f.s.ui.cells)-1] {
		t.Fatalf("at the end: first %d of %d, %d cells", f.s.first, len(f.s.shown), len(f.s.ui.cells))
	}
	sc = new(input.Script).Move(f.s.ui.grid.Center())
	for range 100 {
		sc.Wheel(1)
	}
	f.play(sc)
	if f.s.first != 0 || f.s.shown[0] != first {
		t.Fatalf("back at the top: %d", f.s.first)
	}
}

func TestCurveAndColours(t *testing.T) {
	f := newFixture(t, "", nil)
	add := func(name string, n int) {
		d := f.card(name)
		for range n {
			f.s.add(d)
		}
	}
	add("Jam-Jar Bear", 4)
	add("Forest", 10)
	// No shipped card costs 7 or more: a bear made to cost 8 stands in
	// for one, to fill the curve's last column ("7+").
	big := *f.card("Jam-Jar Bear")
	big.Name = "Eight-Course Bear"
	big.Cost.Generic += 8 - int8(big.Cost.ManaValue())
	if big.Cost.ManaValue() != 8 {
		t.Fatalf("the stand-in costs %d", big.Cost.ManaValue())
	}
	f.s.add(&big)
	bear := f.card("Jam-Jar Bear").Cost.ManaValue()
	cv := f.s.curve()
	var want [numCosts]int
	want[bear] += 4
	want[numCosts-1]++
	if cv != want {
		t.Errorf("curve %v, want %v", cv, want)
	}
	colours, lands := f.s.colourCounts()
	if lands != 10 || colours[mana.Green] < 4 {
		t.Errorf("colours %v, lands %d", colours, lands)
	}
}

func TestSaveAndOpen(t *testing.T) {
	f := newFixture(t, "", nil)
	bear := f.card("Jam-Jar Bear")
	f.click(f.cell(bear.Name))
	f.click(f.cell(bear.Name))
	for range 3 {
		f.click(f.s.column.basicPlus[mana.Green].Rect)
	}
	// No name: the save is refused in one sentence and the name box
	// focused.
	f.click(f.s.files.save.Rect)
	if msg, bad := f.s.Message(); !bad || msg != "The deck needs a name: type it in the box at the top left." || !f.s.files.name.Focused {
		t.Fatalf("saving with no name: %q, focused %v", msg, f.s.files.name.Focused)
	}
	f.typeName("a/b")
	f.play(new(input.Script).Chord(input.ModCtrl, input.KeyS).Idle(1))
	if msg, _ := f.s.Message(); msg != `A deck name cannot hold '/': type it in the box at the top left.` {
		t.Fatalf("a bad name: %q", msg)
	}
	f.typeName("Bears")
	f.play(new(input.Script).Chord(input.ModCtrl, input.KeyS).Idle(1))
	if names, _ := f.svc.Store.DeckNames(store.MainDecks); !slices.Equal(names, []string{"Bears"}) || f.s.Dirty() {
		t.Fatalf("saved decks %v, dirty %v, message %q", names, f.s.Dirty(), f.s.msg)
	}
	// New empties the editor without asking (nothing unsaved).
	f.click(f.s.files.newB.Rect)
	if f.s.ask != nil || f.s.Total() != 0 || f.s.files.name.Text != "" {
		t.Fatalf("New: asked %v, %d cards, name %q", f.s.ask != nil, f.s.Total(), f.s.files.name.Text)
	}
	// Open lists it; choosing it opens it.
	f.click(f.s.files.open.Rect)
	if f.s.list == nil {
		t.Fatal("Open shows no list")
	}
	f.click(f.listRow("Bears"))
	if f.s.list != nil || f.s.Count(bear) != 2 || f.s.Count(f.card("Forest")) != 3 || f.s.files.name.Text != "Bears" || f.s.Dirty() {
		t.Fatalf("opened: %d bears, %d forests, name %q, message %q", f.s.Count(bear), f.s.Count(f.card("Forest")), f.s.files.name.Text, f.s.msg)
	}
	// Saving under another taken name asks first.
	f.s.add(bear)
	f.typeName("Other")
	f.click(f.s.files.save.Rect)
	f.typeName("bears")
	f.s.files.loaded = "Other"
	f.click(f.s.files.save.Rect)
	if f.s.ask == nil || !strings.Contains(f.s.ask.Text, "already a deck called “bears”") {
		t.Fatalf("saving over another deck did not ask: %q", f.s.msg)
	}
	f.answer("Cancel")
	if d, _ := f.svc.Store.LoadDeck("Bears", f.lib); d.Size() != 5 {
		t.Fatalf("Cancel replaced the deck: %d cards", d.Size())
	}
	// Opening the editor on a saved deck.
	g := newFixture(t, "Bears", func(st *store.Store) {
		st.SaveDeck("Bears", []*card.Def{bear, bear, bear})
	})
	if g.s.Count(bear) != 3 || g.s.files.name.Text != "Bears" {
		t.Fatalf("opened on Bears: %d", g.s.Count(bear))
	}
}

func TestOpenReadyMadeCopy(t *testing.T) {
	f := newFixture(t, "", nil)
	f.click(f.s.files.open.Rect)
	at := f.listRow("Mossgut Grudge")
	if at.Empty() {
		t.Fatalf("no ready-made deck in %+v", f.s.list.items)
	}
	f.click(at)
	if f.s.Total() < 40 || f.s.files.name.Text != "Mossgut Grudge" || f.s.files.loaded != "" || f.s.Dirty() {
		t.Fatalf("opened a copy: %d cards, name %q, loaded %q", f.s.Total(), f.s.files.name.Text, f.s.files.loaded)
	}
	if readyTitle("rg-stampede") != "Stampede" || readyTitle("block-wu-skyward-post") != "Skyward Post" {
		t.Error(readyTitle("rg-stampede"), readyTitle("block-wu-skyward-post"))
	}
}

func TestImportPastedList(t *testing.T) {
	f := newFixture(t, "", nil)
	f.clip.text = "Deck\n4 Jam-Jar Bear (HTH) 101\n2x Larder Rat [HTH]\n3 Lightning Bolt (M10) 146\n20 Forest\n\nSideboard\n2 Curdled Cream\n"
	f.click(f.s.files.imp.Rect)
	if f.s.panel == nil || f.s.panel.area.Text != f.clip.text {
		t.Fatal("Import did not show the clipboard's text")
	}
	f.click(f.s.panel.act.Rect)
	if f.s.Total() != 26 || f.s.Count(f.card("Jam-Jar Bear")) != 4 || f.s.Count(f.card("Larder Rat")) != 2 || f.s.Count(f.card("Curdled Cream")) != 0 {
		t.Fatalf("imported %d cards", f.s.Total())
	}
	// The panel stays, listing what was left out.
	if f.s.panel == nil {
		t.Fatal("the panel closed with lines left out")
	}
	notes := strings.Join(f.s.panel.notes, "\n")
	if !strings.Contains(notes, `line 4: no card called "Lightning Bolt"`) || !strings.Contains(notes, "2 sideboard cards left out") || !f.s.panel.bad {
		t.Fatalf("notes (shown as a fault %v):\n%s", f.s.panel.bad, notes)
	}
	f.click(f.s.panel.close.Rect)
	if f.s.panel != nil || !f.s.Dirty() {
		t.Fatal("Close did not close the panel")
	}
	// Typed into the panel, with nothing in the clipboard: a clean list
	// closes the panel.
	f.clip.text = ""
	f.click(f.s.files.imp.Rect)
	f.play(new(input.Script).Type("3 Larder Rat").Key(input.KeyEnter).Type("Forest").Idle(1))
	if f.s.panel.area.Text != "3 Larder Rat\nForest" {
		t.Fatalf("typed %q", f.s.panel.area.Text)
	}
	f.click(f.s.panel.act.Rect)
	if f.s.panel != nil || f.s.Total() != 4 {
		t.Fatalf("a clean list: panel %v, %d cards, message %q", f.s.panel != nil, f.s.Total(), f.s.msg)
	}
	// Ctrl+A and Ctrl+V replace the text with the clipboard's.
	f.clip.text = "2 Larder Rat\r\n1 Forest\r\n"
	f.click(f.s.files.imp.Rect)
	f.play(new(input.Script).Type("junk").Chord(input.ModCtrl, input.KeyA).Chord(input.ModCtrl, input.KeyV).Idle(1))
	if f.s.panel.area.Text != "2 Larder Rat\n1 Forest\n" {
		t.Fatalf("pasted %q", f.s.panel.area.Text)
	}
	f.play(new(input.Script).Chord(input.ModCtrl, input.KeyA).Key(input.KeyBackspace).Idle(1))
	if f.s.panel.area.Text != "" {
		t.Fatalf("Ctrl+A, Backspace left %q", f.s.panel.area.Text)
	}
	f.play(new(input.Script).Key(input.KeyEscape).Idle(1))
	// Nothing readable: the deck stays.
	f.clip.text = "hello\n"
	f.click(f.s.files.imp.Rect)
	f.click(f.s.panel.act.Rect)
	if f.s.panel == nil || !f.s.panel.bad || f.s.Total() != 4 {
		t.Fatalf("a list with no cards: %q", f.s.panel.status)
	}
	f.play(new(input.Script).Key(input.KeyEscape).Idle(1))
	if f.s.panel != nil || f.s.ask != nil {
		t.Fatal("Esc did not close the panel only")
	}
	// A clipboard that cannot be read still lets a list be typed.
	f.clip.err = errors.New("clipboard: no clipboard tool")
	f.click(f.s.files.imp.Rect)
	if f.s.panel == nil || f.s.panel.area.Text != "" || !strings.Contains(f.s.panel.status, "could not be read: no clipboard tool.") {
		t.Fatalf("status %q", f.s.panel.status)
	}
}

// TestImportAfterFixingALine pastes a list with a wrong line in the
// middle, fixes it where it is (a click at the line's end, Ctrl+Backspace
// twice, typing) and imports the corrected list.
func TestImportAfterFixingALine(t *testing.T) {
	f := newFixture(t, "", nil)
	f.clip.text = "Deck\r\n4 Jam-Jar Bear\r\n3 Lightning Bolt\r\n20 Forest\r\n"
	f.click(f.s.files.imp.Rect)
	area := &f.s.panel.area
	if area.Text != "Deck\n4 Jam-Jar Bear\n3 Lightning Bolt\n20 Forest\n" {
		t.Fatalf("the panel shows %q", area.Text)
	}
	// Line 3's middle, well right of its end: the caret goes to its end.
	lineH := 21 * f.s.th.Scale
	at := geom.V(area.Rect.Max.X-40, area.Rect.Min.Y+5+2.5*lineH)
	f.play(new(input.Script).Click(at).Chord(input.ModCtrl, input.KeyBackspace).Chord(input.ModCtrl, input.KeyBackspace).Type("Larder Rat").Idle(1))
	if area.Text != "Deck\n4 Jam-Jar Bear\n3 Larder Rat\n20 Forest\n" {
		t.Fatalf("after the fix: %q", area.Text)
	}
	// A copy that fails says so in the panel.
	f.clip.err = errors.New("clipboard: no clipboard tool")
	f.play(new(input.Script).Hold(input.ModShift).Key(input.KeyHome).Hold(0).Chord(input.ModCtrl, input.KeyC).Idle(1))
	if !f.s.panel.bad || f.s.panel.status != "The selection could not be copied: no clipboard tool." {
		t.Fatalf("a failed copy: %q", f.s.panel.status)
	}
	f.clip.err = nil
	f.click(f.s.panel.act.Rect)
	if f.s.panel != nil || f.s.Total() != 27 || f.s.Count(f.card("Larder Rat")) != 3 {
		t.Fatalf("imported %d cards (%d Larder Rats), panel open %v: %q", f.s.Total(), f.s.Count(f.card("Larder Rat")), f.s.panel != nil, f.s.msg)
	}
}

func TestExport(t *testing.T) {
	f := newFixture(t, "", nil)
	bear, forest := f.card("Jam-Jar Bear"), f.card("Forest")
	for range 4 {
		f.s.add(bear)
		f.s.add(forest)
	}
	f.click(f.s.files.exp.Rect)
	want := "Deck\n// Creatures (4)\n4 Jam-Jar Bear\n\n// Lands (4)\n4 Forest\n"
	if f.clip.text != want || f.s.panel == nil || f.s.panel.area.Text != want || f.s.panel.bad {
		t.Fatalf("exported %q", f.clip.text)
	}
	// The exported text imports back to the same deck.
	d, warns, err := card.ParseDeckList("x", strings.NewReader(f.clip.text), f.lib)
	if err != nil || len(warns) > 0 || d.Size() != 8 {
		t.Fatalf("read back: %v %v", err, warns)
	}
	f.play(new(input.Script).Key(input.KeyEscape).Idle(1))
	if f.s.panel != nil || len(f.backs) != 0 {
		t.Fatal("Esc did not close the export panel only")
	}
	f.clip.err = errors.New("clipboard: no clipboard tool")
	f.click(f.s.files.exp.Rect)
	if !f.s.panel.bad || f.s.panel.area.Text != want {
		t.Fatalf("a failed copy: %q", f.s.panel.status)
	}
}

func TestUnsavedChangesQuestion(t *testing.T) {
	f := newFixture(t, "", nil)
	// Nothing changed: Esc leaves at once.
	f.play(new(input.Script).Key(input.KeyEscape).Idle(1))
	if !slices.Equal(f.backs, []string{""}) {
		t.Fatalf("backs %q", f.backs)
	}
	f = newFixture(t, "", nil)
	f.click(f.s.column.basicPlus[mana.Red].Rect)
	f.play(new(input.Script).Key(input.KeyEscape).Idle(1))
	if f.s.ask == nil || f.s.ask.Text != "Save changes to this deck?" || !slices.Equal(f.s.ask.Labels(), []string{"Save", "Don't save", "Cancel"}) {
		t.Fatalf("question %+v", f.s.ask)
	}
	f.answer("Cancel")
	if len(f.backs) != 0 || f.s.Total() != 1 {
		t.Fatal("Cancel left")
	}
	// Save with no name: refused, the editor stays.
	f.click(f.s.files.exit.Rect)
	f.answer("Save")
	if len(f.backs) != 0 || !f.s.bad {
		t.Fatalf("saved with no name: %q", f.s.msg)
	}
	// Named: Save saves, then leaves with the deck's name.
	f.typeName("Red")
	f.click(f.s.files.exit.Rect)
	if f.s.ask.Text != "Save changes to “Red”?" {
		t.Fatalf("question %q", f.s.ask.Text)
	}
	f.answer("Save")
	if !slices.Equal(f.backs, []string{"Red"}) {
		t.Fatalf("backs %q", f.backs)
	}
	if d, err := f.svc.Store.LoadDeck("Red", f.lib); err != nil || d.Size() != 1 {
		t.Fatalf("saved %v", err)
	}
	// Don't save leaves without saving.
	g := newFixture(t, "", nil)
	g.click(g.s.column.basicPlus[mana.Red].Rect)
	g.click(g.s.files.newB.Rect)
	g.answer("Don't save")
	if g.s.Total() != 0 {
		t.Fatal("Don't save on New kept the deck")
	}
	g.click(g.s.column.basicPlus[mana.Red].Rect)
	g.click(g.s.files.exit.Rect)
	g.answer("Don't save")
	if !slices.Equal(g.backs, []string{""}) {
		t.Fatalf("backs %q", g.backs)
	}
}

func TestDeleteAsksFirst(t *testing.T) {
	f := newFixture(t, "Mine", func(st *store.Store) {
		cards := loadCatalog(t).Lib
		forest, _ := cards.Card("Forest")
		st.SaveDeck("Mine", []*card.Def{forest})
	})
	f.click(f.s.files.del.Rect)
	if f.s.ask == nil || !strings.Contains(f.s.ask.Text, "Delete the saved deck “Mine”?") {
		t.Fatal("Delete did not ask")
	}
	f.answer("Cancel")
	if names, _ := f.svc.Store.DeckNames(store.MainDecks); len(names) != 1 {
		t.Fatal("Cancel deleted")
	}
	f.click(f.s.files.del.Rect)
	f.answer("Delete")
	if names, _ := f.svc.Store.DeckNames(store.MainDecks); len(names) != 0 || f.s.Total() != 1 || !f.s.Dirty() {
		t.Fatalf("after Delete: %v, %d cards", names, f.s.Total())
	}
	f.click(f.s.files.del.Rect)
	if f.s.ask != nil || !f.s.bad {
		t.Fatal("deleting a deck not saved")
	}
}

func TestCtrlFFocusesSearch(t *testing.T) {
	f := newFixture(t, "", nil)
	f.play(new(input.Script).Chord(input.ModCtrl, input.KeyF).Type("bear").Idle(1))
	if !f.s.filters.search.Focused || f.s.filters.search.Text != "bear" {
		t.Fatalf("Ctrl+F then typing: %q", f.s.filters.search.Text)
	}
	// Esc ends the search's editing first, then leaves.
	f.play(new(input.Script).Key(input.KeyEscape).Idle(1))
	if len(f.backs) != 0 || f.s.filters.search.Focused {
		t.Fatal("Esc in the search field left")
	}
}

func TestPoolSource(t *testing.T) {
	c := loadCatalog(t)
	bear, _ := c.Lib.Card("Jam-Jar Bear")
	forest, _ := c.Lib.Card("Forest")
	pool := NewPool([]*card.Def{bear, forest, bear, forest, forest}, 4)
	if n, hard := pool.Copies(bear); n != 2 || !hard {
		t.Fatalf("copies %d %v", n, hard)
	}
	f := newFixture(t, "", nil, WithSource(pool))
	if len(f.s.shown) != 2 || f.s.column.basicLands[mana.Green] != forest {
		t.Fatalf("shown %d", len(f.s.shown))
	}
	r := f.cell(bear.Name)
	for range 3 {
		f.click(r)
	}
	if f.s.Count(bear) != 2 || !f.s.bad {
		t.Fatalf("took %d of 2 bears", f.s.Count(bear))
	}
	if p := f.s.Problems(); len(p) != 1 || p[0] != "The deck needs exactly 4 cards." {
		t.Fatalf("problems %q", p)
	}
	for range 2 {
		f.click(f.s.column.basicPlus[mana.Green].Rect)
	}
	if p := f.s.Problems(); len(p) != 0 {
		t.Fatalf("problems %q", p)
	}
}

func TestImportWithOnlyASideboardLeftOutIsNoFault(t *testing.T) {
	f := newFixture(t, "", nil)
	f.clip.text = "Deck\n4 Jam-Jar Bear\n20 Forest\n\nSideboard\n2 Larder Rat\n"
	f.click(f.s.files.imp.Rect)
	f.click(f.s.panel.act.Rect)
	if f.s.Total() != 24 || f.s.panel == nil {
		t.Fatalf("imported %d cards, panel open %v", f.s.Total(), f.s.panel != nil)
	}
	if msg, bad := f.s.Message(); f.s.panel.bad || bad {
		t.Errorf("a sideboard left out, as the help says, is shown as a fault: %q", msg)
	}
}

// fastClicks appends n clicks at p as a slow frame rate delivers them:
// whole clicks caught in one frame, a release and the next press in one
// frame, and a release with a whole click after it in one frame, a tick
// or two apart.
func fastClicks(p geom.Vec) *input.Script {
	sc := new(input.Script).Move(p)
	// 1, 2: one frame each.
	sc.Burst(p, input.EdgePress, input.EdgeRelease).Idle(2)
	sc.Burst(p, input.EdgePress, input.EdgeRelease).Idle(1)
	// 3, 4: press; the release and the next press in one frame; release.
	sc.Press(input.Left, p).Burst(p, input.EdgeRelease, input.EdgePress).Idle(1).Release(input.Left, p).Idle(1)
	// 5, 6: press; its release and a whole click in one frame.
	sc.Press(input.Left, p).Idle(1).Burst(p, input.EdgeRelease, input.EdgePress, input.EdgeRelease).Idle(1)
	return sc
}

// TestFastClicksCountEach clicks quickly, as a slow frame rate delivers
// the clicks (several changes of the button in one frame): six clicks
// on a grid card add six copies, on its deck row's + add six, on its −
// and on the row take them out again, and the basic lands' + and −
// count every click too.
func TestFastClicksCountEach(t *testing.T) {
	f := newFixture(t, "", nil)
	bear := f.card("Jam-Jar Bear")
	f.play(fastClicks(f.cell(bear.Name).Center()))
	if n := f.s.Count(bear); n != 6 {
		t.Fatalf("six fast clicks on the grid card: %d copies, want 6", n)
	}
	f.play(fastClicks(f.row(bear.Name).plus.Center()))
	if n := f.s.Count(bear); n != 12 {
		t.Fatalf("six fast clicks on +: %d copies, want 12", n)
	}
	f.play(fastClicks(f.row(bear.Name).minus.Center()))
	if n := f.s.Count(bear); n != 6 {
		t.Fatalf("six fast clicks on −: %d copies, want 6", n)
	}
	f.play(fastClicks(f.row(bear.Name).r.Min.Add(geom.V(30, 5))))
	if n := f.s.Count(bear); n != 0 {
		t.Fatalf("six fast clicks on the deck row: %d copies, want 0", n)
	}
	forest := f.s.column.basicLands[mana.Green]
	f.play(fastClicks(f.s.column.basicPlus[mana.Green].Rect.Center()))
	if n := f.s.Count(forest); n != 6 {
		t.Fatalf("six fast clicks on +Forest: %d, want 6", n)
	}
	f.play(fastClicks(f.s.column.basicMinus[mana.Green].Rect.Center()))
	if n := f.s.Count(forest); n != 0 || f.s.Total() != 0 {
		t.Fatalf("six fast clicks on −Forest: %d, total %d, want 0", n, f.s.Total())
	}
}

// TestFastClicksStopAtThePoolsCopies: in the pool builder, fast clicks
// add up to the pool's copies and no more.
func TestFastClicksStopAtThePoolsCopies(t *testing.T) {
	bear, ok := loadCatalog(t).Lib.Card("Jam-Jar Bear")
	if !ok {
		t.Fatal("no Jam-Jar Bear")
	}
	pool := []*card.Def{bear, bear, bear, bear}
	f := newFixture(t, "", nil, WithPoolBuild(scenes.PoolBuild{Title: "Ann", Pool: pool, Size: 40}))
	f.play(fastClicks(f.cell(bear.Name).Center()))
	if n := f.s.Count(bear); n != 4 {
		t.Fatalf("six fast clicks with four in the pool: %d copies, want 4", n)
	}
}

// TestOnlyCopyInDeckSaysSo: adding a second copy of a card the pool has
// once says the only copy is in the deck, not "All 1 copies".
func TestOnlyCopyInDeckSaysSo(t *testing.T) {
	bear, ok := loadCatalog(t).Lib.Card("Jam-Jar Bear")
	if !ok {
		t.Fatal("no Jam-Jar Bear")
	}
	f := newFixture(t, "", nil, WithPoolBuild(scenes.PoolBuild{Title: "Ann", Pool: []*card.Def{bear}, Size: 40}))
	f.s.add(bear)
	f.s.add(bear)
	if want := "The only copy of Jam-Jar Bear is in the deck."; f.s.msg != want {
		t.Errorf("message %q, want %q", f.s.msg, want)
	}
}

// TestEscClosesImportWhileTyping: Esc closes the import panel in one
// press while its box has the focus (as it has when the panel opens).
func TestEscClosesImportWhileTyping(t *testing.T) {
	f := newFixture(t, "", nil)
	f.click(f.s.files.imp.Rect)
	if f.s.panel == nil || !f.s.panel.area.Focused {
		t.Fatal("the import panel did not open with its box focused")
	}
	f.play(new(input.Script).Type("2 Larder Rat").Key(input.KeyEscape).Idle(1))
	if f.s.panel != nil || len(f.backs) != 0 {
		t.Fatalf("one Esc: panel open %v, left the editor %d times", f.s.panel != nil, len(f.backs))
	}
}

// listRow returns the row of the open deck list showing label, or an
// empty rectangle.
func (f *fixture) listRow(label string) geom.Rect {
	for i, r := range f.s.list.rows {
		if it := f.s.list.items[f.s.list.top+i]; it.name != "" && it.label == label {
			return r
		}
	}
	return geom.Rect{}
}
