package deckedit

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
)

// buttons handles the filter's buttons and switches, and reports
// whether one was clicked.
func (s *filterBar) buttons(in *input.State) bool {
	switch {
	case s.clearFilter.Update(in):
		s.filter = Filter{}
		s.search.Text, s.set.Index = "", 0
		if s.onSchemes() {
			s.themeFrom.Index = 0
		}
		s.refilter()
	case s.set.Update(in):
		s.refilter()
	case s.themeFrom.Update(in):
		s.refilter()
	default:
		return s.switches(in)
	}
	return true
}

// switches flips the filter's switches and reports whether one was
// clicked.
func (s *filterBar) switches(in *input.State) bool {
	for _, g := range []struct {
		buttons []widget.Button
		on      []bool
	}{
		{s.colours[:], s.filter.Colours[:]},
		{s.types[:], s.filter.Types[:]},
		{s.costs[:], s.filter.Costs[:]},
		{s.kinds[:], s.filter.Kinds[:]},
	} {
		for i := range g.buttons {
			if g.buttons[i].Update(in) {
				g.on[i] = !g.on[i]
				s.refilter()
				return true
			}
		}
	}
	return false
}

// makeFilters makes the filter's switches and the list of sets.
func (s *filterBar) makeFilters() {
	for i, l := range []string{"W", "U", "B", "R", "G", "C", "M"} {
		s.colours[i] = widget.Button{Label: l, FontSize: 14}
	}
	for i, l := range typeLabels {
		s.types[i] = widget.Button{Label: l, FontSize: 13}
	}
	for i := range s.costs {
		l := fmt.Sprint(i)
		if i == numCosts-1 {
			l += "+"
		}
		s.costs[i] = widget.Button{Label: l, FontSize: 13}
	}
	for i := range s.parts {
		s.parts[i].makeSets(s.lib)
	}
}

// refilter finds the cards the filter lets through and goes back to the
// top of the grid.
func (s *filterBar) refilter() {
	s.filter.Set = s.setCodes[min(max(s.set.Index, 0), len(s.setCodes)-1)]
	s.filter.Search = s.search.Text
	s.shown = s.shown[:0]
	for _, d := range s.src.Cards() {
		if s.filter.Match(d) && s.fromTheme(d) {
			s.shown = append(s.shown, d)
		}
	}
	s.first = 0
}

// layoutFilters places the filter's switches of the part shown: colour,
// type and mana value for the main deck, kind and theme deck for the
// schemes; the others are put away.
func (s *filterBar) layoutFilters() {
	d := s.ui.d
	for _, b := range s.mainChips() {
		b.Rect = geom.Rect{}
	}
	for i := range s.kinds {
		s.kinds[i].Rect = geom.Rect{}
	}
	s.themeFrom.Rect = geom.Rect{}
	if s.onSchemes() {
		x := 292.0
		for i := range s.kinds {
			s.kinds[i].Rect = d.R(x, 72, 96, 30)
			s.kinds[i].Style = chipStyle(s.filter.Kinds[i])
			x += 96 + typeChipGap
		}
		s.themeFrom.Rect = d.R(browseX, 112, 420, 28)
		s.themeFrom.Limit = d.At(0, 700).Y
		return
	}
	for i := range s.colours {
		s.colours[i].Rect = d.R(292+float64(i)*colourChipStep, 71, colourChip, colourChip)
	}
	x := browseX
	for i := range s.types {
		s.types[i].Rect = d.R(x, 112, typeChipW[i], 28)
		x += typeChipW[i] + typeChipGap
	}
	x += 10
	for i := range s.costs {
		s.costs[i].Rect = d.R(x+float64(i)*32, 112, 29, 28)
	}
	for i := range s.types {
		s.types[i].Style = chipStyle(s.filter.Types[i])
	}
	for i := range s.costs {
		s.costs[i].Style = chipStyle(s.filter.Costs[i])
	}
}

// mainChips returns the main deck's filter switches: colours, types and
// mana values.
func (s *filterBar) mainChips() []*widget.Button {
	var out []*widget.Button
	for i := range s.colours {
		out = append(out, &s.colours[i])
	}
	for i := range s.types {
		out = append(out, &s.types[i])
	}
	for i := range s.costs {
		out = append(out, &s.costs[i])
	}
	return out
}

// makeSchemeFilters makes the scheme filter's switches and its list of
// ready-made theme decks whose schemes it can show ("From The Harvest
// Horde").
func (s *filterBar) makeSchemeFilters() {
	for i, l := range kindLabels {
		s.kinds[i] = widget.Button{Label: l, FontSize: 13}
	}
	s.themeFrom = widget.Cycler{Rows: 8, Options: []string{"From any theme deck"}}
	s.themeSets = []map[*card.Def]bool{nil}
	if s.svc.Catalog == nil || !s.hasSchemes() {
		return
	}
	for _, name := range s.svc.Catalog.Decks {
		if !strings.HasPrefix(name, "archenemy-") {
			continue
		}
		d, err := s.svc.Catalog.Deck(name)
		if err != nil || len(d.Schemes) == 0 {
			continue
		}
		in := map[*card.Def]bool{}
		for _, c := range d.Schemes {
			in[c] = true
		}
		s.themeFrom.Options = append(s.themeFrom.Options, "From "+readyName(name))
		s.themeSets = append(s.themeSets, in)
	}
}

// fromTheme reports whether d passes the theme deck filter: in the scheme
// deck of the theme deck chosen, or any card when none is.
func (s *filterBar) fromTheme(d *card.Def) bool {
	if !s.onSchemes() || s.themeFrom.Index <= 0 || s.themeFrom.Index >= len(s.themeSets) {
		return true
	}
	return s.themeSets[s.themeFrom.Index][d]
}

// drawFilters draws the search field and the switches.
func (s *filterBar) drawFilters(screen *ebiten.Image) {
	th := s.th
	s.search.Draw(screen, th)
	if s.onSchemes() {
		for i := range s.kinds {
			s.kinds[i].Draw(screen, th)
		}
		s.set.Draw(screen, th)
		s.themeFrom.Draw(screen, th)
		s.clearFilter.Draw(screen, th)
		return
	}
	for i := range s.colours {
		r := s.colours[i].Rect
		c := r.Center()
		on := s.filter.Colours[i]
		ring, rw := paint.Alpha(widget.WoodDark, 0.9), th.Px(1.5)
		if on {
			ring, rw = widget.Focus, th.Px(3)
		}
		fill := manaInk[i]
		if !on && s.filter.Colours != [numColours]bool{} {
			fill = paint.Mix(fill, widget.FeltDark, 0.55)
		}
		if s.colours[i].Hovered() {
			fill = paint.Lighten(fill, 0.15)
		}
		th.Painter.Circle(screen, c, r.W()/2, paint.Fill{Stops: []color.NRGBA{paint.Lighten(fill, 0.2), fill}, Gradient: paint.Radial, Border: rw, BorderColor: ring})
		ink := widget.Ink
		if i == int(mana.Black) || i == int(mana.Blue) || i == int(mana.Green) {
			ink = widget.Cream
		}
		th.Text(screen, s.colours[i].Label, c, widget.Font{Size: 14, Bold: true}, widget.Center, ink)
	}
	s.set.Draw(screen, th)
	for i := range s.types {
		s.types[i].Draw(screen, th)
	}
	for i := range s.costs {
		s.costs[i].Draw(screen, th)
	}
	s.clearFilter.Draw(screen, th)
}
