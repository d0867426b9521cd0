package medium

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// reach is a generous bound on the damage and life loss the deciding
// seat's side could deal its opponents before this turn ends, from what
// its view shows: every creature that may still attack unblocked, every
// damage or drain effect of the cards it could pay for and of its
// permanents' abilities, pumps and double strike on the biggest attacker,
// hasty creatures and tokens. Below the opponents' total life there is
// no win this turn to look for (see lethalSearch).
func (b *Board) reach() int {
	mana, attack, big, count := b.spendable(), 0, 0, 0
	side := b.attackingSide()
	if !b.myTurn() || !b.beforeDamage() {
		side = nil // no attack of ours is still to come
	}
	for _, s := range side {
		for _, c := range b.Creatures(s) {
			if b.couldAttack(c) || c.Attacking != rules.NoSeat {
				attack += Strikes(c)
				big = max(big, c.Power)
				count++
			}
		}
	}
	n := attack
	for _, s := range b.attackingSide() {
		for i := range b.V.Battlefield {
			if c := &b.V.Battlefield[i]; c.Controller == s && c.Def != nil {
				n += defReach(c.Def, mana, big, count, len(b.Foes()), len(side) > 0)
			}
		}
	}
	for i := range b.V.Players[b.Me].Hand {
		c := &b.V.Players[b.Me].Hand[i]
		if c.Def == nil || c.Def.IsLand() || c.Cost.ManaValue() > mana {
			continue
		}
		n += defReach(c.Def, mana, big, count, len(b.Foes()), len(side) > 0)
		if c.Def.IsCreature() && c.Def.Keywords.Has(card.Haste) && len(side) > 0 {
			n += 2 * int(c.Def.Power)
		}
	}
	return n
}

// foesLife is the opponents' total life: what a win this turn must take.
func (b *Board) foesLife() int {
	n := 0
	for _, f := range b.Foes() {
		n += max(b.V.Players[f].Life, 0)
	}
	return n
}

// beforeDamage reports whether the turn's combat damage is still to come.
func (b *Board) beforeDamage() bool {
	switch b.V.Step {
	case rules.StepUntap, rules.StepUpkeep, rules.StepDraw, rules.StepMain1, rules.StepBeginCombat,
		rules.StepAttackers, rules.StepBlockers, rules.StepFirstStrike:
		return true
	}
	return false
}

// spendable is the mana the deciding seat could still make this turn,
// generously: its untapped lands, its pool and a land still to play.
func (b *Board) spendable() int {
	_, n := b.Lands(b.Me)
	for _, k := range b.V.Players[b.Me].Pool {
		n += int(k)
	}
	if b.V.Players[b.Me].LandsPlayed == 0 {
		n++
	}
	return n
}

// defReach adds up what d's abilities could deal opponents: damage and
// life loss (X counted as all the mana, an effect on every opponent as
// many times as there are foes), a pump's power twice (double
// strike) when an attack is still to come (on each of count attackers
// when it pumps every creature), doubling the biggest attacker when it
// grants double strike, and hasty tokens' power.
func defReach(d *card.Def, mana, big, count, foes int, attack bool) int {
	n := 0
	for i := range d.Abilities {
		ab := &d.Abilities[i]
		if ab.Static != nil {
			continue
		}
		for _, e := range ab.Effects {
			amt := int(e.Amount)
			if e.AmountX {
				amt = mana
			}
			switch e.Kind {
			case card.Damage, card.LoseLife:
				if e.Who == card.EachOpponent || e.Who == card.EachPlayer || e.Each != nil {
					amt *= foes // every opponent at once
				}
				n += max(amt, 0)
			case card.Pump:
				if attack {
					each := 1
					if e.Each != nil {
						each = max(count, 1)
					}
					n += 2 * each * max(int(e.Power), 0)
					if e.Keywords.Has(card.DoubleStrike) {
						n += big
					}
					if e.Keywords.Has(card.Flying) || e.Keywords.Has(card.Trample) || e.Keywords.Has(card.Menace) {
						n += big // evasion lets it past a blocker
					}
				}
			case card.AddCounters:
				if attack {
					n += 2 * max(amt, 0)
				}
			case card.CreateToken:
				if attack && e.Token != nil && e.Token.Keywords.Has(card.Haste) {
					n += 2 * max(amt, 1) * int(e.Token.Power)
				}
			}
		}
	}
	return n
}
