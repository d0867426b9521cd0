package main

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/internal/graphics"
	"github.com/kitchentable/kitchentable/scenes/app"
)

func TestPlayOptions(t *testing.T) {
	var errb bytes.Buffer
	opts, code, done := playOptions([]string{"-fullscreen", "-screenshot", "out.png", "-ticks", "90", "-config", "/tmp/kt-conf", "-size", "1920x1080"}, &errb)
	if done || code != 0 {
		t.Fatalf("valid flags: exit %d, %s", code, errb.String())
	}
	if !opts.Fullscreen || opts.Screenshot != "out.png" || opts.Ticks != 90 || opts.ConfigDir != "/tmp/kt-conf" || opts.Width != 1920 || opts.Height != 1080 {
		t.Fatalf("options %+v", opts)
	}
	opts, _, done = playOptions(nil, &errb)
	if done || opts.Width != 0 || opts.Height != 0 || opts.Fullscreen || opts.Screenshot != "" {
		t.Fatalf("defaults %+v", opts)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-bogus"}, "flag provided but not defined"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"-size", "big"}, `-size "big"`},
		{[]string{"-ticks", "0"}, "-ticks must be at least 1"},
	} {
		errb.Reset()
		_, code, done := playOptions(tc.args, &errb)
		if !done || code != 2 || !strings.Contains(errb.String(), tc.want) || !strings.Contains(errb.String(), "usage: kitchentable play") {
			t.Errorf("%v: exit %d done %v, stderr %q; want exit 2 with %q", tc.args, code, done, errb.String(), tc.want)
		}
	}
	errb.Reset()
	if _, code, done := playOptions([]string{"-h"}, &errb); !done || code != 0 || !strings.Contains(errb.String(), "-screenshot") {
		t.Errorf("-h: exit %d, %q", code, errb.String())
	}
}

func TestUsageNamesPlay(t *testing.T) {
	if !strings.Contains(usage, "play ") || !strings.Contains(usage, "With no command, opens the Kitchen Table window") {
		t.Fatalf("usage does not describe play:\n%s", usage)
	}
}

func TestRestartGraphicsReadsOnlyTheLibrariesThisSystemOffers(t *testing.T) {
	offered := graphics.Choices()
	lib := offered[len(offered)-1]
	for _, c := range []struct {
		next, failed string
		want         graphics.Library
	}{
		{string(lib), string(lib), lib},
		{"", string(lib), graphics.Auto},
		{string(lib), "", graphics.Auto},
		{"vulkan", string(lib), graphics.Auto},
		{strings.Repeat("o", 100), string(lib), graphics.Auto},
	} {
		t.Setenv(graphics.EnvFallback, c.next)
		t.Setenv(graphics.EnvFailed, c.failed)
		var opts app.Options
		restartGraphics(&opts)
		if opts.Graphics != c.want || (c.want == graphics.Auto) != (opts.GraphicsFailed == graphics.Auto) {
			t.Errorf("fallback %q failed %q: options %q %q, want %q", c.next, c.failed, opts.Graphics, opts.GraphicsFailed, c.want)
		}
	}
}

func TestStartFailureIsAFewPlainLinesNamingTheLog(t *testing.T) {
	dir := t.TempDir()
	dump := errors.New("directx: D3DCompile for PSMain failed, original source: // mod\n" + strings.Repeat("#define mod(x, y) ((x) - (y) * floor((x) / (y)))\n", 300))
	for _, err := range []error{
		dump,
		&app.GraphicsStartError{Library: graphics.OpenGL, Tried: graphics.DirectX, Err: dump},
	} {
		got := startFailure(err, dir)
		if n := strings.Count(got, "\n") + 1; n > 8 {
			t.Errorf("%d lines, want a few:\n%s", n, got)
		}
		if strings.Contains(got, "D3DCompile") || strings.Contains(got, "#define") || !strings.Contains(got, filepath.Join(dir, "kitchentable.log")) {
			t.Errorf("alert:\n%s\nwant no error text and the log's path", got)
		}
	}
	if got := startFailure(&app.GraphicsStartError{Library: graphics.OpenGL, Tried: graphics.DirectX, Err: dump}, dir); !strings.Contains(got, "neither DirectX nor OpenGL") {
		t.Errorf("graphics alert:\n%s\nwant both libraries named", got)
	}
}
