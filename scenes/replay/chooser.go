package replay

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// chooser is the panel that asks whose side to show before a hot-seat
// replay's first position, with no table drawn: a button per seat (keys
// 1 to 8), All cards, and Back (Escape). Up and Down (or Tab) move the
// focus, which starts on the first person's seat; Enter picks it.
type chooser struct {
	seats []widget.Button
	all   widget.Button
	back  widget.Button
	focus int // in buttons(): the seats, All cards, Back
	d     widget.Design
	top   float64 // the panel's top in the design
	box   geom.Rect
}

// chooserQuestion is the chooser's question.
const chooserQuestion = "Whose side of the table should it show?"

// Chooser's design, at 1280×720: its width and rows.
const (
	chooserW   = 480.0
	chooserRow = 46.0
	chooserGap = 10.0
	chooserTop = 126.0 // the title and sentence above the buttons
)

// init makes the chooser's buttons for the seats of s's record.
func (p *chooser) init(s *sides) {
	p.seats = make([]widget.Button, len(s.rec.Seats))
	p.focus = -1
	for i, st := range s.rec.Seats {
		p.seats[i] = widget.Button{Label: s.viewLabel(rules.Seat(i)), Style: widget.Plain, Disabled: !s.mayShow(rules.Seat(i))}
		if i < 9 {
			p.seats[i].Shortcut = strconv.Itoa(i + 1)
		}
		if p.focus < 0 && st.Controller == record.Human && s.mayShow(rules.Seat(i)) {
			p.focus = i
		}
	}
	p.focus = max(p.focus, 0)
	p.all = widget.Button{Label: s.viewLabel(AllCards), Style: widget.Quiet, Disabled: !s.mayShow(AllCards)}
	p.back = widget.Button{Label: "Back", Shortcut: "Esc", Style: widget.Quiet}
}

// buttons returns the chooser's buttons in focus order.
func (p *chooser) buttons() []*widget.Button {
	bs := make([]*widget.Button, 0, len(p.seats)+2)
	for i := range p.seats {
		bs = append(bs, &p.seats[i])
	}
	return append(bs, &p.all, &p.back)
}

// layout centres the panel on a w×h screen: the seats in a column, All
// cards and Back side by side under them.
func (p *chooser) layout(w, h int, scale float64) {
	p.d = widget.DesignFor(w, h, scale)
	n := float64(len(p.seats))
	ph := chooserTop + n*(chooserRow+chooserGap) + 8 + chooserRow + 28
	x, y := 640-chooserW/2, max(20, (720-ph)/2)
	p.top, p.box = y, p.d.R(x, y, chooserW, ph)
	bx, bw := x+40, chooserW-80
	for i := range p.seats {
		p.seats[i].Rect = p.d.R(bx, y+chooserTop+float64(i)*(chooserRow+chooserGap), bw, chooserRow)
	}
	by := y + chooserTop + n*(chooserRow+chooserGap) + 8
	half := (bw - chooserGap) / 2
	p.all.Rect = p.d.R(bx, by, half, chooserRow)
	p.back.Rect = p.d.R(bx+half+chooserGap, by, half, chooserRow)
	for i, b := range p.buttons() {
		b.Focused = i == p.focus
	}
}

// chooserAnswer is what a frame of the chooser chose.
type chooserAnswer uint8

// The chooser's answers: nothing yet, a view to show, Back.
const (
	choseNothing chooserAnswer = iota
	choseView
	choseBack
)

// update follows one frame of ctx's input on a w×h screen and returns
// what it chose: a view (a seat or AllCards), Back or nothing.
func (p *chooser) update(ctx *scenes.Context) (rules.Seat, chooserAnswer) {
	in := ctx.In
	p.layout(ctx.Width, ctx.Height, ctx.Scale())
	bs := p.buttons()
	chosen := -1
	for i, b := range bs {
		if b.Update(in) {
			chosen = i
		}
	}
	for _, r := range in.Chars {
		if i := int(r - '1'); i >= 0 && i < len(p.seats) && i < 9 {
			chosen = i
		}
	}
	switch {
	case in.KeyPressed(input.KeyDown) || in.KeyPressed(input.KeyTab) && !in.Held(input.ModShift):
		p.focus = (p.focus + 1) % len(bs)
	case in.KeyPressed(input.KeyUp) || in.KeyPressed(input.KeyTab):
		p.focus = (p.focus + len(bs) - 1) % len(bs)
	case in.KeyPressed(input.KeyEnter):
		chosen = p.focus
	case in.KeyPressed(input.KeyEscape):
		chosen = len(bs) - 1
	}
	switch {
	case chosen < 0:
		return rules.NoSeat, choseNothing
	case chosen < len(p.seats) && !p.seats[chosen].Disabled:
		return rules.Seat(chosen), choseView
	case chosen < len(p.seats) || bs[chosen] == &p.all && p.all.Disabled:
		return rules.NoSeat, choseNothing
	case bs[chosen] == &p.all:
		return AllCards, choseView
	}
	return rules.NoSeat, choseBack
}

// updateChooser is Update while the replay asks whose side to show; it
// reports whether the replay was left.
func (s *Scene) updateChooser(ctx *scenes.Context) (left bool) {
	switch v, a := s.pick.update(ctx); a {
	case choseView:
		s.sides.askView(v)
	case choseBack:
		s.leave(ctx)
		return true
	}
	s.pick.layout(ctx.Width, ctx.Height, ctx.Scale())
	return false
}

// draw draws the felt and the chooser's panel over it in th, with the
// replay's error err under it when there is one.
func (p *chooser) draw(dst *ebiten.Image, th *widget.Theme, err string) {
	th.Scale = p.d.Scale
	th.Background(dst)
	th.Panel(dst, p.box)
	top := p.top
	th.Text(dst, "Watch again", p.d.At(640, top+42), widget.Font{Size: 30, Bold: true}, widget.Center, widget.Cream)
	body := widget.Font{Size: widget.Body}
	th.Text(dst, th.Fit(chooserQuestion, body, p.box.W()-th.Px(40)), p.d.At(640, top+78), body, widget.Center, widget.Cream)
	small := widget.Font{Size: widget.Small, Italic: true}
	th.Text(dst, th.Fit("The table shows only what that player could see.", small, p.box.W()-th.Px(40)), p.d.At(640, top+100), small, widget.Center, paint.Alpha(widget.Muted, 0.95))
	for _, b := range p.buttons() {
		b.Draw(dst, th)
	}
	if err != "" {
		th.Notice(dst, err, geom.R(p.box.Min.X, p.box.Max.Y+th.Px(12), p.box.W(), th.Px(40)), true)
	}
}
