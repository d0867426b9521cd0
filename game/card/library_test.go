package card_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/kitchentable/kitchentable/game/card"
)

const setA = `set: Alpha
code: AAA
card: Zephyr
cost: {U}
type: Creature — Bird
pt: 1/1
rarity: common
card: Bolt
cost: {R}
type: Instant
rarity: common
spell: damage 2 target:any
token: Spirit Wisp
type: Creature — Spirit
pt: 1/1
`

const setB = `set: Beta
code: BBB
card: Forest
type: Basic Land — Forest
rarity: basic
activate: {T} -> add {G}
card: Acorn
cost: {G}
type: Sorcery
rarity: common
spell: draw 1
`

func mustSet(t *testing.T, name, src string) *card.Set {
	t.Helper()
	s, err := card.Parse(name, strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func testLibrary(t *testing.T) *card.Library {
	t.Helper()
	lib, err := card.NewLibrary(mustSet(t, "a.cards", setA), mustSet(t, "b.cards", setB))
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

func TestLibrary(t *testing.T) {
	lib := testLibrary(t)
	var names []string
	for _, d := range lib.All() {
		names = append(names, d.Set+"/"+d.Name)
	}
	if want := []string{"AAA/Bolt", "AAA/Zephyr", "BBB/Acorn", "BBB/Forest"}; !reflect.DeepEqual(names, want) {
		t.Errorf("All = %v, want %v", names, want)
	}
	if d, ok := lib.Card("bolt"); !ok || d.Name != "Bolt" {
		t.Errorf("Card(bolt) = %v, %v", d, ok)
	}
	if _, ok := lib.Card("Spirit Wisp"); ok {
		t.Error("Card found a token")
	}
	if d, ok := lib.Token("Spirit Wisp"); !ok || !d.Token {
		t.Errorf("Token = %v, %v", d, ok)
	}
	if len(lib.Sets()) != 2 {
		t.Errorf("Sets = %d", len(lib.Sets()))
	}

	dup := strings.Replace(setB, "card: Acorn", "card: ZEPHYR", 1)
	_, err := card.NewLibrary(mustSet(t, "a.cards", setA), mustSet(t, "b.cards", dup))
	if want := `card: b.cards:7: duplicate card name "ZEPHYR" (also a.cards:3)`; err == nil || err.Error() != want {
		t.Errorf("duplicate name: got %v, want %s", err, want)
	}
	_, err = card.NewLibrary(mustSet(t, "a.cards", setA), mustSet(t, "c.cards", strings.Replace(setB, "BBB", "AAA", 1)))
	if want := `card: c.cards:2: the set code AAA is already used by a.cards (line 2)`; err == nil || err.Error() != want {
		t.Errorf("duplicate code: got %v, want %s", err, want)
	}
}

func TestDeckRoundTrip(t *testing.T) {
	lib := testLibrary(t)
	src := "# burn\n\n4 Bolt\n2x zephyr\n  10 Forest  \n\nsideboard:\n3 Acorn\n"
	d, err := card.ParseDeck("decks/burn.deck", strings.NewReader(src), lib)
	if err != nil {
		t.Fatal(err)
	}
	if d.Name != "burn" || len(d.Main) != 3 || len(d.Side) != 1 || d.Size() != 16 {
		t.Fatalf("deck = %+v", d)
	}
	cards := d.Cards()
	if len(cards) != 16 || cards[0].Name != "Bolt" || cards[4].Name != "Zephyr" || cards[15].Name != "Forest" {
		t.Errorf("Cards = %v", cards)
	}
	text := d.Format()
	want := "name: burn\n\n4 Bolt\n2 Zephyr\n10 Forest\n\nSideboard\n3 Acorn\n"
	if text != want {
		t.Errorf("Format = %q, want %q", text, want)
	}
	d2, err := card.ParseDeck("other.deck", strings.NewReader(text), lib)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(d, d2) || d2.Format() != text {
		t.Errorf("round trip changed the deck:\n%+v\n%+v", d, d2)
	}
	named, err := card.ParseDeck(`C:\decks\x.deck`, strings.NewReader("name: Big Burn\n1 Bolt\n"), lib)
	if err != nil || named.Name != "Big Burn" {
		t.Errorf("named deck = %+v, %v", named, err)
	}
	plain, _ := card.ParseDeck(`C:\decks\x.deck`, strings.NewReader("1 Bolt\n"), lib)
	if plain.Name != "x" {
		t.Errorf("deck name from a Windows path = %q", plain.Name)
	}
}

func TestDeckErrors(t *testing.T) {
	lib := testLibrary(t)
	tests := []struct{ src, want string }{
		{"4 Bolt\n\n4 Lightning\n", `card: d.deck:3: unknown card "Lightning"`},
		{"Bolt\n", `card: d.deck:1: expected "COUNT Card Name", got "Bolt"`},
		{"0 Bolt\n", `card: d.deck:1: expected "COUNT Card Name", got "0 Bolt"`},
		{"4\n", `card: d.deck:1: expected "COUNT Card Name", got "4"`},
		{"# c\n1 Spirit Wisp\n", `card: d.deck:2: "Spirit Wisp" is a token, not a card`},
		{"1 Bolt\nSideboard\n1 Bolt\nSideboard\n", `card: d.deck:4: second Sideboard line`},
		{"1 Bolt\nname: Late\n", `card: d.deck:2: name: must come once, before the cards`},
		{"name:\n", `card: d.deck:1: empty name:`},
	}
	for _, tc := range tests {
		_, err := card.ParseDeck("d.deck", strings.NewReader(tc.src), lib)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q: got %v, want %s", tc.src, err, tc.want)
		}
	}
}

func TestLoadFS(t *testing.T) {
	fsys := fstest.MapFS{
		"sets/b.cards":    {Data: []byte(setB)},
		"sets/a.cards":    {Data: []byte(setA)},
		"sets/readme.txt": {Data: []byte("not a set")},
		"bad/x.cards":     {Data: []byte("set: X\ncode: XX\ncard: Y\ncost: {R}\ntype: Instant\nrarity: common\nspell: zap\n")},
	}
	sets, err := card.LoadFS(fsys, "sets")
	if err != nil {
		t.Fatal(err)
	}
	if len(sets) != 2 || sets[0].Code != "AAA" || sets[1].Code != "BBB" || sets[0].Cards[0].File != "sets/a.cards" {
		t.Errorf("sets = %+v", sets)
	}
	_, err = card.LoadFS(fsys, "bad")
	if want := `card: bad/x.cards:7: unknown effect "zap"`; err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
	if _, err := card.LoadFS(fsys, "missing"); err == nil {
		t.Error("LoadFS of a missing folder: no error")
	}
}

func TestLoadDir(t *testing.T) {
	dir := t.TempDir()
	sets, err := card.LoadDir(filepath.Join(dir, "nope"))
	if err != nil || sets != nil {
		t.Errorf("missing folder: %v, %v", sets, err)
	}
	if err := os.WriteFile(filepath.Join(dir, "a.cards"), []byte(setA), 0o644); err != nil {
		t.Fatal(err)
	}
	sets, err = card.LoadDir(dir)
	if err != nil || len(sets) != 1 || sets[0].Cards[0].File != filepath.Join(dir, "a.cards") {
		t.Errorf("LoadDir = %+v, %v", sets, err)
	}
	if err := os.WriteFile(filepath.Join(dir, "b.cards"), []byte("set: B\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = card.LoadDir(dir)
	if want := "card: " + filepath.Join(dir, "b.cards") + ":1: missing set: or code: line"; err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
	if _, err := card.LoadDir(filepath.Join(dir, "a.cards")); err == nil {
		t.Error("LoadDir of a file: no error")
	}
}

func TestStrings(t *testing.T) {
	tests := []struct {
		got  interface{ String() string }
		want string
	}{
		{card.Creature, "Creature"}, {card.Legendary, "Legendary"}, {card.Mythic, "mythic"},
		{card.ManaAbility, "mana"}, {card.OnEndStep, "end-step"}, {card.GainLife, "gain-life"},
		{card.PayOrSacrifice, "pay-or-sacrifice"}, {card.EachOpponent, "each-opponent"},
		{card.NonlandPermanent, "nonland-permanent"}, {card.OpponentControls, "opponent"},
		{card.AffectsOtherCreaturesYouControl, "creatures/you/other"}, {card.EffectKind(99), "EffectKind(99)"},
		{card.TargetSpec{Kind: card.CreatureTarget, Controller: card.YouControl, Other: true, MaxPower: 2, Subtype: "Elf"},
			"creature/you/other,power<=2,Elf"},
	}
	for _, tc := range tests {
		if s := tc.got.String(); s != tc.want {
			t.Errorf("String() = %q, want %q", s, tc.want)
		}
	}
}
