//go:build kitchentableprobe

package main

import (
	"flag"

	"github.com/kitchentable/kitchentable/scenes/app"
)

// probeFlag adds the -probe flag of the desktop tests' builds (the
// kitchentableprobe tag) to the play command's flags.
func probeFlag(fl *flag.FlagSet, opts *app.Options) {
	fl.StringVar(&opts.Probe, "probe", "", "for end-to-end tests: keep writing a JSON description of the screen to this file")
}
