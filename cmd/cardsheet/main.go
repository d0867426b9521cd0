// Command cardsheet renders card faces to a PNG contact sheet, for looking
// at them while working on render/cardface:
//
//	go run ./cmd/cardsheet -out /tmp/sheet.png -set HTH -width 250
//
// It needs a display (run it under xvfb-run on a headless machine): it
// opens a small window for one frame, draws every face off screen and
// writes the sheet.
package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
)

type options struct {
	out    string
	set    string
	names  string
	width  int
	cols   int
	offset int
	limit  int
	tokens bool
	extras bool
}

func main() {
	var o options
	flag.StringVar(&o.out, "out", "sheet.png", "the PNG file to write")
	flag.StringVar(&o.set, "set", "", "set code (e.g. HTH); empty for every set")
	flag.StringVar(&o.names, "names", "", "only these cards: names separated by '|' (case-insensitive substrings)")
	flag.IntVar(&o.width, "width", 250, "card width in pixels")
	flag.IntVar(&o.cols, "cols", 8, "cards per row")
	flag.IntVar(&o.offset, "offset", 0, "skip this many cards")
	flag.IntVar(&o.limit, "limit", 0, "at most this many cards (0: all)")
	flag.BoolVar(&o.tokens, "tokens", false, "include the sets' tokens")
	flag.BoolVar(&o.extras, "extras", true, "end with a card back and a face with the table's marks on it")
	flag.Parse()
	if err := run(o); err != nil {
		fmt.Fprintln(os.Stderr, "cardsheet:", err)
		os.Exit(1)
	}
}

func run(o options) error {
	defs, err := pick(o)
	if err != nil {
		return err
	}
	if len(defs) == 0 {
		return errors.New("no cards match")
	}
	g := &sheet{o: o, defs: defs}
	ebiten.SetWindowSize(320, 200)
	ebiten.SetWindowTitle("cardsheet")
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	if g.err != nil {
		return g.err
	}
	fmt.Printf("wrote %s: %d cards\n", o.out, len(defs))
	return nil
}

func pick(o options) ([]*card.Def, error) {
	sets, err := card.LoadFS(assets.Cards, ".")
	if err != nil {
		return nil, err
	}
	var names []string
	for _, n := range strings.Split(o.names, "|") {
		if n = strings.TrimSpace(strings.ToLower(n)); n != "" {
			names = append(names, n)
		}
	}
	var out []*card.Def
	for _, s := range sets {
		if o.set != "" && !strings.EqualFold(s.Code, o.set) {
			continue
		}
		all := s.Cards
		if o.tokens {
			all = append(append([]*card.Def(nil), all...), s.Tokens...)
		}
		for _, d := range all {
			if len(names) > 0 && !matches(d.Name, names) {
				continue
			}
			out = append(out, d)
		}
	}
	if o.offset > 0 {
		out = out[min(o.offset, len(out)):]
	}
	if o.limit > 0 && len(out) > o.limit {
		out = out[:o.limit]
	}
	return out, nil
}

func matches(name string, subs []string) bool {
	for _, s := range subs {
		if strings.Contains(strings.ToLower(name), s) {
			return true
		}
	}
	return false
}

type sheet struct {
	o    options
	defs []*card.Def
	err  error
}

func (s *sheet) Update() error {
	s.err = s.render()
	return ebiten.Termination
}

func (s *sheet) Draw(*ebiten.Image)         {}
func (s *sheet) Layout(w, h int) (int, int) { return w, h }

// render draws every face, reads it back and lays it on the sheet.
func (s *sheet) render() error {
	r, err := cardface.NewRenderer()
	if err != nil {
		return err
	}
	w, h := s.o.width, cardface.Height(s.o.width)
	n := len(s.defs)
	if s.o.extras {
		n += 3
	}
	cols := max(1, min(s.o.cols, n))
	rows := (n + cols - 1) / cols
	gap := max(8, w/16)
	out := image.NewRGBA(image.Rect(0, 0, cols*(w+gap)+gap, rows*(h+gap)+gap))
	draw.Draw(out, out.Bounds(), image.NewUniform(color.RGBA{0x2a, 0x3b, 0x2f, 0xff}), image.Point{}, draw.Src)

	// tile is the scratch image each card is drawn into; it has room for a
	// tapped card too.
	tile := ebiten.NewImage(h, h)
	buf := image.NewRGBA(image.Rect(0, 0, h, h))
	place := func(i int, paint func(dst *ebiten.Image)) {
		tile.Clear()
		paint(tile)
		tile.ReadPixels(buf.Pix)
		x, y := gap+(i%cols)*(w+gap), gap+(i/cols)*(h+gap)
		draw.Draw(out, image.Rect(x, y, x+w, y+h), buf, image.Point{}, draw.Over)
	}
	card := tile.SubImage(image.Rect(0, 0, w, h)).(*ebiten.Image)
	for i, d := range s.defs {
		place(i, func(*ebiten.Image) { r.DrawFace(card, d) })
	}
	if s.o.extras {
		c := cardface.NewCache(r, 64<<20)
		place(len(s.defs), func(*ebiten.Image) { r.DrawBack(card) })
		d := s.defs[0]
		for _, dd := range s.defs {
			if dd.IsCreature() {
				d = dd
				break
			}
		}
		place(len(s.defs)+1, func(dst *ebiten.Image) {
			face := c.Face(d, w)
			at := geom.R(0, 0, float64(w), float64(h))
			cardface.DrawCard(dst, face, cardface.Placement{Center: at.Center(), Width: float64(w)})
			c.DrawCounters(dst, at, 2)
			c.DrawDamage(dst, at, 3)
			c.DrawSummoningSick(dst, at)
		})
		place(len(s.defs)+2, func(dst *ebiten.Image) {
			face := c.Face(d, w)
			p := cardface.Placement{Center: geom.V(float64(w)/2, float64(h)/2), Width: float64(w) * 5 / 7, Angle: cardface.Tapped}
			cardface.DrawCard(dst, face, p)
			at := p.Bounds()
			c.DrawCounters(dst, at, 1)
		})
	}
	f, err := os.Create(s.o.out)
	if err != nil {
		return err
	}
	if err := png.Encode(f, out); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
