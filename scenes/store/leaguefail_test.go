package store

import (
	"log"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// blockLeagues puts a file where the folder of leagues goes, so that
// every league save fails, and returns a function that takes it away.
func blockLeagues(t *testing.T, s *Store) (unblock func()) {
	t.Helper()
	p := filepath.Join(s.Dir, leagueDir)
	if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	return func() {
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
	}
}

// TestFailedLeagueSaveIsLoggedAndKept makes a league's saves fail: the
// failure is logged once, given to the menu by Failures and to the list
// by LeagueFailures (which keeps it while it holds), as failed game saves
// are; a save that works again forgets it.
func TestFailedLeagueSaveIsLoggedAndKept(t *testing.T) {
	l, _ := blockLeague(t)
	s := newStore(t)
	unblock := blockLeagues(t, s)
	var logged strings.Builder
	log.SetOutput(&logged)
	defer log.SetOutput(os.Stderr)
	sv := LeagueSave{League: l, Seats: []string{"human", "medium", "medium"}}
	for range 2 {
		if err := s.Leagues().Save("Tuesday", sv); err == nil {
			t.Fatal("the save did not fail")
		}
	}
	want := "The league “Tuesday” could not be saved: a file is in the way of the folder " + filepath.Join(s.Dir, leagueDir) + "."
	if n := strings.Count(logged.String(), "could not save the league Tuesday"); n != 1 {
		t.Errorf("the failure was logged %d times:\n%s", n, logged.String())
	}
	if got := s.Leagues().Failures(); !slices.Equal(got, []string{want}) {
		t.Errorf("LeagueFailures = %q, want %q", got, want)
	}
	if got := s.Failures(); !slices.Equal(got, []string{want}) {
		t.Errorf("Failures = %q, want %q", got, want)
	}
	if got := s.Leagues().Failures(); !slices.Equal(got, []string{want}) {
		t.Errorf("after Failures, LeagueFailures = %q", got)
	}
	unblock()
	if err := s.Leagues().Save("Tuesday", sv); err != nil {
		t.Fatal(err)
	}
	if got := s.Leagues().Failures(); len(got) != 0 || len(s.Failures()) != 0 {
		t.Errorf("after a good save, LeagueFailures = %q", got)
	}
}

// TestLeagueWriterSavesOffTheCallersGoroutine saves through a
// LeagueWriter while the league goes on: the file holds the newest save,
// and failures are counted in a row until a save works.
func TestLeagueWriterSavesOffTheCallersGoroutine(t *testing.T) {
	l, lib := blockLeague(t)
	s := newStore(t)
	w := s.Leagues().Writer("Tuesday")
	if s.Leagues().Writer("Tuesday") != w {
		t.Fatal("two writers for one league")
	}
	sv := LeagueSave{League: l, Seats: []string{"human", "medium", "medium"}}
	for i := range 5 {
		sv.Log = append(sv.Log, strings.Repeat("x", i+1))
		if err := w.Save(sv); err != nil {
			t.Fatal(err)
		}
	}
	w.Flush()
	if failing, fresh, err := w.Result(); failing != 0 || !fresh || err != nil {
		t.Fatalf("Result = %d, %v, %v", failing, fresh, err)
	}
	back, err := s.Leagues().Load("Tuesday", lib)
	if err != nil || len(back.Log) != 5 {
		t.Fatalf("the file holds %v, %v; want the newest save", back, err)
	}
	removeTree(t, filepath.Join(s.Dir, leagueDir))
	unblock := blockLeagues(t, s)
	for range 3 {
		if err := w.Save(sv); err != nil {
			t.Fatal(err)
		}
		w.Flush()
	}
	if failing, fresh, err := w.Result(); failing != 3 || !fresh || err == nil {
		t.Errorf("after three failed saves Result = %d, %v, %v", failing, fresh, err)
	}
	if _, fresh, _ := w.Result(); fresh {
		t.Error("Result is fresh twice for one write")
	}
	unblock()
	if err := w.Save(sv); err != nil {
		t.Fatal(err)
	}
	w.Flush()
	if failing, _, err := w.Result(); failing != 0 || err != nil {
		t.Errorf("after a good save Result = %d, %v", failing, err)
	}
}
