//go:build kitchentableprobe

package main

import (
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

// wineLimit bounds each wait on the Windows build under Wine: a start
// takes ten seconds on an idle machine, and a loaded one is much slower.
const wineLimit = 3 * time.Minute

// wineRig is what the Windows tests under Wine share: the Windows build,
// the session-end sender, a Wine prefix with the stand-in library, and
// an X display.
type wineRig struct {
	t      *testing.T
	disp   string
	dir    string   // the config folder and the probe are in here
	exe    string   // kitchentable.exe
	sender string   // endsession.exe
	script string   // tools/winetest/wine.sh
	env    []string // WINEPREFIX and the display
}

// needWine builds the Windows program and makes its Wine prefix, or
// skips the test when this machine has no Wine, no mingw-w64 C compiler
// or no display to drive. $KT_WINEPREFIX names a prefix to reuse (making
// one takes a minute); by default the test makes its own.
func needWine(t *testing.T) *wineRig {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("Wine runs the Windows build on Linux")
	}
	for _, tool := range []string{"wine", "wineserver", "x86_64-w64-mingw32-gcc"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("no %s (Debian: apt-get install wine gcc-mingw-w64-x86-64)", tool)
		}
	}
	disp := needDesktop(t)
	dir := t.TempDir()
	script, err := filepath.Abs("../../tools/winetest/wine.sh")
	if err != nil {
		t.Fatal(err)
	}
	prefix := os.Getenv("KT_WINEPREFIX")
	if prefix == "" {
		prefix = filepath.Join(dir, "prefix")
	}
	r := &wineRig{t: t, disp: disp, dir: dir, script: script,
		exe: filepath.Join(dir, "kitchentable.exe"), sender: filepath.Join(dir, "endsession.exe"),
		env: append(os.Environ(), "DISPLAY="+disp, "WINEPREFIX="+prefix)}
	// Whatever this test left running in the prefix (the game, the
	// sender, Wine's own services) ends with it, before its folder goes.
	t.Cleanup(func() {
		k := exec.Command("wineserver", "-k")
		k.Env = r.env
		_ = k.Run()
	})
	build := exec.Command("go", "build", "-tags", "kitchentableprobe", "-o", r.exe, ".")
	build.Env = append(os.Environ(), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build for Windows: %v\n%s", err, out)
	}
	if out, err := exec.Command("x86_64-w64-mingw32-gcc", "-O2", "-Wall", "-o", r.sender, "../../tools/winetest/endsession.c").CombinedOutput(); err != nil {
		t.Fatalf("building endsession.exe: %v\n%s", err, out)
	}
	prep := exec.Command(script)
	prep.Env = r.env
	if out, err := prep.CombinedOutput(); err != nil {
		t.Fatalf("making the Wine prefix: %v\n%s", err, out)
	}
	return r
}

