package card_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// entries writes a deck section as "4 Bolt, 2 Zephyr".
func entries(es []card.DeckEntry) string {
	var parts []string
	for _, e := range es {
		parts = append(parts, fmt.Sprintf("%d %s", e.Count, e.Card.Name))
	}
	return strings.Join(parts, ", ")
}

func TestParseDeckListToleratedForms(t *testing.T) {
	lib := schemeLibrary(t)
	tests := []struct {
		name, src, main, side string
	}{
		{"plain", "4 Bolt\n2 Zephyr\n", "4 Bolt, 2 Zephyr", ""},
		{"x after the count", "4x Bolt\n2X Zephyr\n", "4 Bolt, 2 Zephyr", ""},
		{"no count is one copy", "Bolt\nzephyr\n", "1 Bolt, 1 Zephyr", ""},
		{"case ignored, spaces trimmed", "  4   bolt  \n", "4 Bolt", ""},
		{"set code and number", "4 Bolt (AAA) 123\n2 Zephyr (aaa) 7a\n", "4 Bolt, 2 Zephyr", ""},
		{"set code alone", "4 Bolt (AAA)\n", "4 Bolt", ""},
		{"bracketed set code", "4 Bolt [AAA]\n1 Acorn [BBB:12]\n", "4 Bolt, 1 Acorn", ""},
		{"foil mark", "4 Bolt (AAA) 123 *F*\n", "4 Bolt", ""},
		{"blank lines and comments", "// burn\n# more\n\n4 Bolt\n\n// Lands\n10 Forest\n", "4 Bolt, 10 Forest", ""},
		{"Deck and Sideboard headers", "Deck\n4 Bolt\n\nSideboard\n3 Acorn\n", "4 Bolt", "3 Acorn"},
		{"Main and Side with colons", "Main:\n4 Bolt\nSide:\n3 Acorn\n", "4 Bolt", "3 Acorn"},
		{"Mainboard, headers repeated", "Mainboard\n4 Bolt\nSideboard\n1 Acorn\nMain deck\n2 Zephyr\n", "4 Bolt, 2 Zephyr", "1 Acorn"},
		{"SB: prefix", "4 Bolt\nSB: 2 Acorn\n1 Zephyr\n", "4 Bolt, 1 Zephyr", "2 Acorn"},
		{"lines of one card add up", "2 Bolt\n1 Zephyr\n2 bolt (AAA) 1\n", "4 Bolt, 1 Zephyr", ""},
		{"group titles", "Creatures (2)\n2 Zephyr\nInstants: 4\n4 Bolt\nLands\n10 Forest\n", "2 Zephyr, 4 Bolt, 10 Forest", ""},
		{"Arena's About and Name", "About\nName Burn\n\nDeck\n4 Bolt\n", "4 Bolt", ""},
		{"name line", "name: Burn\n4 Bolt\n", "4 Bolt", ""},
		{"byte-order mark and CRLF", "\ufeff4 Bolt\r\n2 Zephyr\r\n", "4 Bolt, 2 Zephyr", ""},
		{"schemes kept apart", "4 Bolt\nSchemes\n2 Plot 1\n", "4 Bolt", ""},
	}
	for _, tc := range tests {
		d, warns, err := card.ParseDeckList("Mine", strings.NewReader(tc.src), lib)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if len(warns) > 0 {
			t.Errorf("%s: warnings %q", tc.name, warns)
		}
		if got := entries(d.Main); got != tc.main {
			t.Errorf("%s: main %q, want %q", tc.name, got, tc.main)
		}
		if got := entries(d.Side); got != tc.side {
			t.Errorf("%s: side %q, want %q", tc.name, got, tc.side)
		}
		if d.Name != "Mine" {
			t.Errorf("%s: named %q", tc.name, d.Name)
		}
	}
	d, _, _ := card.ParseDeckList("x", strings.NewReader("4 Bolt\nSchemes\n2 Plot 1\n"), lib)
	if entries(d.Schemes) != "2 Plot 1" {
		t.Errorf("schemes %q", entries(d.Schemes))
	}
}

