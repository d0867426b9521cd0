package medium

import (
	"context"
	"sort"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// millTable is a two-seat tableau with mill counters, seat 0 drawing
// with mine counters against theirs, library cards left in the common
// library, all of them unseen Test Elks; the row is six Test Bears and a
// Test Forest.
func millTable(t *testing.T, mine, theirs, library int) *liveTable {
	lt := newLiveTable(t, rules.DrawTableau, 2)
	lt.V.Options.MillCounters = true
	lt.V.Options.EmptyLibrary = rules.EmptyNothing
	lt.V.Players[0].MillCounters, lt.V.Players[1].MillCounters = mine, theirs
	for i := range lt.V.Players {
		lt.V.Players[i].LibraryCount = library
	}
	for range library {
		lt.unseen = append(lt.unseen, lt.c["Test Elk"])
	}
	lt.row("Test Bear", "Test Bear", "Test Bear", "Test Forest", "Test Bear", "Test Bear", "Test Bear")
	return lt
}

// flooded gives seat 0 lands enough that a land is worth little to it.
func (lt *liveTable) flooded() *liveTable {
	lt.play(0, "Test Forest", "Test Forest", "Test Forest", "Test Forest", "Test Forest")
	lt.hand(0, "Test Forest", "Test Giant")
	return lt
}

// TestMillLeaderWipesTheTableauToEndTheGame: the library holds one card,
// a nonland, and taking the row's only land leaves six nonlands, so the
// replacement wipes the row and the next draw ends the game by counters.
// A flooded seat that would have the fewest counters takes the land it
// does not need and wins; the same seat a counter behind after its draw
// takes a Bear and plays on.
func TestMillLeaderWipesTheTableauToEndTheGame(t *testing.T) {
	if got := millTable(t, 10, 12, 1).flooded().Decide(rules.ChooseDraw, nil); got != "Test Forest" {
		t.Errorf("the counter leader drew %s, want Test Forest (the wipe ends the game with it ahead)", got)
	}
	if got := millTable(t, 11, 11, 1).flooded().Decide(rules.ChooseDraw, nil); got != "Test Bear" {
		t.Errorf("a seat that would end a counter behind drew %s, want Test Bear", got)
	}
	// Without mill counters the flooded seat takes a spell.
	lt := millTable(t, 10, 12, 1).flooded()
	lt.V.Options.MillCounters = false
	if got := lt.Decide(rules.ChooseDraw, nil); got != "Test Bear" {
		t.Errorf("without mill counters the flooded seat drew %s, want Test Bear", got)
	}
}

// TestMillCountersAvoidACostlyWipe: near the end of the library a seat
// short of lands still leaves the Forest in a row of Bears, since taking
// it leaves six nonlands that a nonland replacement wipes, and the new
// row's cards are counters for the drawer. Without mill counters it takes
// the land it needs.
func TestMillCountersAvoidACostlyWipe(t *testing.T) {
	short := func(lt *liveTable) *liveTable {
		lt.play(0, "Test Forest", "Test Forest")
		lt.hand(0, "Test Giant", "Test Elk", "Test Bear")
		return lt
	}
	if got := short(millTable(t, 20, 20, 5)).Decide(rules.ChooseDraw, nil); got != "Test Bear" {
		t.Errorf("with mill counters near the end the land-short seat drew %s, want Test Bear", got)
	}
	lt := short(millTable(t, 20, 20, 5))
	lt.V.Options.MillCounters = false
	if got := lt.Decide(rules.ChooseDraw, nil); got != "Test Forest" {
		t.Errorf("without mill counters the land-short seat drew %s, want Test Forest", got)
	}
}

// millAttackTable is three seats late in a tableau game with mill
// counters: seat 0 with a 3/3, seat 1 at 8 life (the usual target) and
// seat 2 at 20 life with counters, two fewer than anyone's.
func millAttackTable(t *testing.T) *Board {
	lt := newLiveTable(t, rules.DrawTableau, 3)
	lt.V.Options.MillCounters = true
	lt.V.Options.EmptyLibrary = rules.EmptyNothing
	lt.V.Step = rules.StepMain1
	for i := range lt.V.Players {
		lt.V.Players[i].LibraryCount = 3
		lt.V.Players[i].MillCounters = 20
	}
	lt.V.Players[1].Life = 8
	lt.V.Players[2].MillCounters = 18
	lt.play(0, "Test Elk")
	return NewBoard(lt.V)
}

// TestMediumAttacksTheMillLeader: near the end, the foe that would win
// by counters is the one to attack, not the one lowest in life; without
// mill counters the low one is.
func TestMediumAttacksTheMillLeader(t *testing.T) {
	allowed := map[rules.Seat]bool{1: true, 2: true}
	if got := millAttackTable(t).ChooseDefender(allowed); got != 2 {
		t.Errorf("attacked seat %d, want seat 2, two counters ahead with three cards left", got)
	}
	b := millAttackTable(t)
	b.V.Options.MillCounters = false
	if got := b.ChooseDefender(allowed); got != 1 {
		t.Errorf("without mill counters attacked seat %d, want seat 1 at 8 life", got)
	}
}

// TestUnseenPoolIsTheLibraryListLessSeenCards plays a four-seat tableau
// game with mill counters some turns and checks, at seat 0's draws, that
// the unseen pool is exactly every card of the library's list less every
// card seat 0 can see (battlefield, stack, graveyards, exile, row,
// removed cards, its hand, the other hands' shown cards), and that it is
// the real game's library and unshown hands, as a multiset.
func TestUnseenPoolIsTheLibraryListLessSeenCards(t *testing.T) {
	decks := testdecks.Decks(t)
	ds := [][]*card.Def{decks[0], decks[1], decks[2], decks[3]}
	g := aitest.NewLiveGame(t, "live-tableau", 21, ds, variant.MillCounters())
	var list []*card.Def
	for _, d := range ds {
		list = append(list, d...)
	}
	players := make([]aitest.Player, len(ds))
	for i := range players {
		players[i] = New(uint64(i + 1))
	}
	checked := 0
	for !g.Over() && g.Turn() <= 12 {
		d := g.Pending()
		if d.Seat == 0 && d.Purpose == rules.ChooseDraw {
			k := g.KnowledgeOf(0)
			pool, ok := unseenPool(k)
			if !ok {
				t.Fatal("no unseen pool under a shared library")
			}
			want := names(minusSeen(list, k.View()))
			if got := names(pool); !equalNames(got, want) {
				t.Fatalf("turn %d: the pool has %d cards, the list less the seen ones %d", g.Turn(), len(got), len(want))
			}
			if real := names(hiddenFrom(g, 0)); !equalNames(names(pool), real) {
				t.Fatalf("turn %d: the pool is not the cards hidden from seat 0", g.Turn())
			}
			checked++
		}
		x, err := players[d.Seat].Choose(context.Background(), g.KnowledgeOf(d.Seat))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(x); err != nil {
			t.Fatal(err)
		}
	}
	if checked < 3 {
		t.Fatalf("only %d draws checked", checked)
	}
}

// minusSeen is list less every card v shows (tokens aside), as a multiset.
func minusSeen(list []*card.Def, v *rules.View) []*card.Def {
	count := map[*card.Def]int{}
	for _, d := range list {
		count[d]++
	}
	see := func(cs []rules.CardView) {
		for _, c := range cs {
			if c.Def != nil && !c.Token {
				count[c.Def]--
			}
		}
	}
	see(v.Battlefield)
	for _, s := range v.Stack {
		see([]rules.CardView{s.Source})
	}
	see(v.Row)
	see(v.Removed)
	see(v.Pile)
	see(v.Looking)
	for _, p := range v.Players {
		see(p.Hand)
		see(p.Shown)
		see(p.Graveyard)
		see(p.Exile)
	}
	var out []*card.Def
	for d, n := range count {
		for range n {
			out = append(out, d)
		}
	}
	return out
}

// hiddenFrom is, in the real game, the shared library and the other
// seats' hand cards not shown.
func hiddenFrom(g *rules.Game, s rules.Seat) []*card.Def {
	var out []*card.Def
	for _, id := range g.Player(0).Library {
		out = append(out, g.Obj(id).Def)
	}
	for i := range g.Seats() {
		if rules.Seat(i) == s {
			continue
		}
		for _, id := range g.Player(rules.Seat(i)).Hand {
			if o := g.Obj(id); !o.Shown {
				out = append(out, o.Def)
			}
		}
	}
	return out
}

// names lists the cards' names, sorted.
func names(ds []*card.Def) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = d.Name
	}
	sort.Strings(out)
	return out
}

