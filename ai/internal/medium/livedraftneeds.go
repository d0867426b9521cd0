package medium

import (
	"sync"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Weights of what a seat's cards say about its colours (needsOf).
const (
	colourLandBF   = 1.5 // a land it controls, per colour it makes
	colourPermBF   = 2   // a nonland permanent it controls, per colour
	colourHand     = 1   // a nonland card in its hand (or shown), per colour
	colourHandLand = 0.75
	colourGrave    = 0.5 // a spell in its graveyard, per colour
	openWeight     = 6   // below this much colour weight a seat is still open
	mainShare      = 0.3 // a colour with this share of the weight is fully one of its colours
	offColourKeep  = 0.3 // the share of its score an off-colour card keeps
)

// needs is what one seat's visible cards say it wants from a draw: its
// colours so far, its lands and the spells waiting in its hand. For
// another seat only its permanents, graveyard and shown cards count.
type needs struct {
	colours    [mana.NumColors]float64 // commitment to each colour
	weight     float64                 // the sum of colours
	landsBF    int                     // lands it controls
	landsHand  int                     // lands known in its hand
	spellsHand int                     // nonland cards known in its hand
	hidden     int                     // hand cards nobody else sees (another seat's)
	maxCost    int                     // the largest mana value among the known spells in hand
	symbols    [mana.NumColors]int     // coloured symbols of the known spells in hand
	sources    [mana.NumColors]int     // lands it controls making each colour
}

// needsOf reads seat s's needs from the deciding seat's view, leaving out
// the card skip (NoObj: none), as if it were not in the hand.
func (b *Board) needsOf(s rules.Seat, skip rules.ObjID) needs {
	n := b.boardNeeds(s)
	hand := b.V.Players[s].Hand
	if s != b.Me {
		hand = b.V.Players[s].Shown
	}
	n.addHandCards(hand, skip)
	return n
}

// boardNeeds is needsOf without the hand's cards: what seat s's
// permanents and graveyard say, and how many of its hand cards are hidden.
func (b *Board) boardNeeds(s rules.Seat) needs {
	var n needs
	for i := range b.V.Battlefield {
		c := &b.V.Battlefield[i]
		if c.Controller != s || c.Token || c.Def == nil {
			continue
		}
		if cardvalue.IsLand(c) {
			n.landsBF++
			cs := cardvalue.LandColours(baseDef(c))
			n.addColours(cs, colourLandBF)
			for _, col := range cs.Colors() {
				n.sources[col]++
			}
			continue
		}
		n.addColours(cardvalue.Colours(c.Def), colourPermBF)
	}
	p := &b.V.Players[s]
	for i := range p.Graveyard {
		if d := p.Graveyard[i].Def; d != nil && !d.IsLand() {
			n.addColours(cardvalue.Colours(d), colourGrave)
		}
	}
	if s != b.Me {
		n.hidden = max(p.HandCount-len(p.Shown), 0)
	}
	return n
}

// addHandCards counts the cards of hand but skip (NoObj: none).
func (n *needs) addHandCards(hand []rules.CardView, skip rules.ObjID) {
	for i := range hand {
		if hand[i].ID != skip && hand[i].Def != nil {
			n.addHand(hand[i].Def)
		}
	}
}

// addColours adds w to each colour of cs.
func (n *needs) addColours(cs mana.ColorSet, w float64) {
	for _, col := range cs.Colors() {
		n.colours[col] += w
		n.weight += w
	}
}

// addHand counts a card of the hand.
func (n *needs) addHand(d *card.Def) {
	if d.IsLand() {
		n.landsHand++
		n.addColours(cardvalue.LandColours(d), colourHandLand)
		return
	}
	n.spellsHand++
	n.maxCost = max(n.maxCost, min(d.Cost.ManaValue(), 7))
	for col, k := range d.Cost.Colored {
		n.symbols[col] += int(k)
	}
	n.addColours(cardvalue.Colours(d), colourHand)
}

// openness is how open the seat still is to any colour: 1 with nothing
// committed, 0 once its cards weigh openWeight.
func (n *needs) openness() float64 { return max(0, 1-n.weight/openWeight) }

// colourFit is how well a card of colours cs fits the seat, 0 to 1:
// colourless cards fit; a coloured one fits by the share of the seat's
// weight in its least-played colour, fully from mainShare.
func (n *needs) colourFit(cs mana.ColorSet) float64 {
	if cs == 0 {
		return 1
	}
	fit := 1.0
	for _, col := range cs.Colors() {
		f := 0.0
		if n.weight > 0 {
			f = min(1, n.colours[col]/n.weight/mainShare)
		}
		fit *= f
	}
	o := n.openness()
	return o + (1-o)*fit
}

// landsWanted is how many lands, on the battlefield and in hand, the
// seat wants for what it holds: three at least, up to the largest cost
// in hand but no more than two beyond its lands in play (the need is
// near), and one more while it has no land drop waiting.
func (n *needs) landsWanted() int {
	want := max(3, min(n.maxCost, n.landsBF+2))
	if n.landsHand == 0 && n.landsBF >= want && n.landsBF < 7 {
		want = n.landsBF + 1
	}
	return min(want, 7)
}

// landWorth is what land d is worth to the seat: much while it is short
// of lands (more so with spells waiting), little once it has enough,
// times how well its colours fit, plus what a nonbasic does besides.
func (n *needs) landWorth(d *card.Def) float64 {
	have := n.landsBF + n.landsHand
	deficit := n.landsWanted() - have
	v := max(0.3, 1.2+0.4*float64(deficit))
	if deficit > 0 {
		v = 2.5 + 1.7*float64(deficit)
		if n.spellsHand >= 3 {
			v++
		}
	}
	if have <= 1 {
		v = max(v, 7.5)
	}
	return v*n.landFit(d) + 0.5*cachedScore(d)
}

// landFit is how well a land's colours serve the seat, about 0.5 to 1.2:
// its best colour's fit, a little more for a colour its spells need and
// its lands do not make yet; a colourless land serves any spell a little.
func (n *needs) landFit(d *card.Def) float64 {
	cs := cardvalue.LandColours(d)
	if cs == 0 {
		return 0.6
	}
	best := 0.0
	for _, col := range cs.Colors() {
		f := n.colourFit(mana.SetOf(col))
		if n.symbols[col] > 0 && n.sources[col] == 0 {
			f += 0.3 // a colour its hand needs and its lands lack
		}
		best = max(best, f)
	}
	return 0.4 + 0.6*min(best, 1.3)
}

// worth is what card d is worth to the seat: a land by landWorth, a
// spell by its score, most of it only in the seat's colours, less when
// it costs more than the seat will have soon, and more when the seat is
// flooded (lands waiting in hand and no spell).
func (n *needs) worth(d *card.Def) float64 {
	if d == nil {
		return 0
	}
	if d.IsLand() {
		return n.landWorth(d)
	}
	v := cachedScore(d) * (offColourKeep + (1-offColourKeep)*n.colourFit(cardvalue.Colours(d)))
	soon := n.landsBF + n.landsHand + 1
	if mv := d.Cost.ManaValue() + 2*int(d.Cost.X); mv > soon {
		v -= 0.5 * float64(mv-soon)
	}
	if n.spellsHand == 0 && n.landsHand > 0 {
		v *= 1.15
	}
	return v
}

// scores caches cardvalue.Score by definition: definitions never change, and
// drafting rates the same cards again at every draw.
var scores sync.Map // *card.Def -> float64

// cachedScore is cardvalue.Score(d), computed once per definition.
func cachedScore(d *card.Def) float64 {
	if v, ok := scores.Load(d); ok {
		return v.(float64)
	}
	s := cardvalue.Score(d)
	scores.Store(d, s)
	return s
}
