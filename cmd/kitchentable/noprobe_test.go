package main

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
)

// probeSymbol matches the symbols of the desktop tests' probe: the
// scenes' Probe methods and types, the writer and the -probe flag.
var probeSymbol = regexp.MustCompile(`kitchentable/kitchentable/.*([Pp]robe(Item|Rect|Buttons|List|Look|Flag)?\b|writeProbe|pickerProbe)`)

// TestShippedBuildHasNoProbe builds the app as it ships (plain go build,
// no kitchentableprobe tag) and checks with go tool nm that no probe
// code is in it, and that the tagged build, which the desktop tests run,
// has it.
func TestShippedBuildHasNoProbe(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: two builds of the app")
	}
	dir := t.TempDir()
	for _, tc := range []struct {
		tags      []string
		wantProbe bool
	}{{nil, false}, {[]string{"-tags", "kitchentableprobe"}, true}} {
		bin := filepath.Join(dir, "kitchentable")
		args := append(append([]string{"build"}, tc.tags...), "-o", bin, ".")
		if out, err := exec.Command("go", args...).CombinedOutput(); err != nil {
			t.Fatalf("go %v: %v\n%s", args, err, out)
		}
		out, err := exec.Command("go", "tool", "nm", bin).Output()
		if err != nil {
			t.Fatalf("go tool nm: %v", err)
		}
		found := probeSymbol.FindAllString(string(out), 5)
		switch {
		case tc.wantProbe && len(found) == 0:
			t.Errorf("go %v: no probe symbols, so the test's pattern finds nothing", args)
		case !tc.wantProbe && len(found) > 0:
			t.Errorf("go %v: the shipped build has probe code: %v", args, found)
		}
	}
}
