package app

import (
	"os"
	"testing"
)

// TestNoFolderChild runs the app for TestAFolderThatCannotBeMadeRunsWithoutSaving.
func TestNoFolderChild(t *testing.T) {
	dir := os.Getenv("KT_NOFOLDER")
	if dir == "" {
		t.Skip("only in a child process of TestAFolderThatCannotBeMadeRunsWithoutSaving")
	}
	opts := Options{ConfigDir: dir, Screenshot: os.Getenv("KT_NOFOLDER_OUT"), Ticks: 20, Probe: os.Getenv("KT_NOFOLDER_PROBE")}
	if err := Run(opts); err != nil {
		t.Fatal(err)
	}
}
