package league

import (
	"math/rand/v2"
	"testing"
)

// twoPlayers is a started two-player league: decks 1 and 2 built, round 1
// pending.
func twoPlayers(t *testing.T, seed uint64) (*League, *rand.Rand) {
	t.Helper()
	l := newTest(t, 2, 3, Block(), seed)
	r := rand.New(rand.NewPCG(seed, 7))
	startAll(t, l, r)
	return l, r
}

// A match is best of three: the first game's first player comes from the
// seed, the loser of each game chooses who plays first next, and two game
// wins take the match.
func TestBestOfThree(t *testing.T) {
	firsts := map[int]bool{}
	for seed := uint64(1); seed <= 8; seed++ {
		l, _ := twoPlayers(t, seed)
		m, _ := l.Round()
		firsts[m.Matches[0].Next] = true
		if d := l.Pending(); d.Kind != DecideGameResult || d.Match != 0 || d.Seat != -1 {
			t.Fatalf("pending %+v", d)
		}
		if len(l.Legal()) != 3 {
			t.Fatalf("legal %v", l.Legal())
		}
		mustApply(t, l, Action{Kind: ActGameResult, Match: 0, Winner: 0})
		// Player two lost game 1 and chooses; player one may not.
		if d := l.Pending(); d.Kind != DecideFirstPlayer || d.Seat != 1 {
			t.Fatalf("after game 1: %+v", d)
		}
		refused(t, l, Action{Kind: ActFirstPlayer, Seat: 0, Match: 0, First: 0})
		refused(t, l, Action{Kind: ActGameResult, Match: 0, Winner: 1})
		mustApply(t, l, Action{Kind: ActFirstPlayer, Seat: 1, Match: 0, First: 1})
		mustApply(t, l, Action{Kind: ActGameResult, Match: 0, Winner: 1})
		if d := l.Pending(); d.Kind != DecideFirstPlayer || d.Seat != 0 {
			t.Fatalf("after game 2: %+v", d)
		}
		mustApply(t, l, Action{Kind: ActFirstPlayer, Seat: 0, Match: 0, First: 0})
		evs := mustApply(t, l, Action{Kind: ActGameResult, Match: 0, Winner: 1})
		e, ok := hasEvent(evs, EvMatchOver)
		if !ok || e.Seat != 1 {
			t.Fatalf("match over: %+v", evs)
		}
		m, _ = l.Round()
		g := m.Matches[0].Games
		if len(g) != 3 || g[1].First != 1 || g[2].First != 0 {
			t.Errorf("games %+v", g)
		}
		if d := l.Pending(); d.Kind != DecideOption || d.Seat != 0 {
			t.Errorf("the loser should choose: %+v", d)
		}
		invariants(t, l)
	}
	if len(firsts) != 2 {
		t.Errorf("the first player of game 1 never varied with the seed: %v", firsts)
	}
}

// A drawn game counts for nobody; after it the player who did not play
// first chooses. Three drawn games end the match: more wins take it, level
// wins draw it.
func TestDrawnGames(t *testing.T) {
	l, _ := twoPlayers(t, 3)
	m, _ := l.Round()
	first := m.Matches[0].Next
	mustApply(t, l, Action{Kind: ActGameResult, Match: 0, Winner: Draw})
	if d := l.Pending(); d.Kind != DecideFirstPlayer || d.Seat != 1-first {
		t.Fatalf("after a drawn game %+v (first was %d)", d, first)
	}
	mustApply(t, l, Action{Kind: ActFirstPlayer, Seat: 1 - first, Match: 0, First: 0})
	mustApply(t, l, Action{Kind: ActGameResult, Match: 0, Winner: 0})
	mustApply(t, l, Action{Kind: ActFirstPlayer, Seat: 1, Match: 0, First: 1})
	mustApply(t, l, Action{Kind: ActGameResult, Match: 0, Winner: Draw})
	mustApply(t, l, Action{Kind: ActFirstPlayer, Seat: 0, Match: 0, First: 1})
	evs := mustApply(t, l, Action{Kind: ActGameResult, Match: 0, Winner: Draw})
	if e, ok := hasEvent(evs, EvMatchOver); !ok || e.Seat != 0 {
		t.Fatalf("1-0 with three draws: %+v", evs)
	}
	invariants(t, l)

	l, _ = twoPlayers(t, 4)
	drawMatch(t, l, 0)
	// A drawn match scores nothing and has no option: the next round starts.
	v := l.View()
	if v.Players[0].Score != 0 || v.Players[1].Score != 0 || len(v.Rounds) != 2 || !v.Rounds[0].Matches[0].Resolved {
		t.Fatalf("after a drawn match: %+v, %d rounds", v.Players, len(v.Rounds))
	}
	if d := l.Pending(); d.Kind != DecideGameResult {
		t.Errorf("pending %+v", d)
	}
	invariants(t, l)
}

