package league

import (
	"math/rand/v2"
	"testing"
)

// Whole leagues of 2 to 6 players, played to the end by the random test
// policy, with the invariants checked after every action: cards are
// conserved, scores are the sum of the results, the decks stay within the
// schedule's limit (ten for a block), every legal action belongs to a
// pending decision, and the winner reached the target alone at the top.
func TestWholeLeagues(t *testing.T) {
	cases := []struct {
		name    string
		players int
		sets    int
		sched   Schedule
		target  int
		seeds   int
	}{
		{"block 2", 2, 3, Block(), 21, 4},
		{"block 3", 3, 3, Block(), 21, 4},
		{"block 4", 4, 3, Block(), 21, 3},
		{"block 5", 5, 3, Block(), 21, 3},
		{"block 6", 6, 3, Block(), 21, 3},
		{"two sets 3", 3, 2, TwoSets(), 21, 2},
		{"one set 2", 2, 1, OneSet(), 21, 2},
		{"one set 3", 3, 1, OneSet(), 21, 2},
		{"four sets 4", 4, 4, Lorwyn(), 30, 2},
		{"saga 3", 3, 4, Saga(4), 40, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for seed := uint64(1); seed <= uint64(c.seeds); seed++ {
				cfg := testConfig(t, c.players, c.sets, c.sched, seed)
				cfg.Target = c.target
				l, err := New(cfg)
				if err != nil {
					t.Fatal(err)
				}
				r := rand.New(rand.NewPCG(seed, 21))
				maxLive, n := 0, 0
				for ; n < 50000 && !l.Over(); n++ {
					ds := l.Decisions()
					legal := l.Legal()
					if len(ds) == 0 || len(legal) == 0 {
						t.Fatalf("seed %d: stuck with %+v", seed, ds)
					}
					for _, a := range legal {
						if !belongs(a, ds) {
							t.Fatalf("seed %d: legal %s fits no decision %+v", seed, show(a), ds)
						}
					}
					mustApply(t, l, randomAction(l, r))
					invariants(t, l)
					maxLive = max(maxLive, l.live())
				}
				if !l.Over() {
					t.Fatalf("seed %d: not over after %d actions", seed, n)
				}
				v := l.View()
				w := v.Players[v.Winner].Score
				for s, p := range v.Players {
					if s != v.Winner && p.Score >= w {
						t.Errorf("seed %d: %s has %d, the winner %d", seed, p.Name, p.Score, w)
					}
				}
				if w < c.target || v.Pending().Kind != DecideNone || len(l.Legal()) != 0 {
					t.Errorf("seed %d: over with %d points, pending %+v", seed, w, l.Pending())
				}
				if c.sched.Name == ScheduleBlock && maxLive > 10 {
					t.Errorf("seed %d: %d decks existed", seed, maxLive)
				}
				t.Logf("seed %d: %d actions, %d rounds, %d decks built, at most %d at once, %d sets in the pool",
					seed, n, len(v.Rounds), len(v.Decks), maxLive, l.steps+1)
			}
		})
	}
}

func belongs(a Action, ds []Decision) bool {
	want := map[ActionKind]DecisionKind{ActBuild: DecideBuild, ActTakeApart: DecideTakeApart, ActAlter: DecideAlter,
		ActOption: DecideOption, ActFirstPlayer: DecideFirstPlayer, ActGameResult: DecideGameResult}
	for _, d := range ds {
		if d.Kind == want[a.Kind] && (a.Kind == ActGameResult || d.Seat == a.Seat) && (d.Match == a.Match || d.Match == -1) {
			return true
		}
	}
	return false
}

// A long block league never has more than ten decks, and decks do come
// apart on the way.
func TestNeverMoreThanTenDecks(t *testing.T) {
	players := []int{2, 4}
	if testing.Short() {
		players = players[:1]
	}
	for _, players := range players {
		l := newTest(t, players, 3, Block(), 7)
		l.target = 400
		r := rand.New(rand.NewPCG(7, 7))
		maxLive, teardowns := 0, 0
		for n := 0; n < 20000 && !l.Over(); n++ {
			evs := mustApply(t, l, randomAction(l, r))
			for _, e := range evs {
				if e.Kind == EvDeckTakenApart {
					teardowns++
				}
			}
			if n%16 == 0 {
				invariants(t, l)
			}
			maxLive = max(maxLive, l.live())
			if l.live() > 10 {
				t.Fatalf("%d decks", l.live())
			}
		}
		if maxLive != 10 || teardowns < 4 {
			t.Errorf("%d players: at most %d decks, %d taken apart", players, maxLive, teardowns)
		}
	}
}

// Illegal actions of every kind are refused and change nothing: the wrong
// seat, the wrong match, a kind not pending, options not offered, a deck
// that is not set aside, a winner not in the match.
func TestIllegalActionsRefused(t *testing.T) {
	l := newTest(t, 4, 3, Block(), 3)
	r := rand.New(rand.NewPCG(3, 3))
	tried, actions := 0, 3000
	if testing.Short() {
		actions = 1000
	}
	for n := 0; n < actions && !l.Over(); n++ {
		if n%5 == 0 {
			for _, a := range mutations(l.Legal()) {
				if !isLegal(l, a) {
					refused(t, l, a)
					tried++
				}
			}
		}
		mustApply(t, l, randomAction(l, r))
	}
	if tried < 100 {
		t.Errorf("only %d illegal actions tried", tried)
	}
}

func isLegal(l *League, a Action) bool {
	for _, b := range l.Legal() {
		if sameChoice(a, b) {
			return true
		}
	}
	return false
}

// mutations turns legal actions into nearby ones.
func mutations(legal []Action) []Action {
	var out []Action
	for _, a := range legal {
		for _, f := range []func(*Action){
			func(b *Action) { b.Seat = (b.Seat + 1) % 6 },
			func(b *Action) { b.Match++ },
			func(b *Action) { b.Kind = b.Kind%ActGameResult + 1 },
			func(b *Action) { b.Option = b.Option%OptionD + 1 },
			func(b *Action) { b.Deck += 1 },
			func(b *Action) { b.Decks[0] = b.Decks[1] },
			func(b *Action) { b.First = 5 - b.First },
			func(b *Action) { b.Winner = 5 },
			func(b *Action) { b.Kind = 0 },
		} {
			b := a
			f(&b)
			out = append(out, b)
		}
	}
	return out
}
