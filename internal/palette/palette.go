// Package palette holds Kitchen Table's colours as 0xRRGGBB values, with
// no dependencies, so that the drawing theme (render/widget) and the
// application icon (internal/icon, drawn without Ebitengine) share them.
package palette

// The app's palette: a felt table in a wooden rim, walnut panels, cream
// ink and brass accents.
const (
	Felt      = 0x2c6147
	FeltDark  = 0x173a2b
	Wood      = 0x7a4a28
	WoodDark  = 0x3f2614
	Walnut    = 0x4a2e1b
	Cream     = 0xf6ead0
	Parchment = 0xe9d7ae
	Brass     = 0xd9a441
	Ink       = 0x33210f
	Muted     = 0xc8b48e
	Danger    = 0xe2775b
	Focus     = 0xffd77a
)
