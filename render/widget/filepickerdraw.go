package widget

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// Draw draws the open picker over a dimmed screen.
func (p *FilePicker) Draw(dst *ebiten.Image, th *Theme) {
	if !p.Open || p.rect.Empty() {
		return
	}
	th.Painter.Panel(dst, geom.FromImage(dst.Bounds()), 0, paint.Flat(color.NRGBA{0, 0, 0, 130}))
	th.Panel(dst, p.rect)
	k := p.scale
	x0, y0 := p.rect.Min.X+24*k, p.rect.Min.Y
	th.Text(dst, th.Fit(p.Title, Font{Size: Heading, Bold: true}, p.rect.W()-48*k), geom.V(x0, y0+38*k), Font{Size: Heading, Bold: true}, Start, Cream)
	small := Font{Size: Small}
	th.Text(dst, th.fitStart(p.dir, small, p.rect.W()-48*k), geom.V(x0, y0+74*k), small, Start, Parchment)
	p.up.Draw(dst, th)
	if len(p.places) > 0 {
		th.Text(dst, "PLACES", geom.V(x0+2*k, p.up.Rect.Max.Y+19*k), Font{Size: Small - 2, Bold: true}, Start, paint.Alpha(Parchment, 0.8))
	}
	for i := range p.places {
		p.places[i].Draw(dst, th)
	}
	p.drawList(dst, th)
	p.allBtn.Draw(dst, th)
	p.cancel.Draw(dst, th)
	p.ok.Draw(dst, th)
	line := geom.R(p.list.Min.X+4*k, p.list.Max.Y+6*k, p.list.W()-8*k, 26*k)
	switch {
	case p.problem != "":
		th.Message(dst, p.problem, line, Danger)
	case p.sel >= 0 && !p.entries[p.sel].IsDir:
		th.Message(dst, p.entries[p.sel].Name, line, Cream)
	case p.more:
		th.Message(dst, fmt.Sprintf("Only the first %d entries are listed.", MaxFolderEntries), line, Parchment)
	default:
		th.Message(dst, "Click a folder to open it; double-click a file to choose it.", line, Parchment)
	}
}

// drawList draws the folder's entries, with icons, the selection, the
// row under the cursor and marks when there is more above or below.
func (p *FilePicker) drawList(dst *ebiten.Image, th *Theme) {
	th.Inset(dst, p.list, false)
	k := p.scale
	f := Font{Size: Body}
	if len(p.entries) == 0 && p.problem == "" {
		what := "no folders and no files"
		if len(p.Exts) > 0 && !p.all {
			what = "no folders and no " + p.Exts[0] + " files"
		}
		th.Text(dst, "This folder has "+what+".", geom.V(p.list.Min.X+16*k, p.list.Min.Y+p.rowH/2), Font{Size: Body, Italic: true}, Start, paint.Alpha(Ink, 0.6))
	}
	for i := p.top; i < min(len(p.entries), p.top+p.rows()); i++ {
		r := p.Row(i)
		switch {
		case i == p.sel:
			th.Painter.Panel(dst, r.Inset(3*k), 6*k, paint.Flat(Brass))
		case i == p.hover:
			th.Painter.Panel(dst, r.Inset(3*k), 6*k, paint.Flat(paint.Alpha(Brass, 0.35)))
		}
		e := p.entries[i]
		icon := geom.V(r.Min.X+22*k, r.Center().Y)
		if e.IsDir {
			th.folderIcon(dst, icon, k)
		} else {
			th.fileIcon(dst, icon, k)
		}
		name := e.Name
		if e.IsDir {
			name += "/"
		}
		th.Text(dst, th.Fit(name, f, r.W()-56*k), geom.V(r.Min.X+42*k, r.Center().Y), f, Start, Ink)
	}
	if p.top > 0 {
		th.arrowUp(dst, geom.V(p.list.Max.X-14*k, p.list.Min.Y+10*k), 5*k, true)
	}
	if p.top+p.rows() < len(p.entries) {
		th.arrowUp(dst, geom.V(p.list.Max.X-14*k, p.list.Max.Y-10*k), 5*k, false)
	}
}

// folderIcon draws a small brass folder centred on c.
func (th *Theme) folderIcon(dst *ebiten.Image, c geom.Vec, k float64) {
	body := paint.Fill{Stops: []color.NRGBA{paint.Lighten(Brass, 0.15), paint.Darken(Brass, 0.15)}, Gradient: paint.Vertical, Border: 1 * k, BorderColor: paint.Darken(Brass, 0.45)}
	th.Painter.Panel(dst, geom.R(c.X-10*k, c.Y-8*k, 9*k, 5*k), 2*k, body)
	th.Painter.Panel(dst, geom.R(c.X-10*k, c.Y-5*k, 20*k, 13*k), 2*k, body)
}

// fileIcon draws a small sheet of paper centred on c.
func (th *Theme) fileIcon(dst *ebiten.Image, c geom.Vec, k float64) {
	th.Painter.Panel(dst, geom.R(c.X-7*k, c.Y-9*k, 14*k, 18*k), 2*k, paint.Fill{Stops: []color.NRGBA{paint.Hex(0xffffff)}, Border: 1 * k, BorderColor: paint.Alpha(Ink, 0.55)})
	for i := range 3 {
		th.Painter.Panel(dst, geom.R(c.X-4*k, c.Y-4*k+float64(i)*4*k, 8*k, 1.2*k), 0, paint.Flat(paint.Alpha(Ink, 0.45)))
	}
}

// fitStart returns s, shortened with "…" at its start when needed, so
// that it is at most w pixels wide in f: the end of a path matters most.
func (th *Theme) fitStart(s string, f Font, w float64) string {
	if th.Measure(s, f) <= w {
		return s
	}
	return "…" + th.tail(s, f, w-th.Measure("…", f))
}