// equalNames reports whether two sorted name lists are the same.
func equalNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// testStudy is a sorcery that draws two.
const testStudy = `
card: Test Study
type: Sorcery
rarity: common
cost: {1}{U}
spell: draw 2
`

// studyScore is what medium makes of casting Test Study in its first
// main phase at a two-seat tableau with mill counters (on or off),
// mine and theirs counters, library cards left and a row of row Bears.
func studyScore(t *testing.T, on bool, mine, theirs, library, row int) float64 {
	lt := millTable(t, mine, theirs, library)
	lt.c = liveCards(t, testStudy)
	lt.V.Options.MillCounters = on
	lt.V.Step = rules.StepMain1
	lt.V.Row = nil
	for range row {
		lt.row("Test Bear")
	}
	lt.hand(0, "Test Study")
	b := NewBoard(lt.V)
	p := NewPolicy(1, 2, nil, true)
	return p.castScore(b, lt.V.Players[0].Hand[0].ID, b.moment())
}

// TestMillCountersWeighADrawSpell: drawing two is worth casting without
// mill counters; near the library's end, with the race open, its two
// counters make it not worth it. With the library gone and one card in
// the row, the spell ends the game: the seat with the fewest counters
// casts it and wins, the seat with more keeps it.
func TestMillCountersWeighADrawSpell(t *testing.T) {
	if s := studyScore(t, false, 20, 20, 5, 7); s <= worth {
		t.Errorf("without mill counters Draw Two scores %.2f, want above %.2f", s, worth)
	}
	if s := studyScore(t, true, 20, 20, 5, 7); s > worth {
		t.Errorf("near the end of an open race Draw Two scores %.2f, want at most %.2f", s, worth)
	}
	if s := studyScore(t, true, 18, 20, 0, 1); s <= worth {
		t.Errorf("the counter leader scores the game-ending Draw Two %.2f, want above %.2f", s, worth)
	}
	if s := studyScore(t, true, 20, 18, 0, 1); s > worth {
		t.Errorf("a seat behind on counters scores the game-ending Draw Two %.2f, want at most %.2f", s, worth)
	}
}

// TestMillCountersAimAMillAtTheLeader: under mill counters milling a
// seat gives it counters, so near the end a mill is worth most aimed at
// the foe that would win by counters (seat 2, two fewer), more than at
// seat 1 at 8 life, and more than the few cards it costs a seat without
// mill counters; milling ourselves is bad.
func TestMillCountersAimAMillAtTheLeader(t *testing.T) {
	b := millAttackTable(t)
	leader, other, self := b.playerEffect(card.Mill, 3, 2), b.playerEffect(card.Mill, 3, 1), b.playerEffect(card.Mill, 3, 0)
	if leader <= other {
		t.Errorf("milling the counter leader scores %.2f, milling seat 1 %.2f: want the leader higher", leader, other)
	}
	if self >= 0 {
		t.Errorf("milling ourselves scores %.2f, want below 0", self)
	}
	b.V.Options.MillCounters = false
	if plain := b.playerEffect(card.Mill, 3, 2); plain >= leader {
		t.Errorf("without mill counters milling seat 2 scores %.2f, with them %.2f: want less", plain, leader)
	}
}
