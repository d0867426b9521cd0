package rules

import "github.com/kitchentable/kitchentable/game/card"

// optionProgress is how far an opponents' choice (each-opponent-chooses)
// has gone while it resolves: which opponent chooses now, what they chose
// and how far the chosen effects have gone.
type optionProgress struct {
	// inside marks the resolveState that runs a chosen option's effects
	// (with chooser as "you").
	inside  bool
	chooser Seat
	// chosen says the current opponent has chosen option.
	chosen bool
	option int8
	// effect and sub are the progress through the chosen option's effects,
	// as resolveState.effect and sub are through the ability's.
	effect, sub int
}

// choosingOpponents lists the opponents of the ability's controller still
// in the game, in turn order from the active player.
func (g *Game) choosingOpponents(r *resolveState) []Seat {
	var out []Seat
	for _, s := range g.seatOrder(g.active) {
		if g.opponents(s, r.item.controller) {
			out = append(out, s)
		}
	}
	return out
}

// opponentsChoose runs an each-opponent-chooses effect: each opponent in
// turn order chooses an option, which then happens to them. It returns
// false when it stopped for a choice.
func (g *Game) opponentsChoose(r *resolveState, e *card.Effect) bool {
	if e.Choices == nil {
		return true
	}
	opps := g.choosingOpponents(r)
	for r.sub < len(opps) {
		s := opps[r.sub]
		if !r.opt.chosen {
			g.choice = &choiceState{purpose: ChooseOption, seat: s, count: 1, source: r.item.obj,
				options: g.optionTexts(r, e), allowed: g.possibleOptions(s, e)}
			return false
		}
		inner := resolveState{item: r.item, legal: r.legal,
			opt: optionProgress{inside: true, chooser: s}, effect: r.opt.effect, sub: r.opt.sub}
		list := e.Choices[r.opt.option]
		for inner.effect < len(list) {
			done := g.doEffect(&inner, &list[inner.effect])
			if done {
				inner.effect++
				inner.sub = 0
			}
			if g.choice != nil || len(g.draws) > 0 || g.over {
				r.opt.effect, r.opt.sub = inner.effect, inner.sub
				return false
			}
		}
		r.opt = optionProgress{}
		r.sub++
	}
	return true
}

// optionTexts returns the rules text of the two options of e in the
// choosing opponent's voice ("You lose 3 life.", "… and Ada draws a card.").
func (g *Game) optionTexts(r *resolveState, e *card.Effect) [2]string {
	ab := g.itemAbility(&r.item)
	if ab == nil {
		return [2]string{}
	}
	owner := g.players[r.item.controller].Name
	return [2]string{card.OptionTextFor(r.item.def, ab, e, 0, owner), card.OptionTextFor(r.item.def, ab, e, 1, owner)}
}

// possibleOptions returns which options of e seat s may choose: an option
// whose every effect is a sacrifice or discard that s cannot do (no
// creature, no card in hand) may not be chosen while the other can be
// done; when neither can, both may be chosen.
func (g *Game) possibleOptions(s Seat, e *card.Effect) [2]bool {
	var ok [2]bool
	for i := range ok {
		ok[i] = g.optionDoable(s, e.Choices[i])
	}
	if !ok[0] && !ok[1] {
		return [2]bool{true, true}
	}
	return ok
}

// optionDoable reports whether some effect of an option would do
// something to the choosing seat s or for the owner.
func (g *Game) optionDoable(s Seat, effects []card.Effect) bool {
	for i := range effects {
		e := &effects[i]
		switch {
		case e.Who == card.Owner || e.Kind == card.CreateToken:
			return true
		case e.Kind == card.Discard:
			if len(g.players[s].Hand) > 0 {
				return true
			}
		case e.Kind == card.Sacrifice:
			for _, id := range g.bf {
				if o := &g.objs[id]; o.Controller == s && o.Types.Has(card.Creature) {
					return true
				}
			}
		default:
			return true
		}
	}
	return false
}
