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
func (p *press) update(in *input.State, r geom.Rect) bool {
	p.hover = r.Contains(in.Cursor)
	if in.Pressed[input.Left] && p.hover {
		p.held = true
	}
	clicked := false
	if in.Released[input.Left] {
		clicked = p.held && p.hover
		p.held = false
	}
	if !in.Down[input.Left] && !in.Released[input.Left] {
		p.held = false
	}
	return clicked
}
