package fcai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
)

// Level is how strong a computer player is.
type Level int

// The levels.
const (
	Easy Level = iota // the hand-written policy
	Hard              // searches determinised copies of the game
)

func (l Level) String() string {
	if l == Hard {
		return "hard"
	}
	return "easy"
}

// ParseLevel reads "easy" or "hard".
func ParseLevel(s string) (Level, error) {
	switch s {
	case "easy":
		return Easy, nil
	case "hard":
		return Hard, nil
	}
	return 0, fmt.Errorf("fcai: unknown level %q (easy or hard)", s)
}

// Player is a computer player. It is not safe for concurrent use.
type Player struct {
	level  Level
	pol    policy
	search search
	lethal *rand.Rand // samples the worlds of the win check (winNow)
}

// New returns a player of the level whose random choices come from seed.
func New(level Level, seed uint64) *Player {
	return &Player{
		level:  level,
		pol:    policy{r: rand.New(rand.NewPCG(seed, 0xfc))},
		search: search{worlds: defaultWorlds, margin: keepMargin, r: rand.New(rand.NewPCG(seed, 0xfc5))},
		lethal: rand.New(rand.NewPCG(seed, 0xfc7)),
	}
}

// SetTimeLimit bounds Hard's thinking per decision (0: its sample budget only).
func (p *Player) SetTimeLimit(d time.Duration) { p.search.limit = d }

// Decide picks an action for the decision k's seat must make now. It
// sees only what the seat may know, which is all a Knowledge holds. It
// panics when the pending decision is not the seat's.
func (p *Player) Decide(k *fourcuatro.Knowledge) fourcuatro.Action {
	a, err := p.Choose(context.Background(), k)
	if err != nil {
		panic(err)
	}
	return a
}

// Choose is Decide for a match runner: Hard stops searching when ctx is
// cancelled and returns ctx's error, and a decision that is not the
// seat's is an error.
func (p *Player) Choose(ctx context.Context, k *fourcuatro.Knowledge) (fourcuatro.Action, error) {
	legal := k.Legal()
	if len(legal) == 0 {
		return fourcuatro.Action{}, fmt.Errorf("fcai: %v has no decision to make", k.Seat())
	}
	if err := ctx.Err(); err != nil {
		return fourcuatro.Action{}, err
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	budget := easyLethalBudget
	if p.level == Hard {
		budget = lethalBudget
	}
	if a, ok := winNow(k, legal, p.lethal, budget); ok {
		return a, nil
	}
	v := k.View()
	base := p.pol.choose(seenFromView(v), legal)
	if p.level == Hard {
		return p.search.decide(ctx, k, v, legal, base)
	}
	return base, nil
}
