package table

import (
	"runtime"
	"slices"
	"strings"
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

// TestFrameDoesNotAllocate checks that a steady frame (Update and Draw of
// a settled crowded table) allocates nothing.
func TestFrameDoesNotAllocate(t *testing.T) {
	needGPU(t)
	hs, screen := steadyTable(t)
	defer screen.Deallocate()
	if n := len(hs.view().Battlefield); n < 100 {
		t.Fatalf("only %d permanents", n)
	}
	up := testing.AllocsPerRun(50, func() { hs.tick(1) })
	// Ebitengine recycles its draw commands when a frame is flushed, as
	// the game loop does after each Draw; flush between measured frames.
	pix := make([]byte, 4*1920*1080)
	for i := 0; i < 5; i++ {
		hs.s.Draw(screen)
		screen.ReadPixels(pix)
	}
	draw := allocsOutsideQueue(t, 20, func() { hs.s.Draw(screen) }, func() { screen.ReadPixels(pix) })
	if up != 0 || draw != 0 {
		t.Errorf("a steady frame allocates: Update %v, Draw %v", up, draw)
	}
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

// allocsOutsideQueue returns the allocations per run of f that are not
// made by Ebitengine's draw command queue. The queue recycles its
// commands when the game loop ends a frame, which a test cannot do; it
// grows its pool here instead, so those allocations are left out, as are
// refills of sync.Pools that the measurement's own runtime.GC emptied.
// flush runs between runs, unmeasured.
func allocsOutsideQueue(t *testing.T, runs int, f, flush func()) float64 {
	t.Helper()
	old := runtime.MemProfileRate
	runtime.MemProfileRate = 1
	defer func() { runtime.MemProfileRate = old }()
	count := func() map[[32]uintptr]int64 {
		runtime.GC()
		n, _ := runtime.MemProfile(nil, true)
		recs := make([]runtime.MemProfileRecord, n+100)
		n, _ = runtime.MemProfile(recs, true)
		m := map[[32]uintptr]int64{}
		for _, r := range recs[:n] {
			m[r.Stack0] += r.AllocObjects
		}
		return m
	}
	flush()
	before := count()
	for i := 0; i < runs; i++ {
		f()
		flush()
	}
	after := count()
	total := int64(0)
	for stk, n := range after {
		d := n - before[stk]
		if d <= 0 {
			continue
		}
		frames := runtime.CallersFrames(stk[:])
		ours, queue := false, false
		for {
			fr, more := frames.Next()
			if strings.Contains(fr.Function, "internal/graphicscommand") || strings.Contains(fr.Function, "sync.(*Pool)") {
				queue = true
			}
			if strings.Contains(fr.Function, "(*Scene).Draw") {
				ours = true
			}
			if !more {
				break
			}
		}
		if ours && !queue {
			total += d
			for fr, more := runtime.CallersFrames(stk[:]), true; more; {
				var x runtime.Frame
				x, more = fr.Next()
				t.Logf("  %s:%d", x.Function, x.Line)
			}
			t.Logf("%d allocations", d)
		}
	}
	return float64(total) / float64(runs)
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
