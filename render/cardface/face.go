package cardface

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
)

// Height returns the height of a card of the given width: width × 7/5,
// rounded.
func Height(width int) int { return (width*7 + 2) / 5 }

// Renderer draws faces and backs. Make one with NewRenderer; use it from
// the UI goroutine only.
type Renderer struct {
	p       *paint.Painter
	fonts   *paint.Fonts
	arts    *artCache                   // pictures, painted on the CPU
	shrink  shrinker                    // scales master pictures to face sizes
	chromes *chromeCache                // frames, bars and boxes by style and width
	sprites map[spriteKey]*ebiten.Image // symbols and gems by size
}

// NewRenderer compiles the shaders and loads the fonts faces need.
func NewRenderer() (*Renderer, error) {
	p, err := paint.NewPainter()
	if err != nil {
		return nil, err
	}
	f, err := paint.NewFonts()
	if err != nil {
		return nil, err
	}
	return &Renderer{p: p, fonts: f, arts: newArtCache(DefaultArtCacheBytes),
		chromes: newChromeCache(DefaultChromeBytes), sprites: map[spriteKey]*ebiten.Image{}}, nil
}

// Painter returns the renderer's painter, for callers drawing panels and
// shapes of their own on the UI goroutine.
func (r *Renderer) Painter() *paint.Painter { return r.p }

// Fonts returns the renderer's fonts.
func (r *Renderer) Fonts() *paint.Fonts { return r.fonts }

// Layout is where the parts of a face go, in pixels from the card's
// top-left corner, for a card of width W. Everything is a fixed fraction of
// W, so faces scale to any size.
type Layout struct {
	W, H     float64
	Radius   float64 // outer corner radius
	Frame    geom.Rect
	Name     geom.Rect
	Art      geom.Rect
	Type     geom.Rect
	Text     geom.Rect
	PT       geom.Rect
	FooterY  float64 // centre line of the footer
	Symbol   float64 // radius of a cost symbol
	NameSize float64
	TypeSize float64
	TextMax  float64 // largest and smallest rules text sizes
	TextMin  float64
}

// LayoutOf returns the layout of a face of width w.
func LayoutOf(w int) Layout {
	W := float64(w)
	u := func(x0, y0, x1, y1 float64) geom.Rect {
		return geom.Rect{Min: geom.V(x0*W, y0*W), Max: geom.V(x1*W, y1*W)}
	}
	return Layout{
		W: W, H: float64(Height(w)),
		Radius:   0.048 * W,
		Frame:    u(0.03, 0.03, 0.97, float64(Height(w))/W-0.03),
		Name:     u(0.055, 0.055, 0.945, 0.14),
		Art:      u(0.075, 0.155, 0.925, 0.745),
		Type:     u(0.055, 0.76, 0.945, 0.845),
		Text:     u(0.075, 0.855, 0.925, 1.29),
		PT:       u(0.725, 1.25, 0.95, 1.33),
		FooterY:  1.353 * W,
		Symbol:   0.029 * W,
		NameSize: 0.056 * W,
		TypeSize: 0.047 * W,
		TextMax:  0.054 * W,
		TextMin:  0.028 * W,
	}
}

// NewFace returns a new image of width w holding d's face.
func (r *Renderer) NewFace(d *card.Def, w int) *ebiten.Image {
	img := ebiten.NewImage(w, Height(w))
	r.DrawFace(img, d)
	return img
}

