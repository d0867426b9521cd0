package rules

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// castState is a spell being cast, an ability being activated, or a
// triggered ability having its targets chosen.
type castState struct {
	seat    Seat
	obj     ObjID
	ability int16 // -1: the card itself is cast
	trigger bool  // a triggered ability being put on the stack (no cost, no cancel)
	specs   []card.TargetSpec
	targets []Target
	// targetBuf holds targets (targets is targetBuf[:len(targets)]), so
	// that choosing them allocates nothing.
	targetBuf [maxTargets]Target
	x         int16
	needX     bool
	xChosen   bool
	sacObj    ObjID // chosen creature to sacrifice as a cost
	needSac   bool
	cost      mana.Cost
	pool0     mana.Pool // the pool before casting began, restored on cancel
	tapped    []ObjID   // mana sources tapped while paying, untapped on cancel
	tapBuf    [8]ObjID  // holds tapped for most spells without allocating
	ver0      manaVer   // the caster's mana version when casting began
	// affordKnown says affordOK is whether the caster can pay the cost
	// from its pool and sources (see affordable).
	affordKnown, affordOK bool
	// tapsKnown says the game's castTaps are the caster's mana abilities
	// it could activate now (see manaTapsOf).
	tapsKnown bool
	def       *card.Def
	stamp     uint32
	amount    int16
	player    Seat // a trigger's "that player", or NoSeat
}

func (c *castState) decision() Decision {
	d := Decision{Seat: c.seat, Source: c.obj, Ability: int(c.ability), TargetIndex: len(c.targets)}
	switch {
	case c.needX && !c.xChosen:
		d.Kind = DecideX
	case len(c.targets) < len(c.specs) || (c.needSac && c.sacObj == NoObj):
		d.Kind = DecideTarget
	default:
		d.Kind = DecidePay
	}
	return d
}

// abilityOf returns the ability a cast state is about, or nil for a spell.
func (g *Game) abilityOf(c *castState) *card.Ability {
	if c.ability < 0 {
		return nil
	}
	return &c.def.Abilities[c.ability]
}

// spellSpecs returns the target specs of casting a card: an aura's enchant
// target and the targets of its spell ability.
func spellSpecs(d *card.Def) []card.TargetSpec {
	var specs []card.TargetSpec
	for i := range d.Abilities {
		if d.Abilities[i].Kind == card.SpellAbility {
			specs = d.Abilities[i].Targets // a card has at most one spell ability
			break
		}
	}
	if d.Enchant == nil {
		return specs
	}
	return append([]card.TargetSpec{*d.Enchant}, specs...)
}

// beginCast starts casting a card from hand.
func (g *Game) beginCast(s Seat, id ObjID) {
	d := g.objs[id].Def
	c := &g.castBuf // no other cast is in progress at priority
	*c = castState{seat: s, obj: id, ability: -1, specs: spellSpecs(d), sacObj: NoObj, pool0: g.players[s].Pool, def: d, player: NoSeat}
	c.targets = c.targetBuf[:0]
	c.cost = g.spellCost(s, d)
	c.needX = c.cost.X > 0
	c.ver0 = g.mana.seatVer(s)
	g.cast = c
}

// beginActivate starts activating ability i of permanent id.
func (g *Game) beginActivate(s Seat, id ObjID, i int) {
	d := g.objs[id].Base()
	ab := &d.Abilities[i]
	c := &g.castBuf // no other cast is in progress at priority
	*c = castState{seat: s, obj: id, ability: int16(i), specs: ab.Targets, sacObj: NoObj, pool0: g.players[s].Pool, player: NoSeat,
		def: d, stamp: g.objs[id].Stamp}
	c.targets = c.targetBuf[:0]
	if ab.Equip {
		c.specs = equipSpecs
	}
	c.cost = ab.Cost
	c.needX = c.cost.X > 0
	c.needSac = ab.SacFilter != nil
	c.ver0 = g.mana.seatVer(s)
	g.cast = c
}

var equipSpecs = []card.TargetSpec{{Kind: card.CreatureTarget, Controller: card.YouControl, Other: true}}

