package variant_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
)

// villainSchemes returns a scheme deck of 20 whose schemes are all named
// after villain, two of each name, so seats' decks can be told apart.
func villainSchemes(t *testing.T, villain string) []*card.Def {
	return namedSchemes(t, villain+" ", 20)
}

// repeat returns n copies of deck, one per seat.
func repeat(deck []*card.Def, n int) [][]*card.Def {
	out := make([][]*card.Def, n)
	for i := range out {
		out[i] = deck
	}
	return out
}

// TestArchenemyTeamOfAnySize: rule 904.2b lets the other team be any
// number of players, so Archenemy takes one archenemy against one to seven
// opponents (2 to 8 seats): the archenemy alone on its team at 40 life
// taking the first turn, every other seat one team at 20 life; a ninth
// seat is refused, since the table has eight.
func TestArchenemyTeamOfAnySize(t *testing.T) {
	d, sch := testDeck(t), testSchemes(t, 20)
	for n := 2; n <= rules.MaxSeats; n++ {
		s, err := variant.Build("archenemy", repeat(d, n), variant.SchemeDecks(sch))
		if err != nil {
			t.Fatalf("%d seats: %v", n, err)
		}
		g, err := rules.New(s, uint64(n))
		if err != nil {
			t.Fatalf("%d seats: %v", n, err)
		}
		if len(s.Players) != n || g.Active() != 0 {
			t.Errorf("%d seats: %d players, first %v; want %d and the archenemy", n, len(s.Players), g.Active(), n)
		}
		for i := 1; i < n; i++ {
			if s.Players[i].Life != 20 || s.Players[i].Team != s.Players[1].Team || g.Teammates(0, rules.Seat(i)) || (i > 1 && !g.Teammates(1, rules.Seat(i))) {
				t.Errorf("%d seats: seat %d has %d life and is not on the team against the archenemy", n, i+1, s.Players[i].Life)
			}
		}
		if s.Players[0].Life != 40 || len(s.Players[0].Command) != 20 {
			t.Errorf("%d seats: the archenemy has %d life and %d schemes", n, s.Players[0].Life, len(s.Players[0].Command))
		}
	}
	if _, err := variant.Build("archenemy", repeat(d, rules.MaxSeats+1), variant.SchemeDecks(sch)); err == nil || !strings.Contains(err.Error(), "2 to 8 decks") {
		t.Errorf("an archenemy game of nine seats: %v, want it refused", err)
	}
	if _, err := variant.Build("archenemy", repeat(d, 1), variant.SchemeDecks(sch)); err == nil {
		t.Error("an archenemy with no opponent: no error")
	}
}

// TestRumbleOfEightVillains: a Supervillain Rumble seats up to eight
// archenemies, each keeping its own scheme deck (none shared or mixed up)
// and its own team; a ninth is refused.
func TestRumbleOfEightVillains(t *testing.T) {
	d := testDeck(t)
	var schemes [][]*card.Def
	for i := 0; i < rules.MaxSeats; i++ {
		schemes = append(schemes, villainSchemes(t, fmt.Sprintf("Villain%d", i+1)))
	}
	s, err := variant.Build("rumble", repeat(d, rules.MaxSeats), variant.SchemeDecks(schemes...))
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.New(s, 8)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range s.Players {
		want := fmt.Sprintf("Villain%d Plot", i+1)
		if len(p.Command) != 20 || p.Life != 40 {
			t.Errorf("seat %d: %d schemes and %d life, want 20 and 40", i+1, len(p.Command), p.Life)
			continue
		}
		for _, c := range p.Command {
			if !strings.HasPrefix(c.Name, want) {
				t.Errorf("seat %d plays %q, not one of its own schemes", i+1, c.Name)
				break
			}
		}
		for j := range s.Players {
			if j != i && g.Teammates(rules.Seat(i), rules.Seat(j)) {
				t.Errorf("seats %d and %d are teammates in a free-for-all", i+1, j+1)
			}
		}
	}
	if _, err := variant.Build("rumble", repeat(d, rules.MaxSeats+1), variant.SchemeDecks(schemes...)); err == nil || !strings.Contains(err.Error(), "3 to 8 decks") {
		t.Errorf("a rumble of nine: %v, want it refused", err)
	}
}