// A win scores 2, a loss −1, a draw 0, a bye 2.
func TestScoring(t *testing.T) {
	l, _ := twoPlayers(t, 1)
	evs := win(t, l, 0, 1)
	if p := l.Players(); p[0].Score != -1 || p[1].Score != 2 {
		t.Fatalf("scores %+v", p)
	}
	if e, ok := hasEvent(evs, EvScored); !ok || e.Seat != 1 || e.Points != 2 {
		t.Errorf("scored event %+v", e)
	}
	l3 := newTest(t, 3, 3, Block(), 1)
	startAll(t, l3, rand.New(rand.NewPCG(1, 1)))
	if p := l3.Players(); p[2].Score != 2 || p[0].Score != 0 {
		t.Errorf("bye in round 1: %+v", p)
	}
	invariants(t, l3)
}

// Option A: the loser alters its deck with unchosen cards, the cards taken
// out go back to the pool, and the winner keeps its deck.
func TestOptionAAlters(t *testing.T) {
	l, _ := twoPlayers(t, 1)
	win(t, l, 0, 0)
	choose(t, l, OptionA, 0)
	d := l.Pending()
	if d.Kind != DecideAlter || d.Seat != 1 || d.Deck != 2 {
		t.Fatalf("pending %+v", d)
	}
	old, _ := l.Deck(2)
	poolBefore := map[string]int{}
	for _, p := range l.View().Pool {
		poolBefore[p.Card.Name] = p.Left
	}
	// Swap one card of the deck for a card left in the pool.
	var in string
	for _, p := range l.View().Pool {
		if p.Left > 0 && p.Card != old.Cards[0] {
			in = p.Card.Name
			break
		}
	}
	cards := append(repeat(t, in, 1), old.Cards[1:]...)
	// A 59-card alteration and one with a card nobody can have are refused.
	refused(t, l, Action{Kind: ActAlter, Seat: 1, Cards: cards[1:]})
	refused(t, l, Action{Kind: ActAlter, Seat: 1, Cards: append(repeat(t, "Fourth Dawn Common 1", 1), old.Cards[1:]...)})
	evs := mustApply(t, l, Action{Kind: ActAlter, Seat: 1, Cards: cards})
	if e, ok := hasEvent(evs, EvDeckAltered); !ok || e.Count != 1 || e.Deck != 2 {
		t.Errorf("altered event %+v", evs)
	}
	v := l.View()
	for _, p := range v.Pool {
		want := poolBefore[p.Card.Name]
		if p.Card == old.Cards[0] {
			want++
		}
		if p.Card.Name == in {
			want--
		}
		if p.Left != want {
			t.Errorf("%s: %d left, want %d", p.Card.Name, p.Left, want)
		}
	}
	if v.Players[0].Deck != 1 || v.Players[1].Deck != 2 || len(v.Decks) != 2 {
		t.Errorf("decks after A: %+v", v.Players)
	}
	if len(v.Rounds) != 2 || v.Rounds[0].Matches[0].Option != OptionA {
		t.Errorf("rounds %+v", v.Rounds)
	}
	invariants(t, l)
}

// Option B: the loser builds a new deck; the old one is set aside and its
// cards stay out of the pool; the winner keeps its deck.
func TestOptionBBuilds(t *testing.T) {
	l, r := twoPlayers(t, 1)
	win(t, l, 0, 0)
	left := total(l.pool)
	evs := choose(t, l, OptionB, 0)
	if e, ok := hasEvent(evs, EvDeckSetAside); !ok || e.Deck != 2 {
		t.Errorf("events %+v", evs)
	}
	if d := l.Pending(); d.Kind != DecideBuild || d.Seat != 1 || d.Reason != ReasonOptionB || d.Deck != 3 || d.Place != 3 {
		t.Fatalf("pending %+v", d)
	}
	if total(l.pool) != left {
		t.Errorf("setting a deck aside changed the pool")
	}
	buildRandom(t, l, r)
	v := l.View()
	if v.Decks[1].State != SetAside || v.Players[1].Deck != 3 || v.Players[0].Deck != 1 || total(l.pool) != left-60 {
		t.Errorf("after B: %+v, deck 2 %v", v.Players, v.Decks[1].State)
	}
	invariants(t, l)
}

