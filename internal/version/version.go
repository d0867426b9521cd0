// Package version says which build of Kitchen Table is running. Release
// builds (go run ./tools/dist) stamp Version with -ldflags -X; other
// builds report "dev" with the commit Go recorded, when it did.
package version

import (
	"runtime/debug"
	"sync"
)

// Version is the release version, set by the build tool:
//
//	-ldflags "-X github.com/kitchentable/kitchentable/internal/version.Version=0.1.0"
var Version = ""

// String returns the version for people: the stamped version, or "dev"
// followed by the commit (and "+changes" when the tree had uncommitted
// changes) for builds made with plain go build or go run.
func String() string {
	if Version != "" {
		return Version
	}
	return devOnce()
}

var devOnce = sync.OnceValue(func() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "dev"
	}
	var rev, dirty string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+changes"
			}
		}
	}
	if len(rev) > 7 {
		rev = rev[:7]
	}
	if rev == "" {
		return "dev"
	}
	return "dev-" + rev + dirty
})
