package variant

import (
	"strconv"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// plain is the standard core game: every seat plays its own deck, draws
// seven with the London mulligan, starts at 20 life, and attacks anyone in
// a free-for-all; the first player is picked at random.
var plain = &Variant{
	Name:       "plain",
	Summary:    "the standard game: own decks, London mulligan, 20 life, free-for-all",
	MinPlayers: 2,
	MaxPlayers: rules.MaxSeats,
	setup: func(decks [][]*card.Def) rules.Setup {
		s := rules.Setup{Options: rules.Options{
			Draw:         rules.DrawPlain,
			Library:      rules.OwnLibrary,
			EmptyLibrary: rules.EmptyLose,
			Land:         rules.LandNormal,
			Mulligan:     rules.MulliganLondon,
			Deal:         rules.DealOwn,
		}}
		for i, d := range decks {
			s.Players = append(s.Players, rules.PlayerSetup{
				Name: "Player " + strconv.Itoa(i+1),
				Deck: append([]*card.Def(nil), d...),
				Life: 20,
				Team: i,
			})
		}
		return s
	},
}
