package card_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// schemeSet is a set of 12 plain schemes named Plot 1 … Plot 12.
func schemeSet(t *testing.T) *card.Set {
	t.Helper()
	var b strings.Builder
	b.WriteString("set: Plots\ncode: PLT\n")
	for i := 1; i <= 12; i++ {
		fmt.Fprintf(&b, "card: Plot %d\ntype: Scheme\nrarity: common\ntrigger: set-in-motion -> draw 1\n", i)
	}
	return mustSet(t, "plots.cards", b.String())
}

func schemeLibrary(t *testing.T) *card.Library {
	t.Helper()
	lib, err := card.NewLibrary(mustSet(t, "a.cards", setA), mustSet(t, "b.cards", setB), schemeSet(t))
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

func TestDeckSchemesSectionRoundTrip(t *testing.T) {
	lib := schemeLibrary(t)
	src := "4 Bolt\nSchemes:\n2 Plot 1\n1 plot 2\nSideboard\n1 Acorn\n"
	d, err := card.ParseDeck("villain.deck", strings.NewReader(src), lib)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Main) != 1 || len(d.Side) != 1 || len(d.Schemes) != 2 || d.Size() != 4 {
		t.Fatalf("deck = %+v", d)
	}
	s := d.SchemeCards()
	if len(s) != 3 || s[0].Name != "Plot 1" || s[1].Name != "Plot 1" || s[2].Name != "Plot 2" {
		t.Errorf("SchemeCards = %v", s)
	}
	text := d.Format()
	want := "name: villain\n\n4 Bolt\n\nSideboard\n1 Acorn\n\nSchemes\n2 Plot 1\n1 Plot 2\n"
	if text != want {
		t.Errorf("Format = %q, want %q", text, want)
	}
	d2, err := card.ParseDeck("x.deck", strings.NewReader(text), lib)
	if err != nil || !reflect.DeepEqual(d, d2) {
		t.Errorf("round trip: %+v, %v", d2, err)
	}
	if plain, _ := card.ParseDeck("p.deck", strings.NewReader("1 Bolt\n"), lib); plain.SchemeCards() != nil {
		t.Errorf("a deck without schemes has scheme cards %v", plain.SchemeCards())
	}
}

func TestDeckSchemesSectionErrors(t *testing.T) {
	lib := schemeLibrary(t)
	tests := []struct{ src, want string }{
		{"1 Bolt\nSchemes\n1 Plot 1\nschemes\n", `card: d.deck:4: second Schemes line`},
		{"1 Bolt\nSchemes\n1 Acorn\n", `card: d.deck:3: "Acorn" is not a scheme; only schemes go under Schemes`},
		{"1 Bolt\n1 Plot 3\n", `card: d.deck:2: "Plot 3" is a scheme; list it under a Schemes line`},
		{"1 Bolt\nSideboard\n1 Plot 3\n", `card: d.deck:3: "Plot 3" is a scheme; list it under a Schemes line`},
	}
	for _, tc := range tests {
		_, err := card.ParseDeck("d.deck", strings.NewReader(tc.src), lib)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q: got %v, want %s", tc.src, err, tc.want)
		}
	}
}

func TestCheckSchemeDeck(t *testing.T) {
	set := schemeSet(t)
	twenty := func() []*card.Def {
		var out []*card.Def
		for i := 0; i < 20; i++ {
			out = append(out, set.Cards[i%10])
		}
		return out
	}
	if err := card.CheckSchemeDeck(twenty()); err != nil {
		t.Errorf("20 schemes, two of each: %v", err)
	}
	short := twenty()[:19]
	if err := card.CheckSchemeDeck(short); err == nil || err.Error() != "card: the scheme deck has 19 schemes (at least 20 are needed)" {
		t.Errorf("19 schemes: %v", err)
	}
	three := append(twenty(), set.Cards[0])
	if err := card.CheckSchemeDeck(three); err == nil || err.Error() != `card: the scheme deck holds more than 2 copies of "Plot 1"` {
		t.Errorf("three of a name: %v", err)
	}
	bolt := first(t, spellCard("damage 2 target:any"))
	if err := card.CheckSchemeDeck(append(twenty(), bolt)); err == nil || !strings.Contains(err.Error(), "is not a scheme") {
		t.Errorf("a non-scheme: %v", err)
	}
	if err := card.CheckSchemeDeck(append(twenty(), nil)); err == nil {
		t.Error("a missing card: no error")
	}
}
