package main

import (
	"math/rand/v2"
	"sort"

	"github.com/kitchentable/kitchentable/game/rules"
)

// chooser is a computer player: given the legal actions of its pending
// decision, it returns the index of the one it takes.
type chooser interface {
	choose(legal []rules.Action) int
}

// ais makes the computer players -ai names, for one seat of a game with
// the given seed.
var ais = map[string]func(seed uint64, seat int) chooser{
	"random": newRandomPlayer,
}

// randomPlayer picks uniformly among the legal actions.
type randomPlayer struct{ r *rand.Rand }

// newRandomPlayer returns a random player whose choices depend only on
// the game seed and the seat.
func newRandomPlayer(seed uint64, seat int) chooser {
	return &randomPlayer{r: rand.New(rand.NewPCG(seed, 0x7a6e_d000+uint64(seat)))}
}

func (p *randomPlayer) choose(legal []rules.Action) int { return p.r.IntN(len(legal)) }

// aiNames returns the names of the computer players, sorted.
func aiNames() []string {
	var out []string
	for n := range ais {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
