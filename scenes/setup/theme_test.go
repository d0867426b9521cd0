package setup

import (
	"strconv"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/render/input"
)

// checkArchenemies checks that exactly the seats in want play a theme deck
// with a legal scheme deck and that the record starts.
func checkArchenemies(t *testing.T, rec *record.Record, want func(i int) bool) {
	t.Helper()
	for i, st := range rec.Seats {
		switch {
		case want(i) && !strings.HasPrefix(st.DeckName, themePrefix):
			t.Errorf("seat %d plays %q, not a theme deck", i+1, st.DeckName)
		case want(i):
			if err := card.CheckSchemeDeck(st.Schemes); err != nil {
				t.Errorf("seat %d's schemes: %v", i+1, err)
			}
		case len(st.Schemes) > 0:
			t.Errorf("seat %d is no archenemy but has %d schemes", i+1, len(st.Schemes))
		}
	}
	if _, err := rec.Start(); err != nil {
		t.Errorf("the game does not start: %v", err)
	}
}

func TestArchenemyIsOneThemeDeckAgainstATeamOfThree(t *testing.T) {
	f := newFixture(t)
	f.chooseMode("Archenemy")
	if len(f.s.seats.rows) != 4 {
		t.Fatalf("Archenemy opened with %d seats, want the archenemy and three", len(f.s.seats.rows))
	}
	if f.s.seats.rows[0].theme.Rect.Empty() || !f.s.seats.rows[0].deck.Rect.Empty() {
		t.Error("seat 1 does not show the theme deck choice instead of the deck")
	}
	for i, r := range f.s.seats.rows[1:] {
		if !r.theme.Rect.Empty() || r.deck.Rect.Empty() {
			t.Errorf("team seat %d shows a theme deck choice", i+2)
		}
	}
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start did not play: %q", f.s.Err())
	}
	if rec.Variant != "archenemy" {
		t.Errorf("variant %q", rec.Variant)
	}
	checkArchenemies(t, rec, func(i int) bool { return i == 0 })
}

func TestArchenemyChoosesItsThemeDeck(t *testing.T) {
	f := newFixture(t)
	f.chooseMode("Archenemy")
	if len(f.s.seats.themeOpts) < 5 {
		t.Fatalf("theme choices %v, want random and the theme decks", f.s.seats.themeOpts)
	}
	f.play(new(input.Script).Click(rightArrow(f.s.seats.rows[0].theme.Rect)))
	want := f.s.seats.themeOpts[1].value
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start did not play: %q", f.s.Err())
	}
	if rec.Seats[0].DeckName != want {
		t.Errorf("the archenemy plays %q, chose %q", rec.Seats[0].DeckName, want)
	}
	// The choice is remembered for the next game.
	if got := f.svc.Settings.LastSeats[0].Deck; got != want {
		t.Errorf("remembered %q", got)
	}
}

// TestArchenemyTakesTwoToEightSeats: the team against the archenemy is
// any number of players (rule 904.2b), one to seven at a table of eight.
func TestArchenemyTakesTwoToEightSeats(t *testing.T) {
	f := newFixture(t)
	f.chooseMode("Archenemy")
	for range 5 {
		f.click(f.s.add.Rect)
	}
	if len(f.s.seats.rows) != 8 || !f.s.add.Disabled {
		t.Errorf("%d seats, add disabled %v; want 8 at most", len(f.s.seats.rows), f.s.add.Disabled)
	}
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start did not play with eight seats: %q", f.s.Err())
	}
	checkArchenemies(t, rec, func(i int) bool { return i == 0 })
	for len(f.s.seats.rows) > 2 {
		f.click(f.s.seats.rows[len(f.s.seats.rows)-1].remove.Rect)
	}
	if !f.s.seats.rows[0].remove.Disabled {
		t.Error("a seat can be removed from a one-against-one Archenemy")
	}
}

func TestRumbleGivesEverySeatADifferentThemeDeck(t *testing.T) {
	f := newFixture(t)
	f.chooseMode("Supervillain Rumble")
	if len(f.s.seats.rows) != 4 {
		t.Fatalf("Rumble opened with %d seats, want 4", len(f.s.seats.rows))
	}
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start did not play: %q", f.s.Err())
	}
	if rec.Variant != "rumble" {
		t.Errorf("variant %q", rec.Variant)
	}
	checkArchenemies(t, rec, func(int) bool { return true })
	seen := map[string]bool{}
	for _, st := range rec.Seats {
		seen[st.DeckName] = true
	}
	if len(seen) != 4 {
		t.Errorf("four villains share %d theme decks, want four different", len(seen))
	}
}

// TestEightSeatsStayForTheArchenemyModes: eight seats chosen for another
// game stay when Archenemy or a Rumble is chosen, and a Rumble of eight
// deals eight different theme decks, as there are ten.
func TestEightSeatsStayForTheArchenemyModes(t *testing.T) {
	f := newFixture(t)
	for len(f.s.seats.rows) < 8 {
		f.click(f.s.add.Rect)
	}
	f.chooseMode("Archenemy")
	if len(f.s.seats.rows) != 8 {
		t.Errorf("%d seats in Archenemy, want the 8 kept", len(f.s.seats.rows))
	}
	f.chooseMode("Supervillain Rumble")
	if len(f.s.seats.rows) != 8 || !f.s.add.Disabled {
		t.Fatalf("%d seats in a Rumble, add disabled %v; want 8 at most", len(f.s.seats.rows), f.s.add.Disabled)
	}
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start did not play: %q", f.s.Err())
	}
	checkArchenemies(t, rec, func(int) bool { return true })
	seen := map[string]bool{}
	for _, st := range rec.Seats {
		seen[st.DeckName] = true
	}
	if len(seen) != 8 {
		t.Errorf("eight villains share %d theme decks, want eight different", len(seen))
	}
}

func TestThemeLabelNamesTheColours(t *testing.T) {
	f := newFixture(t)
	for _, o := range f.s.seats.themeOpts[1:] {
		if !strings.Contains(o.label, "(") || strings.Contains(strings.ToLower(o.label), "archenemy") {
			t.Errorf("theme deck %s is shown as %q", o.value, o.label)
		}
	}
}

// A random deck is never an archenemy theme deck (they are built to face
// three opponents), over many seeds; a theme deck chosen by name is kept.
func TestRandomDecksAreNotThemeDecks(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		f := newFixture(t)
		f.s.seed.Text = strconv.FormatUint(seed, 10)
		rec := f.start()
		if rec == nil {
			t.Fatalf("seed %d: Start did not play; error %q", seed, f.s.Err())
		}
		for _, st := range rec.Seats {
			if strings.HasPrefix(st.DeckName, themePrefix) {
				t.Fatalf("seed %d: seat %s was dealt the theme deck %s", seed, st.Name, st.DeckName)
			}
		}
	}
	if got := ordinaryDecks([]string{"archenemy-x", "gw-sprouts"}); len(got) != 1 || got[0] != "gw-sprouts" {
		t.Errorf("ordinaryDecks = %v", got)
	}
}
