package cardface

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/render/geom"
)

// pixels reads img back into an RGBA image (premultiplied, as Ebitengine
// keeps it).
func pixels(img *ebiten.Image) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, img.Bounds().Dx(), img.Bounds().Dy()))
	img.ReadPixels(out.Pix)
	return out
}

// at returns the pixel at the fractions (fx, fy) of the picture.
func at(p *image.RGBA, fx, fy float64) color.RGBA {
	b := p.Bounds()
	return p.RGBAAt(int(fx*float64(b.Dx())), int(fy*float64(b.Dy())))
}

// region returns the pixels of p inside r (in card pixels).
func region(p *image.RGBA, r geom.Rect) *image.RGBA {
	return p.SubImage(r.Inset(2).Image()).(*image.RGBA)
}

func luma(c color.RGBA) float64 {
	return (0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)) / 255
}

// countInk counts pixels of p clearly darker than p's average: the ink
// of text on a light bar or box.
func countInk(p *image.RGBA) int {
	b := p.Bounds()
	sum := 0.0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			sum += luma(p.RGBAAt(x, y))
		}
	}
	mean := sum / float64(b.Dx()*b.Dy())
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if luma(p.RGBAAt(x, y)) < mean-0.2 {
				n++
			}
		}
	}
	return n
}

// meanDiff is the mean absolute difference per channel of two same-sized
// pictures, 0–255.
func meanDiff(a, b *image.RGBA) float64 {
	sum := 0.0
	for i := range a.Pix {
		sum += math.Abs(float64(a.Pix[i]) - float64(b.Pix[i]))
	}
	return sum / float64(len(a.Pix))
}

