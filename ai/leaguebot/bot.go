package leaguebot

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
)

// Bot makes a computer's decisions in a 421 league: it builds its
// decks (Deck), alters them (AlterDeck), chooses which two
// unused decks to take apart (the weakest), plays first whenever it may
// choose, and picks the loser's option A–D by how likely the deck it
// would then play beats the deck it would face. Everything in 421 is
// open, so it reads the whole league. The games themselves are played
// by whoever drives the league (see Driver).
//
// A Bot is not changed by its decisions; one may decide for every
// computer seat of a league, from one goroutine at a time.
type Bot struct {
	// Sims is how many quick games the option choice plays between each
	// of its strongest candidate decks and the deck it would face, to
	// correct the DeckPower estimate; 0 decides by DeckPower alone.
	Sims int
	// Level is the computer level of those games (empty: easy).
	Level string
	// Seed seeds those games.
	Seed uint64
}

// Option-choice constants.
const (
	// powerScale turns a DeckPower difference into a chance to win: a
	// difference of powerScale is about 73%. Measured: decks built one
	// after another from the block's pool, 40 medium games a pair, won
	// about 62% of their games per point of DeckPower ahead.
	powerScale = 2.0
	// stayMargin is how much better another option's chance must be to
	// be preferred to altering the own deck (A), which keeps the pool and
	// the set-aside decks as they are.
	stayMargin = 0.03
	// simCandidates is how many candidates (A always among them) the
	// option choice plays quick games for.
	simCandidates = 4
	// priorGames is the weight, in games, of the DeckPower estimate when
	// quick games correct it.
	priorGames = 4.0
)

// Decide returns the bot's action for decision d of l (one of
// l.Decisions()). Game results are not its to decide: it returns an
// error for them.
func (b *Bot) Decide(ctx context.Context, l *league.League, d league.Decision) (league.Action, error) {
	switch d.Kind {
	case league.DecideBuild:
		cards := Deck(l.View())
		if cards == nil {
			return league.Action{}, errors.New("ai: the pool has too few cards for a deck")
		}
		return league.Action{Kind: league.ActBuild, Seat: d.Seat, Match: d.Match, Cards: cards}, nil
	case league.DecideAlter:
		cards := AlterDeck(l.View(), d.Seat)
		if cards == nil {
			return league.Action{}, errors.New("ai: the seat holds no deck to alter")
		}
		return league.Action{Kind: league.ActAlter, Seat: d.Seat, Match: d.Match, Cards: cards}, nil
	case league.DecideTakeApart:
		return takeApart(l, d)
	case league.DecideFirstPlayer:
		return league.Action{Kind: league.ActFirstPlayer, Seat: d.Seat, Match: d.Match, First: d.Seat}, nil
	case league.DecideOption:
		return b.chooseOption(ctx, l, d)
	}
	return league.Action{}, fmt.Errorf("ai: a league bot does not decide %v", d.Kind)
}

// takeApart chooses the two weakest of the decks nobody uses: the least
// likely to be worth claiming.
func takeApart(l *league.League, d league.Decision) (league.Action, error) {
	power := map[int]float64{}
	best, bv := league.Action{}, math.Inf(1)
	for _, a := range l.Legal() {
		if a.Kind != league.ActTakeApart || a.Seat != d.Seat {
			continue
		}
		v := 0.0
		for _, n := range a.Decks {
			if _, ok := power[n]; !ok {
				dk, _ := l.Deck(n)
				power[n] = DeckPower(dk.Cards)
			}
			v += power[n]
		}
		if v < bv {
			best, bv = a, v
		}
	}
	if best.Kind == 0 {
		return league.Action{}, errors.New("ai: there are no two unused decks to take apart")
	}
	return best, nil
}

// optionCand is one option with the decks it would lead to.
type optionCand struct {
	a      league.Action
	mine   []*card.Def // the deck the loser would play
	theirs []*card.Def // the deck it would face (the winner's)
	p      float64     // the estimated chance that mine beats theirs
}