// Option C: the loser claims a set-aside deck and sets its own aside; it
// may not claim a deck played in the match it just lost.
func TestOptionCClaims(t *testing.T) {
	l, r := twoPlayers(t, 1)
	win(t, l, 0, 0)
	// No deck is set aside yet: C is not offered.
	for _, a := range l.Legal() {
		if a.Option == OptionC {
			t.Fatalf("C offered with no set-aside deck: %+v", a)
		}
	}
	choose(t, l, OptionB, 0) // deck 2 set aside, deck 3 built
	buildRandom(t, l, r)
	win(t, l, 0, 0)
	// Deck 2 is set aside and was not played in this match: claimable.
	var claims []int
	for _, a := range l.Legal() {
		if a.Option == OptionC {
			claims = append(claims, a.Deck)
		}
	}
	if len(claims) != 1 || claims[0] != 2 {
		t.Fatalf("claimable %v", claims)
	}
	refused(t, l, Action{Kind: ActOption, Seat: 1, Match: 0, Option: OptionC, Deck: 3})
	refused(t, l, Action{Kind: ActOption, Seat: 1, Match: 0, Option: OptionC, Deck: 1})
	evs := choose(t, l, OptionC, 2)
	if e, ok := hasEvent(evs, EvDeckClaimed); !ok || e.Deck != 2 {
		t.Errorf("events %+v", evs)
	}
	v := l.View()
	if v.Players[1].Deck != 2 || v.Decks[2].State != SetAside || v.Decks[1].State != InUse || v.Players[0].Deck != 1 {
		t.Errorf("after C: %+v", v.Players)
	}
	// Next round, player two loses with deck 2: deck 3 is claimable, deck
	// 2 (just used) is not.
	win(t, l, 0, 0)
	for _, a := range l.Legal() {
		if a.Option == OptionC && a.Deck != 3 {
			t.Errorf("claimable: %+v", a)
		}
	}
	invariants(t, l)
}

// Option C never reaches a deck held by a player sitting out.
func TestOptionCSkipsSittingOutDeck(t *testing.T) {
	l := newTest(t, 3, 3, Block(), 5)
	r := rand.New(rand.NewPCG(5, 5))
	startAll(t, l, r)
	// Round 1: players one and two play, three (deck 3) sits out.
	win(t, l, 0, 0)
	choose(t, l, OptionB, 0) // deck 2 set aside
	buildRandom(t, l, r)     // deck 4
	rd, _ := l.Round()
	bye := rd.Bye
	m := rd.Matches[0]
	win(t, l, 0, m.Seats[0])
	loser := m.Seats[1]
	held := l.players[bye].Deck
	for _, a := range l.Legal() {
		if a.Option == OptionC && (a.Deck == held || a.Deck == m.Decks[0] || a.Deck == m.Decks[1]) {
			t.Errorf("%d may claim deck %d (sitting out: %d's deck %d; played %v)", loser, a.Deck, bye, held, m.Decks)
		}
	}
	refused(t, l, Action{Kind: ActOption, Seat: loser, Match: 0, Option: OptionC, Deck: held})
	invariants(t, l)
}

// Option D: the winner sets its deck aside and builds a new one; the loser
// keeps its deck unaltered.
func TestOptionDWinnerBuilds(t *testing.T) {
	l, r := twoPlayers(t, 2)
	loserDeck, _ := l.Deck(2)
	win(t, l, 0, 0)
	evs := choose(t, l, OptionD, 0)
	if e, ok := hasEvent(evs, EvDeckSetAside); !ok || e.Deck != 1 || e.Seat != 0 {
		t.Errorf("events %+v", evs)
	}
	d := l.Pending()
	if d.Kind != DecideBuild || d.Seat != 0 || d.Reason != ReasonOptionD || d.Deck != 3 {
		t.Fatalf("pending %+v", d)
	}
	refused(t, l, Action{Kind: ActBuild, Seat: 1, Cards: randomDeck(l, r)})
	buildRandom(t, l, r)
	v := l.View()
	if v.Players[0].Deck != 3 || v.Players[1].Deck != 2 || v.Decks[0].State != SetAside {
		t.Errorf("after D: %+v", v.Players)
	}
	after, _ := l.Deck(2)
	for i := range after.Cards {
		if after.Cards[i] != loserDeck.Cards[i] {
			t.Fatalf("the loser's deck changed")
		}
	}
	invariants(t, l)
}

// Options B and D are only offered while a deck can be built; A always is.
func TestBuildOptionsNeedSixtyCards(t *testing.T) {
	l := newTest(t, 2, 1, OneSet(), 1)
	// Empty most of the pool by hand: leave 59 cards.
	r := rand.New(rand.NewPCG(1, 1))
	startAll(t, l, r)
	win(t, l, 0, 0)
	saved := append([]int(nil), l.pool...)
	left := 59
	for c := range l.pool {
		take := l.pool[c]
		if left > 0 {
			k := min(take, left)
			left -= k
			take -= k
		}
		l.pool[c] -= take
	}
	var opts []Option
	for _, a := range l.Legal() {
		opts = append(opts, a.Option)
	}
	if len(opts) != 1 || opts[0] != OptionA {
		t.Errorf("with 59 cards in the pool the options are %v", opts)
	}
	copy(l.pool, saved)
	if len(l.Legal()) != 3 {
		t.Errorf("with a full pool the options are %v", l.Legal())
	}
}