func TestParseDeckListWarnings(t *testing.T) {
	lib := schemeLibrary(t)
	src := strings.Join([]string{
		"Deck",
		"4 Bolt",
		"3 Lightning Bolt (M10) 146",
		"1 Spirit Wisp",
		"2 Plot 3",
		"Zap the thing",
		"0 Zephyr",
		"Commander",
		"1 Zephyr",
		"Sideboard",
		"2 Acorn",
		"Schemes",
		"1 Forest",
	}, "\n")
	d, warns, err := card.ParseDeckList("d", strings.NewReader(src), lib)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`line 3: no card called "Lightning Bolt"`,
		`line 4: "Spirit Wisp" is a token, not a card`,
		`line 5: "Plot 3" is a scheme: it goes in a scheme deck, under a Schemes line`,
		`line 6: "Zap the thing" is not a card line (like "4 Card Name")`,
		`line 7: 0 copies of "Zephyr": a line gives 1 to 99`,
		`line 8: the "Commander" section is left out`,
		`line 13: "Forest" is not a scheme: only schemes go under Schemes`,
	}
	if !reflect.DeepEqual(warns, want) {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(warns, "\n"), strings.Join(want, "\n"))
	}
	if entries(d.Main) != "4 Bolt" || entries(d.Side) != "2 Acorn" || len(d.Schemes) != 0 {
		t.Errorf("deck %q / %q / %q", entries(d.Main), entries(d.Side), entries(d.Schemes))
	}
}

func TestParseDeckListWarningsAreBounded(t *testing.T) {
	lib := testLibrary(t)
	var b strings.Builder
	for i := range 50 {
		fmt.Fprintf(&b, "1 Nothing %d\n", i)
	}
	d, warns, err := card.ParseDeckList("d", strings.NewReader(b.String()), lib)
	if err != nil || d.Size() != 0 {
		t.Fatalf("%v, %d cards", err, d.Size())
	}
	if len(warns) != card.MaxListWarnings+1 || warns[len(warns)-1] != "and 30 more" {
		t.Errorf("%d warnings, last %q", len(warns), warns[len(warns)-1])
	}
}

func TestParseDeckListErrors(t *testing.T) {
	lib := testLibrary(t)
	long := "4 " + strings.Repeat("x", card.MaxLine) + "\n"
	big := strings.Repeat("// a comment line to fill the list up\n", card.MaxDeckFileSize/30) + "4 Bolt\n"
	tests := []struct{ src, want string }{
		{"", `card: the deck list has no card lines (like "4 Card Name")`},
		{"// just a comment\nDeck\nSideboard\n", `card: the deck list has no card lines (like "4 Card Name")`},
		{"4 Bolt\n" + long, "card: line 2 of the deck list: the line is longer than 4096 bytes"},
		{big, "card: the deck list is larger than 1 MB; a deck list may be at most 1 MB"},
	}
	for _, tc := range tests {
		_, _, err := card.ParseDeckList("d", strings.NewReader(tc.src), lib)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%.30q: got %v, want %s", tc.src, err, tc.want)
		}
	}
	// Only unknown cards: the list had card lines, so the deck is empty
	// and every card is a warning.
	d, warns, err := card.ParseDeckList("d", strings.NewReader("Hello there\n2 Nope\n"), lib)
	if err != nil || d.Size() != 0 || len(warns) != 2 {
		t.Errorf("only unknown cards: %v, %d cards, %q", err, d.Size(), warns)
	}
}

func TestFormatDeckListRoundTrip(t *testing.T) {
	lib := testLibrary(t)
	get := func(name string) *card.Def {
		d, ok := lib.Card(name)
		if !ok {
			t.Fatal(name)
		}
		return d
	}
	bolt, zephyr, forest, acorn := get("Bolt"), get("Zephyr"), get("Forest"), get("Acorn")
	cards := []*card.Def{forest, bolt, zephyr, forest, bolt, acorn, bolt, bolt, forest}
	text := card.FormatDeckList(cards)
	want := "Deck\n// Creatures (1)\n1 Zephyr\n\n// Instants (4)\n4 Bolt\n\n// Sorceries (1)\n1 Acorn\n\n// Lands (3)\n3 Forest\n"
	if text != want {
		t.Errorf("got\n%s\nwant\n%s", text, want)
	}
	d, warns, err := card.ParseDeckList("d", strings.NewReader(text), lib)
	if err != nil || len(warns) > 0 {
		t.Fatal(err, warns)
	}
	if got := entries(d.Main); got != "1 Zephyr, 4 Bolt, 1 Acorn, 3 Forest" || d.Size() != len(cards) {
		t.Errorf("read back %q", got)
	}
	if card.FormatDeckList(nil) != "Deck\n" {
		t.Errorf("empty deck: %q", card.FormatDeckList(nil))
	}
}

func TestGroupOf(t *testing.T) {
	lib := testLibrary(t)
	for name, want := range map[string]card.Group{"Bolt": card.GroupInstant, "Zephyr": card.GroupCreature, "Forest": card.GroupLand, "Acorn": card.GroupSorcery} {
		d, _ := lib.Card(name)
		if g := card.GroupOf(d); g != want {
			t.Errorf("%s: %v, want %v", name, g, want)
		}
	}
	if card.GroupLand.String() != "Lands" || card.NumGroups.String() != "Group(7)" {
		t.Error(card.GroupLand, card.NumGroups)
	}
}
