package rules

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// amount returns an effect's number, X resolved.
func amount(e *card.Effect, it *stackItem) int {
	if e.AmountX {
		return int(it.x)
	}
	return int(e.Amount)
}

// target returns the effect's chosen target i if it is still legal.
func (r *resolveState) target(i int8) (Target, bool) {
	if i < 0 || int(i) >= int(r.item.nTargets) || !r.legal[i] {
		return noTarget, false
	}
	return r.item.targets[i], true
}

// selfObj returns the ability's own permanent if it is still on the battlefield.
func (g *Game) selfObj(it *stackItem) (ObjID, bool) {
	o := &g.objs[it.obj]
	if o.Zone == ZoneBattlefield && o.Stamp == it.stamp {
		return it.obj, true
	}
	return NoObj, false
}

// effectObjects lists the permanents an object-affecting effect acts on.
func (g *Game) effectObjects(r *resolveState, e *card.Effect) []ObjID {
	it := &r.item
	switch {
	case e.Self:
		if id, ok := g.selfObj(it); ok {
			return []ObjID{id}
		}
	case e.Each != nil:
		var out []ObjID
		for _, id := range g.bf {
			if g.matches(e.Each, id, it.controller, it.obj) {
				out = append(out, id)
			}
		}
		return out
	default:
		if t, ok := r.target(e.Target); ok && !t.IsPlayer() {
			return []ObjID{t.Obj}
		}
	}
	return nil
}

// effectPlayers lists the players a player-affecting effect acts on.
func (g *Game) effectPlayers(r *resolveState, e *card.Effect) []Seat {
	it := &r.item
	if e.Each != nil && (e.Each.Kind == card.PlayerTarget || e.Each.Kind == card.OpponentTarget) {
		var out []Seat
		for _, s := range g.seatOrder(g.active) {
			if g.playerMatches(e.Each, s, it.controller) {
				out = append(out, s)
			}
		}
		return out
	}
	if r.opt.inside {
		// An option of an opponents' choice: "you" is the choosing
		// opponent, who:owner the ability's controller.
		s := r.opt.chooser
		if e.Who == card.Owner {
			s = it.controller
		}
		if g.players[s].Lost {
			return nil
		}
		return []Seat{s}
	}
	switch e.Who {
	case card.ThatPlayer:
		if it.player == NoSeat || g.players[it.player].Lost {
			return nil
		}
		return []Seat{it.player}
	case card.EachOpponent, card.EachPlayer:
		var out []Seat
		for _, s := range g.seatOrder(g.active) {
			if e.Who == card.EachPlayer || g.opponents(s, it.controller) {
				out = append(out, s)
			}
		}
		return out
	case card.TargetPlayer:
		if t, ok := r.target(e.Target); ok && t.IsPlayer() {
			return []Seat{t.Player}
		}
		return nil
	case card.TargetsController:
		if t, ok := r.target(e.Target); ok && !t.IsPlayer() {
			return []Seat{g.objs[t.Obj].Controller}
		}
		return nil
	}
	if g.players[it.controller].Lost {
		return nil
	}
	return []Seat{it.controller}
}

