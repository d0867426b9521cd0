package record

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// schemeLib is the built-in cards plus ten test schemes, Plot 1 … Plot 10.
func schemeLib(t *testing.T) (*card.Library, []*card.Def) {
	t.Helper()
	var b strings.Builder
	b.WriteString("set: Test Plots\ncode: TPLT\n")
	for i := 1; i <= 10; i++ {
		fmt.Fprintf(&b, "card: Test Plot %d\ntype: Scheme\nrarity: common\ntrigger: set-in-motion -> draw 1\n", i)
	}
	plots, err := card.Parse("plots.cards", strings.NewReader(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	lib, err := card.NewLibrary(append(testLib(t).Sets(), plots)...)
	if err != nil {
		t.Fatal(err)
	}
	var schemes []*card.Def
	for i := 0; i < 20; i++ {
		schemes = append(schemes, plots.Cards[i/2])
	}
	return lib, schemes
}

func TestSchemesRoundTripAndStart(t *testing.T) {
	lib, schemes := schemeLib(t)
	g, err := readString(goldenFile, golden(t), lib)
	if err != nil {
		t.Fatal(err)
	}
	r := &Record{Variant: "archenemy", Seed: 7, Seats: []Seat{
		{DeckName: "villain", Deck: g.Seats[0].Deck, Schemes: schemes},
		{DeckName: "hero", Deck: g.Seats[1].Deck},
		{DeckName: "hero", Deck: g.Seats[1].Deck},
	}}
	var b bytes.Buffer
	if err := Write(&b, r); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "\n  scheme 2 Test Plot 1\n  scheme 2 Test Plot 2\n") {
		t.Errorf("file lacks the scheme lines:\n%s", b.String())
	}
	back, err := readString("again", b.String(), lib)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Seats[0].Schemes) != 20 || back.Seats[0].Schemes[19] != schemes[19] || back.Seats[1].Schemes != nil ||
		len(back.Seats[0].Deck) != len(r.Seats[0].Deck) {
		t.Errorf("read back seat 1: %d schemes, seat 2: %d", len(back.Seats[0].Schemes), len(back.Seats[1].Schemes))
	}
	game, err := back.Start()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(game.Player(0).Command); n != 20 || game.Player(0).Life != 40 || game.Player(1).Life != 20 {
		t.Errorf("started game: %d schemes, life %d and %d", n, game.Player(0).Life, game.Player(1).Life)
	}
	r.Seats[0].Schemes = schemes[:5]
	if _, err := r.Start(); err == nil || !strings.Contains(err.Error(), "has 5 schemes") {
		t.Errorf("a record with a short scheme deck: %v", err)
	}
}

func TestSchemeLineErrors(t *testing.T) {
	lib, _ := schemeLib(t)
	text := golden(t)
	before := strings.Replace(text, "seat 1 ", "scheme 1 Test Plot 1\nseat 1 ", 1)
	if _, err := readString("f", before, lib); err == nil || !strings.Contains(err.Error(), "a scheme line before the first seat line") {
		t.Errorf("a scheme line before the seats: %v", err)
	}
	bad := strings.Replace(text, "\nseat 2 ", "\n  scheme 1 No Such Plot\nseat 2 ", 1)
	if _, err := readString("f", bad, lib); err == nil || !strings.Contains(err.Error(), `unknown card "No Such Plot"`) {
		t.Errorf("an unknown scheme: %v", err)
	}
}
