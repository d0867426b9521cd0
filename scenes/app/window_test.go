package app

import "testing"

func TestFitWindowStaysInsideTheWorkArea(t *testing.T) {
	for _, c := range []struct{ mw, mh, w, h int }{
		{1920, 1080, 1280, 720}, // 1080p at 100%
		{1280, 720, 1109, 624},  // 1080p at 150%
		{1536, 864, 1280, 720},  // 1080p at 125%
		{800, 600, 736, 414},    // a small screen
		{640, 400, 640, 360},    // never below the window's minimum
		{0, 0, 1280, 720},       // no monitor known
	} {
		w, h := fitWindow(c.mw, c.mh)
		if w != c.w || h != c.h {
			t.Errorf("fitWindow(%d, %d) = %d×%d, want %d×%d", c.mw, c.mh, w, h, c.w, c.h)
		}
	}
}
