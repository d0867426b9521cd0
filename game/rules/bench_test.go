package rules

import "testing"

func BenchmarkRandomGameHandBuilt(b *testing.B) {
	b.ReportAllocs()
	turns := 0
	for i := 0; i < b.N; i++ {
		g, _ := New(DefaultSetup(testDeck(), testDeck()), uint64(i))
		playRandom(b, g, uint64(i), 1000000)
		turns += g.Turn()
	}
	b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
}

// midGame plays random actions until turn 8 (or the end) from a fixed seed.
func midGame(b *testing.B) *Game {
	g, _ := New(DefaultSetup(testDeck(), testDeck()), 11)
	r := newTestRand(11)
	var acts []Action
	for !g.Over() && g.Turn() < 8 {
		acts = g.LegalInto(acts)
		if _, err := g.Apply(acts[r.IntN(len(acts))]); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

func BenchmarkCloneHandBuilt(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.Clone()
	}
}
