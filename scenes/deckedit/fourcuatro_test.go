package deckedit

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/fcdecks"
	"github.com/kitchentable/kitchentable/scenes/internal/scenetest"
	"github.com/kitchentable/kitchentable/scenes/store"
)

type fcFixture struct {
	t   *testing.T
	s   *FourCuatro
	svc *scenes.Services
	ctx *scenes.Context
	in  input.State
	// backs are the decks the builder went back with.
	backs []string
}

// newFCFixture opens the builder on deck with a store in a temporary
// folder; prepare, if given, fills the store first.
func newFCFixture(t *testing.T, deck string, prepare func(st *store.Store)) *fcFixture {
	t.Helper()
	st, set := testStore(t, prepare)
	f := &fcFixture{t: t}
	f.svc = &scenes.Services{Store: st, Settings: set}
	f.s = NewFourCuatro(f.svc, deck, fcdecks.Constructed(catalog.FourCuatro()), func(chosen string) scenes.Scene {
		f.backs = append(f.backs, chosen)
		return scenetest.Named("setup")
	}, WithFourCuatroRand(rand.New(rand.NewPCG(5, 6))))
	f.ctx = &scenes.Context{In: &f.in, Width: 1280, Height: 720, Svc: f.svc}
	f.play(new(input.Script).Idle(1))
	return f
}

func (f *fcFixture) play(sc *input.Script) { f.t.Helper(); scenetest.Play(f.t, f.s, f.ctx, sc) }

// card returns the card named name and its rectangle in the grid.
func (f *fcFixture) card(name string) (*fourcuatro.Def, geom.Rect) {
	f.t.Helper()
	for i, c := range f.s.cards {
		if c.Name == name {
			return c, f.s.ui.cells[i]
		}
	}
	f.t.Fatalf("no card %q", name)
	return nil, geom.Rect{}
}

// row returns the rectangle of name's row in the deck.
func (f *fcFixture) row(name string) geom.Rect {
	f.t.Helper()
	for _, r := range f.s.ui.rows {
		if r.d.Name == name {
			return r.r
		}
	}
	f.t.Fatalf("no %q in the deck", name)
	return geom.Rect{}
}

func (f *fcFixture) clickCard(name string, times int) {
	_, r := f.card(name)
	for range times {
		f.play(new(input.Script).Click(r.Center()))
	}
}

func (f *fcFixture) click(r geom.Rect) scenes.Scene {
	f.t.Helper()
	return scenetest.Click(f.t, f.s, f.ctx, r)
}

// typeName replaces the name box's text with name.
func (f *fcFixture) typeName(name string) {
	sc := new(input.Script).Click(f.s.name.Rect.Center())
	for range len([]rune(f.s.name.Text)) {
		sc.Key(input.KeyBackspace)
	}
	f.play(sc.Type(name).Key(input.KeyEnter))
}

func (f *fcFixture) msg() string { m, _ := f.s.Message(); return m }

func TestFourCuatroClickAddsAndRightClickRemoves(t *testing.T) {
	f := newFCFixture(t, "", nil)
	conf, r := f.card("Conflagration")
	f.clickCard("Conflagration", 2)
	if f.s.count[conf] != 2 || f.s.total != 2 {
		t.Fatalf("two clicks: %d copies, %d cards", f.s.count[conf], f.s.total)
	}
	// Its circles allow two.
	f.clickCard("Conflagration", 1)
	if f.s.count[conf] != 2 || !strings.Contains(f.msg(), "all 2 copies are in the deck") {
		t.Fatalf("a third copy: %d copies, message %q", f.s.count[conf], f.msg())
	}
	f.play(new(input.Script).RightClick(r.Center()))
	if f.s.count[conf] != 1 || f.s.total != 1 {
		t.Fatalf("right-click on the card: %d copies", f.s.count[conf])
	}
	// A click on a deck row adds; a right-click takes one back.
	f.click(f.row("Conflagration"))
	f.play(new(input.Script).RightClick(f.row("Conflagration").Center()))
	f.play(new(input.Script).RightClick(f.row("Conflagration").Center()))
	if f.s.count[conf] != 0 || len(f.s.ui.rows) != 0 {
		t.Fatalf("after clicks on the row: %d copies, rows %v", f.s.count[conf], f.s.ui.rows)
	}
	f.play(new(input.Script).RightClick(r.Center()))
	if f.s.total != 0 || !strings.Contains(f.msg(), "There is no Conflagration in the deck") {
		t.Fatalf("right-click with none in the deck: %q", f.msg())
	}
}

func TestFourCuatroTheDeckHoldsAtMost44(t *testing.T) {
	f := newFCFixture(t, "", nil)
	f.click(f.s.fill.Rect)
	if f.s.total != fourcuatro.ConstructedDeckSize || f.s.Problem() != "" {
		t.Fatalf("filled: %d cards, %q", f.s.total, f.s.Problem())
	}
	for _, c := range f.s.cards {
		if f.s.count[c] < c.Count {
			f.clickCard(c.Name, 1)
			break
		}
	}
	if f.s.total != fourcuatro.ConstructedDeckSize || !strings.Contains(f.msg(), "The deck is full: 44 cards") {
		t.Fatalf("a 45th card: %d cards, %q", f.s.total, f.msg())
	}
}

