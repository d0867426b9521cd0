package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"time"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
)

// chooser is a computer player in a headless game: given the game and the
// legal actions of its pending decision, it returns the index of the one
// it takes. Choosers backed by package ai see only the seat's Knowledge.
type chooser interface {
	choose(g *rules.Game, legal []rules.Action) (int, error)
}

// aiOptions are the -iterations, -time-limit and -horizon flags for the
// ai players.
type aiOptions struct {
	iterations int
	timeLimit  time.Duration
	horizon    int
}

// ais makes the computer players -ai names, for one seat of a game with
// the given seed.
var ais = map[string]func(seed uint64, seat int, o aiOptions) chooser{
	"random": func(seed uint64, seat int, _ aiOptions) chooser { return newRandomPlayer(seed, seat) },
}

func init() {
	for _, level := range ai.Levels() {
		if level == "random" {
			continue // the sim's own random player keeps recorded games valid
		}
		ais[level] = func(seed uint64, seat int, o aiOptions) chooser { return newAIChooser(level, seed, seat, o) }
	}
}

// randomPlayer picks uniformly among the legal actions.
type randomPlayer struct{ r *rand.Rand }

// newRandomPlayer returns a random player whose choices depend only on
// the game seed and the seat.
func newRandomPlayer(seed uint64, seat int) chooser {
	return &randomPlayer{r: rand.New(rand.NewPCG(seed, 0x7a6e_d000+uint64(seat)))}
}

func (p *randomPlayer) choose(_ *rules.Game, legal []rules.Action) (int, error) {
	return p.r.IntN(len(legal)), nil
}

// aiChooser plays a seat with an ai.Player, handing it only the seat's
// Knowledge, and times the decisions that had a real choice.
type aiChooser struct {
	p     ai.Player
	seat  rules.Seat
	times []time.Duration
}

func newAIChooser(level string, seed uint64, seat int, o aiOptions) *aiChooser {
	var opts []ai.Option
	if o.iterations > 0 {
		opts = append(opts, ai.WithIterations(o.iterations))
	}
	if o.timeLimit > 0 {
		opts = append(opts, ai.WithTimeLimit(o.timeLimit))
	}
	if o.horizon > 0 {
		opts = append(opts, ai.WithHorizon(o.horizon))
	}
	p, err := ai.New(level, seed*0x9e37_79b9+uint64(seat)+1, opts...)
	if err != nil {
		panic(err) // levels come from ai.Levels
	}
	return &aiChooser{p: p, seat: rules.Seat(seat)}
}

func (c *aiChooser) choose(g *rules.Game, legal []rules.Action) (int, error) {
	start := time.Now()
	a, err := c.p.Choose(context.Background(), g.KnowledgeOf(c.seat))
	if len(legal) > 1 {
		c.times = append(c.times, time.Since(start))
	}
	if err != nil {
		return 0, err
	}
	for i, l := range legal {
		if l == a {
			return i, nil
		}
	}
	return 0, fmt.Errorf("the %s player chose %q, which is not legal", c.seat, record.ActionText(a))
}

// decisionTimes returns the timed decisions of a chooser (nil for
// players that are not timed).
func decisionTimes(c chooser) []time.Duration {
	if a, ok := c.(*aiChooser); ok {
		return a.times
	}
	return nil
}

// aiNames returns the names of the computer players, sorted.
func aiNames() []string {
	var out []string
	for n := range ais {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
