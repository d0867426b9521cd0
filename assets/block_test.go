package assets_test

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// blockSets are the three sets of the card block (docs/block.md) with their
// minimum sizes in non-land cards.
var blockSets = []struct {
	code string
	min  int
}{{"HTH", 150}, {"SMF", 75}, {"LDF", 75}}

// blockCards returns the non-land cards of the block.
func blockCards(t *testing.T) []*card.Def {
	t.Helper()
	_, sets := load(t)
	var all []*card.Def
	for _, b := range blockSets {
		s := sets[b.code]
		if s == nil {
			t.Fatalf("the block set %s is missing", b.code)
		}
		n := 0
		for _, d := range s.Cards {
			if !d.IsLand() {
				all = append(all, d)
				n++
			}
		}
		if n < b.min {
			t.Errorf("%s has %d non-land cards, want at least %d", b.code, n, b.min)
		}
	}
	return all
}

// TestBlockRarityProportions: about 40% common, 30% uncommon, 22% rare and
// 8% mythic in each set, within five percentage points.
func TestBlockRarityProportions(t *testing.T) {
	_, sets := load(t)
	want := [4]float64{0.40, 0.30, 0.22, 0.08}
	for _, b := range blockSets {
		s := sets[b.code]
		if s == nil {
			t.Fatalf("the block set %s is missing", b.code)
		}
		var n [card.Special + 1]int
		total := 0
		for _, d := range s.Cards {
			if !d.IsLand() {
				n[d.Rarity]++
				total++
			}
		}
		for r := card.Common; r <= card.Mythic; r++ {
			got := float64(n[r]) / float64(total)
			if got < want[r]-0.05 || got > want[r]+0.05 {
				t.Errorf("%s: %s is %.0f%% of the set (%d of %d), want about %.0f%%", b.code, r, got*100, n[r], total, want[r]*100)
			}
		}
	}
}

// TestBlockColourMinimums checks the block-wide minimums per colour, for
// colourless cards, for each colour pair and for three- to five-colour cards.
func TestBlockColourMinimums(t *testing.T) {
	cards := blockCards(t)
	type key struct {
		colors mana.ColorSet
		rarity card.Rarity
	}
	count := map[key]int{}
	multi := map[int]int{}
	for _, d := range cards {
		count[key{d.Colors, d.Rarity}]++
		multi[d.Colors.Count()]++
	}
	need := map[card.Rarity]int{card.Common: 9, card.Uncommon: 4, card.Rare: 2}
	for c := mana.White; c <= mana.Green; c++ {
		for r, n := range need {
			if got := count[key{mana.SetOf(c), r}]; got < n {
				t.Errorf("%s: %d %s cards, want at least %d", c.Name(), got, r, n)
			}
		}
	}
	need[card.Mythic] = 1
	for r, n := range need {
		if got := count[key{0, r}]; got < n {
			t.Errorf("colourless: %d %s cards, want at least %d", got, r, n)
		}
	}
	for a := mana.White; a <= mana.Green; a++ {
		for b := a + 1; b <= mana.Green; b++ {
			if got := count[key{mana.SetOf(a, b), card.Common}]; got < 2 {
				t.Errorf("%s%s: %d two-colour commons, want at least 2", a, b, got)
			}
		}
	}
	for n := 3; n <= 5; n++ {
		if multi[n] == 0 {
			t.Errorf("no %d-colour card in the block", n)
		}
	}
}

// TestBlockHasRemovalInEveryColour: every colour has a common or uncommon
// that removes or kills a creature (damage, destroy, exile, bounce, fight
// or an edict).
func TestBlockHasRemovalInEveryColour(t *testing.T) {
	removal := map[card.EffectKind]bool{card.Damage: true, card.Destroy: true, card.Exile: true,
		card.Bounce: true, card.Fight: true, card.Sacrifice: true}
	found := map[mana.Color]bool{}
	for _, d := range blockCards(t) {
		if d.Rarity > card.Uncommon || d.Colors.Count() != 1 {
			continue
		}
		for _, a := range d.Abilities {
			for _, e := range a.Effects {
				if removal[e.Kind] {
					found[d.Colors.Colors()[0]] = true
				}
			}
		}
	}
	for c := mana.White; c <= mana.Green; c++ {
		if !found[c] {
			t.Errorf("%s has no common or uncommon removal", c.Name())
		}
	}
}
