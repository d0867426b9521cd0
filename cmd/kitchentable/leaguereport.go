package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/kitchentable/kitchentable/ai/leaguebot"
	"github.com/kitchentable/kitchentable/game/league"
)

// roundReport prints a league round by round from its events: the decks
// built before the first round, then after each round its matches with
// their results and the options chosen (and what they did: decks set
// aside, claimed, built, altered, taken apart, sets joining), the bye
// and the scores.
type roundReport struct {
	l     *league.League
	out   io.Writer
	quiet bool
	// round is the number of the round being reported (0: the start).
	round int
	// notes are what happened since the round started: before the first
	// round, the builds; then, by match, what its option did.
	start  []string
	notes  map[int][]string
	match  int // the match whose option is being resolved, or -1
	scores []int
}

// event takes one event, right after the Apply that returned it.
func (r *roundReport) event(e league.Event) {
	if r.scores == nil {
		r.scores = make([]int, len(r.l.Players()))
		r.notes = map[int][]string{}
		r.match = -1
	}
	switch e.Kind {
	case league.EvRoundStarted:
		r.flush()
		r.round, r.match = e.Round, -1
		r.notes = map[int][]string{}
	case league.EvScored:
		r.scores[e.Seat] = e.Count
	case league.EvOptionChosen:
		r.match = e.Match
		r.note(fmt.Sprintf("%s chooses %s", r.name(e.Seat), e.Option))
	case league.EvDeckBuilt:
		r.note(withColours(e.Text, r.colours(e.Deck)))
	case league.EvDeckAltered:
		r.note(fmt.Sprintf("%s alters deck %d (%s, %d cards changed).", r.name(e.Seat), e.Deck, r.colours(e.Deck), e.Count))
	case league.EvDeckSetAside, league.EvDeckClaimed, league.EvDeckTakenApart, league.EvSetAdded:
		r.note(e.Text)
	case league.EvLeagueOver:
		r.flush()
		r.line(e.Text)
	}
}

// note adds what happened to the open match's option, or to the start.
func (r *roundReport) note(s string) {
	if r.round == 0 {
		r.start = append(r.start, s)
		return
	}
	r.notes[r.match] = append(r.notes[r.match], s)
}

// colours names deck n's main colours: "RG", "colourless".
func (r *roundReport) colours(n int) string {
	d, ok := r.l.Deck(n)
	if !ok {
		return "gone"
	}
	if cs := leaguebot.DeckColours(d.Cards); cs != 0 {
		return cs.String()
	}
	return "colourless"
}

// withColours adds a deck's colours to the sentence that says it was
// built: "Bo builds deck 6 (UR)." or "… (now deck 9 of 9 in play; UR)."
func withColours(text, colours string) string {
	if t, ok := strings.CutSuffix(text, ")."); ok {
		return t + "; " + colours + ")."
	}
	return strings.TrimSuffix(text, ".") + " (" + colours + ")."
}

func (r *roundReport) name(seat int) string {
	ps := r.l.Players()
	if seat < 0 || seat >= len(ps) {
		return "nobody"
	}
	return ps[seat].Name
}

func (r *roundReport) line(format string, args ...any) {
	if !r.quiet {
		fmt.Fprintf(r.out, format+"\n", args...)
	}
}

// flush prints the start or the round being reported, once.
func (r *roundReport) flush() {
	if r.round == 0 {
		if len(r.start) > 0 {
			r.line("Start: %s", strings.Join(r.start, " "))
			r.start = nil
		}
		return
	}
	v := r.l.View()
	if r.round > len(v.Rounds) || r.notes == nil {
		return
	}
	rd := v.Rounds[r.round-1]
	r.line("Round %d", rd.Number)
	for i, m := range rd.Matches {
		wins, _ := m.Wins()
		a, b := m.Seats[0], m.Seats[1]
		res := fmt.Sprintf("%s and %s draw %d–%d", r.name(a), r.name(b), wins[0], wins[1])
		switch m.Winner {
		case a:
			res = fmt.Sprintf("%s beats %s %d–%d", r.name(a), r.name(b), wins[0], wins[1])
		case b:
			res = fmt.Sprintf("%s beats %s %d–%d", r.name(b), r.name(a), wins[1], wins[0])
		}
		if !m.Over {
			res = fmt.Sprintf("%s against %s, not over", r.name(a), r.name(b))
		}
		decks := [2]int{m.Decks[0], m.Decks[1]}
		if m.Winner == b {
			decks[0], decks[1] = decks[1], decks[0] // the winner's deck first, as the names read
		}
		s := fmt.Sprintf("  %s  %s (deck %d against deck %d, %d games).", league.MatchName(i), res, decks[0], decks[1], len(m.Games))
		if n := r.notes[i]; len(n) > 0 {
			s += " " + n[0] + ": " + strings.Join(n[1:], " ")
		}
		r.line("%s", s)
	}
	if rd.Bye >= 0 {
		r.line("  Bye      %s (+%d)", r.name(rd.Bye), league.ByePoints)
	}
	r.line("  Scores   %s", r.standings())
	r.notes = nil
}

// standings are the scores, highest first.
func (r *roundReport) standings() string {
	seats := make([]int, len(r.scores))
	for i := range seats {
		seats[i] = i
	}
	sort.SliceStable(seats, func(i, j int) bool { return r.scores[seats[i]] > r.scores[seats[j]] })
	parts := make([]string, len(seats))
	for i, s := range seats {
		parts[i] = fmt.Sprintf("%s %d", r.name(s), r.scores[s])
	}
	return strings.Join(parts, ", ")
}
