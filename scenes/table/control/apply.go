package control

import (
	"github.com/kitchentable/kitchentable/game/rules"
)

// apply applies a decision of the person in front of the screen; an
// illegal one, or one that is not theirs to make, changes nothing.
func (c *Controller) apply(a rules.Action) error { return c.t.Apply(a) }

// applied is the runner's hook after every action, the people's and the
// computers': it records the action, ends the staging and menus of the
// decision it belonged to, and counts spells and damage for the summary.
func (c *Controller) applied(a rules.Action, events []rules.Event) {
	c.rec.Add(a)
	c.settle(a, events)
}

// settle ends, after action a, the staging and menus of the decision
// it belonged to, and counts spells and damage in its events.
func (c *Controller) settle(a rules.Action, events []rules.Event) {
	if a.Kind == rules.ActChooseX {
		c.prompter.lastX = int(a.Index)
	}
	c.combat.stagedAtk = c.combat.stagedAtk[:0]
	c.combat.stagedBlk = c.combat.stagedBlk[:0]
	c.selector.menu = rules.NoObj
	c.results.count(events)
	if c.passes.ordering != rules.NoSeat && c.sight.pending().Kind == rules.DecidePriority {
		c.passes.ordering = rules.NoSeat // every trigger is on the stack
	}
	c.passes.watchPasses(events)
}

// count counts spells and damage for the summary.
func (c *Results) count(events []rules.Event) {
	for _, e := range events {
		if e.Seat < 0 || int(e.Seat) >= rules.MaxSeats {
			continue
		}
		switch e.Kind {
		case rules.EvCast:
			c.stats[e.Seat].spells++
		case rules.EvDamage:
			if e.Target.IsPlayer() && e.Target.Player != e.Seat {
				c.stats[e.Seat].damage += e.Amount
			}
		}
	}
}

// Log returns the game log as the viewer may read it, oldest line first.
// It never names a card hidden from the viewer.
func (c *Controller) Log() []string { return c.t.Log() }

// Tick runs once per frame. It lets the match move on (package match): a
// computer's finished decision or an automatic pass, done or payment for
// a person, at most one a tick and none while busy (animations still
// running), or the curtain when another person must decide. It returns
// the events of every action applied since the last Tick, the player's
// own input included, for animation (nil if none); the slice is valid
// until the next Tick.
func (c *Controller) Tick(busy bool) []rules.Event {
	if c.replay != nil && !c.replayer.Waiting() {
		busy = true // a replay moves on only when told to (Advance)
	}
	events := c.t.Tick(busy)
	if c.viewOK && c.view.Seat != c.Viewer() {
		c.forgetView() // the screen passed to a teammate: the view is theirs to come
	}
	if _, up := c.t.Curtain(); up != c.curtainUp {
		c.curtainUp = up
		if up {
			c.clearSelection()
		}
	}
	if len(c.opening) > 0 {
		events = append(c.opening, events...)
		c.opening = nil
	}
	return events
}

// autoAction returns the action taken for a person without asking: the only
// legal action, a pass where they have set no stop and the stack is empty,
// a pass over their own spell or ability on top of the stack,
// paying from the mana pool once it holds enough (after the player tapped
// lands by hand), or automatic payment when the settings say so.
func (c *Passes) autoAction(d rules.Decision) (rules.Action, bool) {
	legal := c.legalNow()
	if len(legal) == 0 {
		return rules.Action{}, false
	}
	if len(legal) == 1 {
		return legal[0], true
	}
	if a, ok := c.passAction(d, legal); ok && !c.guards.guardOpen() {
		return a, true
	}
	switch d.Kind {
	case rules.DecidePriority:
		if legal[0].Kind != rules.ActPass || c.guards.guardOpen() {
			break
		}
		stack := c.View().Stack
		if len(stack) == 0 && !c.stopAt(d.Seat) {
			return legal[0], true
		}
		// The player's own spell or ability on top: let it resolve (the
		// others still get to answer it), as card players expect after
		// casting something — unless full control holds priority on
		// their own spells.
		if top := len(stack) - 1; top >= 0 && stack[top].Controller == d.Seat &&
			!(stack[top].IsSpell && c.settings.HoldsPriority()) {
			return legal[0], true
		}
	case rules.DecidePay:
		for _, a := range legal {
			if a.Kind == rules.ActPayPool || a.Kind == rules.ActAutoPay && c.settings.PaysAutomatically() {
				return a, true
			}
		}
	case rules.DecideChoice:
		// Copies of one trigger (a scheme that triggers once per
		// attacker, say) go on the stack in any order: nothing to ask.
		// So do the triggers of a seat that accepted the listed order.
		if d.Purpose == rules.ChooseTriggerOrder && (!c.t.TriggerOrderMatters() || c.ordering == d.Seat) {
			for _, a := range legal {
				if a.Kind == rules.ActChoose {
					return a, true
				}
			}
		}
	}
	return rules.Action{}, false
}

// stopAt reports whether the settings stop for seat s at the current step.
func (c *Passes) stopAt(s rules.Seat) bool {
	return c.settings.StopsAt(c.ownTurn(s), int(c.View().Step))
}

// ownTurn reports whether it is seat s's turn (or its team's shared turn).
func (c *Passes) ownTurn(s rules.Seat) bool {
	a := c.View().Active
	if a == s {
		return true
	}
	return c.View().Options.SharedTeamTurns && c.sight.player(a).Team == c.sight.player(s).Team
}
