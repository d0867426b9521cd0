package netplay

import (
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/variant"
)

// SeatJoiners gives rec's remote seats the names their people sat down
// with and, where the variant plays the seats' own decks (the standard
// game, and the archenemies' opponents), the decks they brought; the
// other variants deal every deck themselves, and a deck brought there is
// left out with a line to logf.
func SeatJoiners(rec *record.Record, joined []Joined, logf func(format string, args ...any)) {
	for s, j := range joined {
		if j.Name == "" || s >= len(rec.Seats) {
			continue
		}
		rec.Seats[s].Name = j.Name
		if j.Deck == nil {
			continue
		}
		if v, ok := schemeVariant(rec.Variant); ok && v.Archenemy(s) {
			logf("host: %s brought a deck, but an archenemy plays a theme deck; it is left out", j.Name)
			continue
		}
		if !OwnDeckSeat(rec.Variant, s) {
			logf("host: %s brought a deck, but this variant deals the decks; it is left out", j.Name)
			continue
		}
		rec.Seats[s].Deck, rec.Seats[s].DeckName = j.Deck, j.Name+"'s deck"
	}
}

// OwnDeckSeat reports whether seat s of the named variant plays a deck
// of its own, which a joiner may bring: in the standard game every seat,
// under Archenemy and Rumble every seat but an archenemy's (theirs comes
// with its schemes).
func OwnDeckSeat(variantName string, s int) bool {
	if v, ok := schemeVariant(variantName); ok {
		return !v.Archenemy(s)
	}
	return variantName == "plain"
}

// schemeVariant returns the named variant when it plays schemes.
func schemeVariant(name string) (*variant.Variant, bool) {
	v, ok := variant.Lookup(name)
	return v, ok && v.Schemes != variant.NoSchemes
}
