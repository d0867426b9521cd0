package main

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/kitchentable/kitchentable/ai/fcai"
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/game/match"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// fourCuatroVariant is the -variant that plays FourCuatro instead of a
// core-game variant.
const fourCuatroVariant = "fourcuatro"

// fcPlayers are the FourCuatro computer players -ai may name.
var fcPlayers = []string{"random", "easy", "hard"}

// checkFourCuatro validates the flags of a FourCuatro sim.
func (c *simConfig) checkFourCuatro(aiList string) error {
	if c.players != 2 {
		return fmt.Errorf("FourCuatro is for two players, not -players %d", c.players)
	}
	if c.replayDir != "" {
		return errors.New("-replay-dir is not for FourCuatro: its games have no replay file (replay plays the other variants)")
	}
	switch c.fcFormat {
	case "basic", "constructed":
	default:
		return fmt.Errorf("-format must be basic or constructed, not %q", c.fcFormat)
	}
	for _, a := range strings.Split(aiList, ",") {
		ok := false
		for _, p := range fcPlayers {
			ok = ok || p == a
		}
		if !ok {
			return fmt.Errorf("unknown FourCuatro player %q (known: %s)", a, strings.Join(fcPlayers, ", "))
		}
		c.ais = append(c.ais, a)
	}
	return nil
}

// fcTimer is a FourCuatro player in a headless game, timing its decisions.
type fcTimer struct {
	decide func(g *fourcuatro.Game) fourcuatro.Action
	times  []time.Duration
}

// newFCTimer makes the -ai player name for a seat of the game with seed.
func newFCTimer(name string, seed uint64, seat int, o aiOptions) *fcTimer {
	s := seed ^ uint64(seat+1)*0x9e3779b97f4a7c15
	if name == "random" {
		r := rand.New(rand.NewPCG(s, 0xfc))
		return &fcTimer{decide: func(g *fourcuatro.Game) fourcuatro.Action {
			l := g.Legal()
			return l[r.IntN(len(l))]
		}}
	}
	level, _ := fcai.ParseLevel(name) // checked by checkFourCuatro
	p := fcai.New(level, s)
	p.SetTimeLimit(o.timeLimit)
	return &fcTimer{decide: func(g *fourcuatro.Game) fourcuatro.Action { return p.Decide(g.KnowledgeOf(g.Deciding())) }}
}

// setup is the FourCuatro set-up of one game: the basic deck, or a deck
// the computer builds for each seat.
func (c *simConfig) fcSetup(seed uint64) fourcuatro.Setup {
	cards := catalog.FourCuatro()
	s := fourcuatro.Setup{Format: fourcuatro.Basic, Cards: cards}
	if c.fcFormat == "constructed" {
		s.Format = fourcuatro.Constructed
		for i := range s.Decks {
			s.Decks[i] = fcai.BuildDeck(cards, seed+uint64(i)*7919)
		}
	}
	return s
}

// errCapped stops a FourCuatro game that went past -max-turns.
var errCapped = errors.New("past the turn limit")

// playFourCuatro plays FourCuatro game i. A game still going after
// -max-turns counts as capped (a draw).
func (c *simConfig) playFourCuatro(i int) (out gameOutcome) {
	began := time.Now()
	defer func() { out.elapsed = time.Since(began) }()
	seed, rot := c.game(i)
	g, err := fourcuatro.New(c.fcSetup(seed), seed)
	if err != nil {
		return gameOutcome{err: err}
	}
	var seats [2]*fcTimer
	out.players = make([]int, 2)
	for s := range seats {
		k := c.seatPlayer(s, rot)
		out.players[s] = k
		seats[s] = newFCTimer(c.ais[k], seed, s, c.aiOpts)
	}
	decide := func(s fourcuatro.Seat) (fourcuatro.Action, error) {
		if c.maxTurns > 0 && g.Turn() > c.maxTurns {
			return fourcuatro.Action{}, errCapped
		}
		p := seats[s]
		timed := len(g.Legal()) > 1
		start := time.Now()
		a := p.decide(g)
		if timed {
			p.times = append(p.times, time.Since(start))
		}
		return a, nil
	}
	out.actions, err = match.PlayOut(match.Engine[fourcuatro.Seat, fourcuatro.Action, fourcuatro.Event, *fourcuatro.Knowledge](g), decide, c.maxAction, nil)
	if err != nil && !errors.Is(err, errCapped) {
		out.err = err
	}
	out.turns = g.Turn()
	if g.Over() {
		out.winners = []rules.Seat{rules.Seat(g.Winner())}
	} else if out.err == nil {
		out.capped = c.maxTurns > 0 && g.Turn() > c.maxTurns
		out.stuck = !out.capped
	}
	for _, p := range seats {
		out.times = append(out.times, p.times)
	}
	return out
}
