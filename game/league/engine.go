package league

// Decisions lists every pending decision: one per unfinished match while a
// round is played (the matches of a round are played at once, in any
// order), otherwise exactly one, and none once the league is over.
func (l *League) Decisions() []Decision {
	switch l.phase {
	case phaseOver:
		return nil
	case phasePlay:
		var out []Decision
		for i, m := range l.rounds[len(l.rounds)-1].Matches {
			switch {
			case m.Over:
			case m.Chooser >= 0:
				out = append(out, Decision{Kind: DecideFirstPlayer, Seat: m.Chooser, Match: i})
			default:
				out = append(out, Decision{Kind: DecideGameResult, Seat: -1, Match: i})
			}
		}
		return out
	}
	d := Decision{Kind: l.job.kind, Seat: l.job.seat, Match: l.job.match, Reason: l.job.reason}
	switch d.Kind {
	case DecideBuild, DecideTakeApart:
		d.Deck = len(l.decks) + 1
		d.Place = l.live() + 1
		if d.Kind == DecideTakeApart {
			d.Place -= 2
		}
	case DecideAlter:
		d.Deck = l.players[d.Seat].Deck
	}
	return []Decision{d}
}

// Pending is the first pending decision (see Decisions); its Kind is
// DecideNone once the league is over.
func (l *League) Pending() Decision {
	if ds := l.Decisions(); len(ds) > 0 {
		return ds[0]
	}
	return Decision{Kind: DecideNone, Seat: -1, Match: -1}
}

// Legal lists every legal action now. A build or an alteration cannot be
// listed card by card: it is one action of its kind with no cards, which
// the caller fills with 60 cards for Apply to check.
func (l *League) Legal() []Action {
	var out []Action
	for _, d := range l.Decisions() {
		out = append(out, l.legalFor(d)...)
	}
	return out
}

func (l *League) legalFor(d Decision) []Action {
	switch d.Kind {
	case DecideBuild:
		return []Action{{Kind: ActBuild, Seat: d.Seat, Match: d.Match}}
	case DecideAlter:
		return []Action{{Kind: ActAlter, Seat: d.Seat, Match: d.Match}}
	case DecideTakeApart:
		var unused []int
		for i, dk := range l.decks {
			if dk.state == SetAside {
				unused = append(unused, i+1)
			}
		}
		var out []Action
		for i := range unused {
			for j := i + 1; j < len(unused); j++ {
				out = append(out, Action{Kind: ActTakeApart, Seat: d.Seat, Match: d.Match, Decks: [2]int{unused[i], unused[j]}})
			}
		}
		return out
	case DecideOption:
		m := &l.rounds[len(l.rounds)-1].Matches[d.Match]
		build := l.canBuild()
		out := []Action{{Kind: ActOption, Seat: d.Seat, Match: d.Match, Option: OptionA}}
		if build {
			out = append(out, Action{Kind: ActOption, Seat: d.Seat, Match: d.Match, Option: OptionB})
		}
		for _, n := range l.claimable(m) {
			out = append(out, Action{Kind: ActOption, Seat: d.Seat, Match: d.Match, Option: OptionC, Deck: n})
		}
		if build {
			out = append(out, Action{Kind: ActOption, Seat: d.Seat, Match: d.Match, Option: OptionD})
		}
		return out
	case DecideFirstPlayer:
		m := &l.rounds[len(l.rounds)-1].Matches[d.Match]
		return []Action{
			{Kind: ActFirstPlayer, Seat: d.Seat, Match: d.Match, First: m.Seats[0]},
			{Kind: ActFirstPlayer, Seat: d.Seat, Match: d.Match, First: m.Seats[1]},
		}
	case DecideGameResult:
		m := &l.rounds[len(l.rounds)-1].Matches[d.Match]
		return []Action{
			{Kind: ActGameResult, Seat: -1, Match: d.Match, Winner: m.Seats[0]},
			{Kind: ActGameResult, Seat: -1, Match: d.Match, Winner: m.Seats[1]},
			{Kind: ActGameResult, Seat: -1, Match: d.Match, Winner: Draw},
		}
	}
	return nil
}

// Apply carries out one action and returns what happened. An action that
// is not legal now, or a deck that breaks the rules (not 60 cards, a card
// the pool does not have), is refused with an error of one plain sentence
// and leaves the league unchanged.
func (l *League) Apply(a Action) ([]Event, error) {
	legal := false
	for _, b := range l.Legal() {
		if sameChoice(a, b) {
			legal = true
			break
		}
	}
	if !legal {
		return nil, ErrNotLegal
	}
	switch a.Kind {
	case ActBuild:
		cards, err := l.resolveCards(a.Cards, func(c int) int { return l.pool[c] })
		if err != nil {
			return nil, err
		}
		return l.build(cards), nil
	case ActAlter:
		old := l.decks[l.players[a.Seat].Deck-1].cards
		cards, err := l.resolveCards(a.Cards, func(c int) int { return l.pool[c] + count(old, c) })
		if err != nil {
			return nil, err
		}
		return l.alter(cards), nil
	case ActTakeApart:
		return l.takeApart(a.Decks), nil
	case ActOption:
		return l.chooseOption(a), nil
	case ActFirstPlayer:
		return l.firstPlayer(a.Match, a.First), nil
	default: // ActGameResult
		return l.gameResult(a.Match, a.Winner), nil
	}
}
