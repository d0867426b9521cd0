package leagues

import (
	"context"

	"github.com/kitchentable/kitchentable/ai/leaguebot"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
)

// botSims is how many quick games a computer plays for each option it
// weighs after losing a match (see leaguebot.Bot.Sims): enough to notice a
// much better deck, few enough to decide in a few seconds.
const botSims = 4

// job is one computer decision, or one game between two computers, worked
// out on its own goroutine: the league is never touched there (the bot
// decides on a copy, a game plays copies of the decks), and the action
// comes back to be applied on the UI goroutine.
type job struct {
	// dec is the decision the job answers.
	dec league.Decision
	// watchable: a game between computers, which the player may watch
	// on the table instead.
	watchable bool
	cancel    context.CancelFunc
	done      chan jobResult
}

// jobResult is what a job came to: the action to apply, or why it failed.
type jobResult struct {
	act league.Action
	err error
}

// decide starts a job in which bot makes decision d on a copy of l.
func decide(bot *leaguebot.Bot, l *league.League, d league.Decision) *job {
	ctx, cancel := context.WithCancel(context.Background())
	j := &job{dec: d, cancel: cancel, done: make(chan jobResult, 1)}
	c := l.Clone()
	go func() {
		a, err := bot.Decide(ctx, c, d)
		j.done <- jobResult{act: a, err: err}
	}()
	return j
}

// playGame starts a job that plays the next game of match d.Match between
// two computers, off the table, and reports its winner.
func playGame(l *league.League, d league.Decision, levels [2]string, seed uint64) *job {
	ctx, cancel := context.WithCancel(context.Background())
	j := &job{dec: d, watchable: true, cancel: cancel, done: make(chan jobResult, 1)}
	r, _ := l.Round()
	m := r.Matches[d.Match]
	g := leaguebot.Game{Levels: levels, Seed: seed}
	if m.Next == m.Seats[1] {
		g.First = 1
	}
	players := l.Players()
	for k := range m.Seats {
		dk, _ := l.Deck(m.Decks[k])
		g.Decks[k] = append([]*card.Def(nil), dk.Cards...)
		g.Names[k] = players[m.Seats[k]].Name
	}
	seats := m.Seats
	go func() {
		res, err := g.Play(ctx)
		a := league.Action{Kind: league.ActGameResult, Seat: -1, Match: d.Match, Winner: league.Draw}
		if err == nil && res.Winner != league.Draw {
			a.Winner = seats[res.Winner]
		}
		j.done <- jobResult{act: a, err: err}
	}()
	return j
}

// poll returns the job's result once it is done.
func (j *job) poll() (jobResult, bool) {
	select {
	case r := <-j.done:
		return r, true
	default:
		return jobResult{}, false
	}
}

// stop cancels the job; its result is never applied.
func (j *job) stop() { j.cancel() }
