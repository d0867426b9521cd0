package control

import "github.com/kitchentable/kitchentable/game/rules"

// PassMode is a standing pass a person asked for with a key: the table
// passes priority for them until something they would want to see
// happens.
type PassMode uint8

// The pass modes.
const (
	// PassNone: the table stops where the player's stops say.
	PassNone PassMode = iota
	// PassToMyTurn (F6, Shift+Space) passes priority, and declares no
	// attackers on the rest of the player's own turn, until their next
	// turn begins. It stops early when an opponent casts a spell or
	// attackers are declared against the player.
	PassToMyTurn
	// PassUntilEvent (F7) passes priority until an opponent casts a
	// spell or attacks, an opponent's spell or ability targets the player
	// or something of theirs, the player's turn begins, or the player has
	// a decision other than passing priority.
	PassUntilEvent
)

// PassKeysHint names the pass keys for the prompt's hint.
const PassKeysHint = "F6: pass until your next turn · F7: until something happens"

// PassUntil starts (or, with PassNone, stops) a standing pass for the
// viewer; the table then passes for them from the next Tick on.
func (c *Passes) PassUntil(m PassMode) error {
	switch {
	case c.replay != nil:
		return refuse("Nobody plays in a replay")
	case c.Over():
		return refuse("The game is over")
	}
	if who, up := c.Curtain(); up {
		return refuse("Waiting for %s to come to the screen", c.name(who))
	}
	v := c.Viewer()
	if !c.IsHuman(v) {
		return refuse("Only a person at the table can pass")
	}
	c.passing[v] = m
	c.selector.menu = rules.NoObj
	c.guards.guard = nil
	c.version++
	return nil
}

// Passing returns the viewer's standing pass (PassNone without one).
func (c *Passes) Passing() PassMode {
	v := c.Viewer()
	if v < 0 || int(v) >= len(c.passing) {
		return PassNone
	}
	return c.passing[v]
}

// passAction returns the action a standing pass takes for d: a pass of
// priority, or no attackers on the passer's own turn until their next.
func (c *Passes) passAction(d rules.Decision, legal []rules.Action) (rules.Action, bool) {
	if d.Seat < 0 || int(d.Seat) >= len(c.passing) {
		return rules.Action{}, false
	}
	m := c.passing[d.Seat]
	switch {
	case m == PassNone:
	case d.Kind == rules.DecidePriority && legal[0].Kind == rules.ActPass:
		return legal[0], true
	case d.Kind == rules.DecideAttackers && m == PassToMyTurn && len(c.combat.stagedAtk) == 0:
		for _, a := range legal {
			if a.Kind == rules.ActAttackDone {
				return a, true
			}
		}
	}
	return rules.Action{}, false
}

// watchPasses ends the standing passes that events (just applied) or the
// decision now pending call for.
func (c *Passes) watchPasses(events []rules.Event) {
	active := false
	for s, m := range c.passing {
		if m == PassNone {
			continue
		}
		if s >= len(c.View().Players) || c.passStopped(rules.Seat(s), m, events) {
			c.passing[s] = PassNone
			c.version++
			continue
		}
		active = true
	}
	if !active {
		return
	}
	d := c.sight.pending()
	if d.Seat < 0 || int(d.Seat) >= len(c.passing) || c.passing[d.Seat] == PassNone || !c.IsHuman(d.Seat) {
		return
	}
	if _, auto := c.autoAction(d); !auto {
		c.passing[d.Seat] = PassNone // a real decision: the player makes it
		c.version++
	}
}

// passStopped reports whether events end seat s's standing pass m: its
// turn began, an opponent cast a spell or declared attackers against it
// (PassUntilEvent: any attack by an opponent), or (PassUntilEvent) an
// opponent's spell or ability on the stack targets s or its permanents.
func (c *Passes) passStopped(s rules.Seat, m PassMode, events []rules.Event) bool {
	for _, e := range events {
		switch e.Kind {
		case rules.EvTurn:
			if c.ownTurn(s) {
				return true
			}
		case rules.EvCast:
			if c.opponents(e.Seat, s) {
				return true
			}
		case rules.EvAttack:
			if e.Seat == s || c.sight.teammates(e.Seat, s) {
				return true
			}
			if m == PassUntilEvent && c.opponents(c.sight.card(e.Obj).Controller, s) {
				return true
			}
		}
	}
	if m != PassUntilEvent || c.sight.pending().Kind != rules.DecidePriority || c.sight.pending().Seat != s {
		return false
	}
	// About to pass for s: every target on the stack is chosen by now.
	for _, it := range c.t.View(s).Stack {
		if !c.opponents(it.Controller, s) {
			continue
		}
		for _, t := range it.Targets {
			if t.IsPlayer() && t.Player == s || !t.IsPlayer() && c.sight.card(t.Obj) != nil && c.sight.card(t.Obj).Controller == s {
				return true
			}
		}
	}
	return false
}

// opponents reports whether seats a and b play against each other.
func (c *Passes) opponents(a, b rules.Seat) bool {
	return a >= 0 && b >= 0 && a != b && !c.sight.teammates(a, b)
}

// passingText is what the prompt says while the viewer's standing pass
// runs, or "" without one.
func (c *Passes) passingText() string {
	switch c.Passing() {
	case PassToMyTurn:
		return "Passing until your next turn (Esc stops)"
	case PassUntilEvent:
		return "Passing until something happens (Esc stops)"
	}
	return ""
}
