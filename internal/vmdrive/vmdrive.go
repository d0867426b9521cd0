//go:build kitchentableprobe

package vmdrive

import (
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/exp/vmhost"

	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/scenes"
)

// Tag is the build tag that makes the app a virtualization guest.
const Tag = "ebitenginevmguest"

// ProbeTag is the build tag that gives the app its probe file (the
// -probe flag); the shipped app is built without it.
const ProbeTag = "kitchentableprobe"

// ScreenW and ScreenH are the guest's screen in pixels, the size of the
// window the app opens on a 1280×720 screen.
const ScreenW, ScreenH = 1280, 720

var builds sync.Map // package path -> *build

type build struct {
	once sync.Once
	bin  string
	err  error
}

// Build compiles the package at pkg (an import path) as a guest once per
// test process and returns the binary's path.
func Build(tb testing.TB, pkg string) string {
	tb.Helper()
	v, _ := builds.LoadOrStore(pkg, &build{})
	b := v.(*build)
	b.once.Do(func() {
		dir, err := os.MkdirTemp("", "vmdrive")
		if err != nil {
			b.err = err
			return
		}
		b.bin = filepath.Join(dir, "guest")
		if runtime.GOOS == "windows" {
			b.bin += ".exe"
		}
		out, err := exec.Command("go", "build", "-tags", Tag+","+ProbeTag, "-o", b.bin, pkg).CombinedOutput()
		if err != nil {
			b.err = fmt.Errorf("go build -tags %s,%s %s: %v\n%s", Tag, ProbeTag, pkg, err, out)
		}
	})
	if b.err != nil {
		tb.Fatal(b.err)
	}
	return b.bin
}

// Driver is one running guest.
type Driver struct {
	tb     testing.TB
	cmd    *exec.Cmd
	guest  *vmhost.GuestSession
	screen *ebiten.Image
	probe  string
	last   scenes.Probe
	ticks  int
	x, y   float64
	exited chan error // the process's exit, once
	done   bool       // Ended has received it
	closed bool       // the session is closed
}

// Start runs bin with args (which should include -probe Dir/probe.json
// via ProbeFile) as a guest and returns its driver once the first frame
// is drawn. The guest is stopped when the test ends.
func Start(tb testing.TB, bin, probe string, args ...string) *Driver {
	tb.Helper()
	gputest.Need(tb)
	sockDir, err := os.MkdirTemp("", "vg") // short: a socket path must fit sun_path
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = os.RemoveAll(sockDir) })
	ln, err := net.Listen("unix", filepath.Join(sockDir, "g.sock"))
	if err != nil {
		tb.Fatal(err)
	}
	defer ln.Close()
	endpoint, err := vmhost.EndpointURLFromAddr(ln.Addr())
	if err != nil {
		tb.Fatal(err)
	}
	d := &Driver{tb: tb, probe: probe}
	d.cmd = exec.Command(bin, args...)
	d.cmd.Env = append(os.Environ(), "EBITENGINE_VM_ENDPOINT="+endpoint)
	d.cmd.Stdout, d.cmd.Stderr = os.Stderr, os.Stderr
	if err := d.cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	exited := make(chan error, 1)
	d.exited = exited
	go func() { exited <- d.cmd.Wait() }()
	tb.Cleanup(func() {
		d.close()
		if d.done {
			return // Ended has waited for it
		}
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			_ = d.cmd.Process.Kill()
			<-exited
		}
	})
	// A guest that never dials fails the test instead of hanging it.
	_ = ln.(*net.UnixListener).SetDeadline(time.Now().Add(2 * time.Minute))
	conn, err := ln.Accept()
	if err != nil {
		tb.Fatalf("the guest never connected: %v", err)
	}
	if d.guest, err = vmhost.NewGuestSession(conn, nil); err != nil {
		tb.Fatal(err)
	}
	gputest.InFrame(func() {
		d.screen = ebiten.NewImage(ScreenW, ScreenH)
		err = d.guest.SetOutsideScreen(d.screen)
	})
	if err != nil {
		tb.Fatal(err)
	}
	d.Step()
	return d
}

