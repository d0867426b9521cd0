//go:build kitchentableprobe

package vmtest

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestJoinsAHostedTableAndPlaysToTheEnd plays at a table another
// computer hosts, as a new user would: `kitchentable host` runs as a
// process of its own on a free loopback port, with a seat for a person
// on another computer and a medium computer. In the app I click Join a
// table, type my name, the address and the code the host printed, leave
// the deck to the host and press Join. At the table I play as at any
// (seatPlayer) until the game ends; at every look no card of the
// computer's hand may show, and the end screen offers only Main menu.
// The host then prints its summary line and exits cleanly.
func TestJoinsAHostedTableAndPlaysToTheEnd(t *testing.T) {
	a := start(t, "")
	h := startHost(t, "remote,medium")
	a.clickTo("Join a table", "the join screen", func(p scenes.Probe) bool { return p.Scene == "join" && hasButton(p, "Join") })
	a.fill("Name", "Ada")
	a.fill("Address", h.addr)
	a.fill("Code", h.code)
	a.shot("join-form")
	a.Click("Join")
	p := a.waitNet("the table", time.Minute, func(p scenes.Probe) bool { return p.Scene == "table" && len(p.Seats) == 2 })
	if p.Prompt == "" {
		p = a.waitNet("the table's first question", time.Minute, func(p scenes.Probe) bool { return p.Prompt != "" })
	}
	if !seated(p, "Ada") {
		t.Fatalf("the table does not seat me as Ada: %+v", p.Seats)
	}
	g := a.playNetworked(p, "join")
	if len(g.end.Buttons) != 1 || g.end.Buttons[0].Label != "Main menu" {
		t.Errorf("the end screen offers %+v; want only Main menu (the host keeps the game)", g.end.Buttons)
	}
	out := h.wait(t)
	t.Logf("%s; the host: %s", g, out)
	a.clickTo("Main menu", "the main menu", func(p scenes.Probe) bool { return p.Scene == "menu" })
}

// networkedGame is how a networked game went on the app's screen.
type networkedGame struct {
	end             scenes.Probe // the end screen
	looks, turn     int
	took            time.Duration
	ticks           int
	played, attacks int
}

func (g networkedGame) String() string {
	return fmt.Sprintf("%d looks, %d ticks, %v, last turn %d; I played %d cards and attacked %d times; the end says %q",
		g.looks, g.ticks, g.took.Round(time.Second), g.turn, g.played, g.attacks, g.end.Prompt)
}

// playNetworked plays the app's seat of a networked game from its first
// look p as a person would (seatPlayer) until the end screen, with
// screenshots named after shots: at every look no card of the other
// seat's hand may show, and a hand of my own must show once.
func (a *app) playNetworked(p scenes.Probe, shots string) networkedGame {
	t := a.t
	t.Helper()
	me := &seatPlayer{a: a}
	var g networkedGame
	ownHand, shotTurn := false, 0
	began := time.Now()
	for limit := began.Add(joinGameTime); p.Scene != "end" && time.Now().Before(limit); p = a.Probe() {
		if p.Scene != "table" {
			a.Run(6)
			continue
		}
		g.looks, g.turn = g.looks+1, p.Turn
		if other := cards(p, "hand", false); len(other) > 0 {
			a.shot(shots + "-secret")
			t.Fatalf("turn %d: the screen shows the other seat's hand: %+v", p.Turn, other)
		}
		if !ownHand && len(cards(p, "hand", true)) > 0 {
			ownHand = true
			a.shot(shots + "-table")
		}
		if p.Turn != shotTurn && p.Turn%4 == 0 {
			shotTurn = p.Turn
			a.shot(fmt.Sprintf("%s-turn%02d", shots, p.Turn))
		}
		me.move(p)
	}
	a.shot(shots + "-end")
	g.end, g.took, g.ticks, g.played, g.attacks = p, time.Since(began), a.Ticks(), me.played, me.attacks
	if p.Scene != "end" {
		t.Fatalf("the game did not end in %v (%s); the screen shows %+v", joinGameTime, g, p)
	}
	if !ownHand {
		t.Error("I never saw a hand of my own")
	}
	return g
}

