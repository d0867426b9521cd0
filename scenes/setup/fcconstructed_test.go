package setup

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// inListOrder returns deck as a saved deck reads back: in card-list order.
func inListOrder(deck []*fourcuatro.Def) []*fourcuatro.Def {
	cards := catalog.FourCuatro()
	out := slices.Clone(deck)
	slices.SortStableFunc(out, func(a, b *fourcuatro.Def) int { return slices.Index(cards, a) - slices.Index(cards, b) })
	return out
}

func TestFourCuatroConstructedBuildsADeck(t *testing.T) {
	f := newFCFixture(t, nil)
	f.pick(&f.s.format, "Constructed")
	r := f.s.seats[0]
	if r.deck.Value() != fcNoDeckLabel || r.edit.Label != "New deck" || !r.bad {
		t.Fatalf("no saved decks: the choice shows %q, status %q", r.deck.Value(), r.status)
	}
	if !f.s.seats[1].deck.Rect.Empty() {
		t.Error("the computer's seat offers a deck choice")
	}
	if f.start() != nil || f.s.Err() != "You has no deck: choose a saved deck or build one" {
		t.Fatalf("Start with no deck: %q", f.s.Err())
	}
	// "Build a deck…" opens the builder on a new deck and leaves the
	// choice as it was.
	if got := f.pick(&r.deck, fcBuildLabel); got != blank("builder") || !slices.Equal(f.nav.built, []string{""}) {
		t.Fatalf("Build a deck… went to %v, builder opened on %q", got, f.nav.built)
	}
	if r.deck.Value() != fcNoDeckLabel {
		t.Errorf("the choice moved to %q", r.deck.Value())
	}
	// The builder saves a deck and comes back with it chosen.
	deck := f.save("Burn", fourcuatro.ConstructedDeckSize)
	if back := f.nav.builder("Burn"); back != f.s {
		t.Fatalf("the builder went back to %v, not the set-up", back)
	}
	f.play(new(input.Script).Idle(1))
	if r.deckName() != "Burn" || r.bad || r.status != "44 cards, ready to play" || r.edit.Label != "Edit deck" {
		t.Fatalf("back from the builder: deck %q, status %q", r.deckName(), r.status)
	}
	cfg := f.start()
	if cfg == nil {
		t.Fatalf("Start did not play: %q", f.s.Err())
	}
	if cfg.Setup.Format != fourcuatro.Constructed || cfg.Seats != [2]fcseat.Kind{fcseat.Human, fcseat.ComputerEasy} {
		t.Fatalf("config %+v", cfg)
	}
	if !slices.Equal(cfg.Setup.Decks[0], inListOrder(deck)) {
		t.Error("seat 1 did not get the saved deck")
	}
	if err := fourcuatro.CheckConstructed(cfg.Setup.Cards, cfg.Setup.Decks[1]); err != nil {
		t.Errorf("the computer's deck: %v", err)
	}
	if _, err := fourcuatro.New(cfg.Setup, cfg.Seed); err != nil {
		t.Errorf("the config does not deal: %v", err)
	}
	// The same seed builds the computer the same deck.
	again := f.start()
	if !slices.Equal(again.Setup.Decks[1], cfg.Setup.Decks[1]) {
		t.Error("the same seed built the computer another deck")
	}
	// Edit deck opens the builder on the chosen deck; Back from it keeps
	// the choice.
	f.click(r.edit.Rect)
	if f.nav.built[len(f.nav.built)-1] != "Burn" {
		t.Fatalf("Edit deck opened %q", f.nav.built)
	}
	f.nav.builder("")
	if r.deckName() != "Burn" {
		t.Errorf("Back from the builder chose %q", r.deckName())
	}
}