// close ends the session, once.
func (d *Driver) close() {
	if d.guest == nil || d.closed {
		return
	}
	d.closed = true
	var err error
	gputest.InFrame(func() { err = d.guest.Close() })
	if err != nil && !errors.Is(err, ebiten.Termination) && !errors.Is(err, io.EOF) {
		d.tb.Logf("closing the guest: %v", err)
	}
}

// Step advances the guest one tick, draws its frame and reads the probe.
// The test fails if the guest has ended (see Quit).
func (d *Driver) Step() {
	d.tb.Helper()
	if !d.step() {
		d.tb.Fatalf("the app ended after %d ticks (%v); the screen showed %+v", d.ticks, d.guest.Err(), d.last)
	}
}

// pollStride is how many ticks Poll lets the guest run between two frames
// it looks at: the host's drawing of a frame (Mesa's software renderer
// in CI) costs far more than the guest's ticks, and a screen that waits
// for the player stays as it is.
const pollStride = 6

// step is Step; it reports false once the guest has ended.
func (d *Driver) step() bool { return d.stepTicks(1) }

// stepTicks advances the guest n ticks and draws one frame, reading the
// probe; it reports false once the guest has ended.
func (d *Driver) stepTicks(n int) bool {
	d.guest.AdvanceTicks(n)
	d.guest.AdvanceFrame()
	ok := d.guest.WaitFrame()
	if ok {
		gputest.InFrame(func() { ok = d.guest.CompositeFrame() })
	}
	if !ok {
		return false
	}
	d.ticks += n
	if b, err := os.ReadFile(d.probe); err == nil {
		var p scenes.Probe
		if err := json.Unmarshal(b, &p); err == nil {
			d.last = p
		}
	}
	return true
}

// Ended advances the guest until it ends by itself (the player quit), at
// most max ticks, and returns the process's exit: nil for status 0. The
// test fails if the guest is still running after max ticks.
func (d *Driver) Ended(max int) error {
	d.tb.Helper()
	for range max {
		if !d.step() {
			if err := d.guest.Err(); err != nil && !errors.Is(err, ebiten.Termination) && !errors.Is(err, io.EOF) {
				d.tb.Logf("the session ended with %v", err)
			}
			// The guest's RunGame returns once the host lets the session go.
			d.close()
			d.done = true
			select {
			case err := <-d.exited:
				return err
			case <-time.After(time.Minute): // a hang guard, not a timing
				d.tb.Fatal("the app ended its session but its process did not exit")
			}
		}
	}
	d.tb.Fatalf("the app still runs %d ticks later; the screen shows %+v", max, d.last)
	return nil
}

// Steps advances n ticks (see Step).
func (d *Driver) Steps(n int) {
	d.tb.Helper()
	for range n {
		d.Step()
	}
}

// Ticks returns how many ticks the guest has run.
func (d *Driver) Ticks() int { return d.ticks }

// Probe returns what the screen showed at the last frame.
func (d *Driver) Probe() scenes.Probe { return d.last }

// Poll advances the guest until ok holds for its probe, at most max
// ticks, looking at a frame every pollStride ticks; it returns the probe
// and whether ok held.
func (d *Driver) Poll(max int, ok func(scenes.Probe) bool) (scenes.Probe, bool) {
	d.tb.Helper()
	for end := d.ticks + max; d.ticks < end; {
		if ok(d.last) {
			return d.last, true
		}
		if !d.stepTicks(min(pollStride, end-d.ticks)) {
			d.tb.Fatalf("the app ended after %d ticks (%v); the screen showed %+v", d.ticks, d.guest.Err(), d.last)
		}
	}
	return d.last, ok(d.last)
}

// Run advances the guest n ticks, looking at a frame every pollStride
// ticks (see Poll): for a screen that is moving on by itself.
func (d *Driver) Run(n int) {
	d.tb.Helper()
	d.Poll(n, func(scenes.Probe) bool { return false })
}

