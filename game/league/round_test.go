package league

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// scoresBefore is every player's score before round number k (from 1).
func scoresBefore(v View, k int) []int {
	s := make([]int, len(v.Players))
	for _, r := range v.Rounds[:k-1] {
		if r.Bye >= 0 {
			s[r.Bye] += ByePoints
		}
		for _, m := range r.Matches {
			if m.Over && m.Winner != Draw {
				s[m.Winner] += WinPoints
				s[m.Loser()] += LossPoints
			}
		}
	}
	return s
}

// runRandom plays l with the random test policy until it is over or
// actions run out, checking the invariants after every action.
func runRandom(t *testing.T, l *League, r *rand.Rand, actions int) int {
	t.Helper()
	n := 0
	for ; n < actions && !l.Over(); n++ {
		mustApply(t, l, randomAction(l, r))
		invariants(t, l)
	}
	return n
}

// keep resolves the pending option with A, altering nothing.
func keep(t *testing.T, l *League) {
	t.Helper()
	d := l.Pending()
	choose(t, l, OptionA, 0)
	dk, _ := l.Deck(l.players[d.Seat].Deck)
	mustApply(t, l, Action{Kind: ActAlter, Seat: d.Seat, Cards: dk.Cards})
}

// Three players: one sits out each round (the last seat first); then the
// one who sat out plays the higher scorer of the other two and the third
// sits out; nobody sits out twice in a row; a tie is a coin flip from the
// league's seed.
func TestThreePlayerByes(t *testing.T) {
	l := newTest(t, 3, 3, Block(), 1)
	r := rand.New(rand.NewPCG(1, 1))
	startAll(t, l, r)
	rd, _ := l.Round()
	if rd.Bye != 2 || rd.Matches[0].Seats != [2]int{0, 1} {
		t.Fatalf("round 1: %+v", rd)
	}
	win(t, l, 0, 0)
	keep(t, l)
	rd, _ = l.Round()
	if rd.Bye != 1 || rd.Matches[0].Seats != [2]int{0, 2} {
		t.Fatalf("round 2 (P1 2, P2 -1, P3 2): %+v", rd)
	}
	win(t, l, 0, 2) // P1 2-1=1, P3 4, P2 -1+2=1
	keep(t, l)
	rd, _ = l.Round()
	// P2 sat out and plays the higher of P1 (1) and P3 (4); P1 sits out.
	if rd.Bye != 0 || rd.Matches[0].Seats != [2]int{2, 1} {
		t.Fatalf("round 3: %+v", rd)
	}

	// A long random league: the rules hold every round; ties happen and
	// are settled both ways across seeds; the same seed repeats itself.
	outcomes := map[bool]bool{}
	ties := 0
	for seed := uint64(1); seed <= 12; seed++ {
		byes := func() []int {
			l := newTest(t, 3, 3, Block(), seed)
			l.target = 60
			runRandom(t, l, rand.New(rand.NewPCG(seed, 9)), 100000)
			v := l.View()
			var out []int
			for k, rd := range v.Rounds {
				out = append(out, rd.Bye)
				if k == 0 {
					continue
				}
				prev := v.Rounds[k-1].Bye
				m := rd.Matches[0]
				if rd.Bye == prev || !m.has(prev) {
					t.Fatalf("seed %d round %d: bye %d after %d, match %v", seed, rd.Number, rd.Bye, prev, m.Seats)
				}
				s := scoresBefore(v, rd.Number)
				opp := m.other(prev)
				if s[opp] < s[rd.Bye] {
					t.Fatalf("seed %d round %d: %d (%d) plays %d instead of %d (%d)", seed, rd.Number, opp, s[opp], prev, rd.Bye, s[rd.Bye])
				}
				if s[opp] == s[rd.Bye] {
					ties++
					outcomes[opp < rd.Bye] = true
				}
			}
			return out
		}
		a, b := byes(), byes()
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("seed %d: the byes differ between two runs", seed)
		}
	}
	if ties == 0 || len(outcomes) != 2 {
		t.Errorf("%d ties, settled %v", ties, outcomes)
	}
}

// Five players: the top two play match A, the next two match B, and the
// last sits out unless it sat out the round before; then the second to
// last does.
func TestFivePlayerByes(t *testing.T) {
	secondToLast := 0
	for seed := uint64(1); seed <= 6; seed++ {
		l := newTest(t, 5, 3, Block(), seed)
		l.target = 60
		r := rand.New(rand.NewPCG(seed, 5))
		startAll(t, l, r)
		if rd, _ := l.Round(); rd.Bye != 4 || rd.Matches[0].Seats != [2]int{0, 1} || rd.Matches[1].Seats != [2]int{2, 3} {
			t.Fatalf("round 1: %+v", rd)
		}
		runRandom(t, l, r, 100000)
		v := l.View()
		for k := 1; k < len(v.Rounds); k++ {
			rd, prev := v.Rounds[k], v.Rounds[k-1].Bye
			s := scoresBefore(v, rd.Number)
			if rd.Bye == prev {
				t.Fatalf("seed %d round %d: two byes in a row for %d", seed, rd.Number, prev)
			}
			low, lowest := 1<<30, 1<<30
			for p := range s {
				lowest = min(lowest, s[p])
				if p != prev {
					low = min(low, s[p])
				}
			}
			if s[rd.Bye] != low {
				t.Fatalf("seed %d round %d: bye to %d with %d, the lowest other has %d", seed, rd.Number, rd.Bye, s[rd.Bye], low)
			}
			if s[prev] == lowest && s[prev] < low {
				secondToLast++
			}
			checkRanked(t, rd, s)
		}
	}
	if secondToLast == 0 {
		t.Errorf("the last-placed player never had had the previous bye")
	}
}

