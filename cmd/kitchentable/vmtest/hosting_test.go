//go:build kitchentableprobe

package vmtest

import (
	"bytes"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestHostsATableAndPlaysToTheEnd hosts a game from the app, as a new
// user would: in the set-up seat 2 is a network player (the settings
// remember it from last time); Start shows the Hosting a table screen
// with the join code and the address. `kitchentable join -ai medium`
// joins from a process of its own with that code; the lobby names Bo at
// seat 2 and lights Start; Start opens my table, where I play as at any
// until the game ends, never seeing Bo's hand. The joiner then exits
// cleanly with the game's end.
func TestHostsATableAndPlaysToTheEnd(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "config"), 0o755); err != nil {
		t.Fatal(err)
	}
	settings := `{"anim_speed":1,"volume":0,"hover_zoom_ms":450,"auto_pay":true,"teammates_share":true,
 "last_seats":[{"name":"Hal","controller":"human","deck":"random"},{"name":"Guest","controller":"remote","deck":"random"}]}`
	if err := os.WriteFile(filepath.Join(dir, "config", "settings.json"), []byte(settings), 0o644); err != nil {
		t.Fatal(err)
	}
	a := start(t, dir)
	a.clickTo("Play", "the set-up", func(p scenes.Probe) bool { return p.Scene == "setup" })
	a.typeSeed()
	p := a.clickTo("Start", "the hosting screen", func(p scenes.Probe) bool { return p.Scene == "hosting" })
	lines := strings.Split(p.Prompt, "\n")
	if len(lines) < 2 || hasButton(p, "Start") {
		t.Fatalf("the hosting screen shows %q, Start %v", p.Prompt, hasButton(p, "Start"))
	}
	_, port, err := net.SplitHostPort(lines[1])
	if err != nil {
		t.Fatalf("the hosting screen's address %q: %v", lines[1], err)
	}
	a.shot("host-lobby")
	j := startJoiner(t, "Bo", lines[0], net.JoinHostPort("127.0.0.1", port))
	p = a.waitNet("Bo to sit down", time.Minute, func(p scenes.Probe) bool { return p.Scene == "hosting" && hasButton(p, "Start") })
	if !strings.Contains(p.Prompt, "Bo sat down at seat 2.") || len(p.Seats) != 2 || p.Seats[1].Label != "Bo — on another computer, here" {
		t.Fatalf("with Bo seated the lobby says %q, seats %+v", p.Prompt, p.Seats)
	}
	a.shot("host-lobby-full")
	a.Click("Start")
	p = a.waitNet("the table", time.Minute, func(p scenes.Probe) bool { return p.Scene == "table" && len(p.Seats) == 2 })
	if !seated(p, "Hal") {
		t.Fatalf("the table does not seat me as Hal: %+v", p.Seats)
	}
	g := a.playNetworked(p, "host")
	if !hasButton(g.end, "Main menu") {
		t.Errorf("the end screen offers %+v", g.end.Buttons)
	}
	select {
	case err := <-j.exited:
		if err != nil {
			t.Errorf("the joiner ended with %v: %s", err, j.stderr.String())
		}
	case <-time.After(time.Minute):
		t.Fatal("the joiner did not end after the game")
	}
	t.Logf("%s; the joiner: %s", g, strings.TrimSpace(j.stdout.String()))
}

// joiner is a `kitchentable join` process.
type joiner struct {
	cmd            *exec.Cmd
	stdout, stderr bytes.Buffer
	exited         chan error
}

// startJoiner runs `kitchentable join -ai medium` as name with code at
// addr; it is killed when the test ends, if it has not ended.
func startJoiner(t *testing.T, name, code, addr string) *joiner {
	t.Helper()
	j := &joiner{exited: make(chan error, 1)}
	j.cmd = exec.Command(hostBinary(t), "join", "-ai", "medium", "-name", name, "-code", code, "-config", filepath.Join(t.TempDir(), "config"), addr)
	j.cmd.Stdout, j.cmd.Stderr = &j.stdout, &j.stderr
	if err := j.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { j.exited <- j.cmd.Wait() }()
	t.Cleanup(func() {
		if j.cmd.ProcessState == nil {
			_ = j.cmd.Process.Kill()
		}
	})
	return j
}
