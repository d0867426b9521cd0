package gputest

import "image/color"

// AtlasSlack is how far, in steps of 255, a channel of the same drawing
// may move from one frame to another: between frames Ebitengine may move
// a glyph or an image to another atlas page, which shifts a few shades by
// a step or two.
const AtlasSlack = 4

// VisiblyDifferent reports whether two colours differ by more than
// AtlasSlack steps in some channel: more than the same drawing does
// across frames.
func VisiblyDifferent(a, b color.Color) bool {
	ar, ag, ab, aa := a.RGBA()
	br, bg, bb, ba := b.RGBA()
	const steps = AtlasSlack << 8 // in RGBA's 16-bit scale
	far := func(x, y uint32) bool { return x > y+steps || y > x+steps }
	return far(ar, br) || far(ag, bg) || far(ab, bb) || far(aa, ba)
}
