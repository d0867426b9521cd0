package hosting

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// muted is the colour of the column heads.
var muted = paint.Alpha(widget.Parchment, 0.75)

// maxAddrs is how many addresses the screen lists.
const maxAddrs = 3

// layout places the buttons in the 1280×720 design.
func (s *Scene) layout(ctx *scenes.Context) {
	s.d = widget.DesignFor(ctx.Width, ctx.Height, ctx.Scale())
	s.th.Scale = s.d.Scale
	s.cancel.Rect = s.d.R(1112, 18, 140, 40)
	s.start.Rect = s.d.R(1060, 640, 190, 50)
}

// seatRow is where seat i's line is drawn.
func (s *Scene) seatRow(i int) (x, y, w, h float64) {
	step := 58.0
	if len(s.rec.Seats) > 6 {
		step = 52
	}
	return 660, 150 + float64(i)*step, 590, step - 8
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	th, d := s.th, s.d
	th.Background(screen)
	th.ShadowText(screen, "Hosting a table", d.At(30, 44), widget.Font{Size: 34, Bold: true}, widget.Start, widget.Cream)
	sub := "Give the others the address and the code. On their computer: Join a table."
	if resumed(s.rec) {
		sub = "The game goes on when its people are back: they join again with the same code."
	}
	th.Text(screen, th.Fit(sub, widget.Font{Size: 17}, 1050*d.Scale), d.At(30, 88), widget.Font{Size: 17}, widget.Start, widget.Parchment)
	s.drawGiveOut(screen)
	s.drawSeats(screen)
	if s.dealing.Load() != nil {
		th.Notice(screen, "Dealing the game…", d.R(30, 640, 1010, 50), false)
	} else if s.err != "" {
		th.Notice(screen, s.err, d.R(30, 640, 1010, 50), true)
	} else if !s.ready() {
		th.Text(screen, "Start is ready once every seat on another computer is taken.", d.At(1040, 668), widget.Font{Size: widget.Small, Italic: true}, widget.End, muted)
	}
	s.start.Draw(screen, th)
	s.cancel.Draw(screen, th)
}

// drawGiveOut draws what the host gives the others: the addresses, the
// code, what is not protected, and who came and went.
func (s *Scene) drawGiveOut(screen *ebiten.Image) {
	th, d := s.th, s.d
	head := widget.Font{Size: widget.Small, Bold: true}
	th.Text(screen, "TABLE ADDRESS", d.At(30, 136), head, widget.Start, muted)
	big := widget.Font{Size: 26, Bold: true}
	y := 174.0
	for i, a := range s.addrs {
		if i == maxAddrs {
			break
		}
		th.Text(screen, th.Fit(a, big, 560*d.Scale), d.At(30, y), big, widget.Start, widget.Cream)
		y += 36
	}
	if s.local {
		th.Text(screen, "Only this computer can reach it: it has no network address.", d.At(30, y), widget.Font{Size: widget.Small, Italic: true}, widget.Start, widget.Danger)
	}
	th.Text(screen, "JOIN CODE", d.At(30, 296), head, widget.Start, muted)
	th.ShadowText(screen, s.code, d.At(30, 346), widget.Font{Size: 44, Bold: true}, widget.Start, widget.Brass)
	note := widget.Font{Size: widget.Small, Italic: true}
	th.Text(screen, "Their computer needs the same card sets as this one.", d.At(30, 392), note, widget.Start, muted)
	th.Text(screen, "Nothing between the computers is encrypted: play with people you know.", d.At(30, 416), note, widget.Start, muted)
	y = 470
	for _, n := range s.news {
		th.Text(screen, th.Fit(n, widget.Font{Size: 17}, 580*d.Scale), d.At(30, y), widget.Font{Size: 17}, widget.Start, widget.Cream)
		y += 26
	}
}

// drawSeats draws every seat: who plays it, and for a seat on another
// computer who took it or that it is still open.
func (s *Scene) drawSeats(screen *ebiten.Image) {
	th, d := s.th, s.d
	th.Text(screen, "SEATS", d.At(660, 136), widget.Font{Size: widget.Small, Bold: true}, widget.Start, muted)
	f := widget.Font{Size: 18}
	for i, st := range s.rec.Seats {
		x, y, w, h := s.seatRow(i)
		th.Panel(screen, d.R(x, y, w, h))
		line, col := s.seatText(i, st)
		th.Text(screen, strconv.Itoa(i+1), d.At(x+18, y+h/2+7), widget.Font{Size: 18, Bold: true}, widget.Start, muted)
		th.Text(screen, th.Fit(line, f, (w-70)*d.Scale), d.At(x+50, y+h/2+7), f, widget.Start, col)
	}
}

// seatText says who plays seat i, and in which colour.
func (s *Scene) seatText(i int, st record.Seat) (string, color.NRGBA) {
	name := st.Name
	if name == "" {
		name = "Player " + strconv.Itoa(i+1)
	}
	switch st.Controller {
	case record.Human:
		return name + " — at this computer", widget.Cream
	case record.Remote:
	default:
		return name + " — computer, " + st.Controller, widget.Parchment
	}
	var live netplay.SeatState
	if i < len(s.seats) {
		live = s.seats[i]
	}
	switch {
	case live.Handed:
		return name + " — played by a computer now", widget.Parchment
	case live.Name == "":
		return "Open — for a person on another computer", muted
	case !live.Connected:
		return live.Name + " — on another computer, not here now", widget.Danger
	}
	return live.Name + " — on another computer, here", widget.Focus
}
