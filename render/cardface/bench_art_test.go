package cardface

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// BenchmarkArtAlone puts a new card's picture into a table-width face:
// paint the master picture, scale it, upload it.
func BenchmarkArtAlone(b *testing.B) {
	needGPU(b)
	all := tableCards(b)
	r := newRenderer(b)
	const w = 110
	ar := LayoutOf(w).Art.Image()
	dst := ebiten.NewImage(w, Height(w))
	defer dst.Deallocate()
	sub := dst.SubImage(ar).(*ebiten.Image)
	loopCPU(b, func(i int) {
		if i%len(all) == 0 {
			r.arts = newArtCache(DefaultArtCacheBytes)
		}
		d := all[i%len(all)]
		sub.WritePixels(r.artPixels(d, StyleOf(d), ar.Dx(), ar.Dy()).Pix)
		flush(dst)
	})
}
