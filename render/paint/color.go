package paint

import (
	"image/color"
	"math"
)

// Hex returns the opaque colour 0xRRGGBB.
func Hex(rgb uint32) color.NRGBA {
	return color.NRGBA{uint8(rgb >> 16), uint8(rgb >> 8), uint8(rgb), 0xff}
}

// Mix returns the colour a fraction t of the way from a to b (alpha
// included), t clamped to [0, 1].
func Mix(a, b color.NRGBA, t float64) color.NRGBA {
	t = math.Min(math.Max(t, 0), 1)
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.NRGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

// Lighten mixes c towards white by t.
func Lighten(c color.NRGBA, t float64) color.NRGBA {
	return Mix(c, color.NRGBA{0xff, 0xff, 0xff, c.A}, t)
}

// Darken mixes c towards black by t.
func Darken(c color.NRGBA, t float64) color.NRGBA {
	return Mix(c, color.NRGBA{0, 0, 0, c.A}, t)
}

// Alpha returns c with alpha a (0–1).
func Alpha(c color.NRGBA, a float64) color.NRGBA {
	c.A = uint8(math.Round(math.Min(math.Max(a, 0), 1) * 255))
	return c
}

// Luma returns the perceived brightness of c, 0–1.
func Luma(c color.NRGBA) float64 {
	return (0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)) / 255
}

// vec4 returns c as straight-alpha floats.
func vec4(c color.NRGBA) [4]float32 {
	return [4]float32{float32(c.R) / 255, float32(c.G) / 255, float32(c.B) / 255, float32(c.A) / 255}
}
