package join

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// muted is the colour of the column heads.
var muted = paint.Alpha(widget.Parchment, 0.75)

// layout places everything, in the 1280×720 design: the tables found on
// the left, the form on the right.
func (s *Scene) layout(ctx *scenes.Context) {
	s.d = widget.DesignFor(ctx.Width, ctx.Height, ctx.Scale())
	s.th.Scale = s.d.Scale
	d := s.d
	s.back.Rect = d.R(1112, 18, 140, 40)
	n := min(len(s.found), maxShown)
	for len(s.picks) < n {
		s.picks = append(s.picks, widget.Button{FontSize: 17})
	}
	s.picks = s.picks[:n]
	for i := range s.picks {
		s.picks[i].Rect = d.R(30, 150+float64(i)*62, 560, 54)
		s.picks[i].Label = tableLabel(s.found[i])
	}
	s.look.Rect = d.R(30, 150+float64(max(n, 1))*62+36, 160, 38)
	s.look.Disabled = s.finder.searching()
	s.name.Rect = d.R(660, 150, 400, 42)
	s.addr.Rect = d.R(660, 236, 400, 42)
	s.code.Rect = d.R(660, 322, 220, 42)
	s.deck.Rect = d.R(660, 408, 590, 42)
	s.deck.Limit = d.At(0, 708).Y
	s.join.Rect = d.R(1060, 640, 190, 50)
	if s.try != nil {
		s.back.Label, s.back.Shortcut = "Cancel", "Esc"
	} else {
		s.back.Label, s.back.Shortcut = "Back", "Esc"
	}
}

// tableLabel says what a found table plays and how many seats are open.
func tableLabel(t netplay.Table) string {
	seats := "no open seat"
	switch {
	case t.Open == 1:
		seats = "1 open seat"
	case t.Open > 1:
		seats = fmt.Sprintf("%d open seats", t.Open)
	}
	name := t.Name
	if name == "" {
		name = t.Addr
	}
	return fmt.Sprintf("%s — %s, %s", name, t.Variant, seats)
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	th, d := s.th, s.d
	th.Background(screen)
	th.ShadowText(screen, "Join a table", d.At(30, 44), widget.Font{Size: 34, Bold: true}, widget.Start, widget.Cream)
	if s.try != nil {
		s.drawJoining(screen)
		return
	}
	head := widget.Font{Size: widget.Small, Bold: true}
	th.Text(screen, "TABLES ON THIS NETWORK", d.At(30, 136), head, widget.Start, muted)
	for i := range s.picks {
		s.picks[i].Draw(screen, th)
	}
	if len(s.picks) == 0 {
		th.Text(screen, s.findingText(), d.At(30, 178), widget.Font{Size: 17}, widget.Start, widget.Parchment)
	}
	s.look.Draw(screen, th)
	th.Text(screen, "YOUR NAME", d.At(660, 136), head, widget.Start, muted)
	s.name.Draw(screen, th)
	th.Text(screen, "TABLE ADDRESS", d.At(660, 222), head, widget.Start, muted)
	s.addr.Draw(screen, th)
	th.Text(screen, "JOIN CODE", d.At(660, 308), head, widget.Start, muted)
	s.code.Draw(screen, th)
	th.Text(screen, "YOUR DECK, where the table plays the seats' own decks", d.At(660, 394), head, widget.Start, muted)
	s.deck.Draw(screen, th)
	note := widget.Font{Size: widget.Small, Italic: true}
	th.Text(screen, "Both computers need the same card sets.", d.At(660, 480), note, widget.Start, muted)
	th.Text(screen, "Nothing between them is encrypted: play with people you know.", d.At(660, 504), note, widget.Start, muted)
	if s.err != "" {
		th.Notice(screen, s.err, d.R(30, 640, 1010, 50), true)
	}
	s.join.Draw(screen, th)
	s.back.Draw(screen, th)
	s.deck.DrawList(screen, th)
}

// findingText says how the search of the local network is going while
// it has found nothing.
func (s *Scene) findingText() string {
	switch {
	case s.finder.searching():
		return "Looking for tables…"
	case s.finder.failed():
		return "This network cannot be searched: type the address the host gives."
	}
	return "No table found: type the address and code the host gives."
}

// drawJoining draws the join under way: where, and what the host said.
func (s *Scene) drawJoining(screen *ebiten.Image) {
	th, d := s.th, s.d
	panel := d.R(290, 180, 700, 330)
	th.Panel(screen, panel)
	th.Text(screen, th.Fit("Joining "+s.try.table+"…", widget.Font{Size: 24, Bold: true}, 640*d.Scale), d.At(320, 224), widget.Font{Size: 24, Bold: true}, widget.Start, widget.Cream)
	th.Text(screen, "The game begins when every seat is taken.", d.At(320, 266), widget.Font{Size: 17}, widget.Start, widget.Parchment)
	y := 310.0
	for _, n := range s.try.heardSoFar() {
		th.Text(screen, th.Fit(n, widget.Font{Size: 17}, 640*d.Scale), d.At(320, y), widget.Font{Size: 17}, widget.Start, widget.Cream)
		y += 30
	}
	s.back.Draw(screen, th)
}
