package medium

import (
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/game/rules"
)

// easyNoise spreads the easy player's noise (ai.WithNoise) over the kinds
// of decision, as multiples of it: like a beginner, it plays its cards
// and aims its spells about right but attacks carelessly. Targets get
// none, since a random target is often one of its own creatures, and
// blocks none: its blocks are simple enough already.
var easyNoise = map[rules.DecisionKind]float64{
	rules.DecidePriority:  0.75,
	rules.DecideAttackers: 2.5,
}

// easyReckless is the chance, as a multiple of the noise, that a creature
// the easy player could attack with attacks whatever may block it: at
// the default noise (0.2) every one does, whenever its attack is not one
// of its random actions.
const easyReckless = 5

// NewEasy returns the easy player (rate: the rate of its mistakes, see
// ai.WithNoise): the rules policy without its care
// (no trades, no counter-attack check, instants cast at once), attacking
// recklessly, with random sensible actions mixed in.
func NewEasy(seed uint64, rate float64) *Player {
	noise := map[rules.DecisionKind]float64{}
	for k, m := range easyNoise {
		noise[k] = min(1, m*rate)
	}
	p := NewPolicy(seed, 0xea5e, noise, false)
	p.reckless = min(1, easyReckless*rate)
	return &Player{p: p, lethal: easyLethalBudget, r: rand.New(rand.NewPCG(seed, 0xea5f))}
}
