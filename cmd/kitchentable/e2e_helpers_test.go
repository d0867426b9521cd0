//go:build kitchentableprobe

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/scenes"
)

// desktop drives a built kitchentable in an X display with xdotool, and
// reads what it shows from its -probe file.
type desktop struct {
	t     *testing.T
	disp  string // the X display
	probe string
	cmd   *exec.Cmd
	// ox, oy are the window's top-left corner on the X screen.
	ox, oy float64
	last   scenes.Probe
}

// needDesktop returns an X display for the test to drive, or skips the
// test. With Xvfb installed it starts a private virtual screen, so that no
// other program's windows (another test's, or the person's own) can take
// the clicks; otherwise it uses $DISPLAY. It needs xdotool.
func needDesktop(tb testing.TB) string {
	tb.Helper()
	if testing.Short() {
		tb.Skip("-short")
	}
	if _, err := exec.LookPath("xdotool"); err != nil {
		tb.Skip("no xdotool")
	}
	if _, err := exec.LookPath("Xvfb"); err == nil {
		return privateDisplay(tb)
	}
	if d := os.Getenv("DISPLAY"); d != "" {
		return d
	}
	tb.Skip("no Xvfb and no DISPLAY")
	return ""
}

// privateDisplay starts Xvfb on a free display number and stops it when
// the test ends.
func privateDisplay(tb testing.TB) string {
	tb.Helper()
	for n := 150 + os.Getpid()%40; n < 250; n++ {
		if displayBusy(n) {
			continue
		}
		disp := fmt.Sprintf(":%d", n)
		// SIGTERM, so that Xvfb removes its lock file as it goes.
		x := diesWithTest(exec.Command("Xvfb", disp, "-screen", "0", "1280x720x24", "-noreset", "-nolisten", "tcp"), syscall.SIGTERM)
		if err := x.Start(); err != nil {
			tb.Fatalf("Xvfb: %v", err)
		}
		tb.Cleanup(func() { stopXvfb(x) })
		for i := 0; i < 100; i++ {
			if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); err == nil {
				return disp
			}
			time.Sleep(50 * time.Millisecond)
		}
		tb.Fatalf("Xvfb did not start on %s", disp)
	}
	tb.Fatal("no free X display number")
	return ""
}

// displayBusy reports whether X display n is taken: its lock file names
// a live process. A lock left by a server that was killed (its process
// gone) does not count; Xvfb takes such a display over.
func displayBusy(n int) bool { return lockHeld(fmt.Sprintf("/tmp/.X%d-lock", n)) }

// stopXvfb asks Xvfb to quit, so that it removes its lock file and
// socket, and kills it if it has not after two seconds.
func stopXvfb(x *exec.Cmd) {
	_ = x.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = x.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		_ = x.Process.Kill()
		<-done
	}
}

// onDisplay returns the command name args run on the X display disp.
func onDisplay(disp, name string, args ...string) *exec.Cmd {
	c := diesWithTest(exec.Command(name, args...), syscall.SIGKILL)
	c.Env = append(os.Environ(), "DISPLAY="+disp)
	return c
}

// buildBinary builds this command into dir and returns its path.
func buildBinary(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "kitchentable")
	out, err := exec.Command("go", "build", "-tags", "kitchentableprobe", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// startDesktop runs bin's window with a fresh config directory and waits
// for its first screen.
func startDesktop(t *testing.T, disp, bin string) *desktop {
	t.Helper()
	return startDesktopIn(t, disp, bin, t.TempDir())
}

// startDesktopIn runs bin's window with its config directory and probe
// file in dir (a second start on the same dir finds what the first
// saved) and waits for its first screen.
func startDesktopIn(t *testing.T, disp, bin, dir string) *desktop {
	t.Helper()
	d := &desktop{t: t, disp: disp, probe: filepath.Join(dir, "probe.json")}
	d.cmd = onDisplay(disp, bin, "play", "-config", filepath.Join(dir, "config"), "-probe", d.probe)
	d.cmd.Stderr = os.Stderr
	if err := d.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = d.cmd.Process.Kill()
		_ = d.cmd.Wait()
	})
	d.waitFor("the menu", 30*time.Second, func(p scenes.Probe) bool { return p.Scene == "menu" })
	d.ox, d.oy = windowOrigin(t, disp)
	return d
}

// startPreset starts the real program on a private display, opens the
// set-up, picks the preset labelled preset and starts the game; it
// returns the desktop and the table's first probe.
func startPreset(t *testing.T, preset string) (*desktop, scenes.Probe) {
	t.Helper()
	d := startDesktop(t, needDesktop(t), buildBinary(t, t.TempDir()))
	d.clickUntil("Play", "the game set-up", func(p scenes.Probe) bool { return p.Scene == "setup" })
	// A click can go unseen on a loaded machine: wait until the seats
	// show the preset's people (two for hot-seat, one otherwise).
	people := 1
	if preset == "Hot-seat for two" {
		people = 2
	}
	d.clickUntil(preset, "the preset's seats", func(p scenes.Probe) bool {
		n := 0
		for _, s := range p.Seats {
			if s.Zone == record.Human {
				n++
			}
		}
		return p.Scene == "setup" && n == people
	})
	d.typeSeed()
	p := d.clickUntil("Start", "the table", func(p scenes.Probe) bool { return p.Scene == "table" })
	return d, p
}

