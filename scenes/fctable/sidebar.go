package fctable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/textfit"
	"github.com/kitchentable/kitchentable/render/widget"
)

// drawSidebar draws the log and the prompt with its buttons.
func (s *canvas) drawSidebar(dst *ebiten.Image) {
	th := s.th
	th.Panel(dst, s.b.log)
	th.Text(dst, "Game log", s.b.log.Min.Add(geom.V(s.b.px(10), s.b.px(14))), widget.Font{Size: 14, Bold: true}, widget.Start, widget.Cream)
	font := widget.Font{Size: 12.5}
	lines := s.logLines(font)
	for i, l := range lines {
		th.Text(dst, l, geom.V(s.b.log.Min.X+s.b.px(10), s.b.log.Min.Y+s.b.px(36)+float64(i)*s.b.px(16)), font, widget.Start, widget.Parchment)
	}
	th.Panel(dst, s.b.prompt)
	pf := widget.Font{Size: 14.5}
	y := s.b.prompt.Min.Y + s.b.px(18)
	for _, l := range textfit.Wrap(s.prompt.text(), s.b.prompt.W()-s.b.px(20), widget.TextMeasure{Theme: th, Font: pf}) {
		th.Text(dst, l, geom.V(s.b.prompt.Min.X+s.b.px(10), y), pf, widget.Start, widget.Cream)
		y += s.b.px(19)
	}
	for i := range s.prompt.buttons {
		s.prompt.buttons[i].Draw(dst, th)
	}
}

// logLines are the last log lines that fit the log panel, wrapped; they
// are wrapped again only when the log or the panel's size changes.
func (s *canvas) logLines(font widget.Font) []string {
	log := s.m.log()
	key := [3]int{int(s.m.viewer()), len(log), int(s.b.log.W())}
	if key == s.logKey && s.logWrapped != nil {
		return s.logWrapped
	}
	var lines []string
	for i := len(log) - 1; i >= 0 && len(lines) < 40; i-- {
		w := textfit.WrapAll(log[i], s.b.log.W()-s.b.px(20), widget.TextMeasure{Theme: s.th, Font: font})
		lines = append(append([]string(nil), w...), lines...)
	}
	room := int((s.b.log.H() - s.b.px(34)) / s.b.px(16))
	if len(lines) > room {
		lines = lines[len(lines)-room:]
	}
	s.logKey, s.logWrapped = key, lines
	return lines
}
