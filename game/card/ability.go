package card

import (
	"strings"
)

// ability reads a spell:, trigger:, activate:, activate-sorcery:, equip:
// or static: line and appends the ability to the current card.
func (p *parser) ability(key, val string) error {
	var a Ability
	var err error
	switch key {
	case "spell":
		a.Kind = SpellAbility
		err = p.parseEffects(&a, val)
	case "trigger":
		err = p.parseTrigger(&a, val)
	case "activate", "activate-sorcery":
		err = p.parseActivate(&a, val, key == "activate-sorcery")
	case "equip":
		a = Ability{Kind: Activated, Equip: true, SorcerySpeed: true,
			Targets: []TargetSpec{{Kind: CreatureTarget, Controller: YouControl, Other: true}}}
		a.Cost, err = parseManaCost(val)
		if err != nil {
			return p.errf("equip: %v", err)
		}
		if a.Cost.X > 0 {
			return p.errf("equip: X is not allowed")
		}
	case "static":
		err = p.parseStatic(&a, val)
	}
	if err != nil {
		return err
	}
	if err := p.checkMana(&a); err != nil {
		return err
	}
	p.cur.Abilities = append(p.cur.Abilities, a)
	p.abLines = append(p.abLines, p.line)
	return nil
}

// checkMana makes an activated ability whose effects are all add a mana
// ability, and refuses add anywhere else.
func (p *parser) checkMana(a *Ability) error {
	adds := 0
	for _, e := range a.Effects {
		if e.Kind == AddMana {
			adds++
		}
	}
	switch {
	case adds == 0:
		return nil
	case a.Kind != Activated:
		return p.errf("add is only for activated mana abilities")
	case adds != len(a.Effects):
		return p.errf("a mana ability may only have add effects")
	case a.SorcerySpeed:
		return p.errf("a mana ability cannot be activate-sorcery")
	case a.Cost.X > 0:
		return p.errf("a mana ability cannot cost X")
	case a.SacSelf || a.SacFilter != nil || a.DiscardCost > 0 || a.LifeCost > 0:
		return p.errf("a mana ability may only cost mana and {T}")
	case len(a.Effects) > 1:
		return p.errf("a mana ability has one add effect")
	}
	// Automatic payment chooses between a permanent's first and last mana
	// ability, so a card may have two.
	n := 0
	for _, b := range p.cur.Abilities {
		if b.Kind == ManaAbility {
			n++
		}
	}
	if n >= 2 {
		return p.errf("a card has at most two mana abilities")
	}
	a.Kind = ManaAbility
	return nil
}

// splitArrow splits "LEFT -> RIGHT".
func (p *parser) splitArrow(val, what string) (string, string, error) {
	l, r, ok := strings.Cut(val, "->")
	l, r = strings.TrimSpace(l), strings.TrimSpace(r)
	if !ok || l == "" || r == "" {
		return "", "", p.errf("%s must be written %q", what, what+" -> EFFECTS")
	}
	return l, r, nil
}

var castFilters = map[string]TargetKind{
	"any": SpellTarget, "spell": SpellTarget,
	"creature": CreatureSpell, "creature-spell": CreatureSpell,
	"noncreature": NoncreatureSpell, "noncreature-spell": NoncreatureSpell,
	"instant-or-sorcery": InstantOrSorcerySpell, "instant-or-sorcery-spell": InstantOrSorcerySpell,
}

// parseTrigger reads "EVENT[:FILTER] -> EFFECTS".
func (p *parser) parseTrigger(a *Ability, val string) error {
	ev, effects, err := p.splitArrow(val, "EVENT")
	if err != nil {
		return err
	}
	a.Kind = Triggered
	name, filter, hasFilter := strings.Cut(ev, ":")
	k, ok := lookup(triggerNames[:], name)
	if !ok {
		return p.errf("unknown trigger %q", name)
	}
	a.Trigger = TriggerKind(k)
	casts := a.Trigger == OnCast || a.Trigger == OnOpponentCasts
	switch {
	case casts && !hasFilter:
		a.CastFilter = SpellTarget
	case casts:
		f, ok := castFilters[filter]
		if !ok {
			return p.errf("unknown cast filter %q (want any, creature, noncreature or instant-or-sorcery)", filter)
		}
		a.CastFilter = f
	case hasFilter:
		return p.errf("only cast and opponent-casts take a filter, not %s", name)
	}
	return p.parseEffects(a, effects)
}

