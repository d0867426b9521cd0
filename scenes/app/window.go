package app

import "github.com/hajimehoshi/ebiten/v2"

// Room the system's own furniture takes on a screen, in device-independent
// pixels: a taskbar or dock and the window's title bar above, a margin at
// the sides.
const (
	reservedHeight = 96
	reservedWidth  = 64
)

// fitWindow is the first window's size on a monitor of mw×mh
// device-independent pixels: 1280×720 when that fits within the work
// area, else the largest 16:9 size that does, never below 640×360. A
// 1080p screen at 150% (1280×720) gets 1109×624.
func fitWindow(mw, mh int) (w, h int) {
	w, h = 1280, 720
	if mw <= 0 || mh <= 0 {
		return w, h
	}
	h = min(h, mh-reservedHeight, (mw-reservedWidth)*9/16)
	h = max(h, 360)
	return h * 16 / 9, h
}

// firstWindowSize is fitWindow for the current monitor.
func firstWindowSize() (int, int) {
	m := ebiten.Monitor()
	if m == nil {
		return fitWindow(0, 0)
	}
	return fitWindow(m.Size())
}
