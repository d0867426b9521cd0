package setup

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// chooseMode sets the Game choice by clicking its right arrow.
func (f *fixture) chooseMode(label string) {
	f.t.Helper()
	for range modes {
		if f.s.modeValue().label == label {
			return
		}
		f.play(new(input.Script).Click(rightArrow(f.s.mode.Rect)))
	}
	f.t.Fatalf("no mode %q", label)
}

func deckSizes(rec *record.Record) (total int, lands int) {
	for _, st := range rec.Seats {
		total += len(st.Deck)
		for _, d := range st.Deck {
			if d.IsLand() {
				lands++
			}
		}
	}
	return total, lands
}

func TestEightSeatsAtMostInCompactRows(t *testing.T) {
	f := newFixture(t)
	for range 8 {
		f.click(f.s.add.Rect)
	}
	if len(f.s.seats.rows) != maxSeats || !f.s.add.Disabled {
		t.Fatalf("%d seats, add disabled %v", len(f.s.seats.rows), f.s.add.Disabled)
	}
	last := f.s.seats.rows[maxSeats-1]
	if last.name.Rect.Max.Y >= f.s.add.Rect.Min.Y || f.s.add.Rect.Max.Y >= f.s.seed.Rect.Min.Y || f.s.seed.Rect.Max.Y >= f.s.start.Rect.Min.Y {
		t.Errorf("rows overlap: last seat %v, add %v, seed %v, start %v", last.name.Rect, f.s.add.Rect, f.s.seed.Rect, f.s.start.Rect)
	}
	if f.s.start.Rect.Max.Y > 720 {
		t.Errorf("Start is off the screen: %v", f.s.start.Rect)
	}
}

func TestLandlessModes(t *testing.T) {
	cases := []struct {
		mode, variant string
		seats, total  int
	}{
		{"Landless — single deck", "landless-single", 4, 100},
		{"Landless — single deck, double draw", "landless-double", 4, 100},
		{"Landless — single deck, double draw", "landless-double", 6, 200},
	}
	for _, c := range cases {
		f := newFixture(t)
		for len(f.s.seats.rows) < c.seats {
			f.click(f.s.add.Rect)
		}
		f.chooseMode(c.mode)
		rec := f.start()
		if rec == nil {
			t.Fatalf("%s: Start did not play: %q", c.mode, f.s.Err())
		}
		if rec.Variant != c.variant {
			t.Errorf("%s: variant %q", c.mode, rec.Variant)
		}
		total, lands := deckSizes(rec)
		if total != c.total || lands != 0 {
			t.Errorf("%s, %d seats: %d cards with %d lands, want %d and none", c.mode, c.seats, total, lands, c.total)
		}
		if _, err := rec.Start(); err != nil {
			t.Errorf("%s: %v", c.mode, err)
		}
	}
}

func TestRandomDraftDealsPoolsAndBuildsDecks(t *testing.T) {
	f := newFixture(t)
	f.chooseMode("Landless — random draft")
	f.play(new(input.Script).Click(f.s.pool.Rect.Center()).Type("50"))
	f.play(new(input.Script).Click(f.s.minDeck.Rect.Center()).Type("30"))
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start did not play: %q", f.s.Err())
	}
	if rec.Variant != "landless" {
		t.Errorf("variant %q", rec.Variant)
	}
	for i, st := range rec.Seats {
		if len(st.Deck) < 30 || len(st.Deck) > 50 {
			t.Errorf("seat %d: %d cards from a pool of 50, at least 30", i+1, len(st.Deck))
		}
		for _, d := range st.Deck {
			if d.IsLand() {
				t.Errorf("seat %d's draft deck holds %s", i+1, d.Name)
			}
		}
	}
	// The same seed deals the same pools.
	f.play(new(input.Script).Click(f.s.seed.Rect.Center()).Type("77"))
	a, b := f.start(), f.start()
	if !sameDecks(a.Seats[0].Deck, b.Seats[0].Deck) {
		t.Error("the same seed drafted different decks")
	}
}

