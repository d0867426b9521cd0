package setup

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes/internal/seedfield"
)

// rowY is the top of seat i's row in the design.
func fcRowY(i int) float64 { return 282 + float64(i)*76 }

// layout places every widget for a w×h screen: the design is 1280×720,
// scaled and centred.
func (s *fcForm) layout(w, h int, scale float64) {
	s.th.Scale = scale
	s.d = widget.DesignFor(w, h, scale)
	d := s.d
	limit := d.At(0, 708).Y
	s.seats[1].who.Rect, s.seats[1].who.Limit = d.R(250, 118, 400, 42), limit
	s.format.Rect, s.format.Limit = d.R(250, 178, 400, 42), limit
	for i, r := range s.seats {
		y := fcRowY(i)
		r.name.Rect = d.R(250, y, 320, 42)
		r.deck.Rect, r.deck.Limit = geom.Rect{}, limit
		r.edit.Rect = geom.Rect{}
		if s.chooses(i) {
			r.deck.Rect = d.R(600, y, 420, 42)
			r.edit.Rect = d.R(1036, y, 150, 42)
			r.edit.Label = "Edit deck"
			if r.deckName() == "" {
				r.edit.Label = "New deck"
			}
		} else {
			r.deck.Open = false
		}
	}
	s.panel = d.R(50, 96, 1180, 360)
	s.seed.Rect = d.R(140, 614, 250, 34)
	s.back.Rect = d.R(70, 662, 180, 44)
	s.start.Rect = d.R(1030, 662, 180, 44)
	if s.unfinished != nil {
		s.unfinished.button.Rect = d.R(1060, 546, 136, 40)
	}
}

// deckNote is what the deck column says for a seat that chooses no deck.
func (s *fcForm) deckNote() string {
	if !s.constructed() {
		return "Half of the shuffled 66-card deck"
	}
	return "Builds its own 44-card deck"
}

// Draw implements scenes.Scene.
func (s *fcForm) Draw(screen *ebiten.Image) {
	th, d := s.th, s.d
	th.Background(screen)
	th.ShadowText(screen, "FourCuatro", d.At(70, 54), widget.Font{Size: 38, Bold: true}, widget.Start, widget.Cream)
	th.Text(screen, "A game of spells and traps for two", d.At(1210, 58), widget.Font{Size: widget.Body, Italic: true}, widget.End, widget.Parchment)
	th.Panel(screen, s.panel)
	head := widget.Font{Size: widget.Small, Bold: true}
	muted := paint.Alpha(widget.Parchment, 0.85)
	about := widget.Font{Size: widget.Small, Italic: true}
	th.Text(screen, "OPPONENT", d.At(80, 139), head, widget.Start, muted)
	s.seats[1].who.Draw(screen, th)
	th.Text(screen, th.Fit(s.opp().about, about, 520*d.Scale), d.At(670, 139), about, widget.Start, widget.Parchment)
	th.Text(screen, "FORMAT", d.At(80, 199), head, widget.Start, muted)
	s.format.Draw(screen, th)
	th.Text(screen, th.Fit(fcFormats[s.format.Index].about, about, 520*d.Scale), d.At(670, 199), about, widget.Start, widget.Parchment)
	th.Painter.Panel(screen, d.R(80, 238, 1120, 1.5), 0, paint.Flat(paint.Alpha(widget.Brass, 0.35)))
	th.Text(screen, "NAME", d.At(252, 266), head, widget.Start, muted)
	th.Text(screen, "DECK", d.At(602, 266), head, widget.Start, muted)
	for i, r := range s.seats {
		s.drawSeat(screen, i, r)
	}
	if s.savedErr != "" {
		th.Message(screen, s.savedErr, d.R(80, 430, 1120, 20), widget.Danger)
	}
	s.drawRules(screen)
	s.drawUnfinished(screen)
	seedfield.DrawFooter(screen, th, d, &s.seed, &s.back, &s.start, s.Err())
	s.seats[1].who.DrawList(screen, th)
	s.format.DrawList(screen, th)
	for _, r := range s.seats {
		r.deck.DrawList(screen, th)
	}
}

// drawSeat draws seat i's row: its number, who plays it, its name and its
// deck.
func (s *fcForm) drawSeat(screen *ebiten.Image, i int, r *seatRow) {
	th, d := s.th, s.d
	cy := r.name.Rect.Center().Y
	c := geom.V(d.At(97, 0).X, cy)
	th.Painter.Circle(screen, c, th.Px(17), paint.Fill{Stops: []color.NRGBA{widget.Brass, paint.Darken(widget.Brass, 0.3)}, Gradient: paint.Radial})
	th.Text(screen, fmt.Sprint(i+1), c, widget.Font{Size: 18, Bold: true}, widget.Center, widget.Ink)
	who := "You"
	switch {
	case i == 0:
	case s.opp().kind.Computer():
		who = "Computer"
	default:
		who = "Friend"
	}
	th.Text(screen, who, geom.V(d.At(126, 0).X, cy), widget.Font{Size: widget.Body, Italic: true}, widget.Start, widget.Parchment)
	r.name.Draw(screen, th)
	if r.deck.Rect.Empty() {
		th.Text(screen, s.deckNote(), geom.V(d.At(602, 0).X, cy), widget.Font{Size: widget.Body, Italic: true}, widget.Start, widget.Parchment)
		return
	}
	r.deck.Draw(screen, th)
	r.edit.Draw(screen, th)
	col := color.Color(paint.Alpha(widget.Parchment, 0.9))
	if r.bad {
		col = widget.Danger
	}
	th.Message(screen, r.status, geom.R(r.deck.Rect.Min.X+th.Px(4), r.deck.Rect.Max.Y+th.Px(4), th.Px(580), th.Px(22)), col)
}

// rules are the lines of the short reminder of how FourCuatro plays.
var fcRules = []string{
	"Spells cost 1 to 4 mana and are cast on your turn; traps are free and answer the other's spell.",
	"Your mana sources are face-down cards from the bottom of your deck, up to four.",
	"Any card may be cast face down for nothing as a Cinder: your opponent burns a card.",
	"You lose when you must draw and your deck and discard pile are both empty.",
}

// drawRules draws the reminder under the panel.
func (s *fcForm) drawRules(screen *ebiten.Image) {
	th, d := s.th, s.d
	th.Text(screen, "HOW IT PLAYS", d.At(70, 486), widget.Font{Size: widget.Small, Bold: true}, widget.Start, paint.Alpha(widget.Cream, 0.8))
	f := widget.Font{Size: widget.Small}
	for i, l := range fcRules {
		y := 514 + float64(i)*24
		th.Painter.Circle(screen, d.At(74, y), th.Px(3), paint.Flat(widget.Brass))
		th.ShadowText(screen, l, d.At(86, y), f, widget.Start, widget.Parchment)
	}
}
