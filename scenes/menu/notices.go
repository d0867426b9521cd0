package menu

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
	"github.com/kitchentable/kitchentable/render/widget"
)

// notice is one sentence shown under the entries: a failure of the last
// thing the player did (bad), or a note from start-up.
type notice struct {
	text string
	bad  bool
	// lines are text wrapped to the notices' width, and at the top-left
	// of the first line's icon, as laid out by the last Update.
	lines []string
	at    geom.Vec
}

// hints is the key help in the bottom right corner.
const hints = "↑ ↓ choose · Enter open · F11 full screen"

// moreNotes replaces the notices that do not fit.
const moreNotes = "There are more notes in the log."

// noticeFont is the notices' font.
var noticeFont = widget.Font{Size: widget.Small}

// measure measures text in f: with the theme's fonts, or, in tests that
// have none, as if every character were half as wide as the font is high.
func (s *Scene) measure(f widget.Font) textfit.Measurer {
	if s.th.Fonts != nil {
		return widget.TextMeasure{Theme: s.th, Font: f}
	}
	return approx{s.th.Px(f.Size) / 2}
}

// approx measures text with every character w wide.
type approx struct{ w float64 }

func (a approx) Advance(s string) float64 { return float64(len([]rune(s))) * a.w }
func (a approx) Symbol() float64          { return a.w }
func (a approx) Space() float64           { return a.w }

// hintsRect returns where the key hints are drawn.
func (s *Scene) hintsRect() geom.Rect {
	th := s.th
	w, h := float64(s.w), float64(s.h)
	hw := s.measure(widget.Font{Size: widget.Small}).Advance(hints)
	return geom.R(w-th.Px(40)-hw, h-th.Px(38)-th.Px(11), hw, th.Px(22))
}

// layoutNotices wraps the notices into the space under the entries and
// left of the key hints, one below the other, in order; the ones that do
// not fit give way to a line saying there are more.
func (s *Scene) layoutNotices() {
	th := s.th
	last := s.entries[len(s.entries)-1].btn.Rect
	x := last.Min.X
	icon := th.Px(24)
	// Left of the fan of cards, and of the key hints.
	right := min(s.hintsRect().Min.X-th.Px(24), float64(s.w)*0.47)
	top, bottom := last.Max.Y+th.Px(14), float64(s.h)-th.Px(8)
	lineH := th.Px(21)
	m := s.measure(noticeFont)
	width := max(right-x-icon, th.Px(120))
	y := top
	for i := range s.notices {
		n := &s.notices[i]
		n.lines = textfit.WrapAll(n.text, width, m)
		n.at = geom.V(x, y)
		need := float64(len(n.lines)) * lineH
		rest := i < len(s.notices)-1
		if y+need > bottom || (rest && y+need+lineH > bottom) {
			// The first notice shows as much as fits; the others give
			// way to a line saying there are more.
			if i == 0 {
				keep := max(1, int((bottom-y)/lineH))
				if rest && keep > 1 {
					keep--
				}
				if keep < len(n.lines) {
					n.lines = append(n.lines[:keep-1:keep-1], n.lines[keep-1]+"…")
				}
				y += float64(len(n.lines)) * lineH
				i++
				if i == len(s.notices) {
					s.more = geom.Vec{}
					return
				}
				n = &s.notices[i]
			}
			n.lines, n.at = nil, geom.Vec{}
			s.more = geom.V(x, y)
			for j := i + 1; j < len(s.notices); j++ {
				s.notices[j].lines = nil
			}
			if y+lineH > bottom {
				s.more = geom.Vec{}
			}
			return
		}
		y += need + th.Px(4)
	}
	s.more = geom.Vec{}
}

// noticeRects returns the rectangles the shown notices cover (for tests).
func (s *Scene) noticeRects() []geom.Rect {
	var rs []geom.Rect
	m := s.measure(noticeFont)
	lineH := s.th.Px(21)
	for _, n := range s.notices {
		if len(n.lines) == 0 {
			continue
		}
		w := 0.0
		for _, l := range n.lines {
			w = max(w, m.Advance(l))
		}
		rs = append(rs, geom.R(n.at.X, n.at.Y, s.th.Px(24)+w, float64(len(n.lines))*lineH))
	}
	return rs
}

// drawNotices draws the notices laid out by the last Update, each after
// an icon: a red disc for a failure, an amber one for a note.
func (s *Scene) drawNotices(screen *ebiten.Image) {
	th := s.th
	lineH := th.Px(21)
	for _, n := range s.notices {
		if len(n.lines) == 0 {
			continue
		}
		s.drawIcon(screen, n.at, n.bad)
		ink := paint.Alpha(widget.Cream, 0.85)
		if n.bad {
			ink = widget.Cream
		}
		for i, l := range n.lines {
			th.Text(screen, l, geom.V(n.at.X+th.Px(24), n.at.Y+lineH/2+float64(i)*lineH), noticeFont, widget.Start, ink)
		}
	}
	if s.more != (geom.Vec{}) {
		th.Text(screen, moreNotes, geom.V(s.more.X+th.Px(24), s.more.Y+lineH/2), widget.Font{Size: widget.Small, Italic: true}, widget.Start, paint.Alpha(widget.Cream, 0.6))
	}
}

// drawIcon draws a notice's icon, a disc with "!", at the top left at.
func (s *Scene) drawIcon(screen *ebiten.Image, at geom.Vec, bad bool) {
	th := s.th
	c := widget.Brass
	if bad {
		c = widget.Danger
	}
	centre := at.Add(geom.V(th.Px(9), th.Px(10.5)))
	th.Painter.Circle(screen, centre, th.Px(8), paint.Flat(c))
	th.Text(screen, "!", centre, widget.Font{Size: 13, Bold: true}, widget.Center, widget.Cream)
}
