package gamelog_test

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/rules"
)

func TestWithNamesCallsPlayersByName(t *testing.T) {
	g := newNamedGame(t, 1, "Ada", "Bea")
	cases := []struct {
		e         rules.Event
		labels    string
		withNames string
	}{
		{ev(rules.EvKeep, 0, rules.NoObj), "P1 keeps their hand.", "Ada keeps their hand."},
		{ev(rules.EvMulligan, 1, rules.NoObj), "P2 takes a mulligan.", "Bea takes a mulligan."},
		{rules.Event{Kind: rules.EvTurn, Seat: 1, Amount: 3, Obj: rules.NoObj}, "Turn 3: Bea (P2).", "Turn 3: Bea."},
	}
	for _, c := range cases {
		if got := gamelog.Describe(g, c.e, 0); got != c.labels {
			t.Errorf("Describe(%v) = %q, want %q", c.e.Kind, got, c.labels)
		}
		if got := gamelog.Describe(g, c.e, 0, gamelog.WithNames()); got != c.withNames {
			t.Errorf("Describe(%v, WithNames) = %q, want %q", c.e.Kind, got, c.withNames)
		}
	}
	draws := []rules.Event{ev(rules.EvDraw, 1, 45), ev(rules.EvDraw, 1, 46)}
	if got := gamelog.Lines(g, draws, 0, gamelog.WithNames()); len(got) != 1 || got[0] != "Bea draws two cards." {
		t.Errorf("Lines(draws, WithNames) = %q", got)
	}
}

func TestWithNamesSpeaksToASeatNamedYou(t *testing.T) {
	g := newNamedGame(t, 1, "You", "Computer")
	cases := []struct {
		e    rules.Event
		want string
	}{
		{ev(rules.EvKeep, 0, rules.NoObj), "You keep your hand."},
		{ev(rules.EvMulligan, 0, rules.NoObj), "You take a mulligan."},
		{ev(rules.EvLose, 0, rules.NoObj), "You lose the game."},
		{ev(rules.EvKeep, 1, rules.NoObj), "Computer keeps their hand."},
		{rules.Event{Kind: rules.EvTurn, Seat: 0, Amount: 2, Obj: rules.NoObj}, "Turn 2: You."},
	}
	for _, c := range cases {
		if got := gamelog.Describe(g, c.e, 0, gamelog.WithNames()); got != c.want {
			t.Errorf("Describe(%v) = %q, want %q", c.e.Kind, got, c.want)
		}
	}
	draws := []rules.Event{ev(rules.EvDraw, 0, 1), ev(rules.EvDraw, 0, 2)}
	if got := gamelog.Lines(g, draws, 1, gamelog.WithNames()); len(got) != 1 || got[0] != "You draw two cards." {
		t.Errorf("Lines(draws) = %q", got)
	}
	if got := gamelog.Describe(g, ev(rules.EvKeep, 0, rules.NoObj), 0); got != "P1 keeps their hand." {
		t.Errorf("without names = %q", got)
	}
}

// TestAddressingSpeaksToTheReader: Addressing calls the reader's seat You
// whatever its name, and the other seats by their names.
func TestAddressingSpeaksToTheReader(t *testing.T) {
	g := newNamedGame(t, 1, "Player 1", "Bo")
	turn := ev(rules.EvTurn, 0, rules.NoObj)
	turn.Amount = 2
	for _, tc := range []struct {
		e    rules.Event
		want string
	}{
		{ev(rules.EvDraw, 0, bear), "You draw Grizzled Bear."},
		{ev(rules.EvKeep, 0, rules.NoObj), "You keep your hand."},
		{ev(rules.EvDraw, 1, bear2), "Bo draws a card."},
		{turn, "Turn 2: You."},
	} {
		if got := gamelog.Lines(g, []rules.Event{tc.e}, 0, gamelog.Addressing(0)); len(got) != 1 || got[0] != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}
