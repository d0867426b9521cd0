package card

import (
	"strings"
)

// CardText returns the full rules text of d, one ability per line: its
// enchant line, its keywords, then each ability in order. The loader stores
// it in Def.Text.
func CardText(d *Def) string {
	var lines []string
	if d.Enchant != nil {
		lines = append(lines, "Enchant "+specPhrase(*d.Enchant, modeBare))
	}
	if d.Keywords != 0 {
		lines = append(lines, capitalize(d.Keywords.String()))
	}
	if d.EntersTapped {
		lines = append(lines, d.Name+" enters tapped.")
	}
	for i := range d.Abilities {
		lines = append(lines, AbilityText(d, i))
	}
	return strings.Join(lines, "\n")
}

// AbilityText returns the rules text of d.Abilities[i], e.g.
// "{1}{R}, {T}, Sacrifice Cinder Whelp: It deals 2 damage to any target."
func AbilityText(d *Def, i int) string {
	a := &d.Abilities[i]
	switch a.Kind {
	case Static:
		return staticText(d, a.Static)
	case Triggered:
		t := newTextCtx(d, a)
		prefix, it := triggerText(d, a)
		t.it = it
		return t.sentences(prefix)
	case Activated, ManaAbility:
		if a.Equip {
			return "Equip " + a.Cost.String()
		}
		t := newTextCtx(d, a)
		t.it = a.SacSelf
		s := costText(d, a) + ": " + t.sentences("")
		if a.SorcerySpeed {
			s += " Activate only as a sorcery."
		}
		return s
	}
	return newTextCtx(d, a).sentences("")
}

// EffectText returns the rules text of effect j of ability a of d as one
// sentence, e.g. "Draw two cards.". Earlier effects of a decide whether a
// target is "target creature" or "that creature".
func EffectText(d *Def, a *Ability, j int) string {
	t := newTextCtx(d, a)
	for k := 0; k < j; k++ {
		t.clause(&a.Effects[k])
	}
	return sentence(t.clause(&a.Effects[j]))
}

// sentence capitalises a clause and ends it with a full stop, unless it
// already ends with a quoted sentence.
func sentence(c string) string {
	c = capitalize(c)
	if strings.HasSuffix(c, ".\"") {
		return c
	}
	return c + "."
}

// sentences writes every effect as a sentence; the first follows prefix.
func (t *textCtx) sentences(prefix string) string {
	parts := make([]string, len(t.a.Effects))
	for j := range t.a.Effects {
		c := t.clause(&t.a.Effects[j])
		if j == 0 && prefix != "" {
			c = prefix + c
		}
		parts[j] = sentence(c)
		t.it = false
	}
	return strings.Join(parts, " ")
}

// triggerText returns the opening of a triggered ability, e.g. "When
// Cinder Whelp enters, ", and whether the card may then be called "it".
func triggerText(d *Def, a *Ability) (string, bool) {
	switch a.Trigger {
	case OnEnters:
		return "When " + d.Name + " enters, ", true
	case OnDies:
		return "When " + d.Name + " dies, ", true
	case OnAttacks:
		return "Whenever " + d.Name + " attacks, ", true
	case OnBlocks:
		return "Whenever " + d.Name + " blocks, ", true
	case OnUpkeep:
		return "At the beginning of your upkeep, ", false
	case OnEndStep:
		return "At the beginning of your end step, ", false
	case OnCast:
		return "Whenever you cast " + withArticle(spellNoun(a.CastFilter, false)) + ", ", false
	case OnGainLife:
		return "Whenever you gain life, ", false
	case OnSetInMotion:
		return "When you set this scheme in motion, ", false
	case OnOpponentAttacks:
		return "Whenever an opponent attacks you, ", false
	case OnOpponentUpkeep:
		return "At the beginning of each opponent's upkeep, ", false
	case OnCombatDamageToYou:
		return "Whenever a creature an opponent controls deals combat damage to you, ", false
	case OnOpponentCasts:
		return "Whenever an opponent casts " + withArticle(spellNoun(a.CastFilter, false)) + ", ", false
	}
	return "When something happens, ", false
}

// costText writes the costs of an activated ability in the usual order:
// mana, {T}, life, discard, sacrifice.
func costText(d *Def, a *Ability) string {
	var parts []string
	if !a.Cost.IsZero() {
		parts = append(parts, a.Cost.String())
	}
	if a.Tap {
		parts = append(parts, "{T}")
	}
	if a.LifeCost > 0 {
		parts = append(parts, "Pay "+itoa(int(a.LifeCost))+" life")
	}
	if a.DiscardCost > 0 {
		parts = append(parts, "Discard "+count(a.DiscardCost, false, "card", "cards"))
	}
	if a.SacSelf {
		parts = append(parts, "Sacrifice "+d.Name)
	}
	if a.SacFilter != nil {
		spec := *a.SacFilter
		spec.Controller = AnyController // you can only sacrifice your own
		parts = append(parts, "Sacrifice "+specPhrase(spec, modeA))
	}
	if len(parts) == 0 {
		return "{0}"
	}
	return strings.Join(parts, ", ")
}

// staticText writes a static ability, e.g. "Creatures you control get +1/+1."
func staticText(d *Def, s *StaticAbility) string {
	if s.CostChange {
		noun := capitalize(spellNoun(s.SpellFilter, true))
		switch s.Whose {
		case YouControl:
			noun += " you cast"
		case OpponentControls:
			noun += " your opponents cast"
		}
		n, dir := int(s.CostDelta), "more"
		if n < 0 {
			n, dir = -n, "less"
		}
		return noun + " cost {" + itoa(n) + "} " + dir + " to cast."
	}
	subject, plural := affectsSubject(d, s)
	var preds []string
	if s.Power != 0 || s.Toughness != 0 {
		preds = append(preds, verb("get", plural)+" "+signed(s.Power)+"/"+signed(s.Toughness))
	}
	if s.Keywords != 0 {
		preds = append(preds, verb("have", plural)+" "+keywordList(s.Keywords))
	}
	switch {
	case s.CantAttack && s.CantBlock:
		preds = append(preds, "can't attack or block")
	case s.CantAttack:
		preds = append(preds, "can't attack")
	case s.CantBlock:
		preds = append(preds, "can't block")
	}
	return subject + " " + joinAnd(preds) + "."
}

// affectsSubject names what a static ability changes and whether the
// name is plural.
func affectsSubject(d *Def, s *StaticAbility) (string, bool) {
	creatures := "creatures"
	if s.Subtype != "" {
		creatures = s.Subtype + " creatures"
	}
	switch s.Affects {
	case AffectsSelf:
		return d.Name, false
	case AffectsEnchanted:
		return "Enchanted creature", false
	case AffectsEquipped:
		return "Equipped creature", false
	case AffectsCreaturesYouControl:
		return capitalize(creatures) + " you control", true
	case AffectsOtherCreaturesYouControl:
		return "Other " + creatures + " you control", true
	case AffectsCreaturesOpponentsControl:
		return capitalize(creatures) + " your opponents control", true
	}
	return "All " + creatures, true
}

// spellNoun names the spells a cast trigger or cost change matches.
func spellNoun(k TargetKind, plural bool) string {
	sing, plur := kindNoun(k)
	if k == AnyTarget || k == SpellTarget {
		sing, plur = "spell", "spells"
	}
	if plural {
		return plur
	}
	return sing
}
