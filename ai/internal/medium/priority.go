package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// moment says where in the turn a priority decision is.
type moment struct {
	mainMine  bool // our main phase with an empty stack: sorcery timing
	main1     bool
	combat    bool // blocks are declared: tricks matter now
	foeEnd    bool // an opponent's end step: spend mana held up
	foeAttack bool // an opponent's attackers are declared
}

func (b *Board) moment() moment {
	v := b.V
	mine := b.myTurn()
	return moment{
		mainMine:  mine && (v.Step == rules.StepMain1 || v.Step == rules.StepMain2) && len(v.Stack) == 0,
		main1:     v.Step == rules.StepMain1,
		combat:    v.Step == rules.StepBlockers || v.Step == rules.StepFirstStrike,
		foeEnd:    !mine && v.Step == rules.StepEnd,
		foeAttack: !mine && v.Step == rules.StepAttackers,
	}
}

// worth is the least score an action needs to be taken instead of passing.
const worth = 1.0

// priority plays a land, casts, activates or passes.
func (p *Policy) priority(b *Board, legal []rules.Action) rules.Action {
	pass := legal[0]
	v := b.V
	if len(v.Stack) > 0 {
		if top := &v.Stack[len(v.Stack)-1]; !b.foe(top.Controller) {
			if p.careful {
				return p.respond(b, legal, true)
			}
			return pass
		}
		return p.respond(b, legal, false)
	}
	m := b.moment()
	if m.mainMine {
		if a, ok := p.chooseLand(b, legal); ok {
			return a
		}
	}
	best, bs := pass, worth
	for _, a := range legal {
		var s float64
		switch a.Kind {
		case rules.ActCast:
			s = p.castScore(b, a.Obj, m)
		case rules.ActActivate:
			s = p.activateScore(b, a.Obj, int(a.Index), m)
		default:
			continue
		}
		if s > bs && !p.wasCancelled(a.Obj, v) {
			best, bs = a, s
		}
	}
	return best
}

// respondMin is the least an answer on the stack must gain: about a
// card's worth.
const respondMin = 2.5

// respond answers the spell or ability on top of the stack when the
// answer is worth a card. An opponent's it counters or copies (see
// copyValue); the careful player also saves a creature it would kill
// with a pump, counters, a bounce or an ability of its own. Our own
// (own) it only copies.
func (p *Policy) respond(b *Board, legal []rules.Action, own bool) rules.Action {
	best, bs := legal[0], respondMin
	protect := p.careful && p.k.protect && !own
	for _, a := range legal {
		if p.wasCancelled(a.Obj, b.V) {
			continue
		}
		switch a.Kind {
		case rules.ActCast:
			c := b.HandCard(a.Obj)
			if c == nil || c.Def == nil {
				continue
			}
			ab := cardvalue.SpellAbility(c.Def)
			answers := counters(ab) // an opponent's: counter or copy it
			if own {
				answers = hasEffect(ab, card.CopySpell)
			}
			if !answers && !(protect && c.Def.Enchant == nil && savesCreature(ab)) {
				continue
			}
			if s, ok := b.planScore(c.Def, ab, true, a.Obj, b.maxX(c.Def)); ok && s > bs {
				best, bs = a, s
			}
		case rules.ActActivate:
			if !protect {
				continue
			}
			if s := p.protectScore(b, a.Obj, int(a.Index)); s > protectMin && s > bs {
				best, bs = a, s
			}
		}
	}
	return best
}

// protectScore is what activating ability i of permanent id in response
// gains by saving a creature, costs taken off; 0 if it saves nothing.
func (p *Policy) protectScore(b *Board, id rules.ObjID, i int) float64 {
	o := b.Obj(id)
	if o == nil || o.Def == nil {
		return 0
	}
	d := baseDef(o)
	if i >= len(d.Abilities) {
		return 0
	}
	ab := &d.Abilities[i]
	if !savesCreature(ab) || ab.SacSelf || ab.SacFilter != nil || ab.LifeCost > 0 || ab.DiscardCost > 0 || ab.Equip {
		return 0
	}
	s, ok := b.planScore(d, ab, false, id, 0)
	if !ok {
		return 0
	}
	return s - 0.25*float64(ab.Cost.ManaValue())
}

