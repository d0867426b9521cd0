package ai

import (
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// policy is the rules player behind easy and medium, and the rollout
// player of hard. It decides from one seat's view and the legal actions.
type policy struct {
	r       *rand.Rand
	noise   float64 // chance of a random sensible action (easy)
	careful bool    // trades, counter-attacks, holding tricks (medium)
	k       knobs
	m       memo
}

// knobs are the tuned constants of the careful policy.
type knobs struct {
	holdInstants bool    // keep instants for the opponent's turn
	crackBack    bool    // keep enough creatures home to survive the counter-attack
	attackTrade  float64 // attack into a trade when ours is worth at most theirs plus this
	fearDouble   bool    // fear two blockers killing a small attacker
	blockTrade   float64 // block into a trade when theirs is worth at least ours minus this
}

// mediumKnobs are the medium player's constants.
var mediumKnobs = knobs{holdInstants: true, crackBack: true, attackTrade: 0.5, blockTrade: 0.5}

// memo is what a policy remembers between the small decisions of one
// spell or ability: the engine's decisions do not say which ability is
// being activated or how many targets are chosen.
type memo struct {
	src       rules.ObjID // the card or permanent being cast or activated; NoObj: none
	ability   int         // -1: the card is cast; else the ability's index
	trigger   bool        // a triggered ability's targets are being chosen
	x         int
	targets   []rules.Target
	cancelled []cancelled
}

// cancelled remembers a cast given up, so it is not tried again at once.
type cancelled struct {
	turn int
	step rules.Step
	obj  rules.ObjID
}

func newPolicy(seed uint64, stream uint64, noise float64, careful bool) *policy {
	return &policy{r: rand.New(rand.NewPCG(seed, stream)), noise: noise, careful: careful, k: mediumKnobs, m: memo{src: rules.NoObj}}
}

// decide returns one of w.Legal().
func (p *policy) decide(w world) rules.Action {
	legal := w.Legal()
	if len(legal) == 1 {
		p.note(legal[0], w.Pending(), 0, 0)
		return legal[0]
	}
	v := w.View()
	b := newBoard(v)
	a := p.choose(b, legal)
	if !contains(legal, a) {
		a = fallback(legal)
	}
	p.note(a, v.Pending, v.Turn, v.Step)
	return a
}

// choose dispatches on the kind of decision.
func (p *policy) choose(b *board, legal []rules.Action) rules.Action {
	d := b.v.Pending
	if p.noise > 0 && p.r.Float64() < p.noise {
		switch d.Kind {
		case rules.DecidePriority, rules.DecideTarget, rules.DecideAttackers, rules.DecideBlockers:
			return sensible(legal, p.r)
		}
	}
	switch d.Kind {
	case rules.DecideMulligan:
		return p.mulligan(b, legal)
	case rules.DecidePriority:
		return p.priority(b, legal)
	case rules.DecideX:
		return largestX(legal)
	case rules.DecideTarget:
		return p.target(b, legal)
	case rules.DecidePay:
		return pay(legal)
	case rules.DecideAttackers:
		return p.attack(b, legal)
	case rules.DecideBlockers:
		return p.block(b, legal)
	case rules.DecideChoice:
		return p.choice(b, legal)
	}
	return fallback(legal)
}

// note updates the memo after the policy (or a search using it) took a.
func (p *policy) note(a rules.Action, d rules.Decision, turn int, step rules.Step) {
	switch a.Kind {
	case rules.ActCast:
		p.m = memo{src: a.Obj, ability: -1, cancelled: p.m.cancelled}
	case rules.ActActivate:
		p.m = memo{src: a.Obj, ability: int(a.Index), cancelled: p.m.cancelled}
	case rules.ActChooseX:
		p.m.x = int(a.Index)
	case rules.ActTarget:
		if p.m.src != d.Source {
			p.m = memo{src: d.Source, trigger: true, cancelled: p.m.cancelled}
		}
		p.m.targets = append(p.m.targets, a.Target)
	case rules.ActAutoPay, rules.ActPayPool:
		p.m = memo{src: rules.NoObj, cancelled: p.m.cancelled}
	case rules.ActCancel:
		keep := p.m.cancelled[:0]
		for _, c := range p.m.cancelled {
			if c.turn == turn {
				keep = append(keep, c)
			}
		}
		p.m = memo{src: rules.NoObj, cancelled: append(keep, cancelled{turn, step, d.Source})}
	case rules.ActPass:
		p.m.src = rules.NoObj
	}
}

// wasCancelled reports whether casting obj was given up this step.
func (p *policy) wasCancelled(obj rules.ObjID, v *rules.View) bool {
	for _, c := range p.m.cancelled {
		if c.obj == obj && c.turn == v.Turn && c.step == v.Step {
			return true
		}
	}
	return false
}

// castInfo says what the pending target or X decision is about: the card
// or ability being cast, or the triggered ability being put on the stack.
func (p *policy) castInfo(b *board) (d *card.Def, ab *card.Ability, asSpell bool) {
	src := b.v.Pending.Source
	if p.m.src == src && !p.m.trigger && p.m.src != rules.NoObj {
		if p.m.ability < 0 {
			if c := b.handCard(src); c != nil && c.Def != nil {
				return c.Def, spellAbility(c.Def), true
			}
		} else if c := b.obj(src); c != nil && c.Def != nil {
			d := baseDef(c)
			if p.m.ability < len(d.Abilities) {
				return d, &d.Abilities[p.m.ability], false
			}
		}
	}
	c := b.card(src)
	if c == nil || c.Def == nil {
		return nil, nil, false
	}
	d = baseDef(c)
	for i := range d.Abilities {
		if d.Abilities[i].Kind == card.Triggered && len(d.Abilities[i].Targets) > 0 {
			return d, &d.Abilities[i], false
		}
	}
	return d, nil, false
}

// target chooses the best-scoring target for the pending target decision.
func (p *policy) target(b *board, legal []rules.Action) rules.Action {
	d, ab, asSpell := p.castInfo(b)
	if p.m.src != b.v.Pending.Source {
		p.m = memo{src: b.v.Pending.Source, trigger: true, cancelled: p.m.cancelled}
	}
	i := len(p.m.targets)
	first := rules.PlayerTarget(rules.NoSeat)
	if i > 0 {
		first = p.m.targets[0]
	}
	sacCost := d == nil || i >= len(specsOf(d, ab, asSpell))
	best, bs := fallback(legal), -1e18
	for _, a := range legal {
		if a.Kind != rules.ActTarget {
			continue
		}
		var s float64
		if sacCost {
			// A sacrifice cost, or something unknown: give up the least.
			if c := b.obj(a.Target.Obj); c != nil {
				s = -permValue(c)
				if b.foe(c.Controller) {
					s = -s
				}
			}
		} else {
			s = b.scoreTarget(d, ab, asSpell, b.v.Pending.Source, i, a.Target, first, p.m.x)
		}
		if !p.careful && s > 0 {
			s = p.r.Float64() // any target that helps will do
		}
		if s > bs {
			best, bs = a, s
		}
	}
	return best
}

// pay pays automatically when it can.
func pay(legal []rules.Action) rules.Action {
	for _, k := range []rules.ActionKind{rules.ActAutoPay, rules.ActPayPool, rules.ActTapMana} {
		for _, a := range legal {
			if a.Kind == k {
				return a
			}
		}
	}
	return fallback(legal)
}

// contains reports whether a is one of legal.
func contains(legal []rules.Action, a rules.Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}

// fallback is a safe legal action: anything but cancel, if possible.
func fallback(legal []rules.Action) rules.Action {
	for _, a := range legal {
		if a.Kind != rules.ActCancel {
			return a
		}
	}
	return legal[0]
}

// sensible picks a random legal action that is not cancel or tapping a
// single land by hand.
func sensible(legal []rules.Action, r *rand.Rand) rules.Action {
	n := 0
	for _, a := range legal {
		if a.Kind != rules.ActCancel && a.Kind != rules.ActTapMana {
			n++
		}
	}
	if n == 0 {
		return fallback(legal)
	}
	k := r.IntN(n)
	for _, a := range legal {
		if a.Kind != rules.ActCancel && a.Kind != rules.ActTapMana {
			if k == 0 {
				return a
			}
			k--
		}
	}
	return fallback(legal)
}

// largestX returns the ActChooseX with the largest X.
func largestX(legal []rules.Action) rules.Action {
	best := fallback(legal)
	for _, a := range legal {
		if a.Kind == rules.ActChooseX && (best.Kind != rules.ActChooseX || a.Index > best.Index) {
			best = a
		}
	}
	return best
}
