package cardface

import (
	"image"
	"image/color"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/gputest"
)

// testSchemes returns a one-shot and an ongoing scheme made in the test.
func testSchemes() (once, ongoing *card.Def) {
	once = &card.Def{Name: "The Kettle Boils Over", Types: card.Types(card.Scheme), Set: "ARC", Rarity: card.Common,
		Text: "When you set this scheme in motion, it deals 3 damage to each opponent. Each opponent discards a card."}
	ongoing = &card.Def{Name: "A Pantry Under Siege", Types: card.Types(card.Scheme), Super: card.Supertypes(card.Ongoing), Set: "ARC", Rarity: card.Common,
		Text: "(An ongoing scheme remains face up until it's abandoned.)\nCreatures your opponents control get -1/-0.\nAt the beginning of your end step, if an opponent has 10 or less life, abandon this scheme."}
	return once, ongoing
}

// countLight counts pixels of p clearly lighter than p's average: light
// ink on a dark bar.
func countLight(p *image.RGBA) int {
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
			if luma(p.RGBAAt(x, y)) > mean+0.25 {
				n++
			}
		}
	}
	return n
}

// TestSchemeFacePixels draws a one-shot and an ongoing scheme at table
// and zoom sizes: landscape, a blood frame for the one and amethyst for
// the other, a gold name on the bar, dark rules text on the parchment.
func TestSchemeFacePixels(t *testing.T) {
	needGPU(t)
	r := newRenderer(t)
	once, ongoing := testSchemes()
	reddish := func(c color.RGBA) bool { return int(c.R) > int(c.G)+25 && int(c.R) > int(c.B)+15 }
	violet := func(c color.RGBA) bool { return int(c.B) > int(c.G)+15 && int(c.R) > int(c.G) }
	for _, w := range []int{180, 360, 700} {
		for _, c := range []struct {
			d     *card.Def
			frame func(color.RGBA) bool
		}{{once, reddish}, {ongoing, violet}} {
			img := r.NewSchemeFace(c.d, w)
			if b := img.Bounds(); b.Dx() != w || b.Dy() != SchemeHeight(w) || b.Dy() >= b.Dx() {
				t.Fatalf("%s at %d is %v: not landscape", c.d.Name, w, b)
			}
			p := pixels(img)
			l := SchemeLayoutOf(w)
			if f := p.RGBAAt(int(l.Frame.Min.X+0.008*l.W), int(l.H*0.5)); !c.frame(f) {
				t.Errorf("%s at %d: frame colour %v is wrong", c.d.Name, w, f)
			}
			if corner := p.RGBAAt(0, 0); corner.A != 0 {
				t.Errorf("%s at %d: corner is not round", c.d.Name, w)
			}
			if n := countLight(region(p, l.Name)); n < w/12 {
				t.Errorf("%s at %d: the name bar has %d light pixels: no name?", c.d.Name, w, n)
			}
			if n := countInk(region(p, l.Text)); n < w/6 {
				t.Errorf("%s at %d: the text box has %d dark pixels: no rules text?", c.d.Name, w, n)
			}
			if w == 700 {
				saveForLooking(t, "scheme-"+c.d.Name+".png", p)
			}
			img.Deallocate()
		}
	}
	back := r.NewSchemeBack(360)
	defer back.Deallocate()
	bp := pixels(back)
	face := r.NewSchemeFace(once, 360)
	defer face.Deallocate()
	if d := meanDiff(bp, pixels(face)); d < 20 {
		t.Errorf("the scheme back looks like a face (mean difference %.1f)", d)
	}
	saveForLooking(t, "scheme-back.png", bp)
}

// TestSchemeCache checks that scheme faces and backs are drawn once per
// width and copied afterwards, apart from card faces of the same name.
func TestSchemeCache(t *testing.T) {
	needGPU(t)
	c := NewCache(newRenderer(t), 0)
	once, ongoing := testSchemes()
	a := c.SchemeFace(once, 200)
	if c.SchemeFace(once, 200) != a || c.SchemeFace(ongoing, 200) == a {
		t.Error("scheme faces are not cached by name")
	}
	if !c.HasSchemeFace(once, 200) || c.HasSchemeFace(once, 201) {
		t.Error("HasSchemeFace is wrong")
	}
	back := c.SchemeBack(200)
	if c.SchemeBack(200) != back || back == a {
		t.Error("the scheme back is not cached apart")
	}
	if n := gputest.AllocsPerRun(10, func() { c.SchemeFace(once, 200); c.SchemeBack(200) }); n != 0 {
		t.Errorf("fetching a cached scheme allocates %v times", n)
	}
}
