package leaguebot

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/internal/parallel"
)

// DefaultSteps bounds a league played by Driver: one still
// going after this many actions is stuck.
const DefaultSteps = 200000

// Driver plays a 421 league between computers, headless: a
// Bot makes every seat's decisions and each game of a match is
// played on the rules engine (Game) by computers of the seats'
// levels, its result reported to the league. The games of a round's
// matches may be played at once (Workers); results are reported in
// match order, so a league goes the same way whatever Workers is.
//
// It decides for every seat: a league with people at some seats asks a
// Bot only for the computers' decisions, and plays a match between
// two computers with Game, game by game.
type Driver struct {
	// Bot decides for every seat (nil: a Bot with no quick games).
	Bot *Bot
	// Levels are the computer levels by seat, cycled (empty: medium).
	Levels []string
	// Seed seeds the games: a game's seed depends on it, the round, the
	// match and the game's number.
	Seed uint64
	// Workers is how many games are played at once (0: one).
	Workers int
	// MaxTurns and MaxActions bound each game (0: MaxTurns and
	// MaxActions).
	MaxTurns, MaxActions int
	// MaxSteps bounds the league's actions (0: DefaultSteps).
	MaxSteps int
	// Applied, when not nil, is told every action applied to the league
	// and the events it caused, right after Apply.
	Applied func(a league.Action, events []league.Event)
}

// Stats counts what a Driver did.
type Stats struct {
	// Actions applied to the league, and the games played.
	Actions, Games int
	// Capped games were drawn at the turn limit; Stuck games were not
	// over after the action limit (counted as draws).
	Capped, Stuck int
	// Slowest is the longest the bot took over one decision.
	Slowest time.Duration
}

// Run plays l until it is over. It stops with an error when a decision
// fails, the league refuses an action, ctx is cancelled or the league is
// not over after MaxSteps actions; the stats say what was done so far.
func (d *Driver) Run(ctx context.Context, l *league.League) (Stats, error) {
	var st Stats
	maxSteps := d.MaxSteps
	if maxSteps <= 0 {
		maxSteps = DefaultSteps
	}
	for !l.Over() {
		if st.Actions >= maxSteps {
			return st, fmt.Errorf("ai: the league is not over after %d actions", st.Actions)
		}
		if err := ctx.Err(); err != nil {
			return st, err
		}
		if err := d.Step(ctx, l, &st); err != nil {
			return st, err
		}
	}
	return st, nil
}

// Step makes the league's pending decisions once: while a round is being
// played, every match's choice of first player and then one game of each
// match that waits for one; otherwise the one pending decision. st (when
// not nil) counts what was done.
func (d *Driver) Step(ctx context.Context, l *league.League, st *Stats) error {
	if st == nil {
		st = &Stats{}
	}
	bot := d.Bot
	if bot == nil {
		bot = &Bot{}
	}
	var games []league.Decision
	for _, dec := range l.Decisions() {
		switch dec.Kind {
		case league.DecideNone:
		case league.DecideGameResult:
			games = append(games, dec)
		default:
			began := time.Now()
			a, err := bot.Decide(ctx, l, dec)
			st.Slowest = max(st.Slowest, time.Since(began))
			if err != nil {
				return err
			}
			if err := d.apply(l, a, st); err != nil {
				return err
			}
			if dec.Kind != league.DecideFirstPlayer {
				return nil // the league moved on: ask again
			}
		}
	}
	if len(games) == 0 {
		return nil
	}
	// Every first player is chosen now; the matches' decisions are games.
	games = games[:0]
	for _, dec := range l.Decisions() {
		if dec.Kind == league.DecideGameResult {
			games = append(games, dec)
		}
	}
	results, err := d.playGames(ctx, l, games)
	if err != nil {
		return err
	}
	for i, dec := range games {
		r := results[i]
		st.Games++
		if r.capped {
			st.Capped++
		}
		if r.stuck {
			st.Stuck++
		}
		if err := d.apply(l, league.Action{Kind: league.ActGameResult, Seat: -1, Match: dec.Match, Winner: r.winner}, st); err != nil {
			return err
		}
	}
	return nil
}

// apply applies a and counts it.
func (d *Driver) apply(l *league.League, a league.Action, st *Stats) error {
	evs, err := l.Apply(a)
	if err != nil {
		return fmt.Errorf("ai: the league refused the %v of seat %d: %w", a.Kind, a.Seat+1, err)
	}
	st.Actions++
	if d.Applied != nil {
		d.Applied(a, evs)
	}
	return nil
}

// gameOut is one game's result as the league takes it.
type gameOut struct {
	winner        int // a seat, or league.Draw
	capped, stuck bool
}

// playGames plays the next game of each match of games, Workers at a
// time; results are in the order of games.
func (d *Driver) playGames(ctx context.Context, l *league.League, games []league.Decision) ([]gameOut, error) {
	round, ok := l.Round()
	if !ok {
		return nil, errors.New("ai: no round is being played")
	}
	players := l.Players()
	type job struct {
		seats [2]int
		game  Game
	}
	jobs := make([]job, len(games))
	for i, dec := range games {
		m := round.Matches[dec.Match]
		g := Game{First: 0, MaxTurns: d.MaxTurns, MaxActions: d.MaxActions,
			Seed: d.Seed*0x9e37_79b9_7f4a_7c15 + uint64(round.Number)*7919 + uint64(dec.Match)*131 + uint64(len(m.Games))}
		if m.Next == m.Seats[1] {
			g.First = 1
		}
		for k, s := range m.Seats {
			dk, ok := l.Deck(m.Decks[k])
			if !ok {
				return nil, fmt.Errorf("ai: %s plays deck %d, which does not exist", players[s].Name, m.Decks[k])
			}
			g.Decks[k] = append([]*card.Def(nil), dk.Cards...)
			g.Names[k] = players[s].Name
			g.Levels[k] = d.level(s)
		}
		jobs[i] = job{seats: m.Seats, game: g}
	}
	out := make([]gameOut, len(jobs))
	errs := make([]error, len(jobs))
	parallel.Do(len(jobs), d.Workers, func(_, i int) {
		res, err := jobs[i].game.Play(ctx)
		if err != nil {
			errs[i] = fmt.Errorf("ai: a game of %s: %w", league.MatchName(games[i].Match), err)
			return
		}
		o := gameOut{winner: league.Draw, capped: res.Capped, stuck: res.Stuck}
		if res.Winner != league.Draw {
			o.winner = jobs[i].seats[res.Winner]
		}
		out[i] = o
	})
	return out, errors.Join(errs...)
}

// level is the computer level of seat s.
func (d *Driver) level(s int) string {
	if len(d.Levels) == 0 {
		return "medium"
	}
	return d.Levels[s%len(d.Levels)]
}
