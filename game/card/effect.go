package card

import (
	"strings"
)

// effectRule says which words an effect takes.
type effectRule struct {
	amount  bool    // needs N or X
	pump    bool    // takes +P/+T and keywords
	targets int     // how many target: words it takes at most
	kinds   kindSet // what its targets may be
	each    kindSet // what each: may name (empty: no each:)
	self    bool    // may act on the ability's own permanent
	who     bool    // acts on players: takes who:, and player targets
	need    bool    // must act on something: a target, each:, self or who:
}

var effectRules = [...]effectRule{
	Damage:       {amount: true, targets: 1, kinds: damageKinds, each: creatureKinds, need: true},
	Destroy:      {targets: 1, kinds: permanentKinds, each: permanentKinds, need: true},
	Exile:        {targets: 1, kinds: permanentKinds, each: permanentKinds, need: true},
	Bounce:       {targets: 1, kinds: permanentKinds, each: permanentKinds, self: true, need: true},
	Draw:         {amount: true, targets: 1, kinds: playerKinds, who: true},
	Discard:      {amount: true, targets: 1, kinds: playerKinds, who: true},
	GainLife:     {amount: true, targets: 1, kinds: playerKinds, who: true},
	LoseLife:     {amount: true, targets: 1, kinds: playerKinds, who: true},
	AddCounters:  {amount: true, targets: 1, kinds: creatureKinds, each: creatureKinds, self: true, need: true},
	Pump:         {pump: true, targets: 1, kinds: creatureKinds, each: creatureKinds, self: true, need: true},
	CreateToken:  {},
	CounterSpell: {targets: 1, kinds: spellKinds, need: true},
	Tap:          {targets: 1, kinds: permanentKinds, each: permanentKinds, self: true, need: true},
	Untap:        {targets: 1, kinds: permanentKinds, each: permanentKinds, self: true, need: true},
	SearchBasic:  {},
	Scry:         {amount: true},
	Mill:         {amount: true, targets: 1, kinds: playerKinds, who: true},
	Sacrifice:    {amount: true, targets: 1, kinds: playerKinds, who: true},
	Fight:        {targets: 2, kinds: creatureKinds, need: true},
	CopySpell:    {targets: 1, kinds: copyKinds, need: true},
	AddMana:      {},
	// PayOrSacrifice always acts on the ability's own permanent.
	PayOrSacrifice: {amount: true},
	Abandon:        {},
	SetInMotion:    {},
	// OpponentsChoose is read by parseChoice.
	OpponentsChoose: {},
}

// parseEffects reads effects separated by ";" into a. A ";" inside
// brackets belongs to an opponents' choice (each-opponent-chooses).
func (p *parser) parseEffects(a *Ability, s string) error {
	parts, err := p.splitEffects(s)
	if err != nil {
		return err
	}
	last := int8(-1)
	for _, part := range parts {
		words := strings.Fields(part)
		if len(words) == 0 {
			return p.errf("empty effect")
		}
		var e Effect
		if words[0] == OpponentsChoose.String() {
			e, err = p.parseChoice(part)
		} else {
			e, err = p.parseEffect(a, words, &last)
		}
		if err != nil {
			return err
		}
		a.Effects = append(a.Effects, e)
	}
	return nil
}

// effectWords is what the words of one effect said.
type effectWords struct {
	amount, pump, x bool
	targets         []string
	each, who       string
}

func (p *parser) parseEffect(a *Ability, words []string, last *int8) (Effect, error) {
	k, ok := lookup(effectNames[:], words[0])
	if !ok {
		return Effect{}, p.errf("unknown effect %q", words[0])
	}
	e := Effect{Kind: EffectKind(k), Target: -1, Target2: -1}
	switch e.Kind {
	case CreateToken:
		return e, p.parseCreate(&e, words[1:])
	case AddMana:
		return e, p.parseAdd(&e, words[1:])
	case SearchBasic:
		return e, p.parseSearch(&e, words[1:])
	}
	r := effectRules[e.Kind]
	var w effectWords
	for _, word := range words[1:] {
		if err := p.effectWord(&e, r, &w, word); err != nil {
			return e, err
		}
	}
	name := e.Kind.String()
	switch {
	case r.amount && !w.amount:
		return e, p.errf("%s needs an amount", name)
	case r.amount && !w.x && e.Amount < 1:
		return e, p.errf("%s amount must be at least 1", name)
	case w.x && e.Kind == PayOrSacrifice:
		return e, p.errf("pay-or-sacrifice cannot use X")
	case r.pump && !w.pump && e.Keywords == 0:
		return e, p.errf("pump needs +P/+T or keywords")
	case len(w.targets) > r.targets:
		return e, p.errf("%s takes at most %d target:", name, r.targets)
	case e.Kind == Fight && len(w.targets) != 2:
		return e, p.errf("fight needs two target: words")
	}
	if err := p.effectWho(&e, r, &w); err != nil {
		return e, err
	}
	if err := p.effectTargets(a, &e, r, w.targets, last); err != nil {
		return e, err
	}
	if e.Kind == Fight && e.Target == e.Target2 {
		return e, p.errf("fight needs two different targets")
	}
	n := 0
	for _, b := range []bool{e.Target >= 0 && e.Who != TargetPlayer && e.Who != TargetsController, e.Each != nil, e.Self, e.Kind == Damage && w.who != ""} {
		if b {
			n++
		}
	}
	switch {
	case r.need && n == 0:
		return e, p.errf("%s needs a target:, each: or self", name)
	case n > 1:
		return e, p.errf("%s takes only one of target:, each:, who: and self", name)
	}
	if e.Target >= 0 {
		*last = e.Target
	}
	return e, nil
}

