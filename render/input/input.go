// Package input gives scenes one frame's input as a plain value, so scene
// logic runs the same from a real window (Reader, backed by Ebitengine) and
// from tests (Script), which feed synthetic clicks, drags and keys.
package input

import "github.com/kitchentable/kitchentable/render/geom"

// Button is a mouse button.
type Button uint8

// The mouse buttons scenes use.
const (
	Left Button = iota
	Right
	numButtons
)

// Key is a keyboard key scenes react to.
type Key uint8

// The keys scenes use.
const (
	KeySpace Key = iota
	KeyEnter
	KeyEscape
	KeyBackspace
	KeyDelete
	KeyTab
	KeyLeft
	KeyRight
	KeyUp
	KeyDown
	KeyF11
	KeyPageUp
	KeyPageDown
	KeyHome
	KeyEnd
	// KeyA, KeyC, KeyV and KeyX are the letters of the editing shortcuts
	// (select all, copy, paste, cut); a text field reads them with
	// ModCtrl held.
	KeyA
	KeyC
	KeyV
	KeyX
	// KeyF and KeyS are the letters of the deck editor's shortcuts
	// (find, save), read with ModCtrl held.
	KeyF
	KeyS
	// KeyF6 and KeyF7 are the table's standing passes (until my next
	// turn, until something happens).
	KeyF6
	KeyF7
	numKeys
)

var keyNames = [...]string{"Space", "Enter", "Esc", "Backspace", "Delete", "Tab", "Left", "Right", "Up", "Down", "F11", "PageUp", "PageDown", "Home", "End", "A", "C", "V", "X", "F", "S", "F6", "F7"}

// Mod is a set of modifier keys held down.
type Mod uint8

// The modifier keys.
const (
	ModShift Mod = 1 << iota
	// ModCtrl is Control, or Command on a Mac.
	ModCtrl
	// ModAlt is Alt (Option on a Mac; AltGr is Ctrl and Alt on Windows).
	ModAlt
)

// String returns the key's name as printed on a keyboard.
func (k Key) String() string { return keyNames[k] }

// State is one frame's input: where the cursor is, which buttons are held
// and which changed this frame, the wheel, keys pressed this frame and
// characters typed. The zero value is "nothing happened, cursor at 0,0".
//
// A slow frame can hold more than one change of a button: Pressed and
// Released both set, in an order that Down (held at the end of the frame)
// and WasDown (held at the end of the previous one) tell; Edges and Steps
// put them back in order.
type State struct {
	Cursor   geom.Vec
	Down     [numButtons]bool // held now, at the end of the frame
	WasDown  [numButtons]bool // held at the end of the previous frame
	Pressed  [numButtons]bool // went down this frame
	Released [numButtons]bool // went up this frame
	// Wheel is the vertical scroll this frame (positive: away from the user).
	Wheel float64
	keys  uint32 // bit k: Key k went down this frame (or auto-repeated)
	// Mods are the modifier keys held now.
	Mods Mod
	// Chars are the characters typed this frame.
	Chars []rune
}

// Held reports whether every modifier of m is held.
func (s *State) Held(m Mod) bool { return s.Mods&m == m }

// KeyPressed reports whether k went down this frame.
func (s *State) KeyPressed(k Key) bool { return s.keys&(1<<k) != 0 }

// SetKey marks k as pressed this frame.
func (s *State) SetKey(k Key) { s.keys |= 1 << k }

// Reset clears everything that happens once (presses, releases, keys,
// wheel, typed characters) and keeps the cursor, held buttons and held
// modifiers; the held buttons become WasDown.
func (s *State) Reset() {
	s.WasDown = s.Down
	s.Pressed = [numButtons]bool{}
	s.Released = [numButtons]bool{}
	s.Wheel = 0
	s.keys = 0
	s.Chars = s.Chars[:0]
}

// Source fills in one frame's input.
type Source interface {
	// Read updates s for the current frame.
	Read(s *State)
}
