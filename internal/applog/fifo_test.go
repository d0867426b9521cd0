package applog

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// TestAPipeInPlaceOfTheLogIsMovedAside puts a named pipe where the log
// goes: Open moves it aside unread, instead of waiting on it forever,
// and the log starts.
func TestAPipeInPlaceOfTheLogIsMovedAside(t *testing.T) {
	dir := t.TempDir()
	testdecks.Fifo(t, dir, Name)
	l, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	l.Printf("hello")
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if got := read(t, l.path); !strings.Contains(got, "hello") {
		t.Errorf("the log reads:\n%s", got)
	}
}
