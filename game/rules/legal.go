package rules

import (
	"errors"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Pending returns the decision the game waits for.
func (g *Game) Pending() Decision { return g.pending }

// Legal returns every legal action for the pending decision, in a fixed order.
func (g *Game) Legal() []Action { return g.LegalInto(nil) }

// LegalInto appends the legal actions to dst and returns it; hot loops
// reuse one slice.
func (g *Game) LegalInto(dst []Action) []Action {
	g.freshLegal()
	return append(dst[:0], g.legalBuf...)
}

// LegalView returns the legal actions, as Legal, without copying them:
// the slice is the game's own, valid until the next Apply, and must not
// be written into. Hot loops that only read the actions use it.
func (g *Game) LegalView() []Action {
	g.freshLegal()
	return g.legalBuf
}

// freshLegal makes legalBuf the legal actions of the pending decision, if
// it is not already. For a priority decision it is the seat's memo's
// list itself (see memoPriority), not a copy; otherwise the game's own
// buffer, legalOwn. It is small enough to be inlined (Apply finds the
// list fresh after LegalInto); listLegal does the work.
func (g *Game) freshLegal() {
	if !g.legalFresh {
		g.listLegal()
	}
}

// listLegal is freshLegal when legalBuf is not fresh.
func (g *Game) listLegal() {
	g.legalFresh = true
	if !g.over && g.pending.Kind == DecidePriority {
		if acts, ok := g.memoPriority(); ok {
			g.setLegalBuf(acts)
			return
		}
	}
	g.legalOwn = g.computeLegal(g.legalOwn[:0])
	g.setLegalBuf(g.legalOwn)
}

// setLegalBuf makes acts the legal actions. When legalBuf already starts
// where acts does (the same memo or passOnly again, most often) only its
// length changes: writing the slice's pointer takes a write barrier while
// a collection runs.
func (g *Game) setLegalBuf(acts []Action) {
	if cap(acts) > 0 && cap(g.legalBuf) == cap(acts) && &g.legalBuf[:1][0] == &acts[:1][0] {
		g.legalBuf = g.legalBuf[:len(acts)]
		return
	}
	g.legalBuf = acts
}

// computeLegal lists the legal actions of the pending decision.
func (g *Game) computeLegal(dst []Action) []Action {
	if g.over {
		return dst
	}
	switch g.pending.Kind {
	case DecideMulligan:
		return append(dst, act(ActKeep), act(ActMulligan))
	case DecidePriority:
		return g.legalPriority(dst)
	case DecideX, DecideTarget, DecidePay:
		return g.legalCast(dst)
	case DecideAttackers, DecideBlockers:
		return g.legalDeclare(dst)
	case DecideChoice:
		return g.legalChoice(dst)
	}
	return dst
}

// sorceryTiming reports whether s could cast a sorcery now.
func (g *Game) sorceryTiming(s Seat) bool {
	return g.isActive(s) && g.step.IsMain() && len(g.stack) == 0
}

// legalPriority lists the actions of a seat with priority, from the seat's
// memo when nothing they depend on changed since it was filled.
func (g *Game) legalPriority(out []Action) []Action {
	if acts, ok := g.memoPriority(); ok {
		return append(out, acts...)
	}
	return g.listPriority(out, g.pending.Seat, g.sorceryTiming(g.pending.Seat))
}

// memoPriority returns the actions of the seat with priority from its
// memo, listing them into the memo first unless nothing they depend on
// changed since it was filled; ok is false when the stack is too deep to
// remember (see prioMemoFor). The slice is the memo's: read it, never
// write into it.
func (g *Game) memoPriority() (acts []Action, ok bool) {
	s := g.pending.Seat
	sorcery := g.sorceryTiming(s)
	if !sorcery && g.onlyPass(s) {
		return passOnly, true
	}
	m := g.prioMemoFor(s, sorcery)
	if m == nil {
		return nil, false
	}
	if !m.holds(g, s) {
		m.acts = g.listPriority(m.acts[:0], s, sorcery)
		m.fill(g, s)
	}
	return m.acts, true
}

// passOnly is the list of priority actions of a seat that can only pass
// (see onlyPass). It is never written into.
var passOnly = []Action{act(ActPass)}

// onlyPass reports whether seat s, without sorcery timing, can do nothing
// but pass whatever the board, its mana and the stack: it has no instant
// or flash card in hand and no permanent with an activated ability (see
// listPriority). Most priority decisions outside a main phase are these.
func (g *Game) onlyPass(s Seat) bool {
	return len(g.activatedPerms(s)) == 0 && !g.hasInstant(s)
}

// listPriority lists the actions of seat s with priority; sorcery says
// whether it has sorcery timing.
func (g *Game) listPriority(out []Action, s Seat, sorcery bool) []Action {
	p := &g.players[s]
	out = append(out, act(ActPass))
	if sorcery && p.LandsPlayed < 1 {
		for _, id := range p.Hand {
			if g.objs[id].Def.IsLand() || g.opts.Land == LandAnyCard {
				out = append(out, actObj(ActPlayLand, id))
			}
		}
	}
	avail := -1
	var cache *affordCache
	for _, id := range p.Hand {
		if !sorcery && !g.objs[id].instant {
			continue
		}
		if avail < 0 {
			srcs := g.manaSources(s, NoObj)
			avail = p.Pool.Total() + len(srcs)
			cache = &g.afford
			cache.use(g.affordKeyOf(s), g.manaMulti > 0, srcs)
		}
		if g.canCast(s, id, sorcery, avail, cache) {
			out = append(out, actObj(ActCast, id))
		}
	}
	for _, id := range g.activatedPerms(s) {
		d := g.objs[id].Base()
		for i := range d.Abilities {
			if d.Abilities[i].Kind == card.Activated && g.canActivate(s, id, i, sorcery) {
				out = append(out, Action{Kind: ActActivate, Obj: id, Index: int16(i), Target: noTarget})
			}
		}
	}
	return out
}

// canCast reports whether s could begin casting card id from hand and finish.
// avail is the most mana s could have (pool plus sources); cache holds
// s's mana sources.
func (g *Game) canCast(s Seat, id ObjID, sorcery bool, avail int, cache *affordCache) bool {
	d := g.objs[id].Def
	if d.IsLand() || d.Types.Has(card.Scheme) {
		return false
	}
	if !sorcery && !d.Types.Has(card.Instant) && !d.Keywords.Has(card.Flash) {
		return false
	}
	if !cache.modsBuilt {
		cache.modsBuilt = true
		cache.mods = g.costModsFor(s)
	}
	cost := cache.mods.cost(d).WithX(0)
	if cost.Total() > avail {
		return false
	}
	if cache.multi {
		// Some permanent has a choice of mana abilities: search properly.
		if !g.canAfford(s, cost, NoObj) {
			return false
		}
	} else if !cache.affordable(cost) {
		return false
	}
	if d.Enchant != nil || len(d.Abilities) > 0 {
		if specs := spellSpecs(d); len(specs) > 0 && !g.hasTargets(specs, s, id) {
			return false
		}
	}
	return true
}

// canActivate reports whether s could activate ability i of permanent id.
func (g *Game) canActivate(s Seat, id ObjID, i int, sorcery bool) bool {
	o := &g.objs[id]
	ab := &o.Base().Abilities[i]
	if (ab.SorcerySpeed || ab.Equip) && !sorcery {
		return false
	}
	if ab.Tap && (o.Tapped || g.summoningSick(id)) {
		return false
	}
	p := &g.players[s]
	if int(ab.DiscardCost) > len(p.Hand) || int(ab.LifeCost) > p.Life {
		return false
	}
	if ab.SacFilter != nil {
		found := false
		for _, b := range g.bf {
			if g.objs[b].Controller == s && g.matches(ab.SacFilter, b, s, id) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	specs := ab.Targets
	if ab.Equip {
		specs = equipSpecs
	}
	if len(specs) > 0 && !g.hasTargets(specs, s, id) {
		return false
	}
	skip := NoObj
	if ab.Tap {
		skip = id
	}
	return g.canAfford(s, ab.Cost.WithX(0), skip)
}

// Events returns what happened during the last Apply, or, before the first
// Apply, during New (the opening deal). The slice is valid until the next Apply.
func (g *Game) Events() []Event { return g.events }

// ErrIllegal is returned by Apply for an action that is not legal now.
var ErrIllegal = errors.New("rules: that action is not legal now")

// Apply carries out one legal action and runs the game on until the next
// decision. It returns what happened; the slice is valid until the next
// call. An action not in Legal() returns ErrIllegal and changes nothing,
// but for a concession (Concede) of a seat still in the game.
func (g *Game) Apply(a Action) ([]Event, error) {
	if a.Kind == ActConcede {
		return g.applyConcession(a)
	}
	g.freshLegal()
	found := false
	for i := range g.legalBuf {
		if g.legalBuf[i] == a { // in place: a copy of each action costs more than comparing
			found = true
			break
		}
	}
	if !found {
		return nil, ErrIllegal
	}
	g.events = g.events[:0]
	g.legalFresh = false
	g.apply(a)
	g.advance()
	return g.events, nil
}

// apply dispatches a legal action.
func (g *Game) apply(a Action) {
	s := g.pending.Seat
	switch g.pending.Kind {
	case DecideMulligan:
		g.applyMulligan(a)
	case DecidePriority:
		switch a.Kind {
		case ActPass:
			g.pass()
		case ActPlayLand:
			g.playLand(s, a.Obj)
		case ActCast:
			g.beginCast(s, a.Obj)
		case ActActivate:
			g.beginActivate(s, a.Obj, int(a.Index))
		}
	case DecideX, DecideTarget, DecidePay:
		g.applyCast(a)
	case DecideAttackers, DecideBlockers:
		g.applyDeclare(a)
	case DecideChoice:
		g.applyChoice(a)
	}
}

// affordCache remembers which costs one seat can pay while its mana
// sources and pool stay the same (hands often hold several cards of the
// same cost, and a seat lists its actions again and again while priority
// passes between steps). The game keeps one.
type affordCache struct {
	key    affordKey
	n      int
	costs  [8]mana.Cost
	ok     [8]bool
	multi  bool // a permanent has several mana abilities: the cache is not used
	srcs   []mana.Source
	built  bool // supply summarizes srcs
	supply mana.Supply
	// The seat's cost-changing statics, summed once for the whole hand.
	modsBuilt bool
	mods      costMods
}

// affordKey says what an affordCache's answers hold for: a seat, its
// mana version (which changes with everything its sources and the
// cost-changing statics depend on; see manaVer) and the seat's pool.
type affordKey struct {
	seat  Seat
	ver   manaVer
	pool  mana.Pool
	valid bool
}

// use readies the cache for key, emptying it unless it already holds
// answers for key; multi says whether a permanent has several mana
// abilities and srcs are the seat's mana sources (the cache keeps the
// slice, which stays unchanged while the key holds).
func (c *affordCache) use(key affordKey, multi bool, srcs []mana.Source) {
	if c.key == key {
		return
	}
	c.key, c.multi, c.n, c.built, c.modsBuilt = key, multi, 0, false, false
	c.srcs = srcs
}

// affordKeyOf returns the key of seat s as it is now: its mana version
// and pool.
func (g *Game) affordKeyOf(s Seat) affordKey {
	return affordKey{seat: s, ver: g.mana.seatVer(s), pool: g.players[s].Pool, valid: true}
}

// lookup returns the remembered answer for cost, if there is one.
func (c *affordCache) lookup(cost mana.Cost) (ok, found bool) {
	for i := 0; i < c.n; i++ {
		if c.costs[i] == cost {
			return c.ok[i], true
		}
	}
	return false, false
}

// affordable reports whether the seat of the key can pay cost; c.srcs
// must be its sources now.
func (c *affordCache) affordable(cost mana.Cost) bool {
	if ok, found := c.lookup(cost); found {
		return ok
	}
	ok := c.key.pool.CanPay(cost)
	if !ok {
		if !c.built {
			c.built = true
			c.supply.Reset(c.srcs)
		}
		ok = c.supply.Affordable(cost, c.key.pool)
	}
	if c.n < len(c.costs) {
		c.costs[c.n], c.ok[c.n] = cost, ok
		c.n++
	}
	return ok
}
