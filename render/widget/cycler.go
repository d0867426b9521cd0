package widget

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
)

// Cycler shows one of several options as "‹ value ›": the arrows step
// through the options, wrapping around, and a click on the value opens a
// list of all of them to pick from. The mouse wheel over a closed cycler
// steps too.
type Cycler struct {
	Options []string
	Index   int
	Rect    geom.Rect
	// Open says the list is showing.
	Open bool
	// Rows is how many options the open list shows at once; 8 when 0.
	Rows int
	// Limit is the lowest y the open list may reach: a list that would
	// pass it opens upwards instead. 0 means no limit.
	Limit float64

	prev, next, value press
	top               int // first option shown in the open list
	hoverRow          int
}

// Value returns the chosen option, or "" when there are none.
func (c *Cycler) Value() string {
	if c.Index < 0 || c.Index >= len(c.Options) {
		return ""
	}
	return c.Options[c.Index]
}

// Set chooses the option equal to v and reports whether there is one.
func (c *Cycler) Set(v string) bool {
	for i, o := range c.Options {
		if o == v {
			c.Index = i
			return true
		}
	}
	return false
}

// parts returns the rectangles of the previous arrow, the value and the
// next arrow.
func (c *Cycler) parts() (prev, value, next geom.Rect) {
	r := c.Rect
	a := r.H()
	return geom.R(r.Min.X, r.Min.Y, a, a), geom.R(r.Min.X+a, r.Min.Y, r.W()-2*a, a), geom.R(r.Max.X-a, r.Min.Y, a, a)
}

// Arrows returns the rectangles of the previous and next arrows.
func (c *Cycler) Arrows() (prev, next geom.Rect) {
	p, _, n := c.parts()
	return p, n
}

func (c *Cycler) rows() int {
	n := c.Rows
	if n <= 0 {
		n = 8
	}
	return min(n, len(c.Options))
}

// List returns the open list's rectangle: under the cycler (above it when
// there is no room below), as wide as it, one row per option shown.
func (c *Cycler) List() geom.Rect {
	r := c.Rect
	h := float64(c.rows()) * r.H() * 0.9
	if c.Limit > 0 && r.Max.Y+2+h > c.Limit && r.Min.Y-2-h >= 0 {
		return geom.R(r.Min.X, r.Min.Y-2-h, r.W(), h)
	}
	return geom.R(r.Min.X, r.Max.Y+2, r.W(), h)
}

// Shown returns the options the open list shows and the rectangles of
// their rows, top to bottom; none while the list is closed.
func (c *Cycler) Shown() (options []string, rows []geom.Rect) {
	if !c.Open {
		return nil, nil
	}
	for i := 0; i < c.rows(); i++ {
		options = append(options, c.Options[c.top+i])
		rows = append(rows, c.row(i))
	}
	return options, rows
}

func (c *Cycler) row(i int) geom.Rect {
	l := c.List()
	h := c.Rect.H() * 0.9
	return geom.R(l.Min.X, l.Min.Y+float64(i)*h, l.W(), h)
}

// Update follows the frame's input and reports whether the choice
// changed. While the list is open it takes every click: choosing a row or
// clicking outside closes it.
func (c *Cycler) Update(in *input.State) bool {
	n := len(c.Options)
	if n == 0 {
		return false
	}
	old := c.Index
	if c.Open {
		c.hoverRow = -1
		for i := 0; i < c.rows(); i++ {
			if c.row(i).Contains(in.Cursor) {
				c.hoverRow = i
			}
		}
		if c.List().Contains(in.Cursor) && in.Wheel != 0 {
			c.scroll(-int(sign(in.Wheel)))
		}
		if in.KeyPressed(input.KeyEscape) {
			c.Open = false
		}
		if in.Pressed[input.Left] {
			if c.hoverRow >= 0 {
				c.Index = c.top + c.hoverRow
			}
			c.Open = false
			// Swallow the rest of this click.
			c.prev, c.next, c.value = press{}, press{}, press{}
		}
		return c.Index != old
	}
	p, v, nx := c.parts()
	if c.prev.update(in, p) {
		c.Index = (c.Index + n - 1) % n
	}
	if c.next.update(in, nx) {
		c.Index = (c.Index + 1) % n
	}
	if c.value.update(in, v) {
		c.Open = true
		c.top = min(max(0, c.Index-c.rows()/2), n-c.rows())
	}
	if c.Rect.Contains(in.Cursor) && in.Wheel != 0 {
		c.Index = (c.Index + n - int(sign(in.Wheel))) % n
	}
	return c.Index != old
}

