package control

import (
	"fmt"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// guard is a harmful spell dropped on the viewer's own creature, spell or
// self, or a helpful one dropped on an opponent's creature, spell or
// opponent, held back until they confirm it (Cast) or not (Cancel).
type guard struct {
	obj rules.ObjID // the spell in hand
	on  layout.Hit  // where it was dropped
	// text is what the spell would do: "Ember Lash deals 2 damage to your
	// Sparkrunner", "Surge of Sap gives Bea's Mossback Grower +3/+3".
	text string
	at   uint64 // the game's action count when it was asked
}

// guardOpen reports whether a drop waits for the viewer's confirmation:
// nothing happened in the game since it was asked.
func (c *guards) guardOpen() bool {
	return c.guard != nil && c.guard.at == c.t.Actions()
}

// guardUI asks whether to cast a harmful spell on the viewer's own thing
// or a helpful one on an opponent's.
func (c *guards) guardUI() {
	c.prompter.say("%s — cast it anyway?", c.guard.text)
	c.prompter.button("Cast", "", false, btnGuardCast, rules.Action{})
	c.prompter.button("Cancel", "Esc", true, btnGuardCancel, rules.Action{})
}

// confirmGuard casts the spell the viewer confirmed.
func (c *guards) confirmGuard() error {
	if !c.guardOpen() {
		c.guard = nil
		return refuse("There is nothing to confirm")
	}
	g := c.guard
	c.guard = nil
	c.version++
	return c.dropper.dropFromHand(g.obj, g.on, true)
}

// dropGuard forgets a drop waiting for confirmation; it reports whether
// there was one.
func (c *guards) dropGuard() bool {
	if c.guard == nil {
		return false
	}
	open := c.guardOpen()
	c.guard = nil
	c.version++
	return open
}

// harmToOwn describes what the spell o does to its first target t when t
// is the viewer, or a permanent or spell they control, and that is harm
// (damage, destruction, exile, a bounce, a tap, -N/-N, a counter, life
// loss, discarding, milling, sacrifice, or a crippling aura):
// "Ember Lash deals 2 damage to your Sparkrunner". It returns "" when the
// target is not the viewer's or the spell does them no harm.
func (c *guards) harmToOwn(o *rules.CardView, t rules.Target) string {
	me := c.Viewer()
	var what string
	var victim *rules.CardView
	if t.IsPlayer() {
		if t.Player != me {
			return ""
		}
		what = "you"
	} else {
		victim = c.sight.card(t.Obj)
		if victim == nil || victim.Controller != me {
			return ""
		}
		what = "your " + cardName(victim)
	}
	return describe(o, t, victim, what, auraHarm, func(e *card.Effect, onPlayer bool) string {
		return harmClause(e, what, onPlayer)
	})
}

// describe writes what spell o does to its first target t ("Name clause
// and clause"), or "": an aura's clause from aura (a format with one %s
// for what, and only when it enchants victim, a permanent), else one
// clause per effect of the spell's ability on that target from clause.
func describe(o *rules.CardView, t rules.Target, victim *rules.CardView, what string,
	aura func(*card.Def) string, clause func(e *card.Effect, onPlayer bool) string) string {
	name := cardName(o)
	def := o.Def
	var clauses []string
	if def.Enchant != nil {
		// Target 0 is the permanent the aura enchants.
		if f := aura(def); f != "" && victim != nil {
			clauses = append(clauses, fmt.Sprintf(f, what))
		}
		return join(name, clauses)
	}
	ab := spellAbility(def)
	if ab == nil {
		return ""
	}
	for i := range ab.Effects {
		e := &ab.Effects[i]
		if e.Target != 0 {
			continue
		}
		onPlayer := e.Who == card.TargetPlayer || e.Who == card.TargetsController || t.IsPlayer()
		if s := clause(e, onPlayer); s != "" {
			clauses = append(clauses, s)
		}
	}
	return join(name, clauses)
}

// join writes "Name clause and clause", or "" without clauses.
func join(name string, clauses []string) string {
	if len(clauses) == 0 {
		return ""
	}
	return name + " " + strings.Join(clauses, " and ")
}

// spellAbility returns the ability an instant or sorcery resolves, or nil.
func spellAbility(d *card.Def) *card.Ability {
	for i := range d.Abilities {
		if d.Abilities[i].Kind == card.SpellAbility {
			return &d.Abilities[i]
		}
	}
	return nil
}

// harmClause is one harmful effect on what ("you", "your Sparkrunner")
// as a clause after the spell's name, or "" for a helpful or neutral one.
// onPlayer says the effect acts on the target's player.
func harmClause(e *card.Effect, what string, onPlayer bool) string {
	n := fmt.Sprint(e.Amount)
	if e.AmountX {
		n = "X"
	}
	const player = "you" // the target's controller, or the target player
	switch e.Kind {
	case card.Damage:
		return "deals " + n + " damage to " + what
	case card.Destroy:
		return "destroys " + what
	case card.Exile:
		return "exiles " + what
	case card.Bounce:
		return "returns " + what + " to your hand"
	case card.Tap:
		return "taps " + what
	case card.Pump:
		if e.Power < 0 || e.Toughness < 0 {
			return fmt.Sprintf("gives %s %+d/%+d", what, e.Power, e.Toughness)
		}
	case card.CounterSpell:
		return "counters " + what
	case card.LoseLife:
		if onPlayer {
			return "makes " + player + " lose " + n + " life"
		}
	case card.Discard:
		if onPlayer {
			return "makes " + player + " discard " + n + " " + nouns(e, "card")
		}
	case card.Mill:
		if onPlayer {
			return "makes " + player + " mill " + n + " " + nouns(e, "card")
		}
	case card.Sacrifice:
		if onPlayer {
			return "makes " + player + " sacrifice " + n + " " + nouns(e, "creature")
		}
	}
	return ""
}

// nouns is noun, with an s unless the amount is exactly one.
func nouns(e *card.Effect, noun string) string {
	if e.Amount == 1 && !e.AmountX {
		return noun
	}
	return noun + "s"
}

// auraHarm is what a harmful aura does to what it enchants, as a format
// with one %s for it ("keeps %s from attacking"), or "" for a helpful one.
func auraHarm(d *card.Def) string {
	for i := range d.Abilities {
		s := d.Abilities[i].Static
		if s == nil || s.Affects != card.AffectsEnchanted {
			continue
		}
		switch {
		case s.Power < 0 || s.Toughness < 0:
			return fmt.Sprintf("gives %%s %+d/%+d", s.Power, s.Toughness)
		case s.CantAttack && s.CantBlock:
			return "keeps %s from attacking and blocking"
		case s.CantAttack:
			return "keeps %s from attacking"
		case s.CantBlock:
			return "keeps %s from blocking"
		}
	}
	return ""
}
