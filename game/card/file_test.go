package card_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// bom is the UTF-8 byte-order mark Notepad writes at the start of a file.
const bom = "\ufeff"

func TestByteOrderMarkCardFile(t *testing.T) {
	s, err := card.Parse("a.cards", strings.NewReader(bom+setA))
	if err != nil || s.Name != "Alpha" || len(s.Cards) != 2 {
		t.Fatalf("a card file with a byte-order mark: %+v, %v", s, err)
	}
	// Only at the very start: elsewhere it is a character like any other.
	if _, err := card.Parse("a.cards", strings.NewReader("set: Alpha\n"+bom+"code: AAA\n")); err == nil {
		t.Error("a byte-order mark in the middle was skipped")
	}
}

func TestByteOrderMarkDeckFile(t *testing.T) {
	lib := testLibrary(t)
	for _, src := range []string{bom + "4 Bolt\n", bom + "name: Burn\r\n4 Bolt\r\n", bom + "# burn\n4 Bolt\n"} {
		d, err := card.ParseDeck("d.deck", strings.NewReader(src), lib)
		if err != nil || d.Size() != 4 {
			t.Errorf("%q: %+v, %v", src, d, err)
		}
	}
}

// comments returns at least n bytes of comment lines.
func comments(n int) string {
	line := "# " + strings.Repeat("x", 97) + "\n"
	return strings.Repeat(line, n/len(line)+1)
}

func TestOversizeFiles(t *testing.T) {
	lib := testLibrary(t)
	_, err := card.ParseDeck("big.deck", strings.NewReader(comments(card.MaxDeckFileSize)+"4 Bolt\n"), lib)
	if want := "card: deck file big.deck is larger than 1 MB; a deck file may be at most 1 MB"; err == nil || err.Error() != want {
		t.Errorf("a big deck: %v, want %s", err, want)
	}
	if d, err := card.ParseDeck("ok.deck", strings.NewReader(comments(card.MaxDeckFileSize-200)+"4 Bolt\n"), lib); err != nil || d.Size() != 4 {
		t.Errorf("a deck just under the limit: %v", err)
	}
	_, err = card.Parse("big.cards", strings.NewReader(setA+comments(card.MaxCardFileSize)))
	if want := "card: card file big.cards is larger than 4 MB; a card file may be at most 4 MB"; err == nil || err.Error() != want {
		t.Errorf("a big card file: %v, want %s", err, want)
	}

	// On disk the size is known and said.
	dir := t.TempDir()
	big := filepath.Join(dir, "big.deck")
	if err := os.WriteFile(big, []byte(comments(3_355_000)), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = card.ReadFile(big, "deck file", card.MaxDeckFileSize)
	if want := "card: deck file " + big + " is 3.2 MB; a deck file may be at most 1 MB"; err == nil || err.Error() != want {
		t.Errorf("ReadFile of a big deck: %v, want %s", err, want)
	}
	sets := filepath.Join(dir, "sets")
	if err := os.Mkdir(sets, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sets, "big.cards"), []byte(setA+comments(card.MaxCardFileSize)), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = card.LoadDir(sets)
	if err == nil || !strings.Contains(err.Error(), filepath.Join(sets, "big.cards")+" is larger than 4 MB; a card file may be at most 4 MB") {
		t.Errorf("LoadDir of a big card file: %v", err)
	}
}

func TestReadFileErrors(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.deck")
	_, err := card.ReadFile(missing, "deck file", card.MaxDeckFileSize)
	if want := "card: cannot read deck file " + missing + ": it does not exist"; err == nil || err.Error() != want || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v, want %s", err, want)
	}
	_, err = card.ReadFile(dir, "deck file", card.MaxDeckFileSize)
	if want := "card: cannot read deck file " + dir + ": it is a folder"; err == nil || err.Error() != want {
		t.Errorf("a folder: %v, want %s", err, want)
	}
	ok := filepath.Join(dir, "ok.deck")
	if err := os.WriteFile(ok, []byte("4 Bolt\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := card.ReadFile(ok, "deck file", card.MaxDeckFileSize); err != nil || string(data) != "4 Bolt\n" {
		t.Errorf("ReadFile = %q, %v", data, err)
	}
}

func TestLongLines(t *testing.T) {
	lib := testLibrary(t)
	long := "# " + strings.Repeat("x", card.MaxLine) + "\n"
	_, err := card.ParseDeck("d.deck", strings.NewReader("4 Bolt\n"+long), lib)
	if want := "card: d.deck:2: the line is longer than 4096 bytes"; err == nil || err.Error() != want {
		t.Errorf("a long deck line: %v, want %s", err, want)
	}
}

func TestNameLengths(t *testing.T) {
	lib := testLibrary(t)
	name64 := strings.Repeat("É", card.MaxName) // 64 characters, 128 bytes
	name65 := strings.Repeat("n", card.MaxName+1)
	if s, err := card.Parse("t.cards", strings.NewReader(strings.Replace(setA, "card: Zephyr", "card: "+name64, 1))); err != nil || s.Cards[0].Name != name64 {
		t.Errorf("a 64-character card name: %v", err)
	}
	for _, tc := range []struct{ what, src, want string }{
		{"card name", strings.Replace(setA, "card: Zephyr", "card: "+name65, 1),
			`card: t.cards:3: card name: "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnn"… is 65 characters long; a name may have at most 64`},
		{"set name", strings.Replace(setA, "set: Alpha", "set: "+name65, 1),
			`card: t.cards:1: set name: "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnn"… is 65 characters long; a name may have at most 64`},
	} {
		if _, err := card.Parse("t.cards", strings.NewReader(tc.src)); err == nil || err.Error() != tc.want {
			t.Errorf("%s: %v, want %s", tc.what, err, tc.want)
		}
	}
	if d, err := card.ParseDeck("d.deck", strings.NewReader("name: "+name64+"\n1 Bolt\n"), lib); err != nil || d.Name != name64 {
		t.Errorf("a 64-character deck name: %v", err)
	}
	for _, tc := range []struct{ what, src, want string }{
		{"deck name", "# mine\nname: " + name65 + "\n1 Bolt\n",
			`card: d.deck:2: deck name: "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnn"… is 65 characters long; a name may have at most 64`},
		{"card name", "1 Bolt\n2 " + name65 + "\n",
			`card: d.deck:2: card name: "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnn"… is 65 characters long; a name may have at most 64`},
	} {
		if _, err := card.ParseDeck("d.deck", strings.NewReader(tc.src), lib); err == nil || err.Error() != tc.want {
			t.Errorf("%s: %v, want %s", tc.what, err, tc.want)
		}
	}
}

func TestFormatSize(t *testing.T) {
	for n, want := range map[int64]string{0: "0 bytes", 1023: "1023 bytes", 1024: "1 KB", 1536: "1.5 KB", 1 << 20: "1 MB", 3_355_443: "3.2 MB"} {
		if got := card.FormatSize(n); got != want {
			t.Errorf("FormatSize(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestReadFileDropsAByteOrderMark reads a file saved by Notepad: the
// byte-order mark is not part of what ReadFile returns, so that a JSON
// reader after it accepts the file.
func TestReadFileDropsAByteOrderMark(t *testing.T) {
	p := filepath.Join(t.TempDir(), "notepad.json")
	if err := os.WriteFile(p, []byte("\ufeff{\"a\": 1}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := card.ReadFile(p, "settings file", 100); err != nil || string(data) != "{\"a\": 1}\n" {
		t.Errorf("ReadFile = %q, %v", data, err)
	}
}
