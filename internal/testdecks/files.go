package testdecks

import (
	"os"
	"path/filepath"
	"testing"
)

// WriteFile writes text to dir/name (making the folders it needs) and
// returns its path, failing the test on an error: a player's card set or
// deck file for a test.
func WriteFile(tb testing.TB, dir, name, text string) string {
	tb.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		tb.Fatal(err)
	}
	return p
}

// UserSet is a small card set of a player's own (set code KTX, one card,
// Teapot Golem), for tests of the player's sets.
const UserSet = `set: Kitchen Extras
code: KTX

card: Teapot Golem
cost: {3}
type: Artifact Creature — Golem
pt: 3/3
rarity: common
`
