package cardface

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/art"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
)

// Schemes are oversized cards lying landscape: a scheme of width w is
// SchemeHeight(w) high (w × 5/7), and the table draws it about one and a
// half times a card's height wide. Their frame is the villain's own: a
// black-and-blood frame (amethyst for ongoing schemes) with serrated
// edges, a bronze name bar over a wide picture of a citadel (art.Lair)
// and the rules text on aged parchment beside it.

// SchemeHeight returns the height of a scheme of the given width: schemes
// lie landscape, width × 5/7, rounded.
func SchemeHeight(width int) int { return (width*5 + 3) / 7 }

// IsScheme reports whether d is a scheme card (drawn oversized and
// landscape, with SchemeFace).
func IsScheme(d *card.Def) bool { return d != nil && d.Types.Has(card.Scheme) }

// SchemeLayout is where the parts of a scheme's face go, in pixels from
// its top-left corner, for a scheme of width W.
type SchemeLayout struct {
	W, H     float64
	Radius   float64
	Frame    geom.Rect
	Name     geom.Rect
	Art      geom.Rect
	Type     geom.Rect
	Text     geom.Rect
	FooterY  float64
	NameSize float64
	TypeSize float64
	TextMax  float64
	TextMin  float64
}

// SchemeLayoutOf returns the layout of a scheme face of width w.
func SchemeLayoutOf(w int) SchemeLayout {
	W := float64(w)
	H := float64(SchemeHeight(w))
	u := func(x0, y0, x1, y1 float64) geom.Rect {
		return geom.Rect{Min: geom.V(x0*W, y0*W), Max: geom.V(x1*W, y1*W)}
	}
	return SchemeLayout{
		W: W, H: H,
		Radius:   0.03 * W,
		Frame:    geom.Rect{Min: geom.V(0.018*W, 0.018*W), Max: geom.V(0.982*W, H-0.018*W)},
		Name:     u(0.045, 0.034, 0.955, 0.104),
		Art:      u(0.045, 0.122, 0.505, 0.632),
		Type:     u(0.525, 0.122, 0.955, 0.18),
		Text:     u(0.525, 0.194, 0.955, 0.632),
		FooterY:  H - 0.036*W,
		NameSize: 0.042 * W,
		TypeSize: 0.03 * W,
		TextMax:  0.036 * W,
		TextMin:  0.016 * W,
	}
}

// schemeStyle is the colours of a scheme's frame.
type schemeStyle struct {
	frame  []color.NRGBA
	accent color.NRGBA
	gem    [2]color.NRGBA
}

// schemeStyleOf returns the frame colours: blood for a scheme that happens
// once, amethyst for an ongoing one.
func schemeStyleOf(d *card.Def) schemeStyle {
	if d != nil && d.Super.Has(card.Ongoing) {
		return schemeStyle{
			frame:  []color.NRGBA{paint.Hex(0x3a1a5a), paint.Hex(0x1b0d2a), paint.Hex(0x0b0612)},
			accent: paint.Hex(0x9a62e0),
			gem:    [2]color.NRGBA{paint.Hex(0xd3b0ff), paint.Hex(0x5a2a9a)},
		}
	}
	return schemeStyle{
		frame:  []color.NRGBA{paint.Hex(0x5a1019), paint.Hex(0x270a0f), paint.Hex(0x0e0507)},
		accent: paint.Hex(0xc8302a),
		gem:    [2]color.NRGBA{paint.Hex(0xffb08a), paint.Hex(0x9a1a12)},
	}
}

// Scheme face colours shared by both styles.
var (
	schemeBar   = []color.NRGBA{paint.Hex(0x8a6a34), paint.Hex(0x5a4220), paint.Hex(0x3a2a12)}
	schemeGold  = paint.Hex(0xf4d98e)
	schemePaper = []color.NRGBA{paint.Hex(0xefe3c4), paint.Hex(0xd8c49a)}
	schemeInk   = paint.Hex(0x1f130c)
)

// NewSchemeFace returns a new image of width w holding scheme d's face.
func (r *Renderer) NewSchemeFace(d *card.Def, w int) *ebiten.Image {
	img := ebiten.NewImage(w, SchemeHeight(w))
	r.DrawSchemeFace(img, d)
	return img
}