func TestRandomDraftRefusesABadPoolSize(t *testing.T) {
	f := newFixture(t)
	f.chooseMode("Landless — random draft")
	f.play(new(input.Script).Click(f.s.pool.Rect.Center()).Type("5"))
	if rec := f.start(); rec != nil {
		t.Fatal("a pool of 5 started")
	}
	if f.s.Err() == "" {
		t.Error("no error shown")
	}
}

func TestStandardHidesLandlessOptions(t *testing.T) {
	f := newFixture(t)
	if !f.s.pool.Rect.Empty() || !f.s.shared.Rect.Empty() {
		t.Error("Landless options show for a standard game")
	}
	f.chooseMode("Landless")
	rec := f.start()
	if rec == nil || rec.Variant != "landless" || rec.Seats[0].DeckName == "" {
		t.Fatalf("Landless with own decks: %+v (%q)", rec, f.s.Err())
	}
}

func sameDecks(a, b []*card.Def) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestTheGameChoiceIsRemembered(t *testing.T) {
	f := newFixture(t)
	f.chooseMode("Landless — random draft")
	f.play(new(input.Script).Click(f.s.pool.Rect.Center()).Type("72"))
	if rec := f.start(); rec == nil {
		t.Fatalf("Start: %q", f.s.Err())
	}
	if got := f.svc.Settings.LastGame; got.Mode != "Landless — random draft" || got.Pool != "72" {
		t.Fatalf("remembered %+v", got)
	}
	again := New(f.svc)
	if again.modeValue().label != "Landless — random draft" || again.pool.Text != "72" {
		t.Errorf("the next set-up shows %q with pool %q", again.modeValue().label, again.pool.Text)
	}
	f.svc.Settings.LastGame = store.GameChoice{Mode: "Chess", Pool: "12345x"}
	if s := New(f.svc); s.modeValue().label != "Standard" || s.pool.Text != "" {
		t.Errorf("an unknown remembered game gave %q, pool %q", s.modeValue().label, s.pool.Text)
	}
}

func TestRandomDraftLetsEachPersonBuildInTurn(t *testing.T) {
	f := newFixture(t)
	f.click(f.s.presets[1].Rect) // hot-seat for two
	f.click(f.s.add.Rect)        // and a computer
	f.chooseMode("Landless — random draft")
	f.nav.pick = func(b scenes.DraftBuild) []*card.Def { return b.Pool[:b.Min] }
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start: %q", f.s.Err())
	}
	if len(f.nav.drafts) != 2 {
		t.Fatalf("%d deck builders opened, want one per person", len(f.nav.drafts))
	}
	for k, b := range f.nav.drafts {
		if b.Player != rec.Seats[k].Name || !b.Curtain || len(b.Pool) != defaultPool || b.Min != defaultMinDeck {
			t.Errorf("builder %d: %q, curtain %v, pool %d, min %d", k, b.Player, b.Curtain, len(b.Pool), b.Min)
		}
		if !sameDecks(rec.Seats[k].Deck, b.Pool[:b.Min]) {
			t.Errorf("seat %d plays %d cards, not the %d built", k+1, len(rec.Seats[k].Deck), b.Min)
		}
		if s := b.Suggest(b.Pool); len(s) < b.Min {
			t.Errorf("the suggestion has %d cards", len(s))
		}
	}
	if len(rec.Seats[2].Deck) < defaultMinDeck || rec.Seats[2].Controller == record.Human {
		t.Errorf("the computer seat: %d cards, %s", len(rec.Seats[2].Deck), rec.Seats[2].Controller)
	}
}

// TestPresetIsAStandardGame: after a rummy game, "You vs computer" sets up
// a Standard game, not another rummy one.
func TestPresetIsAStandardGame(t *testing.T) {
	f := newFixture(t)
	f.chooseMode("Live-Draft — rummy")
	f.click(f.s.presets[0].Rect) // you vs computer
	if got := f.s.modeValue().label; got != "Standard" {
		t.Errorf("the preset shows the game %q", got)
	}
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start: %q", f.s.Err())
	}
	if rec.Variant != "plain" {
		t.Errorf("the preset started a %q game", rec.Variant)
	}
}
