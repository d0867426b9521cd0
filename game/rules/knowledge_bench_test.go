package rules

import "testing"

// BenchmarkKnowledgeOf builds a seat's knowledge of a mid-game state (a
// clone, the reseed and hiding the cards the seat has not seen).
func BenchmarkKnowledgeOf(b *testing.B) {
	g := midGameDecks(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.KnowledgeOf(0)
	}
}

// BenchmarkSample draws one determinised world from a seat's knowledge of
// a mid-game state, as the hard player does per iteration.
func BenchmarkSample(b *testing.B) {
	k := midGameDecks(b).KnowledgeOf(0)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = k.Sample(uint64(i))
	}
}
