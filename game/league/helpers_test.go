package league

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// The test cards: testdata holds the five basic lands and four vanilla
// sets: Big (48 commons, 24 uncommons, 12 rares, 4 mythics: 256 cards in
// its 421 set) and Second, Third and Fourth (40/12/6/2: 192 cards each).
// Second also defines a token and Third a basic land of its own; neither
// belongs in a 421 set.
var (
	testOnce   sync.Once
	testLib    *card.Library
	testBasics []*card.Def
	testSets   map[string]*card.Set
	testErr    error
)

func loadTestCards(t testing.TB) {
	t.Helper()
	testOnce.Do(func() {
		sets, err := card.LoadDir("testdata")
		if err != nil {
			testErr = err
			return
		}
		testSets = map[string]*card.Set{}
		for _, s := range sets {
			testSets[s.Code] = s
		}
		testBasics = testSets["BAS"].Cards
		testLib, testErr = card.NewLibrary(sets...)
	})
	if testErr != nil {
		t.Fatal(testErr)
	}
}

var setOrder = []string{"TBG", "TSE", "TTH", "TFO"}

// testConfig is a league of n players with the first nsets test sets.
func testConfig(t testing.TB, n, nsets int, sched Schedule, seed uint64) Config {
	loadTestCards(t)
	cfg := Config{Name: "Test league", Basics: testBasics, Schedule: sched, Seed: seed}
	for i := 0; i < n; i++ {
		cfg.Players = append(cfg.Players, fmt.Sprintf("P%d", i+1))
	}
	for _, code := range setOrder[:nsets] {
		cfg.Sets = append(cfg.Sets, SetSpec{Set: testSets[code]})
	}
	return cfg
}

