package main

import (
	"fmt"
	"strings"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
)

// dealtSeats says who plays each seat of g with which deck (rec's), for
// the host's log.
func dealtSeats(g *rules.Game, rec *record.Record) string {
	var parts []string
	for s, st := range rec.Seats {
		parts = append(parts, fmt.Sprintf("seat %d %s with %s", s+1, g.Player(rules.Seat(s)).Name, st.DeckName))
	}
	return strings.Join(parts, "; ")
}
