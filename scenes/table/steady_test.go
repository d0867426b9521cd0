package table

import (
	"fmt"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes"
)

// A steady board is a mid-game table with nothing moving: the frames a
// player sees most. steadyBoards are the ones the frame benchmarks and
// the allocation test use: two and four seats in mid-game, and the
// crowded four-seat table (100 or more permanents).
var steadyBoards = []struct {
	name     string
	seats    int
	turn     int
	peaceful bool
}{
	{"2p", 2, 14, false}, {"4p", 4, 50, true}, {"4p-crowded", 4, 160, true},
}

// Where the cursor rests on a steady board.
const (
	restFelt = "idle"       // on the phase bar's label column: nothing hovered
	restCard = "hover-card" // on a permanent, long enough for its zoom to show
	restHand = "hover-hand" // on the viewer's first hand card, lifted
)

// crowdedRecords caches crowded's records by seats, turn and peace, for
// the tests that only start tables on them (the scene copies the record).
var crowdedRecords struct {
	sync.Mutex
	m map[string]*record.Record
}

// crowdedShared is crowded, played forward once per seats, turn and
// peace for all the tests that ask.
func crowdedShared(tb testing.TB, seats, turn int, peaceful bool) *record.Record {
	tb.Helper()
	crowdedRecords.Lock()
	defer crowdedRecords.Unlock()
	if crowdedRecords.m == nil {
		crowdedRecords.m = map[string]*record.Record{}
	}
	k := fmt.Sprintf("%d-%d-%v", seats, turn, peaceful)
	if r, ok := crowdedRecords.m[k]; ok {
		return r
	}
	r := crowded(tb, seats, turn, peaceful)
	crowdedRecords.m[k] = r
	return r
}

// steadySvc are the drawing services every steady board shares, so each
// card face is painted once for all of them.
var steadySvc struct {
	sync.Mutex
	svc *scenes.Services
}

// steadyServices returns the shared drawing services.
func steadyServices(tb testing.TB) *scenes.Services {
	tb.Helper()
	steadySvc.Lock()
	defer steadySvc.Unlock()
	if steadySvc.svc == nil {
		steadySvc.svc = services(tb, true, 1)
	}
	return steadySvc.svc
}

// steadyRecord returns the record of steady board i.
func steadyRecord(tb testing.TB, i int) *record.Record {
	tb.Helper()
	b := steadyBoards[i]
	if b.seats == 4 && b.turn == 160 {
		return crowdedFour(tb) // shared with the older benchmarks
	}
	return crowdedShared(tb, b.seats, b.turn, b.peaceful)
}

// steadyBoard returns board i at 1920×1080, settled with the cursor
// resting as rest says, and its screen; it skips when the board has no
// card to rest on.
func steadyBoard(tb testing.TB, i int, rest string) (*harness, *ebiten.Image) {
	tb.Helper()
	hs := newHarness(tb, steadyRecord(tb, i), steadyServices(tb), 1920, 1080)
	screen := ebiten.NewImage(1920, 1080)
	tb.Cleanup(screen.Deallocate)
	hs.liftCurtain()
	hs.settle(screen, 30)
	at := hs.s.lay.PhaseBar.Min.Add(geom.V(4, 4))
	v := hs.view()
	switch rest {
	case restCard:
		if len(v.Battlefield) == 0 {
			tb.Skip("no permanent to hover")
		}
		at = hs.s.mo.sprite(v.Battlefield[len(v.Battlefield)-1].ID).pos
	case restHand:
		hand := playerView(v, v.Seat).Hand
		if len(hand) == 0 {
			tb.Skip("no hand card to hover")
		}
		at = hs.cardAt(hand[0].ID)
	}
	// Come to rest with a last small move, as a hand does: the hover
	// counts only once the pointer has moved on the card.
	hs.script.Move(at.Add(geom.V(-1, 0)))
	hs.script.Move(at)
	hs.settle(screen, 120)
	switch rest {
	case restCard:
		if hs.s.over.zoomed() == 0 || hs.s.over.zoomed() != hs.s.ptr.ui.hover {
			tb.Fatalf("the hovered permanent is not zoomed (hover %d)", hs.s.ptr.ui.hover)
		}
	case restHand:
		if !hs.s.anyLifted() {
			tb.Fatal("the hovered hand card is not lifted")
		}
	}
	return hs, screen
}

// anyLifted reports whether a hand card is drawn lifted.
func (s *Scene) anyLifted() bool {
	for i := range s.lay.Cards {
		if s.lifted(&s.lay.Cards[i]) {
			return true
		}
	}
	return false
}

// TestSteadyFramesDoNotAllocate checks that steady frames (Update and
// Draw of a settled board, nothing moving) allocate nothing, on two- and
// four-seat boards, with the cursor on the felt, on a zoomed permanent
// and on a lifted hand card. Ebitengine's own draw-command queue is left
// out (gputest.AllocsOutsideQueue): the game loop recycles it every
// frame. Only allocations made under the scene's Update and Draw count:
// the whole process's count (testing.AllocsPerRun) also takes in other
// goroutines' allocations, such as the cleanups Ebitengine runs on their
// own goroutine for images the collector freed. With -short only the
// two-seat board with a zoomed card and the crowded board with nothing
// hovered are drawn.
func TestSteadyFramesDoNotAllocate(t *testing.T) {
	needGPU(t)
	for i, b := range steadyBoards {
		for _, rest := range []string{restFelt, restCard, restHand} {
			if testing.Short() && !(b.name == "2p" && rest == restCard) && !(b.turn == 160 && rest == restFelt) {
				continue
			}
			t.Run(b.name+"-"+rest, func(t *testing.T) {
				hs, screen := steadyBoard(t, i, rest)
				up := gputest.AllocsOutsideQueue(t, 30, "(*Scene).Update", func() { hs.tick(1) }, nil)
				pix := make([]byte, 4*1920*1080)
				for range 3 {
					hs.s.Draw(screen)
					screen.ReadPixels(pix)
				}
				draw := gputest.AllocsOutsideQueue(t, 10, "(*Scene).Draw", func() { hs.s.Draw(screen) }, func() { screen.ReadPixels(pix) })
				if up != 0 || draw != 0 {
					t.Errorf("a steady frame allocates: Update %v, Draw %v", up, draw)
				}
			})
		}
	}
}

// BenchmarkSteadyFrame measures whole steady frames (Update then Draw,
// the draw calls queued; the GPU's work aside) on each steady board and
// cursor rest at 1920×1080. Besides the mean it reports the median and
// the 99th percentile of the frames' CPU time (the benchmark thread's,
// which is steadier than wall time on a shared machine) in milliseconds.
//
//	xvfb-run -a -s "-screen 0 1280x720x24 -noreset" go test ./scenes/table -run '^$' -bench SteadyFrame -benchmem
func BenchmarkSteadyFrame(b *testing.B) {
	needGPU(b)
	for i, board := range steadyBoards {
		for _, rest := range []string{restFelt, restCard, restHand} {
			b.Run(fmt.Sprintf("%s-%s", board.name, rest), func(b *testing.B) {
				hs, screen := steadyBoard(b, i, rest)
				gputest.BenchFrames(b, func() {
					hs.tick(1)
					hs.s.Draw(screen)
				}, flusher(screen))
			})
		}
	}
}