// spellCost is the mana cost of casting d, after cost-changing statics.
func (g *Game) spellCost(s Seat, d *card.Def) mana.Cost {
	m := g.costModsFor(s)
	return m.cost(d)
}

// costMods sums the cost changes that apply to one seat's spells by the
// spell filter they use (see spellMatches), so that the costs of a whole
// hand are worked out with one pass over the static abilities.
type costMods struct {
	any, creature, noncreature, instantSorcery int
}

// costModsFor sums the cost-changing statics that apply to s's spells.
func (g *Game) costModsFor(s Seat) costMods {
	var m costMods
	g.refresh()
	if !g.costStatics {
		return m
	}
	for src := range g.staticSources() {
		so := &g.objs[src]
		for i := range so.Base().Abilities {
			st := so.Base().Abilities[i].Static
			if st == nil || !st.CostChange {
				continue
			}
			if st.Whose == card.YouControl && so.Controller != s || st.Whose == card.OpponentControls && !g.opponents(so.Controller, s) {
				continue
			}
			switch st.SpellFilter {
			case card.CreatureSpell:
				m.creature += int(st.CostDelta)
			case card.NoncreatureSpell:
				m.noncreature += int(st.CostDelta)
			case card.InstantOrSorcerySpell:
				m.instantSorcery += int(st.CostDelta)
			default: // spellMatches accepts every spell
				m.any += int(st.CostDelta)
			}
		}
	}
	return m
}

// cost returns the cost of casting d with these changes.
func (m *costMods) cost(d *card.Def) mana.Cost {
	if *m == (costMods{}) {
		return d.Cost
	}
	delta := m.any
	if spellMatches(card.CreatureSpell, d) {
		delta += m.creature
	}
	if spellMatches(card.NoncreatureSpell, d) {
		delta += m.noncreature
	}
	if spellMatches(card.InstantOrSorcerySpell, d) {
		delta += m.instantSorcery
	}
	cost := d.Cost
	if delta != 0 {
		cost = cost.ReduceGeneric(-delta)
	}
	return cost
}

// staticSources yields every object whose static abilities work: the
// permanents and the face-up schemes (rule 904.8).
func (g *Game) staticSources() func(yield func(ObjID) bool) {
	return func(yield func(ObjID) bool) {
		for _, id := range g.staticPerms() {
			if !yield(id) {
				return
			}
		}
		for i := range g.players {
			for _, id := range g.players[i].Command {
				if !g.objs[id].FaceDown && !yield(id) {
					return
				}
			}
		}
	}
}

// spellMatches reports whether a spell of d matches a spell filter.
func spellMatches(k card.TargetKind, d *card.Def) bool {
	switch k {
	case card.CreatureSpell:
		return d.IsCreature()
	case card.NoncreatureSpell:
		return !d.IsCreature()
	case card.InstantOrSorcerySpell:
		return d.Types.Has(card.Instant) || d.Types.Has(card.Sorcery)
	}
	return true
}

// legalCast lists the actions of a spell or ability in progress.
func (g *Game) legalCast(out []Action) []Action {
	c := g.cast
	switch g.pending.Kind {
	case DecideX:
		max := g.maxX(c)
		for x := 0; x <= max; x++ {
			out = append(out, Action{Kind: ActChooseX, Obj: NoObj, Index: int16(x), Target: noTarget})
		}
	case DecideTarget:
		if len(c.targets) < len(c.specs) {
			// Only choices that leave a target for every later spec.
			out = g.appendTargetChoices(out, c.specs, c.seat, c.obj, c.targets)
		} else {
			ab := g.abilityOf(c)
			for _, id := range g.bf {
				if g.objs[id].Controller == c.seat && g.matches(ab.SacFilter, id, c.seat, c.obj) {
					out = append(out, Action{Kind: ActTarget, Obj: NoObj, Target: Target{Player: NoSeat, Obj: id, Stamp: g.objs[id].Stamp}})
				}
			}
		}
	case DecidePay:
		cost := c.finalCost()
		if g.players[c.seat].Pool.CanPay(cost) {
			out = append(out, act(ActPayPool))
		} else if g.affordable(c) {
			out = append(out, act(ActAutoPay))
		}
		out = append(out, g.manaTapsOf(c)...)
	}
	if !c.trigger {
		out = append(out, act(ActCancel))
	}
	return out
}

