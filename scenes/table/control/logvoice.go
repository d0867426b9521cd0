package control

import "github.com/kitchentable/kitchentable/game/rules"

// SpokenTo reports whether seat s is the one person at a table of
// computers, whom the table speaks to as "you" rather than by name.
func (c *Replayer) SpokenTo(s rules.Seat) bool {
	return c.replay == nil && s == c.reader && s != rules.NoSeat
}
