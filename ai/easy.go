package ai

import (
	"context"
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/game/rules"
)

// policyPlayer is a Player that asks a policy for every decision, after
// looking for a win this turn with a lethal search of at most lethal
// actions (0: no search; see winNow), and keeps its blocks to those
// that survive a lethal attack (safeBlock).
type policyPlayer struct {
	p      *policy
	lethal int
	r      *rand.Rand // seeds the lethal search's samples
	noWin  uint64     // the lethal search's memo (see winNow)
}

// easyNoise spreads the easy player's noise (WithNoise) over the kinds
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

// newEasy returns the easy player: the rules policy without its care
// (no trades, no counter-attack check, instants cast at once), attacking
// recklessly, with random sensible actions mixed in.
func newEasy(seed uint64, c config) Player {
	noise := map[rules.DecisionKind]float64{}
	for k, m := range easyNoise {
		noise[k] = min(1, m*c.noise)
	}
	p := newPolicy(seed, 0xea5e, noise, false)
	p.reckless = min(1, easyReckless*c.noise)
	return &policyPlayer{p: p, lethal: easyLethalBudget, r: rand.New(rand.NewPCG(seed, 0xea5f))}
}

// Choose returns the policy's action for the pending decision.
func (pp *policyPlayer) Choose(ctx context.Context, k *rules.Knowledge) (rules.Action, error) {
	legal := k.Legal()
	if err := check(k, legal); err != nil {
		return rules.Action{}, err
	}
	if err := ctx.Err(); err != nil {
		return rules.Action{}, err
	}
	if pp.lethal > 0 {
		sample := func() (*rules.Game, uint64) { return k.Sample(pp.r.Uint64()), pp.r.Uint64() }
		if a, ok := winNow(k, legal, pp.lethal, &pp.noWin, sample); ok {
			v := k.View()
			pp.p.note(a, v.Pending, v.Turn, v.Step)
			return a, nil
		}
	}
	a := pp.p.decide(k)
	if pp.lethal > 0 && k.Pending().Kind == rules.DecideBlockers {
		sample := func() (*rules.Game, uint64) { return k.Sample(pp.r.Uint64()), pp.r.Uint64() }
		a = safeBlock(k, legal, a, pp.lethal, sample)
	}
	return a, nil
}
