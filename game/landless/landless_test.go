package landless

import (
	"math/rand/v2"
	"os"
	"reflect"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// blockCards is the shipped block: Hearthlands, Simmering Feud, Larder & Forge.
func blockCards(t testing.TB) []*card.Def {
	t.Helper()
	cat, err := catalog.Load(os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	return cat.Block()
}

func sums(slots []Slot) (byRarity map[card.Rarity]int, byColumn map[Column]int, total int) {
	byRarity, byColumn = map[card.Rarity]int{}, map[Column]int{}
	for _, s := range slots {
		col, _ := ColumnOf(s.Colors)
		byRarity[s.Rarity] += s.Count
		byColumn[col] += s.Count
		total += s.Count
	}
	return
}

func TestTheRulesTableHas200CardsInItsProportions(t *testing.T) {
	byRarity, byColumn, total := sums(Table200())
	if total != 200 {
		t.Errorf("total %d", total)
	}
	wantR := map[card.Rarity]int{card.Mythic: 2, card.Rare: 14, card.Uncommon: 42, card.Common: 142}
	if !reflect.DeepEqual(byRarity, wantR) {
		t.Errorf("by rarity %v, want %v", byRarity, wantR)
	}
	wantC := map[Column]int{Colourless: 30, OneColour: 130, TwoColours: 40}
	if !reflect.DeepEqual(byColumn, wantC) {
		t.Errorf("by column %v, want %v", byColumn, wantC)
	}
	perColour := map[mana.ColorSet]int{}
	for _, s := range Table200() {
		perColour[s.Colors] += s.Count
	}
	for c := mana.Color(0); c < mana.NumColors; c++ {
		if n := perColour[mana.ColorSet(0).With(c)]; n != 26 {
			t.Errorf("colour %v: %d cards, want 26", c, n)
		}
	}
	for _, p := range Pairs() {
		if n := perColour[p]; n != 4 {
			t.Errorf("pair %v: %d cards, want 4", p, n)
		}
	}
}

func TestSmallerTablesKeepTheProportions(t *testing.T) {
	for _, size := range []int{60, 100, 120, 150} {
		byRarity, byColumn, total := sums(Table(size))
		if total != size {
			t.Errorf("Table(%d) has %d cards", size, total)
		}
		f := float64(size) / 200
		for r, want := range map[card.Rarity]float64{card.Rare: 14, card.Uncommon: 42, card.Common: 142} {
			if got := float64(byRarity[r]); got < want*f-3 || got > want*f+3 {
				t.Errorf("Table(%d): rarity %v has %v, want about %.1f", size, r, got, want*f)
			}
		}
		for col, want := range map[Column]float64{Colourless: 30, OneColour: 130, TwoColours: 40} {
			if got := float64(byColumn[col]); got < want*f-3 || got > want*f+3 {
				t.Errorf("Table(%d): column %v has %v, want about %.1f", size, col, got, want*f)
			}
		}
	}
}

func TestSharedDeckFromTheBlockFollowsTheTable(t *testing.T) {
	block := blockCards(t)
	for _, size := range []int{200, 100} {
		deck, err := SharedDeck(block, size, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatal(err)
		}
		if len(deck) != size {
			t.Fatalf("%d cards", len(deck))
		}
		copies := map[*card.Def]int{}
		byColumn := map[Column]int{}
		for _, d := range deck {
			if d.IsLand() || d.Token {
				t.Errorf("%s in the shared deck", d.Name)
			}
			copies[d]++
			col, ok := ColumnOf(d.Colors & mana.AllColors)
			if !ok {
				t.Errorf("%s has three or more colours", d.Name)
			}
			byColumn[col]++
		}
		for d, n := range copies {
			if n > MaxCopies {
				t.Errorf("%d copies of %s", n, d.Name)
			}
		}
		_, wantCol, _ := sums(Table(size))
		if !reflect.DeepEqual(byColumn, wantCol) {
			t.Errorf("size %d: columns %v, want %v", size, byColumn, wantCol)
		}
		t.Logf("size %d: %d distinct cards", size, len(copies))
	}
}

func TestSecondCopiesOnlyWhereTheBlockIsShort(t *testing.T) {
	block := blockCards(t)
	deck, err := SharedDeck(block, 100, rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[*card.Def]bool{}
	for _, d := range deck {
		if seen[d] {
			// A second copy: every card of its rarity and colours must be in.
			for _, c := range Playable(block) {
				if c.Rarity == d.Rarity && c.Colors&mana.AllColors == d.Colors&mana.AllColors && !contains(deck, c) {
					t.Errorf("a second %s while %s is left out", d.Name, c.Name)
				}
			}
		}
		seen[d] = true
	}
}

func TestSharedDeckIsDeterministicAndFailsOnATinyBlock(t *testing.T) {
	block := blockCards(t)
	a, _ := SharedDeck(block, 100, rand.New(rand.NewPCG(7, 7)))
	b, _ := SharedDeck(block, 100, rand.New(rand.NewPCG(7, 7)))
	if !reflect.DeepEqual(a, b) {
		t.Error("same seed, different decks")
	}
	if _, err := SharedDeck(block[:10], 100, rand.New(rand.NewPCG(7, 7))); err == nil {
		t.Error("a 10-card block made a deck")
	}
}

func TestDraftPools(t *testing.T) {
	block := blockCards(t)
	for _, seats := range []int{2, 4, 8} {
		pools, err := DraftPools(block, seats, 60, rand.New(rand.NewPCG(uint64(seats), 1)))
		if err != nil {
			t.Fatal(err)
		}
		if len(pools) != seats {
			t.Fatalf("%d pools", len(pools))
		}
		total := map[*card.Def]int{}
		for _, p := range pools {
			if len(p) != 60 {
				t.Errorf("pool of %d", len(p))
			}
			for _, d := range p {
				if d.IsLand() {
					t.Errorf("%s in a pool", d.Name)
				}
				total[d]++
			}
		}
		limit := (seats*60 + len(Playable(block)) - 1) / len(Playable(block))
		for d, n := range total {
			if n > limit {
				t.Errorf("%d seats: %s dealt %d times, more than the %d copies", seats, d.Name, n, limit)
			}
		}
	}
}

func contains(deck []*card.Def, d *card.Def) bool {
	for _, x := range deck {
		if x == d {
			return true
		}
	}
	return false
}

func TestSmallerTablesShareCellsEvenlyBetweenColours(t *testing.T) {
	for _, size := range []int{60, 100, 120, 150} {
		perColour := map[mana.ColorSet]int{}
		for _, s := range Table(size) {
			if s.Colors.Count() == 1 {
				perColour[s.Colors] += s.Count
			}
		}
		lo, hi := 1000, 0
		for _, n := range perColour {
			lo, hi = min(lo, n), max(hi, n)
		}
		if hi-lo > 1 {
			t.Errorf("Table(%d): one-colour counts %v differ by more than one", size, perColour)
		}
	}
}