// DrawFace draws d's face filling dst's bounds, which should be a card's
// shape (w × Height(w)); dst may be a sub-image.
//
// The frame, bars and boxes (the chrome) are shared by every card of one
// style and width, so they are drawn once into a cached image and copied;
// the picture comes from the renderer's picture cache (see artPixels);
// only the words, symbols and gem are drawn for each face.
func (r *Renderer) DrawFace(dst *ebiten.Image, d *card.Def) {
	b := geom.FromImage(dst.Bounds())
	l := LayoutOf(dst.Bounds().Dx())
	o := b.Min
	at := func(x geom.Rect) geom.Rect { return x.Translate(o) }
	st := StyleOf(d)
	W := l.W

	ch := r.chromeOf(d, st, dst.Bounds().Dx())
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(o.X, o.Y)
	dst.DrawImage(ch, &op)

	// Name bar: name on the left, cost on the right.
	name := at(l.Name)
	syms := CostSymbols(d.Cost.String())
	if d.IsLand() {
		syms = nil
	}
	step := l.Symbol * 2.15
	x := name.Max.X - 0.02*W - l.Symbol
	cy := name.Center().Y
	for i := len(syms) - 1; i >= 0; i-- {
		r.drawSymbol(dst, syms[i], geom.V(x, cy), l.Symbol, true)
		x -= step
	}
	nameLeft := name.Min.X + 0.03*W
	nameRight := x + step - l.Symbol - 0.02*W
	r.drawFitted(dst, d.Name, r.fonts.Bold, l.NameSize, nameLeft, nameRight, cy, st.Ink)

	// The picture, with a fine dark line round it.
	artR := at(l.Art)
	if ar := artR.Image().Intersect(dst.Bounds()); !ar.Empty() {
		pix := r.artPixels(d, st, ar.Dx(), ar.Dy())
		dst.SubImage(ar).(*ebiten.Image).WritePixels(pix.Pix)
	}
	r.frameLine(dst, artR, math.Max(1, 0.004*W), paint.Alpha(color.NRGBA{A: 255}, 0.7))

	// Type bar: type line on the left, rarity gem on the right.
	typ := at(l.Type)
	gemC := geom.V(typ.Max.X-0.05*W, typ.Center().Y)
	r.drawGem(dst, d.Rarity, gemC, typ.H()*0.3)
	r.drawFitted(dst, d.TypeLine(), r.fonts.Bold, l.TypeSize, typ.Min.X+0.03*W, gemC.X-0.045*W, typ.Center().Y, st.Ink)

	// Rules text.
	box := at(l.Text)
	inner := box.Inset(0.04 * W)
	inner.Min.Y = box.Min.Y + 0.03*W
	inner.Max.Y = box.Max.Y - 0.03*W
	if d.IsCreature() {
		inner.Max.Y = at(l.PT).Min.Y + 0.005*W
	}
	if d.Super.Has(card.Basic) && d.IsLand() {
		r.drawBasicMark(dst, box, st)
	} else if d.Text != "" {
		lay := r.fitRules(d.Text, inner, l)
		r.drawRules(dst, lay, inner, st.Ink)
	}

	// Power and toughness.
	if d.IsCreature() {
		pt := at(l.PT)
		s := strconv.Itoa(int(d.Power)) + "/" + strconv.Itoa(int(d.Toughness))
		f := face(r.fonts.Bold, 0.06*W)
		sw := advance(s, f)
		drawText(dst, s, f, pt.Center().X-sw/2, capCentre(f, pt.Center().Y), 1, st.Ink)
	}

	// Footer: set and rarity on the left, the project's name on the right.
	foot := paint.Alpha(paint.Hex(0xffffff), 0.85)
	if paint.Luma(st.Frame[1]) > 0.6 {
		foot = paint.Alpha(paint.Hex(0x1b1712), 0.75)
	}
	ff := face(r.fonts.Bold, 0.03*W)
	fy := o.Y + l.FooterY
	left := d.Set + " · " + rarityLetter(d.Rarity)
	drawText(dst, left, ff, o.X+0.075*W, capCentre(ff, fy), 1, foot)
	if !d.IsCreature() {
		mark := "KITCHEN TABLE"
		fi := face(r.fonts.Italic, 0.028*W)
		drawText(dst, mark, fi, o.X+0.925*W-advance(mark, fi), capCentre(fi, fy), 1, foot)
	}
}