// effectWord reads one word of an effect.
func (p *parser) effectWord(e *Effect, r effectRule, w *effectWords, word string) error {
	name := e.Kind.String()
	key, val, kv := strings.Cut(word, ":")
	switch {
	case kv && key == "target":
		if r.targets == 0 {
			return p.errf("%s takes no target:", name)
		}
		w.targets = append(w.targets, val)
	case kv && key == "each":
		if r.each == 0 {
			return p.errf("%s takes no each:", name)
		}
		if w.each != "" {
			return p.errf("%s has two each: words", name)
		}
		w.each = val
		if e.Kind == Damage && (val == "player" || val == "opponent") {
			w.each = ""
			return p.effectWord(e, r, w, "who:each-"+val)
		}
		spec, err := parseSpec(val)
		if err != nil {
			return p.errf("%v", err)
		}
		if !r.each.has(spec.Kind) {
			return p.errf("%s cannot act on each %s", name, spec.Kind)
		}
		e.Each = &spec
	case kv && key == "who":
		if !r.who && e.Kind != Damage {
			return p.errf("%s takes no who:", name)
		}
		if w.who != "" {
			return p.errf("%s has two who: words", name)
		}
		if _, ok := lookup(whoNames[:], val); !ok {
			return p.errf("unknown who:%s (want you, each-opponent, each-player, target, controller, that-player or owner)", val)
		}
		w.who = val
	case word == "self":
		if !r.self {
			return p.errf("%s cannot act on self", name)
		}
		if e.Self {
			return p.errf("%s says self twice", name)
		}
		e.Self = true
	case r.amount && !w.amount && isAmount(word):
		e.Amount, w.x, _ = parseAmount(word)
		e.AmountX, w.amount = w.x, true
	case r.pump && !w.pump && (strings.Contains(word, "/") || word[0] == '+' || word[0] == '-'):
		pw, tg, ok := parsePump(word)
		if !ok {
			return p.errf("pump %q must be +P/+T, e.g. +2/+0", word)
		}
		e.Power, e.Toughness, w.pump = pw, tg, true
	case r.pump && !kv:
		k, ok := ParseKeyword(word)
		if !ok {
			return p.errf("unknown keyword %q", word)
		}
		if e.Keywords.Has(k) {
			return p.errf("keyword %s listed twice", k)
		}
		e.Keywords = e.Keywords.With(k)
	default:
		return p.errf("unexpected %q in %s effect", word, name)
	}
	return nil
}

func isAmount(w string) bool { _, _, ok := parseAmount(w); return ok }

// effectWho sets e.Who from who: and the kind of targets.
func (p *parser) effectWho(e *Effect, r effectRule, w *effectWords) error {
	name := e.Kind.String()
	if e.Kind == Damage {
		switch {
		case w.who == "":
		case w.who == "each-opponent" || w.who == "each-player" || w.who == "that-player" ||
			p.inChoice && (w.who == "you" || w.who == "owner"):
			i, _ := lookup(whoNames[:], w.who)
			e.Who = Who(i)
		case p.inChoice:
			return p.errf("damage in a choice takes who:you or who:owner")
		default:
			return p.errf("damage takes who:each-opponent, who:each-player or who:that-player")
		}
		return nil
	}
	if !r.who {
		return nil
	}
	switch w.who {
	case "owner":
		if !p.inChoice {
			return p.errf("who:owner is only for effects inside each-opponent-chooses")
		}
		fallthrough
	case "", "you", "each-opponent", "each-player", "that-player":
		if len(w.targets) > 0 {
			if w.who != "" {
				return p.errf("%s has both who:%s and target:", name, w.who)
			}
			e.Who = TargetPlayer
			return nil
		}
		i, _ := lookup(whoNames[:], w.who)
		e.Who = Who(i)
	case "target":
		if len(w.targets) > 0 {
			return p.errf("who:target already means target:player")
		}
		e.Who = TargetPlayer
		w.targets = []string{"player"}
	case "controller":
		if len(w.targets) == 0 {
			return p.errf("who:controller needs a target: (often target:same)")
		}
		e.Who = TargetsController
	}
	return nil
}

// effectTargets resolves the target: words of e into indexes of a.Targets.
func (p *parser) effectTargets(a *Ability, e *Effect, r effectRule, targets []string, last *int8) error {
	allowed := r.kinds
	if e.Who == TargetsController {
		allowed = permanentKinds | spellKinds
	}
	for i, t := range targets {
		var idx int8
		if t == "same" {
			if *last < 0 {
				return p.errf("target:same with no earlier target")
			}
			idx = *last
			if k := a.Targets[idx].Kind; !allowed.has(k) {
				return p.errf("target:same is a %s target, which %s cannot use", k, e.Kind)
			}
		} else {
			spec, err := parseSpec(t)
			if err != nil {
				return p.errf("%v", err)
			}
			if !allowed.has(spec.Kind) {
				return p.errf("%s cannot target %s", e.Kind, spec.Kind)
			}
			if len(a.Targets) >= 8 {
				return p.errf("too many targets in one ability")
			}
			a.Targets = append(a.Targets, spec)
			idx = int8(len(a.Targets) - 1)
		}
		if i == 0 {
			e.Target = idx
		} else {
			e.Target2 = idx
		}
	}
	return nil
}
