package main

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/kitchentable/kitchentable/game/rules"
)

// simSummary is the result of a sim run; it is also the -json output.
type simSummary struct {
	Games      int            `json:"games"`
	Draws      int            `json:"draws"`
	Wins       map[string]int `json:"wins"`
	AvgTurns   float64        `json:"avg_turns"`
	AvgActions float64        `json:"avg_actions"`
	GamesPerS  int            `json:"games_per_s"`
	Stuck      int            `json:"stuck"`
	Capped     int            `json:"capped"`
	Errors     int            `json:"errors"`
	Seed       uint64         `json:"seed"`
	Players    int            `json:"players"`
	Variant    string         `json:"variant"`
	AI         *aiReportData  `json:"ai,omitempty"`
	// Ends says how Live-Draft games ended (nil for other variants).
	Ends  *liveDraftEnds `json:"ends,omitempty"`
	seats int
}

// liveDraftEnds counts how Live-Draft games ended: won the ordinary way,
// by mill counters (the fewest won, or a tie drew), at the turn limit, or
// otherwise (another draw, a stuck game, an error).
type liveDraftEnds struct {
	Wins      int `json:"wins"`
	Mill      int `json:"mill"`
	TurnLimit int `json:"turn_limit"`
	Other     int `json:"other"`
}

// add counts one game's end.
func (e *liveDraftEnds) add(o gameOutcome) {
	switch {
	case o.err != nil || o.stuck:
		e.Other++
	case o.mill:
		e.Mill++
	case o.capped:
		e.TurnLimit++
	case len(o.winners) > 0:
		e.Wins++
	default:
		e.Other++
	}
}

// summarize adds up the outcomes of a sim run that took elapsed.
func summarize(c *simConfig, outs []gameOutcome, elapsed time.Duration) *simSummary {
	s := &simSummary{Games: len(outs), Wins: map[string]int{}, Seed: c.seed, Players: c.players, Variant: c.variant, seats: c.players}
	for i := 0; i < c.players; i++ {
		s.Wins[rules.Seat(i).String()] = 0
	}
	if liveDraftVariant(c.variant) {
		s.Ends = &liveDraftEnds{}
	}
	turns, actions := 0, 0
	for _, o := range outs {
		if s.Ends != nil {
			s.Ends.add(o)
		}
		turns += o.turns
		actions += o.actions
		switch {
		case o.err != nil:
			s.Errors++
		case o.stuck:
			s.Stuck++
			s.Draws++
		case len(o.winners) == 0:
			s.Draws++
		}
		if o.capped {
			s.Capped++
		}
		for _, w := range o.winners {
			s.Wins[w.String()]++
		}
	}
	if n := len(outs); n > 0 {
		s.AvgTurns = math.Round(float64(turns)/float64(n)*10) / 10
		s.AvgActions = math.Round(float64(actions)/float64(n)*10) / 10
	}
	if sec := elapsed.Seconds(); sec > 0 {
		s.GamesPerS = int(math.Round(float64(len(outs)) / sec))
	}
	return s
}

// line returns the one-line summary, e.g.
// "games=1000 draws=3 wins=P1:498,P2:499 avg_turns=14.2 games_per_s=2350";
// stuck=, capped= and errors= are added when not zero, and for Live-Draft
// how the games ended, "ends=wins:90,mill:6,turn-limit:4" (",other:N"
// when not zero).
func (s *simSummary) line() string {
	wins := make([]string, s.seats)
	for i := range wins {
		p := rules.Seat(i).String()
		wins[i] = fmt.Sprintf("%s:%d", p, s.Wins[p])
	}
	out := fmt.Sprintf("games=%d draws=%d wins=%s avg_turns=%.1f games_per_s=%d",
		s.Games, s.Draws, strings.Join(wins, ","), s.AvgTurns, s.GamesPerS)
	for _, f := range []struct {
		name string
		n    int
	}{{"stuck", s.Stuck}, {"capped", s.Capped}, {"errors", s.Errors}} {
		if f.n > 0 {
			out += fmt.Sprintf(" %s=%d", f.name, f.n)
		}
	}
	if e := s.Ends; e != nil {
		out += fmt.Sprintf(" ends=wins:%d,mill:%d,turn-limit:%d", e.Wins, e.Mill, e.TurnLimit)
		if e.Other > 0 {
			out += fmt.Sprintf(",other:%d", e.Other)
		}
	}
	return out
}