// parseActivate reads "COST, COST... -> EFFECTS".
func (p *parser) parseActivate(a *Ability, val string, sorcery bool) error {
	costs, effects, err := p.splitArrow(val, "COSTS")
	if err != nil {
		return err
	}
	a.Kind, a.SorcerySpeed = Activated, sorcery
	hasMana := false
	for _, c := range strings.Split(costs, ",") {
		c = strings.TrimSpace(c)
		key, arg, _ := strings.Cut(c, ":")
		dup := false
		switch {
		case c == "{T}":
			dup, a.Tap = a.Tap, true
		case strings.HasPrefix(c, "{"):
			if a.Cost, err = parseManaCost(c); err != nil {
				return p.errf("%v", err)
			}
			dup, hasMana = hasMana, true
		case c == "sacrifice-self":
			dup, a.SacSelf = a.SacSelf || a.SacFilter != nil, true
		case key == "sacrifice":
			spec, err := parseSpec(arg)
			if err != nil {
				return p.errf("%v", err)
			}
			if !permanentKinds.has(spec.Kind) || spec.Controller == OpponentControls {
				return p.errf("sacrifice:%s must name a kind of permanent you control", arg)
			}
			spec.Controller = YouControl
			dup, a.SacFilter = a.SacSelf || a.SacFilter != nil, &spec
		case key == "discard" || key == "pay-life":
			n, ok := smallInt(arg)
			if !ok || n < 1 {
				return p.errf("%s:N needs N from 1 to 99, got %q", key, arg)
			}
			if key == "discard" {
				dup, a.DiscardCost = a.DiscardCost > 0, int8(n)
			} else {
				dup, a.LifeCost = a.LifeCost > 0, int8(n)
			}
		case c == "":
			return p.errf("empty cost")
		default:
			return p.errf("unknown cost %q (want mana, {T}, sacrifice-self, sacrifice:KIND, discard:N or pay-life:N)", c)
		}
		if dup {
			return p.errf("cost %q repeats a cost already given", c)
		}
	}
	return p.parseEffects(a, effects)
}

// parseStatic reads "buff +P/+T [keywords] affects:SCOPE", "grant
// KEYWORDS affects:SCOPE", "cant-block|cant-attack ... affects:SCOPE" or
// "cost ±N spells:FILTER[/you|/opponent]".
func (p *parser) parseStatic(a *Ability, val string) error {
	a.Kind = Static
	s := &StaticAbility{}
	a.Static = s
	words := strings.Fields(val)
	verb := words[0]
	if verb == "cost" {
		return p.parseCostChange(s, words[1:])
	}
	switch verb {
	case "buff", "grant", "cant-block", "cant-attack":
	default:
		return p.errf("unknown static %q (want buff, grant, cant-block, cant-attack or cost)", verb)
	}
	hasPT, hasScope := false, false
	for i, w := range words {
		key, arg, kv := strings.Cut(w, ":")
		switch {
		case i == 0 && verb != "cant-block" && verb != "cant-attack":
		case w == "cant-block" && !s.CantBlock:
			s.CantBlock = true
		case w == "cant-attack" && !s.CantAttack:
			s.CantAttack = true
		case kv && key == "affects" && !hasScope:
			if err := p.parseAffects(s, arg); err != nil {
				return err
			}
			hasScope = true
		case i == 1 && verb == "buff":
			pw, tg, ok := parsePump(w)
			if !ok {
				return p.errf("buff %q must be +P/+T, e.g. +1/+1", w)
			}
			s.Power, s.Toughness, hasPT = pw, tg, true
		case !kv:
			k, ok := ParseKeyword(w)
			if !ok {
				return p.errf("unexpected %q in static %s", w, verb)
			}
			if s.Keywords.Has(k) {
				return p.errf("keyword %s listed twice", k)
			}
			s.Keywords = s.Keywords.With(k)
		default:
			return p.errf("unexpected %q in static %s", w, verb)
		}
	}
	switch {
	case verb == "buff" && (!hasPT || s.Power == 0 && s.Toughness == 0):
		return p.errf("buff needs a non-zero +P/+T")
	case verb == "grant" && s.Keywords == 0:
		return p.errf("grant needs keywords")
	case !hasScope:
		return p.errf("static %s needs affects:", verb)
	}
	return nil
}

// parseAffects reads SCOPE[,Subtype].
func (p *parser) parseAffects(s *StaticAbility, arg string) error {
	scope, sub, hasSub := strings.Cut(arg, ",")
	i, ok := lookup(affectsNames[:], scope)
	if !ok {
		return p.errf("unknown affects:%s (want %s)", scope, strings.Join(affectsNames[:], ", "))
	}
	s.Affects = Affects(i)
	if hasSub {
		if s.Affects < AffectsCreaturesYouControl || !validSubtype(sub) {
			return p.errf("affects:%s: only creature groups take a ,Subtype filter", arg)
		}
		s.Subtype = sub
	}
	return nil
}

// parseCostChange reads "±N spells:FILTER[/you|/opponent]".
func (p *parser) parseCostChange(s *StaticAbility, words []string) error {
	if len(words) != 2 || !strings.HasPrefix(words[1], "spells:") {
		return p.errf("static cost must be \"cost ±N spells:FILTER[/you|/opponent]\"")
	}
	n, ok := parseSigned(words[0])
	if !ok || n == 0 {
		return p.errf("cost change %q must be a signed non-zero number, e.g. -1 or +2", words[0])
	}
	parts := strings.Split(strings.TrimPrefix(words[1], "spells:"), "/")
	f, ok := castFilters[parts[0]]
	if !ok {
		return p.errf("unknown spell filter %q (want any, creature, noncreature or instant-or-sorcery)", parts[0])
	}
	s.CostChange, s.CostDelta, s.SpellFilter, s.Affects = true, n, f, AffectsSelf
	switch {
	case len(parts) == 1:
	case len(parts) == 2 && parts[1] == "you":
		s.Whose = YouControl
	case len(parts) == 2 && parts[1] == "opponent":
		s.Whose = OpponentControls
	default:
		return p.errf("spells:%s: want /you or /opponent after the filter", strings.Join(parts, "/"))
	}
	return nil
}
