package league

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// A "421 set" holds four of each common, two of each uncommon, one of each
// rare and one of each mythic rare; basic lands and tokens are no part of it.
func TestCopiesByRarity(t *testing.T) {
	for _, c := range []struct {
		r    card.Rarity
		want int
	}{{card.Common, 4}, {card.Uncommon, 2}, {card.Rare, 1}, {card.Mythic, 1}, {card.Special, 0}} {
		if got := Copies(c.r); got != c.want {
			t.Errorf("Copies(%v) = %d, want %d", c.r, got, c.want)
		}
	}
}

// The pool starts as the first set's 421 set and 48 of each basic land;
// later sets are not in it, nor are tokens or a set's own basic lands.
func TestPoolAtStart(t *testing.T) {
	l := newTest(t, 2, 3, Block(), 1)
	v := l.View()
	basics, byRarity := 0, map[card.Rarity]int{}
	for _, p := range v.Pool {
		if p.Left != p.Added {
			t.Errorf("%s: %d left of %d before any deck", p.Card.Name, p.Left, p.Added)
		}
		if p.Set == -1 {
			basics++
			if p.Added != 48 {
				t.Errorf("%s: %d in the pool, want 48", p.Card.Name, p.Added)
			}
			continue
		}
		if p.Card.Set != "TBG" {
			t.Errorf("%s of set %s is in the pool at the start", p.Card.Name, p.Card.Set)
		}
		if p.Added != Copies(p.Card.Rarity) {
			t.Errorf("%s (%v): %d in the pool", p.Card.Name, p.Card.Rarity, p.Added)
		}
		byRarity[p.Card.Rarity]++
	}
	if basics != 5 || byRarity[card.Common] != 48 || byRarity[card.Uncommon] != 24 || byRarity[card.Rare] != 12 || byRarity[card.Mythic] != 4 {
		t.Errorf("pool: %d basics, by rarity %v", basics, byRarity)
	}
	if got := total(l.pool); got != 5*48+256 {
		t.Errorf("pool total %d, want %d", got, 5*48+256)
	}
	for _, s := range v.Sets {
		if s.InPool != (s.Code == "TBG") {
			t.Errorf("set %s in pool: %v", s.Code, s.InPool)
		}
	}
	// The third set's own basic land and the second set's token never join.
	l = newTest(t, 6, 3, Block(), 1)
	startAll(t, l, rand.New(rand.NewPCG(1, 1)))
	for _, p := range l.View().Pool {
		if p.Card.Name == "Second Wisp" || p.Card.Name == "Third Snowfield" {
			t.Errorf("%s is in the pool", p.Card.Name)
		}
	}
}

// A set marked as having extra basic lands brings 12 of each basic land.
func TestExtraBasicLands(t *testing.T) {
	cfg := testConfig(t, 6, 2, TwoSets(), 1)
	cfg.Sets[1].ExtraBasics = true
	l, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if v := l.View(); v.Sets[1].Size != 192+5*12 {
		t.Errorf("the second set brings %d cards, want %d", v.Sets[1].Size, 192+5*12)
	}
	r := rand.New(rand.NewPCG(2, 2))
	var evs []Event
	for l.phase == phaseStart {
		evs = append(evs, buildRandom(t, l, r)...)
	}
	e, ok := hasEvent(evs, EvSetAdded)
	if !ok || e.Count != 12 || !strings.Contains(e.Text, "12 of each basic land") {
		t.Fatalf("set added event %+v", e)
	}
	for _, p := range l.View().Pool {
		if p.Set == -1 && p.Added != 60 {
			t.Errorf("%s: %d added, want 48+12", p.Card.Name, p.Added)
		}
	}
	invariants(t, l)
}

// Decks are exactly 60 cards: 59 and 61 are refused, and the league does
// not change.
func TestDeckMustBeSixty(t *testing.T) {
	l := newTest(t, 2, 3, Block(), 1)
	deck := basicsDeck(t)
	for _, n := range []int{0, 59, 61} {
		cards := append([]*card.Def(nil), deck...)
		if n > 60 {
			cards = append(cards, def(t, "Forest"))
		} else {
			cards = cards[:n]
		}
		err := refused(t, l, Action{Kind: ActBuild, Seat: 0, Cards: cards})
		if !strings.Contains(err.Error(), "exactly 60") {
			t.Errorf("%d cards: %v", n, err)
		}
	}
	mustApply(t, l, Action{Kind: ActBuild, Seat: 0, Cards: deck})
	invariants(t, l)
}

