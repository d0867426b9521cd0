package fctable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
)

// layers are the table drawn once for a state and copied every frame: the
// still layer under the moving things and the over layer (a panel, the
// end) above them. Drawing text and panels costs allocations and time
// each call; copying an image costs neither.
type layers struct {
	still, over *ebiten.Image
	hasOver     bool
	key         layerKey
	// Redraws counts the times the layers were drawn (for tests).
	redraws int
}

// layerKey is everything the layers show depends on.
type layerKey struct {
	ver                   int // the game and the viewer (Scene.seenVer)
	logLen                int
	w, h                  int
	scale                 float64
	hover, chosen, press  fourcuatro.CardID
	drag, busy, mouseDown bool
	browse                fourcuatro.Seat
	buttons               btnKey
	hovered               uint64 // bit i: button i is under the cursor (the last bit: Menu)
	empty                 [2]bool
}

// layerKey returns what the layers would show now.
func (s *canvas) layerKey() layerKey {
	k := layerKey{ver: s.sight.ver, logLen: len(s.m.log()), w: s.w, h: s.h, scale: s.th.Scale,
		hover: s.ptr.hovered(), chosen: s.prompt.chosen, press: s.ptr.held(), drag: s.ptr.press.Dragging(), busy: s.mo.busy(), mouseDown: s.ptr.mouseDown,
		browse: s.ptr.browse, buttons: s.prompt.key}
	for i := range s.prompt.buttons {
		if i < 63 && s.prompt.buttons[i].Hovered() {
			k.hovered |= 1 << i
		}
	}
	if s.menu.Hovered() {
		k.hovered |= 1 << 63
	}
	for seat := range s.mo.spots {
		k.empty[seat] = s.mo.spots[seat].empty.Empty()
	}
	return k
}

// draw copies the layers to screen, drawing them again first when the
// state they show changed, with moving drawn between them.
func (l *layers) draw(s *canvas, screen *ebiten.Image, moving func(*ebiten.Image)) {
	k := s.layerKey()
	if l.still == nil || l.still.Bounds() != screen.Bounds() {
		if l.still != nil {
			l.still.Deallocate()
			l.over.Deallocate()
		}
		b := screen.Bounds()
		l.still = ebiten.NewImage(b.Dx(), b.Dy())
		l.over = ebiten.NewImage(b.Dx(), b.Dy())
		l.key = layerKey{ver: -1}
	}
	if k != l.key {
		l.key = k
		l.redraws++
		v := s.sight.view()
		l.still.Clear()
		s.drawStill(l.still, v)
		l.over.Clear()
		l.hasOver = s.drawOver(l.over, v)
	}
	screen.DrawImage(l.still, nil)
	moving(screen)
	if l.hasOver {
		screen.DrawImage(l.over, nil)
	}
}
