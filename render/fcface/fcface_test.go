package fcface

import (
	"image/color"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/render/art"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
)

// Drawing tests run inside Ebitengine when there is a display.
func TestMain(m *testing.M) { os.Exit(gputest.Main(m, "fourcuatro face tests")) }

// TestLayoutParts checks, at table and zoom widths, that the parts of a
// face lie inside the frame and that none covers another.
func TestLayoutParts(t *testing.T) {
	for _, w := range []float64{46, 64, 96, 104, 128, 230, 460} {
		l := LayoutOf(w)
		parts := map[string]geom.Rect{"bar": l.Bar, "circles": l.Circles, "name": l.Name, "art": l.Art, "text": l.Text}
		for n, r := range parts {
			if r.Empty() || r.Intersect(l.Frame) != r {
				t.Errorf("width %v: the %s %v is not inside the frame %v", w, n, r, l.Frame)
			}
			for m, s := range parts {
				if n < m && !r.Intersect(s).Empty() {
					t.Errorf("width %v: the %s %v overlaps the %s %v", w, n, r, m, s)
				}
			}
		}
		// Six circles (the most a card has) fit their row.
		if need := 6 * 2.7 * l.Circles.H() / 2; need > l.Circles.W() {
			t.Errorf("width %v: six circles need %v, the row is %v", w, need, l.Circles.W())
		}
		// Four hexagons fit left of the word.
		if end := l.Bar.Min.X + 0.06*w + 3*2.15*l.Hex + l.Hex; end > l.Bar.Min.X+0.6*l.Bar.W() {
			t.Errorf("width %v: four hexagons end at %v, into the word", w, end)
		}
	}
}

// TestSpecOf checks that pictures follow what a card does and differ from
// card to card.
func TestSpecOf(t *testing.T) {
	seeds := map[uint64]string{}
	for _, d := range catalog.FourCuatro() {
		s := SpecOf(d)
		if len(s.Palette) == 0 {
			t.Errorf("%s: no palette", d.Name)
		}
		if other, dup := seeds[s.Seed]; dup {
			t.Errorf("%s and %s share a seed", d.Name, other)
		}
		seeds[s.Seed] = d.Name
		switch d.Ops[0].Kind {
		case fourcuatro.OpBurn:
			if s.Motif != art.Burst {
				t.Errorf("%s burns but its picture is a %v", d.Name, s.Motif)
			}
		case fourcuatro.OpCounter:
			if s.Motif != art.Machine {
				t.Errorf("%s counters but its picture is a %v", d.Name, s.Motif)
			}
		case fourcuatro.OpDraw:
			if s.Motif != art.Ribbons {
				t.Errorf("%s draws but its picture is a %v", d.Name, s.Motif)
			}
		}
	}
}

// newFaces returns a cache drawing with the app's painter and fonts.
func newFaces(t testing.TB) *Faces {
	t.Helper()
	p, err := paint.NewPainter()
	if err != nil {
		t.Fatal(err)
	}
	fonts, err := paint.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	return New(widget.NewTheme(p, fonts))
}

func pixel(img *ebiten.Image, p geom.Vec) color.RGBA {
	return color.RGBAModel.Convert(img.At(int(p.X), int(p.Y))).(color.RGBA)
}

// TestFacesDraw draws every card, the back and the two sources at a hand
// card's and a zoom's width and checks the frame's colour by kind, that
// the picture is painted (not one flat colour), that the text box is
// light, that the gem is lit or dark, and that asking again draws
// nothing new. With KT_FC_PNG set it writes the sheet of faces.
func TestFacesDraw(t *testing.T) {
	gputest.Need(t)
	f := newFaces(t)
	defs := catalog.FourCuatro()
	const perRow = 8
	for _, w := range []int{96, 230} {
		h := int(Height(float64(w)))
		rows := (len(defs) + 3 + perRow - 1) / perRow
		sheet := ebiten.NewImage(perRow*(w+8), rows*(h+8))
		sheet.Fill(color.NRGBA{0x1f, 0x4d, 0x3c, 255})
		for i, d := range defs {
			img := f.Get(d, w)
			l := LayoutOf(float64(w))
			frame := pixel(img, geom.V(l.Frame.Min.X+0.012*float64(w), l.Frame.Center().Y))
			if d.Kind == fourcuatro.Spell && !(frame.B > frame.R+30) {
				t.Errorf("%s at %d: the frame is %v, not blue", d.Name, w, frame)
			}
			if d.Kind == fourcuatro.Trap && !(frame.R > frame.B+30) {
				t.Errorf("%s at %d: the frame is %v, not red", d.Name, w, frame)
			}
			distinct := map[color.RGBA]bool{}
			for y := 0.1; y < 1; y += 0.1 {
				for x := 0.1; x < 1; x += 0.1 {
					distinct[pixel(img, l.Art.At(x, y))] = true
				}
			}
			if len(distinct) < 20 {
				t.Errorf("%s at %d: the picture has %d colours in 81 samples", d.Name, w, len(distinct))
			}
			if c := pixel(img, geom.V(l.Text.Max.X-0.02*float64(w), l.Text.Max.Y-0.02*float64(w))); c.R < 200 || c.G < 190 {
				t.Errorf("%s at %d: the text box is %v, not light", d.Name, w, c)
			}
			place(sheet, img, i, perRow, w, h)
		}
		n := len(defs)
		place(sheet, f.Get(nil, w), n, perRow, w, h)
		lit, dark := f.Source(true, w), f.Source(false, w)
		place(sheet, lit, n+1, perRow, w, h)
		place(sheet, dark, n+2, perRow, w, h)
		mid := geom.V(float64(w)/2, float64(h)/2)
		if c := pixel(lit, mid); c.B < 150 || c.G < 150 {
			t.Errorf("at %d: a refreshed source's gem is %v, not lit", w, c)
		}
		if c := pixel(dark, mid); c.B > 110 || c.G > 110 {
			t.Errorf("at %d: an exhausted source's gem is %v, not dark", w, c)
		}
		drawn := f.Drawn
		scratch := ebiten.NewImage(2*w, 2*h)
		for _, d := range defs {
			f.Get(d, w)
			f.DrawPose(scratch, f.Get(d, w), mid, float64(w)*0.7, 0.3, 0.5)
		}
		scratch.Deallocate()
		if f.Drawn != drawn {
			t.Errorf("at %d: asking again and drawing scaled drew %d new images", w, f.Drawn-drawn)
		}
		gputest.Shot(t, sheet, "KT_FC_PNG", "faces-"+map[int]string{96: "96", 230: "230"}[w])
		sheet.Deallocate()
	}
}

// place copies img into cell i of a sheet of perRow cards.
func place(sheet, img *ebiten.Image, i, perRow, w, h int) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(4+(i%perRow)*(w+8)), float64(4+(i/perRow)*(h+8)))
	sheet.DrawImage(img, &op)
}

// TestCacheBounded draws more images than the cache keeps and checks it
// forgets the oldest and still answers.
func TestCacheBounded(t *testing.T) {
	gputest.Need(t)
	f := newFaces(t)
	for w := 8; w < 8+maxImages+50; w++ {
		f.Source(w%2 == 0, w)
	}
	if len(f.cache) > maxImages || len(f.order) != len(f.cache) {
		t.Fatalf("the cache holds %d images (%d in order), at most %d", len(f.cache), len(f.order), maxImages)
	}
	if img := f.Source(true, 40); img.Bounds().Dx() != 40 {
		t.Fatalf("a source 40 wide is %v", img.Bounds())
	}
}
