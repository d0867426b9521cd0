package store

import (
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// staleTemp is how old a temporary file must be before Open removes it:
// a write takes milliseconds, so an older one was left by a crash (and
// not by another window of the game writing right now).
const staleTemp = time.Minute

// isTemp reports whether name is the name of a temporary file of the
// store's atomic writes (".NAME.RANDOM.tmp").
func isTemp(name string) bool {
	return strings.HasPrefix(name, ".") && strings.HasSuffix(name, ".tmp") && len(name) > len("..tmp")
}

// removeStaleTemps removes the temporary files that writes interrupted
// by a crash left in the store's folder and its folders of decks and leagues.
func removeStaleTemps(dir string, now time.Time) {
	for _, d := range []string{dir, filepath.Join(dir, FourCuatroDecks.dir), filepath.Join(dir, MainDecks.dir), filepath.Join(dir, leagueDir)} {
		entries, err := os.ReadDir(d)
		if err != nil {
			continue
		}
		for _, e := range entries {
			if !e.Type().IsRegular() || !isTemp(e.Name()) {
				continue
			}
			fi, err := e.Info()
			if err != nil || now.Sub(fi.ModTime()) < staleTemp {
				continue
			}
			p := filepath.Join(d, e.Name())
			if err := os.Remove(p); err != nil {
				log.Printf("store: could not remove the stray temporary file %s: %v", p, err)
				continue
			}
			log.Printf("store: removed %s, left by an interrupted save", p)
		}
	}
}

// checkWritable makes and removes a temporary file in dir, to find out
// whether the store can save anything there.
func checkWritable(dir string) error {
	f, err := os.CreateTemp(dir, ".probe.*.tmp")
	if err != nil {
		return err
	}
	name := f.Name()
	err = f.Close()
	if rerr := os.Remove(name); err == nil {
		err = rerr
	}
	if err != nil {
		return fmt.Errorf("store: %w", err)
	}
	return nil
}