// doEffect carries out one effect. It returns false when it stopped for a
// choice and must be called again afterwards to go on.
func (g *Game) doEffect(r *resolveState, e *card.Effect) bool {
	it := &r.item
	n := amount(e, it)
	switch e.Kind {
	case card.Damage:
		if e.Each == nil && !e.Self {
			if t, ok := r.target(e.Target); ok {
				g.dealDamage(it.obj, t, n, false)
				return true
			}
		}
		for _, s := range g.effectPlayersOnly(r, e) {
			g.dealDamage(it.obj, PlayerTarget(s), n, false)
		}
		for _, id := range g.effectObjects(r, e) {
			g.dealDamage(it.obj, Target{Player: NoSeat, Obj: id, Stamp: g.objs[id].Stamp}, n, false)
		}
	case card.Destroy:
		for _, id := range g.effectObjects(r, e) {
			g.destroy(id)
		}
	case card.Exile:
		for _, id := range g.effectObjects(r, e) {
			g.move(id, ZoneExile, false)
		}
	case card.Bounce:
		for _, id := range g.effectObjects(r, e) {
			g.move(id, ZoneHand, false)
		}
	case card.Tap:
		for _, id := range g.effectObjects(r, e) {
			g.tap(id)
		}
	case card.Untap:
		for _, id := range g.effectObjects(r, e) {
			g.untap(id)
		}
	case card.AddCounters:
		for _, id := range g.effectObjects(r, e) {
			g.objs[id].Plus += int16(n)
			g.markModded(id)
			g.touch()
			g.emit(Event{Kind: EvCounters, Seat: g.objs[id].Controller, Obj: id, Other: NoObj, Target: noTarget, Amount: n})
		}
	case card.Pump:
		for _, id := range g.effectObjects(r, e) {
			g.pumps = append(g.pumps, pump{obj: id, stamp: g.objs[id].Stamp, power: int16(e.Power), toughness: int16(e.Toughness), keywords: e.Keywords, timestamp: g.newTimestamp()})
			g.touch()
			g.emit(Event{Kind: EvPump, Seat: g.objs[id].Controller, Obj: id, Other: NoObj, Target: noTarget,
				Amount: int(e.Power), Amount2: int(e.Toughness)})
		}
	case card.Draw:
		for _, s := range g.effectPlayers(r, e) {
			g.queueDraw(s, n, it.obj)
		}
	case card.GainLife:
		for _, s := range g.effectPlayers(r, e) {
			g.gainLife(s, n)
		}
	case card.LoseLife:
		for _, s := range g.effectPlayers(r, e) {
			g.loseLife(s, n)
		}
	case card.Mill:
		for _, s := range g.effectPlayers(r, e) {
			g.mill(s, n)
		}
	case card.Discard, card.Sacrifice:
		return g.eachPlayerChooses(r, e, n)
	case card.CreateToken:
		if e.Token != nil && !g.players[it.controller].Lost {
			for i := 0; i < n; i++ {
				id := g.newObject(e.Token, it.controller, ZoneNone)
				g.move(id, ZoneBattlefield, false)
			}
		}
	case card.CounterSpell:
		if t, ok := r.target(e.Target); ok && !t.IsPlayer() {
			g.counter(t.Obj)
		}
	case card.SearchBasic:
		var cands []ObjID
		lib := *g.library(it.controller)
		for _, id := range lib {
			if d := g.objs[id].Def; d.IsLand() && d.Super.Has(card.Basic) {
				cands = append(cands, id)
			}
		}
		if len(cands) == 0 {
			g.shuffleLibrary(it.controller)
			return true
		}
		g.choice = &choiceState{purpose: ChooseSearch, seat: it.controller, count: 1, cands: cands, optional: true, toBF: e.ToBattlefield, source: it.obj}
	case card.Scry:
		var cands []ObjID
		for i := 0; i < n; i++ {
			id, ok := g.takeTop(it.controller, false)
			if !ok {
				break
			}
			cands = append(cands, id)
		}
		if len(cands) > 0 {
			g.choice = &choiceState{purpose: ChooseScryBottom, seat: it.controller, count: len(cands), cands: cands, source: it.obj}
		}
	case card.Fight:
		a, okA := r.target(e.Target)
		b, okB := r.target(e.Target2)
		if okA && okB && !a.IsPlayer() && !b.IsPlayer() {
			g.refresh()
			pa, pb := int(g.objs[a.Obj].Power), int(g.objs[b.Obj].Power)
			g.dealDamage(a.Obj, b, pa, false)
			g.dealDamage(b.Obj, a, pb, false)
		}
	case card.CopySpell:
		if t, ok := r.target(e.Target); ok && !t.IsPlayer() {
			g.copySpell(t.Obj, it.controller)
		}
	case card.PayOrSacrifice:
		if id, ok := g.selfObj(it); ok {
			if !g.canAfford(it.controller, mana.Cost{Generic: int8(n)}, NoObj) {
				g.sacrifice(id)
				return true
			}
			g.choice = &choiceState{purpose: ChoosePayOrSacrifice, seat: it.controller, count: 1, source: id, amount: n}
		}
	case card.AddMana:
		for i := 0; i < n; i++ {
			g.players[it.controller].Pool.Add(firstKind(e.ManaKinds), 1)
		}
	case card.Abandon:
		g.abandon(it.obj, it.stamp)
	case card.SetInMotion:
		if !g.players[it.controller].Lost {
			g.setSchemeInMotion(it.controller)
		}
	case card.OpponentsChoose:
		return g.opponentsChoose(r, e)
	}
	return true
}

// effectPlayersOnly lists players hit by a damage effect that names players.
func (g *Game) effectPlayersOnly(r *resolveState, e *card.Effect) []Seat {
	if e.Each != nil && e.Each.Kind != card.PlayerTarget && e.Each.Kind != card.OpponentTarget {
		return nil
	}
	if e.Each == nil && e.Who == card.You && !r.opt.inside {
		return nil
	}
	return g.effectPlayers(r, e)
}

// eachPlayerChooses runs a discard or sacrifice effect for each affected
// player in turn, stopping for each player's choice.
func (g *Game) eachPlayerChooses(r *resolveState, e *card.Effect, n int) bool {
	players := g.effectPlayers(r, e)
	for r.sub < len(players) {
		s := players[r.sub]
		r.sub++
		if e.Kind == card.Discard {
			hand := g.players[s].Hand
			if len(hand) <= n {
				for len(g.players[s].Hand) > 0 {
					g.discard(s, g.players[s].Hand[len(g.players[s].Hand)-1])
				}
				continue
			}
			g.choice = &choiceState{purpose: ChooseDiscard, seat: s, count: n, fromHand: true, source: r.item.obj}
			return false
		}
		var cands []ObjID
		for _, id := range g.bf {
			if o := &g.objs[id]; o.Controller == s && o.Types.Has(card.Creature) {
				cands = append(cands, id)
			}
		}
		if len(cands) <= n {
			for _, id := range cands {
				g.sacrifice(id)
			}
			continue
		}
		g.choice = &choiceState{purpose: ChooseSacrifice, seat: s, count: n, cands: cands, source: r.item.obj}
		return false
	}
	return true
}

func firstKind(bits uint8) mana.Kind {
	for k := mana.Kind(0); k < mana.NumKinds; k++ {
		if bits&k.Bit() != 0 {
			return k
		}
	}
	return mana.Colorless
}

// copySpell puts a copy of a spell on the stack with the same targets.
func (g *Game) copySpell(id ObjID, s Seat) {
	for i := range g.stack {
		if g.stack[i].obj != id || !g.stack[i].isSpell {
			continue
		}
		orig := g.stack[i]
		if g.objs[id].Def.IsPermanent() {
			return
		}
		cp := g.newObject(g.objs[id].Def, s, ZoneStack)
		g.objs[cp].Copy = true
		orig.obj = cp
		orig.controller = s
		orig.stamp = g.objs[cp].Stamp
		g.stack = append(g.stack, orig)
		g.emitObj(EvCast, s, cp)
		return
	}
}
