package deckedit

import (
	"fmt"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
)

// TestDrawImportSelection draws the import panel on a 40-line list with
// lines 4 to 6 partly selected by a drag: the selection's brass shows
// behind the whole of line 5 and nowhere on line 2, and the caret, at
// the drag's end in the middle of line 6, is what blinks: a bar a few
// pixels wide (KT_DECKEDIT_PNG names a folder to write the pictures to).
func TestDrawImportSelection(t *testing.T) {
	gputest.Need(t)
	f := newFixture(t, "", nil)
	r, err := cardface.NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	f.svc.Faces, f.svc.Painter, f.s.th.Painter = cardface.NewCache(r, 0), r.Painter(), r.Painter()
	var b strings.Builder
	b.WriteString("Deck\n")
	for i := range 40 {
		fmt.Fprintf(&b, "%d %s\n", i%4+1, []string{"Jam-Jar Bear", "Larder Rat", "Forest", "Curdled Cream"}[i%4])
	}
	f.clip.text = b.String()
	f.click(f.s.files.imp.Rect)
	area := &f.s.panel.area
	row := func(k int) float64 { return area.Rect.Min.Y + 5 + 21*float64(k) + 10.5 }
	x0 := area.Rect.Min.X + 10
	f.play(new(input.Script).Drag(geom.V(x0+40, row(3)), geom.V(x0+50, row(5)), 5))
	if sel := area.Selected(); strings.Count(sel, "\n") != 2 {
		t.Fatalf("the drag selected %q", sel)
	}
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	draw := func() *ebiten.Image {
		img.Clear()
		f.s.Draw(img)
		return img
	}
	on := ebiten.NewImage(1280, 720)
	defer on.Deallocate()
	on.DrawImage(draw(), nil)
	gputest.Shot(t, on, "KT_DECKEDIT_PNG", "deckedit-import-selection")
	// brass counts the pixels near the start of the line at y, under the
	// text, that are yellower than the box's far right on that line.
	brass := func(y float64) int {
		at := func(x float64) color.NRGBA {
			return color.NRGBAModel.Convert(on.At(int(x), int(y+8))).(color.NRGBA)
		}
		bg := at(area.Rect.Max.X - 30)
		n := 0
		for x := x0 + 2; x < x0+60; x++ {
			if c := at(x); int(c.R)-int(c.B) > int(bg.R)-int(bg.B)+25 {
				n++
			}
		}
		return n
	}
	if n := brass(row(4)); n < 20 {
		t.Errorf("line 5, selected whole, has %d brass pixels near its start", n)
	}
	if n := brass(row(1)); n != 0 {
		t.Errorf("line 2, not selected, has %d brass pixels", n)
	}
	// Half a second later the caret has blinked off: what changed is the
	// caret, a thin bar on line 6 (shades that only moved between atlas
	// pages do not count: gputest.VisiblyDifferent).
	f.play(new(input.Script).Idle(30))
	off := draw()
	gputest.Shot(t, off, "KT_DECKEDIT_PNG", "deckedit-import-caret-off")
	var changed geom.Rect
	first := true
	for y := 0; y < 720; y++ {
		for x := 0; x < 1280; x++ {
			if gputest.VisiblyDifferent(on.At(x, y), off.At(x, y)) {
				p := geom.R(float64(x), float64(y), 1, 1)
				if first {
					changed, first = p, false
				} else {
					changed = changed.Union(p)
				}
			}
		}
	}
	if first || changed.W() > 4 || changed.H() < 12 || changed.H() > 21 || !geom.R(x0, row(5)-10.5, 300, 21).Contains(changed.Center()) {
		t.Fatalf("the blink changed %v (nothing: %v), not a caret on line 6", changed, first)
	}
}
