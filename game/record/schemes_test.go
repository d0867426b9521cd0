package record

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
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

// TestArchenemyRecordReplays plays random Archenemy and Rumble games with
// the theme decks to the end, records them, writes and reads the file and
// replays it to the same final state: every scheme action (options of
// an opponents' choice among them) has a text form that finds it again.
func TestArchenemyRecordReplays(t *testing.T) {
	lib := testLib(t)
	var decks []*card.Deck
	for _, name := range []string{"archenemy-cellar-cabal", "archenemy-harvest-horde", "archenemy-orchard-colossus", "archenemy-storm-kitchen"} {
		f, err := os.Open("../../assets/decks/" + name + ".deck")
		if err != nil {
			t.Skip("no theme deck yet:", err)
		}
		d, err := card.ParseDeck(name, f, lib)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Schemes) == 0 {
			t.Skip("the theme decks have no schemes yet")
		}
		decks = append(decks, d)
	}
	for i, tc := range []struct {
		variant string
		seats   int
	}{{"archenemy", 4}, {"rumble", 3}} {
		r := &Record{Variant: tc.variant, Seed: uint64(40 + i), MaxTurns: 30}
		for s := 0; s < tc.seats; s++ {
			d := decks[(i+s)%len(decks)]
			seat := Seat{DeckName: d.Name, Deck: d.Cards()}
			if s == 0 || tc.variant == "rumble" {
				seat.Schemes = d.SchemeCards()
			}
			r.Seats = append(r.Seats, seat)
		}
		g, err := r.Start()
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 9))
		for n := 0; n < 20000 && !g.Over(); n++ {
			acts := g.Legal()
			a := acts[rng.IntN(len(acts))]
			if len(acts) > 1 && a.Kind == rules.ActCancel {
				a = acts[0]
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			r.Add(a)
		}
		if !g.Over() {
			t.Fatalf("%s: not over after %d actions", tc.variant, len(r.Actions))
		}
		t.Logf("%s: %d actions, over on turn %d", tc.variant, len(r.Actions), g.Turn())
		r.Hash = g.Hash()
		var b bytes.Buffer
		if err := Write(&b, r); err != nil {
			t.Fatal(err)
		}
		back, err := Read("game", &b, lib)
		if err != nil {
			t.Fatal(err)
		}
		h, err := back.Start()
		if err != nil {
			t.Fatalf("%s: %v", tc.variant, err)
		}
		if h.Hash() != g.Hash() {
			t.Errorf("%s: the replay ends in another state", tc.variant)
		}
	}
}