// chooseOption picks the loser's option: for each legal option, the deck
// the loser would play and the deck it would face (A: its altered deck
// against the winner's; B: a new deck from the pool as it would be, sets
// joining and decks taken apart included; C: the claimed deck; D: its
// own deck against the winner's new one), the chance to win estimated
// from DeckPower and, with Sims, quick games. It keeps A unless another
// option is clearly better.
func (b *Bot) chooseOption(ctx context.Context, l *league.League, d league.Decision) (league.Action, error) {
	v := l.View()
	if len(v.Rounds) == 0 || d.Match < 0 || d.Match >= len(v.Rounds[len(v.Rounds)-1].Matches) {
		return league.Action{}, errors.New("ai: no match for the option")
	}
	m := v.Rounds[len(v.Rounds)-1].Matches[d.Match]
	winDeck := deckCards(v, v.Players[m.Winner].Deck)
	ownDeck := deckCards(v, v.Players[d.Seat].Deck)
	var cands []optionCand
	for _, a := range l.Legal() {
		if a.Kind != league.ActOption || a.Seat != d.Seat || a.Match != d.Match {
			continue
		}
		c := optionCand{a: a, mine: ownDeck, theirs: winDeck}
		switch a.Option {
		case league.OptionA:
			c.mine = AlterDeck(v, d.Seat)
		case league.OptionB:
			c.mine = buildAfter(l, a)
		case league.OptionC:
			c.mine = deckCards(v, a.Deck)
		case league.OptionD:
			c.theirs = buildAfter(l, a)
		}
		if c.mine == nil || c.theirs == nil {
			continue
		}
		c.p = chance(DeckPower(c.mine), DeckPower(c.theirs))
		cands = append(cands, c)
	}
	if len(cands) == 0 {
		return league.Action{}, errors.New("ai: no option is open")
	}
	if b.Sims > 0 {
		if err := b.simulate(ctx, cands, len(v.Rounds)*8+d.Match); err != nil {
			return league.Action{}, err
		}
	}
	best := 0
	for i, c := range cands {
		margin := 0.0
		if cands[best].a.Option == league.OptionA {
			margin = stayMargin
		}
		if c.p > cands[best].p+margin {
			best = i
		}
	}
	return cands[best].a, nil
}

// deckCards is deck n's cards, or nil.
func deckCards(v league.View, n int) []*card.Def {
	if n < 1 || n > len(v.Decks) {
		return nil
	}
	return v.Decks[n-1].Cards
}

// chance is the estimated chance that a deck of power a beats one of
// power b.
func chance(a, b float64) float64 { return 1 / (1 + math.Exp(-(a-b)/powerScale)) }

// buildAfter is the deck that would be built after option a (B or D):
// on a copy of the league it applies a, takes apart the two weakest
// unused decks if the builder must, and builds from the pool as it then
// is (with any set that joins). It returns nil if that fails.
func buildAfter(l *league.League, a league.Action) []*card.Def {
	c := l.Clone()
	if _, err := c.Apply(a); err != nil {
		return nil
	}
	d := c.Pending()
	if d.Kind == league.DecideTakeApart {
		t, err := takeApart(c, d)
		if err != nil {
			return nil
		}
		if _, err := c.Apply(t); err != nil {
			return nil
		}
		d = c.Pending()
	}
	if d.Kind != league.DecideBuild {
		return nil
	}
	return Deck(c.View())
}

// simulate corrects the chances of the strongest candidates (A always
// among them) with b.Sims quick games each against the deck they would
// face, the first player alternating; the DeckPower estimate counts as
// priorGames games. The others keep their DeckPower estimate.
func (b *Bot) simulate(ctx context.Context, cands []optionCand, salt int) error {
	order := make([]int, len(cands))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool {
		ai, aj := cands[order[i]].a.Option == league.OptionA, cands[order[j]].a.Option == league.OptionA
		if ai != aj {
			return ai
		}
		return cands[order[i]].p > cands[order[j]].p
	})
	level := b.Level
	if level == "" {
		level = "easy"
	}
	for k, i := range order {
		if k == simCandidates {
			break
		}
		c := &cands[i]
		score := 0.0
		for g := 0; g < b.Sims; g++ {
			seed := b.Seed*0x9e37_79b9_7f4a_7c15 + uint64(salt)*1_000_003 + uint64(i)*1009 + uint64(g)
			res, err := Game{Decks: [2][]*card.Def{c.mine, c.theirs}, Levels: [2]string{level, level},
				First: g % 2, Seed: seed}.Play(ctx)
			if err != nil {
				return err
			}
			switch res.Winner {
			case 0:
				score++
			case league.Draw:
				score += 0.5
			}
		}
		c.p = (score + priorGames*c.p) / (float64(b.Sims) + priorGames)
	}
	return nil
}
