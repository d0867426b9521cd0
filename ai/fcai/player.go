package fcai

import (
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
}

// New returns a player of the level whose random choices come from seed.
func New(level Level, seed uint64) *Player {
	return &Player{
		level:  level,
		pol:    policy{r: rand.New(rand.NewPCG(seed, 0xfc))},
		search: search{worlds: defaultWorlds, margin: keepMargin, r: rand.New(rand.NewPCG(seed, 0xfc5))},
	}
}

// SetTimeLimit bounds Hard's thinking per decision (0: its sample budget only).
func (p *Player) SetTimeLimit(d time.Duration) { p.search.limit = d }

// Decide picks an action for the pending decision of g, whose deciding
// seat is the player's. It never changes g and looks only at what that
// seat may know: its View, its legal actions, and determinised copies.
func (p *Player) Decide(g *fourcuatro.Game) fourcuatro.Action {
	legal := g.Legal()
	if len(legal) == 1 {
		return legal[0]
	}
	base := p.pol.choose(seenFromView(g.View(g.Pending().Seat)), legal)
	if p.level == Hard {
		return p.search.decide(g, legal, base)
	}
	return base
}
