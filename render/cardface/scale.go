package cardface

import "image"

// shrinker scales premultiplied RGBA images down by averaging the source
// pixels each destination pixel covers (a box filter with fractional
// edges): sharp and free of aliasing at any factor, and cheap. It keeps
// its buffers between calls.
type shrinker struct {
	xs, ys []tap     // for each destination column and row, its taps
	xo, yo []int     // where each column's and row's taps start in xs, ys
	rows   []float32 // the horizontal pass: dst width × src height × 4
	out    image.RGBA
}

// tap is one source pixel's weight in a destination pixel.
type tap struct {
	i int
	w float32
}

// taps returns, for n destination pixels covering m source pixels (n ≤
// m), each one's source pixels and weights (summing to 1).
func taps(n, m int, ts []tap, offs []int) ([]tap, []int) {
	ts, offs = ts[:0], offs[:0]
	s := float64(m) / float64(n)
	for d := range n {
		offs = append(offs, len(ts))
		lo, hi := float64(d)*s, float64(d+1)*s
		for i := int(lo); i < m && float64(i) < hi; i++ {
			w := min(hi, float64(i+1)) - max(lo, float64(i))
			if w > 0 {
				ts = append(ts, tap{i, float32(w / s)})
			}
		}
	}
	return ts, append(offs, len(ts))
}

// shrink returns src scaled to w × h (each no larger than src's). The
// result is valid until the next call.
func (k *shrinker) shrink(src *image.RGBA, w, h int) *image.RGBA {
	sb := src.Bounds()
	sw, sh := sb.Dx(), sb.Dy()
	k.xs, k.xo = taps(w, sw, k.xs, k.xo)
	k.ys, k.yo = taps(h, sh, k.ys, k.yo)
	if n := 4 * w * sh; cap(k.rows) < n {
		k.rows = make([]float32, n)
	}
	rows := k.rows[:4*w*sh]
	for y := range sh {
		line := src.Pix[src.PixOffset(sb.Min.X, sb.Min.Y+y):]
		out := rows[4*w*y:]
		for x := range w {
			var r, g, b, a float32
			for _, t := range k.xs[k.xo[x]:k.xo[x+1]] {
				p := line[4*t.i : 4*t.i+4 : 4*t.i+4]
				r += float32(p[0]) * t.w
				g += float32(p[1]) * t.w
				b += float32(p[2]) * t.w
				a += float32(p[3]) * t.w
			}
			out[4*x], out[4*x+1], out[4*x+2], out[4*x+3] = r, g, b, a
		}
	}
	if cap(k.out.Pix) < 4*w*h {
		k.out.Pix = make([]byte, 4*w*h)
	}
	k.out.Pix, k.out.Stride, k.out.Rect = k.out.Pix[:4*w*h], 4*w, image.Rect(0, 0, w, h)
	for y := range h {
		ts := k.ys[k.yo[y]:k.yo[y+1]]
		out := k.out.Pix[4*w*y : 4*w*(y+1)]
		for j := range 4 * w {
			var v float32
			for _, t := range ts {
				v += rows[4*w*t.i+j] * t.w
			}
			out[j] = uint8(min(255, v+0.5))
		}
	}
	return &k.out
}
