package ai

import (
	"context"
	"fmt"
	"sort"

	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/ai/internal/search"
	"github.com/kitchentable/kitchentable/game/rules"
)

// ViewPlayer is a computer player that decides from a seat's view and
// legal actions alone, without a Knowledge to sample hidden cards from:
// what a computer on another computer receives over the network. Use one
// per seat and game, from one goroutine at a time.
type ViewPlayer interface {
	// ChooseView returns one of legal for the decision v.Pending.
	ChooseView(ctx context.Context, v *rules.View, legal []rules.Action) (rules.Action, error)
}

// viewMakers builds the levels that can play from a view: the rules
// policies, without the lethal search that plays sampled games forward.
var viewMakers = map[string]func(seed uint64, c config) ViewPlayer{
	"easy":   func(seed uint64, c config) ViewPlayer { return medium.NewEasy(seed, c.noise).ViewOnly() },
	"medium": func(seed uint64, _ config) ViewPlayer { return medium.New(seed).ViewOnly() },
}

// ViewLevels returns the names NewViewPlayer accepts, sorted.
func ViewLevels() []string {
	out := make([]string, 0, len(viewMakers))
	for n := range viewMakers {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// NewViewPlayer returns a view player of the named level ("easy" or
// "medium": the level's policy without its lethal search) whose choices
// depend only on seed and the views and actions it is given.
func NewViewPlayer(level string, seed uint64, opts ...Option) (ViewPlayer, error) {
	mk, ok := viewMakers[level]
	if !ok {
		return nil, fmt.Errorf("ai: level %q cannot play from a view (these can: %v)", level, ViewLevels())
	}
	c := config{iterations: search.DefaultIterations, horizon: search.DefaultHorizon, noise: 0.2}
	for _, o := range opts {
		o(&c)
	}
	return mk(seed, c), nil
}