// affordable reports whether the caster of c can pay its cost from its
// pool and sources. The answer is kept while paying goes on: tapping a
// source that makes one kind of mana and costs nothing but {T} only puts
// what it makes into the pool, which pays for the same symbols (see
// keepsAffordable); any other mana ability forgets it.
func (g *Game) affordable(c *castState) bool {
	if !c.affordKnown {
		c.affordKnown, c.affordOK = true, g.canAfford(c.seat, c.finalCost(), c.manaSkip())
	}
	return c.affordOK
}

// manaTapsOf returns the mana abilities the caster of c could activate
// now, one ActTapMana per ability and kind (see appendManaTaps), in the
// game's castTaps. They are kept while paying goes on if every mana
// ability of the caster's permanents is {T} and nothing else: tapping one
// takes out only its own (see tappedForMana).
func (g *Game) manaTapsOf(c *castState) []Action {
	if !c.tapsKnown {
		g.castTaps = g.appendManaTaps(g.castTaps[:0], c.seat, c.manaSkip())
		c.tapsKnown = g.allPlainMana(c.seat)
	}
	return g.castTaps
}

// tappedForMana brings what c remembers (see affordable and manaTapsOf)
// up to date after mana ability i of permanent id, which seat s controls,
// was activated while paying for c.
func (g *Game) tappedForMana(c *castState, s Seat, id ObjID, i int) {
	if c.affordKnown && !g.keepsAffordable(s, id, i) {
		c.affordKnown = false
	}
	if c.tapsKnown {
		g.castTaps = dropObj(g.castTaps, id)
	}
}

// dropObj removes the actions about object id, which are next to each
// other, from acts.
func dropObj(acts []Action, id ObjID) []Action {
	i := 0
	for i < len(acts) && acts[i].Obj != id {
		i++
	}
	j := i
	for j < len(acts) && acts[j].Obj == id {
		j++
	}
	return append(acts[:i], acts[j:]...)
}

// allPlainMana reports whether each of seat s's permanents with a mana
// ability has one, {T} and nothing else.
func (g *Game) allPlainMana(s Seat) bool {
	for _, mp := range g.manaPerms(s) {
		if !mp.plain {
			return false
		}
	}
	return true
}

// keepsAffordable reports whether activating mana ability i of permanent
// id, which seat s controls, leaves what s can pay as it was: the
// permanent's only mana ability, {T} and nothing else, makes one kind.
func (g *Game) keepsAffordable(s Seat, id ObjID, i int) bool {
	mp := g.manaPermOf(s, id)
	return mp != nil && mp.plain && int(mp.first) == i && mp.src.NumKinds() == 1
}

// manaSkip is the permanent whose mana abilities can't help pay the cost:
// the source of an ability with {T} in its cost (it taps for the ability
// itself). Other sources may pay for their own abilities.
func (c *castState) manaSkip() ObjID {
	if c.ability >= 0 && !c.def.Abilities[c.ability].Tap {
		return NoObj
	}
	return c.obj
}

// finalCost is the cost to pay, X fixed.
func (c *castState) finalCost() mana.Cost { return c.cost.WithX(int(c.x)) }

// maxX is the largest X the seat could pay: counting mana first (a bound),
// then coming down until automatic payment finds a way (colours, and
// sources that cost mana to use, such as the Hollow, can make the count
// too hopeful). X 0 is always offered, so the caster can still cancel.
func (g *Game) maxX(c *castState) int {
	avail := g.players[c.seat].Pool.Total() + len(g.manaSources(c.seat, c.manaSkip()))
	m := avail - c.cost.WithX(0).Total()
	if m < 0 {
		return 0
	}
	m /= int(c.cost.X)
	if m > 20 {
		m = 20
	}
	for m > 0 && !g.canAfford(c.seat, c.cost.WithX(m), c.manaSkip()) {
		m--
	}
	return m
}

