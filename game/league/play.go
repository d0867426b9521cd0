package league

import (
	"fmt"
	"strings"
)

// Points of the rules.
const (
	WinPoints  = 2
	LossPoints = -1
	DrawPoints = 0
	ByePoints  = 2
	// GamesToWin is how many game wins take a best-of-three match.
	GamesToWin = 2
	// MaxDrawnGames ends a match: after this many drawn games the player
	// with more game wins takes it, and level wins draw the match.
	MaxDrawnGames = 3
)

// score adds pts to seat's score.
func (l *League) score(seat, pts int, why string) Event {
	p := &l.players[seat]
	p.Score += pts
	l.peak = max(l.peak, p.Score)
	e := l.event(EvScored, seat, "%s scores %+d for %s (%d).", p.Name, pts, why, p.Score)
	e.Points, e.Count = pts, p.Score
	return e
}

// startRound pairs the players, scores the bye and draws who plays first
// in each match's first game.
func (l *League) startRound() []Event {
	pairs, bye := l.pairings()
	r := Round{Number: len(l.rounds) + 1, Bye: bye}
	for _, p := range pairs {
		m := Match{Seats: p, Chooser: -1, Winner: Draw}
		m.Decks = [2]int{l.players[p[0]].Deck, l.players[p[1]].Deck}
		m.Next = p[l.rng.IntN(2)]
		r.Matches = append(r.Matches, m)
	}
	l.rounds = append(l.rounds, r)
	l.phase = phasePlay
	var parts []string
	for i, m := range r.Matches {
		parts = append(parts, fmt.Sprintf("%s: %s against %s", MatchName(i), l.who(m.Seats[0]), l.who(m.Seats[1])))
	}
	e := l.event(EvRoundStarted, -1, "Round %d. %s.", r.Number, strings.Join(parts, "; "))
	evs := []Event{e}
	if bye >= 0 {
		b := l.event(EvBye, bye, "%s sits out round %d with a bye.", l.who(bye), r.Number)
		b.Points = ByePoints
		evs = append(evs, b, l.score(bye, ByePoints, "the bye"))
	}
	return evs
}

// gameResult records a game of match i.
func (l *League) gameResult(i, winner int) []Event {
	m := &l.rounds[len(l.rounds)-1].Matches[i]
	m.Games = append(m.Games, Game{First: m.Next, Winner: winner})
	e := l.event(EvGamePlayed, winner, "%s, game %d: drawn.", MatchName(i), len(m.Games))
	if winner != Draw {
		e.Text = fmt.Sprintf("%s, game %d: %s wins.", MatchName(i), len(m.Games), l.who(winner))
	}
	e.Match = i
	evs := []Event{e}
	wins, draws := m.Wins()
	if wins[0] < GamesToWin && wins[1] < GamesToWin && draws < MaxDrawnGames {
		// The loser of the game chooses who plays first in the next; after
		// a drawn game, the player who did not play first in it chooses.
		if winner == Draw {
			m.Chooser = m.other(m.Games[len(m.Games)-1].First)
		} else {
			m.Chooser = m.other(winner)
		}
		return evs
	}
	m.Over = true
	switch {
	case wins[0] > wins[1]:
		m.Winner = m.Seats[0]
	case wins[1] > wins[0]:
		m.Winner = m.Seats[1]
	default:
		m.Winner = Draw
	}
	if m.Winner == Draw {
		m.Resolved = true // a drawn match has no loser and no option
		o := l.event(EvMatchOver, Draw, "%s is drawn, %d–%d: %s and %s score nothing.", MatchName(i), wins[0], wins[1], l.who(m.Seats[0]), l.who(m.Seats[1]))
		o.Match = i
		evs = append(evs, o)
	} else {
		loser := m.Loser()
		w, lw := wins[0], wins[1]
		if m.Winner == m.Seats[1] {
			w, lw = lw, w
		}
		o := l.event(EvMatchOver, m.Winner, "%s wins %s against %s, %d–%d.", l.who(m.Winner), MatchName(i), l.who(loser), w, lw)
		o.Match = i
		evs = append(evs, o, l.score(m.Winner, WinPoints, "the win"), l.score(loser, LossPoints, "the loss"))
	}
	for _, other := range l.rounds[len(l.rounds)-1].Matches {
		if !other.Over {
			return evs
		}
	}
	return append(evs, l.endRound()...)
}

