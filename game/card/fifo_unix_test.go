//go:build unix

package card_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// TestReadFileRefusesPipesAndDevices reads a named pipe, which would wait
// for a writer forever, and a link to /dev/zero, which never ends: each
// is refused at once with one sentence naming the file.
func TestReadFileRefusesPipesAndDevices(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "x.deck")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	zero := filepath.Join(dir, "zero.deck")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{fifo, zero} {
		_, err := card.ReadFile(p, "deck file", card.MaxDeckFileSize)
		want := "card: cannot read deck file " + p + ": it is a pipe or a device, not a file"
		if err == nil || err.Error() != want || !errors.Is(err, card.ErrNotRegular) {
			t.Errorf("ReadFile(%s): %v, want %s", filepath.Base(p), err, want)
		}
	}
}

// TestLoadDirRefusesAPipeAndAFolder puts a named pipe and then a folder
// named *.cards among the player's card sets: LoadDir says so instead of
// waiting forever or skipping it without a word.
func TestLoadDirRefusesAPipeAndAFolder(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.cards")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := card.LoadDir(dir)
	if want := "cannot read card file " + fifo + ": it is a pipe or a device, not a file"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("a pipe among the sets: %v, want %s", err, want)
	}
	os.Remove(fifo)
	folder := filepath.Join(dir, "folder.cards")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	_, err = card.LoadDir(dir)
	if want := "cannot read card file " + folder + ": it is a folder"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("a folder among the sets: %v, want %s", err, want)
	}
}
