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
		s.Down[b] = ebiten.IsMouseButtonPressed(eb)
		s.Pressed[b] = inpututil.IsMouseButtonJustPressed(eb)
		s.Released[b] = inpututil.IsMouseButtonJustReleased(eb)
	}
	_, wy := ebiten.Wheel()
	s.Wheel = wy
	for k, ek := range ebitenKeys {
		d := inpututil.KeyPressDuration(ek)
		if d == 1 || (repeats(Key(k)) && d > 24 && d%4 == 0) {
			s.SetKey(Key(k))
		}
	}
	r.chars = ebiten.AppendInputChars(r.chars[:0])
	s.Chars = append(s.Chars, r.chars...)
}

func repeats(k Key) bool {
	switch k {
	case KeyBackspace, KeyDelete, KeyLeft, KeyRight, KeyUp, KeyDown:
		return true
	}
	return false
}
