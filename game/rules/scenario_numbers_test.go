package rules

import (
	"math/rand/v2"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// distinctDeck returns n creatures, each with a name of its own, so that a
// card names one place in the deck list.
func distinctDeck(prefix string, n int) []*card.Def {
	out := make([]*card.Def, n)
	for i := range out {
		out[i] = creature(prefix+itoa(i), "{1}", 1, 1, 0)
	}
	return out
}

// P2 knows P1's deck list; P1's opening hand is seven numbers. Read
// against the list, the numbers do not name P1's cards: no more of them
// than chance (1 in 40) is the card at its number's place in the list.
func TestOpeningHandNumbersDoNotNameTheDeckList(t *testing.T) {
	a, b := distinctDeck("A", 40), distinctDeck("B", 40)
	named, cards := 0, 0
	for seed := uint64(0); seed < 30; seed++ {
		s := DefaultSetup(a, b)
		g, err := New(s, seed)
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range g.players[0].Hand {
			cards++
			if int(id) < len(a) && g.objs[id].Def == a[id] {
				named++
			}
		}
	}
	// Chance: 210 cards at 1 in 40 is about 5; the bound is 4 standard
	// deviations above it.
	if cards != 210 || named > 15 {
		t.Errorf("%d of %d opening cards are the deck list's card at their number", named, cards)
	}
}

// Landless single deck: the graveyards, whose cards everyone saw, become
// the library when P1 must draw from it empty. Afterwards a number seen
// on a card in a graveyard no longer says which card it is: the cards are
// shuffled among the numbers, and nobody has seen them since.
func TestReshuffledGraveyardCardsGetFreshNumbers(t *testing.T) {
	sc := newScenario(t, 2, withOptions(func(o *Options) {
		o.Library, o.EmptyLibrary = SharedLibrary, EmptyReshuffleGraveyards
	}))
	sc.emptyLibrary(P1)
	seen := map[ObjID]*card.Def{}
	for i, d := range distinctDeck("Grave", 12) {
		id := sc.graveyard(Seat(i%2), d)
		seen[id] = d
	}
	g := sc.g
	if !g.drawOne(P1) {
		t.Fatal("the draw found no library")
	}
	same := 0
	for id, d := range seen {
		if g.objs[id].Def == d {
			same++
		}
		if o := &g.objs[id]; o.Zone == ZoneLibrary && o.Seen != 0 {
			t.Errorf("#%d is marked seen in the shuffled library", id)
		}
	}
	// A shuffle of 12 keeps one card at its number on average.
	if same > 4 {
		t.Errorf("%d of 12 numbers seen in the graveyards still name their card after the reshuffle", same)
	}
	checkZones(t, g)
}

// P1 begins casting Bolt from its hand and chooses its target: meanwhile
// the pending decision P2 sees, in its view and its knowledge, names no
// card, while P1's own names Bolt.
func TestPendingNamesNoCardBeingCastFromAHiddenHand(t *testing.T) {
	sc := newScenario(t, 2)
	bolt := sc.hand(P1, tBolt)
	sc.lands(P1, tMountain, 1)
	sc.priorityTo(P1)
	sc.apply(castAct(bolt))
	sc.expectPending(P1, DecideTarget)
	g := sc.g
	if src := g.View(P1).Pending.Source; src != bolt {
		t.Errorf("P1's view: pending source %d, want Bolt #%d", src, bolt)
	}
	if src := g.View(P2).Pending.Source; src != NoObj {
		t.Errorf("P2's view names #%d, a card in P1's hand", src)
	}
	if src := g.KnowledgeOf(P2).Pending().Source; src != NoObj {
		t.Errorf("P2's knowledge names #%d, a card in P1's hand", src)
	}
	if src := g.KnowledgeOf(P1).Pending().Source; src != bolt {
		t.Errorf("P1's knowledge: pending source %d, want Bolt #%d", src, bolt)
	}
}

// Landless single deck: P1's samples keep the numbers of P2's hand, but
// deal them cards at random from what P1 cannot see, so that a number of
// P2's hand is its true card in a sample no more often than by chance.
func TestSamplesGiveHiddenNumbersOtherCards(t *testing.T) {
	s := DefaultSetup(distinctDeck("A", 40), distinctDeck("B", 40))
	s.Options.Library, s.Options.EmptyLibrary = SharedLibrary, EmptyReshuffleGraveyards
	g, err := New(s, 5)
	if err != nil {
		t.Fatal(err)
	}
	k := g.KnowledgeOf(0)
	same, cards := 0, 0
	for seed := uint64(0); seed < 20; seed++ {
		smp := k.Sample(seed)
		for _, id := range g.players[1].Hand {
			cards++
			if smp.objs[id].Def == g.objs[id].Def {
				same++
			}
			if smp.objs[id].Zone != ZoneHand || smp.objs[id].Owner != 1 {
				t.Fatalf("sample %d: #%d is not in P2's hand", seed, id)
			}
		}
		checkZones(t, smp)
	}
	// Chance: one in the 73 cards P1 cannot see, about 2 of 140.
	if cards != 140 || same > 12 {
		t.Errorf("%d of %d of P2's hand numbers are their true card in P1's samples", same, cards)
	}
}

// The same seed deals the same cards whether shuffles renumber objects
// or, as for old records (Setup.DeckOrderNumbers), reorder the numbers:
// every hand, library and scheme deck holds the same cards in the same
// order; only the numbers differ.
func TestRenumberingDealsTheSameCards(t *testing.T) {
	for seed := uint64(0); seed < 10; seed++ {
		r := rand.New(rand.NewPCG(seed, 38))
		s := fuzzSetup(r, 3, fuzzRumble)
		g, err := New(s, seed)
		if err != nil {
			t.Fatal(err)
		}
		s.DeckOrderNumbers = true
		old, err := New(s, seed)
		if err != nil {
			t.Fatal(err)
		}
		differ := false
		for i := range g.players {
			p, q := &g.players[i], &old.players[i]
			for _, l := range [][2][]ObjID{{p.Hand, q.Hand}, {p.Library, q.Library}, {p.Command, q.Command}} {
				if len(l[0]) != len(l[1]) {
					t.Fatalf("seed %d: P%d's zones differ in size", seed, i+1)
				}
				for j := range l[0] {
					if g.objs[l[0][j]].Def != old.objs[l[1][j]].Def {
						t.Fatalf("seed %d: P%d holds another card at place %d", seed, i+1, j)
					}
					differ = differ || l[0][j] != l[1][j]
				}
			}
		}
		if !differ {
			t.Errorf("seed %d: the renumbered game has the old numbers", seed)
		}
	}
}

// Landless single deck: a creature that was on the battlefield dies, and
// the graveyards become the library. No card of the new library keeps
// the turn it entered the battlefield or the time it entered its last
// zone: in a sample those would tell which number holds the creature.
func TestReshuffledCardsKeepNoTraceOfTheirPast(t *testing.T) {
	sc := newScenario(t, 2, withOptions(func(o *Options) {
		o.Library, o.EmptyLibrary = SharedLibrary, EmptyReshuffleGraveyards
	}))
	sc.emptyLibrary(P1)
	g := sc.g
	bear := sc.battlefield(P2, tBear)
	g.objs[bear].SickTurn = 2
	g.move(bear, ZoneGraveyard, false)
	for _, d := range distinctDeck("Grave", 5) {
		sc.graveyard(P1, d)
	}
	if !g.drawOne(P1) {
		t.Fatal("the draw found no library")
	}
	for _, id := range g.players[0].Library {
		if o := &g.objs[id]; o.SickTurn != 0 || o.Timestamp != 0 {
			t.Errorf("#%d (%s) keeps turn %d, time %d", id, o.Def.Name, o.SickTurn, o.Timestamp)
		}
	}
}

// P2 and P3 share their turns and one screen (TeamView); P2 begins
// casting Bolt from its hand. P3's team view names Bolt, which it sees in
// P2's hand; P3's own view and P1's team view name no card.
func TestTeammatesSeeTheCardTheirTeammateCasts(t *testing.T) {
	sc := newScenario(t, 3, withTeams(0, 1, 1), withOptions(func(o *Options) { o.SharedTeamTurns = true }))
	bolt := sc.hand(P2, tBolt)
	sc.lands(P2, tMountain, 1)
	sc.priorityTo(P2)
	sc.apply(castAct(bolt))
	sc.expectPending(P2, DecideTarget)
	g := sc.g
	if src := g.TeamView(P3).Pending.Source; src != bolt {
		t.Errorf("P3's team view: pending source %d, want Bolt #%d", src, bolt)
	}
	if src := g.View(P3).Pending.Source; src != NoObj {
		t.Errorf("P3's own view names #%d, a card in P2's hand", src)
	}
	if src := g.TeamView(P1).Pending.Source; src != NoObj {
		t.Errorf("P1's team view names #%d, a card in P2's hand", src)
	}
}
