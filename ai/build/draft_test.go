package build

import (
	"math/rand/v2"
	"testing"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// TestPickDraft drafts three packs of fifteen random block cards a pick at
// a time (each pick from a fresh pack, as if packs were passed): every
// pick is a valid index, the same inputs give the same pick, and once the
// picks settle at least four in five are of the drafter's final two
// colours or colourless.
func TestPickDraft(t *testing.T) {
	block, _ := testBlock(t)
	if PickDraft(nil, nil, 1) != -1 {
		t.Error("a pick from an empty pack")
	}
	for seed := uint64(1); seed <= 20; seed++ {
		r := rand.New(rand.NewPCG(seed, 0xd4af))
		var picked []*card.Def
		var packs [][]*card.Def
		for n := 0; n < 45; n++ {
			pack := make([]*card.Def, 15-n%15)
			for i := range pack {
				pack[i] = block[r.IntN(len(block))]
			}
			i := PickDraft(pack, picked, seed)
			if i < 0 || i >= len(pack) {
				t.Fatalf("seed %d pick %d: index %d in a pack of %d", seed, n, i, len(pack))
			}
			if j := PickDraft(pack, picked, seed); j != i {
				t.Fatalf("seed %d pick %d: %d then %d", seed, n, i, j)
			}
			picked = append(picked, pack[i])
			packs = append(packs, pack)
		}
		main := draftColours(picked)
		in, late := 0, 0
		for n, d := range picked {
			if n < settlePicks || d.IsLand() || !hasPlayable(packs[n], main) {
				continue
			}
			late++
			if cardvalue.Colours(d)&^main == 0 {
				in++
			}
		}
		if in*5 < late*4 {
			t.Errorf("seed %d: %d of %d settled picks in colours %s", seed, in, late, main)
		}
		if main.Count() != 2 || main&^mana.AllColors != 0 {
			t.Errorf("seed %d: drafted colours %s", seed, main)
		}
	}
}

// hasPlayable reports whether pack holds a non-land card of colours cs
// (or colourless) scoring at least 3.
func hasPlayable(pack []*card.Def, cs mana.ColorSet) bool {
	for _, d := range pack {
		if !d.IsLand() && cardvalue.Colours(d)&^cs == 0 && cardvalue.Score(d) >= 3 {
			return true
		}
	}
	return false
}
