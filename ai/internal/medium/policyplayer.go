package medium

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/game/rules"
)

// Player is a computer player (ai.Player) that asks a policy for every
// decision, after looking for a win this turn with a lethal search of at
// most lethal actions (0: no search; see WinNow), and keeps its blocks to those
// that survive a lethal attack (SafeBlock).
type Player struct {
	p      *Policy
	lethal int
	r      *rand.Rand // seeds the lethal search's samples
	noWin  uint64     // the lethal search's memo (see WinNow)
}

// Choose returns the policy's action for the pending decision.
func (pp *Player) Choose(ctx context.Context, k *rules.Knowledge) (rules.Action, error) {
	legal := k.Legal()
	if err := Check(k, legal); err != nil {
		return rules.Action{}, err
	}
	if err := ctx.Err(); err != nil {
		return rules.Action{}, err
	}
	if pp.lethal > 0 {
		sample := func() (*rules.Game, uint64) { return k.Sample(pp.r.Uint64()), pp.r.Uint64() }
		if a, ok := WinNow(k, legal, pp.lethal, &pp.noWin, sample); ok {
			v := k.View()
			pp.p.Note(a, v.Pending, v.Turn, v.Step)
			return a, nil
		}
	}
	a := pp.p.Decide(k)
	if pp.lethal > 0 && k.Pending().Kind == rules.DecideBlockers {
		sample := func() (*rules.Game, uint64) { return k.Sample(pp.r.Uint64()), pp.r.Uint64() }
		a = SafeBlock(k, legal, a, pp.lethal, sample)
	}
	return a, nil
}

// Check returns an error naming the decision when a player is asked
// about a decision that is not its own: legal, k's legal actions, is empty.
func Check(k *rules.Knowledge, legal []rules.Action) error {
	if len(legal) == 0 {
		return fmt.Errorf("ai: seat %s has no decision to make (pending %v for %s)", k.Seat(), k.Pending().Kind, k.Pending().Seat)
	}
	return nil
}

// PolicyOnly returns a player that asks p for every decision, without a
// lethal search (the tuning aids compare policies so).
func PolicyOnly(p *Policy) *Player { return &Player{p: p} }
