package medium

import "github.com/kitchentable/kitchentable/game/card"

// A Landless hand plan plays a hand forward for a few turns, alone: each
// turn the card landlessLand likes best (of the hand, or from the second
// turn the card drawn that turn, laterDraw) becomes the land, then the
// best-worth spells the untapped lands pay for are cast. Its score is the
// worth of the spells cast, sooner counting more, and a little of what is
// left in hand. The careful player judges Landless hands by it: to keep
// or mulligan, and which cards to keep out of those it looks at.

// Weights of planScore.
const (
	planTurnDecay = 0.12 // each later turn's spells count this much less
	planLeftover  = 0.25 // share of the worth of the cards still in hand at the end (a third of it if they cost two more than the lands)
)

// laterDraw stands for the card a plan's seat draws each turn after the
// first: a colourless card it may play as the land instead of one of the
// hand (it is never cast; its colour is not known).
var laterDraw = &card.Def{Name: "a card drawn later"}

// planScore plays hand forward for turns turns beside lands (see above).
func planScore(hand []*card.Def, lands ownLands, turns int) float64 {
	cards := append([]*card.Def(nil), hand...)
	score := 0.0
	for t := 0; t < turns && len(cards) > 0; t++ {
		tapped := 0
		if lands.n < 7 {
			best, bs := -1, -1e18
			if t > 0 {
				best, bs = -1, landlessLand(laterDraw, cards, lands)
			}
			for i, d := range cards {
				if s := landlessLandBeside(d, cards, i, lands); s > bs {
					best, bs = i, s
				}
			}
			land, kinds := landlessIdentity(laterDraw)
			if best >= 0 {
				land, kinds = landlessIdentity(cards[best])
				cards = cardsWithout(cards, best)
			}
			if land.EntersTapped {
				tapped = 1
			}
			lands.n++
			lands.made.add(kinds)
		}
		mana := lands.n - tapped
		weight := 1 - planTurnDecay*float64(t)
		for {
			best, bw := -1, 0.0
			for i, d := range cards {
				if mv := d.Cost.ManaValue(); mv <= mana && lands.made.pays(d.Cost.Colored) {
					if w := spellWorth(d); w > bw {
						best, bw = i, w
					}
				}
			}
			if best < 0 {
				break
			}
			mana -= cards[best].Cost.ManaValue()
			score += weight * bw
			cards = cardsWithout(cards, best)
		}
	}
	for _, d := range cards {
		w := planLeftover * spellWorth(d)
		if d.Cost.ManaValue() > lands.n+1 {
			w /= 3 // not even castable the turn after
		}
		score += w
	}
	return score
}

// cardsWithout returns a new list of cards without the i-th.
func cardsWithout(cards []*card.Def, i int) []*card.Def {
	out := make([]*card.Def, 0, len(cards)-1)
	out = append(out, cards[:i]...)
	return append(out, cards[i+1:]...)
}
