package table

import (
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/render/geom"
)

// bigBoard caches the crowded four-seat record the frame benchmarks use.
var bigBoard struct {
	once sync.Once
	rec  *record.Record
}

// crowdedFour returns a four-seat game with 100 or more permanents.
func crowdedFour(tb testing.TB) *record.Record {
	bigBoard.once.Do(func() { bigBoard.rec = crowded(tb, 4, 160, true) })
	return bigBoard.rec
}

// steadyTable returns a settled four-seat table at 1920×1080 with the
// cursor resting on the felt, and its screen.
func steadyTable(tb testing.TB) (*harness, *ebiten.Image) {
	rec := crowdedFour(tb)
	hs := newHarness(tb, rec, services(tb, true, 1), 1920, 1080)
	screen := ebiten.NewImage(1920, 1080)
	hs.liftCurtain()
	// Rest the cursor on the phase bar's label column: nothing to hover.
	hs.script.Move(hs.s.lay.PhaseBar.Min.Add(geom.V(4, 4)))
	hs.settle(screen, 120)
	if n := len(hs.view().Battlefield); n < 100 {
		tb.Logf("only %d permanents on the benchmark board", n)
	}
	return hs, screen
}

// BenchmarkTableUpdate measures Update on a settled crowded four-seat table.
func BenchmarkTableUpdate(b *testing.B) {
	needGPU(b)
	hs, screen := steadyTable(b)
	defer screen.Deallocate()
	b.ReportAllocs()
	b.ReportMetric(float64(len(hs.view().Battlefield)), "permanents")
	for b.Loop() {
		hs.tick(1)
	}
}

// BenchmarkTableDraw measures Draw (CPU side: the draw calls queued) on a
// settled crowded four-seat table.
func BenchmarkTableDraw(b *testing.B) {
	needGPU(b)
	hs, screen := steadyTable(b)
	defer screen.Deallocate()
	pix := make([]byte, 4*1920*1080)
	b.ReportAllocs()
	for b.Loop() {
		hs.s.Draw(screen)
		b.StopTimer()
		screen.ReadPixels(pix) // flush the frame, as the game loop does
		b.StartTimer()
	}
}

// BenchmarkTableRelayout measures laying the crowded table out again (what
// happens once per game change).
func BenchmarkTableRelayout(b *testing.B) {
	hs := newHarness(b, crowdedFour(b), services(b, false, 1), 1920, 1080)
	b.ReportAllocs()
	for b.Loop() {
		hs.s.laidOut = false
		hs.s.relayoutIfChanged()
	}
}

// BenchmarkTableFrame measures whole frames (Update then Draw, CPU side)
// on the crowded four-seat table, with the layout redone every tenth frame
// as when the game changes, and reports the median and 99th percentile
// frame times in milliseconds.
func BenchmarkTableFrame(b *testing.B) {
	needGPU(b)
	hs, screen := steadyTable(b)
	defer screen.Deallocate()
	pix := make([]byte, 4*1920*1080)
	times := make([]time.Duration, 0, b.N)
	i := 0
	for b.Loop() {
		if i%10 == 0 {
			hs.s.laidOut = false
		}
		i++
		start := time.Now()
		hs.tick(1)
		hs.s.Draw(screen)
		times = append(times, time.Since(start))
		b.StopTimer()
		screen.ReadPixels(pix)
		b.StartTimer()
	}
	slices.Sort(times)
	ms := func(q float64) float64 {
		return float64(times[int(q*float64(len(times)-1))].Microseconds()) / 1000
	}
	b.ReportMetric(ms(0.5), "p50-ms")
	b.ReportMetric(ms(0.99), "p99-ms")
}
