package table

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// crowded returns a record of n people played forward (peacefully) by
// computer players until turn, so the board is full.
func crowded(t testing.TB, n, turn int, peaceful bool) *record.Record {
	t.Helper()
	ctl := make([]string, n)
	for i := range ctl {
		ctl[i] = record.Human
	}
	r := tabletest.Record(t, 17, 3, ctl...)
	tabletest.PlayForward(t, r, peaceful, func(g *rules.Game) bool {
		return g.Turn() >= turn && g.Active() == 0 && g.Pending().Seat == 0 && g.Pending().Kind == rules.DecidePriority && g.Step().IsMain()
	})
	return r
}

// frame runs one update and draws the scene on screen.
func (hs *harness) frame(screen *ebiten.Image) {
	hs.tick(1)
	screen.Clear()
	hs.s.Draw(screen)
}

// settle runs n frames, so that the faces are drawn and nothing moves,
// but draws only the last: the frames between change nothing the scene
// keeps (faces are painted from Update, once the scene has drawn once),
// and drawing them at full size is most of the display tests' time.
func (hs *harness) settle(screen *ebiten.Image, n int) {
	if n <= 0 {
		return
	}
	if hs.s.gfx == nil {
		hs.frame(screen) // the first draw makes the graphics Update warms
		n--
	}
	if n > 0 {
		hs.tick(n)
		screen.Clear()
		hs.s.Draw(screen)
	}
}

// shot writes screen to $KT_TABLE_PNG/name.png when that variable names
// a directory.
func shot(t testing.TB, screen *ebiten.Image, name string) {
	t.Helper()
	gputest.Shot(t, screen, "KT_TABLE_PNG", name)
}

// TestDrawTables draws two- and four-seat tables, early and late, at
// 1280×720 and 1920×1080, with a drag in progress and a zoom open, and
// checks the frame is not blank. With KT_TABLE_PNG set it writes them.
func TestDrawTables(t *testing.T) {
	needGPU(t)
	cases := []struct {
		name  string
		seats int
		turn  int
	}{
		{"2p-early", 2, 3}, {"2p-late", 2, 14}, {"4p-early", 4, 5}, {"4p-late", 4, 50}, {"2p-combat", 2, 0},
	}
	svc := services(t, true, 1) // one face cache: each face is painted once for all tables
	for _, c := range cases {
		var rec *record.Record
		if c.turn == 0 {
			rec = humans(t, 9, 2, func(g *rules.Game) bool {
				d := g.Pending()
				return d.Kind == rules.DecideBlockers && d.Seat == 1 && g.Turn() > 6
			})
		} else {
			rec = crowdedShared(t, c.seats, c.turn, c.turn > 20)
		}
		for _, sz := range []struct{ w, h int }{{1280, 720}, {1920, 1080}} {
			name := fmt.Sprintf("%s-%dx%d", c.name, sz.w, sz.h)
			t.Run(name, func(t *testing.T) {
				hs := newHarness(t, rec, svc, sz.w, sz.h)
				screen := ebiten.NewImage(sz.w, sz.h)
				defer screen.Deallocate()
				hs.liftCurtain()
				hs.settle(screen, 60)
				checkNotBlank(t, screen)
				shot(t, screen, name)
				v := hs.view()
				// Hover zoom on a permanent, then a right-click zoom.
				if len(v.Battlefield) > 0 {
					at := hs.s.mo.sprite(v.Battlefield[len(v.Battlefield)-1].ID).pos
					hs.script.Move(at)
					hs.settle(screen, 40)
					shot(t, screen, name+"-hover")
					hs.script.RightClick(at)
					hs.settle(screen, 10)
					shot(t, screen, name+"-zoom")
				}
				// The viewer's graveyard browser.
				hs.script.Key(input.KeyEscape)
				hs.settle(screen, 2)
				if g := playerView(v, v.Seat).Graveyard; len(g) > 0 {
					hs.script.Click(hs.s.lay.SeatOf(v.Seat).Graveyard.Center())
					hs.settle(screen, 10)
					shot(t, screen, name+"-graveyard")
					hs.script.Key(input.KeyEscape)
					hs.settle(screen, 2)
				}
				// A drag in progress: the first hand card halfway up.
				hs.script.RightClick(geom.V(4, 4))
				hs.settle(screen, 2)
				hand := playerView(v, v.Seat).Hand
				if len(hand) > 0 {
					from := hs.cardAt(hand[0].ID)
					to := hs.s.lay.SeatOf(v.Seat).Creatures.Center()
					hs.script.Move(from).Press(input.Left, from)
					for i := 1; i <= 6; i++ {
						hs.script.Move(from.Lerp(to, float64(i)/6))
					}
					for hs.script.Pending() > 0 {
						hs.frame(screen)
					}
					hs.settle(screen, 4)
					shot(t, screen, name+"-drag")
					hs.script.Release(input.Left, to)
					hs.frame(screen)
				}
			})
		}
	}
}

// checkNotBlank fails when the frame is one colour.
func checkNotBlank(t *testing.T, screen *ebiten.Image) {
	t.Helper()
	b := screen.Bounds()
	first := screen.At(b.Dx()/2, b.Dy()/2)
	for y := 0; y < b.Dy(); y += 37 {
		for x := 0; x < b.Dx(); x += 41 {
			if screen.At(x, y) != first {
				return
			}
		}
	}
	t.Error("the frame is blank")
}

// TestCurtainDrawsOnlyCurtain draws the table under the hot-seat curtain:
// where the hand was laid out there is only curtain.
func TestCurtainDrawsOnlyCurtain(t *testing.T) {
	needGPU(t)
	hs := newHarness(t, humans(t, 21, 0, nil), services(t, true, 1), 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	hs.settle(screen, 2)
	for i := 0; i < 50; i++ {
		if _, up := hs.ctrl().Curtain(); up {
			break
		}
		hs.script.Key(input.KeySpace)
		hs.frame(screen)
		hs.frame(screen)
	}
	if _, up := hs.ctrl().Curtain(); !up {
		t.Fatal("no curtain")
	}
	hs.settle(screen, 3)
	shot(t, screen, "curtain")
	for i := range hs.s.lay.Cards {
		c := &hs.s.lay.Cards[i]
		if c.Zone != rules.ZoneHand {
			continue
		}
		p := c.Center.Add(geom.V(0, -c.Height()*0.3))
		r, g, b, _ := screen.At(int(p.X), int(p.Y)).RGBA()
		if !(r > g+0x1000 && r > b+0x1000) {
			t.Errorf("at hand card %d the screen is %x %x %x, not curtain", c.Obj, r>>8, g>>8, b>>8)
		}
	}
}