// DrawSchemeFace draws scheme d's face filling dst's bounds, which should
// be a scheme's shape (w × SchemeHeight(w)).
func (r *Renderer) DrawSchemeFace(dst *ebiten.Image, d *card.Def) {
	b := geom.FromImage(dst.Bounds())
	l := SchemeLayoutOf(dst.Bounds().Dx())
	o := b.Min
	at := func(x geom.Rect) geom.Rect { return x.Translate(o) }
	W := l.W
	st := schemeStyleOf(d)

	// Black border, the villain's frame with serrated sides.
	r.p.Panel(dst, b, l.Radius, paint.Fill{Stops: []color.NRGBA{paint.Hex(0x1a1012), paint.Hex(0x060304)}})
	frame := at(l.Frame)
	r.p.Panel(dst, frame, l.Radius*0.6, paint.Fill{Stops: st.frame, Gradient: paint.Diagonal, Bevel: 0.008 * W, Grain: 0.08, Seed: 13})
	r.serrate(dst, frame, st.accent, W)
	r.p.Panel(dst, frame.Inset(0.006*W), l.Radius*0.5, paint.Fill{Stops: []color.NRGBA{{}}, Border: math.Max(1, 0.003*W), BorderColor: paint.Alpha(st.accent, 0.7)})

	bar := paint.Fill{Stops: schemeBar, Border: math.Max(1, 0.003*W), BorderColor: paint.Alpha(schemeGold, 0.55), Bevel: 0.006 * W, Grain: 0.04, Seed: 5}

	// Name bar: a horned eye, then the name in gold.
	name := at(l.Name)
	r.shadow(dst, name, name.H()/2.4, W)
	r.p.Panel(dst, name, name.H()/2.4, bar)
	eye := geom.V(name.Min.X+name.H()*0.75, name.Center().Y)
	r.drawVillainEye(dst, eye, name.H()*0.32, st)
	r.drawFitted(dst, d.Name, r.fonts.Bold, l.NameSize, eye.X+name.H()*0.7, name.Max.X-0.02*W, name.Center().Y, schemeGold)

	// The picture with an accent rim.
	artR := at(l.Art)
	rim := 0.006 * W
	r.p.Panel(dst, artR.Inset(-rim), 0.006*W, paint.Fill{Stops: []color.NRGBA{paint.Lighten(st.accent, 0.2), paint.Darken(st.accent, 0.4)}, Gradient: paint.Diagonal, Bevel: rim})
	if ar := artR.Image().Intersect(dst.Bounds()); !ar.Empty() {
		pix := r.arts.picture(d, Style{Motif: art.Lair, Colors: d.Colors}, ar.Dx(), ar.Dy())
		if pix.Bounds().Dx() == ar.Dx() && pix.Bounds().Dy() == ar.Dy() {
			dst.SubImage(ar).(*ebiten.Image).WritePixels(pix.Pix)
		}
	}
	r.frameLine(dst, artR, math.Max(1, 0.002*W), paint.Alpha(color.NRGBA{A: 255}, 0.8))

	// Type bar with a gem: blood for once, amethyst for ongoing.
	typ := at(l.Type)
	r.shadow(dst, typ, typ.H()/2.4, W)
	r.p.Panel(dst, typ, typ.H()/2.4, bar)
	gem := geom.V(typ.Max.X-typ.H()*0.7, typ.Center().Y)
	r.paintGem(dst, gem, typ.H()*0.3, st.gem[0], st.gem[1])
	r.drawFitted(dst, d.TypeLine(), r.fonts.Bold, l.TypeSize, typ.Min.X+0.015*W, gem.X-typ.H()*0.5, typ.Center().Y, schemeGold)

	// Rules text on parchment.
	box := at(l.Text)
	r.p.Panel(dst, box, 0.008*W, paint.Fill{Stops: schemePaper, Gradient: paint.Vertical,
		Border: math.Max(1, 0.003*W), BorderColor: paint.Darken(st.accent, 0.3), Grain: 0.05, Seed: 21})
	if d.Text != "" {
		inner := box.Inset(0.016 * W)
		lay := textfit.Fit(d.Text, inner.W(), inner.H(), l.TextMax, l.TextMin, textfit.DefaultSpacing,
			func(size float64) textfit.Measurer { return measurer{face(r.fonts.Regular, size)} })
		r.drawRules(dst, lay, inner, schemeInk)
	}

	// Footer.
	foot := paint.Alpha(schemeGold, 0.8)
	ff := face(r.fonts.Bold, 0.02*W)
	fy := o.Y + l.FooterY
	drawText(dst, d.Set+" · "+rarityLetter(d.Rarity), ff, o.X+0.05*W, capCentre(ff, fy), 1, foot)
	mark := "KITCHEN TABLE · ARCHENEMY"
	fi := face(r.fonts.Italic, 0.019*W)
	drawText(dst, mark, fi, o.X+0.95*W-advance(mark, fi), capCentre(fi, fy), 1, foot)
}

// serrate draws rows of small teeth along the left and right edges of
// the frame, pointing inward: the scheme's jagged edge.
func (r *Renderer) serrate(dst *ebiten.Image, frame geom.Rect, accent color.NRGBA, W float64) {
	tooth := 0.016 * W
	deep := 0.014 * W
	col := paint.Alpha(paint.Darken(accent, 0.35), 0.85)
	for y := frame.Min.Y + 0.13*W; y+tooth < frame.Max.Y-0.06*W; y += tooth * 1.6 {
		l, rr := frame.Min.X+0.004*W, frame.Max.X-0.004*W
		r.p.Polygon(dst, []geom.Vec{geom.V(l, y), geom.V(l+deep, y+tooth/2), geom.V(l, y+tooth)}, col)
		r.p.Polygon(dst, []geom.Vec{geom.V(rr, y), geom.V(rr-deep, y+tooth/2), geom.V(rr, y+tooth)}, col)
	}
}

