package medium

import (
	"math"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/rules"
)

// The careful player's Landless hands: it keeps or mulligans a hand by its
// plan (planScore), keeps the cards it looks at that make the best plan,
// and under a shared library counts what a card it puts on the bottom
// would be worth to the opponents who may draw it (bottomHate).

// Constants of the Landless keep, mulligan and put-back choices.
const (
	planTurnsOpening  = 4    // turns a plan plays from the opening hand
	planTurnsLater    = 3    // turns a plan plays from a hand during the game
	landlessMullBelow = 12.0 // a seven-card opening hand whose plan scores less is a mulligan
	landlessHorizon   = 10.0 // turns after which a game still going is unlikely (e to the minus one)
	foeNoColours      = 0.6  // share of a card's worth to a foe whose colours we do not know yet
	foeOffColour      = 0.4  // share of a card's worth to a foe whose lands do not make its colours
)

// landlessMulligan keeps or mulligans a Landless opening hand of seven or
// more (a smaller one is kept): a mulligan when its plan is poor.
func (b *Board) landlessMulligan(keep, mull rules.Action) rules.Action {
	hand := b.handDefs(rules.NoObj)
	if b.V.Pending.Count > 0 || len(hand) < 7 {
		return keep
	}
	if planScore(hand, b.ownLands(), planTurnsOpening) < landlessMullBelow {
		return mull
	}
	return keep
}

// planTurns is how many turns a plan plays now.
func (b *Board) planTurns() int {
	if b.ownLands().n == 0 {
		return planTurnsOpening
	}
	return planTurnsLater
}

// byPlan reports whether the keep and put-back choices go by the hand
// plan: against one opponent. Against more the games are longer and the
// plan's few turns misjudge them; the cards' own worth (worthKeeping)
// does better there (4 seats, medium and three easy, landless-double,
// 400 games from seed 610000: medium won 48.0% keeping by worth, 41.0%
// by the plan).
func (b *Board) byPlan() bool { return len(b.Foes()) == 1 }

// landlessChoice makes the careful player's keep and put-back choices
// under Landless; it reports false for any other choice.
func (b *Board) landlessChoice(legal []rules.Action) (rules.Action, bool) {
	switch b.V.Pending.Purpose {
	case rules.ChooseKeep:
		return b.landlessKeep(legal), true
	case rules.ChooseBottom:
		return b.landlessBottom(legal), true
	}
	return rules.Action{}, false
}

// landlessKeep keeps the card being looked at that makes the best plan
// with the hand (against several opponents: that is worth most, see
// byPlan), counting as part of its worth what it would be worth to the
// opponents if it went to the bottom instead.
func (b *Board) landlessKeep(legal []rules.Action) rules.Action {
	hand, lands, turns, planned := b.handDefs(rules.NoObj), b.ownLands(), b.planTurns(), b.byPlan()
	best, bs := pick.Fallback(legal), -1e18
	for _, a := range legal {
		c := b.Card(a.Obj)
		if a.Kind != rules.ActChoose || c == nil || c.Def == nil {
			continue
		}
		s := b.worthKeeping(c.ID, true, true)
		if planned {
			s = planScore(append(hand[:len(hand):len(hand)], c.Def), lands, turns)
		}
		s += b.bottomHate(c.Def)
		if s > bs {
			best, bs = a, s
		}
	}
	return best
}

