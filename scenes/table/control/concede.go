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
	if _, up := c.run.Curtain(); up {
		return false
	}
	v := c.Viewer()
	return c.IsHuman(v) && c.g.CanConcede(v)
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
	if err := c.run.ApplyOutOfTurn(rules.Concede(c.Viewer())); err != nil {
		return refuse("You can't concede now")
	}
	c.version++
	return nil
}

// peopleConceded reports whether every person at the table has left the
// game and at least one of them conceded, while computers play on: the
// game is over for the table (nobody is left to play or watch it).
func (c *Results) peopleConceded() bool {
	if c.run == nil {
		return false // not started yet
	}
	conceded := false
	for _, s := range c.run.People() {
		p := c.g.Player(s)
		if !p.Lost {
			return false
		}
		conceded = conceded || p.Conceded
	}
	return conceded
}

// tableGame is the game as the match runner sees it: over when the
// rules say so, or when the people conceded and only computers are left.
type tableGame struct {
	*rules.Game
	c *Controller
}

// Over implements match.Engine.
func (t tableGame) Over() bool { return t.Game.Over() || t.c.results.peopleConceded() }