func TestFourCuatroHotSeatConstructed(t *testing.T) {
	f := newFCFixture(t, nil)
	a := f.save("Alpha", fourcuatro.ConstructedDeckSize)
	b := fourcuatro.BasicDeck(catalog.FourCuatro())[fourcuatro.BasicDeckSize-fourcuatro.ConstructedDeckSize:]
	if err := f.svc.Store.SaveFDeck("Beta", b, catalog.FourCuatro()); err != nil {
		t.Fatal(err)
	}
	f.reopen()
	f.pick(&f.s.seats[1].who, "A friend (hot-seat)")
	f.pick(&f.s.format, "Constructed")
	for i, r := range f.s.seats {
		if r.deck.Rect.Empty() || !slices.Equal(r.deck.Options, []string{"Alpha", "Beta", fcBuildLabel}) {
			t.Fatalf("seat %d: deck choice %v at %v", i+1, r.deck.Options, r.deck.Rect)
		}
	}
	f.pick(&f.s.seats[1].deck, "Beta")
	cfg := f.start()
	if cfg == nil {
		t.Fatalf("Start did not play: %q", f.s.Err())
	}
	if cfg.Seats != [2]fcseat.Kind{fcseat.Human, fcseat.Human} || cfg.Setup.Names != [2]string{"Player 1", "Player 2"} {
		t.Fatalf("config %+v", cfg)
	}
	if !slices.Equal(cfg.Setup.Decks[0], inListOrder(a)) || !slices.Equal(cfg.Setup.Decks[1], inListOrder(b)) {
		t.Error("the seats did not get their decks")
	}
	// Everything is remembered for next time.
	want := store.FourCuatroChoice{Opponent: "human", Names: [2]string{"Player 1", "Player 2"}, Format: "constructed", Decks: [2]string{"Alpha", "Beta"}}
	if f.svc.Settings.FourCuatro != want {
		t.Fatalf("remembered %+v", f.svc.Settings.FourCuatro)
	}
	f.reopen()
	if f.s.opp().kind != fcseat.Human || !f.s.constructed() || f.s.seats[0].deckName() != "Alpha" || f.s.seats[1].deckName() != "Beta" || f.s.seats[1].name.Text != "Player 2" {
		t.Fatalf("reopened: %s, constructed %v, decks %s and %s", f.s.opp().label, f.s.constructed(), f.s.seats[0].deckName(), f.s.seats[1].deckName())
	}
}

func TestFourCuatroIllegalDeckCannotStart(t *testing.T) {
	f := newFCFixture(t, nil)
	f.save("Short", 40)
	f.reopen()
	f.pick(&f.s.format, "Constructed")
	r := f.s.seats[0]
	if r.deckName() != "Short" || !r.bad || r.status != "The deck has 40 cards: it needs exactly 44" {
		t.Fatalf("deck %q, status %q", r.deckName(), r.status)
	}
	if f.start() != nil || f.s.Err() != "You's deck “Short” is not ready: the deck has 40 cards: it needs exactly 44" {
		t.Fatalf("Start with a short deck: %q", f.s.Err())
	}
}

func TestFourCuatroBrokenDeckIsReported(t *testing.T) {
	f := newFCFixture(t, nil)
	f.save("Broken", 44)
	path := f.svc.Store.DeckPath(store.FourCuatroDecks, "Broken")
	junk := "4 Scorch\n3 Fireball\n"
	if err := os.WriteFile(path, []byte(junk), 0o644); err != nil {
		t.Fatal(err)
	}
	f.reopen()
	f.pick(&f.s.format, "Constructed")
	r := f.s.seats[0]
	if !r.bad || !strings.Contains(r.status, "line 2: ") || !strings.Contains(r.status, "Fireball") {
		t.Fatalf("status %q", r.status)
	}
	if f.start() != nil || !strings.Contains(f.s.Err(), "line 2: ") {
		t.Fatalf("Start with a broken deck: %q", f.s.Err())
	}
	if data, _ := os.ReadFile(path); string(data) != junk {
		t.Error("the broken deck was touched")
	}
}

func TestFourCuatroSwitchingBackToBasic(t *testing.T) {
	f := newFCFixture(t, nil)
	f.pick(&f.s.format, "Constructed")
	f.pick(&f.s.format, "Basic")
	cfg := f.start()
	if cfg == nil || cfg.Setup.Format != fourcuatro.Basic || cfg.Setup.Decks[0] != nil || cfg.Setup.Decks[1] != nil {
		t.Fatalf("config %+v, error %q", cfg, f.s.Err())
	}
}
