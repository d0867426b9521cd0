//go:build !windows

package clipboard

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// lookIn returns a lookPath that finds only the programs named.
func lookIn(progs ...string) func(string) (string, error) {
	return func(p string) (string, error) {
		for _, q := range progs {
			if p == q {
				return "/usr/bin/" + p, nil
			}
		}
		return "", exec.ErrNotFound
	}
}

func env(kv ...string) func(string) string {
	return func(k string) string {
		for i := 0; i+1 < len(kv); i += 2 {
			if kv[i] == k {
				return kv[i+1]
			}
		}
		return ""
	}
}

func TestChoose(t *testing.T) {
	for _, c := range []struct {
		name, goos string
		env        func(string) string
		progs      []string
		want       string // the tool's name, or a word of the error
		unusable   bool
	}{
		{"wayland first", "linux", env("WAYLAND_DISPLAY", "wayland-0", "DISPLAY", ":0"), []string{"wl-copy", "wl-paste", "xclip"}, "wl-copy", false},
		{"x11 ignores wl-copy", "linux", env("DISPLAY", ":0"), []string{"wl-copy", "wl-paste", "xclip"}, "xclip", false},
		{"wayland without wl-clipboard uses xclip", "linux", env("WAYLAND_DISPLAY", "w"), []string{"xclip"}, "xclip", false},
		{"xsel when no xclip", "linux", env("DISPLAY", ":0"), []string{"xsel"}, "xsel", false},
		{"xclip before xsel", "freebsd", env(), []string{"xsel", "xclip"}, "xclip", false},
		{"nothing: install xclip", "linux", env("DISPLAY", ":0"), nil, "install xclip", true},
		{"wayland, nothing: install wl-clipboard", "linux", env("WAYLAND_DISPLAY", "w"), nil, "wl-clipboard", true},
		{"macOS", "darwin", env(), []string{"pbcopy", "pbpaste"}, "pbcopy", false},
		{"macOS ignores xclip", "darwin", env(), []string{"xclip"}, "pbcopy", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			tl, err := choose(c.goos, c.env, lookIn(c.progs...))
			if c.unusable {
				if !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), c.want) {
					t.Fatalf("choose = %v, %v; want ErrUnavailable saying %q", tl.name, err, c.want)
				}
				return
			}
			if err != nil || tl.name != c.want {
				t.Fatalf("choose = %q, %v; want %q", tl.name, err, c.want)
			}
		})
	}
}

func TestOutputBounded(t *testing.T) {
	ctx := context.Background()
	out, err := output(ctx, []string{"sh", "-c", "printf 'héllo'"}, nil, 6)
	if err != nil || string(out) != "héllo" {
		t.Fatalf("6 bytes under a limit of 6: %q, %v", out, err)
	}
	if _, err := output(ctx, []string{"sh", "-c", "head -c 3000000 /dev/zero"}, nil, MaxText); !errors.Is(err, errTooLong) {
		t.Fatalf("3 MB under a limit of 1 MiB: err %v, want errTooLong", err)
	}
	_, err = output(ctx, []string{"sh", "-c", "echo 'Error: target STRING not available' >&2; exit 1"}, nil, 10)
	var ee *exec.ExitError
	if !errors.As(err, &ee) || !emptyClipboard(ee.Stderr) {
		t.Fatalf("xclip's empty clipboard: %v, want an exit error read as an empty clipboard", err)
	}
}

func TestOutputTimeout(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := output(ctx, []string{"sleep", "20"}, nil, 10)
	if err == nil || time.Since(start) > 10*time.Second {
		t.Fatalf("sleep 20 under a 100 ms deadline: %v after %v", err, time.Since(start))
	}
	if msg := failed(xclip, "paste", ctx, err, nil).Error(); !strings.Contains(msg, "longer than") {
		t.Fatalf("the failure says %q, want that it took too long", msg)
	}
}

// display returns an X display to test on: $DISPLAY, or a new Xvfb
// stopped when the test ends.
func display(t *testing.T) string {
	if d := os.Getenv("DISPLAY"); d != "" {
		return d
	}
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Skip("no DISPLAY and no Xvfb")
	}
	for n := 150; n < 250; n++ {
		if _, err := os.Stat(filepath.Join("/tmp/.X11-unix", "X"+strconv.Itoa(n))); err == nil {
			continue
		}
		if _, err := os.Stat("/tmp/.X" + strconv.Itoa(n) + "-lock"); err == nil {
			continue
		}
		d := ":" + strconv.Itoa(n)
		cmd := exec.Command(xvfb, d, "-screen", "0", "64x64x24", "-nolisten", "tcp")
		if err := cmd.Start(); err != nil {
			t.Skipf("Xvfb: %v", err)
		}
		t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
		for range 100 {
			if _, err := os.Stat(filepath.Join("/tmp/.X11-unix", "X"+strconv.Itoa(n))); err == nil {
				return d
			}
			time.Sleep(50 * time.Millisecond)
		}
		t.Skip("Xvfb did not start")
	}
	t.Skip("no free display number")
	return ""
}

func TestRoundTripX11(t *testing.T) {
	if _, err := exec.LookPath("xclip"); err != nil {
		if _, err := exec.LookPath("xsel"); err != nil {
			t.Skip("neither xclip nor xsel is installed")
		}
	}
	t.Setenv("DISPLAY", display(t))
	t.Setenv("WAYLAND_DISPLAY", "")
	for _, s := range []string{"4 Mossgut Grudge\n2 Ember Wyrmling\n", "Émile — “quoted” ✓", ""} {
		if err := WriteText(s); err != nil {
			t.Fatalf("WriteText(%q): %v", s, err)
		}
		got, err := ReadText()
		if err != nil || got != s {
			t.Fatalf("ReadText after WriteText(%q) = %q, %v", s, got, err)
		}
	}
}

func TestNoDisplay(t *testing.T) {
	if _, err := exec.LookPath("xclip"); err != nil {
		t.Skip("xclip is not installed")
	}
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	t.Setenv("PATH", filepath.Dir(mustLook(t, "xclip")))
	_, err := ReadText()
	if !errors.Is(err, ErrUnavailable) {
		t.Fatalf("ReadText without a display: %v, want ErrUnavailable", err)
	}
}

func mustLook(t *testing.T, p string) string {
	path, err := exec.LookPath(p)
	if err != nil {
		t.Fatal(err)
	}
	return path
}
