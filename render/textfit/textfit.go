// Package textfit lays out rules text: it splits words into text and
// inline symbols ("{T}", "{2}", "{W}"), wraps paragraphs to a width and
// picks the largest font size at which a text fits a box. It is pure: all
// it knows of fonts is a Measurer, so it runs and is tested without a GPU.
package textfit

import "strings"

// Measurer measures text set at one font size.
type Measurer interface {
	// Advance returns the width of s in pixels.
	Advance(s string) float64
	// Symbol returns the width of an inline symbol such as {T} or {2},
	// spacing included.
	Symbol() float64
	// Space returns the width of the space between words.
	Space() float64
}

// Span is a piece of a word: plain text, or the inside of a symbol
// ("T" for {T}).
type Span struct {
	Text   string
	Symbol bool
}

// Spans splits a word into text and symbols: "{2}{R}," becomes symbols
// "2" and "R" and the text ",". An unclosed brace is text.
func Spans(word string) []Span {
	var out []Span
	for word != "" {
		i := strings.IndexByte(word, '{')
		if i < 0 {
			out = append(out, Span{Text: word})
			break
		}
		j := strings.IndexByte(word[i:], '}')
		if j < 0 {
			out = append(out, Span{Text: word})
			break
		}
		if i > 0 {
			out = append(out, Span{Text: word[:i]})
		}
		out = append(out, Span{Text: word[i+1 : i+j], Symbol: true})
		word = word[i+j+1:]
	}
	return out
}

// WordWidth returns the width of word: its text spans plus its symbols.
func WordWidth(word string, m Measurer) float64 {
	w := 0.0
	for _, s := range Spans(word) {
		if s.Symbol {
			w += m.Symbol()
		} else {
			w += m.Advance(s.Text)
		}
	}
	return w
}

// Wrap breaks a paragraph into lines no wider than width, greedily, words
// separated by single spaces. A word wider than width gets a line of its
// own (and overflows it). An empty paragraph has no lines.
func Wrap(paragraph string, width float64, m Measurer) []string {
	return wrapWords(strings.Fields(paragraph), width, m)
}

// wrapWords is Wrap of a paragraph's words.
func wrapWords(words []string, width float64, m Measurer) []string {
	var lines []string
	start, lineW := 0, 0.0
	for i, w := range words {
		ww := WordWidth(w, m)
		if i > start && lineW+m.Space()+ww > width {
			lines = append(lines, strings.Join(words[start:i], " "))
			start, lineW = i, ww
			continue
		}
		if i > start {
			lineW += m.Space()
		}
		lineW += ww
	}
	if start < len(words) {
		lines = append(lines, strings.Join(words[start:], " "))
	}
	return lines
}

// Layout is a text set to fit a box.
type Layout struct {
	Size       float64    // font size in pixels
	LineHeight float64    // distance between baselines
	Gap        float64    // extra space between paragraphs
	Paragraphs [][]string // the lines of each paragraph
	Height     float64    // total height
	Fits       bool       // false when even the smallest size overflows
}

// Lines returns the number of lines of l.
func (l Layout) Lines() int {
	n := 0
	for _, p := range l.Paragraphs {
		n += len(p)
	}
	return n
}

// Spacing gives line and paragraph spacing as multiples of the font size.
type Spacing struct {
	Line, Paragraph float64
}

// DefaultSpacing is 1.2 lines and a third of a line between paragraphs.
var DefaultSpacing = Spacing{Line: 1.2, Paragraph: 0.35}

// Fit sets text (paragraphs separated by "\n") in a width × height box at
// the largest size from maxSize down to minSize, in steps of about 4%,
// whose lines and paragraphs fit. at returns a Measurer for a size. When
// nothing fits, the layout at minSize is returned with Fits false.
func Fit(text string, width, height, maxSize, minSize float64, sp Spacing, at func(size float64) Measurer) Layout {
	paras := strings.Split(text, "\n")
	size := maxSize
	for {
		l := set(paras, width, size, sp, at(size))
		if l.Height <= height {
			l.Fits = true
			return l
		}
		if size <= minSize {
			return l
		}
		size = max(size*0.96, minSize)
	}
}

func set(paras []string, width, size float64, sp Spacing, m Measurer) Layout {
	l := Layout{Size: size, LineHeight: size * sp.Line, Gap: size * sp.Paragraph}
	for _, p := range paras {
		lines := Wrap(p, width, m)
		if len(lines) == 0 {
			continue
		}
		l.Paragraphs = append(l.Paragraphs, lines)
	}
	if n := l.Lines(); n > 0 {
		l.Height = float64(n)*l.LineHeight + float64(len(l.Paragraphs)-1)*l.Gap
	}
	return l
}

// Shrink returns the factor (at most 1) by which text of width w must be
// scaled to fit in width avail; 1 when it already fits.
func Shrink(w, avail float64) float64 {
	if w <= avail || w <= 0 {
		return 1
	}
	return max(avail, 0) / w
}
