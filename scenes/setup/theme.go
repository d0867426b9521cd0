package setup

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// themePrefix starts the name of every ready-made archenemy theme deck.
const themePrefix = "archenemy-"

// themeDefault is how many seats a mode with theme decks starts with when
// it is chosen with fewer: an archenemy against three, or four villains.
const themeDefault = 4

// themeChoices returns the theme deck choices: a random one, then the
// ready-made archenemy theme decks among decks, labelled by name and
// colours (read from cat when it can load them).
func themeChoices(cat *catalog.Catalog, decks []string) []option {
	opts := []option{{randomDeck, "Random theme deck"}}
	for _, d := range decks {
		if strings.HasPrefix(d, themePrefix) {
			opts = append(opts, option{d, themeLabel(cat, d)})
		}
	}
	return opts
}

// themeLabel is a theme deck's name for people: "archenemy-harvest-horde"
// is "Harvest Horde (white–green)", the colours those of its cards.
func themeLabel(cat *catalog.Catalog, name string) string {
	l := DeckLabel(strings.TrimPrefix(name, themePrefix))
	if cat == nil {
		return l
	}
	d, err := cat.Deck(name)
	if err != nil {
		return l
	}
	var set mana.ColorSet
	for _, c := range d.Cards {
		set |= c.Colors
	}
	var cols []string
	for c := mana.Color(0); c < mana.NumColors; c++ {
		if set.Has(c) {
			cols = append(cols, strings.ToLower(c.Name()))
		}
	}
	if len(cols) > 0 {
		l += " (" + strings.Join(cols, "–") + ")"
	}
	return l
}

// modeVariant is the variant of the chosen mode.
func (s *Scene) modeVariant() *variant.Variant {
	v, ok := variant.Lookup(s.modeValue().variant)
	if !ok {
		panic("setup: mode " + s.modeValue().label + " has no variant") // the modes are a fixed list
	}
	return v
}

// schemes says which seats of the chosen mode are archenemies.
func (s *Scene) schemes() variant.SchemeSeats { return s.modeVariant().Schemes }

// seatBounds returns the fewest and most seats the chosen mode takes.
func (s *Scene) seatBounds() (lo, hi int) {
	v := s.modeVariant()
	return max(minSeats, v.MinPlayers), min(maxSeats, v.MaxPlayers)
}

// themeSeat reports whether seat i is an archenemy in the chosen mode,
// playing a theme deck with its schemes.
func (s *Scene) themeSeat(i int) bool { return s.modeVariant().Archenemy(i) }

// fitSeats brings the seats within the chosen mode's bounds, adding
// computer seats or dropping the last ones; entering a mode with theme
// decks (fresh true) fills the table up to themeDefault seats.
func (l *seatList) fitSeats(fresh bool) {
	lo, hi := l.seatBounds()
	want := lo
	if fresh && l.schemes() != variant.NoSchemes {
		want = max(lo, min(themeDefault, hi))
	}
	for len(l.rows) < want {
		l.addSeat()
	}
	if len(l.rows) > hi {
		l.rows = l.rows[:hi]
	}
}

// themeValue returns the row's theme deck choice: a theme deck's name or
// randomDeck.
func (l *seatList) themeValue(r *seatRow) string { return l.themeOpts[r.theme.Index].value }

// themeDecks picks each theme seat's deck name, random ones by seed:
// different decks while there are enough. Other seats get "".
func (l *seatList) themeDecks(seed uint64) ([]string, error) {
	var all []string
	for _, o := range l.themeOpts[1:] {
		// A random theme deck is a ready-made one, not a saved deck.
		if !strings.HasPrefix(o.value, savedPrefix) {
			all = append(all, o.value)
		}
	}
	rng := rand.New(rand.NewPCG(seed, 0x7e3e_5c4e))
	names := make([]string, len(l.rows))
	taken := map[string]bool{}
	for i, r := range l.rows {
		if l.themeSeat(i) && l.themeValue(r) != randomDeck {
			names[i] = l.themeValue(r)
			taken[names[i]] = true
		}
	}
	for i := range l.rows {
		if !l.themeSeat(i) || names[i] != "" {
			continue
		}
		var free []string
		for _, n := range all {
			if !taken[n] {
				free = append(free, n)
			}
		}
		if len(free) == 0 {
			free = all
		}
		if len(free) == 0 {
			return nil, errors.New("setup: there are no archenemy theme decks to choose from")
		}
		names[i] = free[rng.IntN(len(free))]
		taken[names[i]] = true
	}
	return names, nil
}

// themeSeatRecord loads theme deck name (or a saved deck, "my:NAME") for
// seat i of rec: its main deck and its scheme deck.
func (l *seatList) themeSeatRecord(i int, name string) (record.Seat, error) {
	if path, ok := l.savedDeckPath(name); ok {
		return l.savedSchemeSeat(i, name, path)
	}
	d, err := l.svc.Catalog.Deck(name)
	if err != nil {
		return record.Seat{}, fmt.Errorf("setup: seat %d's theme deck: %v", i+1, err)
	}
	if len(d.Schemes) == 0 {
		return record.Seat{}, fmt.Errorf("setup: seat %d's theme deck %s has no schemes", i+1, name)
	}
	return record.Seat{DeckName: name, Deck: d.Cards, Schemes: d.Schemes}, nil
}

// checkSeats says when the number of seats does not suit the mode.
func (l *seatList) checkSeats() error {
	lo, hi := l.seatBounds()
	n := len(l.rows)
	if n >= lo && n <= hi {
		return nil
	}
	m := l.modeValue()
	if l.schemes() == variant.FirstSeatSchemes {
		return fmt.Errorf("setup: %s takes %d to %d seats: the archenemy and 1 to %d opponents", m.label, lo, hi, hi-1)
	}
	return fmt.Errorf("setup: %s takes %d to %d seats", m.label, lo, hi)
}
