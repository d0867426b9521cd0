package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/netplay"
)

// dealJoined gives rec's remote seats the names their people sat down
// with and, where the variant plays the seats' own decks (the standard
// game, and the archenemies' opponents), the decks they brought; the
// other variants deal every deck themselves, and a deck brought there is
// left out with a line in the host's log.
func dealJoined(rec *record.Record, joined []netplay.Joined, variantName string, stderr io.Writer) {
	for s, j := range joined {
		if j.Name == "" {
			continue
		}
		rec.Seats[s].Name = j.Name
		if j.Deck == nil {
			continue
		}
		if v, ok := schemeVariant(variantName); ok && v.Archenemy(s) {
			fmt.Fprintf(stderr, "host: %s brought a deck, but an archenemy plays a theme deck; it is left out\n", j.Name)
			continue
		}
		if !ownDeckSeat(variantName, s) {
			fmt.Fprintf(stderr, "host: %s brought a deck, but this variant deals the decks; it is left out\n", j.Name)
			continue
		}
		rec.Seats[s].Deck, rec.Seats[s].DeckName = j.Deck, j.Name+"'s deck"
	}
}

// ownDeckSeat reports whether seat s of the named variant plays a deck
// of its own, which a joiner may bring: in the standard game every seat,
// under Archenemy and Rumble every seat but an archenemy's (theirs comes
// with its schemes).
func ownDeckSeat(variantName string, s int) bool {
	if v, ok := schemeVariant(variantName); ok {
		return !v.Archenemy(s)
	}
	return variantName == "plain"
}

// dealtSeats says who plays each seat of g with which deck (rec's), for
// the host's log.
func dealtSeats(g *rules.Game, rec *record.Record) string {
	var parts []string
	for s, st := range rec.Seats {
		parts = append(parts, fmt.Sprintf("seat %d %s with %s", s+1, g.Player(rules.Seat(s)).Name, st.DeckName))
	}
	return strings.Join(parts, "; ")
}