func (c *Cycler) scroll(d int) {
	c.top = min(max(0, c.top+d), len(c.Options)-c.rows())
}

func sign(v float64) float64 {
	if v < 0 {
		return -1
	}
	return 1
}

// Draw draws the cycler. Draw the open list with DrawList after every other
// widget so that it lies on top.
func (c *Cycler) Draw(dst *ebiten.Image, th *Theme) {
	if c.Rect.Empty() {
		return
	}
	p, v, nx := c.parts()
	th.Inset(dst, c.Rect, c.Open)
	f := Font{Size: Body}
	th.Text(dst, th.Fit(c.Value(), f, v.W()-th.Px(8)), v.Center(), f, Center, Ink)
	for i, a := range []geom.Rect{p, nx} {
		st := []*press{&c.prev, &c.next}[i]
		col := paint.Alpha(Ink, 0.75)
		if st.hover {
			th.Painter.Panel(dst, a.Inset(th.Px(3)), th.Px(6), paint.Flat(paint.Alpha(Brass, 0.45)))
			col = Ink
		}
		th.arrow(dst, a.Center(), a.H()*0.16, i == 1, col)
	}
}

// DrawList draws the open list, if it is open.
func (c *Cycler) DrawList(dst *ebiten.Image, th *Theme) {
	if !c.Open {
		return
	}
	l := c.List()
	th.Painter.Panel(dst, l.Translate(geom.V(0, th.Px(4))), th.Px(8), paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 255}}, Alpha: 0.4})
	th.Painter.Panel(dst, l, th.Px(8), paint.Fill{Stops: []color.NRGBA{paint.Hex(0xfbf3e2)}, Border: th.Px(2), BorderColor: Brass})
	f := Font{Size: Body}
	for i := 0; i < c.rows(); i++ {
		r := c.row(i)
		k := c.top + i
		col := Ink
		switch {
		case i == c.hoverRow:
			th.Painter.Panel(dst, r.Inset(th.Px(3)), th.Px(6), paint.Flat(Brass))
		case k == c.Index:
			th.Painter.Panel(dst, r.Inset(th.Px(3)), th.Px(6), paint.Flat(paint.Alpha(Brass, 0.35)))
		}
		th.Text(dst, th.Fit(c.Options[k], f, r.W()-th.Px(24)), geom.V(r.Min.X+th.Px(12), r.Center().Y), f, Start, col)
	}
	if c.top > 0 {
		th.arrowUp(dst, geom.V(l.Max.X-th.Px(12), l.Min.Y+th.Px(10)), th.Px(5), true)
	}
	if c.top+c.rows() < len(c.Options) {
		th.arrowUp(dst, geom.V(l.Max.X-th.Px(12), l.Max.Y-th.Px(10)), th.Px(5), false)
	}
}

// arrow draws a filled triangle pointing left or right centred on at.
func (th *Theme) arrow(dst *ebiten.Image, at geom.Vec, s float64, right bool, col color.NRGBA) {
	d := -1.0
	if right {
		d = 1
	}
	th.Painter.Polygon(dst, []geom.Vec{
		at.Add(geom.V(d*s, 0)), at.Add(geom.V(-d*s*0.7, -s)), at.Add(geom.V(-d*s*0.7, s)),
	}, col)
}

// arrowUp draws a small triangle pointing up or down centred on at.
func (th *Theme) arrowUp(dst *ebiten.Image, at geom.Vec, s float64, up bool) {
	d := -1.0
	if !up {
		d = 1
	}
	th.Painter.Polygon(dst, []geom.Vec{
		at.Add(geom.V(0, d*s)), at.Add(geom.V(-s, -d*s*0.7)), at.Add(geom.V(s, -d*s*0.7)),
	}, paint.Alpha(Ink, 0.6))
}
