// Package clipboard copies text to and pastes text from the system
// clipboard. Ebitengine has no clipboard, and the app is built without
// cgo, so it asks the system's own tools: wl-copy and wl-paste under
// Wayland, else xclip or xsel on Linux and the other Unix systems, pbcopy
// and pbpaste on macOS, and the clipboard calls of user32.dll on Windows.
//
// Every call is bounded: it gives up after Timeout, and a paste reads at
// most MaxText bytes.
package clipboard

import (
	"errors"
	"time"
)

// MaxText is the most text, in bytes of UTF-8, ReadText returns; a
// clipboard holding more is an error.
const MaxText = 1 << 20

// Timeout is how long a copy or a paste may take before it gives up.
const Timeout = 3 * time.Second

// ErrUnavailable is the error (matched with errors.Is) of WriteText and
// ReadText when this computer offers no clipboard the app can use; its
// text says what to install.
var ErrUnavailable = errors.New("clipboard: there is no clipboard the app can use")

// unavailable is an ErrUnavailable with a sentence saying why.
type unavailable struct{ why string }

func (e *unavailable) Error() string        { return "clipboard: " + e.why }
func (e *unavailable) Is(target error) bool { return target == ErrUnavailable }

// errTooLong is ReadText's error for a clipboard holding more than MaxText.
var errTooLong = errors.New("clipboard: the clipboard holds more than a megabyte of text, too much to paste")

// WriteText puts s on the system clipboard.
func WriteText(s string) error { return writeText(s) }

// ReadText returns the text on the system clipboard: "" when it holds no
// text.
func ReadText() (string, error) { return readText() }
