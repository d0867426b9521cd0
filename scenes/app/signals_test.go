//go:build kitchentableprobe

package app

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/applog"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// TestSignalsSaveTheGameAndCloseTheLog runs the app in a child process
// (TestSignalChild) at a game's table and sends it SIGTERM, as a logout
// does, or SIGINT, as Ctrl-C does: the app leaves as Quit does, so the
// game is saved for Continue and the log closes normally.
func TestSignalsSaveTheGameAndCloseTheLog(t *testing.T) {
	needDisplay(t)
	if runtime.GOOS == "windows" {
		t.Skip("Windows cannot send a process SIGTERM or SIGINT; TestSessionEndSavesTheGameAndClosesTheLog is its logoff")
	}
	if os.Getenv("KT_SIGNAL_CONFIG") != "" {
		t.Skip("in a child process")
	}
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			closeChild(t, sig.String(), func(p *os.Process) error { return p.Signal(sig) })
		})
	}
}

// closeChild runs the app in a child process (TestSignalChild) at a
// game's table, has end close it (what names it for the messages), and
// checks it left as Quit does: the game saved for Continue, the log
// closed normally.
func closeChild(t *testing.T, what string, end func(*os.Process) error) {
	t.Helper()
	dir := t.TempDir()
	probe := filepath.Join(dir, "probe.json")
	cmd := exec.Command(os.Args[0], "-test.run=^TestSignalChild$", "-test.v")
	cmd.Env = append(os.Environ(), "KT_SIGNAL_CONFIG="+dir, "KT_SIGNAL_PROBE="+probe)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	// However the test ends, the child does not outlive it.
	defer func() {
		select {
		case err := <-done: // ended; waitForScene and the wait below put it back
			done <- err
		default:
			_ = cmd.Process.Kill()
			<-done
		}
	}()
	if !waitForScene(probe, "table", done) {
		t.Fatalf("the table did not show:\n%s", out.String())
	}
	if err := end(cmd.Process); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	select {
	case err := <-done:
		done <- err
		if err != nil || !strings.Contains(out.String(), "--- PASS: TestSignalChild") {
			t.Fatalf("the app did not close normally: %v\n%s", err, out.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("the app did not close after %s:\n%s", what, out.String())
	}
	st, err := store.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !st.MainSave().Has() {
		t.Error("the game was not saved for Continue")
	}
	b, err := os.ReadFile(filepath.Join(dir, applog.Name))
	if err != nil {
		t.Fatal(err)
	}
	log := string(b)
	for _, want := range []string{"received: saving and closing", "game started: variant plain", "saved for Continue", "closed normally"} {
		if !strings.Contains(log, want) {
			t.Errorf("the log lacks %q:\n%s", want, log)
		}
	}
}

// waitForScene waits until the probe file names scene, or the process
// ends, or a minute passes.
func waitForScene(probe, scene string, done chan error) bool {
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		select {
		case err := <-done:
			done <- err
			return false
		case <-time.After(100 * time.Millisecond):
		}
		var p scenes.Probe
		if b, err := os.ReadFile(probe); err == nil && json.Unmarshal(b, &p) == nil && p.Scene == scene {
			return true
		}
	}
	return false
}

// TestSignalChild opens a game of one person against the computer and
// runs until a signal closes it, for TestSignalsSaveTheGameAndCloseTheLog.
func TestSignalChild(t *testing.T) {
	dir := os.Getenv("KT_SIGNAL_CONFIG")
	if dir == "" {
		t.Skip("only in a child process of TestSignalsSaveTheGameAndCloseTheLog")
	}
	start := func(svc *scenes.Services) scenes.Scene {
		cat := svc.Catalog
		rec := &record.Record{Variant: "plain", Seed: 5}
		for i, c := range []string{record.Human, "easy"} {
			d, err := cat.Deck(cat.Decks[i])
			if err != nil {
				t.Fatal(err)
			}
			rec.Seats = append(rec.Seats, record.Seat{Name: []string{"Ada", "Computer"}[i], Controller: c, DeckName: d.Name, Deck: d.Cards})
		}
		s, err := svc.Nav.Play(rec)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	if err := Run(Options{ConfigDir: dir, Probe: os.Getenv("KT_SIGNAL_PROBE"), start: start}); err != nil {
		t.Fatal(err)
	}
}
