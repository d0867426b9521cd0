package control

import (
	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/rules"
)

// apply carries out one action on the game, records it, logs and counts
// its events and queues them for the scene. Staging and menus end with the
// decision they belonged to.
func (c *Controller) apply(a rules.Action) error {
	events, err := c.g.Apply(a)
	if err != nil {
		return err
	}
	c.rec.Add(a)
	if a.Kind == rules.ActChooseX {
		c.lastX = int(a.Index)
	}
	c.gameVer++
	c.version++
	c.stagedAtk = c.stagedAtk[:0]
	c.stagedBlk = c.stagedBlk[:0]
	c.menu = rules.NoObj
	c.note(c.g, events)
	c.queued = append(c.queued, events...)
	return nil
}

// note adds the log lines of events for every seat that may view the
// table and counts spells and damage for the summary.
func (c *Controller) note(g *rules.Game, events []rules.Event) {
	for _, s := range c.logSeats {
		c.logs[s] = append(c.logs[s], gamelog.Lines(g, events, s, gamelog.WithNames())...)
	}
	for _, e := range events {
		if e.Seat < 0 || int(e.Seat) >= rules.MaxSeats {
			continue
		}
		switch e.Kind {
		case rules.EvCast:
			c.stats[e.Seat].spells++
		case rules.EvDamage:
			c.stats[e.Seat].damage += e.Amount
		}
	}
}

// addLog adds a line to every viewer's log.
func (c *Controller) addLog(line string) {
	for _, s := range c.logSeats {
		c.logs[s] = append(c.logs[s], line)
	}
	c.version++
}

// Log returns the game log as the viewer may read it, oldest line first.
// It never names a card hidden from the viewer.
func (c *Controller) Log() []string { return c.logs[c.viewer] }

// Tick runs once per frame. It collects or starts computer thinking and,
// unless busy (animations still running), applies at most one action: a
// computer's finished decision or an automatic pass, done or payment for a
// person. It returns the events of every action applied since the last
// Tick, including those of the player's own input, for animation (nil if
// none); the slice is valid until the next Tick.
func (c *Controller) Tick(busy bool) []rules.Event {
	if !c.think.closed && !c.g.Over() {
		d := c.g.Pending()
		if c.players[d.Seat] != nil {
			c.tickComputer(busy, d.Seat)
		} else if !busy {
			c.tickHuman(d)
		}
	}
	c.out, c.queued = c.queued, c.out[:0]
	if len(c.out) == 0 {
		return nil
	}
	return c.out
}

// tickHuman takes a person's automatic action, or raises the curtain when
// another person than the viewer must really decide.
func (c *Controller) tickHuman(d rules.Decision) {
	if a, ok := c.autoAction(d); ok {
		_ = c.apply(a) // a legal action
		return
	}
	if c.curtain && c.behind != d.Seat || !c.curtain && d.Seat != c.viewer {
		// Another person must decide (or, while the curtain was up, the
		// game moved on past the one it waited for): they come to the
		// screen.
		c.curtain, c.behind = true, d.Seat
		c.clearSelection()
		c.version++
	}
}

// autoAction returns the action taken for a person without asking: the only
// legal action, a pass where they have set no stop and the stack is empty,
// a pass over their own spell or ability on top of the stack,
// paying from the mana pool once it holds enough (after the player tapped
// lands by hand), or automatic payment when the settings say so.
func (c *Controller) autoAction(d rules.Decision) (rules.Action, bool) {
	legal := c.legalNow()
	if len(legal) == 0 {
		return rules.Action{}, false
	}
	if len(legal) == 1 {
		return legal[0], true
	}
	switch d.Kind {
	case rules.DecidePriority:
		if legal[0].Kind != rules.ActPass {
			break
		}
		stack := c.View().Stack
		if len(stack) == 0 && !c.stopAt(d.Seat) {
			return legal[0], true
		}
		// The player's own spell or ability on top: let it resolve (the
		// others still get to answer it), as card players expect after
		// casting something.
		if len(stack) > 0 && stack[len(stack)-1].Controller == d.Seat {
			return legal[0], true
		}
	case rules.DecidePay:
		for _, a := range legal {
			if a.Kind == rules.ActPayPool || a.Kind == rules.ActAutoPay && c.settings.AutoPay {
				return a, true
			}
		}
	}
	return rules.Action{}, false
}

// stopAt reports whether the settings stop for seat s at the current step.
func (c *Controller) stopAt(s rules.Seat) bool {
	step := int(c.g.Step())
	if step >= len(c.settings.Stops.Mine) {
		return false
	}
	if c.ownTurn(s) {
		return c.settings.Stops.Mine[step]
	}
	return c.settings.Stops.Theirs[step]
}

// ownTurn reports whether it is seat s's turn (or its team's shared turn).
func (c *Controller) ownTurn(s rules.Seat) bool {
	a := c.g.Active()
	if a == s {
		return true
	}
	return c.g.Options().SharedTeamTurns && c.g.Player(a).Team == c.g.Player(s).Team
}
