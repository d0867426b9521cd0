// Package graphics names the graphics libraries Kitchen Table can draw
// with on each system, the order it falls back through when one fails to
// start, and the environment variables a restarted process reads. It
// knows nothing of Ebitengine: scenes/app maps the names onto it.
package graphics

import "runtime"

// Library is a graphics library by the name the settings file keeps.
// Auto ("") leaves the choice to the engine.
type Library string

// The libraries.
const (
	Auto    Library = ""
	DirectX Library = "directx"
	OpenGL  Library = "opengl"
	Metal   Library = "metal"
)

// Environment variables of a restart on the next library. Their
// presence marks the restarted process, which never restarts again.
const (
	// EnvFallback names the library the restarted process uses.
	EnvFallback = "KITCHENTABLE_GRAPHICS_FALLBACK"
	// EnvFailed names the library that failed in the first process.
	EnvFailed = "KITCHENTABLE_GRAPHICS_FAILED"
)

// Label is the library's name for people: "Automatic", "DirectX",
// "OpenGL", "Metal"; an unknown name is shown as it is.
func (l Library) Label() string {
	switch l {
	case Auto:
		return "Automatic"
	case DirectX:
		return "DirectX"
	case OpenGL:
		return "OpenGL"
	case Metal:
		return "Metal"
	}
	return string(l)
}

// Choices are the libraries this system offers, Auto first.
func Choices() []Library { return ChoicesFor(runtime.GOOS) }

// ChoicesFor are the libraries the system goos offers, Auto first.
// Linux and the BSDs have OpenGL only, so only Auto.
func ChoicesFor(goos string) []Library {
	switch goos {
	case "windows":
		return []Library{Auto, DirectX, OpenGL}
	case "darwin":
		return []Library{Auto, Metal, OpenGL}
	}
	return []Library{Auto}
}

// Valid reports whether l is one of the libraries this system offers.
func Valid(l Library) bool { return ValidFor(runtime.GOOS, l) }

// ValidFor reports whether l is one of the libraries goos offers.
func ValidFor(goos string, l Library) bool {
	for _, c := range ChoicesFor(goos) {
		if c == l {
			return true
		}
	}
	return false
}

// Next is the library to start again on after failed did not start, and
// false when this system has no other.
func Next(failed Library) (Library, bool) { return NextFor(runtime.GOOS, failed) }

// NextFor is Next on the system goos. On Windows DirectX and OpenGL stand
// in for each other, on macOS OpenGL for Metal (Metal is all Macs'
// first choice, and OpenGL is there only as a fallback); Linux and the
// BSDs have OpenGL alone, so nothing to fall back on. When the failed
// library is not known (the engine chose none), there is nothing to try
// either: its automatic choice already tried each in turn.
func NextFor(goos string, failed Library) (Library, bool) {
	switch {
	case goos == "windows" && failed == DirectX:
		return OpenGL, true
	case goos == "windows" && failed == OpenGL:
		return DirectX, true
	case goos == "darwin" && failed == Metal:
		return OpenGL, true
	}
	return Auto, false
}
