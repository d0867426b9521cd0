package setup

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/scenes/internal/seedfield"
)

// presets are the quick set-ups, by button label.
var presets = []struct {
	label string
	seats func() []seatPreset
}{
	{"You vs computer", func() []seatPreset {
		return []seatPreset{{"You", record.Human}, {"Computer", "medium"}}
	}},
	{"Hot-seat for two", func() []seatPreset {
		return []seatPreset{{"Player 1", record.Human}, {"Player 2", record.Human}}
	}},
	{"Four-player free-for-all", func() []seatPreset {
		return []seatPreset{{"You", record.Human}, {"Computer 1", "medium"}, {"Computer 2", "medium"}, {"Computer 3", "medium"}}
	}},
}

// seatPreset is a seat of a quick set-up; every preset seat gets a random
// deck.
type seatPreset struct {
	name, controller string
}

// seedValue returns the seed typed, or a new random one when the field is
// blank.
func (s *Scene) seedValue() (uint64, error) {
	v, err := seedfield.Value(s.seed.Text, s.rng)
	if err != nil {
		return 0, errors.New("setup: " + err.Error())
	}
	return v, nil
}

// build returns the game the screen describes, or what is wrong with it.
func (s *Scene) build() (*record.Record, error) {
	seen := map[string]int{}
	for i, r := range s.seats.rows {
		name := strings.TrimSpace(r.name.Text)
		if name == "" {
			return nil, fmt.Errorf("setup: seat %d needs a name", i+1)
		}
		if j, ok := seen[strings.ToLower(name)]; ok {
			return nil, fmt.Errorf("setup: seats %d and %d are both called %q; give them different names", j+1, i+1, name)
		}
		seen[strings.ToLower(name)] = i
	}
	if err := s.seats.checkSeats(); err != nil {
		return nil, err
	}
	if err := s.checkRemote(); err != nil {
		return nil, err
	}
	seed, err := s.seedValue()
	if err != nil {
		return nil, err
	}
	m := s.modeValue()
	rec := &record.Record{Variant: m.variant, Seed: seed}
	if m.decks == commonLibrary {
		return s.live.liveRecord(rec)
	}
	if m.decks != ownDecks {
		decks, names, err := s.drafts.generatedDecks(seed)
		if err != nil {
			return nil, err
		}
		for i, r := range s.seats.rows {
			rec.Seats = append(rec.Seats, record.Seat{
				Name:       strings.TrimSpace(r.name.Text),
				Controller: s.seats.controller(r),
				DeckName:   names[i],
				Deck:       decks[i],
			})
		}
		return rec, nil
	}
	// Random decks come from the seed, so a seed typed again deals the
	// same game; seats get different decks while there are enough.
	rng := rand.New(rand.NewPCG(seed, 0x6b697463))
	free := ordinaryDecks(s.svc.Catalog.Decks)
	themes, err := s.seats.themeDecks(seed)
	if err != nil {
		return nil, err
	}
	built, builtNames, err := s.seats.builtDecks(seed)
	if err != nil {
		return nil, err
	}
	for i, r := range s.seats.rows {
		if themes[i] != "" {
			st, err := s.seats.themeSeatRecord(i, themes[i])
			if err != nil {
				return nil, err
			}
			st.Name, st.Controller = strings.TrimSpace(r.name.Text), s.seats.controller(r)
			rec.Seats = append(rec.Seats, st)
			continue
		}
		name := s.seats.deckValue(r)
		if built[i] != nil {
			rec.Seats = append(rec.Seats, record.Seat{
				Name:       strings.TrimSpace(r.name.Text),
				Controller: s.seats.controller(r),
				DeckName:   builtNames[i],
				Deck:       built[i],
			})
			continue
		}
		ready := true
		if path, ok := s.seats.savedDeckPath(name); ok {
			name, ready = path, false
		}
		switch name {
		case randomDeck:
			if len(free) == 0 {
				free = ordinaryDecks(s.svc.Catalog.Decks)
			}
			if len(free) == 0 {
				return nil, errors.New("setup: there are no ready-made decks to choose from")
			}
			k := rng.IntN(len(free))
			name = free[k]
			free = append(free[:k], free[k+1:]...)
		case fileDeck:
			s.seats.checkPath(r)
			if r.pathErr != "" {
				return nil, fmt.Errorf("setup: seat %d's deck file: %s", i+1, r.pathErr)
			}
			name, ready = deckPath(r.path.Text), false
		}
		d, err := s.svc.Catalog.Deck(name)
		if err != nil {
			return nil, fmt.Errorf("setup: seat %d's deck: %s", i+1, deckError(name, err))
		}
		cards := d.Cards
		if ready && s.landFreeDecks() {
			cards, name = s.landFreeForm(cards), name+landFreeSuffix
		}
		rec.Seats = append(rec.Seats, record.Seat{
			Name:       strings.TrimSpace(r.name.Text),
			Controller: s.seats.controller(r),
			DeckName:   name,
			Deck:       cards,
		})
	}
	return rec, nil
}

// ordinaryDecks returns the ready-made decks a random deck is dealt from:
// all but the archenemy theme decks, which are built to face three
// opponents (they may still be chosen by name).
func ordinaryDecks(decks []string) []string {
	out := make([]string, 0, len(decks))
	for _, d := range decks {
		if !strings.HasPrefix(d, themePrefix) {
			out = append(out, d)
		}
	}
	return out
}

// checkRemote says why the seats on other computers cannot play the game
// chosen: a random draft's decks are built at this computer.
func (s *Scene) checkRemote() error {
	if s.modeValue().decks != draftPools {
		return nil
	}
	for i, r := range s.seats.rows {
		if s.seats.controller(r) == record.Remote {
			return fmt.Errorf("setup: seat %d is on another computer, but a random draft's decks are built at this one; choose another game or seat", i+1)
		}
	}
	return nil
}
