package main

import (
	"errors"
	"fmt"
	"io"
	"log"
	"os"
	"os/exec"

	"github.com/kitchentable/kitchentable/internal/graphics"
	"github.com/kitchentable/kitchentable/scenes/app"
)

// restartGraphics reads the environment a restart on another graphics
// library was given (graphics.EnvFallback, graphics.EnvFailed) into
// opts. Names this system does not offer, or too long to be one, are
// ignored, and the run is then a first one.
func restartGraphics(opts *app.Options) {
	next := graphics.Library(bounded(os.Getenv(graphics.EnvFallback)))
	failed := graphics.Library(bounded(os.Getenv(graphics.EnvFailed)))
	if next == graphics.Auto || !graphics.Valid(next) || failed == graphics.Auto || !graphics.Valid(failed) {
		return
	}
	opts.Graphics, opts.GraphicsFailed = next, failed
}

// bounded is s, or "" when it is too long to be a library's name.
func bounded(s string) string {
	if len(s) > 16 {
		return ""
	}
	return s
}

// startAgain runs this program again with args, on the library gs names
// as next, and returns its exit code. The new process is told which
// library failed, so it remembers what worked and never starts again
// itself.
func startAgain(args []string, gs *app.GraphicsStartError, stderr io.Writer) (int, error) {
	exe, err := os.Executable()
	if err != nil {
		return 1, err
	}
	fmt.Fprintf(stderr, "kitchentable: %s did not start; starting again on %s\n", gs.Library.Label(), gs.Next.Label())
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), graphics.EnvFallback+"="+string(gs.Next), graphics.EnvFailed+"="+string(gs.Library))
	cmd.Stdin = os.Stdin
	if os.Stdout != nil {
		cmd.Stdout = os.Stdout
	}
	cmd.Stderr = stderr
	err = cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode(), nil
	}
	if err != nil {
		log.Printf("graphics: the game could not be started again: %v", err)
		return 1, err
	}
	return 0, nil
}
