package ai

import (
	"context"
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/game/rules"
)

// randomPlayer takes a uniformly random legal action.
type randomPlayer struct{ r *rand.Rand }

func newRandom(seed uint64, _ config) Player {
	return &randomPlayer{r: rand.New(rand.NewPCG(seed, 0x7a6e_d001))}
}

// Choose returns a random legal action.
func (p *randomPlayer) Choose(ctx context.Context, k *rules.Knowledge) (rules.Action, error) {
	legal := k.Legal()
	if err := medium.Check(k, legal); err != nil {
		return rules.Action{}, err
	}
	if err := ctx.Err(); err != nil {
		return rules.Action{}, err
	}
	return legal[p.r.IntN(len(legal))], nil
}
