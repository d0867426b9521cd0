package assets_test

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// TestEveryCardsTextMatchesItsAbilities: each card's rules text is made of
// its keywords and one line per ability, generated from the same data the
// engine executes; only a vanilla creature (no keywords, no abilities) has
// an empty text box.
func TestEveryCardsTextMatchesItsAbilities(t *testing.T) {
	lib, _ := load(t)
	for _, d := range lib.All() {
		vanilla := d.Keywords == 0 && len(d.Abilities) == 0 && d.Enchant == nil && !d.EntersTapped
		if vanilla {
			if !d.IsCreature() {
				t.Errorf("%s (%s:%d) does nothing at all", d.Name, d.File, d.Line)
			}
			continue
		}
		if strings.TrimSpace(d.Text) == "" {
			t.Errorf("%s (%s:%d) has abilities but no rules text", d.Name, d.File, d.Line)
			continue
		}
		for _, k := range d.Keywords.List() {
			if !strings.Contains(strings.ToLower(d.Text), k.String()) {
				t.Errorf("%s: text %q does not mention %s", d.Name, d.Text, k)
			}
		}
		for i := range d.Abilities {
			at := card.AbilityText(d, i)
			if at == "" {
				t.Errorf("%s: ability %d has no text", d.Name, i)
				continue
			}
			if !strings.Contains(d.Text, at) {
				t.Errorf("%s: the card text %q lacks its ability %d %q", d.Name, d.Text, i, at)
			}
		}
		if strings.Contains(d.Text, "?") || strings.Contains(d.Text, "%!") {
			t.Errorf("%s: text has a placeholder: %q", d.Name, d.Text)
		}
	}
}