// drawVillainEye draws the schemes' mark: a slit-pupilled eye between two
// horns, size its half height.
func (r *Renderer) drawVillainEye(dst *ebiten.Image, c geom.Vec, s float64, st schemeStyle) {
	horn := paint.Darken(schemeGold, 0.25)
	r.p.Polygon(dst, []geom.Vec{c.Add(geom.V(-s*1.5, -s*0.2)), c.Add(geom.V(-s*1.9, -s*1.6)), c.Add(geom.V(-s*0.8, -s*0.55))}, horn)
	r.p.Polygon(dst, []geom.Vec{c.Add(geom.V(s*1.5, -s*0.2)), c.Add(geom.V(s*1.9, -s*1.6)), c.Add(geom.V(s*0.8, -s*0.55))}, horn)
	pts := geom.AppendLens(make([]geom.Vec, 0, 16), c, s*1.5, s*0.8, 8)
	r.p.Polygon(dst, pts, st.gem[0])
	r.p.Circle(dst, c, s*0.62, paint.Fill{Stops: []color.NRGBA{paint.Lighten(st.accent, 0.3), paint.Darken(st.accent, 0.3)}, Gradient: paint.Radial})
	r.p.Polygon(dst, []geom.Vec{c.Add(geom.V(0, -s*0.6)), c.Add(geom.V(s*0.14, 0)), c.Add(geom.V(0, s*0.6)), c.Add(geom.V(-s*0.14, 0))}, paint.Hex(0x0a0506))
}

// NewSchemeBack returns a new image of width w holding the back of a
// scheme.
func (r *Renderer) NewSchemeBack(w int) *ebiten.Image {
	img := ebiten.NewImage(w, SchemeHeight(w))
	r.DrawSchemeBack(img)
	return img
}

// DrawSchemeBack draws the back every face-down scheme shows, filling
// dst's bounds: a smouldering field, a ring of thorns round the horned
// eye, and the word SCHEME. It says nothing of which scheme it is.
func (r *Renderer) DrawSchemeBack(dst *ebiten.Image) {
	b := geom.FromImage(dst.Bounds())
	l := SchemeLayoutOf(dst.Bounds().Dx())
	W := l.W
	st := schemeStyleOf(nil)
	r.p.Panel(dst, b, l.Radius, paint.Fill{Stops: []color.NRGBA{paint.Hex(0x1a1012), paint.Hex(0x060304)}})
	field := b.Inset(0.018 * W)
	r.p.Panel(dst, field, l.Radius*0.6, paint.Fill{
		Stops:    []color.NRGBA{paint.Hex(0x6a1420), paint.Hex(0x2a080e), paint.Hex(0x0a0305)},
		Gradient: paint.Radial, Reach: 1.05, Grain: 0.07, Seed: 17,
	})
	r.serrate(dst, field, st.accent, W)
	for _, in := range []float64{0.014, 0.024} {
		r.p.Panel(dst, field.Inset(in*W), l.Radius*0.4, paint.Fill{Stops: []color.NRGBA{{}}, Border: math.Max(1, 0.004*W), BorderColor: paint.Alpha(schemeGold, 0.6)})
	}
	c := field.Center().Add(geom.V(0, -0.03*W))
	rad := 0.16 * W
	// A ring of thorns.
	for i := range 16 {
		a := 2 * math.Pi * float64(i) / 16
		p := c.Add(geom.Polar(rad, a))
		q := c.Add(geom.Polar(rad*1.28, a+0.08))
		s := c.Add(geom.Polar(rad, a+0.3))
		r.p.Polygon(dst, []geom.Vec{p, q, s}, paint.Alpha(paint.Darken(schemeGold, 0.3), 0.85))
	}
	r.p.Circle(dst, c, rad, paint.Fill{Stops: []color.NRGBA{paint.Lighten(schemeGold, 0.1), paint.Darken(schemeGold, 0.45)}, Gradient: paint.Diagonal, Bevel: 0.01 * W})
	r.p.Circle(dst, c, rad*0.86, paint.Fill{Stops: []color.NRGBA{paint.Hex(0x3a0a12), paint.Hex(0x0a0305)}, Gradient: paint.Radial, Grain: 0.05, Seed: 2})
	r.drawVillainEye(dst, c.Add(geom.V(0, rad*0.12)), rad*0.38, st)
	f := face(r.fonts.Bold, 0.06*W)
	word := "SCHEME"
	tw := spacedAdvance(word, f)
	y := c.Y + rad*1.45
	drawSpaced(dst, word, f, c.X-tw/2+0.002*W, capCentre(f, y)+0.003*W, paint.Alpha(color.NRGBA{A: 255}, 0.6))
	drawSpaced(dst, word, f, c.X-tw/2, capCentre(f, y), schemeGold)
}
