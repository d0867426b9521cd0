package widget

import (
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
)

// press tracks a left-button press on one rectangle: a click is a press and
// a release both inside it.
type press struct {
	hover bool // the cursor is over the rectangle
	held  bool // the button went down inside and is still down
}

// update follows the frame's input over r and reports a completed click.
// The button's changes are taken in the order they happened (a slow frame
// can catch a release and the next press), so no click of a fast double
// click is lost.
func (p *press) update(in *input.State, r geom.Rect) bool {
	p.hover = r.Contains(in.Cursor)
	clicked := false
	seq, n := in.Edges(input.Left)
	for _, e := range seq[:n] {
		if e == input.EdgePress {
			p.held = p.hover
			continue
		}
		clicked = clicked || (p.held && p.hover)
		p.held = false
	}
	if !in.Down[input.Left] {
		p.held = false
	}
	return clicked
}
