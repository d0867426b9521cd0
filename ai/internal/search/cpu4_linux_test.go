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

// BenchmarkHardDecisionCPUFourSeats plays four-seat games of hard against
// three mediums with the table's time limit of one second, on a clock
// that counts the searching thread's CPU time (one core, whatever else
// the machine does), and reports each hard decision with more than one
// legal action in that CPU time (metrics p50-ms, p95-ms and max-ms) and
// its simulations (sims-p50). Run with -benchtime=1x.
func BenchmarkHardDecisionCPUFourSeats(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	decks := testdecks.Decks(b)
	clock := func() time.Time { return time.Unix(0, int64(threadCPU(b))) }
	var times []time.Duration
	var sims []int
	for i := 0; i < b.N; i++ {
		for game := uint64(0); game < 3; game++ {
			seed := 300 + game
			g := aitest.NewGame(b, seed, decks[game%uint64(len(decks))], decks[(game+3)%uint64(len(decks))],
				decks[(game+5)%uint64(len(decks))], decks[(game+7)%uint64(len(decks))])
			hs := rules.Seat(game % 4)
			h := New(seed, Config{Iterations: DefaultIterations, TimeLimit: time.Second, Horizon: DefaultHorizon})
			h.clock = clock
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
