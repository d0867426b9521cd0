package setup

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/render/input"
)

// chooseCollection sets the collection choice by clicking its right arrow.
func (f *fixture) chooseCollection(value string) {
	f.t.Helper()
	for range collectionChoices {
		if f.s.collection.value() == value {
			return
		}
		f.play(new(input.Script).Click(rightArrow(f.s.collection.choice.Rect)))
	}
	f.t.Fatalf("no collection %q", value)
}

// writeCardList writes cards, one a line, as the card list dir/mine.deck
// and returns its path.
func writeCardList(t *testing.T, dir string, cards []*card.Def) string {
	t.Helper()
	var list strings.Builder
	for _, d := range cards {
		list.WriteString("1 " + d.Name + "\n")
	}
	p := filepath.Join(dir, "mine.deck")
	if err := os.WriteFile(p, []byte(list.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// withOwnSet gives the fixture's catalog a set of the player's own of n
// colourless creatures, and opens the screen again.
func withOwnSet(t *testing.T, f *fixture, n int) {
	t.Helper()
	var b strings.Builder
	b.WriteString("set: Test Kitchen\ncode: TKX\n")
	for i := range n {
		fmt.Fprintf(&b, "\ncard: Test Golem %d\ncost: {%d}\ntype: Artifact Creature — Golem\npt: 2/2\nrarity: common\n", i+1, 1+i%5)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "mine.cards"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cat, err := catalog.LoadDir(nil, dir)
	if err != nil {
		t.Fatal(err)
	}
	f.svc.Catalog = cat
	f.s = New(f.svc, WithRand(func() uint64 { return 4242 }))
	f.play(new(input.Script).Idle(1))
}

// TestTheCollectionChoiceShowsForDraftAndSingleDeckOnly: Standard and
// Landless with own decks show no collection choice.
func TestTheCollectionChoiceShowsForDraftAndSingleDeckOnly(t *testing.T) {
	f := newFixture(t)
	for _, m := range []string{"Standard", "Landless", "Live-Draft — tableau"} {
		f.chooseMode(m)
		if !f.s.collection.choice.Rect.Empty() {
			t.Errorf("%s shows the collection choice", m)
		}
	}
	for _, m := range []string{"Landless — random draft", "Landless — single deck"} {
		f.chooseMode(m)
		if f.s.collection.choice.Rect.Empty() || f.s.collection.value() != blockCollection {
			t.Errorf("%s: collection shown %v, %q", m, !f.s.collection.choice.Rect.Empty(), f.s.collection.value())
		}
	}
}

// TestSingleDeckFromACardListFile: the shared deck is the card list as it
// is, shared out among the seats; a short list is refused in a sentence.
func TestSingleDeckFromACardListFile(t *testing.T) {
	dir := t.TempDir()
	f := newFixture(t)
	f.chooseMode("Landless — single deck")
	f.chooseCollection(fileCollection)
	if !f.s.pick.picker.Open {
		t.Fatal("choosing a card list file does not open the file picker")
	}
	f.play(new(input.Script).Key(input.KeyEscape))
	if !f.s.shared.Rect.Empty() {
		t.Error("the size choice shows for a card list, which is its own size")
	}
	small := filepath.Join(dir, "small.deck")
	if err := os.WriteFile(small, []byte("4 Sparkrunner\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f.s.live.path.Text = small
	if rec := f.start(); rec != nil || !strings.Contains(f.s.Err(), "60") {
		t.Errorf("4 cards: started %v, error %q", rec != nil, f.s.Err())
	}
	mine := writeCardList(t, dir, f.svc.Catalog.Block()[:70])
	f.s.live.path.Text = mine
	rec := f.start()
	if rec == nil {
		t.Fatalf("a 70-card list did not start: %q", f.s.Err())
	}
	if total, _ := deckSizes(rec); total != 70 || rec.Seats[0].DeckName != "Shared deck: mine (70 cards)" {
		t.Errorf("the shared deck has %d cards and is called %q", total, rec.Seats[0].DeckName)
	}
	if got := f.svc.Settings.LastGame; got.Collection != fileCollection || got.LibraryFile != mine {
		t.Errorf("remembered %+v", got)
	}
	if _, err := rec.Start(); err != nil {
		t.Error(err)
	}
}

// TestRandomDraftFromACardListFile: the pools are dealt from the list's
// cards only.
func TestRandomDraftFromACardListFile(t *testing.T) {
	f := newFixture(t)
	in := map[string]bool{}
	for _, d := range f.svc.Catalog.Block()[:80] {
		in[d.Name] = true
	}
	mine := writeCardList(t, t.TempDir(), f.svc.Catalog.Block()[:80])
	f.chooseMode("Landless — random draft")
	f.chooseCollection(fileCollection)
	f.play(new(input.Script).Key(input.KeyEscape))
	f.s.live.path.Text = mine
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start: %q", f.s.Err())
	}
	for i, st := range rec.Seats {
		for _, d := range st.Deck {
			if !in[d.Name] || d.IsLand() {
				t.Errorf("seat %d's draft holds %s, not a spell of the list", i+1, d.Name)
			}
		}
		if !strings.HasSuffix(st.DeckName, "from mine") {
			t.Errorf("seat %d's deck is called %q", i+1, st.DeckName)
		}
	}
}

// TestLandlessFromOwnSets: with a set of 25 cards of the player's own, the
// shared deck is those cards twice each and a draft deals only them.
func TestLandlessFromOwnSets(t *testing.T) {
	f := newFixture(t)
	withOwnSet(t, f, 25)
	f.chooseMode("Landless — single deck")
	f.chooseCollection(ownCollection)
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start: %q", f.s.Err())
	}
	total, lands := deckSizes(rec)
	if total != 50 || lands != 0 || rec.Seats[0].DeckName != "Shared deck from your own sets (50 cards)" {
		t.Errorf("the shared deck: %d cards, %d lands, called %q", total, lands, rec.Seats[0].DeckName)
	}
	f.chooseMode("Landless — random draft")
	if f.s.collection.value() != ownCollection {
		t.Fatal("the collection choice did not stay")
	}
	rec = f.start()
	if rec == nil {
		t.Fatalf("Start: %q", f.s.Err())
	}
	for _, st := range rec.Seats {
		for _, d := range st.Deck {
			if d.Set != "TKX" {
				t.Errorf("%s of set %s in a draft from your own sets", d.Name, d.Set)
			}
		}
	}
}

// TestOwnSetsRefusedWhenThereAreNone: without sets of their own the game
// does not start and says why in a sentence.
func TestOwnSetsRefusedWhenThereAreNone(t *testing.T) {
	f := newFixture(t)
	f.chooseMode("Landless — single deck")
	f.chooseCollection(ownCollection)
	if rec := f.start(); rec != nil || !strings.Contains(f.s.Err(), "no card sets of your own") {
		t.Errorf("started %v, error %q", rec != nil, f.s.Err())
	}
	withOwnSet(t, f, 5)
	f.chooseMode("Landless — single deck")
	f.chooseCollection(ownCollection)
	if rec := f.start(); rec != nil || !strings.Contains(f.s.Err(), "too few") || strings.Contains(f.s.Err(), "landless:") {
		t.Errorf("5 cards: started %v, error %q", rec != nil, f.s.Err())
	}
}
