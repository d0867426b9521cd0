package tabletest

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// ScryDeck is a blue deck that scries often: Millpond Otter (scry 2 as
// it enters, and nothing after it, so the library shows the scry as it
// left it) with Islands.
func ScryDeck(tb testing.TB) []*card.Def {
	tb.Helper()
	lib := testdecks.Library(tb)
	var deck []*card.Def
	for _, e := range []struct {
		name string
		n    int
	}{{"Millpond Otter", 24}, {"Island", 16}} {
		d, ok := lib.Card(e.name)
		if !ok {
			tb.Fatalf("tabletest: no card %q", e.name)
		}
		for range e.n {
			deck = append(deck, d)
		}
	}
	return deck
}

// Scry returns the record of a plain game, every seat playing ScryDeck,
// played on by computer players until seat 0 (whatever its controller)
// scries two cards or more.
func Scry(tb testing.TB, seed uint64, controllers ...string) *record.Record {
	tb.Helper()
	r := &record.Record{Variant: "plain", Seed: seed}
	for i, c := range controllers {
		r.Seats = append(r.Seats, record.Seat{Name: Name(i), Controller: c, DeckName: "scry", Deck: ScryDeck(tb)})
	}
	g := PlayForward(tb, r, true, func(g *rules.Game) bool {
		d := g.Pending()
		return d.Kind == rules.DecideChoice && d.Purpose == rules.ChooseScryBottom && d.Seat == 0 && d.Count >= 2
	})
	if g.Over() {
		tb.Fatal("tabletest: the game ended before seat 0 scried two cards")
	}
	return r
}

// KeepHalf returns the record of a two-seat "Landless — single deck,
// double draw" game on a shared deck of card-drawing spells (Scrounge
// the Scraps: draw two, which a double draw makes draw four and keep
// two), played on by computer players until seat 0 keeps two cards or
// more of a draw.
func KeepHalf(tb testing.TB, seed uint64, controllers ...string) *record.Record {
	tb.Helper()
	lib := testdecks.Library(tb)
	d, ok := lib.Card("Scrounge the Scraps")
	if !ok {
		tb.Fatal("tabletest: no card Scrounge the Scraps")
	}
	deck := make([]*card.Def, 100)
	for i := range deck {
		deck[i] = d
	}
	parts := variant.SplitShared(deck, len(controllers))
	r := &record.Record{Variant: "landless-double", Seed: seed}
	for i, c := range controllers {
		r.Seats = append(r.Seats, record.Seat{Name: Name(i), Controller: c, DeckName: "shared", Deck: parts[i]})
	}
	g := PlayForward(tb, r, true, func(g *rules.Game) bool {
		d := g.Pending()
		return d.Kind == rules.DecideChoice && d.Purpose == rules.ChooseKeep && d.Seat == 0 && d.Count >= 2
	})
	if g.Over() {
		tb.Fatal("tabletest: the game ended before seat 0 kept two cards of a draw")
	}
	return r
}
