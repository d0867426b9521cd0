//go:build !kitchentableprobe

package main

import (
	"flag"

	"github.com/kitchentable/kitchentable/scenes/app"
)

// probeFlag adds nothing: the shipped app has no -probe flag, only the
// desktop tests' builds (the kitchentableprobe tag) do.
func probeFlag(*flag.FlagSet, *app.Options) {}
