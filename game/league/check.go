package league

import (
	"fmt"
	"slices"
)

// check verifies every invariant of the league and says in a sentence
// what is wrong: cards are conserved (the pool and the decks that exist
// hold exactly what joined the pool), decks have 60 cards, no more decks
// exist than the schedule allows, every player holds one deck of its own,
// the scores are the sum of the results, and the pending decision fits the
// state. It never panics, whatever the fields hold, so a league read from
// a file can be checked with it.
func (l *League) check() error {
	if err := l.checkDecks(); err != nil {
		return err
	}
	if err := l.checkPlayers(); err != nil {
		return err
	}
	if err := l.checkRounds(); err != nil {
		return err
	}
	return l.checkPhase()
}

func (l *League) checkDecks() error {
	if l.steps < 0 || l.steps > len(l.sched.Steps) || len(l.sets) != len(l.sched.Steps)+1 {
		return fmt.Errorf("the sets in the pool do not fit the schedule")
	}
	for i := 0; i < l.steps; i++ {
		if l.sched.Steps[i].MinScore > l.peak {
			return fmt.Errorf("set %d joined the pool before anyone reached %d points", i+2, l.sched.Steps[i].MinScore)
		}
	}
	if len(l.pool) != len(l.cards) {
		return fmt.Errorf("the pool does not list every card")
	}
	held := make([]int, len(l.cards))
	for i, d := range l.decks {
		n := i + 1
		if d.state > TakenApart || d.builder < 0 || d.builder >= len(l.players) || d.place < 1 || d.place > n {
			return fmt.Errorf("deck %d has an impossible state, builder or place", n)
		}
		if len(d.cards) != DeckSize {
			return fmt.Errorf("deck %d holds %d cards, not %d", n, len(d.cards), DeckSize)
		}
		if !slices.IsSorted(d.cards) {
			return fmt.Errorf("deck %d's cards are out of order", n)
		}
		for _, c := range d.cards {
			if c < 0 || c >= len(l.cards) || l.setOf[c] > l.steps {
				return fmt.Errorf("deck %d holds a card that is not in the pool's sets", n)
			}
			if d.state != TakenApart {
				held[c]++
			}
		}
	}
	added := l.added()
	for c := range l.cards {
		if l.pool[c] < 0 || l.pool[c]+held[c] != added[c] {
			return fmt.Errorf("%s: %d in the pool and %d in decks, but %d joined the pool", l.cards[c].Name, l.pool[c], held[c], added[c])
		}
	}
	if live, lim := l.live(), l.limit(); live > lim {
		return fmt.Errorf("%d decks exist, but the schedule allows %d", live, lim)
	}
	return nil
}

// building is the seat that is building a deck now and holds none, or -1.
func (l *League) building() int {
	if (l.phase == phaseStart || l.phase == phaseOptions) && (l.job.kind == DecideBuild || l.job.kind == DecideTakeApart) {
		return l.job.seat
	}
	return -1
}

func (l *League) checkPlayers() error {
	holder := map[int]int{}
	for s, p := range l.players {
		if p.Deck == 0 {
			waiting := s == l.building() || (l.phase == phaseStart && s >= l.job.seat)
			if !waiting {
				return fmt.Errorf("%s holds no deck", p.Name)
			}
			continue
		}
		if p.Deck < 0 || p.Deck > len(l.decks) || l.decks[p.Deck-1].state != InUse {
			return fmt.Errorf("%s holds deck %d, which is not in use", p.Name, p.Deck)
		}
		if _, dup := holder[p.Deck]; dup {
			return fmt.Errorf("two players hold deck %d", p.Deck)
		}
		holder[p.Deck] = s
	}
	for i, d := range l.decks {
		if _, ok := holder[i+1]; d.state == InUse && !ok {
			return fmt.Errorf("deck %d is in use, but nobody holds it", i+1)
		}
	}
	return nil
}

func (l *League) checkRounds() error {
	scores := make([]int, len(l.players))
	peak := 0
	np := len(l.players)
	if (l.bye1 >= 0) != (np%2 == 1) || l.bye1 >= np || l.bye1 < -1 {
		return fmt.Errorf("who sits out the first round does not fit %d players", np)
	}
	if len(l.rounds) > 0 && l.rounds[0].Bye != l.bye1 {
		return fmt.Errorf("round 1's bye is not the player chosen to sit out first")
	}
	for ri, r := range l.rounds {
		if r.Number != ri+1 {
			return fmt.Errorf("round %d is numbered %d", ri+1, r.Number)
		}
		if len(r.Matches) != np/2 || (r.Bye >= 0) != (np%2 == 1) || r.Bye >= np || r.Bye < -1 {
			return fmt.Errorf("round %d does not pair every player", r.Number)
		}
		seen := map[int]bool{}
		if r.Bye >= 0 {
			seen[r.Bye] = true
			scores[r.Bye] += ByePoints
		}
		last := ri == len(l.rounds)-1
		for mi := range r.Matches {
			m := &r.Matches[mi]
			for k, s := range m.Seats {
				if s < 0 || s >= np || seen[s] {
					return fmt.Errorf("round %d pairs a player twice or a player who is not there", r.Number)
				}
				seen[s] = true
				if m.Decks[k] < 1 || m.Decks[k] > len(l.decks) {
					return fmt.Errorf("round %d, %s: a deck that was never built", r.Number, MatchName(mi))
				}
			}
			if err := l.checkMatch(m, last); err != nil {
				return fmt.Errorf("round %d, %s: %s", r.Number, MatchName(mi), err)
			}
			if m.Over && m.Winner != Draw {
				scores[m.Winner] += WinPoints
				scores[m.Loser()] += LossPoints
			}
		}
		for _, s := range scores {
			peak = max(peak, s)
		}
	}
	for s, p := range l.players {
		if p.Score != scores[s] {
			return fmt.Errorf("%s has %d points, but the results give %d", p.Name, p.Score, scores[s])
		}
	}
	if l.peak < peak || l.peak > maxTarget {
		return fmt.Errorf("the highest score reached is %d, but the results reach %d", l.peak, peak)
	}
	return nil
}

