package rules

// Deciding returns the seat that must make the pending decision (the
// match runner's question, as Pending().Seat).
func (g *Game) Deciding() Seat { return g.pending.Seat }
