package setup

import (
	"errors"
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// unfinished is the unfinished FourCuatro game the screen offers to
// continue: what it is, or why it cannot be read.
type unfinished struct {
	summary string // "Ana vs Computer (hard) · Basic · 34 moves"
	err     string // why the save could not be read; no Continue then
	button  widget.Button
}

// findUnfinished looks for a saved FourCuatro game; nil when there is none.
func findUnfinished(svc *scenes.Services) *unfinished {
	if svc.Store == nil || !svc.Store.FCSave().Has() {
		return nil
	}
	u := &unfinished{button: widget.Button{Label: "Continue", Style: widget.Plain, FontSize: 20}}
	save, err := svc.Store.FCSave().Load()
	var broken *store.BrokenError
	switch {
	case errors.As(err, &broken):
		u.err = broken.Sentence("It")
		return u
	case err != nil:
		u.err = "It could not be opened: " + store.Reason(err) + "."
		return u
	}
	u.summary = describeSave(save)
	return u
}

// describeSave says who plays, the format and how far the game went.
func describeSave(save *store.FCGame) string {
	r := save.Record
	names := [2]string{}
	for i, k := range save.Seats {
		names[i] = r.Names[i]
		if k.Computer() {
			names[i] += " (computer, " + k.String() + ")"
		}
	}
	moves := "moves"
	if len(r.Actions) == 1 {
		moves = "move"
	}
	return fmt.Sprintf("%s vs %s · %s · %d %s", names[0], names[1], formatName(r.Format), len(r.Actions), moves)
}

// formatName is how the screen names format f.
func formatName(f fourcuatro.Format) string {
	for _, o := range fcFormats {
		if o.f == f {
			return o.label
		}
	}
	return "?"
}

// resume continues the saved game, or shows why it cannot.
func (s *fcForm) resume(ctx *scenes.Context) {
	next, err := s.svc.Nav.ResumeFourCuatro()
	if err != nil {
		s.err = "fcsetup: the unfinished game could not be continued: " + strings.TrimPrefix(strings.TrimPrefix(err.Error(), "store: "), "fctable: ")
		return
	}
	ctx.Switch(next)
}

// drawUnfinished draws the box offering the unfinished game.
func (s *fcForm) drawUnfinished(screen *ebiten.Image) {
	u := s.unfinished
	if u == nil {
		return
	}
	th, d := s.th, s.d
	box := d.R(790, 474, 420, 124)
	th.Painter.Panel(screen, box, th.Px(10), paint.Fill{Stops: []color.NRGBA{paint.Alpha(widget.WoodDark, 0.75)},
		Border: th.Px(1.5), BorderColor: paint.Alpha(widget.Brass, 0.6)})
	head := widget.Font{Size: widget.Small, Bold: true}
	th.Text(screen, "UNFINISHED GAME", d.At(808, 498), head, widget.Start, paint.Alpha(widget.Parchment, 0.85))
	body := widget.Font{Size: widget.Small, Italic: true}
	if u.err != "" {
		th.Text(screen, th.Fit(u.err, body, box.W()-th.Px(36)), d.At(808, 526), body, widget.Start, widget.Danger)
		th.Text(screen, "Start begins a new one; the old file is kept as .bad.", d.At(808, 552), body, widget.Start, widget.Parchment)
		return
	}
	th.Text(screen, th.Fit(u.summary, body, box.W()-th.Px(36)), d.At(808, 526), body, widget.Start, widget.Cream)
	th.Text(screen, "Continue it, or Start a new one.", d.At(808, 569), body, widget.Start, widget.Parchment)
	u.button.Draw(screen, th)
}
