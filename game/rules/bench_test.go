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
