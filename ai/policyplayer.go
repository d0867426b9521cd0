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
