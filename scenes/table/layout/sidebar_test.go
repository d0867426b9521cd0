package layout

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes"
)

// smallScreens are the small windows the sidebar is checked at, down to
// the smallest the app allows (scenes/app: SetWindowSizeLimits 640×360).
var smallScreens = []struct{ w, h float64 }{{1280, 720}, {900, 560}, {800, 500}, {640, 400}, {640, 360}}

// longPrompt is a prompt that wraps to many lines in a narrow sidebar.
var longPrompt = strings.Repeat("Choose the order of the triggered abilities that go on the stack. ", 4)

// TestSidebarTextStaysLegible lays the table out at small windows, with 2
// and 4 seats, a short and a long prompt: the sidebar's text is never set
// below MinTextSize, its panels stay in the column without covering each
// other, the log keeps its few lines, the prompt's buttons and text fit
// its panel, and at 1280×720 nothing changed (SideScale is Scale).
func TestSidebarTextStaysLegible(t *testing.T) {
	buttons := []Button{{Label: "Pass priority", Key: "Space"}, {Label: "Pass until my turn", Key: "F6"}, {Label: "Cancel", Key: "Esc"}}
	for _, n := range []int{2, 4} {
		v := board(t, n, 3)
		for _, sc := range smallScreens {
			for _, prompt := range []string{"Your main phase: play a land or cast a spell.", longPrompt} {
				name := fmt.Sprintf("%d seats at %v×%v, prompt of %d chars", n, sc.w, sc.h, len(prompt))
				tb := &Table{}
				tb.Compute(Input{View: v, Width: sc.w, Height: sc.h, Scale: scenes.ScaleFor(int(sc.w), int(sc.h)), Buttons: buttons, Prompt: prompt})
				for what, size := range map[string]float64{"log": LogTextSize, "prompt": PromptTextSize, "button": ButtonTextSize} {
					if px := size * tb.SideScale; px < MinTextSize-1e-9 {
						t.Errorf("%s: the %s's text is %.1f px, under %v", name, what, px, MinTextSize)
					}
				}
				if sc.w == 1280 && tb.SideScale != tb.Scale {
					t.Errorf("%s: side scale %v, scale %v", name, tb.SideScale, tb.Scale)
				}
				panels := map[string]geom.Rect{"menu": tb.Menu, "stack": tb.StackArea, "log": tb.LogArea, "prompt": tb.PromptArea}
				for a, ra := range panels {
					if !inside(tb.Sidebar, ra) {
						t.Errorf("%s: the %s %v leaves the sidebar %v", name, a, ra, tb.Sidebar)
					}
					for b, rb := range panels {
						if a < b && overlap(ra, rb) > 0 {
							t.Errorf("%s: the %s %v covers the %s %v", name, a, ra, b, rb)
						}
					}
				}
				if !inside(tb.LogArea, tb.LogText) || tb.LogRows() < logMinRows {
					t.Errorf("%s: the log shows %d lines in %v (panel %v)", name, tb.LogRows(), tb.LogText, tb.LogArea)
				}
				if !inside(tb.PromptArea, tb.PromptText) {
					t.Errorf("%s: the prompt's text %v leaves its panel %v", name, tb.PromptText, tb.PromptArea)
				}
				for i, b := range tb.Buttons {
					if !inside(tb.PromptArea, b) || overlap(b, tb.PromptText) > 0 {
						t.Errorf("%s: button %d %v is outside the prompt %v or covers its text %v", name, i, b, tb.PromptArea, tb.PromptText)
					}
				}
				// The prompt shows all its lines, or at least two and
				// scrolls to the rest.
				if rows := tb.PromptRows(); rows < tb.PromptLines && rows < 2 {
					t.Errorf("%s: the prompt shows %d of its %d lines", name, rows, tb.PromptLines)
				}
				if tb.Felt.W() < sc.w*0.6 {
					t.Errorf("%s: the felt is %v wide", name, tb.Felt.W())
				}
			}
		}
	}
}

// TestPromptGrowsIntoTheLog checks that a long prompt takes room from the
// log rather than being cut, at a small window.
func TestPromptGrowsIntoTheLog(t *testing.T) {
	v := board(t, 2, 3)
	in := Input{View: v, Width: 800, Height: 500, Scale: scenes.ScaleFor(800, 500), Buttons: []Button{{Label: "OK"}}, Prompt: "Play a land."}
	short := &Table{}
	short.Compute(in)
	in.Prompt = longPrompt
	long := &Table{}
	long.Compute(in)
	if long.PromptArea.H() <= short.PromptArea.H() || long.LogArea.H() >= short.LogArea.H() {
		t.Errorf("prompt %v → %v, log %v → %v", short.PromptArea.H(), long.PromptArea.H(), short.LogArea.H(), long.LogArea.H())
	}
	if long.PromptLines <= short.PromptLines || long.PromptRows() < min(long.PromptLines, 4) {
		t.Errorf("the long prompt has %d lines and shows %d", long.PromptLines, long.PromptRows())
	}
}

// TestWrapCount counts wrapped lines and paragraphs.
func TestWrapCount(t *testing.T) {
	if n := WrapCount("a b c", 10, 1000, nil); n != 1 {
		t.Errorf("one short line wraps to %d", n)
	}
	if n := WrapCount("one\ntwo", 10, 1000, nil); n != 2 {
		t.Errorf("two paragraphs make %d lines", n)
	}
	if n := WrapCount(strings.Repeat("word ", 20), 10, 60, nil); n < 5 {
		t.Errorf("a long line in a narrow box wraps to %d", n)
	}
}
