package table

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// TestLogScrollsToBothEnds plays a game to its eighth turn and looks at
// the log at small windows: its text is never under the minimum size, the
// last line shows at the bottom, the wheel scrolls back to the very first
// line and no farther (a notch down answers at once), and back down to
// the last.
func TestLogScrollsToBothEnds(t *testing.T) {
	rec := humans(t, 3, 0, func(g *rules.Game) bool { return g.Turn() >= 8 })
	for _, sz := range []struct{ w, h int }{{1280, 720}, {900, 560}, {800, 500}, {640, 400}, {640, 360}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			hs := newHarness(t, rec, services(t, true, 0), sz.w, sz.h)
			hs.liftCurtain()
			screen := ebiten.NewImage(sz.w, sz.h)
			defer screen.Deallocate()
			hs.s.Draw(screen) // makes the graphics that wrap the log
			hs.run(2)
			hs.s.Draw(screen)
			l := &hs.s.lay
			if px := layout.LogTextSize * l.SideScale; px < layout.MinTextSize {
				t.Errorf("the log's text is %.1f px", px)
			}
			rows := l.LogRows()
			if l.LogText.Min.Y+float64(rows)*l.LogLine > l.LogArea.Max.Y {
				t.Errorf("%d rows of %.1f px from %v leave the log %v", rows, l.LogLine, l.LogText, l.LogArea)
			}
			n := len(hs.s.side.log)
			if n <= rows {
				t.Fatalf("the log has %d lines for %d rows: too short to scroll", n, rows)
			}
			if start, end := hs.s.side.logWindow(); end != n || end-start != rows {
				t.Errorf("the log shows lines [%d, %d) of %d", start, end, n)
			}
			hs.script.Move(l.LogArea.Center()).Wheel(1000)
			hs.run(1)
			if start, _ := hs.s.side.logWindow(); start != 0 || hs.s.ptr.ui.logScroll != n-rows {
				t.Errorf("scrolled back, the log starts at line %d (scroll %d of %d lines)", start, hs.s.ptr.ui.logScroll, n)
			}
			hs.script.Wheel(-1)
			hs.run(1)
			if hs.s.ptr.ui.logScroll != n-rows-3 {
				t.Errorf("a notch down scrolled to %d, want %d", hs.s.ptr.ui.logScroll, n-rows-3)
			}
			hs.script.Wheel(-1000)
			hs.run(1)
			if _, end := hs.s.side.logWindow(); end != n || hs.s.ptr.ui.logScroll != 0 {
				t.Errorf("scrolled down, the log ends at line %d of %d (scroll %d)", end, n, hs.s.ptr.ui.logScroll)
			}
		})
	}
}

// TestPromptScrolls gives the prompt more lines than its panel holds at
// the smallest window: the wheel over it scrolls down to its last line
// and no farther, and back to its first.
func TestPromptScrolls(t *testing.T) {
	hs := newHarness(t, humans(t, 3, 0, nil), services(t, true, 0), 640, 360)
	hs.liftCurtain()
	screen := ebiten.NewImage(640, 360)
	defer screen.Deallocate()
	hs.s.Draw(screen)
	hs.run(2)
	rows := hs.s.lay.PromptRows()
	if rows < 2 {
		t.Fatalf("the prompt shows %d lines", rows)
	}
	hs.s.prompt = hs.s.prompt[:0]
	for i := 0; i < rows+5; i++ {
		hs.s.prompt = append(hs.s.prompt, fmt.Sprint("line ", i))
	}
	hs.script.Move(hs.s.lay.PromptText.Center()).Wheel(-1)
	hs.run(1)
	if hs.s.ptr.ui.promptScroll != 3 {
		t.Errorf("a notch down scrolled the prompt to %d", hs.s.ptr.ui.promptScroll)
	}
	hs.script.Wheel(-100)
	hs.run(1)
	if hs.s.ptr.ui.promptScroll != 5 {
		t.Errorf("scrolled down, the prompt starts at line %d of %d for %d rows", hs.s.ptr.ui.promptScroll, rows+5, rows)
	}
	hs.s.Draw(screen)
	hs.script.Wheel(100)
	hs.run(1)
	if hs.s.ptr.ui.promptScroll != 0 {
		t.Errorf("scrolled up, the prompt starts at line %d", hs.s.ptr.ui.promptScroll)
	}
}
