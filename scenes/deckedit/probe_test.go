//go:build kitchentableprobe

package deckedit

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/scenetest"
)

// TestProbeTotal checks that the probe's "total" item follows the deck's
// number of cards.
func TestProbeTotal(t *testing.T) {
	f := newFixture(t, "", nil)
	total := func() string {
		for _, c := range f.s.Probe().Cards {
			if c.Zone == "total" {
				return c.Label
			}
		}
		return "none"
	}
	if got := total(); got != "0" {
		t.Fatalf("an empty deck's total is %q, want 0", got)
	}
	forest := f.card("Forest")
	f.s.add(forest)
	f.s.add(forest)
	f.s.add(forest)
	f.s.remove(forest)
	if got := total(); got != "2" {
		t.Fatalf("three Forests added and one taken out: total %q, want 2", got)
	}
}

func TestPoolBuild(t *testing.T) {
	c := loadCatalog(t)
	bear, _ := c.Lib.Card("Jam-Jar Bear")
	forest, _ := c.Lib.Card("Forest")
	var got [][]*card.Def
	refuse := "The league says no."
	b := scenes.PoolBuild{
		Title: "Ada builds deck 4",
		Pool:  []*card.Def{bear, forest, bear, forest, forest, forest},
		Deck:  []*card.Def{bear, forest},
		Size:  4,
		Done: func(deck []*card.Def) (scenes.Scene, string) {
			got = append(got, deck)
			if refuse != "" {
				return nil, refuse
			}
			return scenetest.Named("hub"), ""
		},
		Back:    func() scenes.Scene { return scenetest.Named("left") },
		Suggest: func() []*card.Def { return []*card.Def{bear, bear, forest, forest} },
	}
	f := newFixture(t, "", nil, WithPoolBuild(b))
	if !f.s.Building() || f.s.Total() != 2 || f.s.files.save.Label != "Done" {
		t.Fatalf("building %v, %d cards, %q", f.s.Building(), f.s.Total(), f.s.files.save.Label)
	}
	for _, l := range f.s.Probe().Buttons {
		if l.Label == "New" || l.Label == "Open" || l.Label == "Delete" || l.Label == "Name" {
			t.Errorf("the pool builder offers %s", l.Label)
		}
	}
	// Not 4 cards yet: Done explains and stays.
	f.click(f.s.files.save.Rect)
	if msg, bad := f.s.Message(); !bad || msg != "The deck needs exactly 4 cards." || len(got) != 0 {
		t.Fatalf("message %q %v, done %d", msg, bad, len(got))
	}
	f.click(f.cell(bear.Name))
	f.click(f.s.column.basicPlus[mana.Green].Rect)
	if f.s.Total() != 4 {
		t.Fatalf("%d cards", f.s.Total())
	}
	// The league refuses: its sentence shows and the builder stays.
	f.play(new(input.Script).Chord(input.ModCtrl, input.KeyS).Idle(1))
	if msg, _ := f.s.Message(); msg != refuse || len(got) != 1 || len(got[0]) != 4 {
		t.Fatalf("message %q, done %d", msg, len(got))
	}
	refuse = ""
	next := scenetest.Click(t, f.s, f.ctx, f.s.files.save.Rect)
	if next != scenetest.Named("hub") || len(got) != 2 {
		t.Fatalf("Done went to %v", next)
	}
	// Suggest puts the computer's deck in the editor.
	f = newFixture(t, "", nil, WithPoolBuild(b))
	f.click(f.s.files.suggest.Rect)
	if f.s.Total() != 4 || f.s.Count(bear) != 2 || !f.s.Dirty() {
		t.Fatalf("suggested %d cards", f.s.Total())
	}
	// Back with a changed deck asks before leaving.
	f.click(f.cell(bear.Name))
	f.play(new(input.Script).Key(input.KeyEscape).Idle(1))
	if f.s.ask == nil {
		t.Fatal("no question when leaving a changed deck")
	}
	if next := scenetest.Click(t, f.s, f.ctx, f.s.ask.Buttons[0].Rect); next != scenetest.Named("left") {
		t.Fatalf("Leave went to %v", next)
	}
}

func TestSchemesTabShowsOnlySchemes(t *testing.T) {
	f := newFixture(t, "", nil)
	mainShown := len(f.s.shown)
	f.search("bear")
	f.toSchemes()
	if f.s.filters.search.Text != "" || len(f.s.shown) < 20 {
		t.Fatalf("the scheme browser: search %q, %d schemes", f.s.filters.search.Text, len(f.s.shown))
	}
	for _, d := range f.s.shown {
		if !d.Types.Has(card.Scheme) {
			t.Fatalf("the scheme browser shows %s", d.Name)
		}
	}
	// The schemes' own filters: the kind, and a theme deck's schemes.
	f.click(f.s.filters.kinds[ongoing].Rect)
	for _, d := range f.s.shown {
		if !d.Super.Has(card.Ongoing) {
			t.Fatalf("Ongoing shows %s", d.Name)
		}
	}
	ongoings := len(f.s.shown)
	f.click(f.s.filters.kinds[ongoing].Rect)
	f.click(f.s.filters.kinds[oneShot].Rect)
	if len(f.s.shown)+ongoings != len(f.s.src.Cards()) {
		t.Errorf("%d one-shot and %d ongoing schemes of %d", len(f.s.shown), ongoings, len(f.s.src.Cards()))
	}
	f.click(f.s.filters.clearFilter.Rect)
	_, next := f.s.filters.themeFrom.Arrows()
	f.click(next)
	var first string
	for _, n := range f.svc.Catalog.Decks {
		if strings.HasPrefix(n, "archenemy-") {
			first = n
			break
		}
	}
	theme, err := f.svc.Catalog.Deck(first)
	if err != nil {
		t.Fatal(err)
	}
	want := map[*card.Def]bool{}
	for _, d := range theme.Schemes {
		want[d] = true
	}
	if f.s.filters.themeFrom.Value() != "From "+readyName(first) || len(f.s.shown) != len(want) {
		t.Fatalf("the theme deck filter %q shows %d schemes, want %d", f.s.filters.themeFrom.Value(), len(f.s.shown), len(want))
	}
	for _, d := range f.s.shown {
		if !want[d] {
			t.Fatalf("%q shows %s", f.s.filters.themeFrom.Value(), d.Name)
		}
	}
	f.search("bell")
	// Back on the deck: the main browser with its own search.
	f.click(f.s.column.tabs[mainPart].Rect)
	if f.s.onSchemes() || f.s.filters.search.Text != "bear" || len(f.s.shown) == mainShown {
		t.Fatalf("back on the deck: search %q, %d shown", f.s.filters.search.Text, len(f.s.shown))
	}
	p := f.s.Probe()
	labels := map[string]bool{}
	for _, b := range p.Buttons {
		labels[b.Label] = true
	}
	if !labels["Deck 0"] || !labels["Schemes 0"] || labels["Ongoing"] {
		t.Errorf("the probe's buttons %v", p.Buttons)
	}
	f.toSchemes()
	if f.s.filters.search.Text != "bell" {
		t.Errorf("the schemes' search came back as %q", f.s.filters.search.Text)
	}
}
