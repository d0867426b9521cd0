// Package fcface draws FourCuatro cards in the family of the main game's
// faces (package cardface): a black border round a frame coloured by the
// card's kind (spells blue, traps red), a bar with the cost as hexagons
// and the word SPELL or TRAP, the circles of its count, the name sideways
// up a band on the left, a picture painted from code seeded by the name
// (package art) and the rules text in a box on the right. It also draws
// the back, and the back as a mana source with its gem lit (refreshed) or
// dark (exhausted).
//
// Every image is drawn once per card, kind and width, and kept: a frame
// only copies images. Cards in motion are drawn from the image of their
// resting width, scaled (DrawPose), so that an animation draws no new
// images.
package fcface

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
)

// Card colours: spells are blue, traps red, as the rules describe; mana
// sources show the back's violet.
var (
	SpellColor  = paint.Hex(0x2f5d9a)
	TrapColor   = paint.Hex(0xa8382c)
	SourceColor = paint.Hex(0x3d2a4f)
	// ManaGlow is the colour of a refreshed source's gem.
	ManaGlow = paint.Hex(0x7fe3ff)
)

// KindColor returns the frame colour of a card of kind k.
func KindColor(k fourcuatro.Kind) color.NRGBA {
	if k == fourcuatro.Trap {
		return TrapColor
	}
	return SpellColor
}

// look is what an image shows.
type look uint8

const (
	lookFace      look = iota // a card's face
	lookBack                  // the back
	lookRefreshed             // the back as a refreshed mana source
	lookExhausted             // the back as an exhausted mana source
)

// faceKey names one drawn image: a card (nil for backs), what it shows
// and its width.
type faceKey struct {
	d    *fourcuatro.Def
	look look
	w    int
}

// maxImages bounds the cache: beyond it, the oldest half is forgotten
// (their memory goes with the garbage collector, as in cardface, since a
// frame may still be copying from them).
const maxImages = 400

// Faces draws FourCuatro cards into images once per card, look and width.
// It is for the UI goroutine only.
type Faces struct {
	th    *widget.Theme
	cache map[faceKey]*ebiten.Image
	order []faceKey // in the order drawn, for forgetting the oldest
	// Drawn counts the images drawn so far (a test and benchmark aid).
	Drawn int
}

// New returns an empty cache drawing with th (its scale included: make a
// new one when the scale changes).
func New(th *widget.Theme) *Faces {
	return &Faces{th: th, cache: map[faceKey]*ebiten.Image{}}
}

// Height is a card's height for its width (the 5:7 card).
func Height(w float64) float64 { return w * 7 / 5 }

// Get returns d's face (or, for nil, the back) w pixels wide.
func (f *Faces) Get(d *fourcuatro.Def, w int) *ebiten.Image {
	if d == nil {
		return f.image(faceKey{look: lookBack, w: w})
	}
	return f.image(faceKey{d: d, look: lookFace, w: w})
}

// Source returns the back of a mana source w pixels wide, its gem lit
// when it is refreshed.
func (f *Faces) Source(refreshed bool, w int) *ebiten.Image {
	if refreshed {
		return f.image(faceKey{look: lookRefreshed, w: w})
	}
	return f.image(faceKey{look: lookExhausted, w: w})
}

// image returns the image of k, drawing it on first use.
func (f *Faces) image(k faceKey) *ebiten.Image {
	k.w = max(k.w, 8)
	if img, ok := f.cache[k]; ok {
		return img
	}
	if len(f.order) >= maxImages {
		half := len(f.order) / 2
		for _, old := range f.order[:half] {
			delete(f.cache, old)
		}
		f.order = append(f.order[:0], f.order[half:]...)
	}
	w := float64(k.w)
	h := math.Round(Height(w))
	img := ebiten.NewImage(k.w, int(h))
	switch k.look {
	case lookFace:
		f.drawFace(img, k.d, w, h)
	case lookBack:
		f.drawBack(img, w, h)
	default:
		f.drawBack(img, w, h)
		f.drawGem(img, w, h, k.look == lookRefreshed)
	}
	f.cache[k] = img
	f.order = append(f.order, k)
	f.Drawn++
	return img
}

// Draw draws d's face (nil: the back) centred at c, w wide, turned a
// quarter sideways when asked.
func (f *Faces) Draw(dst *ebiten.Image, d *fourcuatro.Def, c geom.Vec, w float64, turned bool) {
	angle := 0.0
	if turned {
		angle = -math.Pi / 2
	}
	f.DrawPose(dst, f.Get(d, int(w)), c, w, angle, 1)
}

// DrawPose draws img centred at c, scaled to w wide, rotated by angle
// (radians, clockwise on the screen) and with opacity alpha. Flights draw
// a card from the image of the width it comes to rest at, so that no
// image is drawn for the widths it passes through.
func (f *Faces) DrawPose(dst, img *ebiten.Image, c geom.Vec, w, angle, alpha float64) {
	var op ebiten.DrawImageOptions
	b := img.Bounds()
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	if k := w / float64(b.Dx()); math.Abs(k-1) > 1e-3 {
		op.GeoM.Scale(k, k)
	}
	if angle != 0 {
		op.GeoM.Rotate(angle)
	}
	op.GeoM.Translate(c.X, c.Y)
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(max(alpha, 0)))
	}
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}
