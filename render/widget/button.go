package widget

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
)

// Style is a button's look.
type Style uint8

// The button styles.
const (
	Plain   Style = iota // parchment
	Primary              // brass: the screen's main action
	Quiet                // dark, for secondary actions such as Back
)

// Button is a clickable rounded button with a label and an optional
// keyboard shortcut shown at its right.
type Button struct {
	Label string
	// Shortcut is a key name shown in small type ("Enter", "Esc"); the
	// scene handles the key itself.
	Shortcut string
	Style    Style
	Rect     geom.Rect
	Disabled bool
	// Focused draws the keyboard focus ring.
	Focused bool
	// FontSize is the label's size at scale 1; Body when 0.
	FontSize float64

	p press
}

// Update follows the frame's input and reports whether the button was
// clicked. A disabled button is never clicked.
func (b *Button) Update(in *input.State) bool {
	c := b.p.update(in, b.Rect)
	return c && !b.Disabled
}

// Hovered reports whether the cursor is over the button.
func (b *Button) Hovered() bool { return b.p.hover && !b.Disabled }

// Draw draws the button.
func (b *Button) Draw(dst *ebiten.Image, th *Theme) {
	r := b.Rect
	if r.Empty() {
		return
	}
	base, ink := Parchment, Ink
	switch b.Style {
	case Primary:
		base = Brass
	case Quiet:
		base, ink = paint.Hex(0x5c3b22), Cream
	}
	down := b.p.held && b.p.hover && !b.Disabled
	switch {
	case b.Disabled:
		base = paint.Mix(base, paint.Hex(0x8a8070), 0.6)
		ink = paint.Alpha(ink, 0.55)
	case down:
		base = shade(base, -0.15)
	case b.p.hover:
		base = shade(base, 0.14)
	}
	rad := th.Px(10)
	if !down {
		th.Painter.Panel(dst, r.Translate(geom.V(0, th.Px(3))), rad, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 255}}, Alpha: 0.35})
	} else {
		r = r.Translate(geom.V(0, th.Px(2)))
	}
	border, bw := paint.Darken(base, 0.45), th.Px(1.5)
	if b.Focused {
		border, bw = Focus, th.Px(3)
	}
	th.Painter.Panel(dst, r, rad, paint.Fill{
		Stops:    []color.NRGBA{shade(base, 0.12), base, shade(base, -0.12)},
		Gradient: paint.Vertical, Border: bw, BorderColor: border,
		Bevel: th.Px(2), Grain: 0.04, Seed: 2,
	})
	c := r.Center()
	label, f := b.LabelShown(th)
	if b.Shortcut != "" {
		kr := b.keyRect(th, r)
		sf := Font{Size: Small - 2}
		th.Painter.Panel(dst, kr, th.Px(5), paint.Fill{Stops: []color.NRGBA{paint.Alpha(ink, 0.14)}, Border: th.Px(1), BorderColor: paint.Alpha(ink, 0.4)})
		th.Text(dst, b.Shortcut, kr.Center(), sf, Center, paint.Alpha(ink, 0.8))
		th.Text(dst, label, geom.V((r.Min.X+kr.Min.X)/2, c.Y), f, Center, ink)
		return
	}
	th.Text(dst, label, c, f, Center, ink)
}

// keyRect is where the button in r draws its shortcut's key cap.
func (b *Button) keyRect(th *Theme, r geom.Rect) geom.Rect {
	sw := th.Measure(b.Shortcut, Font{Size: Small - 2})
	pad := th.Px(6)
	return geom.R(r.Max.X-sw-3*pad, r.Center().Y-th.Px(11), sw+2*pad, th.Px(22))
}

// LabelShown returns the label as the button draws it and its font: a
// label too long for the button is drawn smaller, down to minLabelShrink
// of its size, before it is cut with "…".
func (b *Button) LabelShown(th *Theme) (string, Font) {
	size := b.FontSize
	if size == 0 {
		size = Body
	}
	f := Font{Size: size, Bold: true}
	w := b.Rect.W() - th.Px(12)
	if b.Shortcut != "" {
		w = b.keyRect(th, b.Rect).Min.X - b.Rect.Min.X - 2*th.Px(6)
	}
	for f.Size > size*minLabelShrink && th.Measure(b.Label, f) > w {
		f.Size = max(size*minLabelShrink, f.Size-0.5)
	}
	return th.Fit(b.Label, f, w), f
}

// minLabelShrink is the smallest share of its size a button's label is
// drawn at to fit whole.
const minLabelShrink = 0.75
