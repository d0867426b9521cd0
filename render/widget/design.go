package widget

import "github.com/kitchentable/kitchentable/render/geom"

// Design maps a screen drawn for 1280×720 onto the real screen: every
// length is multiplied by Scale and the design is centred.
type Design struct {
	// Origin is where the design's top-left corner lands on the screen.
	Origin geom.Vec
	Scale  float64
}

// DesignFor returns the mapping for a w×h screen at scale (see
// scenes.ScaleFor).
func DesignFor(w, h int, scale float64) Design {
	return Design{Origin: geom.V((float64(w)-1280*scale)/2, (float64(h)-720*scale)/2), Scale: scale}
}

// At maps the design's point (x, y) onto the screen.
func (d Design) At(x, y float64) geom.Vec {
	return geom.V(d.Origin.X+x*d.Scale, d.Origin.Y+y*d.Scale)
}

// R maps the design's rectangle at (x, y), w×h, onto the screen.
func (d Design) R(x, y, w, h float64) geom.Rect {
	return geom.R(d.Origin.X+x*d.Scale, d.Origin.Y+y*d.Scale, w*d.Scale, h*d.Scale)
}
