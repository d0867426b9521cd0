package widget

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// TestLongLabelShrinksBeforeItIsCut: a label too long for its button is
// drawn smaller, to no less than three quarters of its size, and only a
// label too long even then is cut.
func TestLongLabelShrinksBeforeItIsCut(t *testing.T) {
	fonts, err := paint.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	th := NewTheme(nil, fonts)
	b := Button{Label: "Cast Read the Smoke (2)", FontSize: 15, Shortcut: "Space", Rect: geom.R(0, 0, 212, 36)}
	if s, f := b.LabelShown(th); s != b.Label || f.Size >= 15 || f.Size < 15*minLabelShrink {
		t.Errorf("shown %q at %.1f", s, f.Size)
	}
	b.Label = "Cast " + strings.Repeat("Very Long Name ", 4)
	if s, f := b.LabelShown(th); !strings.HasSuffix(s, "…") || f.Size != 15*minLabelShrink {
		t.Errorf("an overlong label shown %q at %.1f", s, f.Size)
	}
	b.Label = "Done"
	if s, f := b.LabelShown(th); s != "Done" || f.Size != 15 {
		t.Errorf("a short label shown %q at %.1f", s, f.Size)
	}
}
