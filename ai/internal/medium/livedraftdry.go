package medium

import (
	"sort"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// In Live-Draft nobody loses for being unable to draw, so once the common
// library is empty no more cards are coming and only combat can end the
// game. Careful players that each keep blockers home against all their
// opponents at once then wait for ever. A dry game changes medium's
// attacks: it attacks the opponent where its attack gets furthest, keeps
// home only what one opponent's realistic counter-attack needs (the
// strongest one's; the defender strikes back with what survives our
// attack), and throws everything at an opponent it would kill within two
// such attacks. The longer the board then stands still, the more risk it
// takes (stallTrade, stallAllOut).

// How long a dry game may stand still, in rounds of turns in which
// nothing public changed, before medium takes more risk: from stallTrade
// on it welcomes any trade, each round stalled lets it throw everything
// at an opponent it would kill in one attack more, and from stallAllOut
// on it attacks with everything its defence can spare.
const (
	stallTrade  = 2
	stallAllOut = 6
)

// stallClock remembers, in a dry game, a digest of what every seat sees
// change as a game goes on (life, hands, graveyards, exile, the permanents
// on the battlefield) and the turn it last changed.
type stallClock struct {
	sig   uint64
	since int // 0: not running
}

// watch notes the public state of b's game; outside a dry game the clock
// stops.
func (c *stallClock) watch(b *Board) {
	if !b.dry() {
		*c = stallClock{}
		return
	}
	h := uint64(14695981039346656037) // FNV-1a over the numbers
	mix := func(n int) { h = (h ^ uint64(n)) * 1099511628211 }
	for i := range b.V.Players {
		p := &b.V.Players[i]
		mix(p.Life)
		mix(p.HandCount)
		mix(len(p.Graveyard))
		mix(len(p.Exile))
	}
	mix(len(b.V.Battlefield))
	for i := range b.V.Battlefield {
		mix(int(b.V.Battlefield[i].ID))
	}
	if h != c.sig || c.since == 0 {
		c.sig, c.since = h, b.V.Turn
	}
}

// rounds is how many full rounds of turns (one turn of each seat still
// playing) the game has stood still.
func (c *stallClock) rounds(b *Board) int {
	if c.since == 0 {
		return 0
	}
	n := 0
	for i := range b.V.Players {
		if !b.V.Players[i].Lost {
			n++
		}
	}
	return (b.V.Turn - c.since) / max(n, 1)
}

// dry reports whether the deciding seat can see that no more cards are
// coming: a Live-Draft game whose common library is empty (with
// reshuffling, and no removed cards left to make a new one). The few
// cards left in the row or rummy's pile are in plain sight.
func (b *Board) dry() bool {
	o := &b.V.Options
	if !o.Draw.LiveDraft() || o.Library != rules.SharedLibrary || b.V.Players[b.Me].LibraryCount > 0 {
		return false
	}
	return o.EmptyLibrary != rules.EmptyReshuffleRemoved || len(b.V.Removed) == 0
}

// dryAttack chooses, in a dry game, the opponent to attack and the
// attackers: an opponent some of our creatures already attack, else the
// one whose plan takes the largest share of its life (its threat breaks
// ties), a foe about to win by mill counters first. NoSeat and no plan when no attack is worth making.
func (p *Policy) dryAttack(b *Board, allowed map[rules.Seat]bool, cands []*rules.CardView) (rules.Seat, []*rules.CardView) {
	for _, s := range b.Foes() {
		if allowed[s] && b.attackingAlready(s) {
			return s, p.planAttack(b, s, cands)
		}
	}
	best, bs := rules.NoSeat, 0.0
	var plan []*rules.CardView
	lead := b.millLeaderNow()
	for _, s := range b.Foes() {
		if !allowed[s] {
			continue
		}
		pl := p.planAttack(b, s, cands)
		if len(pl) == 0 {
			continue
		}
		score := float64(b.damageThrough(s, pl, b.UntappedBlockers(s)))/float64(max(b.V.Players[s].Life, 1)) +
			0.001*(b.threat(s)-1.5*b.attackTax(s))
		if s == lead {
			score++ // it wins by mill counters unless it dies first
		}
		if best == rules.NoSeat || score > bs || (score == bs && b.after(s) < b.after(best)) {
			best, bs, plan = s, score, pl
		}
	}
	return best, plan
}

// UntappedBlockers lists seat s's creatures that could block now.
func (b *Board) UntappedBlockers(s rules.Seat) []*rules.CardView {
	var out []*rules.CardView
	for _, c := range b.Creatures(s) {
		if !c.Tapped && !b.cantBlock(c) {
			out = append(out, c)
		}
	}
	return out
}

// alphaStrike reports whether attacking def with every candidate (and
// whatever already attacks it), turn after turn, would kill it within n
// attacks: each time its blockers stop what they can (see exchange), and
// the blockers and attackers that die are gone for the next attack.
func (b *Board) alphaStrike(def rules.Seat, cands, blockers []*rules.CardView, n int) bool {
	atk := append(b.attackersOf(def), cands...)
	life := b.V.Players[def].Life
	for i := 0; i < n && len(atk) > 0; i++ {
		var dmg int
		dmg, atk, blockers = exchange(atk, blockers)
		if life -= dmg; life <= 0 {
			return true
		}
		if i == 0 {
			// Its tapped creatures are back for our next attack.
			for _, c := range b.Creatures(def) {
				if c.Tapped && !b.cantBlock(c) {
					blockers = append(blockers, untapped(c))
				}
			}
		}
	}
	return false
}

// untapped returns a copy of c untapped, as it will be on its
// controller's next turn.
func untapped(c *rules.CardView) *rules.CardView {
	u := *c
	u.Tapped = false
	return &u
}

// exchange plays out one attack by atk into blockers the way a defender
// taking the least damage would block: the biggest attackers first, each
// by a blocker that kills it and lives if there is one, else one that
// lives, else one that trades, else the cheapest (two for a menace). It
// returns the damage to the defending player (tramplers' excess
// included) and the attackers and blockers still alive.
func exchange(atk, blockers []*rules.CardView) (dmg int, atkLeft, blLeft []*rules.CardView) {
	atk = append([]*rules.CardView(nil), atk...)
	sort.SliceStable(atk, func(i, j int) bool { return Strikes(atk[i]) > Strikes(atk[j]) })
	free := append([]*rules.CardView(nil), blockers...)
	sort.SliceStable(free, func(i, j int) bool { return cardvalue.Creature(free[i]) < cardvalue.Creature(free[j]) })
	used := make([]bool, len(free))
	dead := map[*rules.CardView]bool{}
	for _, a := range atk {
		var able []int
		for i, bl := range free {
			if !used[i] && canBlockCard(bl, a) {
				able = append(able, i)
			}
		}
		if a.Keywords.Has(card.Menace) {
			if len(able) < 2 {
				dmg += Strikes(a)
				continue
			}
			pair := []*rules.CardView{free[able[0]], free[able[1]]}
			used[able[0]], used[able[1]] = true, true
			dies, _ := gang(a, pair)
			dead[a] = dies
			left := max(a.Power, 0)
			for _, bl := range pair {
				need := max(bl.Toughness-bl.Damage, 1)
				if a.Keywords.Has(card.Deathtouch) {
					need = 1
				}
				if left >= need && !bl.Keywords.Has(card.Indestructible) {
					dead[bl], left = true, left-need
				}
			}
			if a.Keywords.Has(card.Trample) {
				dmg += max(left, 0)
			}
			continue
		}
		if len(able) == 0 {
			dmg += Strikes(a)
			continue
		}
		pick, rank := able[0], 4
		for _, i := range able {
			aDies, blDies := Duel(a, free[i])
			r := 3 // chump
			switch {
			case aDies && !blDies:
				r = 0
			case !blDies:
				r = 1
			case aDies:
				r = 2
			}
			if r < rank {
				pick, rank = i, r
			}
		}
		bl := free[pick]
		used[pick] = true
		aDies, blDies := Duel(a, bl)
		dead[a], dead[bl] = aDies, blDies
		if a.Keywords.Has(card.Trample) {
			dmg += max(Strikes(a)-max(bl.Toughness-bl.Damage, 0), 0)
		}
	}
	for _, a := range atk {
		if !dead[a] {
			atkLeft = append(atkLeft, a)
		}
	}
	for _, bl := range free {
		if !dead[bl] {
			blLeft = append(blLeft, bl)
		}
	}
	return dmg, atkLeft, blLeft
}

// canBlockCard reports whether bl could block a by evasion alone (the
// statics that stop blocking are left to the caller).
func canBlockCard(bl, a *rules.CardView) bool {
	return cardvalue.IsCreature(bl) && !bl.Tapped && (!a.Keywords.Has(card.Flying) || skyBlocker(bl))
}

// strongestFoePower is the largest power one opponent could attack with.
func (b *Board) strongestFoePower() int {
	n := 0
	for _, f := range b.Foes() {
		n = max(n, b.Power(f))
	}
	return n
}

// worstCrackBack is the largest counter-attack that one opponent alone
// could make next turn if the attackers in plan attack def (see
// counterAttack); def strikes back with the creatures that live through
// blocking them (see exchange).
func (b *Board) worstCrackBack(def rules.Seat, plan []*rules.CardView) int {
	n := 0
	for _, f := range b.Foes() {
		hits := b.Creatures(f)
		if f == def {
			_, _, hits = exchange(append(b.attackersOf(def), plan...), b.UntappedBlockers(def))
			hits = append(hits, b.tappedCreatures(def)...)
		}
		n = max(n, b.counterAttack(plan, f, hits))
	}
	return n
}

// tappedCreatures lists seat s's creatures that could not block now.
func (b *Board) tappedCreatures(s rules.Seat) []*rules.CardView {
	var out []*rules.CardView
	for _, c := range b.Creatures(s) {
		if c.Tapped || b.cantBlock(c) {
			out = append(out, c)
		}
	}
	return out
}

// counterAttack is the damage foe f could deal us next turn attacking with
// every creature of hits able to, if the attackers in plan are tapped: our
// creatures left home block its biggest attackers (two for a menace, fliers
// with our fliers and reach, ground ones first with the others), a
// trampler blocked deals what its power leaves over, and when f holds
// cards it may remove our best blocker first.
func (b *Board) counterAttack(plan []*rules.CardView, f rules.Seat, foes []*rules.CardView) int {
	home := b.homeBlockers(plan)
	byValue(home)
	if len(home) > 0 && b.V.Players[f].HandCount > 0 {
		home = home[1:]
	}
	// Blockers that cannot stop fliers are used first.
	sort.SliceStable(home, func(i, j int) bool { return !skyBlocker(home[i]) && skyBlocker(home[j]) })
	var hits []*rules.CardView
	for _, c := range foes {
		if !c.Keywords.Has(card.Defender) && c.Power > 0 && !b.cantAttack(c) {
			hits = append(hits, c)
		}
	}
	sort.SliceStable(hits, func(i, j int) bool { return Strikes(hits[i]) > Strikes(hits[j]) })
	used := make([]bool, len(home))
	dmg := 0
	for _, a := range hits {
		need := 1
		if a.Keywords.Has(card.Menace) {
			need = 2
		}
		var picked []int
		for i, h := range home {
			if len(picked) < need && !used[i] && b.canBlockUntapped(h, a) {
				picked = append(picked, i)
			}
		}
		if len(picked) < need {
			dmg += Strikes(a)
			continue
		}
		tough := 0
		for _, i := range picked {
			used[i] = true
			tough += max(home[i].Toughness-home[i].Damage, 0)
		}
		if a.Keywords.Has(card.Trample) {
			dmg += max(Strikes(a)-tough, 0)
		}
	}
	return dmg
}

// skyBlocker reports whether c can block fliers.
func skyBlocker(c *rules.CardView) bool {
	return c.Keywords.Has(card.Flying) || c.Keywords.Has(card.Reach)
}
