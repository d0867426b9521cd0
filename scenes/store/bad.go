package store

import (
	"errors"
	"fmt"
	"io/fs"
	"log"
	"os"
	"slices"
	"strconv"
	"strings"
)

// maxBad is how many broken copies of one file are kept numbered; past
// it the last number is reused.
const maxBad = 999

// badName returns the first free name for a broken copy of the file
// name: name.bad, then name.bad.2, name.bad.3 and so on, so that every
// earlier broken copy is kept. It must be called with s.mu held.
func (s *Store) badName(name string) string {
	n := name + badSuffix
	for i := 2; i <= maxBad; i++ {
		if _, err := os.Lstat(s.path(n)); errors.Is(err, fs.ErrNotExist) {
			return n
		}
		n = name + badSuffix + "." + strconv.Itoa(i)
	}
	return n
}

// keepBad renames the file name, which could not be read, to its first
// free broken name (see badName) and returns that path. A missing file is
// no error. It must be called with s.mu held.
func (s *Store) keepBad(name string) (string, error) {
	if s.noWrite != nil {
		return "", s.noWrite
	}
	bad := s.path(s.badName(name))
	if err := os.Rename(s.path(name), bad); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return "", nil
		}
		return "", err
	}
	log.Printf("store: %s is kept as %s", s.path(name), bad)
	return bad, nil
}

// BrokenError is the error of MainSave.Load and FCSave.Load for a save that
// could not be read or played: the file has been set aside as Kept, so
// that it is not offered again, and a new game can be saved.
type BrokenError struct {
	// File is the save's path; Kept is where it is now ("" when it could
	// not be moved).
	File, Kept string
	// Err says what is wrong with it.
	Err error
}

func (e *BrokenError) Error() string {
	if e.Kept == "" {
		return fmt.Sprintf("store: %v", e.Err)
	}
	return fmt.Sprintf("store: %v (kept as %s)", e.Err, e.Kept)
}

// Unwrap returns Err.
func (e *BrokenError) Unwrap() error { return e.Err }

// Sentence says for the player, in one sentence, that the saved game
// (what: "Your saved game") could not be used and where it is kept.
func (e *BrokenError) Sentence(what string) string {
	if e.Kept == "" {
		return what + " could not be read; it is left as it was in " + e.File + "."
	}
	return what + " could not be read, so it was set aside as " + e.Kept + "."
}

// setAsideLocked is setAside taking s.mu for it.
func (s *Store) setAsideLocked(name string, err error) *BrokenError {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.setAside(name, err)
}

// setAside keeps the broken save in the file name as its broken copy
// and returns the error for it. It must be called with s.mu held.
func (s *Store) setAside(name string, err error) *BrokenError {
	log.Printf("store: %s could not be read: %v", s.path(name), err)
	kept, kerr := s.keepBad(name)
	if kerr != nil {
		log.Printf("store: could not set the broken %s aside: %v", s.path(name), kerr)
	}
	return &BrokenError{File: s.path(name), Kept: kept, Err: err}
}

// Kinds of file whose failed writes are reported (see Failures).
const (
	kindGame     = "game"
	kindFCGame   = "fourcuatro"
	kindSettings = "settings"
	// kindLeague, followed by the league's name, is a league's file.
	kindLeague = "league "
)

// noteWrite records the outcome of writing a file of a kind: a failure is
// logged (once while it repeats) and kept for Failures as the sentence
// what + ": " + the reason; a success forgets it. It must be called with
// s.mu held.
func (s *Store) noteWrite(kind, what string, err error) {
	if s.failures == nil {
		s.failures, s.failing, s.lastFailure = map[string]string{}, map[string]bool{}, map[string]string{}
	}
	if err == nil {
		if s.failing[kind] {
			log.Printf("store: the %s is saved again", kind)
		}
		delete(s.failures, kind)
		s.failing[kind] = false
		return
	}
	if !s.failing[kind] {
		log.Printf("store: could not save the %s: %v", kind, err)
	}
	s.failing[kind] = true
	s.failures[kind] = sentence(what, err)
	s.lastFailure[kind] = s.failures[kind]
}

// Failures returns, one sentence each, the saves that failed since the
// last call and were not made good by a later save ("Your last game could
// not be saved: the folder /x is read-only."), and forgets them. The menu
// shows them.
func (s *Store) Failures() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for _, k := range []string{kindGame, kindFCGame, kindSettings} {
		if f, ok := s.failures[k]; ok {
			out = append(out, f)
			delete(s.failures, k)
		}
	}
	var leagues []string
	for k := range s.failures {
		if strings.HasPrefix(k, kindLeague) {
			leagues = append(leagues, k)
		}
	}
	slices.Sort(leagues)
	for _, k := range leagues {
		out = append(out, s.failures[k])
		delete(s.failures, k)
	}
	return out
}