func newTest(t testing.TB, n, nsets int, sched Schedule, seed uint64) *League {
	t.Helper()
	l, err := New(testConfig(t, n, nsets, sched, seed))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func def(t testing.TB, name string) *card.Def {
	t.Helper()
	loadTestCards(t)
	d, ok := testLib.Card(name)
	if !ok {
		t.Fatalf("no card %s", name)
	}
	return d
}

// repeat returns n copies of the named card.
func repeat(t testing.TB, name string, n int) []*card.Def {
	d := def(t, name)
	out := make([]*card.Def, n)
	for i := range out {
		out[i] = d
	}
	return out
}

// basicsDeck is 12 of each basic land.
func basicsDeck(t testing.TB) []*card.Def {
	var out []*card.Def
	for _, b := range []string{"Plains", "Island", "Swamp", "Mountain", "Forest"} {
		out = append(out, repeat(t, b, 12)...)
	}
	return out
}

// randomDeck draws 60 cards from the pool's copies: the fixed cards and
// the rest at random.
func randomDeck(l *League, r *rand.Rand, fixed ...*card.Def) []*card.Def {
	skip := map[*card.Def]int{}
	for _, f := range fixed {
		skip[f]++
	}
	var all []*card.Def
	for _, p := range l.View().Pool {
		for k := skip[p.Card]; k < p.Left; k++ {
			all = append(all, p.Card)
		}
	}
	r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	return append(append([]*card.Def(nil), fixed...), all[:DeckSize-len(fixed)]...)
}

// alteredDeck swaps up to five cards of seat's deck for pool cards.
func alteredDeck(l *League, seat int, r *rand.Rand) []*card.Def {
	d, _ := l.Deck(l.players[seat].Deck)
	cards := append([]*card.Def(nil), d.Cards...)
	var pool []*card.Def
	for _, p := range l.View().Pool {
		for k := 0; k < p.Left; k++ {
			pool = append(pool, p.Card)
		}
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for k := 0; k < r.IntN(6) && k < len(pool); k++ {
		cards[r.IntN(len(cards))] = pool[k]
	}
	return cards
}

// randomAction is the test policy: a random legal action, random builds
// and alterations from the pool, options chosen kind first, random game
// winners with one draw in ten.
func randomAction(l *League, r *rand.Rand) Action {
	legal := l.Legal()
	a := legal[r.IntN(len(legal))]
	switch a.Kind {
	case ActBuild:
		a.Cards = randomDeck(l, r)
	case ActAlter:
		a.Cards = alteredDeck(l, a.Seat, r)
	case ActOption:
		kinds := map[Option][]Action{}
		var order []Option
		for _, b := range legal {
			if b.Kind == ActOption && b.Match == a.Match {
				if len(kinds[b.Option]) == 0 {
					order = append(order, b.Option)
				}
				kinds[b.Option] = append(kinds[b.Option], b)
			}
		}
		o := order[r.IntN(len(order))]
		a = kinds[o][r.IntN(len(kinds[o]))]
	case ActGameResult:
		if r.IntN(10) == 0 {
			a.Winner = Draw
		} else {
			m, _ := l.Round()
			a.Winner = m.Matches[a.Match].Seats[r.IntN(2)]
		}
	}
	return a
}

// invariants checks the league from outside, through its View, and from
// inside with check.
func invariants(t testing.TB, l *League) {
	t.Helper()
	if err := l.check(); err != nil {
		t.Fatalf("check: %v", err)
	}
	v := l.View()
	held := map[*card.Def]int{}
	live := 0
	for _, d := range v.Decks {
		if d.State == TakenApart {
			continue
		}
		live++
		if len(d.Cards) != DeckSize {
			t.Fatalf("deck %d has %d cards", d.Number, len(d.Cards))
		}
		for _, c := range d.Cards {
			held[c]++
		}
	}
	for _, p := range v.Pool {
		if p.Left+held[p.Card] != p.Added {
			t.Fatalf("%s: %d left + %d in decks != %d added", p.Card.Name, p.Left, held[p.Card], p.Added)
		}
	}
	if live != v.InPlay || live > v.Limit {
		t.Fatalf("%d decks exist (view says %d), limit %d", live, v.InPlay, v.Limit)
	}
	scores := make([]int, len(v.Players))
	for _, r := range v.Rounds {
		if r.Bye >= 0 {
			scores[r.Bye] += 2
		}
		for _, m := range r.Matches {
			if m.Over && m.Winner != Draw {
				scores[m.Winner] += 2
				scores[m.Loser()]--
			}
		}
	}
	for s, p := range v.Players {
		if p.Score != scores[s] {
			t.Fatalf("%s has %d points; the results give %d", p.Name, p.Score, scores[s])
		}
	}
}

// mustApply applies a and fails the test on an error.
func mustApply(t testing.TB, l *League, a Action) []Event {
	t.Helper()
	evs, err := l.Apply(a)
	if err != nil {
		t.Fatalf("apply %s: %v", show(a), err)
	}
	return evs
}

// refused applies a, expects an error, and checks the league is unchanged.
func refused(t testing.TB, l *League, a Action) error {
	t.Helper()
	before, _ := l.Marshal()
	_, err := l.Apply(a)
	if err == nil {
		t.Fatalf("apply %s was accepted", show(a))
	}
	after, _ := l.Marshal()
	if !bytes.Equal(before, after) {
		t.Fatalf("a refused action changed the league")
	}
	return err
}

// buildRandom makes the pending build with a random deck.
func buildRandom(t testing.TB, l *League, r *rand.Rand) []Event {
	t.Helper()
	d := l.Pending()
	if d.Kind != DecideBuild {
		t.Fatalf("pending %v, not a build", d.Kind)
	}
	return mustApply(t, l, Action{Kind: ActBuild, Seat: d.Seat, Cards: randomDeck(l, r)})
}

// startAll builds every player's first deck at random.
func startAll(t testing.TB, l *League, r *rand.Rand) {
	t.Helper()
	for l.phase == phaseStart {
		buildRandom(t, l, r)
	}
}

// win plays match i to a 2-0 win by winner; the loser of game 1 lets the
// winner play first.
func win(t testing.TB, l *League, i, winner int) []Event {
	t.Helper()
	var evs []Event
	for k := 0; k < 2; k++ {
		if k == 1 {
			d := decisionFor(t, l, i)
			if d.Kind != DecideFirstPlayer {
				t.Fatalf("match %d: pending %v, not first-player", i, d.Kind)
			}
			evs = append(evs, mustApply(t, l, Action{Kind: ActFirstPlayer, Seat: d.Seat, Match: i, First: winner})...)
		}
		evs = append(evs, mustApply(t, l, Action{Kind: ActGameResult, Match: i, Winner: winner})...)
	}
	return evs
}

// drawMatch draws match i: three drawn games.
func drawMatch(t testing.TB, l *League, i int) {
	t.Helper()
	for k := 0; k < MaxDrawnGames; k++ {
		if k > 0 {
			d := decisionFor(t, l, i)
			mustApply(t, l, Action{Kind: ActFirstPlayer, Seat: d.Seat, Match: i, First: d.Seat})
		}
		mustApply(t, l, Action{Kind: ActGameResult, Match: i, Winner: Draw})
	}
}

func decisionFor(t testing.TB, l *League, match int) Decision {
	t.Helper()
	for _, d := range l.Decisions() {
		if d.Match == match {
			return d
		}
	}
	t.Fatalf("no decision for match %d", match)
	return Decision{}
}

func hasEvent(evs []Event, k EventKind) (Event, bool) {
	for _, e := range evs {
		if e.Kind == k {
			return e, true
		}
	}
	return Event{}, false
}

// choose applies the loser's option o for the pending option decision.
func choose(t testing.TB, l *League, o Option, deck int) []Event {
	t.Helper()
	d := l.Pending()
	if d.Kind != DecideOption {
		t.Fatalf("pending %v, not an option", d.Kind)
	}
	return mustApply(t, l, Action{Kind: ActOption, Seat: d.Seat, Match: d.Match, Option: o, Deck: deck})
}

// show prints an action without its cards.
func show(a Action) string {
	n := len(a.Cards)
	a.Cards = nil
	return fmt.Sprintf("%+v (%d cards)", a, n)
}
