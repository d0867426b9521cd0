package cardface

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/cputime"
	"github.com/kitchentable/kitchentable/internal/gputest"
)

// Run these under Xvfb, e.g.
//
//	xvfb-run -a -s "-screen 0 1280x720x24 -noreset" go test ./render/cardface -run '^$' -bench 'NewFace|ArtAlone'
//
// "New" benchmarks draw a face never drawn before (a fresh renderer each
// round of 100 cards), and wait for the GPU to finish it, so they count
// what the table pays the first time it shows a card. Besides wall time
// they report cpu-ms/op, the CPU time of every thread of the process,
// which is steadier than wall time on a shared machine. The measured
// loops run inside one frame (gputest.InFrame), with the test's game
// loop waiting, as the game's Draw does.

// loopCPU runs body(i) for each iteration i of b, inside one frame
// (gputest.InFrame), and reports the allocations and the process's CPU
// time per op as cpu-ms/op.
func loopCPU(b *testing.B, body func(i int)) {
	b.ReportAllocs()
	gputest.InFrame(func() {
		start := cputime.Process()
		for i := 0; b.Loop(); i++ {
			body(i)
		}
		if d := cputime.Process() - start; d > 0 {
			b.ReportMetric(float64(d)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
		}
	})
}

// tableCards returns 100 cards spread over the library: a big table.
func tableCards(b *testing.B) []*card.Def {
	all := library(b).All()
	out := make([]*card.Def, 100)
	for i := range out {
		out[i] = all[i*len(all)/len(out)]
	}
	return out
}

// benchNewFace draws faces of 100 cards in turn at width w, each with a
// picture not painted before. With cold set, every pass over the cards
// starts a new renderer, so the chrome, symbols and glyphs are drawn
// afresh too, as for the first cards after the program starts; without
// it they stay warm, as in a game that has shown a few cards.
func benchNewFace(b *testing.B, w int, cold bool) {
	needGPU(b)
	all := tableCards(b)
	dst := ebiten.NewImage(w, Height(w))
	defer dst.Deallocate()
	r := newRenderer(b)
	for _, d := range all {
		r.DrawFace(dst, d)
		flush(dst)
	}
	loopCPU(b, func(i int) {
		if i%len(all) == 0 {
			b.StopTimer()
			if cold {
				r = newRenderer(b)
			} else {
				r.arts = newArtCache(DefaultArtCacheBytes)
			}
			b.StartTimer()
		}
		r.DrawFace(dst, all[i%len(all)])
		flush(dst)
	})
}

// BenchmarkNewFaceTable draws a new card's face at a table width.
func BenchmarkNewFaceTable(b *testing.B) { benchNewFace(b, 110, false) }

// BenchmarkNewFaceZoom draws a new card's face at a zoom width.
func BenchmarkNewFaceZoom(b *testing.B) { benchNewFace(b, 320, false) }

// BenchmarkColdFaceTable draws faces at a table width with every cache
// of a fresh renderer empty.
func BenchmarkColdFaceTable(b *testing.B) { benchNewFace(b, 110, true) }

// BenchmarkNewFaceSecondWidth draws faces whose pictures were already made
// for another width: the second size of a card on the table.
func BenchmarkNewFaceSecondWidth(b *testing.B) {
	needGPU(b)
	all := tableCards(b)
	r := newRenderer(b)
	const w = 110
	dst := ebiten.NewImage(w, Height(w))
	defer dst.Deallocate()
	for _, d := range all {
		r.DrawFace(dst, d)
		flush(dst)
	}
	loopCPU(b, func(i int) {
		r.DrawFace(dst, all[i%len(all)])
		flush(dst)
	})
}

// BenchmarkCachedFace fetches a cached face from a Cache.
func BenchmarkCachedFace(b *testing.B) {
	needGPU(b)
	lib := library(b)
	c := NewCache(newRenderer(b), 0)
	d := mustCard(b, lib, "Compost Stirrer")
	c.Face(d, 110)
	b.ReportAllocs()
	gputest.InFrame(func() {
		for b.Loop() {
			c.Face(d, 110)
		}
	})
}
