package record

import (
	"os"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// goldenFile is the golden replay of cmd/kitchentable: a whole game the
// record package must still read and play to its hash.
const goldenFile = "../../cmd/kitchentable/testdata/golden.replay"

// testLib loads the built-in cards from the assets folder.
func testLib(t testing.TB) *card.Library {
	t.Helper()
	sets, err := card.LoadFS(os.DirFS("../../assets"), "cards")
	if err != nil {
		t.Fatal(err)
	}
	lib, err := card.NewLibrary(sets...)
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

// golden returns the text of the golden replay.
func golden(t testing.TB) string {
	t.Helper()
	data, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// readString reads a record from text named name.
func readString(name, text string, lib *card.Library) (*Record, error) {
	return Read(name, strings.NewReader(text), lib)
}
