package table

import (
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/gputest"
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

// BenchmarkTableUpdate measures Update on a settled crowded four-seat
// table, in frames as the game runs it (gputest.BenchFrames).
func BenchmarkTableUpdate(b *testing.B) {
	needGPU(b)
	hs, screen := steadyTable(b)
	defer screen.Deallocate()
	b.ReportMetric(float64(len(hs.view().Battlefield)), "permanents")
	gputest.BenchFrames(b, func() { hs.tick(1) }, nil)
}

// BenchmarkTableDraw measures Draw (CPU side: the draw calls queued) on a
// settled crowded four-seat table.
func BenchmarkTableDraw(b *testing.B) {
	needGPU(b)
	hs, screen := steadyTable(b)
	defer screen.Deallocate()
	gputest.BenchFrames(b, func() { hs.s.Draw(screen) }, flusher(screen))
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
// of the frames' CPU time in milliseconds.
func BenchmarkTableFrame(b *testing.B) {
	needGPU(b)
	hs, screen := steadyTable(b)
	defer screen.Deallocate()
	benchRelayoutFrames(b, hs, screen)
}

// benchRelayoutFrames measures whole frames of hs on screen, the layout
// redone every tenth.
func benchRelayoutFrames(b *testing.B, hs *harness, screen *ebiten.Image) {
	i := 0
	gputest.BenchFrames(b, func() {
		if i%10 == 0 {
			hs.s.laidOut = false
		}
		i++
		hs.tick(1)
		hs.s.Draw(screen)
	}, flusher(screen))
}

// flusher returns a function that reads screen back, which makes
// Ebitengine run what was queued, as the game loop does after a frame.
func flusher(screen *ebiten.Image) func() {
	pix := make([]byte, 4*screen.Bounds().Dx()*screen.Bounds().Dy())
	return func() { screen.ReadPixels(pix) }
}
