package fctable

import (
	"fmt"
	"log"

	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// saveEvery is how often, in ticks, a game that moved on is saved: the
// game is also saved when the table closes, so this only bounds what a
// crash or a killed process could lose.
const saveEvery = 60

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
	s := newScene(svc, m)
	s.savedLen = len(m.rec.Actions)
	return s, nil
}

// keep saves the game when it moved on since the last save, at most every
// saveEvery ticks (now, when force is set), and forgets it once it is
// over. A failure is shown once, and the game goes on.
func (s *Scene) keep(force bool) {
	st := s.svc.Store
	if st == nil {
		return
	}
	s.saveTicks++
	n := len(s.m.rec.Actions)
	if s.m.g.Over() {
		if !s.cleared {
			s.cleared = true
			s.logOver()
			s.noteSave(st.ClearFCGame())
		}
		return
	}
	if n == s.savedLen || (!force && s.saveTicks < saveEvery) {
		return
	}
	s.saveTicks, s.savedLen = 0, n
	s.noteSave(st.SaveFCGame(&store.FCGame{Seats: s.m.cfg.Seats, Record: s.m.rec}))
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
	s.m.run.Close() // a computer still thinking stops, and its answer is dropped
	s.keep(true)
	if !s.m.g.Over() && !s.saveFailed && s.svc.Store != nil {
		log.Printf("fctable: the unfinished FourCuatro game is saved for Continue after %d actions", len(s.m.rec.Actions))
	}
}
