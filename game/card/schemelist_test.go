package card_test

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// The scheme part of a list puts the one-shot schemes first, then the
// ongoing ones, each by name, and both readers take it back.
func TestFormatSchemeListOrderAndReadBack(t *testing.T) {
	set := mustSet(t, "mix.cards", "set: Mix\ncode: MIX\n"+
		"card: Zeal\ntype: Scheme\nrarity: common\ntrigger: set-in-motion -> draw 1\n"+
		"card: Brood\ntype: Ongoing Scheme\nrarity: common\ntrigger: end-step -> draw 1\ntrigger: opponent-attacks -> abandon\n"+
		"card: Ash\ntype: Scheme\nrarity: common\ntrigger: set-in-motion -> draw 1\n")
	lib, err := card.NewLibrary(mustSet(t, "a.cards", setA), set)
	if err != nil {
		t.Fatal(err)
	}
	get := func(n string) *card.Def {
		d, ok := lib.Card(n)
		if !ok {
			t.Fatalf("no card %s", n)
		}
		return d
	}
	zeal, brood, ash := get("Zeal"), get("Brood"), get("Ash")
	text := card.FormatSchemeList([]*card.Def{brood, zeal, ash, zeal, brood})
	want := "Schemes\n1 Ash\n2 Zeal\n2 Brood\n"
	if text != want {
		t.Fatalf("FormatSchemeList = %q, want %q", text, want)
	}
	if got := card.FormatSchemeList(nil); got != "" {
		t.Errorf("no schemes: %q", got)
	}
	d, warns, err := card.ParseDeckList("x", strings.NewReader("Deck\n4 Bolt\n\n"+text), lib)
	if err != nil || len(warns) > 0 || len(d.SchemeCards()) != 5 || d.Size() != 4 {
		t.Fatalf("ParseDeckList: %v %v %+v", err, warns, d)
	}
	f, err := card.ParseDeck("x.deck", strings.NewReader("4 Bolt\n\n"+text), lib)
	if err != nil || len(f.SchemeCards()) != 5 {
		t.Fatalf("ParseDeck: %v %+v", err, f)
	}
}
