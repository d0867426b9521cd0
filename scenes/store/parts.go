package store

// The store's parts: each reads and writes one kind of file and keeps
// what it needs for that, and reaches the folder, the lock and the
// failures noted through the Store it belongs to (makeStore sets that).

// Leagues reads and writes the leagues' files, and keeps a writer per
// league that saves it in the background (leagues.go, leaguewriter.go).
type Leagues struct {
	*Store
	// writers are the leagues' writers by name (see Writer).
	writers map[string]*LeagueWriter
}

// MainSave reads and writes the main game's unfinished game,
// current.save (game.go).
type MainSave struct {
	*Store
}

// FCSave reads and writes the unfinished FourCuatro game,
// fourcuatro.save (fcgame.go).
type FCSave struct {
	*Store
}

// makeStore returns a store of the files in dir that writes nothing when
// noWrite is set, its parts wired to it.
func makeStore(dir string, noWrite error) *Store {
	s := &Store{Dir: dir, noWrite: noWrite}
	s.leagues.Store, s.main.Store, s.fc.Store = s, s, s
	return s
}

// Leagues returns the store's leagues.
func (s *Store) Leagues() *Leagues { return &s.leagues }

// MainSave returns the main game's unfinished game.
func (s *Store) MainSave() *MainSave { return &s.main }

// FCSave returns the unfinished FourCuatro game.
func (s *Store) FCSave() *FCSave { return &s.fc }
