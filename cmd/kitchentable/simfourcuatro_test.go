package main

import (
	"strings"
	"testing"
)

func TestSimFourCuatro(t *testing.T) {
	for _, format := range []string{"basic", "constructed"} {
		code, out, errs := runT(t, "sim", "-variant", "fourcuatro", "-format", format, "-games", "6", "-seed", "2", "-ai", "easy,random", "-swap")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", format, code, errs)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if !strings.HasPrefix(lines[0], "games=6 ") || strings.Contains(lines[0], "errors=") || strings.Contains(lines[0], "stuck=") {
			t.Errorf("%s: %s", format, out)
		}
		if len(lines) < 4 || !strings.HasPrefix(lines[2], "easy ") || !strings.HasPrefix(lines[3], "random ") {
			t.Errorf("%s: no per-player table:\n%s", format, out)
		}
	}
}

func TestSimFourCuatroFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-variant", "fourcuatro", "-players", "3"},
		{"-variant", "fourcuatro", "-format", "sealed"},
		{"-variant", "fourcuatro", "-ai", "medium"},
		{"-variant", "fourcuatro", "-replay-dir", t.TempDir()},
	} {
		code, _, errs := runT(t, append([]string{"sim", "-games", "1"}, args...)...)
		if code != 2 || errs == "" {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
}

// TestSimFourCuatroRefusesReplayDir asks for replay files of FourCuatro
// games, which have none: sim says so instead of writing nothing and
// saying nothing.
func TestSimFourCuatroRefusesReplayDir(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := runT(t, "sim", "-variant", "fourcuatro", "-games", "1", "-replay-dir", dir)
	if code != 2 || out != "" || !strings.Contains(errs, "-replay-dir is not for FourCuatro") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}
