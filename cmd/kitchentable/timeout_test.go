package main

import (
	"flag"
	"os"
	"testing"
	"time"
)

// TestMain gives this package's tests half an hour when go test was left
// at its default of ten minutes: the end-to-end tests play whole games in
// a real window (Live-Draft, Archenemy, hot-seat, the deck editor, four
// and eight seats), which on a slow or busy machine takes longer than
// that. A timeout set by hand is kept.
func TestMain(m *testing.M) {
	flag.Parse()
	if f := flag.Lookup("test.timeout"); f != nil && f.Value.String() == (10*time.Minute).String() {
		_ = f.Value.Set((30 * time.Minute).String())
	}
	os.Exit(m.Run())
}
