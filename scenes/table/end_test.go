package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// navSpy records where the table leaves to.
type navSpy struct {
	// Nav stands in for the screens these tests never open.
	scenes.Nav
	menu, end int
	res       scenes.Result
	rec       *record.Record
}

type nowhere struct{}

func (nowhere) Update(*scenes.Context) error { return nil }
func (nowhere) Draw(*ebiten.Image)           {}

func (n *navSpy) Menu() scenes.Scene                        { n.menu++; return nowhere{} }
func (n *navSpy) Setup() scenes.Scene                       { return nowhere{} }
func (n *navSpy) Settings(scenes.Scene) scenes.Scene        { return nowhere{} }
func (n *navSpy) Play(*record.Record) (scenes.Scene, error) { return nowhere{}, nil }
func (n *navSpy) End(res scenes.Result, rec *record.Record) scenes.Scene {
	n.end++
	n.res, n.rec = res, rec
	return nowhere{}
}

// TestGameOverLeavesForEnd plays a finished game: after a short pause the
// table switches to the end screen with the result and the record.
func TestGameOverLeavesForEnd(t *testing.T) {
	rec := tabletest.Record(t, 13, 5, record.Human, record.Human)
	if g := tabletest.PlayForward(t, rec, false, func(*rules.Game) bool { return false }); !g.Over() {
		t.Fatal("the game did not end")
	}
	svc := services(t, false, 1)
	nav := &navSpy{}
	svc.Nav = nav
	hs := newHarness(t, rec, svc, 1280, 720)
	hs.tick(30)
	if nav.end != 0 {
		t.Fatal("left for the end screen without a pause")
	}
	hs.tick(200)
	if nav.end != 1 || hs.ctx.Next() == nil {
		t.Fatalf("end screen shown %d times", nav.end)
	}
	if nav.rec == nil || len(nav.rec.Actions) != len(rec.Actions) || nav.res.Turns == 0 || len(nav.res.Lines) == 0 {
		t.Errorf("result %+v, record with %d actions", nav.res, len(nav.rec.Actions))
	}
	if !hs.s.closed {
		t.Error("the scene was not closed")
	}
}

// TestMenuButtonLeaves clicks the menu button and its Save and leave: the
// table leaves for the menu and the controller is closed.
func TestMenuButtonLeaves(t *testing.T) {
	svc := services(t, false, 0)
	nav := &navSpy{}
	svc.Nav = nav
	hs := newHarness(t, humans(t, 3, 0, nil), svc, 1280, 720)
	hs.liftCurtain()
	hs.script.Click(hs.s.lay.Menu.Center())
	hs.tick(hs.script.Pending())
	hs.pressMenu("Save and leave")
	if nav.menu != 1 || hs.ctx.Next() == nil {
		t.Fatalf("menu %d times, no switch", nav.menu)
	}
	if !hs.s.closed {
		t.Error("the scene was not closed")
	}
}

// TestMenuButtonWorksOnTheCurtain clicks Menu and Save and leave while
// the curtain waits for a person: the table leaves without lifting the
// curtain, so nobody's hand is shown on the way out.
func TestMenuButtonWorksOnTheCurtain(t *testing.T) {
	svc := services(t, false, 0)
	nav := &navSpy{}
	svc.Nav = nav
	hs := newHarness(t, humans(t, 3, 0, nil), svc, 1280, 720)
	if _, up := hs.ctrl().Curtain(); !up {
		t.Fatal("no curtain at the start of a game for two")
	}
	hs.tick(60)
	hs.script.Click(hs.s.lay.Menu.Center())
	hs.tick(hs.script.Pending())
	hs.pressMenu("Save and leave")
	if nav.menu != 1 || hs.ctx.Next() == nil {
		t.Fatalf("menu %d times, no switch", nav.menu)
	}
	if _, up := hs.ctrl().Curtain(); !up {
		t.Error("the click on Menu lifted the curtain")
	}
}
