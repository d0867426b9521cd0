package control

import (
	"github.com/kitchentable/kitchentable/game/rules"
)

// CanConcede reports whether the person in front of the screen may
// concede now: the game goes on, the curtain is down and their seat is
// still in it (a replay concedes nothing).
func (c *Results) CanConcede() bool {
	if c.replay != nil || c.Over() {
		return false
	}
	if _, up := c.t.Curtain(); up {
		return false
	}
	v := c.Viewer()
	return c.IsHuman(v) && c.t.CanConcede(v)
}

// Concede ends the game as a loss for the person in front of the screen,
// whoever must decide now: their seat leaves the game, and the others
// play on while more than one side is left (with only computers left,
// the table's game is over for the people: see Over).
func (c *Results) Concede() error {
	if !c.CanConcede() {
		return refuse("You can't concede now")
	}
	c.clearSelection()
	if err := c.t.ApplyOutOfTurn(rules.Concede(c.Viewer())); err != nil {
		return refuse("You can't concede now")
	}
	c.version++
	return nil
}