// winPath is path as a Windows program under Wine names it: Wine's
// drive Z: is the Linux root.
func winPath(path string) string { return `Z:` + strings.ReplaceAll(path, "/", `\`) }

// start runs the Windows build's window under Wine, on the rig's config
// folder, and waits for the menu.
func (r *wineRig) start() *desktop {
	r.t.Helper()
	d := &desktop{t: r.t, disp: r.disp, probe: filepath.Join(r.dir, "probe.json")}
	_ = os.Remove(d.probe) // a probe from the last run is no menu of this one
	d.cmd = diesWithTest(exec.Command(r.script, r.exe, "play",
		"-config", winPath(filepath.Join(r.dir, "config")), "-probe", winPath(d.probe)), syscall.SIGKILL)
	d.cmd.Env = r.env
	d.cmd.Stderr = os.Stderr
	if err := d.cmd.Start(); err != nil {
		r.t.Fatal(err)
	}
	r.t.Cleanup(func() {
		if d.cmd.ProcessState == nil {
			_ = d.cmd.Process.Kill()
			_ = d.cmd.Wait()
		}
	})
	d.waitFor("the menu", wineLimit, func(p scenes.Probe) bool { return p.Scene == "menu" })
	d.ox, d.oy = windowOrigin(r.t, r.disp)
	return d
}

// wait waits for the app to exit and returns how it did.
func (r *wineRig) wait(d *desktop, what string) error {
	r.t.Helper()
	done := make(chan error, 1)
	go func() { done <- d.cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(wineLimit):
		r.t.Fatalf("the app did not exit within %v of %s", wineLimit, what)
		return nil
	}
}

// checkLog fails the test unless the run's log says each of want.
func (r *wineRig) checkLog(want ...string) {
	r.t.Helper()
	b, err := os.ReadFile(filepath.Join(r.dir, "config", applog.Name))
	if err != nil {
		r.t.Fatal(err)
	}
	for _, w := range want {
		if !strings.Contains(string(b), w) {
			r.t.Errorf("the log lacks %q:\n%s", w, b)
		}
	}
}

// savedAt returns when the saved game was last written, failing the
// test when there is none.
func (r *wineRig) savedAt() time.Time {
	r.t.Helper()
	st, err := store.OpenDir(filepath.Join(r.dir, "config"))
	if err != nil {
		r.t.Fatal(err)
	}
	if !st.MainSave().Has() {
		r.t.Fatal("no saved game for Continue")
	}
	fi, err := os.Stat(filepath.Join(r.dir, "config", "current.save"))
	if err != nil {
		r.t.Fatal(err)
	}
	return fi.ModTime()
}

// resume clicks the menu's Continue and waits for the table to show the
// game as it was left: at turn turn or later (the computer may have
// played on before the save), with land on my battlefield.
func resume(d *desktop, turn int, land string) scenes.Probe {
	d.t.Helper()
	d.clickUntil("Continue", "the table", func(p scenes.Probe) bool { return p.Scene == "table" })
	return d.waitFor("the saved game's table", wineLimit, func(p scenes.Probe) bool {
		return p.Scene == "table" && p.Turn >= turn && countNamed(cards(p, "battlefield", true), land) >= 1
	})
}

// TestWindowsUnderWine starts the Windows build under Wine as a new
// player would: from the menu a game against the computer from the
// quick set-up, a land played by dragging it, Save and leave, Quit (exit
// code 0, the log closed normally, the game saved). A second start
// continues that game, and Windows' session end (WM_QUERYENDSESSION,
// WM_ENDSESSION, then the process ended as Windows may) saves it and
// closes the log as Quit does; a third start continues it again.
func TestWindowsUnderWine(t *testing.T) {
	r := needWine(t)

	// The first start: a game, a land, Save and leave, Quit.
	d := r.start()
	d.clickUntil("Play", "the game set-up", func(p scenes.Probe) bool { return p.Scene == "setup" })
	d.clickUntil("You vs computer", "one person's seat", func(p scenes.Probe) bool {
		people := 0
		for _, s := range p.Seats {
			if s.Zone == record.Human {
				people++
			}
		}
		return p.Scene == "setup" && people == 1
	})
	d.typeSeed()
	d.clickUntil("Start", "the table", func(p scenes.Probe) bool { return p.Scene == "table" })
	keepWithLand(d)
	p, land := playALand(d)
	turn := p.Turn
	d.clickUntil("Menu", "the table's menu", func(q scenes.Probe) bool { return hasButton(q, "Save and leave") })
	d.clickUntil("Save and leave", "the menu with Continue", func(q scenes.Probe) bool { return q.Scene == "menu" && hasButton(q, "Continue") })
	d.click("Quit")
	if err := r.wait(d, "Quit"); err != nil {
		t.Fatalf("after Quit the app ended with %v, want exit code 0", err)
	}
	r.checkLog("on windows/amd64", "game started: variant plain", "saved for Continue", "closed normally")
	quitSave := r.savedAt()

	// The second start: Continue, then the session ends.
	d = r.start()
	resume(d, turn, land)
	send := exec.Command(r.script, r.sender, "60")
	send.Env = r.env
	if out, err := send.CombinedOutput(); err != nil {
		t.Fatalf("endsession.exe: %v\n%s", err, out)
	} else {
		t.Logf("%s", out)
	}
	_ = r.wait(d, "the end of the session") // its code is Windows' choice
	r.checkLog("Windows is ending the session", "received: saving and closing", "saved for Continue", "closed normally")
	if at := r.savedAt(); !at.After(quitSave) {
		t.Errorf("the session's end did not save the game again (saved at %v, as at Quit)", at)
	}

	// The third start continues the game the session's end saved.
	d = r.start()
	resume(d, turn, land)
	d.clickUntil("Menu", "the table's menu", func(q scenes.Probe) bool { return hasButton(q, "Save and leave") })
	d.clickUntil("Save and leave", "the menu", func(q scenes.Probe) bool { return q.Scene == "menu" })
	d.click("Quit")
	if err := r.wait(d, "Quit"); err != nil {
		t.Errorf("after Quit the app ended with %v, want exit code 0", err)
	}
}
