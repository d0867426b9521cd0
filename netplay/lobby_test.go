package netplay

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
)

// dealtTable hosts tb without a game: the host deals it once every
// remote seat is taken, each seat with the name its person sat down with
// and the deck they brought (as the app's joiners do), and checks decks
// with check. The game dealt is in the returned hosted's g once done.
func (tb *table) dealtTable(t *testing.T, check func([]*card.Def) string) (*hosted, *record.Record) {
	lib, _ := testCards(t)
	code := NewJoinCode()
	dealt := *tb.rec
	dealt.Seats = slices.Clone(tb.rec.Seats)
	hs := &hosted{code: code}
	ps := tb.localPlayers(t)
	var names []string
	for _, s := range tb.rec.Seats {
		names = append(names, s.Name)
	}
	h, err := NewHost(HostConfig{Cards: NewCards(lib), Code: code, Program: "test", Remote: tb.remote, Names: names, CheckDeck: check,
		Deal: func(joined []Joined) (*rules.Game, error) {
			for s, j := range joined {
				if j.Name != "" {
					dealt.Seats[s].Name = j.Name
				}
				if j.Deck != nil {
					dealt.Seats[s].Deck = j.Deck
				}
			}
			g, err := dealt.Start()
			hs.g = g
			return g, err
		},
		Local:  func(s rules.Seat, legal []rules.Action) (int, error) { return local(hs.g, ps)(s, legal) },
		Logf:   func(string, ...any) {},
		Result: func(g *rules.Game) string { return fmt.Sprintf("over on turn %d", g.Turn()) }})
	if err != nil {
		t.Fatal(err)
	}
	hs.start(t, h)
	return hs, &dealt
}

// TestJoinersBringTheirNamesAndDecks: at a table that deals its game
// once every seat is taken, the first joiner brings a deck of their own
// and the second none; the game is dealt with their names, the first's
// deck and the host's deck for the second, and ends exactly as the same
// game played on one computer.
func TestJoinersBringTheirNamesAndDecks(t *testing.T) {
	_, ds := testCards(t)
	tb := newTable(t, 3, true, true, false)
	own := ds[(3*7+9)%len(ds)]
	if slices.Equal(own, tb.rec.Seats[0].Deck) {
		t.Fatal("the test's own deck is the one the host would deal")
	}
	hs, dealt := tb.dealtTable(t, nil)
	tb.joinAll(t, hs, func(s int, c *ClientConfig) {
		c.Name = []string{"Ada", "Bo"}[s]
		if s == 0 {
			c.Deck = own
		}
	})
	g := hs.g
	if g.Player(0).Name != "Ada" || g.Player(1).Name != "Bo" {
		t.Fatalf("the game was dealt to %q and %q, want Ada and Bo", g.Player(0).Name, g.Player(1).Name)
	}
	lib, _ := testCards(t)
	keys := NewCards(lib).DeckKeys
	if !slices.Equal(keys(dealt.Seats[0].Deck), keys(own)) || !slices.Equal(dealt.Seats[1].Deck, tb.rec.Seats[1].Deck) {
		t.Fatal("the first seat did not get the deck its person brought, or the second not the host's")
	}
	local := &table{rec: dealt, remote: tb.remote, seed: tb.seed}
	if want := local.playLocal(t); g.Hash() != want.hash {
		t.Fatalf("the networked game ended with hash %x, the same game on one computer %x", g.Hash(), want.hash)
	}
}

// TestABroughtDeckIsCheckedAtTheDoor: a deck naming a card the table
// does not know, or one the host's check refuses, is refused with a
// sentence before its person sits down, and the seat stays free.
func TestABroughtDeckIsCheckedAtTheDoor(t *testing.T) {
	_, ds := testCards(t)
	tb := newTable(t, 4, true, false)
	hs, _ := tb.dealtTable(t, func(deck []*card.Def) string {
		if len(deck) < 20 {
			return "A deck needs at least 20 cards at this table."
		}
		return ""
	})
	unknown := append(slices.Clone(ds[0]), &card.Def{Set: "ZZZ", Name: "Homebrew Dragon"})
	for _, tc := range []struct {
		deck []*card.Def
		want string
	}{
		{unknown, `The table does not know the card "ZZZ/Homebrew Dragon" of this deck: both computers need the same card sets.`},
		{ds[0][:5], "A deck needs at least 20 cards at this table."},
	} {
		c := tb.clientFor(t, hs, 0)
		c.Deck, c.RejoinFor = tc.deck, time.Millisecond
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		_, err := Join(ctx, c)
		cancel()
		var refused *RefusedError
		if !errors.As(err, &refused) || refused.Text != tc.want {
			t.Fatalf("joining with a deck of %d cards: %v, want the refusal %q", len(tc.deck), err, tc.want)
		}
	}
	if taken := hs.h.Taken(); taken[0] != "" {
		t.Fatalf("the seat was taken by %q after its deck was refused", taken[0])
	}
}
