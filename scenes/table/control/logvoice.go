package control

import (
	"github.com/kitchentable/kitchentable/game/match"
	"github.com/kitchentable/kitchentable/game/rules"
)

// lonePerson returns the seat of the only person among players (nil
// entries are people), or NoSeat when there are none or several.
func lonePerson(players []match.Player[*rules.Knowledge, rules.Action]) rules.Seat {
	seat := rules.NoSeat
	for i, p := range players {
		if p != nil {
			continue
		}
		if seat != rules.NoSeat {
			return rules.NoSeat
		}
		seat = rules.Seat(i)
	}
	return seat
}

// SpokenTo reports whether seat s is the one person at a table of
// computers, whom the table speaks to as "you" rather than by name.
func (c *Replayer) SpokenTo(s rules.Seat) bool {
	return c.replay == nil && s == c.reader && s != rules.NoSeat
}