// landlessBottom puts a card on the bottom. From the hand it first works
// out which cards go (those whose loss costs the plan least, less what
// they would be worth to the opponents), then puts first, so highest, the
// one of them worth least to the opponents; the later ones go under it,
// nearer to the end of the library.
func (b *Board) landlessBottom(legal []rules.Action) rules.Action {
	var cands []*rules.CardView
	fromHand := false
	for _, a := range legal {
		if a.Kind != rules.ActChoose {
			continue
		}
		if c := b.Card(a.Obj); c != nil && c.Def != nil {
			cands = append(cands, c)
			fromHand = fromHand || b.HandCard(a.Obj) != nil
		}
	}
	if len(cands) == 0 {
		return pick.Fallback(legal)
	}
	going := cands
	if fromHand {
		going = b.handPutBacks(max(b.V.Pending.Count, 1))
	}
	var first *rules.CardView
	fs := math.Inf(1)
	for _, c := range going {
		if h := b.bottomHate(c.Def); h < fs {
			first, fs = c, h
		}
	}
	if first == nil {
		return pick.Fallback(legal)
	}
	return firstWhere(legal, func(a rules.Action) bool { return a.Kind == rules.ActChoose && a.Obj == first.ID })
}

// handPutBacks picks the n cards of the hand to put on the bottom: one at
// a time, the one whose loss costs the plan of what is left least (or,
// see byPlan, that is worth least), less its bottomHate.
func (b *Board) handPutBacks(n int) []*rules.CardView {
	var left []*rules.CardView
	for i := range b.V.Players[b.Me].Hand {
		if c := &b.V.Players[b.Me].Hand[i]; c.Def != nil {
			left = append(left, c)
		}
	}
	lands, turns, planned := b.ownLands(), b.planTurns(), b.byPlan()
	defs := func(cs []*rules.CardView) []*card.Def {
		out := make([]*card.Def, len(cs))
		for i, c := range cs {
			out[i] = c.Def
		}
		return out
	}
	var out []*rules.CardView
	for len(out) < n && len(left) > 0 {
		all := defs(left)
		whole := 0.0
		if planned {
			whole = planScore(all, lands, turns)
		}
		best, bs := 0, math.Inf(1)
		for i := range left {
			loss := b.worthKeeping(left[i].ID, true, true)
			if planned {
				loss = whole - planScore(cardsWithout(all, i), lands, turns)
			}
			loss += b.bottomHate(left[i].Def)
			if loss < bs {
				best, bs = i, loss
			}
		}
		out = append(out, left[best])
		left = append(left[:best:best], left[best+1:]...)
	}
	return out
}

// bottomHate is what card d put on the bottom of a shared library now
// would be worth to the opponents: its worth to each of them (foeWorth),
// times the chance the game lasts until the library comes down to it
// (each draw of one takes two cards) and the share of draws that are
// theirs. Under own libraries the bottom is our own: nothing.
func (b *Board) bottomHate(d *card.Def) float64 {
	if b.V.Options.Library != rules.SharedLibrary {
		return 0
	}
	foes := b.Foes()
	alive := 0
	for i := range b.V.Players {
		if !b.V.Players[i].Lost {
			alive++
		}
	}
	if len(foes) == 0 || alive == 0 {
		return 0
	}
	turns := float64(b.V.Players[b.Me].LibraryCount) / 2
	reach := math.Exp(-turns / landlessHorizon)
	sum := 0.0
	for _, f := range foes {
		sum += b.foeWorth(d, f)
	}
	return reach * sum / float64(alive)
}

// foeWorth is what card d would be worth to seat f: its whole worth when
// f's lands make every colour of its cost, less when they do not (it may
// still become a land), some share when f has no land yet.
func (b *Board) foeWorth(d *card.Def, f rules.Seat) float64 {
	var made colourCounts
	n := 0
	for i := range b.V.Battlefield {
		c := &b.V.Battlefield[i]
		if c.Controller == f && cardvalue.IsLand(c) {
			n++
			made.add(cardvalue.LandKinds(baseDef(c)))
		}
	}
	w := spellWorth(d)
	switch {
	case n == 0:
		return foeNoColours * w
	case made.paysColours(d.Cost.Colored):
		return w
	}
	return foeOffColour * w
}

// paysColours reports whether the counted lands make every colour in
// colored (one land of each is enough).
func (cc *colourCounts) paysColours(colored [mana.NumColors]int8) bool {
	for k, m := range colored {
		if m > 0 && cc[k] == 0 {
			return false
		}
	}
	return true
}
