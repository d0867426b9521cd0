package livedraft_test

import (
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/livedraft"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// blockCards is the shipped block with the basic lands.
func blockCards(t testing.TB) []*card.Def {
	t.Helper()
	cat, err := catalog.Load(os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	return cat.BlockWithBasics()
}

// isBasicLand reports whether d is a basic land.
func isBasicLand(d *card.Def) bool { return d.IsLand() && d.Super.Has(card.Basic) }

// basicColour is the colour a basic land taps for, by its land type.
func basicColour(d *card.Def) mana.Color {
	c, _ := mana.ParseColor(map[string]string{"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}[d.Subtypes[0]])
	return c
}

func generate(t *testing.T, block []*card.Def, size int, seed uint64) []*card.Def {
	t.Helper()
	lib, err := livedraft.Generate(block, size, rand.New(rand.NewPCG(seed, seed)))
	if err != nil {
		t.Fatalf("size %d, seed %d: %v", size, seed, err)
	}
	return lib
}

func TestGeneratedLibrariesHaveTheirSizeAndAQuarterLands(t *testing.T) {
	block := blockCards(t)
	for _, size := range livedraft.Sizes {
		for seed := uint64(1); seed <= 5; seed++ {
			lib := generate(t, block, size, seed)
			lands, total := livedraft.Summary(lib)
			if total != size {
				t.Errorf("size %d seed %d: %d cards", size, seed, total)
			}
			if d := lands - size/4; d < -2 || d > 2 {
				t.Errorf("size %d seed %d: %d lands, want about %d", size, seed, lands, size/4)
			}
			if err := livedraft.Check(lib); err != nil {
				t.Errorf("size %d seed %d: %v", size, seed, err)
			}
		}
	}
}

func TestGeneratedLibrariesAreBalanced(t *testing.T) {
	block := blockCards(t)
	for _, size := range livedraft.Sizes {
		lib := generate(t, block, size, 7)
		copies := map[*card.Def]int{}
		mono := make([]int, mana.NumColors)
		var symbols [mana.NumColors]int
		basics := map[mana.Color]int{}
		spells, cheapToMid, dear, commons, rares := 0, 0, 0, 0, 0
		for _, d := range lib {
			if isBasicLand(d) {
				basics[basicColour(d)]++
				continue
			}
			copies[d]++
			if d.IsLand() {
				continue
			}
			spells++
			if d.Colors.Count() == 1 {
				mono[d.Colors.Colors()[0]]++
			}
			for c, k := range d.Cost.Colored {
				symbols[c] += int(k)
			}
			switch mv := d.Cost.ManaValue(); {
			case mv >= 1 && mv <= 4:
				cheapToMid++
			case mv >= 6:
				dear++
			}
			switch d.Rarity {
			case card.Common:
				commons++
			case card.Rare, card.Mythic:
				rares++
			}
		}
		for d, n := range copies {
			if n > livedraft.MaxCopies {
				t.Errorf("size %d: %d copies of %s", size, n, d.Name)
			}
		}
		if size <= 180 {
			for d, n := range copies {
				if n > 1 {
					t.Errorf("size %d: %d copies of %s though the block has enough cards", size, n, d.Name)
				}
			}
		}
		// The five colours about equally: each within 10% of a fifth of the single-coloured spells.
		monoTotal := 0
		for _, n := range mono {
			monoTotal += n
		}
		for c, n := range mono {
			if f := float64(n) / float64(monoTotal); f < 0.18 || f > 0.22 {
				t.Errorf("size %d: %v has %d of %d single-coloured spells", size, mana.Color(c), n, monoTotal)
			}
		}
		if f := float64(monoTotal) / float64(spells); f < 0.55 || f > 0.8 {
			t.Errorf("size %d: %d of %d spells single-coloured", size, monoTotal, spells)
		}
		// Basics follow the colour symbols: each colour's share within 3 points.
		symTotal := 0
		for _, n := range symbols {
			symTotal += n
		}
		nBasics := 0
		for _, n := range basics {
			nBasics += n
		}
		for c := range mana.NumColors {
			want := float64(symbols[c]) / float64(symTotal)
			if got := float64(basics[mana.Color(c)]) / float64(nBasics); got < want-0.03 || got > want+0.03 {
				t.Errorf("size %d: %v basics %.2f of the basics, its symbols %.2f of the symbols", size, mana.Color(c), got, want)
			}
		}
		if f := float64(cheapToMid) / float64(spells); f < 0.75 {
			t.Errorf("size %d: only %d of %d spells at mana value 1-4", size, cheapToMid, spells)
		}
		if f := float64(dear) / float64(spells); f > 0.05 {
			t.Errorf("size %d: %d of %d spells at mana value 6+", size, dear, spells)
		}
		if f := float64(commons) / float64(spells); f < 0.5 || f > 0.75 {
			t.Errorf("size %d: %d of %d spells common", size, commons, spells)
		}
		if f := float64(rares) / float64(spells); f > 0.15 || rares == 0 {
			t.Errorf("size %d: %d of %d spells rare or mythic", size, rares, spells)
		}
	}
}

func TestGenerateIsDeterministicAndShuffled(t *testing.T) {
	block := blockCards(t)
	a, b := generate(t, block, 180, 3), generate(t, block, 180, 3)
	if !slices.Equal(a, b) {
		t.Error("the same seed made two different libraries")
	}
	// The order of the block does not matter.
	rev := slices.Clone(block)
	slices.Reverse(rev)
	if c := generate(t, rev, 180, 3); !slices.Equal(a, c) {
		t.Error("the block's order changed the library")
	}
	if c := generate(t, block, 180, 4); slices.Equal(a, c) {
		t.Error("two seeds made the same library")
	}
	// Shuffled: the lands are not all together at one end.
	firstQuarter := 0
	for _, d := range a[:45] {
		if d.IsLand() {
			firstQuarter++
		}
	}
	if firstQuarter == 0 || firstQuarter == 45 {
		t.Errorf("%d lands among the first 45 cards", firstQuarter)
	}
}

func TestGenerateUsesSecondCopiesOnlyWhereShort(t *testing.T) {
	block := blockCards(t)
	// A block of 40 spells and the basics: 60 spells need 20 second copies.
	var small []*card.Def
	n := 0
	for _, d := range block {
		if isBasicLand(d) || (!d.IsLand() && n < 40) {
			small = append(small, d)
			if !d.IsLand() {
				n++
			}
		}
	}
	lib := generate(t, small, 80, 1)
	copies := map[*card.Def]int{}
	for _, d := range lib {
		if !isBasicLand(d) {
			copies[d]++
		}
	}
	if len(copies) != 40 {
		t.Errorf("%d different spells of the 40", len(copies))
	}
	for d, k := range copies {
		if k > livedraft.MaxCopies {
			t.Errorf("%d copies of %s", k, d.Name)
		}
	}
}

func TestGenerateFailsClearly(t *testing.T) {
	block := blockCards(t)
	var spells, noBasics []*card.Def
	for _, d := range block {
		if !isBasicLand(d) {
			noBasics = append(noBasics, d)
			if len(spells) < 10 && !d.IsLand() {
				spells = append(spells, d)
			}
		}
	}
	tiny := append(slices.Clone(spells), block[len(block)-5:]...) // ten spells and the basics
	for _, c := range []struct {
		block []*card.Def
		size  int
		want  string
	}{
		{noBasics, 120, "the block has no basic lands"},
		{tiny, 120, "the block has 10 cards besides lands, too few for a library of 120 cards"},
		{block, 30, "a library has 60 to 1000 cards, not 30"},
	} {
		_, err := livedraft.Generate(c.block, c.size, rand.New(rand.NewPCG(1, 1)))
		if err == nil || !strings.HasSuffix(err.Error(), c.want) {
			t.Errorf("size %d: error %v, want %q", c.size, err, c.want)
		}
	}
}

func TestCheck(t *testing.T) {
	block := blockCards(t)
	if err := livedraft.Check(block[:42]); err == nil || err.Error() != "livedraft: it holds 42 cards, and at least 60 are needed to play from" {
		t.Errorf("42 cards: %v", err)
	}
	if err := livedraft.Check(block[:60]); err != nil {
		t.Errorf("60 cards: %v", err)
	}
	if err := livedraft.Check(append(slices.Clone(block[:70]), nil)); err == nil {
		t.Error("a missing card accepted")
	}
}
