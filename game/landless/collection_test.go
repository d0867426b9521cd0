package landless

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// TestCollectionDeckFollowsTheTableWhenItCan: a collection as large as
// the block makes the very deck SharedDeck makes.
func TestCollectionDeckFollowsTheTableWhenItCan(t *testing.T) {
	block := blockCards(t)
	a, err := CollectionDeck(block, 100, rand.New(rand.NewPCG(5, 6)))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := SharedDeck(block, 100, rand.New(rand.NewPCG(5, 6)))
	if !reflect.DeepEqual(a, b) {
		t.Error("a collection that fills the table did not make the table's deck")
	}
}

// TestCollectionDeckFromASmallSet: a set of 30 playable cards (and some
// lands) cannot fill the table; the deck is its cards at most twice each,
// 60 in all, no land among them.
func TestCollectionDeckFromASmallSet(t *testing.T) {
	var set []*card.Def
	for _, d := range blockCards(t) {
		if (len(set) < 30 && len(Playable([]*card.Def{d})) == 1) || (d.IsLand() && len(set) < 34) {
			set = append(set, d)
		}
	}
	deck, err := CollectionDeck(set, 100, rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	want := len(Playable(set)) * MaxCopies
	if len(deck) != want {
		t.Errorf("%d cards, want %d: every playable card twice", len(deck), want)
	}
	copies := map[*card.Def]int{}
	for _, d := range deck {
		copies[d]++
		if d.IsLand() {
			t.Errorf("%s in the shared deck", d.Name)
		}
	}
	for d, n := range copies {
		if n != MaxCopies {
			t.Errorf("%d copies of %s", n, d.Name)
		}
	}
}

// TestCollectionDeckRefusesATinySet: ten cards make at most twenty, under
// the shared deck's minimum.
func TestCollectionDeckRefusesATinySet(t *testing.T) {
	if _, err := CollectionDeck(Playable(blockCards(t))[:10], 100, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("ten cards made a shared deck")
	}
}
