package card

import "strings"

// splitEffects splits an effect list at the ";" that are not inside
// brackets.
func (p *parser) splitEffects(s string) ([]string, error) {
	var parts []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
			if depth < 0 {
				return nil, p.errf("a \")\" without its \"(\"")
			}
		case ';':
			if depth == 0 {
				parts = append(parts, s[start:i])
				start = i + 1
			}
		}
	}
	if depth != 0 {
		return nil, p.errf("a \"(\" without its \")\"")
	}
	return append(parts, s[start:]), nil
}

// choiceKinds are the effects an opponents' choice may offer: they act on
// players (the choosing opponent, or the owner with who:owner) or create
// the owner's tokens, and take no targets.
var choiceKinds = map[EffectKind]bool{
	Damage: true, Draw: true, Discard: true, Mill: true, GainLife: true,
	LoseLife: true, Sacrifice: true, CreateToken: true,
}

// parseChoice reads "each-opponent-chooses (EFFECTS) or (EFFECTS)".
func (p *parser) parseChoice(part string) (Effect, error) {
	e := Effect{Kind: OpponentsChoose, Target: -1, Target2: -1}
	const form = "each-opponent-chooses must be written \"each-opponent-chooses (EFFECTS) or (EFFECTS)\""
	if p.inChoice {
		return e, p.errf("each-opponent-chooses cannot be inside another")
	}
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(part), OpponentsChoose.String()))
	first, second, ok := cutOption(rest)
	if !ok {
		return e, p.errf(form)
	}
	second = strings.TrimSpace(second)
	if !strings.HasPrefix(second, "or ") && !strings.HasPrefix(second, "or(") {
		return e, p.errf(form)
	}
	second, tail, ok := cutOption(strings.TrimSpace(strings.TrimPrefix(second, "or")))
	if !ok || strings.TrimSpace(tail) != "" {
		return e, p.errf(form)
	}
	p.inChoice = true
	defer func() { p.inChoice = false }()
	for i, opt := range []string{first, second} {
		var inner Ability
		if err := p.parseEffects(&inner, opt); err != nil {
			return e, err
		}
		for _, ie := range inner.Effects {
			switch {
			case !choiceKinds[ie.Kind]:
				return e, p.errf("each-opponent-chooses cannot offer %s (it offers damage, draw, discard, mill, gain-life, lose-life, sacrifice and create)", ie.Kind)
			case len(inner.Targets) > 0 || ie.Each != nil || ie.Self:
				return e, p.errf("an effect inside each-opponent-chooses takes no target:, each: or self")
			case ie.AmountX:
				return e, p.errf("an effect inside each-opponent-chooses cannot use X")
			case ie.Who != You && ie.Who != Owner:
				return e, p.errf("inside each-opponent-chooses, %s acts on who:you (the choosing opponent) or who:owner", ie.Kind)
			case ie.Kind == Damage && ie.Who == Owner:
				return e, p.errf("inside each-opponent-chooses, damage is dealt to who:you (the choosing opponent)")
			}
		}
		if e.Choices == nil {
			e.Choices = new([2][]Effect)
		}
		e.Choices[i] = inner.Effects
	}
	return e, nil
}

// cutOption cuts a bracketed option "(…)" off the start of s and returns
// what is inside and what follows.
func cutOption(s string) (inside, rest string, ok bool) {
	if !strings.HasPrefix(s, "(") {
		return "", "", false
	}
	depth := 0
	for i, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return s[1:i], s[i+1:], true
			}
		}
	}
	return "", "", false
}

// forEachEffect calls f on each effect of effects and of the options of
// any opponents' choice among them.
func forEachEffect(effects []Effect, f func(*Effect)) {
	for i := range effects {
		e := &effects[i]
		f(e)
		if e.Choices != nil {
			forEachEffect(e.Choices[0], f)
			forEachEffect(e.Choices[1], f)
		}
	}
}
