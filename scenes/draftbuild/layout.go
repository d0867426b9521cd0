package draftbuild

import (
	"sort"

	"github.com/kitchentable/kitchentable/render/geom"
)

// columns are the mana-value columns: 0, 1, … 5 and 6 or more.
const columns = 7

// Sizes in the 1280×720 design.
const (
	cardW   = 92.0
	columnW = 136.0
	maxStep = 26.0 // how far down the next card of a column starts
)

func (s *Scene) poolArea() geom.Rect { return s.d.R(16, 70, 972, 300) }
func (s *Scene) deckArea() geom.Rect { return s.d.R(16, 392, 972, 312) }

// column is the column of pool card i.
func (s *Scene) column(i int) int {
	return min(s.cfg.Pool[i].Cost.ManaValue(), columns-1)
}

// order is the pool indexes in drawing order: by area, column, name.
func (s *Scene) order() []int {
	idx := make([]int, len(s.cfg.Pool))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		i, j := idx[a], idx[b]
		if s.inDeck[i] != s.inDeck[j] {
			return !s.inDeck[i]
		}
		if ci, cj := s.column(i), s.column(j); ci != cj {
			return ci < cj
		}
		return s.cfg.Pool[i].Name < s.cfg.Pool[j].Name
	})
	return idx
}

// layout places the cards: each area in columns by mana value, each
// column a stack showing every card's name bar, closer together when it
// is tall.
func (s *Scene) layout() {
	for _, inDeck := range []bool{false, true} {
		area := s.poolArea()
		if inDeck {
			area = s.deckArea()
		}
		var cols [columns][]int
		for _, i := range s.order() {
			if s.inDeck[i] == inDeck {
				cols[s.column(i)] = append(cols[s.column(i)], i)
			}
		}
		w := cardW * s.d.Scale
		h := w * 7 / 5
		top := area.Min.Y + 26*s.d.Scale
		for c, ids := range cols {
			step := maxStep * s.d.Scale
			if n := len(ids); n > 1 {
				step = min(step, (area.Max.Y-top-h)/float64(n-1))
			}
			x := area.Min.X + (float64(c)*columnW+(columnW-cardW)/2)*s.d.Scale
			for k, i := range ids {
				s.rects[i] = geom.R(x, top+float64(k)*step, w, h)
			}
		}
	}
	s.suggest.Rect = s.d.R(1010, 470, 120, 38)
	s.clear.Rect = s.d.R(1140, 470, 120, 38)
	s.all.Rect = s.d.R(1010, 516, 120, 38)
	s.back.Rect = s.d.R(1010, 650, 110, 46)
	s.done.Rect = s.d.R(1130, 650, 130, 46)
}