// firstPlayer records who plays first in match i's next game.
func (l *League) firstPlayer(i, first int) []Event {
	m := &l.rounds[len(l.rounds)-1].Matches[i]
	chooser := m.Chooser
	m.Next, m.Chooser = first, -1
	e := l.event(EvFirstPlayer, first, "%s chooses that %s plays first in game %d of %s.", l.who(chooser), l.who(first), len(m.Games)+1, MatchName(i))
	e.Match = i
	return []Event{e}
}

// endRound ends the league if one player alone has the highest score and
// it reaches the target; otherwise the losers resolve their options.
func (l *League) endRound() []Event {
	top, n, who := l.players[0].Score, 0, 0
	for s, p := range l.players {
		switch {
		case p.Score > top:
			top, n, who = p.Score, 1, s
		case p.Score == top:
			n++
			if n == 1 {
				who = s
			}
		}
	}
	if top >= l.target && n == 1 {
		l.phase, l.winner = phaseOver, who
		l.job = job{kind: DecideNone, seat: -1, match: -1}
		e := l.event(EvLeagueOver, who, "%s wins the league with %d points after %d rounds.", l.who(who), top, len(l.rounds))
		e.Points = top
		return []Event{e}
	}
	l.phase = phaseOptions
	return l.nextOption(0)
}

// nextOption asks the loser of the first unresolved match from i on; when
// none is left, the next round begins.
func (l *League) nextOption(i int) []Event {
	r := &l.rounds[len(l.rounds)-1]
	for ; i < len(r.Matches); i++ {
		if m := &r.Matches[i]; !m.Resolved {
			l.job = job{kind: DecideOption, seat: m.Loser(), match: i}
			return nil
		}
	}
	return l.startRound()
}

// resolved marks match i's option done and moves on.
func (l *League) resolved(i int) []Event {
	l.rounds[len(l.rounds)-1].Matches[i].Resolved = true
	return l.nextOption(i + 1)
}

// claimable lists the set-aside decks the loser of m may claim: any set
// aside, except the decks played in m itself. (Decks held by players,
// sitting out or not, are in use and never claimable.)
func (l *League) claimable(m *Match) []int {
	var out []int
	for i, d := range l.decks {
		n := i + 1
		if d.state == SetAside && n != m.Decks[0] && n != m.Decks[1] {
			out = append(out, n)
		}
	}
	return out
}

// setAside sets seat's deck aside; the seat holds none until it builds.
func (l *League) setAside(seat int) Event {
	n := l.players[seat].Deck
	l.decks[n-1].state = SetAside
	l.players[seat].Deck = 0
	e := l.event(EvDeckSetAside, seat, "%s sets deck %d aside.", l.who(seat), n)
	e.Deck = n
	return e
}

// chooseOption carries out the loser's choice.
func (l *League) chooseOption(a Action) []Event {
	m := &l.rounds[len(l.rounds)-1].Matches[a.Match]
	loser, winner := a.Seat, m.Winner
	m.Option = a.Option
	e := l.event(EvOptionChosen, loser, "%s chooses option %s: %s", l.who(loser), a.Option, optionDone(a.Option))
	e.Match, e.Option = a.Match, a.Option
	evs := []Event{e}
	switch a.Option {
	case OptionA:
		l.job = job{kind: DecideAlter, seat: loser, match: a.Match}
		return evs
	case OptionB:
		evs = append(evs, l.setAside(loser))
		return append(evs, l.beginBuild(loser, ReasonOptionB, a.Match)...)
	case OptionC:
		evs = append(evs, l.setAside(loser))
		l.decks[a.Deck-1].state = InUse
		l.players[loser].Deck = a.Deck
		m.Claimed = a.Deck
		c := l.event(EvDeckClaimed, loser, "%s claims deck %d.", l.who(loser), a.Deck)
		c.Deck = a.Deck
		evs = append(evs, c)
		return append(evs, l.resolved(a.Match)...)
	default: // OptionD
		evs = append(evs, l.setAside(winner))
		return append(evs, l.beginBuild(winner, ReasonOptionD, a.Match)...)
	}
}

func optionDone(o Option) string {
	switch o {
	case OptionA:
		return "alter the deck."
	case OptionB:
		return "build a new deck."
	case OptionC:
		return "claim a set-aside deck."
	}
	return "the winner sets its deck aside and builds a new one."
}
