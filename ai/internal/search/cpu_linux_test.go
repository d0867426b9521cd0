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
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	decks := testdecks.Decks(b)
	var times []time.Duration
	for i := 0; i < b.N; i++ {
		for game := uint64(0); game < 6; game++ {
			seed := 100 + game
			g := aitest.NewGame(b, seed, decks[game%uint64(len(decks))], decks[(game+3)%uint64(len(decks))])
			hs := rules.Seat(game % 2)
			h := New(seed, Config{Iterations: DefaultIterations, Horizon: DefaultHorizon})
			m := medium.New(seed)
			for n := 0; n < 20000 && !g.Over(); n++ {
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
				}
				if _, err := g.Apply(a); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	slices.Sort(times)
	ms := func(q float64) float64 {
		return float64(times[int(q*float64(len(times)-1))]) / float64(time.Millisecond)
	}
	b.ReportMetric(ms(0.5), "p50-ms")
	b.ReportMetric(ms(0.95), "p95-ms")
	b.ReportMetric(ms(1), "max-ms")
	b.ReportMetric(float64(len(times))/float64(b.N), "decisions")
}
