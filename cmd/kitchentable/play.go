package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/kitchentable/kitchentable/internal/crash"
	"github.com/kitchentable/kitchentable/scenes/app"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// playOptions parses the flags of the play command into the app's
// options. done is true when the program should exit with code instead
// (after -h or a usage error).
func playOptions(args []string, stderr io.Writer) (opts app.Options, code int, done bool) {
	fl := flag.NewFlagSet("play", flag.ContinueOnError)
	fl.SetOutput(stderr)
	fl.BoolVar(&opts.Fullscreen, "fullscreen", false, "start full screen (F11 toggles it)")
	fl.StringVar(&opts.Screenshot, "screenshot", "", "save the screen as this PNG file after -ticks updates, then quit")
	fl.IntVar(&opts.Ticks, "ticks", 60, "updates (1/60 s each) before the -screenshot")
	fl.StringVar(&opts.ConfigDir, "config", "", "folder for the settings and the saved game (default: kitchentable in your config folder, or $KITCHENTABLE_CONFIG_DIR)")
	probeFlag(fl, &opts)
	size := fl.String("size", "", "the window's size, WIDTHxHEIGHT (default: 1280x720, smaller when the screen is)")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: kitchentable play [flags]\n\nOpens the Kitchen Table window (the same as kitchentable with no command).\n\nflags:")
		fl.PrintDefaults()
	}
	usageErr := func(msg string) (app.Options, int, bool) {
		fmt.Fprintf(stderr, "play: %s\n", msg)
		fl.Usage()
		return opts, 2, true
	}
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return opts, 0, true
		}
		return opts, 2, true
	}
	if fl.NArg() > 0 {
		return usageErr(fmt.Sprintf("unexpected argument %q", fl.Arg(0)))
	}
	if *size != "" {
		if _, err := fmt.Sscanf(*size, "%dx%d", &opts.Width, &opts.Height); err != nil || opts.Width < 320 || opts.Height < 180 {
			return usageErr(fmt.Sprintf("-size %q: want WIDTHxHEIGHT, at least 320x180", *size))
		}
	}
	if opts.Ticks < 1 {
		return usageErr("-ticks must be at least 1")
	}
	return opts, 0, false
}

// runPlay opens the window and runs the game until it is closed.
func runPlay(args []string, stderr io.Writer) int {
	opts, code, done := playOptions(args, stderr)
	if done {
		return code
	}
	restartGraphics(&opts)
	err := app.Run(opts)
	var gs *app.GraphicsStartError
	if errors.As(err, &gs) && gs.Next != "" {
		code, rerr := startAgain(args, gs, stderr)
		if rerr == nil {
			return code
		}
		err = gs
	}
	if err != nil {
		fmt.Fprintf(stderr, "kitchentable: %v\n", err)
		if opts.Screenshot == "" && opts.Probe == "" {
			// Started from a desktop icon, there is no terminal to read
			// stderr: say it in a message box too, when the system has one.
			_ = crash.Alert("Kitchen Table could not go on", startFailure(err, opts.ConfigDir))
		}
		return 1
	}
	return 0
}

// startFailure is the alert's text when the app stopped with err: what
// happened in one plain sentence, where the log is, and what to try. The
// error itself, however long, is only in the log.
func startFailure(err error, configDir string) string {
	logPath := ""
	if st, e := store.OpenIn(configDir); e == nil {
		logPath = st.LogPath()
	}
	what := "Kitchen Table stopped because of a problem it could not handle."
	try := "Start it again; if this keeps happening, send us the log."
	var gs *app.GraphicsStartError
	if errors.As(err, &gs) {
		what = "Kitchen Table could not start its graphics: " + gs.Library.Label() + " did not work on this computer."
		if gs.Tried != "" {
			what = "Kitchen Table could not start its graphics: neither " + gs.Tried.Label() + " nor " + gs.Library.Label() + " worked on this computer."
		}
		try = "Updating the graphics driver may help; over a remote desktop, start the game on the computer itself."
	}
	return crash.Message(what, logPath, try)
}