// windowOrigin finds the app's window on the X screen (the largest
// visible window with its title: toolkits may make small helper windows
// with the same name) and returns its top-left corner.
func windowOrigin(t *testing.T, disp string) (float64, float64) {
	t.Helper()
	out, err := onDisplay(disp, "xdotool", "search", "--sync", "--onlyvisible", "--name", "^Kitchen Table$").Output()
	if err != nil {
		t.Fatalf("xdotool search: %v", err)
	}
	var x, y, best float64
	for _, id := range strings.Fields(string(out)) {
		geo, err := onDisplay(disp, "xdotool", "getwindowgeometry", "--shell", id).Output()
		if err != nil {
			continue // gone already
		}
		v := map[string]float64{}
		for _, l := range strings.Fields(string(geo)) {
			if k, val, ok := strings.Cut(l, "="); ok {
				n, _ := strconv.ParseFloat(val, 64)
				v[k] = n
			}
		}
		if area := v["WIDTH"] * v["HEIGHT"]; area > best {
			x, y, best = v["X"], v["Y"], area
		}
	}
	return x, y
}

// read returns the latest probe, or false while there is none.
func (d *desktop) read() (scenes.Probe, bool) {
	b, err := os.ReadFile(d.probe)
	if err != nil {
		return scenes.Probe{}, false
	}
	var p scenes.Probe
	if err := json.Unmarshal(b, &p); err != nil {
		d.t.Fatalf("probe file: %v", err)
	}
	return p, true
}

// waitFor polls the probe until ok holds, failing the test after limit.
func (d *desktop) waitFor(what string, limit time.Duration, ok func(scenes.Probe) bool) scenes.Probe {
	d.t.Helper()
	p, found := d.poll(limit, ok)
	if !found {
		d.t.Fatalf("waited %v for %s; the screen shows %+v", limit, what, d.last)
	}
	return p
}

// poll polls the probe until ok holds or limit passes.
func (d *desktop) poll(limit time.Duration, ok func(scenes.Probe) bool) (scenes.Probe, bool) {
	d.t.Helper()
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		if d.cmd.ProcessState != nil {
			d.t.Fatal("the app exited")
		}
		if p, found := d.read(); found {
			d.last = p
			if ok(p) {
				return p, true
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	return d.last, false
}

// xdo runs xdotool and then waits a few frames, so the app sees each
// event on its own tick even on a busy machine (a press and release
// within one tick go unseen).
func (d *desktop) xdo(args ...string) {
	d.t.Helper()
	if out, err := onDisplay(d.disp, "xdotool", args...).CombinedOutput(); err != nil {
		d.t.Fatalf("xdotool %v: %v\n%s", args, err, out)
	}
	time.Sleep(100 * time.Millisecond)
}

// moveTo puts the pointer at (x, y) in the window.
func (d *desktop) moveTo(x, y float64) {
	d.xdo("mousemove", fmt.Sprint(int(d.ox+x)), fmt.Sprint(int(d.oy+y)))
}

// clickItem clicks item c of a probe in its upper third, which shows
// even when the next card of a fanned hand overlaps the rest.
func (d *desktop) clickItem(c scenes.ProbeItem) {
	d.moveTo(c.X+c.W/2, c.Y+c.H/3)
	d.xdo("mousedown", "1")
	d.xdo("mouseup", "1")
}

// click clicks the button labelled label on the current screen.
func (d *desktop) click(label string) {
	d.t.Helper()
	for _, b := range d.last.Buttons {
		if b.Label == label {
			d.moveTo(b.X+b.W/2, b.Y+b.H/2)
			d.xdo("mousedown", "1")
			d.xdo("mouseup", "1")
			return
		}
	}
	d.t.Fatalf("no button %q on %+v", label, d.last)
}

// clickUntil clicks the button labelled label until the screen shows
// what done looks for, trying three times (a click can go unseen while
// the window is still settling), and returns that screen.
func (d *desktop) clickUntil(label, what string, done func(scenes.Probe) bool) scenes.Probe {
	d.t.Helper()
	for try := 0; ; try++ {
		d.click(label)
		if p, ok := d.poll(5*time.Second, done); ok || try == 2 {
			if !ok {
				d.t.Fatalf("clicked %q three times and waited for %s; the screen shows %+v", label, what, d.last)
			}
			return p
		}
	}
}

// drag presses at from, moves in steps to to and releases there.
func (d *desktop) drag(fx, fy, tx, ty float64) {
	d.moveTo(fx, fy)
	d.xdo("mousedown", "1")
	const steps = 10
	for i := 1; i <= steps; i++ {
		f := float64(i) / steps
		d.moveTo(fx+(tx-fx)*f, fy+(ty-fy)*f)
	}
	time.Sleep(100 * time.Millisecond)
	d.xdo("mouseup", "1")
}

// hasButton reports whether p shows a button labelled label.
func hasButton(p scenes.Probe, label string) bool {
	for _, b := range p.Buttons {
		if b.Label == label {
			return true
		}
	}
	return false
}

// cards returns p's cards in zone that the viewer controls (mine) or not.
func cards(p scenes.Probe, zone string, mine bool) []scenes.ProbeItem {
	var out []scenes.ProbeItem
	for _, c := range p.Cards {
		if c.Zone == zone && c.Mine == mine {
			out = append(out, c)
		}
	}
	return out
}

// typeSeed types $KT_E2E_SEED, when set, into the set-up's seed field, so
// that a game that went wrong is dealt again: the log's "game started"
// line gives its seed, which decides the random decks too.
func (d *desktop) typeSeed() {
	if seed := os.Getenv("KT_E2E_SEED"); seed != "" {
		d.click("Seed")
		d.xdo("type", "--delay", "80", seed)
	}
}
