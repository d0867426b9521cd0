package ai

import (
	"context"

	"github.com/kitchentable/kitchentable/game/rules"
)

// policyPlayer is a Player that asks a policy for every decision.
type policyPlayer struct{ p *policy }

// newEasy returns the easy player: the rules policy without its care
// (no trades, no counter-attack check, instants cast at once) and with
// random sensible actions mixed in.
func newEasy(seed uint64, c config) Player {
	return &policyPlayer{p: newPolicy(seed, 0xea5e, c.noise, false)}
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
	return pp.p.decide(k), nil
}
