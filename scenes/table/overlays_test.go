package table

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/render/paint"
)

func TestChoicePanelHeadline(t *testing.T) {
	for in, want := range map[string]string{
		"Keep one of these cards; the other goes to the bottom of the library": "Keep one of these cards",
		"Choose a mode: deal 2 damage, or gain 3 life":                         "Choose a mode",
		"Choose a card to discard.":                                            "Choose a card to discard",
		"":                                                                     "",
	} {
		if got := headline(in); got != want {
			t.Errorf("headline(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestLongNamesAreWrappedAndFitted wraps a log line naming a player with
// a 64-character name without spaces, and fits it on the curtain: no line
// is wider than the panel and the curtain's name fits the screen.
func TestLongNamesAreWrappedAndFitted(t *testing.T) {
	fonts, err := paint.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	l := newLabels(fonts)
	name := strings.Repeat("W", 64)
	lines := l.wrap(name+" draws a card.", regular, 12, 200, nil)
	squash := func(s string) string { return strings.ReplaceAll(s, " ", "") }
	if len(lines) < 3 || squash(strings.Join(lines, "")) != squash(name+" draws a card.") {
		t.Fatalf("wrapped into %q", lines)
	}
	for _, line := range lines {
		if w := l.measure(line, regular, 12); w > 200 {
			t.Errorf("line %q is %.0f wide, more than 200", line, w)
		}
	}
	size := l.fitSize(name, bold, 162, 3456)
	if w := l.measure(name, bold, size); size >= 162 || w > 3456.5 {
		t.Errorf("the curtain's name at 4K: size %.1f, %.0f wide", size, w)
	}
	if got := l.fitSize("Ada", bold, 54, 1152); got != 54 {
		t.Errorf("a short name is drawn at %.1f, not 54", got)
	}
}