// castScore is what casting a card from hand now is worth, or less than
// worth when now is not the time.
func (p *Policy) castScore(b *Board, id rules.ObjID, m moment) float64 {
	c := b.HandCard(id)
	if c == nil || c.Def == nil {
		return -1
	}
	d := c.Def
	mv := float64(d.Cost.ManaValue())
	if d.IsPermanent() && d.Enchant == nil {
		if !m.mainMine && !(d.Keywords.Has(card.Flash) && (m.foeEnd || m.foeAttack)) {
			return -1
		}
		if !p.careful {
			// The easy player casts what comes to hand first.
			return 3 + p.r.Float64()
		}
		// Curve: the most expensive thing we can afford first.
		return 3 + mv + 0.1*cardvalue.AsSpell(d) + p.k.entersWeight*b.entersValue(d, id)
	}
	ab := cardvalue.SpellAbility(d)
	s, ok := b.planScore(d, ab, true, id, b.maxX(d))
	if !ok || (p.careful && isRemoval(ab) && s < p.k.removalMin && !b.pressed()) {
		return -1
	}
	switch {
	case d.Enchant != nil:
		if !m.mainMine || s < 1.5 {
			return -1
		}
		return s + 1
	case counters(ab):
		return -1 // kept for the opponent's spells
	case isTrick(ab) && d.Types.Has(card.Sorcery) && !hasEffect(ab, card.AddCounters):
		// A pump until end of turn at sorcery speed helps only this
		// turn's attack: cast before it, when the pumped attack kills.
		if !m.mainMine || !m.main1 || !b.pumpedAttackKills(ab, id) {
			return -1
		}
		return 50
	case isTrick(ab) && !d.Types.Has(card.Sorcery):
		if !m.combat || s < 2 {
			return -1
		}
		return s
	case d.Types.Has(card.Sorcery):
		if s < 1.5 {
			return -1
		}
		return s + 1
	}
	// An instant: a careful player holds it for the opponent's turn
	// unless the target is a big threat or it wins the game.
	if s < 1.5 {
		return -1
	}
	if !p.careful || !p.k.holdInstants || m.foeEnd || m.foeAttack || s >= 40 || (m.mainMine && m.main1 && (s >= 6 || (p.k.preCombat && b.clearsBlocker(d, ab, id)))) {
		return s
	}
	return -1
}

// activateScore is what activating ability i of permanent id now is
// worth, costs taken off.
func (p *Policy) activateScore(b *Board, id rules.ObjID, i int, m moment) float64 {
	o := b.Obj(id)
	if o == nil || o.Def == nil {
		return -1
	}
	d := baseDef(o)
	if i >= len(d.Abilities) {
		return -1
	}
	ab := &d.Abilities[i]
	cost := 0.25*float64(ab.Cost.ManaValue()) + b.lifeCost(int(ab.LifeCost)) + b.discardCost(int(ab.DiscardCost), p.careful && p.k.keepColours)
	if ab.Equip {
		if !m.mainMine || !m.main1 {
			return -1
		}
		if o.AttachedTo != rules.NoObj && b.Obj(o.AttachedTo) != nil {
			return -1 // already equipping a creature: leave it there
		}
		s, ok := b.planScore(d, ab, false, id, 0)
		if !ok {
			return -1
		}
		return s - cost
	}
	x := 0
	if ab.Cost.X > 0 {
		_, untapped := b.Lands(b.Me)
		x = max(0, untapped-ab.Cost.WithX(0).Total())
	}
	s, ok := b.planScore(d, ab, false, id, x)
	if !ok {
		return -1
	}
	if ab.SacSelf {
		cost += cardvalue.Permanent(o)
	}
	if ab.SacFilter != nil {
		cheapest := 1e9 // what the cheapest permanent of ours it may sacrifice is worth
		for i := range b.V.Battlefield {
			if c := &b.V.Battlefield[i]; c.Controller == b.Me && b.matches(*ab.SacFilter, c, id) {
				cheapest = min(cheapest, cardvalue.Permanent(c))
			}
		}
		cost += cheapest
	}
	if ab.Tap && cardvalue.IsCreature(o) && !m.foeEnd {
		cost += 0.5
	}
	switch {
	case isTrick(ab):
		if !m.combat {
			return -1
		}
	case ab.SorcerySpeed:
		if !m.mainMine {
			return -1
		}
	default:
		if p.careful && !m.foeEnd && !(m.mainMine && !m.main1) && s < 6 {
			return -1
		}
	}
	return s - cost
}

