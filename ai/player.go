package ai

import (
	"context"
	"fmt"
	"sort"
	"time"

	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/ai/internal/search"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Player is a computer player. Choose returns one of k.Legal() for the
// decision k is pending on. A Player keeps a little memory between the
// decisions of one game (which spell it is casting, what it cancelled), so
// use one Player per seat and game, from one goroutine at a time.
type Player interface {
	Choose(ctx context.Context, k *rules.Knowledge) (rules.Action, error)
}

// Option configures a Player made by New.
type Option func(*config)

// config is what the options set.
type config struct {
	iterations int           // hard: simulations per move compared (see WithIterations)
	timeLimit  time.Duration // hard: stop searching after this long (0: none)
	horizon    int           // hard: turns played forward in each rollout
	noise      float64       // easy: the rate of its mistakes
}

// WithIterations sets the hard player's search budget (default 96): a
// decision gets that many simulations, each in its own sampled world, per
// move compared (up to six moves' worth); without a time limit it is
// divided by twice the number of opponents at a table of more than two
// seats. Results are reproducible for a given budget without a time limit.
func WithIterations(n int) Option {
	return func(c *config) {
		if n > 0 {
			c.iterations = n
		}
	}
}

// WithTimeLimit bounds the hard player's thinking time per decision (the
// table's limit): the search aims to end by two fifths of it, splitting
// that among the rounds of its halving, and returns its best action so
// far if the limit itself is reached. Its simulation count is then not
// divided by the number of seats: the clock, not the table's size,
// bounds the search. Decisions cut short by the clock are not
// reproducible.
func WithTimeLimit(d time.Duration) Option {
	return func(c *config) { c.timeLimit = d }
}

// WithHorizon sets how many turns each hard rollout plays after the
// current one (default search.DefaultHorizon).
func WithHorizon(turns int) Option {
	return func(c *config) {
		if turns >= 0 {
			c.horizon = turns
		}
	}
}

// WithNoise sets the rate of the easy player's mistakes (default 0.2):
// it takes a random sensible action instead of its heuristic choice in
// 0.75 times that share of its priority decisions and 2.5 times that
// share of its attack declarations (never when aiming a spell or
// blocking, and never an instant or sorcery that would hurt itself), and each creature it could attack with attacks whatever may
// block it with 2.5 times that chance.
func WithNoise(p float64) Option {
	return func(c *config) {
		if p >= 0 && p <= 1 {
			c.noise = p
		}
	}
}

// makers builds each level.
var makers = map[string]func(seed uint64, c config) Player{
	"random": newRandom,
	"easy":   func(seed uint64, c config) Player { return medium.NewEasy(seed, c.noise) },
	"medium": func(seed uint64, _ config) Player { return medium.New(seed) },
	"hard": func(seed uint64, c config) Player {
		return search.New(seed, search.Config{Iterations: c.iterations, TimeLimit: c.timeLimit, Horizon: c.horizon})
	},
}

// Levels returns the names New accepts, sorted.
func Levels() []string {
	out := make([]string, 0, len(makers))
	for n := range makers {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// New returns a computer player of the named level ("random", "easy",
// "medium" or "hard") whose choices depend only on seed, the options and
// the decisions it is asked.
func New(level string, seed uint64, opts ...Option) (Player, error) {
	mk, ok := makers[level]
	if !ok {
		return nil, fmt.Errorf("ai: unknown level %q (known: %v)", level, Levels())
	}
	c := config{iterations: search.DefaultIterations, horizon: search.DefaultHorizon, noise: 0.2}
	for _, o := range opts {
		o(&c)
	}
	return mk(seed, c), nil
}
