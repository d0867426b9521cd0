package art

import (
	"image/color"

	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/paint"
)

// colourPalettes are five hues for each colour of mana, in WUBRG order.
var colourPalettes = [mana.NumColors][5]uint32{
	{0xf4e9c8, 0xe8c36a, 0xbfd3e6, 0xd9a36b, 0x8c7a5b}, // white: ivory, gold, pale sky, amber, stone
	{0x1e4c8f, 0x3fa7d6, 0x9ad8f0, 0x2c2e6b, 0xe0f4ff}, // blue: deep sea, teal, ice, indigo, foam
	{0x2a1e33, 0x5b3a6e, 0x8e7b99, 0x120e16, 0xc9bfb0}, // black: night, violet, ash, pitch, bone
	{0xb3261e, 0xf06a2a, 0xffc14a, 0x5e1a14, 0xffe6b0}, // red: crimson, flame, gold, ember, flash
	{0x2f6b32, 0x7fb241, 0xc9e07a, 0x5a3f23, 0x173d22}, // green: forest, moss, lime, bark, shade
}

// Palettes for cards without colour.
var (
	steelPalette = [5]uint32{0x6e7b88, 0xa9b4be, 0xd6dce1, 0x3b4550, 0xc8a86a}
	earthPalette = [5]uint32{0x7d6345, 0xb89a6c, 0xd9c7a3, 0x4a3a28, 0x8fa3a8}
)

// PaletteOf returns the colours of a picture for a card of colours cs.
// Colourless cards get steel (artifacts) or earth tones.
func PaletteOf(cs mana.ColorSet, artifact bool) []color.NRGBA {
	var out []color.NRGBA
	add := func(p [5]uint32, n int) {
		for _, h := range p[:n] {
			out = append(out, paint.Hex(h))
		}
	}
	cols := cs.Colors()
	switch {
	case len(cols) == 0 && artifact:
		add(steelPalette, 5)
	case len(cols) == 0:
		add(earthPalette, 5)
	case len(cols) == 1:
		add(colourPalettes[cols[0]], 5)
	default:
		// the bright hues of each colour, and one shade to ground them
		for _, c := range cols {
			add(colourPalettes[c], 3)
		}
		out = append(out, paint.Darken(paint.Hex(colourPalettes[cols[0]][3]), 0.2))
	}
	return out
}