// checkRanked checks that match A's players score at least match B's, B's
// at least C's.
func checkRanked(t *testing.T, rd Round, s []int) {
	t.Helper()
	for i := 1; i < len(rd.Matches); i++ {
		a, b := rd.Matches[i-1].Seats, rd.Matches[i].Seats
		if min(s[a[0]], s[a[1]]) < max(s[b[0]], s[b[1]]) {
			t.Fatalf("round %d: %s %v outranked by %s %v (scores %v)", rd.Number, MatchName(i-1), a, MatchName(i), b, s)
		}
	}
}

// Four players: matches A and B are played at once; next round the top two
// meet in A, the bottom two in B; the loser of A resolves its option first.
func TestFourPlayerPairings(t *testing.T) {
	l := newTest(t, 4, 3, Block(), 1)
	r := rand.New(rand.NewPCG(1, 1))
	startAll(t, l, r)
	rd, _ := l.Round()
	if len(rd.Matches) != 2 || rd.Bye != -1 || rd.Matches[0].Seats != [2]int{0, 1} || rd.Matches[1].Seats != [2]int{2, 3} {
		t.Fatalf("round 1: %+v", rd)
	}
	if ds := l.Decisions(); len(ds) != 2 || ds[0].Match != 0 || ds[1].Match != 1 {
		t.Fatalf("decisions %+v", ds)
	}
	// Match B may finish first; the options still go A first.
	win(t, l, 1, 3)
	if d := l.Pending(); d.Kind != DecideGameResult || d.Match != 0 {
		t.Fatalf("pending %+v", d)
	}
	win(t, l, 0, 0)
	if d := l.Pending(); d.Kind != DecideOption || d.Seat != 1 || d.Match != 0 {
		t.Fatalf("first option: %+v", d)
	}
	refused(t, l, Action{Kind: ActOption, Seat: 2, Match: 1, Option: OptionA})
	keep(t, l)
	if d := l.Pending(); d.Kind != DecideOption || d.Seat != 2 || d.Match != 1 {
		t.Fatalf("second option: %+v", d)
	}
	keep(t, l)
	rd, _ = l.Round()
	a, b := rd.Matches[0].Seats, rd.Matches[1].Seats
	if !(sameSeats(a, 0, 3) && sameSeats(b, 1, 2)) {
		t.Fatalf("round 2 after P1 and P4 won: A %v, B %v", a, b)
	}
	// Level scores are ordered by the seed: over seeds, different pairings.
	seen := map[[2]int]bool{}
	for seed := uint64(1); seed <= 10; seed++ {
		l := newTest(t, 4, 3, Block(), seed)
		startAll(t, l, rand.New(rand.NewPCG(seed, 1)))
		drawMatch(t, l, 0)
		drawMatch(t, l, 1)
		rd, _ := l.Round()
		m := rd.Matches[0].Seats
		seen[[2]int{min(m[0], m[1]), max(m[0], m[1])}] = true
	}
	if len(seen) < 2 {
		t.Errorf("with level scores match A was always %v", seen)
	}
	for seed := uint64(1); seed <= 4; seed++ {
		l := newTest(t, 4, 3, Block(), seed)
		rr := rand.New(rand.NewPCG(seed, 4))
		runRandom(t, l, rr, 100000)
		v := l.View()
		for k := 2; k <= len(v.Rounds); k++ {
			checkRanked(t, v.Rounds[k-1], scoresBefore(v, k))
		}
	}
}

func sameSeats(s [2]int, a, b int) bool { return s == [2]int{a, b} || s == [2]int{b, a} }

// Six players: matches A, B and C at once, ranked by score, and the losers
// resolve their options A, B, C in order.
func TestSixPlayerPairings(t *testing.T) {
	l := newTest(t, 6, 3, Block(), 1)
	r := rand.New(rand.NewPCG(1, 1))
	startAll(t, l, r)
	rd, _ := l.Round()
	if len(rd.Matches) != 3 || rd.Matches[2].Seats != [2]int{4, 5} {
		t.Fatalf("round 1: %+v", rd)
	}
	win(t, l, 2, 5)
	win(t, l, 1, 2)
	win(t, l, 0, 1)
	for i, want := range []int{0, 3, 4} {
		d := l.Pending()
		if d.Kind != DecideOption || d.Match != i || d.Seat != want {
			t.Fatalf("option %d: %+v", i, d)
		}
		keep(t, l)
	}
	rd, _ = l.Round()
	s := l.Players()
	scores := []int{s[0].Score, s[1].Score, s[2].Score, s[3].Score, s[4].Score, s[5].Score}
	checkRanked(t, rd, scores)
	for _, m := range rd.Matches[:1] {
		if scores[m.Seats[0]] != 2 || scores[m.Seats[1]] != 2 {
			t.Errorf("match A %v is not two winners", m.Seats)
		}
	}
	for seed := uint64(1); seed <= 3; seed++ {
		l := newTest(t, 6, 3, Block(), seed)
		runRandom(t, l, rand.New(rand.NewPCG(seed, 6)), 100000)
		v := l.View()
		for k := 2; k <= len(v.Rounds); k++ {
			checkRanked(t, v.Rounds[k-1], scoresBefore(v, k))
		}
	}
}
