package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
)

// The player's named files — saved decks, FourCuatro decks, leagues —
// are NAME+EXT files in a folder of the store; these list and delete
// them alike.

// namesIn returns the names of the regular files in the store's folder
// dir that end in ext and whose name check accepts, sorted ignoring case.
// With no store folder, or no such folder yet, there are none and no
// error.
func (s *Store) namesIn(dir, ext string, check func(string) error) ([]string, error) {
	if s.Dir == "" {
		return nil, nil
	}
	entries, err := os.ReadDir(s.path(dir))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	var names []string
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), ext)
		if ok && e.Type().IsRegular() && check(name) == nil {
			names = append(names, name)
		}
	}
	slices.SortFunc(names, func(a, b string) int {
		return strings.Compare(strings.ToLower(a), strings.ToLower(b))
	})
	return names, nil
}

// deleteNamed removes the file at path, the player's what (a phrase:
// "saved deck", "league") named name in the store's folder dir, saying in
// one sentence when there is none or it cannot go.
func (s *Store) deleteNamed(dir, path, what, name string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.noWrite != nil {
		return s.noWrite
	}
	err := os.Remove(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("store: there is no %s %q", what, name)
	case err != nil:
		return fmt.Errorf("store: the %s %q could not be deleted: %s", what, name, card.DescribeFileError(err))
	}
	syncDir(s.path(dir))
	return nil
}