// visiblyApart counts the pixels of a and b, the same size, that differ
// by more than the same drawing does across frames.
func visiblyApart(a, b *image.RGBA) int {
	n := 0
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if gputest.VisiblyDifferent(a.RGBAAt(x, y), b.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

// saveForLooking writes p under $CARDFACE_OUT (if set) for a human to see.
func saveForLooking(t *testing.T, name string, p image.Image) {
	dir := os.Getenv("CARDFACE_OUT")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, p); err != nil {
		t.Fatal(err)
	}
}

func newRenderer(t testing.TB) *Renderer {
	t.Helper()
	r, err := NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestFacePixels(t *testing.T) {
	needGPU(t)
	lib := library(t)
	r := newRenderer(t)
	type want struct {
		name  string
		frame func(c color.RGBA) bool
	}
	reddish := func(c color.RGBA) bool { return int(c.R) > int(c.G)+50 && int(c.R) > int(c.B)+50 }
	bluish := func(c color.RGBA) bool { return int(c.B) > int(c.R)+50 }
	greyish := func(c color.RGBA) bool {
		return int(max(c.R, c.G, c.B))-int(min(c.R, c.G, c.B)) < 40 && luma(c) > 0.3
	}
	earthy := func(c color.RGBA) bool { return c.R > c.G && c.G > c.B && luma(c) > 0.25 && luma(c) < 0.7 }
	golden := func(c color.RGBA) bool { return c.R > c.B+60 && c.G > c.B+30 }
	cases := []want{
		{"Cinder Whelp", reddish},
		{"Teakettle Heron", bluish},
		{"Rolling-Pin Cudgel", greyish},
		{"Old Orchard Gate", earthy},
		{"Forest", earthy},
		{"Fivefold Hearth Phoenix", golden},
	}
	for _, w := range []int{120, 250, 480} {
		for _, c := range cases {
			d := mustCard(t, lib, c.name)
			img := r.NewFace(d, w)
			p := pixels(img)
			l := LayoutOf(w)
			if f := at(p, 0.055, 0.5); !c.frame(f) {
				t.Errorf("%s at %d: frame colour %v is wrong", c.name, w, f)
			}
			if corner := p.RGBAAt(0, 0); corner.A != 0 {
				t.Errorf("%s at %d: corner is not round (alpha %d)", c.name, w, corner.A)
			}
			if mid := at(p, 0.5, 0.5); mid.A != 0xff {
				t.Errorf("%s at %d: face is not opaque in the middle", c.name, w)
			}
			if n := countInk(region(p, l.Name)); n < w/10 {
				t.Errorf("%s at %d: the name bar has %d dark pixels: no name?", c.name, w, n)
			}
			if n := countInk(region(p, l.Type)); n < w/10 {
				t.Errorf("%s at %d: the type bar has %d dark pixels: no type line?", c.name, w, n)
			}
			if d.Text != "" {
				if n := countInk(region(p, l.Text.Frac(0, 0, 0.7, 0.8))); n < w/8 {
					t.Errorf("%s at %d: the text box has %d dark pixels: no rules text?", c.name, w, n)
				}
			}
			if w == 250 {
				saveForLooking(t, c.name+".png", p)
			}
			img.Deallocate()
		}
	}
}

func TestFaceDeterministicAndDistinct(t *testing.T) {
	needGPU(t)
	lib := library(t)
	r := newRenderer(t)
	const w = 200
	face := func(name string) *image.RGBA {
		img := r.NewFace(mustCard(t, lib, name), w)
		defer img.Deallocate()
		return pixels(img)
	}
	// Both draws in one frame: between frames Ebitengine may move a glyph
	// to another atlas page. Shades moved so would not count either
	// (visiblyApart); a different picture differs by far more.
	whelp := mustCard(t, lib, "Cinder Whelp")
	var a1, a2 *image.RGBA
	gputest.InFrame(func() {
		for _, p := range []**image.RGBA{&a1, &a2} {
			img := r.NewFace(whelp, w)
			*p = pixels(img)
			img.Deallocate()
		}
	})
	if n := visiblyApart(a1, a2); n != 0 {
		t.Errorf("the same card drew differently twice: %d pixels differ", n)
	}
	// Two red creatures: same frame, different pictures.
	b := face("Cinderpaw Hound")
	artBox := LayoutOf(w).Art
	if d := meanDiff(region(a1, artBox), region(b, artBox)); d < 8 {
		t.Errorf("two cards' pictures are too alike (mean difference %.1f)", d)
	}
	back := r.NewBack(w)
	defer back.Deallocate()
	bp := pixels(back)
	if d := meanDiff(a1, bp); d < 30 {
		t.Errorf("the back looks like a face (mean difference %.1f)", d)
	}
	if c := bp.RGBAAt(0, 0); c.A != 0 {
		t.Error("the back's corner is not round")
	}
	saveForLooking(t, "back.png", bp)
}

func TestCache(t *testing.T) {
	needGPU(t)
	lib := library(t)
	r := newRenderer(t)
	const w = 100
	per := 4 * w * Height(w)
	c := NewCache(r, 2*per+per/2) // room for two faces
	a, b, x := mustCard(t, lib, "Cinder Whelp"), mustCard(t, lib, "Forest"), mustCard(t, lib, "Teakettle Heron")
	fa := c.Face(a, w)
	if c.Face(a, w) != fa {
		t.Fatal("a cached face was drawn again")
	}
	fb := c.Face(b, w)
	if fb == fa {
		t.Fatal("two cards share an image")
	}
	if s := c.Stats(); s.Entries != 2 || s.Hits != 1 || s.Misses != 2 || s.Evicted != 0 {
		t.Fatalf("stats %+v", s)
	}
	c.Face(a, w) // a is now the most recently used
	c.Face(x, w) // over budget: b goes
	if s := c.Stats(); s.Entries != 2 || s.Bytes > s.MaxBytes || s.Evicted != 1 {
		t.Fatalf("after a third face: %+v", s)
	}
	if c.Face(a, w) != fa {
		t.Error("the recently used face was dropped")
	}
	if c.Face(b, w) == fb {
		t.Error("the least recently used face was kept")
	}
	if c.Face(a, w+10) == fa {
		t.Error("two widths share an image")
	}
	// An image fetched this frame stays drawable until EndFrame.
	if p := pixels(fb); p.RGBAAt(w/2, Height(w)/2).A == 0 {
		t.Error("an evicted face was cleared before EndFrame")
	}
	c.EndFrame()
	c.Clear()
	c.EndFrame()
	if s := c.Stats(); s.Entries != 0 || s.Bytes != 0 {
		t.Errorf("after Clear: %+v", s)
	}
}

// Looking up cached images and drawing them allocate nothing in this
// package. (Ebitengine itself allocates a command for each draw call that
// cannot join the previous one; between frames it moves cached images onto
// one atlas so that cards batch, which a test inside one Update cannot
// show, so each case here repeats one image.)
func TestDrawCardAndMarksDoNotAllocate(t *testing.T) {
	needGPU(t)
	lib := library(t)
	c := NewCache(newRenderer(t), 0)
	d := mustCard(t, lib, "Cinder Whelp")
	screen := ebiten.NewImage(640, 480)
	defer screen.Deallocate()
	p := Placement{Center: geom.V(200, 200), Width: 120}
	tapped := Placement{Center: geom.V(400, 200), Width: 120, Angle: Tapped}
	b := tapped.Bounds()
	cases := []struct {
		name string
		f    func()
	}{
		{"lookups", func() { c.Face(d, 120); c.Back(120) }},
		{"faces", func() {
			face := c.Face(d, 120)
			DrawCard(screen, face, p)
			DrawCard(screen, face, tapped)
			DrawCard(screen, face, Placement{Center: geom.V(500, 300), Width: 90, Alpha: 0.5})
		}},
		{"counters", func() { c.DrawCounters(screen, b, 2) }},
		{"damage", func() { c.DrawDamage(screen, b, 1) }},
		{"sick", func() { c.DrawSummoningSick(screen, b) }},
		{"pt", func() { c.DrawPT(screen, tapped, PT{3, 4, 2, 2}, 16, false) }},
		{"gained", func() { c.DrawGained(screen, tapped, card.Keywords(card.Flying|card.Trample), 14) }},
		{"cost", func() { c.DrawCost(screen, p, d, mana.Cost{Generic: 9}, 16) }},
	}
	for _, cs := range cases {
		cs.f() // fills the cache
		flush(screen)
		if n := gputest.AllocsPerRun(50, cs.f); n != 0 {
			t.Errorf("%s: %.1f allocations per call", cs.name, n)
		}
	}
	// The marks landed where they should: the tapped card's counters badge
	// is green.
	px := pixels(screen)
	saveForLooking(t, "table.png", px)
	found := false
	for y := int(b.Min.Y); y < int(b.Max.Y) && !found; y++ {
		for x := int(b.Min.X); x < int(b.Max.X)+10; x++ {
			if c := px.RGBAAt(x, y); c.G > 120 && int(c.G) > int(c.R)+50 && int(c.G) > int(c.B)+30 {
				found = true
				break
			}
		}
	}
	if !found {
		t.Error("no green counters badge on the tapped card")
	}
}

// BenchmarkRenderFace draws one face at 250 pixels wide (the CPU side:
// layout, text shaping and queuing draw commands).
func BenchmarkRenderFace(b *testing.B) {
	needGPU(b)
	lib := library(b)
	r := newRenderer(b)
	d := mustCard(b, lib, "Compost Stirrer")
	dst := ebiten.NewImage(250, Height(250))
	b.ReportAllocs()
	gputest.InFrame(func() {
		for i := 0; b.Loop(); i++ {
			r.DrawFace(dst, d)
			if i%16 == 15 {
				flush(dst)
			}
		}
	})
}

// BenchmarkRenderFaceFlushed draws a face and waits for the GPU to finish
// it (on Xvfb, Mesa's software renderer does the drawing).
func BenchmarkRenderFaceFlushed(b *testing.B) {
	needGPU(b)
	lib := library(b)
	r := newRenderer(b)
	d := mustCard(b, lib, "Compost Stirrer")
	dst := ebiten.NewImage(250, Height(250))
	gputest.InFrame(func() {
		for b.Loop() {
			r.DrawFace(dst, d)
			flush(dst)
		}
	})
}

// BenchmarkDrawCachedFace draws a cached face at table size: what the
// table pays per card per frame.
func BenchmarkDrawCachedFace(b *testing.B) {
	needGPU(b)
	lib := library(b)
	c := NewCache(newRenderer(b), 0)
	d := mustCard(b, lib, "Compost Stirrer")
	screen := ebiten.NewImage(1280, 720)
	c.Face(d, 120)
	flush(screen)
	b.ReportAllocs()
	gputest.InFrame(func() {
		for i := 0; b.Loop(); i++ {
			DrawCard(screen, c.Face(d, 120), Placement{Center: geom.V(float64(100+i%1000), 300), Width: 120, Angle: float64(i%2) * Tapped})
		}
		b.StopTimer()
		flush(screen) // the GPU's share is not measured: here it is Mesa's software renderer
	})
}

// BenchmarkDrawBoard draws 120 cached cards (a 4-seat board), a third of
// them tapped and some with marks: the per-frame CPU cost of the cards.
// The queued commands are run between boards, unmeasured, as the game
// loop does after each frame (else Ebitengine's command queue grows by a
// command per card: those were the 317 allocations per board once
// reported here). Besides the mean it reports the median and 99th
// percentile of a board's CPU time.
func BenchmarkDrawBoard(b *testing.B) {
	needGPU(b)
	c := NewCache(newRenderer(b), 0)
	all := library(b).All()
	screen := ebiten.NewImage(1280, 720)
	draw := func() { drawBoard(screen, c, all) }
	draw()
	flush(screen)
	gputest.BenchFrames(b, draw, func() { flush(screen) })
}

// drawBoard draws 120 cached cards of all on screen as a 4-seat board
// would show them: a third tapped, some with counters or damage.
func drawBoard(screen *ebiten.Image, c *Cache, all []*card.Def) {
	const n = 120
	for i := range n {
		d := all[(i*7)%len(all)]
		p := Placement{Center: geom.V(float64(40+(i%20)*62), float64(60+(i/20)*110)), Width: 60}
		if i%3 == 0 {
			p.Angle = Tapped
		}
		DrawCard(screen, c.Face(d, 60), p)
		if i%5 == 0 {
			c.DrawCounters(screen, p.Bounds(), 1+i%3)
		}
		if i%7 == 0 {
			c.DrawDamage(screen, p.Bounds(), 2)
		}
	}
}

// TestDrawBoardDoesNotAllocate checks that drawing a board of cached
// faces with their marks allocates nothing (Ebitengine's command queue,
// which the game loop recycles every frame, aside).
func TestDrawBoardDoesNotAllocate(t *testing.T) {
	needGPU(t)
	c := NewCache(newRenderer(t), 0)
	all := library(t).All()
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	for range 3 {
		drawBoard(screen, c, all)
		flush(screen)
	}
	if n := gputest.AllocsOutsideQueue(t, 10, "cardface.drawBoard", func() { drawBoard(screen, c, all) }, func() { flush(screen) }); n != 0 {
		t.Errorf("drawing a board allocates %v times", n)
	}
}

// flush makes Ebitengine run the queued commands by reading a pixel.
func flush(img *ebiten.Image) {
	var px [4]byte
	img.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(px[:])
}
