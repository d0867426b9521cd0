package textfit

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

// mono is a monospaced measurer: every character is size/2 wide, a symbol
// is size wide, a space size/2.
type mono struct{ size float64 }

func (m mono) Advance(s string) float64 { return float64(utf8.RuneCountInString(s)) * m.size / 2 }
func (m mono) Symbol() float64          { return m.size }
func (m mono) Space() float64           { return m.size / 2 }

func TestSpans(t *testing.T) {
	tests := []struct {
		word string
		want []Span
	}{
		{"Flying", []Span{{Text: "Flying"}}},
		{"{T}:", []Span{{Text: "T", Symbol: true}, {Text: ":"}}},
		{"{2}{R},", []Span{{Text: "2", Symbol: true}, {Text: "R", Symbol: true}, {Text: ","}}},
		{"\"{2},", []Span{{Text: "\""}, {Text: "2", Symbol: true}, {Text: ","}}},
		{"{W}.", []Span{{Text: "W", Symbol: true}, {Text: "."}}},
		{"odd{", []Span{{Text: "odd{"}}},
		{"", nil},
	}
	for _, tt := range tests {
		if got := Spans(tt.word); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Spans(%q) = %v, want %v", tt.word, got, tt.want)
		}
	}
}

func TestWordWidth(t *testing.T) {
	m := mono{10}
	if got := WordWidth("{2}{R},", m); got != 25 {
		t.Errorf("WordWidth = %v, want 25", got)
	}
	if got := WordWidth("abc", m); got != 15 {
		t.Errorf("WordWidth = %v, want 15", got)
	}
}

func TestWrap(t *testing.T) {
	m := mono{2} // 1 pixel per character, symbols 2, space 1
	tests := []struct {
		name  string
		text  string
		width float64
		want  []string
	}{
		{"fits", "a bb ccc", 8, []string{"a bb ccc"}},
		{"breaks", "a bb ccc", 7, []string{"a bb", "ccc"}},
		{"exact", "aaa bbb", 7, []string{"aaa bbb"}},
		{"long word alone", "a verylongword b", 5, []string{"a", "verylongword", "b"}},
		{"symbols count", "{T}: Add {W}.", 8, []string{"{T}: Add", "{W}."}},
		{"collapses spaces", "  a   b  ", 10, []string{"a b"}},
		{"empty", "", 10, nil},
	}
	for _, tt := range tests {
		if got := Wrap(tt.text, tt.width, m); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: Wrap(%q, %v) = %q, want %q", tt.name, tt.text, tt.width, got, tt.want)
		}
	}
}

// Every wrapped line fits unless it is a single overlong word, and no
// words are lost or reordered.
func TestWrapInvariants(t *testing.T) {
	m := mono{2}
	text := "When Compost Stirrer enters, create a colorless Preserve Jar artifact token with \"{2}, {T}, Sacrifice Preserve Jar: You gain 3 life.\""
	for width := 4.0; width < 80; width += 3 {
		lines := Wrap(text, width, m)
		if got := strings.Join(lines, " "); got != strings.Join(strings.Fields(text), " ") {
			t.Fatalf("width %v: words changed: %q", width, got)
		}
		for _, l := range lines {
			if w := lineWidth(l, m); w > width && strings.Contains(l, " ") {
				t.Errorf("width %v: line %q is %v wide", width, l, w)
			}
		}
	}
}

func lineWidth(line string, m Measurer) float64 {
	words := strings.Fields(line)
	w := float64(len(words)-1) * m.Space()
	for _, word := range words {
		w += WordWidth(word, m)
	}
	return w
}

func TestFit(t *testing.T) {
	at := func(s float64) Measurer { return mono{s} }
	short := Fit("Flying", 100, 40, 10, 5, DefaultSpacing, at)
	if !short.Fits || short.Size != 10 || short.Lines() != 1 || short.Height != 12 {
		t.Errorf("short text: %+v", short)
	}

	long := strings.Repeat("word ", 40)
	l := Fit("Flying\n"+long, 100, 60, 10, 3, DefaultSpacing, at)
	if !l.Fits || l.Size >= 10 || l.Size < 3 {
		t.Fatalf("long text should shrink and fit: %+v", l)
	}
	if l.Height > 60 {
		t.Errorf("height %v > 60", l.Height)
	}
	if len(l.Paragraphs) != 2 || l.Paragraphs[0][0] != "Flying" {
		t.Errorf("paragraphs: %q", l.Paragraphs)
	}
	// The next size up would not have fitted.
	bigger := set([]string{"Flying", long}, 100, l.Size/0.96, DefaultSpacing, mono{l.Size / 0.96})
	if bigger.Height <= 60 {
		t.Errorf("size %v is not the largest that fits (%v fits too)", l.Size, l.Size/0.96)
	}

	none := Fit(strings.Repeat("word ", 500), 50, 20, 10, 4, DefaultSpacing, at)
	if none.Fits || none.Size != 4 {
		t.Errorf("overflowing text: fits=%v size=%v", none.Fits, none.Size)
	}

	empty := Fit("", 50, 20, 10, 4, DefaultSpacing, at)
	if !empty.Fits || empty.Lines() != 0 || empty.Height != 0 {
		t.Errorf("empty: %+v", empty)
	}
}

func TestShrink(t *testing.T) {
	for _, c := range []struct{ w, avail, want float64 }{
		{50, 100, 1}, {100, 100, 1}, {200, 100, 0.5}, {0, 10, 1}, {10, -5, 0},
	} {
		if got := Shrink(c.w, c.avail); got != c.want {
			t.Errorf("Shrink(%v, %v) = %v, want %v", c.w, c.avail, got, c.want)
		}
	}
}