// Only unchosen cards may be used: more copies than the pool holds, a card
// of a set not yet in the pool, a card of no set of the league, a missing
// card, and a build by the wrong seat are refused.
func TestCardNotInPoolRefused(t *testing.T) {
	l := newTest(t, 2, 3, Block(), 1)
	cases := []struct {
		name  string
		cards func() []*card.Def
		want  string
	}{
		{"five of a common", func() []*card.Def {
			return append(repeat(t, "Big Dawn Common 1", 5), basicsDeck(t)[:55]...)
		}, "only 4 are there"},
		{"two of a rare", func() []*card.Def {
			return append(repeat(t, "Big Dusk Rare 1", 2), basicsDeck(t)[:58]...)
		}, "only 1 are there"},
		{"a card of the second set", func() []*card.Def {
			return append(repeat(t, "Second Dawn Common 1", 1), basicsDeck(t)[:59]...)
		}, "has not joined the pool"},
		{"a card of no set", func() []*card.Def {
			return append([]*card.Def{{Name: "Stranger"}}, basicsDeck(t)[:59]...)
		}, "not one of this league's cards"},
		{"a missing card", func() []*card.Def {
			return append([]*card.Def{nil}, basicsDeck(t)[:59]...)
		}, "missing card"},
	}
	for _, c := range cases {
		err := refused(t, l, Action{Kind: ActBuild, Seat: 0, Cards: c.cards()})
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	if err := refused(t, l, Action{Kind: ActBuild, Seat: 1, Cards: basicsDeck(t)}); err != ErrNotLegal {
		t.Errorf("player two building first: %v", err)
	}
	// Forty-nine Forests: 48 are in the pool.
	cards := append(repeat(t, "Forest", 49), repeat(t, "Island", 11)...)
	if err := refused(t, l, Action{Kind: ActBuild, Seat: 0, Cards: cards}); !strings.Contains(err.Error(), "49 of Forest") {
		t.Errorf("49 forests: %v", err)
	}
}

// The players build in seat order, each from what the ones before left:
// the pool after builds lacks exactly the cards taken.
func TestPoolAfterBuilds(t *testing.T) {
	l := newTest(t, 3, 3, Block(), 1)
	if d := l.Pending(); d.Kind != DecideBuild || d.Seat != 0 || d.Deck != 1 || d.Place != 1 || d.Reason != ReasonStart {
		t.Fatalf("first decision %+v", d)
	}
	first := append(repeat(t, "Big Dawn Common 1", 4), append(repeat(t, "Plains", 48), repeat(t, "Big Dusk Rare 1", 1)...)...)
	first = append(first, repeat(t, "Island", 7)...)
	evs := mustApply(t, l, Action{Kind: ActBuild, Seat: 0, Cards: first})
	if e, ok := hasEvent(evs, EvDeckBuilt); !ok || e.Deck != 1 || e.Seat != 0 {
		t.Errorf("events %+v", evs)
	}
	left := map[string]int{}
	for _, p := range l.View().Pool {
		left[p.Card.Name] = p.Left
	}
	if left["Big Dawn Common 1"] != 0 || left["Plains"] != 0 || left["Big Dusk Rare 1"] != 0 || left["Island"] != 41 || left["Big Dawn Common 6"] != 4 {
		t.Errorf("pool after the first deck: %v", left)
	}
	// Player two sees what player one took: no Plains are left.
	if d := l.Pending(); d.Seat != 1 || d.Deck != 2 {
		t.Fatalf("second decision %+v", d)
	}
	err := refused(t, l, Action{Kind: ActBuild, Seat: 1, Cards: append(repeat(t, "Plains", 1), repeat(t, "Swamp", 48)[:48]...)})
	if err == nil || !strings.Contains(err.Error(), "exactly 60") {
		t.Errorf("%v", err)
	}
	err = refused(t, l, Action{Kind: ActBuild, Seat: 1, Cards: append(repeat(t, "Plains", 1), append(repeat(t, "Swamp", 48), repeat(t, "Forest", 11)...)...)})
	if !strings.Contains(err.Error(), "only 0 are there") {
		t.Errorf("a taken card: %v", err)
	}
	mustApply(t, l, Action{Kind: ActBuild, Seat: 1, Cards: append(repeat(t, "Swamp", 48), repeat(t, "Forest", 12)...)})
	mustApply(t, l, Action{Kind: ActBuild, Seat: 2, Cards: append(repeat(t, "Mountain", 48), repeat(t, "Forest", 12)...)})
	v := l.View()
	if len(v.Decks) != 3 || v.InPlay != 3 || len(v.Rounds) != 1 {
		t.Fatalf("%d decks, %d rounds", len(v.Decks), len(v.Rounds))
	}
	for s, p := range v.Players {
		if p.Deck != s+1 || v.Decks[s].Builder != s || v.Decks[s].State != InUse {
			t.Errorf("player %d holds deck %d", s+1, p.Deck)
		}
	}
	invariants(t, l)
}
