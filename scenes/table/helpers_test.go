package table

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/curtain"
	"github.com/kitchentable/kitchentable/scenes/internal/scenetest"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// harness runs a table scene from scripted input, without a window
// unless draw is set.
type harness struct {
	t      testing.TB
	s      *Scene
	ctx    *scenes.Context
	in     input.State
	script input.Script
	sounds *soundLog
}

// soundLog records the sounds played.
type soundLog struct{ names []string }

func (l *soundLog) Play(name string) { l.names = append(l.names, name) }

// services returns test services: with draw set, the fonts, painter and
// face cache too (which need the GPU).
func services(t testing.TB, draw bool, speed float64) *scenes.Services {
	t.Helper()
	var svc *scenes.Services
	if draw {
		svc = scenetest.DrawServices(t)
	} else {
		set := store.DefaultSettings()
		svc = &scenes.Services{Settings: &set}
	}
	svc.Settings.AnimSpeed = speed
	return svc
}

// newHarness starts a scene on rec at w×h.
func newHarness(t testing.TB, rec *record.Record, svc *scenes.Services, w, h int) *harness {
	t.Helper()
	hs := &harness{t: t, sounds: &soundLog{}}
	svc.Sound = hs.sounds
	s, err := New(svc, rec)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	hs.s = s
	hs.ctx = &scenes.Context{In: &hs.in, Width: w, Height: h, Svc: svc}
	hs.tick(1)
	return hs
}

// tick runs n updates, reading scripted input while there is some.
func (hs *harness) tick(n int) {
	hs.t.Helper()
	for i := 0; i < n; i++ {
		hs.script.Read(&hs.in)
		if err := hs.s.Update(hs.ctx); err != nil {
			hs.t.Fatal(err)
		}
	}
}

// run plays the queued script and then idles n ticks.
func (hs *harness) run(idle int) {
	hs.t.Helper()
	hs.tick(hs.script.Pending() + idle)
}

// ctrl returns the controller.
func (hs *harness) ctrl() *control.Controller { return hs.s.ctrl }

// view returns the current view.
func (hs *harness) view() *rules.View { return hs.s.ctrl.View() }

// cardAt returns the laid-out centre of obj, failing when it is not on
// the table.
func (hs *harness) cardAt(obj rules.ObjID) geom.Vec {
	hs.t.Helper()
	c := hs.s.lay.CardOf(obj)
	if c == nil {
		hs.t.Fatalf("card %d is not on the table", obj)
	}
	if h := hs.s.lay.Hit(c.Center); h.Obj == obj {
		return c.Center
	}
	// Covered at its centre (the back row of a two-row hand): the first
	// point of it, row by row from the top, that picks it.
	b := c.Bounds()
	for y := b.Min.Y + 2; y < b.Max.Y; y += 4 {
		for x := b.Min.X + 2; x < b.Max.X; x += 4 {
			if p := geom.V(x, y); hs.s.lay.Hit(p).Obj == obj {
				return p
			}
		}
	}
	return c.Center
}

// emptySpot returns a point of seat's battlefield that hits the
// battlefield itself.
func (hs *harness) emptySpot(seat rules.Seat) geom.Vec {
	hs.t.Helper()
	st := hs.s.lay.SeatOf(seat)
	b := st.Battlefield
	for y := b.Min.Y + 4; y < b.Max.Y; y += 7 {
		for x := b.Min.X + 4; x < b.Max.X; x += 7 {
			p := geom.V(x, y)
			if h := hs.s.lay.Hit(p); h.Kind == layout.HitBattlefield && h.Seat == seat {
				return p
			}
		}
	}
	hs.t.Fatalf("no empty spot on seat %d's battlefield", seat)
	return geom.Vec{}
}

// liftCurtain clicks the curtain away when it is up.
func (hs *harness) liftCurtain() bool {
	if _, up := hs.ctrl().Curtain(); !up {
		return false
	}
	hs.tick(curtain.GuardTicks + 1) // a press sooner does not count
	hs.script.Click(geom.V(640, 360))
	hs.run(2)
	return true
}
