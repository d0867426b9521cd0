package search

import (
	"context"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// BenchmarkHardDecisionCPU plays whole games of hard (default budget)
// against medium, hard on either seat, and measures each hard decision
// with more than one legal action in the searching thread's CPU time, so
// that the waits of a busy machine do not count (metrics p50-ms, p95-ms
// and max-ms over all the decisions; run with -benchtime=1x). The games
// use the ready-made decks in turn.
func BenchmarkHardDecisionCPU(b *testing.B) {
	benchmarkDecisionCPU(b, cpuBench{games: 6, seats: 2, firstSeed: 100})
}

// BenchmarkHardDecisionCPUFourSeats plays four-seat games of hard against
// three mediums with the table's time limit of one second, on a clock
// that counts the searching thread's CPU time (one core, whatever else
// the machine does), and reports each hard decision with more than one
// legal action in that CPU time (p50-ms, p95-ms, max-ms) and its
// simulations (sims-p50, sims-p95). Run with -benchtime=1x.
func BenchmarkHardDecisionCPUFourSeats(b *testing.B) {
	benchmarkDecisionCPU(b, cpuBench{games: 3, seats: 4, firstSeed: 300, limit: time.Second})
}

// cpuBench is one CPU benchmark of hard's decisions: games of seats
// seats from firstSeed on, hard in seat game%seats, with the time limit
// limit on the thread's CPU clock (0: none).
type cpuBench struct {
	games, seats int
	firstSeed    uint64
	limit        time.Duration
}

func benchmarkDecisionCPU(b *testing.B, c cpuBench) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	decks := testdecks.Decks(b)
	var times []time.Duration
	var sims []int
	for i := 0; i < b.N; i++ {
		for game := 0; game < c.games; game++ {
			seed := c.firstSeed + uint64(game)
			g := aitest.NewGame(b, seed, gameDecks(decks, game, c.seats)...)
			hs := rules.Seat(game % c.seats)
			h := New(seed, Config{Iterations: DefaultIterations, Horizon: DefaultHorizon, TimeLimit: c.limit})
			if c.limit > 0 {
				h.clock = func() time.Time { return time.Unix(0, int64(threadCPU(b))) }
			}
			m := medium.New(seed)
			for n := 0; n < 40000 && !g.Over(); n++ {
				s := g.Pending().Seat
				k := g.KnowledgeOf(s)
				var p aitest.Player = m
				timed := false
				if s == hs {
					p, timed = h, len(k.Legal()) > 1
				}
				start := threadCPU(b)
				a, err := p.Choose(context.Background(), k)
				if err != nil {
					b.Fatal(err)
				}
				if timed {
					times = append(times, threadCPU(b)-start)
					sims = append(sims, h.stats.sims)
				}
				if _, err := g.Apply(a); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	slices.Sort(times)
	slices.Sort(sims)
	ms := func(q float64) float64 {
		return float64(times[int(q*float64(len(times)-1))]) / float64(time.Millisecond)
	}
	b.ReportMetric(ms(0.5), "p50-ms")
	b.ReportMetric(ms(0.95), "p95-ms")
	b.ReportMetric(ms(1), "max-ms")
	b.ReportMetric(float64(sims[len(sims)/2]), "sims-p50")
	b.ReportMetric(float64(sims[len(sims)*95/100]), "sims-p95")
	b.ReportMetric(float64(len(times))/float64(b.N), "decisions")
}
