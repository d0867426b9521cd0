package match

import (
	"context"
	"fmt"
)

// PlayOut plays g headless, on the caller's goroutine, until it is over
// or maxActions actions were applied: decide gives the action of the
// seat that must decide, and applied (when not nil) is told each action
// and its events. An error from decide, or an action the engine refuses,
// ends the match with that error. It returns the number of actions
// applied.
func PlayOut[S Seat, A, E, K any](g Engine[S, A, E, K], decide func(s S) (A, error), maxActions int, applied func(A, []E)) (int, error) {
	n := 0
	for ; !g.Over() && n < maxActions; n++ {
		s := g.Deciding()
		a, err := decide(s)
		if err != nil {
			return n, fmt.Errorf("match: seat %d: %w", int(s)+1, err)
		}
		events, err := g.Apply(a)
		if err != nil {
			return n, fmt.Errorf("match: action %d, by seat %d, was refused: %w", n+1, int(s)+1, err)
		}
		if applied != nil {
			applied(a, events)
		}
	}
	return n, nil
}

// Computers is PlayOut's decide for computer players at every seat: each
// is handed only its seat's knowledge, and a panic in one is an error.
func Computers[S Seat, A, E, K any](ctx context.Context, g Engine[S, A, E, K], players []Player[K, A]) func(s S) (A, error) {
	return func(s S) (A, error) {
		if int(s) < 0 || int(s) >= len(players) || players[s] == nil {
			var none A
			return none, fmt.Errorf("no computer plays the seat that must decide")
		}
		return choose(ctx, players[s], g.KnowledgeOf(s))
	}
}