// WaitFor is Poll that fails the test, naming what, when ok never holds.
func (d *Driver) WaitFor(what string, max int, ok func(scenes.Probe) bool) scenes.Probe {
	d.tb.Helper()
	p, found := d.Poll(max, ok)
	if !found {
		d.tb.Fatalf("waited %d ticks for %s; the screen shows %+v", max, what, p)
	}
	return p
}

// MoveTo moves the pointer to (x, y) and lets a tick see it.
func (d *Driver) MoveTo(x, y float64) {
	d.tb.Helper()
	d.x, d.y = x, y
	d.guest.MoveCursor(x, y)
	d.Step()
}

// Press presses the left button where the pointer is, for a tick.
func (d *Driver) Press() {
	d.tb.Helper()
	d.guest.PressMouseButton(ebiten.MouseButtonLeft)
	d.Step()
}

// Release releases the left button, for a tick.
func (d *Driver) Release() {
	d.tb.Helper()
	d.guest.ReleaseMouseButton(ebiten.MouseButtonLeft)
	d.Step()
}

// ClickAt clicks at (x, y).
func (d *Driver) ClickAt(x, y float64) {
	d.tb.Helper()
	d.MoveTo(x, y)
	d.Press()
	d.Release()
}

// ClickItem clicks item c of a probe in its upper third, which shows
// even when the next card of a fanned hand overlaps the rest.
func (d *Driver) ClickItem(c scenes.ProbeItem) { d.ClickAt(c.X+c.W/2, c.Y+c.H/3) }

// Click clicks the button labelled label on the current screen.
func (d *Driver) Click(label string) {
	d.tb.Helper()
	b, ok := d.button(label)
	if !ok {
		d.tb.Fatalf("no button %q on %+v", label, d.last)
	}
	d.ClickAt(b.X+b.W/2, b.Y+b.H/2)
}

// ClickToEnd clicks the button labelled label, which ends the app (Quit),
// and returns the process's exit as Ended does.
func (d *Driver) ClickToEnd(label string, max int) error {
	d.tb.Helper()
	b, ok := d.button(label)
	if !ok {
		d.tb.Fatalf("no button %q on %+v", label, d.last)
	}
	d.MoveTo(b.X+b.W/2, b.Y+b.H/2)
	d.Press()
	d.guest.ReleaseMouseButton(ebiten.MouseButtonLeft)
	return d.Ended(max)
}

// button returns the current screen's button labelled label.
func (d *Driver) button(label string) (scenes.ProbeItem, bool) {
	for _, b := range d.last.Buttons {
		if b.Label == label {
			return b, true
		}
	}
	return scenes.ProbeItem{}, false
}

// Drag presses at from, moves there in steps of a tick each and releases.
func (d *Driver) Drag(fx, fy, tx, ty float64) {
	d.tb.Helper()
	d.MoveTo(fx, fy)
	d.Press()
	const steps = 10
	for i := 1; i <= steps; i++ {
		f := float64(i) / steps
		d.MoveTo(fx+(tx-fx)*f, fy+(ty-fy)*f)
	}
	d.Release()
}

// Key presses and releases key, a tick each.
func (d *Driver) Key(k ebiten.Key) {
	d.tb.Helper()
	d.guest.PressKey(k)
	d.Step()
	d.guest.ReleaseKey(k)
	d.Step()
}

// Type types s as text input, a tick per character.
func (d *Driver) Type(s string) {
	d.tb.Helper()
	for _, r := range s {
		d.guest.TypeRune(r)
		d.Step()
	}
}

// Screen returns the last frame's pixels.
func (d *Driver) Screen() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, ScreenW, ScreenH))
	gputest.InFrame(func() { d.screen.ReadPixels(img.Pix) })
	return img
}

// SavePNG writes the last frame to path.
func (d *Driver) SavePNG(path string) {
	d.tb.Helper()
	f, err := os.Create(path)
	if err != nil {
		d.tb.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, d.Screen()); err != nil {
		d.tb.Fatal(err)
	}
}
