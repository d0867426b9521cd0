package medium

import (
	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/rules"
)

// rummyHidden is what drawing two blind is worth beyond its cards: the
// hand stays hidden, and the card we put on the pile covers the top.
const rummyHidden = 0.3

// easyRummyTop is the least keepValue for which the easy player takes the
// pile's top card.
const easyRummyTop = 5

// pickRummy chooses a rummy draw (ChooseRummy): the pile's top card when
// it is worth more to us than drawing two from the library and keeping
// the better hand, less, under mill counters, the counters the two cost
// (the easy player takes a top card worth easyRummyTop).
func (p *Policy) pickRummy(b *Board, legal []rules.Action) rules.Action {
	take, two, ok := rummyActions(legal)
	if !ok {
		return pick.Fallback(legal)
	}
	top := b.V.Pile[len(b.V.Pile)-1].Def
	if !p.careful || !p.k.draft {
		if b.keepValue(take.Obj) >= easyRummyTop {
			return take
		}
		return two
	}
	dr := b.newDrafter(p.k)
	counters := float64(min(2, dr.race.library)) * b.counterWorth(&dr.race)
	if dr.Me.worth(top) >= dr.drawTwoGain()+rummyHidden-counters {
		return take
	}
	return two
}

// rummyActions finds a rummy draw's two actions; ok is false unless both
// are legal (and the pile has a top card).
func rummyActions(legal []rules.Action) (take, two rules.Action, ok bool) {
	var haveTake, haveTwo bool
	for _, a := range legal {
		switch {
		case a.Kind != rules.ActChoose:
		case a.Obj == rules.NoObj:
			two, haveTwo = a, true
		default:
			take, haveTake = a, true
		}
	}
	return take, two, haveTake && haveTwo
}

// drawTwoGain is what drawing two unknown cards and putting one hand card
// onto the pile is expected to add to our hand: the better of the two,
// and the other one when it beats the least card we hold. The library's
// cards are rated as the cards seen so far.
func (dr *drafter) drawTwoGain() float64 {
	vals := dr.values(dr.Me.worth)
	if len(vals) == 0 {
		return 0
	}
	best := expectMax(-1e9, vals, 2)
	mean := 0.0
	for _, v := range vals {
		mean += v
	}
	mean /= float64(len(vals))
	other := 2*mean - best
	worst := 1e9
	keepWorth := dr.b.keepWorths()
	for _, c := range dr.b.V.Players[dr.b.Me].Hand {
		worst = min(worst, keepWorth(c))
	}
	return best + max(0, other-worst)
}

// keepWorths returns what a card of our hand is worth keeping: its worth
// to us judged from the board and the rest of the hand (needsOf leaving
// it out). The board's part is read once, for all the hand's cards.
func (b *Board) keepWorths() func(c rules.CardView) float64 {
	base := b.boardNeeds(b.Me)
	hand := b.V.Players[b.Me].Hand
	return func(c rules.CardView) float64 {
		n := base
		n.addHandCards(hand, c.ID)
		return n.worth(c.Def)
	}
}

// pickPile chooses the hand card to put onto rummy's pile (ChoosePile:
// after drawing two, and when the deal of fourteen goes down to seven):
// the one least worth keeping, counting against it, weighted by hate,
// how much more it is worth to the next opponent, who may take it, than
// drawing two themselves.
func (p *Policy) pickPile(b *Board, legal []rules.Action) rules.Action {
	dr := b.newDrafter(p.k)
	alt := 0.0
	if dr.hate > 0 {
		alt = expectMax(-1e9, dr.values(dr.oppWorth), 2)
	}
	best, bs := pick.Fallback(legal), -1e18
	keepWorth := b.keepWorths()
	for _, a := range legal {
		c := b.HandCard(a.Obj)
		if a.Kind != rules.ActChoose || c == nil {
			continue
		}
		s := -keepWorth(*c)
		if dr.hate > 0 {
			s -= dr.hate * max(0, dr.oppWorth(c.Def)-alt)
		}
		if s > bs {
			best, bs = a, s
		}
	}
	return best
}
