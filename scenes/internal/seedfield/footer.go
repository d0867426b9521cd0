package seedfield

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/widget"
)

// DrawFooter draws the set-up screens' footer on the 1280×720 design d:
// the seed field with its label and hint, Back, Start, and the error
// notice when err is not empty.
func DrawFooter(dst *ebiten.Image, th *widget.Theme, d widget.Design, seed *widget.TextField, back, start *widget.Button, err string) {
	th.Text(dst, "Seed", d.At(70, 631), widget.Font{Size: widget.Body, Bold: true}, widget.Start, widget.Cream)
	seed.Draw(dst, th)
	th.Text(dst, Hint, d.At(406, 631), widget.Font{Size: widget.Small, Italic: true}, widget.Start, widget.Parchment)
	back.Draw(dst, th)
	start.Draw(dst, th)
	if err != "" {
		th.Notice(dst, err, d.R(270, 662, 740, 44), true)
	}
}
