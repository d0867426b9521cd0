package control

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// Actionable reports whether the viewer can do something with obj now, so
// the scene makes it glow: play or cast it, activate its ability, attack or
// block with it, tap it for mana while paying, or pick it as a target or
// choice. Under Landless a card that is not a land and can only be played
// as one (LandOnly) does not count: it would make the whole hand glow.
func (c *Selection) Actionable(obj rules.ObjID) bool {
	if obj < 0 || c.mine() != nil {
		return false
	}
	for _, a := range c.legalNow() {
		switch a.Kind {
		case rules.ActPlayLand:
			if a.Obj == obj && c.isLand(obj) {
				return true
			}
		case rules.ActCast, rules.ActActivate, rules.ActAttack, rules.ActBlock,
			rules.ActTapMana, rules.ActChoose:
			if a.Obj == obj {
				return !c.hands.StagedInHand(obj)
			}
		case rules.ActTarget:
			if !a.Target.IsPlayer() && a.Target.Obj == obj {
				return true
			}
		}
	}
	return false
}

// LandOnly reports whether obj, a card that is not a land, can be played
// now only as a land (Landless: its land drop is open but it cannot be
// cast), so the table can say so instead of making it glow.
func (c *Selection) LandOnly(obj rules.ObjID) bool {
	if obj < 0 || c.mine() != nil {
		return false
	}
	asLand := false
	for _, a := range c.legalNow() {
		if a.Obj != obj {
			continue
		}
		switch a.Kind {
		case rules.ActPlayLand:
			asLand = true
		case rules.ActCast, rules.ActActivate:
			return false
		}
	}
	return asLand && !c.isLand(obj)
}

// isLand reports whether obj's own card is a land.
func (c *Selection) isLand(obj rules.ObjID) bool {
	o := c.sight.card(obj)
	return o != nil && o.Def != nil && o.Def.IsLand()
}

// Selectable reports whether clicking h is a legal pick now: a target while
// choosing targets, a card to choose while something resolves (in
// Live-Draft a row card, the discard pile's top card or the library), or
// a mana source while paying.
func (c *Selection) Selectable(h layout.Hit) bool {
	if c.mine() != nil {
		return false
	}
	switch c.sight.pending().Kind {
	case rules.DecideTarget:
		for _, a := range c.legalNow() {
			if targetMatches(a, h) {
				return true
			}
		}
	case rules.DecideMulligan:
		return h.Kind == layout.HitCard && c.hands.stageable(h.Obj) && !c.hands.StagedInHand(h.Obj)
	case rules.DecideChoice:
		if c.hands.handPurpose(c.sight.pending()) {
			return h.Kind == layout.HitCard && c.hands.stageable(h.Obj) && !c.hands.StagedInHand(h.Obj)
		}
		if _, ok := c.drafter.draftChoice(h); ok {
			return true
		}
		if h.Kind != layout.HitCard {
			return false
		}
		for _, a := range c.legalNow() {
			if a.Kind == rules.ActChoose && a.Obj == h.Obj {
				return true
			}
		}
	case rules.DecidePay:
		if h.Kind != layout.HitCard {
			return false
		}
		for _, a := range c.legalNow() {
			if a.Kind == rules.ActTapMana && a.Obj == h.Obj {
				return true
			}
		}
	}
	return false
}

// Choices returns the picks of the current decision that are not on the
// table: looked-at or searched-for cards, options (scry, pay or
// sacrifice, trigger order), values of X, and the abilities or mana kinds
// of a permanent clicked when it has several.
func (c *Selection) Choices() []layout.Choice {
	c.prompter.ensureUI()
	return c.prompter.ui.choices
}

// PickChoice picks Choices()[i].
func (c *Selection) PickChoice(i int) error {
	c.prompter.ensureUI()
	if i < 0 || i >= len(c.prompter.ui.choiceActs) {
		return refuse("There is no such choice")
	}
	if c.sorter.Sorting() {
		return c.sorter.togglePick(c.prompter.ui.choiceActs[i].Obj)
	}
	return c.userApply(c.prompter.ui.choiceActs[i])
}
