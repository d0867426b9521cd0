package card_test

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// FuzzParse checks that Parse never panics, and that whatever it accepts
// has rules text and survives a library.
func FuzzParse(f *testing.F) {
	f.Add(header + textFixture)
	f.Add(header + tokens)
	f.Add(setA)
	f.Add(header + spellCard("damage X target:any ; tap target:same"))
	f.Add(header + creatureCard("activate: {T} -> add 2 {W}/{U}"))
	f.Add(header + "card: A\ntype: Creature — \xff\n")
	f.Fuzz(func(t *testing.T, src string) {
		s, err := card.Parse("f.cards", strings.NewReader(src))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "card: f.cards:") {
				t.Fatalf("error without file and line: %v", err)
			}
			return
		}
		for _, d := range append(s.Cards, s.Tokens...) {
			_ = d.TypeLine()
			for i := range d.Abilities {
				a := &d.Abilities[i]
				for j := range a.Effects {
					_ = card.EffectText(d, a, j)
				}
			}
		}
		lib, err := card.NewLibrary(s)
		if err != nil {
			t.Fatalf("a parsed set does not make a library: %v", err)
		}
		_, _ = card.ParseDeck("f.deck", strings.NewReader(src), lib)
	})
}

// FuzzParseDeck checks that ParseDeck never panics and that what it
// accepts formats and parses back to the same text.
func FuzzParseDeck(f *testing.F) {
	f.Add("4 Bolt\n2x Zephyr\nSideboard\n1 Acorn\n")
	f.Add("name: x\n# c\n99 Forest\n")
	s, err := card.Parse("a.cards", strings.NewReader(setA))
	if err != nil {
		f.Fatal(err)
	}
	lib, err := card.NewLibrary(s)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src string) {
		d, err := card.ParseDeck("f.deck", strings.NewReader(src), lib)
		if err != nil {
			return
		}
		text := d.Format()
		d2, err := card.ParseDeck("f.deck", strings.NewReader(text), lib)
		if err != nil {
			t.Fatalf("formatted deck does not parse: %v\n%s", err, text)
		}
		if d2.Format() != text {
			t.Fatalf("format is not stable:\n%s\n%s", text, d2.Format())
		}
	})
}
