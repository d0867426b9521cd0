//go:build !windows

package clipboard

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"
)

// tool is a pair of programs that copy to (their stdin) and paste from
// (their stdout) the clipboard.
type tool struct {
	name        string
	copy, paste []string
	// env is added to the programs' environment.
	env []string
}

// The tools, by the program that must exist.
var (
	wayland = tool{name: "wl-copy", copy: []string{"wl-copy"}, paste: []string{"wl-paste", "--no-newline"}}
	xclip   = tool{name: "xclip", copy: []string{"xclip", "-selection", "clipboard", "-in"}, paste: []string{"xclip", "-selection", "clipboard", "-out"}}
	xsel    = tool{name: "xsel", copy: []string{"xsel", "--clipboard", "--input"}, paste: []string{"xsel", "--clipboard", "--output"}}
	// pbcopy and pbpaste read and write in the locale's encoding: ask
	// for UTF-8.
	pasteboard = tool{name: "pbcopy", copy: []string{"pbcopy"}, paste: []string{"pbpaste"}, env: []string{"LANG=en_US.UTF-8", "LC_CTYPE=UTF-8"}}
)

// choose returns the tool to use on the system goos, with getenv and
// lookPath standing for os.Getenv and exec.LookPath.
func choose(goos string, getenv func(string) string, lookPath func(string) (string, error)) (tool, error) {
	has := func(p string) bool { _, err := lookPath(p); return err == nil }
	if goos == "darwin" {
		if has("pbcopy") && has("pbpaste") {
			return pasteboard, nil
		}
		return tool{}, &unavailable{"copying and pasting need the pbcopy and pbpaste programs, which macOS should have"}
	}
	if getenv("WAYLAND_DISPLAY") != "" && has("wl-copy") && has("wl-paste") {
		return wayland, nil
	}
	for _, t := range []tool{xclip, xsel} {
		if has(t.name) {
			return t, nil
		}
	}
	if getenv("WAYLAND_DISPLAY") != "" {
		return tool{}, &unavailable{"copying and pasting need the wl-clipboard package (or xclip); install it and try again"}
	}
	return tool{}, &unavailable{"copying and pasting need the xclip program; install xclip (or xsel) and try again"}
}

// system returns the tool for this computer.
func system() (tool, error) { return choose(runtime.GOOS, os.Getenv, exec.LookPath) }

func writeText(s string) error {
	t, err := system()
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, t.copy[0], t.copy[1:]...)
	cmd.Env = append(os.Environ(), t.env...)
	cmd.Stdin = strings.NewReader(s)
	// No pipes for stdout and stderr: xclip, xsel and wl-copy leave a
	// child behind that serves the text, and it would hold a pipe open.
	if err := cmd.Run(); err != nil {
		return failed(t, "copy", ctx, err, nil)
	}
	if t.name == xclip.name || t.name == xsel.name {
		settle(s)
	}
	return nil
}

// settle waits, a second at most, until the clipboard reads back s: xclip
// and xsel exit while the child they leave behind has yet to take the
// selection from the last one, so a paste at once could still read the
// text before.
func settle(s string) {
	for range 40 {
		if got, err := readText(); err == nil && got == s {
			return
		}
		time.Sleep(25 * time.Millisecond)
	}
}

func readText() (string, error) {
	t, err := system()
	if err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	out, err := output(ctx, t.paste, t.env, MaxText)
	if errors.Is(err, errTooLong) {
		return "", err
	}
	if err != nil {
		var stderr []byte
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			stderr = ee.Stderr
		}
		if emptyClipboard(stderr) {
			return "", nil
		}
		return "", failed(t, "paste", ctx, err, stderr)
	}
	return string(out), nil
}

// output runs argv and returns what it prints, at most limit bytes
// (more is errTooLong). A failure is an *exec.ExitError holding the
// start of what the program printed on stderr, or the error running it.
func output(ctx context.Context, argv, env []string, limit int) ([]byte, error) {
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &limitWriter{w: &stderr, n: 4096}
	cmd.WaitDelay = time.Second
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	out, rerr := io.ReadAll(io.LimitReader(pipe, int64(limit)+1))
	if len(out) > limit {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		return nil, errTooLong
	}
	err = cmd.Wait()
	if ee, ok := err.(*exec.ExitError); ok {
		ee.Stderr = stderr.Bytes()
	}
	if err == nil {
		err = rerr
	}
	return out, err
}

// limitWriter keeps the first n bytes written to it and drops the rest.
type limitWriter struct {
	w io.Writer
	n int
}

func (l *limitWriter) Write(p []byte) (int, error) {
	if k := min(len(p), l.n); k > 0 {
		l.n -= k
		if _, err := l.w.Write(p[:k]); err != nil {
			return 0, err
		}
	}
	return len(p), nil
}

// emptyClipboard reports whether a paste program's complaint means only
// that the clipboard holds no text: xclip's "target ... not available",
// wl-paste's "Nothing is copied" or "No selection".
func emptyClipboard(stderr []byte) bool {
	s := strings.ToLower(string(stderr))
	for _, m := range []string{"not available", "nothing is copied", "no selection", "no suitable type"} {
		if strings.Contains(s, m) {
			return true
		}
	}
	return false
}

// failed turns a tool's failure into one sentence.
func failed(t tool, what string, ctx context.Context, err error, stderr []byte) error {
	if ctx.Err() != nil {
		return fmt.Errorf("clipboard: %s took longer than %v to %s, so it was stopped", t.name, Timeout, what)
	}
	msg := strings.ToLower(string(stderr))
	if strings.Contains(msg, "display") {
		return &unavailable{fmt.Sprintf("%s could not reach the display's clipboard", t.name)}
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return fmt.Errorf("clipboard: %s could not %s the text (it stopped with exit code %d)", t.name, what, ee.ExitCode())
	}
	return fmt.Errorf("clipboard: %s could not be run to %s the text", t.name, what)
}
