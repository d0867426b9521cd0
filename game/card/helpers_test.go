package card_test

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// header starts every test file.
const header = "set: Test\ncode: TST\n"

// tokens are appended to test files so create effects can name them.
const tokens = `
token: Spirit Wisp
type: Creature — Spirit
colors: W
pt: 1/1
keywords: flying

token: Sealed Letter
type: Artifact
activate: {2}, sacrifice-self -> draw 1
`

// parseSet parses header+src+tokens and fails the test on error.
func parseSet(t *testing.T, src string) *card.Set {
	t.Helper()
	s, err := card.Parse("t.cards", strings.NewReader(header+src+tokens))
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	return s
}

// first returns the first card of src.
func first(t *testing.T, src string) *card.Def {
	t.Helper()
	s := parseSet(t, src)
	if len(s.Cards) == 0 {
		t.Fatalf("no cards in\n%s", src)
	}
	return s.Cards[0]
}

// spellCard wraps effects in an instant (with {X} in its cost if they use X).
func spellCard(effects string) string {
	cost := "{1}{R}"
	if strings.Contains(effects, " X") {
		cost = "{X}{R}"
	}
	return "card: Probe\ncost: " + cost + "\ntype: Instant\nrarity: common\nspell: " + effects + "\n"
}

// creatureCard wraps one ability line in a creature.
func creatureCard(line string) string {
	return "card: Probe\ncost: {1}{G}\ntype: Creature — Elf\npt: 2/2\nrarity: common\n" + line + "\n"
}

func stringsReader(s string) *strings.Reader { return strings.NewReader(s) }
