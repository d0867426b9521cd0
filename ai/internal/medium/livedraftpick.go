package medium

import (
	"sort"

	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Hate-drafting weights: how much denying the next opponent a card counts
// against the card's worth to us.
const (
	hateBase     = 0.35 // two seats, nobody in danger
	hateClose    = 0.5  // added when the next opponent is close to beating us
	hateOppLands = 0.5  // a land counts this share of its worth to an opponent (its hand is hidden)
	hiddenLands  = 0.4  // the share of an opponent's hidden hand guessed to be lands
)

// In the Live-Draft variants (tableau, pipeline, rummy) medium drafts
// as it plays: it takes the row card worth most to it (the card's score,
// most of it only in the colours its lands and cards have committed it
// to, lands while it is short of them for its hand, spells when flooded)
// less, weighted by how close the next seat to draw is to beating it,
// the best that seat can expect from the row left behind (hate-drafting:
// a pipeline's leftmost card falls off anyway, a tableau may be wiped);
// in rummy it takes the pile's top card when it beats two blind cards
// (the unknown library is rated as the library's public list less
// every card the seat has seen, read from a sampled world), puts onto
// the pile the card least worth keeping that does not feed the next
// seat, and keeps a two-colour
// curve with about three lands from the deal of fourteen; in a quick
// start it removes two cards from a hand without lands or without
// spells. Nobody loses for being unable to draw, so once the common
// library is empty (dry) medium plays to end the game: it attacks the
// opponent its attack hurts most, keeps home only what one opponent's
// counter-attack needs rather than all of theirs at once, throws
// everything at an opponent it would kill within two attacks (counting
// the blockers that die), and the longer nothing public changes the
// more risk it takes (see livedraftdry.go). Under mill counters (livedraftmill.go) a
// counter costs card worth, little early and much once the library
// lasts three rounds or fewer: medium shuns a tableau pick that risks a
// wipe (the new row's cards are its counters), wipes the row to end the
// game when it would then have the fewest counters and never when
// another would, weighs the two blind cards' counters in rummy, keeps
// all but a hopeless quick-start hand, and attacks first the foe that
// would win by counters as the library's last draws fall. Easy drafts by a card's own worth
// and the land count only; hard drafts with medium's choices (its search
// covers play, not draws).
//
// drafter is what one Live-Draft decision of the deciding seat weighs:
// its needs, the next opponent to draw and its needs, how much denying
// that opponent counts, the cards that stand for the unknown library (the
// library's list less every card seen; its order is hidden) and the
// mill-counter race.
type drafter struct {
	b    *Board
	Me   needs
	next rules.Seat // the next seat to draw if it is an opponent, else NoSeat
	opp  needs
	hate float64
	pool []*card.Def
	race millRace
}

// newDrafter gathers a draft decision's context from the view.
func (b *Board) newDrafter(k knobs) *drafter {
	dr := &drafter{b: b, Me: b.needsOf(b.Me, rules.NoObj), next: b.nextFoe()}
	if dr.next != rules.NoSeat {
		dr.opp = b.needsOf(dr.next, rules.NoObj)
		dr.opp.landsHand += (dr.opp.hidden*int(hiddenLands*10) + 5) / 10
		dr.hate = k.hate * b.hateWeight(dr.next)
	}
	pool, ok := b.unseen()
	if !ok {
		pool = b.seenCards()
	}
	dr.pool = pool
	dr.race = b.millRace()
	return dr
}

// nextFoe is the seat after the deciding one in turn order, the next to
// draw, when it is an opponent still playing; NoSeat otherwise.
func (b *Board) nextFoe() rules.Seat {
	n := len(b.V.Players)
	for i := 1; i < n; i++ {
		s := rules.Seat((int(b.Me) + i) % n)
		if b.V.Players[s].Lost {
			continue
		}
		if b.foe(s) {
			return s
		}
		return rules.NoSeat
	}
	return rules.NoSeat
}

// hateWeight is how much a card's worth to opponent s counts against
// taking something else: hateBase shared among the opponents, more when
// s could beat us soon (its creatures' power is half our life or more).
func (b *Board) hateWeight(s rules.Seat) float64 {
	w := hateBase / (1 + 0.5*float64(max(len(b.Foes())-1, 0)))
	if 2*b.Power(s) >= b.V.Players[b.Me].Life {
		w += hateClose
	}
	return w
}

// seenCards lists the cards the deciding seat has seen face up, a sample
// of the common library's make-up when its list is not to hand (see
// unseen).
func (b *Board) seenCards() []*card.Def {
	var out []*card.Def
	add := func(l []rules.CardView) {
		for i := range l {
			if d := l[i].Def; d != nil && !d.Token {
				out = append(out, d)
			}
		}
	}
	add(b.V.Row)
	add(b.V.Removed)
	add(b.V.Pile)
	add(b.V.Battlefield)
	for i := range b.V.Players {
		p := &b.V.Players[i]
		add(p.Hand)
		add(p.Shown)
		add(p.Graveyard)
		add(p.Exile)
	}
	return out
}

// oppWorth is what d is worth to the next opponent.
func (dr *drafter) oppWorth(d *card.Def) float64 {
	v := dr.opp.worth(d)
	if d != nil && d.IsLand() {
		v *= hateOppLands
	}
	return v
}

// values rates every card of the pool with f, sorted ascending.
func (dr *drafter) values(f func(*card.Def) float64) []float64 {
	out := make([]float64, len(dr.pool))
	for i, d := range dr.pool {
		out[i] = f(d)
	}
	sort.Float64s(out)
	return out
}

// expectMax is the expected best of floor and k cards drawn at random
// from a pool rated vals (sorted ascending); floor alone when k is 0 or
// the pool is empty.
func expectMax(floor float64, vals []float64, k int) float64 {
	n := len(vals)
	if k <= 0 || n == 0 {
		return floor
	}
	e, prev := 0.0, 0.0
	for i, v := range vals {
		f := float64(i+1) / float64(n)
		cdf := 1.0
		for j := 0; j < k; j++ {
			cdf *= f
		}
		e += max(floor, v) * (cdf - prev)
		prev = cdf
	}
	return e
}

// pickRow chooses the row card to draw (ChooseDraw): the card's worth to
// us less, weighted by hate, the best the next opponent can expect from
// the row we leave (for a pipeline the leftmost card left falls off and
// two unknown cards come in; a tableau replaces ours with an unknown
// card, and six cards left all lands or all nonlands are likely wiped).
// When this draw takes more cards, we draw next ourselves: no hate.
// Under mill counters a tableau's wipe also counts (millPick).
func (p *Policy) pickRow(b *Board, legal []rules.Action) rules.Action {
	dr := b.newDrafter(p.k)
	row := b.V.Row
	hate := dr.hate
	if b.V.Pending.Count > 1 {
		hate = 0
	}
	var oppVals []float64
	if hate > 0 {
		oppVals = dr.values(dr.oppWorth)
	}
	best, bs := pick.Fallback(legal), -1e18
	for _, a := range legal {
		i := rowIndex(row, a.Obj)
		if a.Kind != rules.ActChoose || i < 0 {
			continue
		}
		s := dr.Me.worth(row[i].Def) + dr.millPick(i)
		if hate > 0 {
			s -= hate * dr.oppAfter(i, oppVals)
		}
		if s > bs {
			best, bs = a, s
		}
	}
	return best
}

// rowIndex is the index of card id in the row, -1 if absent.
func rowIndex(row []rules.CardView, id rules.ObjID) int {
	for i := range row {
		if row[i].ID == id {
			return i
		}
	}
	return -1
}

// oppAfter is the best the next opponent can expect from the row after
// we take its card i, by the draw method's renewal.
func (dr *drafter) oppAfter(i int, oppVals []float64) float64 {
	v := dr.b.V
	left := make([]*card.Def, 0, len(v.Row))
	for j := range v.Row {
		if j != i {
			left = append(left, v.Row[j].Def)
		}
	}
	library := v.Players[dr.b.Me].LibraryCount
	if v.Options.Draw == rules.DrawPipeline {
		if len(left) > 0 {
			left = left[1:] // the leftmost falls off
		}
		return expectMax(dr.bestFor(left), oppVals, min(2, library))
	}
	best := dr.bestFor(left)
	if library == 0 {
		return best
	}
	after := expectMax(best, oppVals, 1)
	if lands := countLands(left); len(left) == rules.RowSize-1 && (lands == 0 || lands == len(left)) {
		// The replacement wipes the row when it is of the same kind.
		same := landShare(dr.pool)
		if lands == 0 {
			same = 1 - same
		}
		// The new row holds what the library has left after ours (none:
		// the row is empty and the next draw finds nothing).
		fresh := 0.0
		if k := min(rules.RowSize, library-1); k > 0 {
			fresh = expectMax(-1e9, oppVals, k)
		}
		after = same*fresh + (1-same)*after
	}
	return after
}

// bestFor is the most any of cards is worth to the next opponent.
func (dr *drafter) bestFor(cards []*card.Def) float64 {
	best := -1e9
	for _, d := range cards {
		best = max(best, dr.oppWorth(d))
	}
	return best
}

// countLands counts the lands among cards.
func countLands(cards []*card.Def) int {
	n := 0
	for _, d := range cards {
		if d != nil && d.IsLand() {
			n++
		}
	}
	return n
}

// landShare is the share of lands among cards (a quarter if none).
func landShare(cards []*card.Def) float64 {
	if len(cards) == 0 {
		return 0.25
	}
	return float64(countLands(cards)) / float64(len(cards))
}
