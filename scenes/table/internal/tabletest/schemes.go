package tabletest

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
)

// schemeSet is a small set of schemes for the table's tests: seven that
// happen once and three ongoing ones (which never abandon themselves, so
// they pile up in the command zone).
const schemeSet = `set: Table Test Schemes
code: TTS

card: A Feast for the Villain
type: Scheme
rarity: common
trigger: set-in-motion -> gain-life 3

card: The Larder Is Raided
type: Scheme
rarity: common
trigger: set-in-motion -> draw 1

card: Soup of Sorrows
type: Scheme
rarity: common
trigger: set-in-motion -> lose-life 2 who:each-opponent

card: Kettles Whistle at Midnight
type: Scheme
rarity: common
trigger: set-in-motion -> gain-life 2 ; draw 1

card: The Pantry Door Creaks
type: Scheme
rarity: common
trigger: set-in-motion -> lose-life 1 who:each-opponent ; gain-life 1

card: Knives Out in the Scullery
type: Scheme
rarity: common
trigger: set-in-motion -> discard 1 who:each-opponent

card: Every Pot Boils Over
type: Scheme
rarity: common
trigger: set-in-motion -> gain-life 4

card: The Siege of the Sugar Bowl
type: Ongoing Scheme
rarity: common
trigger: upkeep -> gain-life 1

card: A Long Night in the Cellar
type: Ongoing Scheme
rarity: common
trigger: upkeep -> draw 1

card: The Cook's Eternal Grudge
type: Ongoing Scheme
rarity: common
trigger: upkeep -> lose-life 1 who:each-opponent
`

// Schemes returns a legal scheme deck of 20 (ten schemes, two of each),
// three of the ten ongoing; ongoing first puts those on top before the
// game shuffles (the order still matters to the shuffle).
func Schemes(tb testing.TB, ongoingFirst bool) []*card.Def {
	tb.Helper()
	set, err := card.Parse("tabletest.cards", strings.NewReader(schemeSet))
	if err != nil {
		tb.Fatal(err)
	}
	var once, ongoing []*card.Def
	for _, d := range set.Cards {
		if d.Super.Has(card.Ongoing) {
			ongoing = append(ongoing, d)
		} else {
			once = append(once, d)
		}
	}
	var deck []*card.Def
	add := func(ds []*card.Def) {
		for _, d := range ds {
			deck = append(deck, d, d)
		}
	}
	if ongoingFirst {
		add(ongoing)
		add(once)
	} else {
		add(once)
		add(ongoing)
	}
	return deck
}

// Archenemy returns the record of an Archenemy game (variant
// "archenemy": seat 0 the archenemy with the test scheme deck) or a
// Supervillain Rumble ("rumble": every seat with one), one seat per
// controller.
func Archenemy(tb testing.TB, variant string, seed uint64, controllers ...string) *record.Record {
	tb.Helper()
	r := Record(tb, seed, 0, controllers...)
	r.Variant = variant
	for i := range r.Seats {
		if i == 0 || variant == "rumble" {
			r.Seats[i].Schemes = Schemes(tb, false)
		}
	}
	return r
}
