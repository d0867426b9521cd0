package medium

import (
	"slices"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// baseDef is the definition whose abilities a visible object has now.
func baseDef(c *rules.CardView) *card.Def {
	if c.LandDef != nil && (c.Zone == rules.ZoneBattlefield || c.Zone == rules.ZoneExile) {
		return c.LandDef
	}
	return c.Def
}

var equipSpec = card.TargetSpec{Kind: card.CreatureTarget, Controller: card.YouControl, Other: true}

// untargeted scores the effects of ab that choose no target.
func (b *Board) untargeted(ab *card.Ability, src rules.ObjID, x int) float64 {
	s := 0.0
	dt := false
	self := b.Obj(src)
	if self != nil {
		dt = self.Keywords.Has(card.Deathtouch)
	}
	for k := range ab.Effects {
		e := &ab.Effects[k]
		if e.Target >= 0 || e.Kind == card.Fight {
			continue
		}
		n := amount(e, x)
		switch {
		case e.Self:
			if self != nil && self.Zone == rules.ZoneBattlefield {
				s += b.objEffect(e, self, x, dt)
			}
		case e.Each != nil:
			for i := range b.V.Battlefield {
				c := &b.V.Battlefield[i]
				if b.matches(*e.Each, c, src) {
					s += b.objEffect(e, c, x, dt)
				}
			}
		case e.Kind == card.CreateToken:
			if e.Token != nil {
				s += float64(n) * 0.9 * cardvalue.AsSpell(e.Token)
			}
		case e.Kind == card.SearchBasic:
			s += 2
		case e.Kind == card.Scry:
			s += 0.3 * float64(n)
		case e.Kind == card.PayOrSacrifice:
			s -= 0.3 * float64(n)
		default:
			for _, t := range b.whoSeats(e.Who) {
				s += b.playerEffect(e.Kind, n, t)
			}
		}
	}
	return s
}

// whoSeats lists the players an untargeted effect touches.
func (b *Board) whoSeats(w card.Who) []rules.Seat {
	switch w {
	case card.You:
		return []rules.Seat{b.Me}
	case card.EachOpponent:
		return b.Foes()
	case card.EachPlayer:
		var out []rules.Seat
		for i := range b.V.Players {
			if !b.V.Players[i].Lost {
				out = append(out, rules.Seat(i))
			}
		}
		return out
	}
	return nil
}

// auraScore scores enchanting target t with aura d.
func (b *Board) auraScore(d *card.Def, t rules.Target) float64 {
	c := b.Obj(t.Obj)
	if t.IsPlayer() || c == nil {
		return 0
	}
	s := 0.0
	for i := range d.Abilities {
		st := d.Abilities[i].Static
		if st == nil || st.Affects != card.AffectsEnchanted {
			continue
		}
		s += 1.5*float64(st.Power) + float64(st.Toughness) + cardvalue.Keywords(st.Keywords, c.Power+int(st.Power))
		if st.CantBlock || st.CantAttack {
			s -= 0.7 * cardvalue.Creature(c)
		}
	}
	if b.foe(c.Controller) {
		return -s
	}
	if c.Keywords.Has(card.Defender) && s > 0 {
		s *= 0.3
	}
	return s
}

// equipScore scores attaching equipment eq to creature t.
func (b *Board) equipScore(eq *rules.CardView, t rules.Target) float64 {
	c := b.Obj(t.Obj)
	if t.IsPlayer() || c == nil || b.foe(c.Controller) || eq.AttachedTo == c.ID {
		return -1
	}
	s := 0.0
	for i := range eq.Def.Abilities {
		st := eq.Def.Abilities[i].Static
		if st != nil && st.Affects == card.AffectsEquipped {
			s += 1.5*float64(st.Power) + float64(st.Toughness) + cardvalue.Keywords(st.Keywords, c.Power+int(st.Power))
		}
	}
	if c.Keywords.Has(card.Defender) {
		s *= 0.3
	}
	return s + 0.1*float64(c.Power)
}

// specsOf returns the targets a spell or ability chooses, in order: an
// aura's enchant target first.
func specsOf(d *card.Def, ab *card.Ability, asSpell bool) []card.TargetSpec {
	var specs []card.TargetSpec
	if asSpell && d.Enchant != nil {
		specs = append(specs, *d.Enchant)
	}
	if ab != nil {
		if ab.Equip {
			return append(specs, equipSpec)
		}
		specs = append(specs, ab.Targets...)
	}
	return specs
}

// scoreTarget scores choosing t as target number i of casting d (asSpell)
// or activating ab of src.
func (b *Board) scoreTarget(d *card.Def, ab *card.Ability, asSpell bool, src rules.ObjID, i int, t rules.Target, first rules.Target, x int) float64 {
	if asSpell && d.Enchant != nil {
		if i == 0 {
			return b.auraScore(d, t)
		}
		i--
	}
	if ab == nil {
		return 0
	}
	if ab.Equip {
		if eq := b.Obj(src); eq != nil {
			return b.equipScore(eq, t)
		}
		return 0
	}
	return b.targetScore(ab, src, i, t, first, x)
}

// planScore is what casting d (asSpell) or activating ab of src gains with
// the best targets (and, under mill counters, what its draws do to the
// race: millDraws); ok is false when some target has no candidate.
func (b *Board) planScore(d *card.Def, ab *card.Ability, asSpell bool, src rules.ObjID, x int) (float64, bool) {
	total := 0.0
	first := rules.PlayerTarget(rules.NoSeat)
	for i, spec := range specsOf(d, ab, asSpell) {
		best, bt, found := -1e9, first, false
		for _, t := range b.candidates(spec, src) {
			if s := b.scoreTarget(d, ab, asSpell, src, i, t, first, x); s > best {
				best, bt, found = s, t, true
			}
		}
		if !found {
			return 0, false
		}
		if i == 0 {
			first = bt
		}
		total += best
	}
	if ab != nil && !ab.Equip {
		total += b.untargeted(ab, src, x) + b.millDraws(ab, x)
	}
	return total, true
}

// isTrick reports whether an ability only helps creatures in a fight:
// pumps, counters and untaps (not -X/-X).
func isTrick(ab *card.Ability) bool {
	if ab == nil || len(ab.Effects) == 0 {
		return false
	}
	for _, e := range ab.Effects {
		if e.Kind != card.Pump && e.Kind != card.Untap && e.Kind != card.AddCounters {
			return false
		}
		if e.Kind == card.Pump && (e.Power < 0 || e.Toughness < 0) {
			return false // -X/-X is removal, not a trick
		}
	}
	return true
}

// counters reports whether an ability answers a spell on the stack:
// counters or copies it.
func counters(ab *card.Ability) bool { return hasEffect(ab, card.CounterSpell, card.CopySpell) }

// hasEffect reports whether an ability has an effect of one of kinds.
func hasEffect(ab *card.Ability, kinds ...card.EffectKind) bool {
	if ab == nil {
		return false
	}
	for _, e := range ab.Effects {
		if slices.Contains(kinds, e.Kind) {
			return true
		}
	}
	return false
}

// maxX estimates the largest X the seat could pay for cost c: untapped
// lands and the pool.
func (b *Board) maxX(d *card.Def) int {
	_, untapped := b.Lands(b.Me)
	avail := untapped + b.V.Players[b.Me].Pool.Total()
	if d.Cost.X == 0 {
		return 0
	}
	return max(0, (avail-d.Cost.WithX(0).Total())/int(d.Cost.X))
}

// entersValue is what the enters-the-battlefield triggers of card d (in
// hand as id) would gain with the best targets now.
func (b *Board) entersValue(d *card.Def, id rules.ObjID) float64 {
	v := 0.0
	for i := range d.Abilities {
		ab := &d.Abilities[i]
		if ab.Kind != card.Triggered || ab.Trigger != card.OnEnters {
			continue
		}
		if s, ok := b.planScore(d, ab, false, id, 0); ok {
			v += s
		}
	}
	return v
}
