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

// fcSaver keeps the FourCuatro game in the store for Continue: the match
// runner saves it while it moves on and when the table closes, and
// forgets it (writing the result to the log) once it is over.
type fcSaver struct {
	st *store.Store
	s  *Scene
}

func (f fcSaver) Save() error {
	return f.st.FCSave().Save(&store.FCGame{Seats: f.s.m.cfg.Seats, Record: f.s.m.rec})
}

func (f fcSaver) Forget() error {
	f.s.logOver()
	return f.st.FCSave().Clear()
}

// noteSave shows a failure to save or forget the game, once, in one
// sentence; the store logs it, and the main menu repeats it after the
// game is left.
func (s *Scene) noteSave(err error) {
	if err != nil && !s.saveFailed {
		s.saveFailed = true
		s.refuse("Your game could not be saved: " + store.Reason(err) + ".")
		s.reasonTicks = saveFailTicks
	}
}

// saveFailTicks is how long a failure to save is shown: longer than a
// refusal, as it says more.
const saveFailTicks = 420

// logOver writes the game's result to the log.
func (s *Scene) logOver() {
	r := s.m.rec
	w := s.m.g.Winner()
	winner := "nobody"
	if w >= 0 && int(w) < len(r.Names) {
		winner = fmt.Sprintf("%q", r.Names[w])
	}
	log.Printf("fctable: FourCuatro game over: %s won after %d actions (seed %d)", winner, len(r.Actions), r.Seed)
}

// Close stops a computer's thinking and saves an unfinished game for
// Continue, or forgets a finished one. It may be called more than once.
func (s *Scene) Close() {
	s.m.run.Close() // a computer still thinking stops; the game is saved or forgotten
	if !s.m.g.Over() && !s.saveFailed && s.svc.Store != nil {
		log.Printf("fctable: the unfinished FourCuatro game is saved for Continue after %d actions", len(s.m.rec.Actions))
	}
}
