package medium

import (
	"sort"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// attack chooses the next attacker to declare, or ActAttackDone. It plans
// the whole attack from the current state every time, so the plan stays the
// same while it is declared one creature at a time.
func (p *Policy) attack(b *Board, legal []rules.Action) rules.Action {
	done := rules.Action{Kind: rules.ActAttackDone, Obj: rules.NoObj, Target: rules.PlayerTarget(rules.NoSeat)}
	for _, a := range legal {
		if a.Kind == rules.ActAttackDone {
			done = a
		}
	}
	// Who could attack, and whom.
	var cands []*rules.CardView
	seen := map[rules.ObjID]bool{}
	defenders := map[rules.Seat]bool{}
	for _, a := range legal {
		if a.Kind != rules.ActAttack {
			continue
		}
		defenders[a.Target.Player] = true
		if !seen[a.Obj] {
			seen[a.Obj] = true
			if c := b.Obj(a.Obj); c != nil && c.Power > 0 {
				cands = append(cands, c)
			}
		}
	}
	if len(cands) == 0 {
		return done
	}
	var def rules.Seat
	var plan []*rules.CardView
	if p.careful && p.k.dry && b.dry() {
		def, plan = p.dryAttack(b, defenders, cands)
	} else if def = b.ChooseDefender(defenders); def != rules.NoSeat {
		plan = p.planAttack(b, def, cands)
	}
	for _, c := range plan {
		for _, a := range legal {
			if a.Kind == rules.ActAttack && a.Obj == c.ID && a.Target.Player == def {
				return a
			}
		}
	}
	return done
}

// ChooseDefender picks the opponent to attack: one we can kill, else the
// one with the highest threat (a foe about to win by mill counters ranks
// high); of equal ones, the next after us in seat order, so that no seat
// is everyone's first target.
func (b *Board) ChooseDefender(allowed map[rules.Seat]bool) rules.Seat {
	best, bt := rules.NoSeat, -1e9
	lead := b.millLeaderNow()
	for _, s := range b.Foes() {
		if !allowed[s] {
			continue
		}
		t := b.threat(s) - 1.5*b.attackTax(s) // a seat whose schemes punish attacks is a worse target
		if s == lead {
			t += millLeaderRank
		}
		if t > bt || (t == bt && b.after(s) < b.after(best)) {
			best, bt = s, t
		}
	}
	return best
}

// after is how many seats s sits after the deciding seat.
func (b *Board) after(s rules.Seat) int {
	n := len(b.V.Players)
	return ((int(s)-int(b.Me))%n + n) % n
}

// planAttack returns the creatures among cands that should attack def.
// The careful policy compares clocks (clocks): when its creatures would
// kill def no later than def's kill it, it welcomes any trade; when def
// is faster, creatures that would block well stay home. In a dry game
// (see livedraftdry.go) the race is against the strongest single opponent and
// nobody stays home for it; everything attacks when def dies within two
// such attacks, or one more for each round the game has stood still, or
// when it has stood still for stallAllOut rounds.
func (p *Policy) planAttack(b *Board, def rules.Seat, cands []*rules.CardView) []*rules.CardView {
	blockers := b.UntappedBlockers(def)
	byValue(cands)
	if p.lethal(b, def, append(cands, b.alliesToCome(def)...), blockers) {
		return cands
	}
	dry := p.careful && p.k.dry && b.dry()
	stalled := 0
	if dry {
		stalled = p.stall.rounds(b)
	}
	ahead, behind := false, false
	if p.careful && p.k.race {
		mine, theirs := b.Clocks(def)
		if dry {
			// Nothing left to draw: one opponent at a time attacks us, and
			// keepDefence, not the race, decides who stays home.
			theirs = turnsToKill(b.V.Players[b.Me].Life, b.strongestFoePower())
			ahead = mine <= theirs || stalled >= stallTrade
		} else {
			ahead, behind = mine <= theirs, theirs < mine
		}
	}
	if dry && (stalled >= stallAllOut || b.alphaStrike(def, cands, blockers, 2+stalled)) {
		return b.weighTaxes(def, p.keepDefence(b, def, cands))
	}
	swarm := p.careful && !behind && b.swarms(def, cands, blockers)
	var plan []*rules.CardView
	for _, c := range cands {
		if swarm || p.safeAttack(b, c, blockers, ahead) || (p.reckless > 0 && p.r.Float64() < p.reckless) {
			if behind && !c.Keywords.Has(card.Vigilance) && b.goodBlocker(c) {
				continue // needed at home
			}
			plan = append(plan, c)
		}
	}
	if p.careful && p.k.ownTrick {
		// One attacker may go into a blocker that would eat it, when the
		// pump in our hand turns the block into the blocker's loss.
		if c := b.trickAttacker(cands, plan, blockers); c != nil && !(behind && !c.Keywords.Has(card.Vigilance) && b.goodBlocker(c)) {
			plan = append(plan, c)
			byValue(plan)
		}
	}
	if p.careful && p.k.crackBack {
		plan = p.keepDefence(b, def, plan)
	}
	if p.careful && p.k.pressure >= 0 && p.k.crackBack && !behind {
		plan = p.pressure(b, def, cands, plan, blockers)
	}
	if p.careful {
		plan = b.weighTaxes(def, plan)
	}
	return plan
}

// lethal reports whether attacking with everything surely kills def: the
// damage left after def blocks the biggest attackers it can reaches its life.
// The attackers are cands and every creature already attacking def (ours
// and, in a shared team turn, our teammates').
func (p *Policy) lethal(b *Board, def rules.Seat, cands, blockers []*rules.CardView) bool {
	return b.damageThrough(def, cands, blockers) >= b.V.Players[def].Life
}

// damageThrough is the damage that attacking def with cands (and every
// creature already attacking def) deals when def's blockers stop the
// biggest attackers they can (of a trampler, as much as the toughest
// blocker that can block it soaks).
func (b *Board) damageThrough(def rules.Seat, cands, blockers []*rules.CardView) int {
	total := 0
	var dmg []int
	for _, c := range append(b.attackersOf(def), cands...) {
		blockable, soak := false, 0
		for _, bl := range blockers {
			if b.canBlock(bl, c) {
				blockable, soak = true, max(soak, bl.Toughness-bl.Damage)
			}
		}
		if c.Keywords.Has(card.Menace) && len(blockers) < 2 {
			blockable = false
		}
		switch {
		case !blockable:
			total += Strikes(c)
		case c.Keywords.Has(card.Trample) && soak < Strikes(c):
			// A blocker stops only as much of a trampler as its toughness.
			total += Strikes(c) - soak
			dmg = append(dmg, soak)
		default:
			dmg = append(dmg, Strikes(c))
		}
	}
	sort.Sort(sort.Reverse(sort.IntSlice(dmg)))
	for i, d := range dmg {
		if i >= len(blockers) {
			total += d
		}
	}
	return total
}

// safeAttack reports whether c may attack into blockers without the
// defender getting a good block: no blocker kills it and survives, and any
// trade is at least even for us.
// ahead says the damage race favours us: any trade is then welcome.
func (p *Policy) safeAttack(b *Board, c *rules.CardView, blockers []*rules.CardView, ahead bool) bool {
	menace := c.Keywords.Has(card.Menace) && len(blockers) < 2
	if menace {
		return true
	}
	val := cardvalue.Creature(c)
	for _, bl := range blockers {
		if !b.canBlock(bl, c) {
			continue
		}
		cDies, blDies := Duel(c, bl)
		if !p.careful {
			// The easy player only fears bigger creatures.
			if cDies && !blDies {
				return false
			}
			continue
		}
		switch {
		case cDies && !blDies:
			return false
		case cDies && blDies && val > cardvalue.Creature(bl)+p.k.attackTrade && !ahead:
			return false
		case p.k.trickWary && lostToTrick(c, bl) && b.mayTrick(bl.Controller) && b.smallGain(c, bl.Controller):
			return false // a wall and one trick would kill it, for little damage
		}
	}
	if p.careful && p.k.fearDouble && !ahead && c.Toughness > 0 {
		// Two blockers that together kill it while it kills only one.
		n, dmg := 0, 0
		for _, bl := range blockers {
			if b.canBlock(bl, c) {
				n++
				dmg += bl.Power
			}
		}
		if n >= 2 && dmg >= c.Toughness-c.Damage && !c.Keywords.Has(card.Indestructible) && c.Power < 4 {
			return false
		}
	}
	return true
}

// keepDefence drops attackers (least valuable first) while the creatures
// left home could not stop the opponents' counter-attack from killing us.
// Once nothing is left to draw (dry), the counter-attack counted is the
// strongest one opponent's, not all of theirs at once (worstCrackBack).
func (p *Policy) keepDefence(b *Board, def rules.Seat, plan []*rules.CardView) []*rules.CardView {
	crack := b.crackBack
	if p.k.dry && b.dry() {
		crack = func(plan []*rules.CardView) int { return b.worstCrackBack(def, plan) }
	}
	life := b.V.Players[b.Me].Life
	if crack(plan) < life {
		return plan
	}
	if crack(nil) >= life {
		return plan // no defence holds the counter-attack: race instead
	}
	for crack(plan) >= life {
		// Keep home the least valuable attacker whose staying lowers the
		// damage (one that could not block what comes may as well attack),
		// else the least valuable one: all at home hold.
		now, drop := crack(plan), len(plan)-1
		for i := len(plan) - 1; i >= 0; i-- {
			if crack(leaveOut(plan, i)) < now {
				drop = i
				break
			}
		}
		plan = leaveOut(plan, drop)
	}
	return plan
}

// leaveOut returns a copy of cs without its i-th creature.
func leaveOut(cs []*rules.CardView, i int) []*rules.CardView {
	return append(append([]*rules.CardView(nil), cs[:i]...), cs[i+1:]...)
}

// crackBack estimates the damage the opponents could deal us next turn if
// the attackers in plan (and those already attacking) are tapped.
func (b *Board) crackBack(plan []*rules.CardView) int {
	home := b.homeBlockers(plan)
	var hits []*rules.CardView
	for _, f := range b.Foes() {
		for _, c := range b.Creatures(f) {
			if !c.Keywords.Has(card.Defender) && c.Power > 0 {
				hits = append(hits, c)
			}
		}
	}
	sort.SliceStable(hits, func(i, j int) bool { return Strikes(hits[i]) > Strikes(hits[j]) })
	// The opponent may remove a blocker first: leave out our best one.
	if len(home) > 0 {
		byValue(home)
		home = home[1:]
	}
	used := make([]bool, len(home))
	dmg := 0
	for _, a := range hits {
		blocked := false
		for i, h := range home {
			if !used[i] && b.canBlockUntapped(h, a) {
				used[i], blocked = true, true
				break
			}
		}
		if !blocked || a.Keywords.Has(card.Menace) {
			dmg += Strikes(a)
		}
	}
	return dmg
}

// homeBlockers lists our creatures that can block next turn if the
// attackers in plan (and those already attacking) are tapped; vigilance
// keeps an attacker home.
func (b *Board) homeBlockers(plan []*rules.CardView) []*rules.CardView {
	away := map[rules.ObjID]bool{}
	for _, c := range plan {
		if !c.Keywords.Has(card.Vigilance) {
			away[c.ID] = true
		}
	}
	var home []*rules.CardView
	for _, c := range b.Creatures(b.Me) {
		if !away[c.ID] && !(c.Attacking != rules.NoSeat && !c.Keywords.Has(card.Vigilance)) && !b.cantBlock(c) {
			home = append(home, c)
		}
	}
	return home
}

// canBlockUntapped is canBlock for a creature that will be untapped.
func (b *Board) canBlockUntapped(bl, a *rules.CardView) bool {
	u := *bl
	u.Tapped = false
	return b.canBlock(&u, a)
}

// attackersOf lists the creatures already declared attacking def.
func (b *Board) attackersOf(def rules.Seat) []*rules.CardView {
	var out []*rules.CardView
	for i := range b.V.Battlefield {
		if c := &b.V.Battlefield[i]; c.Attacking == def && cardvalue.IsCreature(c) {
			out = append(out, c)
		}
	}
	return out
}

// couldAttack reports whether creature c could still be declared an
// attacker this turn: untapped, not summoning sick, not attacking
// already, no defender and nothing that stops it attacking.
func (b *Board) couldAttack(c *rules.CardView) bool {
	return !c.Tapped && !c.SummoningSick && c.Attacking == rules.NoSeat &&
		!c.Keywords.Has(card.Defender) && !b.cantAttack(c)
}

// alliesToCome lists, in a shared team turn, the creatures of teammates
// who declare their attackers after us (seats after ours) that could
// still attack def: a plan that is lethal with them is lethal, as they
// see the same numbers and join in.
func (b *Board) alliesToCome(def rules.Seat) []*rules.CardView {
	if b.V.Pending.Kind != rules.DecideAttackers || !b.V.Options.SharedTeamTurns {
		return nil
	}
	var out []*rules.CardView
	for s := b.Me + 1; int(s) < len(b.V.Players); s++ {
		if p := &b.V.Players[s]; p.Lost || p.Team != b.Team || s == def {
			continue
		}
		for _, c := range b.Creatures(s) {
			if c.Power > 0 && b.couldAttack(c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// cantAttack reports whether a static ability the view shows stops c
// attacking.
func (b *Board) cantAttack(c *rules.CardView) bool {
	return b.stoppedBy(c, func(st *card.StaticAbility) bool { return st.CantAttack })
}

// stoppedBy reports whether a static ability of c's own, or of an Aura
// or Equipment attached to it, is one that stops says stops c.
func (b *Board) stoppedBy(c *rules.CardView, stops func(*card.StaticAbility) bool) bool {
	if c.Def == nil {
		return false
	}
	for i := range c.Def.Abilities {
		if st := c.Def.Abilities[i].Static; st != nil && stops(st) && st.Affects == card.AffectsSelf {
			return true
		}
	}
	for i := range b.V.Battlefield {
		o := &b.V.Battlefield[i]
		if o.AttachedTo != c.ID || o.Def == nil {
			continue
		}
		for j := range o.Def.Abilities {
			if st := o.Def.Abilities[j].Static; st != nil && stops(st) && st.Affects == card.AffectsEnchanted {
				return true
			}
		}
	}
	return false
}

// swarms reports whether, in a shared team turn, the team's attackers
// (ours, those already declared and the teammates' still to come) so
// outnumber def's blockers that most of them get through: then every
// creature attacks, as one defender cannot block them all.
func (b *Board) swarms(def rules.Seat, cands, blockers []*rules.CardView) bool {
	if !b.V.Options.SharedTeamTurns {
		return false
	}
	n := len(cands) + len(b.attackersOf(def)) + len(b.alliesToCome(def))
	return n >= 2*len(blockers)+swarmMargin
}

// swarmMargin is how many more attackers than twice the blockers make a
// team attack a swarm.
const swarmMargin = 2
