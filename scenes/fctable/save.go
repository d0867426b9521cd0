package fctable

import (
	"fmt"
	"log"

	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// Resume rebuilds the saved game: it deals the recorded set-up again and
// replays every action, so the logs are whole, and shows the table as it
// was, without replaying the animations. In hot-seat games the curtain
// is up for whoever must decide.
func Resume(svc *scenes.Services, save *store.FCGame) (*Scene, error) {
	setup, err := save.Record.Setup(catalog.FourCuatro())
	if err != nil {
		return nil, err
	}
	m, err := newMatch(fcconfig.Config{Setup: setup, Seed: save.Record.Seed, Seats: save.Seats}, save.Record.Actions...)
	if err != nil {
		return nil, err
	}
	if err := save.Record.CheckHash(m.g); err != nil {
		return nil, fmt.Errorf("fctable: the saved game no longer plays the same: %w", err)
	}
	return newScene(svc, m), nil
}

// Save implements match.Saver: the match runner saves the game while it
// moves on and when the table closes.
func (s *saver) Save() error {
	return s.st.FCSave().Save(&store.FCGame{Seats: s.m.cfg.Seats, Record: s.m.rec})
}

// Forget implements match.Saver: once the game is over it is forgotten,
// and its result written to the log.
func (s *saver) Forget() error {
	s.logOver()
	return s.st.FCSave().Clear()
}

// note shows a failure to save or forget the game, once, in one
// sentence; the store logs it, and the main menu repeats it after the
// game is left.
func (s *saver) note(err error) {
	if err != nil && !s.failed {
		s.failed = true
		s.refuse("Your game could not be saved: " + store.Reason(err) + ".")
		s.reasonTicks = saveFailTicks
	}
}

// saveFailTicks is how long a failure to save is shown: longer than a
// refusal, as it says more.
const saveFailTicks = 420

// logOver writes the game's result to the log.
func (s *saver) logOver() {
	r := s.m.rec
	w := s.m.g.Winner()
	winner := "nobody"
	if w >= 0 && int(w) < len(r.Names) {
		winner = fmt.Sprintf("%q", r.Names[w])
	}
	log.Printf("fctable: FourCuatro game over: %s won after %d actions (seed %d)", winner, len(r.Actions), r.Seed)
}