// lifeCost is what paying n life for an ability costs the deciding
// seat: little while its life is high and nothing presses it, more as it
// runs low (lifeWeight), three times that under pressure.
func (b *Board) lifeCost(n int) float64 {
	c := 0.25 * float64(n) * b.lifeWeight(b.Me) / 0.7
	if b.pressed() {
		c *= 3
	}
	return c
}

// discardCost is what discarding n cards for an ability costs: little
// when the hand holds as many cards it will hardly miss (a land too
// many, a spell far beyond its mana), a card's worth each otherwise;
// colours counts the colours the hand needs (a land that is its only
// source of one is never spare).
func (b *Board) discardCost(n int, colours bool) float64 {
	if n == 0 {
		return 0
	}
	spare := 0
	for _, h := range b.V.Players[b.Me].Hand {
		if b.worthKeeping(h.ID, false, colours) < spareKeep {
			spare++
		}
	}
	if spare >= n {
		return 0.3 * float64(n)
	}
	return 1.5 * float64(n)
}

// spareKeep is the keepValue below which a card in hand is spare: a land
// once seven are at hand.
const spareKeep = 1

// chooseLand picks the land to play: a real land making the colours the
// hand needs (for the careful player, first the land that lets it pay
// for the most of its hand: castingLand), or (when any card may be a
// land) the card least useful as a spell.
func (p *Policy) chooseLand(b *Board, legal []rules.Action) (rules.Action, bool) {
	own := b.ownLands()
	need := b.colourNeed(own)
	best, bs, found := rules.Action{}, -1e9, false
	for _, a := range legal {
		if a.Kind != rules.ActPlayLand {
			continue
		}
		c := b.HandCard(a.Obj)
		if c == nil || c.Def == nil {
			continue
		}
		d := c.Def
		var s float64
		switch {
		case d.IsLand() && p.careful && p.k.landCasts:
			s = b.castingLand(d, own, need)
		case d.IsLand():
			s = 10 + landFit(cardvalue.LandKinds(d), need)
			if d.EntersTapped {
				s -= 0.5
			}
		case own.n >= 7:
			continue
		case p.careful && p.k.landCasts:
			s = b.landlessLandChoice(c)
		default:
			mv := d.Cost.ManaValue()
			s = -cardvalue.AsSpell(d) * 0.3
			if mv > own.n+2 {
				s += 2
			}
		}
		if s > bs {
			best, bs, found = a, s, true
		}
	}
	return best, found
}

// colourNeed counts the coloured symbols in the hand's spells, less 0.7
// for each of own's lands making the colour.
func (b *Board) colourNeed(own ownLands) [8]float64 {
	var need [8]float64
	for _, c := range b.V.Players[b.Me].Hand {
		if c.Def == nil || c.Def.IsLand() {
			continue
		}
		for k, n := range c.Def.Cost.Colored {
			need[k] += float64(n)
		}
	}
	for k, n := range own.made {
		for range n {
			need[k] -= 0.7
		}
	}
	return need
}

// landFit scores a land making kinds for the colours the hand needs.
func landFit(kinds uint8, need [8]float64) float64 {
	s := 0.0
	for k := 0; k < 8; k++ {
		if kinds&(1<<k) != 0 {
			s += max(need[k], 0) + 0.1
		}
	}
	return s
}
