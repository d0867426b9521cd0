// Package configdir decides the folder that holds the player's files:
// settings, saved games, FourCuatro decks, the log and the player's own
// card sets. The window and the command-line tools both ask it, so they
// always agree.
package configdir

import (
	"fmt"
	"os"
	"path/filepath"
)

// Env is the environment variable that, when set, names the folder.
const Env = "KITCHENTABLE_CONFIG_DIR"

// Dir returns the folder for the player's files. It is, in this order:
// flag when it is not "" (a -config flag), else $KITCHENTABLE_CONFIG_DIR
// when it is set and not "", else "kitchentable" in the user's
// configuration folder (os.UserConfigDir: ~/.config on Linux,
// ~/Library/Application Support on macOS, %AppData% on Windows). It does
// not create the folder.
func Dir(flag string) (string, error) {
	if flag != "" {
		return flag, nil
	}
	if dir := os.Getenv(Env); dir != "" {
		return dir, nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("configdir: there is no folder to keep your files in (set %s to choose one): %w", Env, err)
	}
	return filepath.Join(base, "kitchentable"), nil
}

// Sets returns the folder of the player's own card sets inside dir, a
// folder returned by Dir.
func Sets(dir string) string { return filepath.Join(dir, "sets") }
