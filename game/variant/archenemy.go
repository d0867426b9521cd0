package variant

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// SchemeSeats says which seats of a variant are archenemies, each playing
// a scheme deck.
type SchemeSeats uint8

// The scheme seats.
const (
	// NoSchemes: nobody plays schemes.
	NoSchemes SchemeSeats = iota
	// FirstSeatSchemes: seat 1 is the archenemy (Archenemy).
	FirstSeatSchemes
	// EverySeatSchemes: every seat is an archenemy (Supervillain Rumble).
	EverySeatSchemes
)

// String returns the scheme seats' name.
func (s SchemeSeats) String() string {
	switch s {
	case NoSchemes:
		return "none"
	case FirstSeatSchemes:
		return "first seat"
	case EverySeatSchemes:
		return "every seat"
	}
	return "SchemeSeats(" + strconv.Itoa(int(s)) + ")"
}

// Archenemy reports whether seat (from 0) is an archenemy in the variant,
// that is whether it needs a scheme deck.
func (v *Variant) Archenemy(seat int) bool {
	switch v.Schemes {
	case FirstSeatSchemes:
		return seat == 0
	case EverySeatSchemes:
		return seat >= 0
	}
	return false
}

// archenemyLife is an archenemy's starting life (rule 904.5); every other
// seat starts at 20.
const archenemyLife = 40

// archenemy is the Archenemy variant (rule 904): seat 1, the archenemy,
// starts at 40 life with a scheme deck, takes the first turn and sets a
// scheme in motion at the start of each of its precombat main phases; the
// other seats are one team at 20 life that shares its turns (untap, draw,
// attack and priority together) and wins together, even members already
// out, when the archenemy loses. The archenemy attacks any opponents. The
// team is any number of players (904.2b): one to seven, as many as the
// table's eight seats leave.
var archenemy = &Variant{
	Name:       "archenemy",
	Summary:    "one archenemy (40 life, a scheme deck, first turn) against a team of 1–7 at 20 life sharing turns",
	MinPlayers: 2,
	MaxPlayers: rules.MaxSeats,
	Schemes:    FirstSeatSchemes,
	setup: func(decks [][]*card.Def) rules.Setup {
		s := ownDecks(decks, rules.Options{SharedTeamTurns: true, FixedFirst: true, FirstPlayer: 0})
		s.Players[0].Life = archenemyLife
		for i := 1; i < len(s.Players); i++ {
			s.Players[i].Team = 1
		}
		return s
	},
}

// rumble is Supervillain Rumble (rule 904.12): a free-for-all where every
// seat attacks any opponents and is an archenemy with its own scheme deck,
// setting a scheme in motion on each of its turns; the first player is
// random. Every seat starts at 40 life: the rule says that everything that
// applies to the archenemy applies to each player, and the archenemy's
// starting life is 40 (904.5); that also leaves room for the schemes every
// seat now throws at the others.
var rumble = &Variant{
	Name:       "rumble",
	Summary:    "Supervillain Rumble: free-for-all of 3–8 archenemies, each with a scheme deck and 40 life (an archenemy's life, as 904.12c says every archenemy rule applies to all)",
	MinPlayers: 3,
	MaxPlayers: rules.MaxSeats,
	Schemes:    EverySeatSchemes,
	setup: func(decks [][]*card.Def) rules.Setup {
		s := ownDecks(decks, rules.Options{})
		for i := range s.Players {
			s.Players[i].Life = archenemyLife
		}
		return s
	},
}

// ownDecks is the standard set-up (own libraries, London mulligan, each
// seat its own team at 20 life) with the given options' turn and team
// rules.
func ownDecks(decks [][]*card.Def, o rules.Options) rules.Setup {
	s := plain.setup(decks)
	s.Options.SharedTeamTurns = o.SharedTeamTurns
	s.Options.FixedFirst, s.Options.FirstPlayer = o.FixedFirst, o.FirstPlayer
	return s
}

// applySchemes checks the scheme decks given with SchemeDecks against the
// variant and puts each archenemy's into its command zone.
func (v *Variant) applySchemes(s *rules.Setup, decks [][]*card.Def) error {
	if len(decks) > len(s.Players) {
		return fmt.Errorf("variant: %d scheme decks for %d seats", len(decks), len(s.Players))
	}
	for i := range s.Players {
		var d []*card.Def
		if i < len(decks) {
			d = decks[i]
		}
		switch {
		case !v.Archenemy(i) && len(d) > 0 && v.Schemes == NoSchemes:
			return fmt.Errorf("variant: %s has no schemes, but seat %d was given a scheme deck", v.Name, i+1)
		case !v.Archenemy(i) && len(d) > 0:
			return fmt.Errorf("variant: seat %d is not an archenemy in %s and plays no scheme deck", i+1, v.Name)
		case !v.Archenemy(i):
			continue
		case len(d) == 0:
			return fmt.Errorf("variant: seat %d is an archenemy in %s and needs a scheme deck", i+1, v.Name)
		}
		if err := card.CheckSchemeDeck(d); err != nil {
			return fmt.Errorf("variant: the scheme deck of seat %d: %s", i+1, strings.TrimPrefix(err.Error(), "card: the scheme deck "))
		}
		s.Players[i].Command = append([]*card.Def(nil), d...)
	}
	if v.Schemes == FirstSeatSchemes && s.Options.FirstPlayer != 0 {
		return fmt.Errorf("variant: in %s the archenemy (seat 1) takes the first turn", v.Name)
	}
	return nil
}
