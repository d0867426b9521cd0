package main

import (
	"errors"
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// schemeDecks are how the sim deals the decks of a variant with
// archenemies (Archenemy, Supervillain Rumble): each archenemy plays a
// theme deck (a main deck with its scheme deck), the other seats
// ordinary decks.
type schemeDecks struct {
	themes []catalog.Deck // the theme decks of -decks, cycled over the archenemies
	others []catalog.Deck // the other decks of -decks, cycled over the other seats
	pool   []catalog.Deck // every ready-made theme deck, for archenemies without -decks
	plain  []catalog.Deck // the ready-made decks without schemes, for the others without -decks
}

// schemeVariant returns the named variant when some of its seats are
// archenemies.
func schemeVariant(name string) (*variant.Variant, bool) {
	v, ok := variant.Lookup(name)
	return v, ok && v.Schemes != variant.NoSchemes
}

// load sorts the -decks (given) into theme decks and others, and loads
// every ready-made deck for the seats -decks leaves random.
func (d *schemeDecks) load(cat *catalog.Catalog, given []catalog.Deck) error {
	for _, g := range given {
		if len(g.Schemes) > 0 {
			d.themes = append(d.themes, g)
		} else {
			d.others = append(d.others, g)
		}
	}
	for _, n := range cat.Decks {
		deck, err := cat.Deck(n)
		if err != nil {
			return err
		}
		if len(deck.Schemes) > 0 {
			d.pool = append(d.pool, deck)
		} else {
			d.plain = append(d.plain, deck)
		}
	}
	if len(d.themes) == 0 && len(d.pool) == 0 {
		return errors.New("no archenemy theme decks (a deck with a Schemes section)")
	}
	if len(d.others) == 0 && len(d.plain) == 0 {
		return errors.New("no ready-made decks")
	}
	return nil
}

// dealSchemes fills rec's seats for the game with the given seed, the players
// moved on rot seats: archenemies get the -decks theme decks in turn, or
// random theme decks (different ones while there are enough); the other
// seats the other -decks in turn, or random ready-made decks.
func (c *simConfig) dealSchemes(v *variant.Variant, rec *record.Record, seed uint64, rot int) {
	d := &c.schemes
	r := rand.New(rand.NewPCG(seed, 0xdec_0000))
	themeOrder := r.Perm(len(d.pool))
	nt, no := 0, 0
	for s := 0; s < c.players; s++ {
		var deck catalog.Deck
		switch {
		case v.Archenemy(s) && len(d.themes) > 0:
			deck = d.themes[nt%len(d.themes)]
			nt++
		case v.Archenemy(s):
			deck = d.pool[themeOrder[nt%len(themeOrder)]]
			nt++
		case len(d.others) > 0:
			deck = d.others[no%len(d.others)]
			no++
		default:
			deck = d.plain[r.IntN(len(d.plain))]
		}
		st := record.Seat{Controller: c.ais[c.seatPlayer(s, rot)], DeckName: deck.Name, Deck: deck.Cards}
		if v.Archenemy(s) {
			st.Schemes = deck.Schemes
		}
		rec.Seats = append(rec.Seats, st)
	}
}