func TestFourCuatroDrag(t *testing.T) {
	f := newFCFixture(t, "", nil)
	scorch, r := f.card("Scorch")
	into := f.s.ui.deckArea.Center()
	f.play(new(input.Script).Drag(r.Center(), into, 8))
	if f.s.count[scorch] != 1 {
		t.Fatalf("a drag into the deck: %d copies", f.s.count[scorch])
	}
	// A drag that ends on the list adds nothing.
	_, other := f.card("Sift")
	f.play(new(input.Script).Drag(r.Center(), other.Center(), 8))
	if f.s.total != 1 {
		t.Fatalf("a drag onto the list: %d cards", f.s.total)
	}
	// Dragged out of the deck, a card goes back.
	f.play(new(input.Script).Drag(f.row("Scorch").Center(), other.Center(), 8))
	if f.s.count[scorch] != 0 {
		t.Fatalf("a drag out of the deck: %d copies", f.s.count[scorch])
	}
	// A drag within the deck keeps it.
	f.clickCard("Scorch", 1)
	f.play(new(input.Script).Drag(f.row("Scorch").Center(), into, 8))
	if f.s.count[scorch] != 1 {
		t.Fatalf("a drag within the deck: %d copies", f.s.count[scorch])
	}
}

func TestFourCuatroClearAndFill(t *testing.T) {
	f := newFCFixture(t, "", nil)
	f.clickCard("Ember Flick", 3)
	f.click(f.s.fill.Rect)
	ember, _ := f.card("Ember Flick")
	if f.s.Problem() != "" || f.s.count[ember] < 3 || f.msg() != "Added 41 random cards: the deck is ready to play" {
		t.Fatalf("filled: %q, %d Ember Flick, %q", f.s.Problem(), f.s.count[ember], f.msg())
	}
	f.click(f.s.fill.Rect)
	if f.msg() != "The deck is already complete" {
		t.Errorf("filling a full deck: %q", f.msg())
	}
	f.click(f.s.clear.Rect)
	if f.s.total != 0 || len(f.s.Deck()) != 0 || f.s.Problem() != "The deck has 0 cards: it needs exactly 44" {
		t.Fatalf("cleared: %d cards, %q", f.s.total, f.s.Problem())
	}
	// A deck with too many copies (from a file edited by hand) is cut
	// down to a legal one.
	f.s.setDeck(slices.Repeat([]*fourcuatro.Def{ember}, 50))
	f.click(f.s.fill.Rect)
	if f.s.Problem() != "" || f.s.count[ember] != ember.Count || !strings.HasPrefix(f.msg(), "Cut down to a legal deck") {
		t.Fatalf("filled from 50 Ember Flicks: %q, %d of them, %q", f.s.Problem(), f.s.count[ember], f.msg())
	}
}

func TestFourCuatroCurveCounts(t *testing.T) {
	f := newFCFixture(t, "", nil)
	if plural(1, "trap") != "1 trap" || plural(0, "spell") != "0 spells" || plural(13, "trap") != "13 traps" {
		t.Error("plural")
	}
	// The grid shows spells by cost, then traps.
	for i := 1; i < len(f.s.cards); i++ {
		a, b := f.s.cards[i-1], f.s.cards[i]
		if a.Kind > b.Kind || (a.Kind == b.Kind && a.Cost > b.Cost) {
			t.Fatalf("%s before %s", a.Name, b.Name)
		}
	}
}

// TestAllInKeepsNamesReadable checks, for every card at 1280×720 and
// 900×560, that the badge saying all copies are in the deck lies below
// the card's name, and that the wash over such a card is pale, so the
// name's dark letters still stand out.
func TestFourCuatroAllInKeepsNamesReadable(t *testing.T) {
	f := newFCFixture(t, "", nil)
	fonts, err := paint.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	f.s.th.Fonts = fonts
	for _, size := range [][2]int{{1280, 720}, {900, 560}} {
		f.ctx.Width, f.ctx.Height = size[0], size[1]
		f.play(new(input.Script).Idle(1))
		for i, d := range f.s.cards {
			r := f.s.ui.cells[i]
			font, lines, y, step := f.s.nameLines(d, r)
			bottom := y + float64(len(lines)-1)*step + font.Size*f.s.th.Scale*0.6
			if badge := fcAllInBadge(r, f.s.th.Scale); badge.Min.Y < bottom {
				t.Errorf("%dx%d: %s's name reaches %v, under the badge at %v", size[0], size[1], d.Name, bottom, badge)
			}
		}
	}
	if paint.Luma(fcAllInWash) < 0.7 {
		t.Errorf("the wash %v is dark: it would hide the names", fcAllInWash)
	}
}

// TestEscLeavesFromAFocusedField: Esc leaves the builder in one press
// while the player is typing the deck's name (nothing else changed).
func TestFourCuatroEscLeavesFromAFocusedField(t *testing.T) {
	f := newFCFixture(t, "", nil)
	f.play(new(input.Script).Click(f.s.name.Rect.Center()))
	if !f.s.name.Focused {
		t.Fatal("the click did not focus the name")
	}
	f.play(new(input.Script).Key(input.KeyEscape))
	if got := f.ctx.Next(); got != scenetest.Named("setup") {
		t.Fatalf("one Esc in a focused field went to %v, want the set-up", got)
	}
}
