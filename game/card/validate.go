package card

// validate checks the card just read as a whole: required fields, and
// abilities that only make sense on some card types.
func (p *parser) validate() error {
	d := p.cur
	at := func(field string) int {
		if l, ok := p.seen[field]; ok {
			return l
		}
		return d.Line
	}
	has := func(field string) bool { _, ok := p.seen[field]; return ok }
	spell := d.Types.Has(Instant) || d.Types.Has(Sorcery)
	scheme := d.Types.Has(Scheme)
	switch {
	case !has("type"):
		return p.errAt(d.Line, "%q has no type: line", d.Name)
	case d.Token && !d.IsPermanent():
		return p.errAt(at("type"), "a token must be a permanent")
	case d.IsCreature() && !has("pt"):
		return p.errAt(d.Line, "creature %q has no pt: line", d.Name)
	case !d.IsCreature() && has("pt"):
		return p.errAt(at("pt"), "pt: on a card that is not a creature")
	case d.Token && has("cost"):
		return p.errAt(at("cost"), "a token has no cost")
	case (d.IsLand() || scheme) && has("cost"):
		return p.errAt(at("cost"), "a land or scheme has no mana cost")
	case !d.Token && !d.IsLand() && !scheme && !has("cost"):
		return p.errAt(d.Line, "%q has no cost: line", d.Name)
	case !d.Token && !has("rarity"):
		return p.errAt(d.Line, "%q has no rarity: line", d.Name)
	case d.Super.Has(Basic) != (d.Rarity == Special && !d.Token):
		return p.errAt(at("rarity"), "basic lands, and only they, have rarity: basic")
	case spell && d.Keywords != 0:
		return p.errAt(at("keywords"), "an instant or sorcery has no keywords")
	case d.Enchant != nil && !hasSubtype(d, "Aura"):
		return p.errAt(at("enchant"), "enchant: needs the Aura subtype")
	case d.Enchant == nil && hasSubtype(d, "Aura"):
		return p.errAt(d.Line, "an Aura needs an enchant: line")
	case d.IsEquipment() && !hasSubtype(d, "Equipment"):
		return p.errAt(at("equip"), "equip: needs the Equipment subtype")
	case !d.IsEquipment() && hasSubtype(d, "Equipment"):
		return p.errAt(d.Line, "Equipment needs an equip: line")
	case d.SpecialCard && d.Super.Has(Basic):
		return p.errAt(at("special"), "a basic land cannot be special")
	case d.EntersTapped && !d.IsPermanent():
		return p.errAt(at("enters"), "enters: tapped is only for permanents")
	case spell && !has("spell"):
		return p.errAt(d.Line, "an instant or sorcery needs a spell: line")
	}
	if !has("colors") {
		d.Colors = d.Cost.Colors()
	}
	usesX := false
	for i := range d.Abilities {
		x, err := p.checkAbility(&d.Abilities[i], p.abLines[i])
		if err != nil {
			return err
		}
		usesX = usesX || x
	}
	if d.Cost.X > 0 && !usesX {
		return p.errAt(at("cost"), "{X} in the cost but no effect uses X")
	}
	return nil
}

func hasSubtype(d *Def, s string) bool {
	for _, t := range d.Subtypes {
		if t == s {
			return true
		}
	}
	return false
}

// checkAbility checks one ability against its card. It reports whether a
// spell ability uses X.
func (p *parser) checkAbility(a *Ability, line int) (bool, error) {
	d := p.cur
	spell := d.Types.Has(Instant) || d.Types.Has(Sorcery)
	scheme := d.Types.Has(Scheme)
	perm := d.IsPermanent()
	fail := func(format string, args ...any) (bool, error) { return false, p.errAt(line, format, args...) }
	switch a.Kind {
	case SpellAbility:
		if !spell {
			return fail("spell: is only for instants and sorceries")
		}
	case Activated, ManaAbility:
		if !perm {
			return fail("only permanents have activated abilities")
		}
		if a.Equip && !d.Types.Has(Artifact) {
			return fail("equip: is only for artifacts")
		}
	case Triggered:
		switch t := a.Trigger; {
		case t == OnSetInMotion && !scheme:
			return fail("set-in-motion is only for schemes")
		case (t == OnDies || t == OnAttacks || t == OnBlocks) && !d.IsCreature():
			return fail("%s is only for creatures", t)
		case t == OnEnters && !perm:
			return fail("enters is only for permanents")
		case !perm && !scheme:
			return fail("only permanents and schemes have triggered abilities")
		}
	case Static:
		if err := p.checkStatic(a.Static, line); err != nil {
			return false, err
		}
	}
	usesX := false
	for _, e := range a.Effects {
		usesX = usesX || e.AmountX
		if e.Self && !perm {
			return fail("self needs a permanent, and %s is not one", d.Name)
		}
		if e.Kind == PayOrSacrifice && !perm {
			return fail("pay-or-sacrifice needs a permanent, and %s is not one", d.Name)
		}
		if e.Self && (e.Kind == Pump || e.Kind == AddCounters) && !d.IsCreature() {
			return fail("%s self needs a creature", e.Kind)
		}
		switch {
		case e.Kind == Abandon && !(scheme && d.Super.Has(Ongoing)):
			return fail("abandon is only for ongoing schemes")
		case e.Kind == SetInMotion && !scheme:
			return fail("the set-in-motion effect is only for schemes")
		case e.Who == ThatPlayer && (a.Kind != Triggered || !a.Trigger.NamesPlayer()):
			return fail("who:that-player needs a trigger that names a player (opponent-attacks, opponent-upkeep, combat-damage-to-you or opponent-casts)")
		}
	}
	switch {
	case usesX && a.Kind == SpellAbility && d.Cost.X == 0:
		return fail("X in an effect needs {X} in the card's cost")
	case usesX && a.Kind == Activated && a.Cost.X == 0:
		return fail("X in an effect needs {X} in the ability's cost")
	case usesX && a.Kind != SpellAbility && a.Kind != Activated:
		return fail("X is only allowed in spells and activated abilities with {X} in their cost")
	case a.Kind == Activated && a.Cost.X > 0 && !usesX:
		return fail("{X} in the cost but no effect uses X")
	}
	return usesX && a.Kind == SpellAbility, nil
}

func (p *parser) checkStatic(s *StaticAbility, line int) error {
	d := p.cur
	switch {
	case !d.IsPermanent() && !d.Types.Has(Scheme):
		return p.errAt(line, "only permanents and schemes have static abilities")
	case s.CostChange:
		return nil
	case s.Affects == AffectsSelf && !d.IsCreature():
		return p.errAt(line, "affects:self needs a creature")
	case s.Affects == AffectsEnchanted && !d.IsAura():
		return p.errAt(line, "affects:enchanted is only for Auras")
	case s.Affects == AffectsEquipped && !d.IsEquipment():
		return p.errAt(line, "affects:equipped is only for Equipment")
	}
	return nil
}
