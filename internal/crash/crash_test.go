package crash

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func TestAlertWithoutADisplayOrDialogSaysSo(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		t.Skip("the system always has a message box")
	}
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	if err := Alert("title", "message"); !errors.Is(err, ErrNoDialog) {
		t.Fatalf("Alert with no display = %v, want ErrNoDialog", err)
	}
	t.Setenv("DISPLAY", ":99")
	t.Setenv("PATH", t.TempDir())
	if err := Alert("title", "message"); !errors.Is(err, ErrNoDialog) {
		t.Fatalf("Alert with no dialog program = %v, want ErrNoDialog", err)
	}
}

func TestAlertRunsTheFirstDialogProgramFound(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		t.Skip("Linux and BSD only")
	}
	bin := t.TempDir()
	out := filepath.Join(bin, "args")
	// A fake zenity that records its arguments.
	script := "#!/bin/sh\nprintf '%s\\n' \"$@\" > " + out + "\n"
	if err := os.WriteFile(filepath.Join(bin, "zenity"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	t.Setenv("DISPLAY", ":99")
	if err := Alert("Kitchen Table", "It broke."); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want := "--error\n--no-markup\n--title\nKitchen Table\n--text\nIt broke.\n"
	if string(got) != want {
		t.Fatalf("zenity got:\n%s\nwant:\n%s", got, want)
	}
}
