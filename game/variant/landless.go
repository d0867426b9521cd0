package variant

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// landless is the standard game in which any card may be played as a
// land (the normal one-land-per-turn limit applies). It takes own decks:
// ready-made ones, or decks built from random draft pools.
var landless = &Variant{
	Name:       "landless",
	Summary:    "own decks; any card may be played as a land, taking a land identity by its colours",
	MinPlayers: 2,
	MaxPlayers: rules.MaxSeats,
	setup: func(decks [][]*card.Def) rules.Setup {
		s := plain.setup(decks)
		s.Options.Land = rules.LandAnyCard
		return s
	},
}

// landlessSingle is Landless with one shared library: the seats' decks
// are shuffled together into it (SplitShared shares one generated deck out
// among the seats), the opening seven are dealt round the table one at a
// time, and when the library runs out every graveyard is shuffled into a
// new one.
var landlessSingle = &Variant{
	Name:       "landless-single",
	Summary:    "Landless with one shared library, a round-robin deal, and graveyards reshuffled when it runs out",
	MinPlayers: 2,
	MaxPlayers: rules.MaxSeats,
	setup: func(decks [][]*card.Def) rules.Setup {
		s := landless.setup(decks)
		s.Options.Library = rules.SharedLibrary
		s.Options.Deal = rules.DealRoundRobin
		s.Options.EmptyLibrary = rules.EmptyReshuffleGraveyards
		return s
	},
}

// landlessDouble is single deck with double draw: fourteen dealt in pairs,
// keep seven; mulligans deal twelve keep six, then two fewer keeping half;
// every draw of N takes 2N, keeps N and orders the rest on the bottom.
var landlessDouble = &Variant{
	Name:       "landless-double",
	Summary:    "Landless single deck with double draw: every draw takes twice as many and keeps half",
	MinPlayers: 2,
	MaxPlayers: rules.MaxSeats,
	setup: func(decks [][]*card.Def) rules.Setup {
		s := landlessSingle.setup(decks)
		s.Options.Draw = rules.DrawKeepHalf
		s.Options.Deal = rules.DealDoubleRoundRobin
		s.Options.Mulligan = rules.MulliganDoubleDraw
		return s
	},
}

// SplitShared shares one shared library out among seats, card i going to
// seat i mod seats, as the decks to Build a shared-library variant with:
// the engine shuffles them back together into one library.
func SplitShared(deck []*card.Def, seats int) [][]*card.Def {
	out := make([][]*card.Def, seats)
	for i, d := range deck {
		out[i%seats] = append(out[i%seats], d)
	}
	return out
}
