package input

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/kitchentable/kitchentable/render/geom"
)

// Reader reads input from Ebitengine. Use it only inside ebiten's Update.
type Reader struct {
	chars []rune
}

var ebitenKeys = [numKeys]ebiten.Key{
	KeySpace:     ebiten.KeySpace,
	KeyEnter:     ebiten.KeyEnter,
	KeyEscape:    ebiten.KeyEscape,
	KeyBackspace: ebiten.KeyBackspace,
	KeyDelete:    ebiten.KeyDelete,
	KeyTab:       ebiten.KeyTab,
	KeyLeft:      ebiten.KeyArrowLeft,
	KeyRight:     ebiten.KeyArrowRight,
	KeyUp:        ebiten.KeyArrowUp,
	KeyDown:      ebiten.KeyArrowDown,
	KeyF11:       ebiten.KeyF11,
	KeyPageUp:    ebiten.KeyPageUp,
	KeyPageDown:  ebiten.KeyPageDown,
	KeyHome:      ebiten.KeyHome,
	KeyEnd:       ebiten.KeyEnd,
	KeyA:         ebiten.KeyA,
	KeyC:         ebiten.KeyC,
	KeyV:         ebiten.KeyV,
	KeyX:         ebiten.KeyX,
	KeyF:         ebiten.KeyF,
	KeyS:         ebiten.KeyS,
	KeyF6:        ebiten.KeyF6,
	KeyF7:        ebiten.KeyF7,
}

// ebitenMods are the keys of each modifier, either of which holds it.
var ebitenMods = []struct {
	m    Mod
	keys [2]ebiten.Key
}{
	{ModShift, [2]ebiten.Key{ebiten.KeyShiftLeft, ebiten.KeyShiftRight}},
	{ModCtrl, [2]ebiten.Key{ebiten.KeyControl, ebiten.KeyMeta}},
	{ModAlt, [2]ebiten.Key{ebiten.KeyAlt, ebiten.KeyAlt}},
}

var ebitenButtons = [numButtons]ebiten.MouseButton{Left: ebiten.MouseButtonLeft, Right: ebiten.MouseButtonRight}

// Read implements Source from Ebitengine's input state. Keys that repeat
// while held (Backspace, Delete, arrows) count as pressed again every few
// frames after a short delay, as in a text editor.
func (r *Reader) Read(s *State) {
	s.Reset()
	x, y := ebiten.CursorPosition()
	s.Cursor = geom.V(float64(x), float64(y))
	for b, eb := range ebitenButtons {
		// Held at the end of the tick: ebiten.IsMouseButtonPressed also
		// says so for a press and release within one tick, which would
		// hide their order (see State.Edges).
		s.Down[b] = inpututil.MouseButtonPressDuration(eb) > 0
		s.Pressed[b] = inpututil.IsMouseButtonJustPressed(eb)
		s.Released[b] = inpututil.IsMouseButtonJustReleased(eb)
	}
	_, wy := ebiten.Wheel()
	s.Wheel = wy
	for k, ek := range ebitenKeys {
		if pressedAt(Key(k), inpututil.KeyPressDuration(ek), inpututil.IsKeyJustPressed(ek)) {
			s.SetKey(Key(k))
		}
	}
	s.Mods = 0
	for _, em := range ebitenMods {
		if ebiten.IsKeyPressed(em.keys[0]) || ebiten.IsKeyPressed(em.keys[1]) {
			s.Mods |= em.m
		}
	}
	r.chars = ebiten.AppendInputChars(r.chars[:0])
	s.Chars = append(s.Chars, r.chars...)
}

// The key repeat: a held key repeats after repeatDelay frames (0.4 s at
// 60 ticks a second), then every repeatEvery frames (15 a second).
const (
	repeatDelay = 24
	repeatEvery = 4
)

// pressedAt reports whether key k, held for d frames (d = 1 on the frame
// it went down, 0 when it is up), counts as pressed in this frame. just
// says it went down since the last frame: on a slow frame a key can go
// down and up again between two, and is up (d = 0) but still pressed.
func pressedAt(k Key, d int, just bool) bool {
	return just || d == 1 || (repeats(k) && d > repeatDelay && d%repeatEvery == 0)
}

// repeats reports whether k repeats while held: the keys that delete and
// move the caret.
func repeats(k Key) bool {
	switch k {
	case KeyBackspace, KeyDelete, KeyLeft, KeyRight, KeyUp, KeyDown:
		return true
	}
	return false
}
