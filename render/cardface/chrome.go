package cardface

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// DefaultChromeBytes is the budget of a renderer's chrome cache: a few
// dozen styles at two or three table widths, or a dozen zooms.
const DefaultChromeBytes = 8 << 20

// chromeKey identifies a face's chrome: its style (which follows from the
// frame kind and colours), the bars a legend or creature adds, and the
// width.
type chromeKey struct {
	kind      FrameKind
	colors    mana.ColorSet
	legendary bool
	creature  bool
	w         int
}

// chromeCache keeps drawn chromes, least recently used dropped first when
// they exceed their budget. Dropped images are left to the garbage
// collector (Ebitengine frees an image's memory when it is unreachable),
// since a face drawn this frame may still be waiting to copy from one.
type chromeCache = lru[chromeKey, *ebiten.Image]

func newChromeCache(maxBytes int) *chromeCache { return newLRU[chromeKey, *ebiten.Image](maxBytes) }

// chromeOf returns the chrome of d's face at width w, drawing it on first
// use.
func (r *Renderer) chromeOf(d *card.Def, st Style, w int) *ebiten.Image {
	k := chromeKey{kind: st.Kind, colors: st.Colors, legendary: d.Super.Has(card.Legendary), creature: d.IsCreature(), w: w}
	if img, ok := r.chromes.get(k); ok {
		return img
	}
	img := ebiten.NewImage(w, Height(w))
	r.drawChrome(img, st, k.legendary, k.creature, float64(uint(k.kind)*97+uint(k.colors)*13))
	r.chromes.add(k, img, 4*w*Height(w), nil)
	return img
}

// drawChrome draws what every face of style st has, filling dst (at its
// origin): the black border, the coloured frame, the name and type bars
// with their shadows, the picture's rim, the rules box, and for creatures
// the power and toughness box.
func (r *Renderer) drawChrome(dst *ebiten.Image, st Style, legendary, creature bool, seed float64) {
	b := geom.FromImage(dst.Bounds())
	l := LayoutOf(dst.Bounds().Dx())
	W := l.W

	// Black outer border and the coloured frame inside it.
	r.p.Panel(dst, b, l.Radius, paint.Fill{Stops: []color.NRGBA{paint.Hex(0x1d1b19), paint.Hex(0x0b0a09)}})
	frameGrad := paint.Diagonal
	if st.Kind == DualFrame {
		frameGrad = paint.Horizontal
	}
	r.p.Panel(dst, l.Frame, l.Radius*0.6, paint.Fill{
		Stops: st.Frame, Gradient: frameGrad,
		Bevel: 0.012 * W, Grain: 0.06, Seed: seed,
	})
	if st.Kind == MultiFrame || st.Kind == DualFrame || (st.Kind == LandFrame && len(st.Accent) > 1) {
		// a thin band of every colour inside the frame edge
		r.accentBorder(dst, l.Frame.Inset(0.008*W), st.Accent, math.Max(1, 0.007*W))
	}

	edge := paint.Darken(st.Frame[1], 0.55)
	barFill := paint.Fill{
		Stops:  []color.NRGBA{paint.Lighten(st.Bar[0], 0.35), st.Bar[0], paint.Darken(st.Bar[0], 0.08)},
		Border: math.Max(1, 0.006*W), BorderColor: edge,
		Bevel: 0.01 * W, Grain: 0.025, Seed: seed + 1,
	}
	if legendary {
		barFill.BorderColor = paint.Hex(0xb8902c)
		barFill.Border = math.Max(1.5, 0.009*W)
	}

	r.shadow(dst, l.Name, l.Name.H()/2.6, W)
	r.p.Panel(dst, l.Name, l.Name.H()/2.6, barFill)

	// The picture's rim, in the card's colours.
	rimW := 0.011 * W
	r.p.Panel(dst, l.Art.Inset(-rimW), 0.01*W, paint.Fill{
		Stops: accentStops(st.Accent), Gradient: paint.Horizontal,
		Bevel: rimW, Grain: 0.05, Seed: seed + 2,
	})

	r.shadow(dst, l.Type, l.Type.H()/2.6, W)
	r.p.Panel(dst, l.Type, l.Type.H()/2.6, barFill)

	r.p.Panel(dst, l.Text, 0.012*W, paint.Fill{
		Stops: boxStops(st.Box), Gradient: paint.Horizontal,
		Border: math.Max(1, 0.005*W), BorderColor: paint.Alpha(edge, 0.8),
		Grain: 0.035, Seed: seed + 3,
	})

	if creature {
		r.shadow(dst, l.PT, 0.02*W, W)
		ptFill := barFill
		ptFill.Border = math.Max(1, 0.008*W)
		ptFill.BorderColor = paint.Darken(st.Frame[1], 0.35)
		r.p.Panel(dst, l.PT, 0.02*W, ptFill)
	}
}
