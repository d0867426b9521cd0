package store

import (
	"fmt"
	"os"
)

// ReadOnly returns a store in dir that reads what is there but saves
// nothing: every write fails with an error saying why (err, which is why
// dir cannot be written to). When dir is "" or not a folder, it has no
// files at all (and Dir is ""). It is the store of a game that runs
// without saving.
func ReadOnly(dir string, err error) *Store {
	st := makeStore("", &Unusable{Dir: dir, Err: err})
	if fi, serr := os.Stat(dir); serr == nil && fi.IsDir() {
		st.Dir = dir // a folder to read, if not to write
	}
	return st
}

// Unusable is the error of a store whose folder cannot be written to.
type Unusable struct {
	// Dir is the folder, "" when there is none.
	Dir string
	// Err is what went wrong.
	Err error
}

func (e *Unusable) Error() string {
	if e.Dir == "" {
		return fmt.Sprintf("store: no folder to save in: %v", e.Err)
	}
	return fmt.Sprintf("store: the folder %s cannot be written to: %v", e.Dir, e.Err)
}

// Unwrap returns Err.
func (e *Unusable) Unwrap() error { return e.Err }

// Sentence says for the player, in one sentence, that nothing will be
// saved and why.
func (e *Unusable) Sentence() string {
	return sentence("Nothing will be saved this time", e)
}

// Writable reports whether the store can save; when it cannot, the error
// says why.
func (s *Store) Writable() error { return s.noWrite }