// applyCast handles the actions of a spell or ability in progress.
func (g *Game) applyCast(a Action) {
	c := g.cast
	switch a.Kind {
	case ActCancel:
		// Only mana abilities can have changed anything: undo them.
		own := true
		for _, id := range c.tapped {
			g.objs[id].Tapped = false
			own = own && g.objs[id].Controller == c.seat
			g.untapChanged(g.objs[id].Controller)
			g.emitObj(EvUntap, c.seat, id)
		}
		g.players[c.seat].Pool = c.pool0
		if own && g.mana.ver == c.ver0.board && c.seat >= 0 && int(c.seat) < MaxSeats {
			// The caster's permanents are as they were when casting
			// began: so is its mana version, and what was remembered
			// under it holds again.
			g.mana.restore(c.seat, c.ver0)
		}
		g.cast = nil
		return
	case ActChooseX:
		c.x = a.Index
		c.xChosen = true
	case ActTarget:
		if len(c.targets) < len(c.specs) {
			c.targets = append(c.targets, a.Target)
		} else {
			c.sacObj = a.Target.Obj
		}
	case ActTapMana:
		// A source's own mana cost (the Hollow's {1}) leaves in the pool
		// what the spell or ability needs, where it can.
		g.activateManaKeeping(a.Obj, int(a.Index), mana.Kind(a.Kind2), c.finalCost())
		return
	case ActAutoPay:
		// Paying ends the cast: nothing it remembers is asked again.
		c.affordKnown, c.tapsKnown = false, false
		g.autoPay(c.seat, c.finalCost(), c.manaSkip())
		g.finishCast()
		return
	case ActPayPool:
		g.payFromPool(c.seat, c.finalCost(), c.manaSkip())
		g.finishCast()
		return
	}
	if c.trigger && len(c.targets) == len(c.specs) {
		g.finishCast()
	}
}

// finishCast pays the non-mana costs and puts the spell or ability on the stack.
func (g *Game) finishCast() {
	c := g.cast
	g.cast = nil
	if !c.trigger {
		// A triggered ability leaves priority where it was: after a
		// resolution the active player gets it, whoever controls triggers.
		g.priority = c.seat
	}
	g.passes = 0
	item := stackItem{obj: c.obj, controller: c.seat, ability: c.ability, x: c.x, stamp: c.stamp, def: c.def, amount: c.amount, player: c.player}
	item.setTargets(c.targets)
	if c.trigger {
		item.trigger = true
		g.stack = append(g.stack, item)
		return
	}
	if c.ability < 0 {
		item.isSpell = true
		g.move(c.obj, ZoneStack, false)
		item.stamp = g.objs[c.obj].Stamp
		g.stack = append(g.stack, item)
		g.emitObj(EvCast, c.seat, c.obj)
		g.checkCast(c.seat, c.obj)
		return
	}
	ab := g.abilityOf(c)
	if ab.Tap {
		g.tap(c.obj)
	}
	if c.sacObj != NoObj {
		g.sacrifice(c.sacObj)
	}
	if ab.LifeCost > 0 {
		g.loseLife(c.seat, int(ab.LifeCost))
	}
	if ab.SacSelf {
		g.sacrifice(c.obj)
	}
	g.stack = append(g.stack, item)
	g.emitObj(EvActivate, c.seat, c.obj)
	if ab.DiscardCost > 0 {
		g.choice = &choiceState{purpose: ChooseDiscard, seat: c.seat, count: int(ab.DiscardCost), fromHand: true, source: c.obj}
	}
}

// triggerStuck reports whether the triggered ability whose targets are being
// chosen has no legal choice for its next target.
func (g *Game) triggerStuck() bool {
	c := g.cast
	if len(c.targets) >= len(c.specs) {
		return false
	}
	return !g.anyTarget(&c.specs[len(c.targets)], c.seat, c.obj, c.targets)
}
