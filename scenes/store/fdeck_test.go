package store

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// legalDeck is a 44-card deck: the basic deck less its last 22 cards.
func legalDeck(t *testing.T) []*fourcuatro.Def {
	t.Helper()
	cards := catalog.FourCuatro()
	deck := fourcuatro.BasicDeck(cards)[:fourcuatro.ConstructedDeckSize]
	if err := fourcuatro.CheckConstructed(cards, deck); err != nil {
		t.Fatal(err)
	}
	return deck
}

// inListOrder returns deck sorted by the card list's order.
func inListOrder(cards, deck []*fourcuatro.Def) []*fourcuatro.Def {
	out := slices.Clone(deck)
	slices.SortStableFunc(out, func(a, b *fourcuatro.Def) int {
		return slices.Index(cards, a) - slices.Index(cards, b)
	})
	return out
}

func TestFDeckRoundTrip(t *testing.T) {
	cards := catalog.FourCuatro()
	rng := rand.New(rand.NewPCG(1, 2))
	for try := range 20 {
		deck := slices.Clone(fourcuatro.BasicDeck(cards))
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		deck = deck[:try*3]
		text := FormatFDeck("Mine", deck, cards)
		got, err := ParseFDeck("mine.fdeck", strings.NewReader(text), cards)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if want := inListOrder(cards, deck); !slices.Equal(got, want) {
			t.Fatalf("read back %d cards, want %d:\n%s", len(got), len(want), text)
		}
		if again := FormatFDeck("Mine", got, cards); again != text {
			t.Fatalf("formatted twice differently:\n%s\n%s", text, again)
		}
	}
}

func TestFDeckFormat(t *testing.T) {
	cards := catalog.FourCuatro()
	text := FormatFDeck("Burn", legalDeck(t)[:8], cards)
	want := "# FourCuatro deck \"Burn\": 8 cards, one \"COUNT Card Name\" line per card\n6 Ember Flick\n2 Scorch\n"
	if text != want {
		t.Errorf("got\n%s\nwant\n%s", text, want)
	}
}

func TestParseFDeckErrors(t *testing.T) {
	cards := catalog.FourCuatro()
	for _, tc := range []struct{ text, want string }{
		{"4 Scorch\nScorch\n", "d.fdeck:2: expected \"COUNT Card Name\", got \"Scorch\""},
		{"# mine\n\n4\n", "d.fdeck:3: expected"},
		{"4 Scorch\n0 Sift\n", "d.fdeck:2: 0 copies of Sift: a line gives 1 to 99"},
		{"100 Sift\n", "d.fdeck:1: 100 copies"},
		{"2 Sift\n3 Lightning Bolt\n", "d.fdeck:2: \"Lightning Bolt\" is not a FourCuatro card"},
		{"2 Sift\n\n1 sift\n", "d.fdeck:3: a second line for Sift (the first is line 1)"},
	} {
		_, err := ParseFDeck("d.fdeck", strings.NewReader(tc.text), cards)
		var pe *fourcuatro.ParseError
		if err == nil || !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q…", tc.text, err, tc.want)
		}
	}
	// Case, spacing and comments are forgiven.
	got, err := ParseFDeck("d.fdeck", strings.NewReader("# a deck\n  3   ember flick  \n1 SCORCH\n"), cards)
	if err != nil || len(got) != 4 || got[0].Name != "Ember Flick" || got[3].Name != "Scorch" {
		t.Errorf("got %v, %v", got, err)
	}
}

func TestFDecksInTheStore(t *testing.T) {
	s := newStore(t)
	cards := catalog.FourCuatro()
	if names, err := s.DeckNames(FourCuatroDecks); err != nil || len(names) != 0 {
		t.Fatalf("a new store has decks %v, %v", names, err)
	}
	deck := legalDeck(t)
	for _, name := range []string{"zebra", "Burn it all", "alpha"} {
		if err := s.SaveFDeck(name, deck, cards); err != nil {
			t.Fatal(err)
		}
	}
	if names, err := s.DeckNames(FourCuatroDecks); err != nil || !slices.Equal(names, []string{"alpha", "Burn it all", "zebra"}) {
		t.Fatalf("decks %v, %v", names, err)
	}
	got, err := s.LoadFDeck("Burn it all", cards)
	if err != nil || !slices.Equal(got, inListOrder(cards, deck)) {
		t.Fatalf("loaded %d cards, %v", len(got), err)
	}
	if p := s.DeckPath(FourCuatroDecks, "alpha"); p != filepath.Join(s.Dir, "fourcuatro", "alpha.fdeck") {
		t.Errorf("path %s", p)
	}
	if tmps, _ := filepath.Glob(filepath.Join(s.Dir, "fourcuatro", ".*.tmp")); len(tmps) > 0 {
		t.Errorf("temporary files left: %v", tmps)
	}
	if _, err := s.LoadFDeck("missing", cards); err == nil || !strings.Contains(err.Error(), `no saved deck "missing"`) {
		t.Errorf("a missing deck: %v", err)
	}
}

func TestBrokenFDeckIsReportedAndKept(t *testing.T) {
	s := newStore(t)
	cards := catalog.FourCuatro()
	if err := s.SaveFDeck("broken", legalDeck(t), cards); err != nil {
		t.Fatal(err)
	}
	path := s.DeckPath(FourCuatroDecks, "broken")
	junk := "4 Scorch\n4 Scorch of Ages\n"
	if err := os.WriteFile(path, []byte(junk), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := s.LoadFDeck("broken", cards)
	if err == nil || err.Error() != `store: line 2: "Scorch of Ages" is not a FourCuatro card` {
		t.Fatalf("error %v, want one naming line 2", err)
	}
	if read(t, path) != junk {
		t.Fatal("loading touched the broken file")
	}
	// It is still listed, so the player sees it and its fault.
	if names, _ := s.DeckNames(FourCuatroDecks); !slices.Contains(names, "broken") {
		t.Errorf("decks %v", names)
	}
	// Saving over it keeps it as .bad.
	if err := s.SaveFDeck("broken", legalDeck(t), cards); err != nil {
		t.Fatal(err)
	}
	if read(t, path+".bad") != junk {
		t.Error("the broken file was not kept as .bad")
	}
	if _, err := s.LoadFDeck("broken", cards); err != nil {
		t.Error(err)
	}
	// A good file saved over is not kept.
	if err := s.SaveFDeck("good", legalDeck(t), cards); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveFDeck("good", legalDeck(t)[:10], cards); err != nil {
		t.Fatal(err)
	}
	if read(t, s.DeckPath(FourCuatroDecks, "good")+".bad") != "<missing>" {
		t.Error("a good deck was kept as .bad")
	}
}

func TestCheckDeckName(t *testing.T) {
	for _, ok := range []string{"Burn", "my deck 2", "Ünïcode — fine", strings.Repeat("x", MaxDeckName)} {
		if err := CheckDeckName(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "  ", " lead", "trail ", ".hidden", "a/b", `a\b`, "a:b", "what?", "tab\there", strings.Repeat("x", MaxDeckName+1)} {
		if err := CheckDeckName(bad); err == nil {
			t.Errorf("%q was accepted", bad)
		}
	}
	s := newStore(t)
	if err := s.SaveFDeck("../escape", nil, nil); err == nil {
		t.Error("saved a deck named ../escape")
	}
}
