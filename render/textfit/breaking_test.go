package textfit

import (
	"reflect"
	"strings"
	"testing"
)

func TestWrapAllBreaksOverlongWords(t *testing.T) {
	m := mono{2} // 1 pixel per character, space 1
	tests := []struct {
		text  string
		width float64
		want  []string
	}{
		{"a bb ccc", 7, []string{"a bb", "ccc"}},
		{"a verylongword b", 5, []string{"a", "veryl", "ongwo", "rd b"}},
		{"ÉÉÉÉÉÉ draws", 5, []string{"ÉÉÉÉÉ", "É", "draws"}},
		{"x", 0, []string{"x"}},
		{"in /home/ada/config", 10, []string{"in", "/home/ada/", "config"}},
		{"/a/bcdefghijklm", 10, []string{"/a/bcdefgh", "ijklm"}},
	}
	for _, tt := range tests {
		if got := WrapAll(tt.text, tt.width, m); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("WrapAll(%q, %v) = %q, want %q", tt.text, tt.width, got, tt.want)
		}
	}
	long := strings.Repeat("W", 64) + " draws a card."
	for width := 3.0; width < 70; width += 7 {
		for _, line := range WrapAll(long, width, m) {
			if float64(len(line)) > width {
				t.Errorf("width %v: line %q overflows", width, line)
			}
		}
	}
}

// BenchmarkWrapAllLogLine wraps a typical log line, which has no word too
// long for the panel.
func BenchmarkWrapAllLogLine(b *testing.B) {
	m := mono{2}
	line := "Brook plays Storm-Cook Apprentice as Blue-Red Crossing, and Ada loses 1 life (19)."
	b.ReportAllocs()
	for b.Loop() {
		_ = WrapAll(line, 40, m)
	}
}