// checkMatch checks a match's games against its state; only the current
// round may hold an unfinished match or an unresolved option.
func (l *League) checkMatch(m *Match, current bool) error {
	for _, g := range m.Games {
		if !m.has(g.First) || (g.Winner != Draw && !m.has(g.Winner)) {
			return fmt.Errorf("a game names a player who is not in the match")
		}
	}
	wins, draws := m.Wins()
	done := wins[0] >= GamesToWin || wins[1] >= GamesToWin || draws >= MaxDrawnGames
	if wins[0] > GamesToWin || wins[1] > GamesToWin || draws > MaxDrawnGames || done != m.Over {
		return fmt.Errorf("the games do not fit the match's result")
	}
	if !m.Over {
		if !current || m.Option != OptionNone || m.Resolved || (m.Chooser != -1 && !m.has(m.Chooser)) || !m.has(m.Next) ||
			l.players[m.Seats[0]].Deck != m.Decks[0] || l.players[m.Seats[1]].Deck != m.Decks[1] {
			return fmt.Errorf("an unfinished match is in an impossible state")
		}
		return nil
	}
	want := Draw
	switch {
	case wins[0] > wins[1]:
		want = m.Seats[0]
	case wins[1] > wins[0]:
		want = m.Seats[1]
	}
	if m.Winner != want {
		return fmt.Errorf("the winner does not fit the games")
	}
	if m.Winner == Draw && (!m.Resolved || m.Option != OptionNone) {
		return fmt.Errorf("a drawn match has an option")
	}
	if m.Option > OptionD || (!current && !m.Resolved) || (m.Resolved && m.Winner != Draw && m.Option == OptionNone) {
		return fmt.Errorf("the loser's option is in an impossible state")
	}
	if m.Option == OptionC && (m.Claimed < 1 || m.Claimed > len(l.decks)) {
		return fmt.Errorf("the deck claimed was never built")
	}
	return nil
}

func (l *League) checkPhase() error {
	np := len(l.players)
	j := l.job
	switch l.phase {
	case phaseStart:
		if len(l.rounds) != 0 || j.reason != ReasonStart || j.seat < 0 || j.seat >= np || len(l.decks) != j.seat ||
			(j.kind != DecideBuild && j.kind != DecideTakeApart) {
			return fmt.Errorf("the start of the league is in an impossible state")
		}
	case phasePlay:
		if len(l.rounds) == 0 {
			return fmt.Errorf("the round being played is missing")
		}
		for _, m := range l.rounds[len(l.rounds)-1].Matches {
			if !m.Over {
				return nil
			}
		}
		return fmt.Errorf("every match of the round being played is over")
	case phaseOptions:
		if len(l.rounds) == 0 || j.match < 0 || j.match >= len(l.rounds[len(l.rounds)-1].Matches) {
			return fmt.Errorf("the option being resolved names no match")
		}
		r := l.rounds[len(l.rounds)-1]
		for i, m := range r.Matches {
			if !m.Over || (i < j.match && !m.Resolved) || (i > j.match && (m.Resolved && m.Winner != Draw || m.Option != OptionNone)) {
				return fmt.Errorf("the options are resolved out of order")
			}
		}
		m := r.Matches[j.match]
		if m.Resolved {
			return fmt.Errorf("the option being resolved is already done")
		}
		switch j.kind {
		case DecideOption:
			if j.seat != m.Loser() || m.Option != OptionNone {
				return fmt.Errorf("the option is not the loser's to choose")
			}
		case DecideAlter:
			if j.seat != m.Loser() || m.Option != OptionA {
				return fmt.Errorf("the deck being altered is not the loser's")
			}
		case DecideBuild, DecideTakeApart:
			if !(j.reason == ReasonOptionB && m.Option == OptionB && j.seat == m.Loser()) &&
				!(j.reason == ReasonOptionD && m.Option == OptionD && j.seat == m.Winner) {
				return fmt.Errorf("the deck being built does not follow the option chosen")
			}
		default:
			return fmt.Errorf("the pending decision does not fit the options")
		}
		if j.kind == DecideTakeApart {
			unused := 0
			for _, d := range l.decks {
				if d.state == SetAside {
					unused++
				}
			}
			if unused < 2 || l.live() < l.limit() {
				return fmt.Errorf("two decks are to be taken apart, but that is not needed or not possible")
			}
		}
	case phaseOver:
		if l.winner < 0 || l.winner >= np || l.players[l.winner].Score < l.target {
			return fmt.Errorf("the league is over, but its winner has not reached the target")
		}
	default:
		return fmt.Errorf("the league is in an unknown phase")
	}
	return nil
}