// frameLine draws a line of width bw and colour c just inside rect's
// edge, as four strips, so that the GPU shades only the line's pixels.
func (r *Renderer) frameLine(dst *ebiten.Image, rect geom.Rect, bw float64, c color.NRGBA) {
	f := paint.Flat(c)
	r.p.Panel(dst, geom.Rect{Min: rect.Min, Max: geom.V(rect.Max.X, rect.Min.Y+bw)}, 0, f)
	r.p.Panel(dst, geom.Rect{Min: geom.V(rect.Min.X, rect.Max.Y-bw), Max: rect.Max}, 0, f)
	r.p.Panel(dst, geom.Rect{Min: geom.V(rect.Min.X, rect.Min.Y+bw), Max: geom.V(rect.Min.X+bw, rect.Max.Y-bw)}, 0, f)
	r.p.Panel(dst, geom.Rect{Min: geom.V(rect.Max.X-bw, rect.Min.Y+bw), Max: geom.V(rect.Max.X, rect.Max.Y-bw)}, 0, f)
}

// shadow draws a soft drop shadow under a bar.
func (r *Renderer) shadow(dst *ebiten.Image, at geom.Rect, radius, W float64) {
	r.p.Panel(dst, at.Translate(geom.V(0, 0.006*W)).Inset(-0.003*W), radius, paint.Flat(paint.Alpha(color.NRGBA{A: 255}, 0.35)))
}

// accentBorder outlines rect with a border whose colour runs through
// stops.
func (r *Renderer) accentBorder(dst *ebiten.Image, rect geom.Rect, stops []color.NRGBA, width float64) {
	g := accentStops(stops)
	strip := func(x geom.Rect, grad paint.Gradient) {
		r.p.Panel(dst, x, width/2, paint.Fill{Stops: g, Gradient: grad})
	}
	strip(geom.Rect{Min: rect.Min, Max: geom.V(rect.Max.X, rect.Min.Y+width)}, paint.Horizontal)
	strip(geom.Rect{Min: geom.V(rect.Min.X, rect.Max.Y-width), Max: rect.Max}, paint.Horizontal)
	strip(geom.Rect{Min: rect.Min, Max: geom.V(rect.Min.X+width, rect.Max.Y)}, paint.Vertical)
	strip(geom.Rect{Min: geom.V(rect.Max.X-width, rect.Min.Y), Max: rect.Max}, paint.Vertical)
}

// accentStops gives a one-colour accent a little sheen.
func accentStops(a []color.NRGBA) []color.NRGBA {
	if len(a) == 1 {
		return []color.NRGBA{paint.Lighten(a[0], 0.15), a[0], paint.Darken(a[0], 0.15)}
	}
	return a
}

// boxStops returns the text box's stops.
func boxStops(b []color.NRGBA) []color.NRGBA {
	if len(b) == 1 {
		return []color.NRGBA{paint.Lighten(b[0], 0.3), b[0]}
	}
	return b
}

// drawFitted draws one line of bold text between left and right, centred
// on y, shrunk (down to 80%) and then squeezed to fit.
func (r *Renderer) drawFitted(dst *ebiten.Image, s string, src *text.GoTextFaceSource, size, left, right, y float64, ink color.Color) {
	avail := right - left
	f := face(src, size)
	w := advance(s, f)
	if k := textfit.Shrink(w, avail); k < 1 {
		size *= math.Max(k, 0.8)
		f = face(src, size)
		w = advance(s, f)
	}
	drawText(dst, s, f, left, capCentre(f, y), textfit.Shrink(w, avail), ink)
}

// fitRules sets rules text in box.
func (r *Renderer) fitRules(s string, box geom.Rect, l Layout) textfit.Layout {
	return textfit.Fit(s, box.W(), box.H(), l.TextMax, l.TextMin, textfit.DefaultSpacing,
		func(size float64) textfit.Measurer { return measurer{face(r.fonts.Regular, size)} })
}

// drawBasicMark draws the big mana symbol(s) of a basic land in its text
// box.
func (r *Renderer) drawBasicMark(dst *ebiten.Image, box geom.Rect, st Style) {
	cols := st.Colors.Colors()
	if len(cols) == 0 {
		r.drawSymbol(dst, "C", box.Center(), box.H()*0.3, true)
		return
	}
	for i, c := range cols {
		x := box.Min.X + box.W()*(float64(i)+1)/float64(len(cols)+1)
		r.drawSymbol(dst, c.String(), geom.V(x, box.Center().Y), box.H()*0.28, true)
	}
}
