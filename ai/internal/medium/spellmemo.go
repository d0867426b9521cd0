package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// memo is what a policy remembers between the small decisions of one
// spell or ability: the decisions say which source, ability and target
// are pending (Decision.Ability, Decision.TargetIndex), but not the X or
// the targets already chosen. It also remembers casts given up.
type memo struct {
	src       rules.ObjID // the object being cast, activated or triggered; NoObj: none
	x         int
	targets   []rules.Target
	cancelled []cancelled
}

// cancelled remembers a cast given up, so it is not tried again at once.
type cancelled struct {
	turn int
	step rules.Step
	Obj  rules.ObjID
}

// Note updates the memo after the policy (or a search using it) took a.
func (p *Policy) Note(a rules.Action, d rules.Decision, turn int, step rules.Step) {
	switch a.Kind {
	case rules.ActCast, rules.ActActivate:
		p.m = memo{src: a.Obj, cancelled: p.m.cancelled}
	case rules.ActChooseX:
		p.m.x = int(a.Index)
	case rules.ActTarget:
		if p.m.src != d.Source {
			p.m = memo{src: d.Source, cancelled: p.m.cancelled} // a triggered ability
		}
		p.m.targets = append(p.m.targets[:min(d.TargetIndex, len(p.m.targets))], a.Target)
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

// NoteForced notes the only legal action. A forced cancel (a payment
// that cannot be finished) still records its turn and step, so that the
// cast is not tried again at once.
func (p *Policy) NoteForced(a rules.Action, w World) {
	turn, step := 0, rules.Step(0)
	if a.Kind == rules.ActCancel {
		v := w.View()
		turn, step = v.Turn, v.Step
	}
	p.Note(a, w.Pending(), turn, step)
}

// wasCancelled reports whether casting obj was given up this step.
func (p *Policy) wasCancelled(obj rules.ObjID, v *rules.View) bool {
	for _, c := range p.m.cancelled {
		if c.Obj == obj && c.turn == v.Turn && c.step == v.Step {
			return true
		}
	}
	return false
}

// castInfo says what the pending target or X decision is about, from the
// decision itself: the card being cast (asSpell) or the ability of its
// source being activated or put on the stack.
func castInfo(b *Board) (d *card.Def, ab *card.Ability, asSpell bool) {
	pd := b.V.Pending
	c := b.Card(pd.Source)
	if c == nil || c.Def == nil {
		return nil, nil, false
	}
	if pd.Ability < 0 {
		return c.Def, cardvalue.SpellAbility(c.Def), true
	}
	d = baseDef(c)
	if pd.Ability < len(d.Abilities) {
		return d, &d.Abilities[pd.Ability], false
	}
	return d, nil, false
}