// joinGameTime is how long, on the clock, the networked game may take:
// the host's computer thinks in real time, not in the guest's ticks.
const joinGameTime = 8 * time.Minute

// fill clicks the join screen's field labelled field, selects what it
// holds (a triple click) and types text over it.
func (a *app) fill(field, text string) {
	a.t.Helper()
	for range 3 {
		a.Click(field)
	}
	a.Type(text)
}

// waitNet is WaitFor on the clock: what the screen waits for comes from
// another process, which takes its time whatever the guest's ticks.
func (a *app) waitNet(what string, d time.Duration, ok func(scenes.Probe) bool) scenes.Probe {
	a.t.Helper()
	for end := time.Now().Add(d); time.Now().Before(end); {
		if p, found := a.Poll(60, ok); found {
			return p
		}
	}
	a.t.Fatalf("waited %v for %s; the screen shows %+v", d, what, a.Probe())
	return scenes.Probe{}
}

// seated reports whether p's seats show mine named name.
func seated(p scenes.Probe, name string) bool {
	for _, s := range p.Seats {
		if s.Mine && strings.Contains(s.Label, name) {
			return true
		}
	}
	return false
}

// host is a `kitchentable host` process.
type host struct {
	cmd        *exec.Cmd
	addr, code string
	stdout     bytes.Buffer
	exited     chan error
}

// hostLine is what the host prints once it listens.
var hostLine = regexp.MustCompile(`^host: table at (\S+), join code (\S+)$`)

// startHost runs `kitchentable host -seats seats` on a loopback port the
// system picks, with the test's seed and a config folder of its own, and
// returns once it prints its address and code. It is killed when the
// test ends, if it has not ended.
func startHost(t *testing.T, seats string) *host {
	t.Helper()
	bin := hostBinary(t)
	h := &host{exited: make(chan error, 1)}
	h.cmd = exec.Command(bin, "host", "-seats", seats, "-seed", seed, "-addr", "127.0.0.1:0", "-announce=false",
		"-wait", "3m", "-config", filepath.Join(t.TempDir(), "config"))
	h.cmd.Stdout = &h.stdout
	stderr, err := h.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := h.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	listening := make(chan []string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			fmt.Fprintln(os.Stderr, sc.Text()) // the host's log, beside the guest's
			if m := hostLine.FindStringSubmatch(sc.Text()); m != nil {
				listening <- m[1:]
			}
		}
		h.exited <- h.cmd.Wait()
	}()
	t.Cleanup(func() {
		if h.cmd.ProcessState == nil {
			_ = h.cmd.Process.Kill()
		}
	})
	select {
	case m := <-listening:
		h.addr, h.code = m[0], m[1]
	case err := <-h.exited:
		t.Fatalf("the host ended before it listened: %v", err)
	case <-time.After(time.Minute):
		t.Fatal("the host never said where it listens")
	}
	return h
}

// wait waits for the host to end after its game and returns its summary
// line; the test fails if it ends badly.
func (h *host) wait(t *testing.T) string {
	t.Helper()
	select {
	case err := <-h.exited:
		if err != nil {
			t.Errorf("the host ended with %v", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("the host did not end after the game")
	}
	return strings.TrimSpace(h.stdout.String())
}

var hostBuild struct {
	once sync.Once
	bin  string
	err  error
}

// hostBinary builds the plain program, as shipped, once per test
// process: the host is another computer's program, not a guest.
func hostBinary(t *testing.T) string {
	t.Helper()
	hostBuild.once.Do(func() {
		dir, err := os.MkdirTemp("", "kthost")
		if err != nil {
			hostBuild.err = err
			return
		}
		hostBuild.bin = filepath.Join(dir, "kitchentable")
		if out, err := exec.Command("go", "build", "-o", hostBuild.bin, "github.com/kitchentable/kitchentable/cmd/kitchentable").CombinedOutput(); err != nil {
			hostBuild.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if hostBuild.err != nil {
		t.Fatal(hostBuild.err)
	}
	return hostBuild.bin
}
