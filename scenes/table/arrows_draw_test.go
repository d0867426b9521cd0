package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// TestDrawArrowsZoomAndTags draws the moments issue 20's items 2, 3 and 6
// are about: blocks declared, a targeted spell on the stack with a hover
// zoom beside it, and a Landless hand with land-only cards. With
// KT_TABLE_PNG set it writes them to look at.
func TestDrawArrowsZoomAndTags(t *testing.T) {
	needGPU(t)
	cases := []struct {
		name    string
		variant string
		stop    func(g *rules.Game) bool
	}{
		{"blocked", "plain", func(g *rules.Game) bool {
			if g.Pending().Kind != rules.DecidePriority || g.Turn() < 6 {
				return false
			}
			for _, c := range g.View(0).Battlefield {
				if c.Blocking != rules.NoObj {
					return true
				}
			}
			return false
		}},
		{"target", "plain", func(g *rules.Game) bool {
			v := g.View(0)
			// Someone can answer (so the table does not pass on its own).
			return len(v.Stack) > 0 && len(v.Stack[len(v.Stack)-1].Targets) > 0 && g.Pending().Kind == rules.DecidePriority && len(g.Legal()) > 1
		}},
		{"landless", "landless", func(g *rules.Game) bool {
			d := g.Pending()
			return g.Turn() >= 3 && g.Active() == 0 && g.Step() == rules.StepMain1 && d.Seat == 0 && d.Kind == rules.DecidePriority
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec := tabletest.Record(t, 9, 2, record.Human, record.Human)
			rec.Variant = c.variant
			if g := tabletest.PlayForward(t, rec, false, c.stop); g.Over() {
				t.Skip("the game ended first")
			}
			hs := newHarness(t, rec, services(t, true, 1), 1280, 720)
			screen := ebiten.NewImage(1280, 720)
			defer screen.Deallocate()
			hs.liftCurtain()
			hs.settle(screen, 60)
			checkNotBlank(t, screen)
			shot(t, screen, "issue20-"+c.name)
			if len(hs.s.lay.Stack) > 0 {
				// Hover the battlefield card nearest the stack: the zoom
				// keeps off the spell being cast.
				top := hs.s.lay.Stack[len(hs.s.lay.Stack)-1]
				best, bd := rules.NoObj, 1e9
				for _, bc := range hs.s.lay.Cards {
					if bc.Zone == rules.ZoneBattlefield {
						if d := bc.Center.Dist(top.Center); d < bd {
							best, bd = bc.Obj, d
						}
					}
				}
				if best != rules.NoObj {
					hs.script.Move(hs.cardAt(best)).Move(hs.cardAt(best).Add(geom.V(1, 1)))
					hs.settle(screen, 40)
					if hs.s.over.zoomed() != best {
						t.Errorf("no hover zoom on %d", best)
					}
					shot(t, screen, "issue20-"+c.name+"-hover")
				}
			}
		})
	}
}

// TestArrowsPassUnderThePhaseBar checks issue 20's "no arrow is drawn
// across a panel": with combat arrows between the seats above and below
// the phase bar, the bar on screen is exactly the bar of the static
// layer, so the arrows pass under it and its step names stay whole.
func TestArrowsPassUnderThePhaseBar(t *testing.T) {
	needGPU(t)
	// The first seed whose game reaches declared blocks with someone able
	// to answer (a seat that can only pass would be passed for at once).
	blocked := func(g *rules.Game) bool {
		if g.Pending().Kind != rules.DecidePriority || g.Turn() < 4 || len(g.Legal()) < 2 {
			return false
		}
		for _, c := range g.View(0).Battlefield {
			if c.Blocking != rules.NoObj {
				return true
			}
		}
		return false
	}
	var rec *record.Record
	for seed := uint64(1); seed <= 12 && rec == nil; seed++ {
		r := tabletest.Record(t, seed, 2, record.Human, record.Human)
		if g := tabletest.PlayForward(t, r, false, blocked); !g.Over() {
			rec = r
		}
	}
	if rec == nil {
		t.Fatal("no game of seeds 1 to 12 reaches a block")
	}
	svc := services(t, true, 1)
	svc.Settings.Stops.Mine[rules.StepBlockers] = true
	svc.Settings.Stops.Theirs[rules.StepBlockers] = true
	hs := newHarness(t, rec, svc, 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	for tries := 0; tries < 4 && hs.liftCurtain(); tries++ {
		hs.settle(screen, 60)
	}
	if who, up := hs.ctrl().Curtain(); up {
		t.Fatalf("the curtain for %v is still up", who)
	}
	hs.script.Move(hs.s.lay.Seats[0].Battlefield.Min.Add(geom.V(3, 3)))
	hs.settle(screen, 20)
	bar := hs.s.lay.PhaseBar
	crossing := 0
	for _, a := range hs.s.gfx.arrowp.arrows {
		if min(a.From.Y, a.To.Y) < bar.Min.Y && max(a.From.Y, a.To.Y) > bar.Max.Y {
			crossing++
		}
	}
	shot(t, screen, "issue20-arrows-under-phase-bar")
	if crossing == 0 {
		t.Fatalf("no arrow crosses the phase bar (%d arrows): the test shows nothing", len(hs.s.gfx.arrowp.arrows))
	}
	r := bar.Image().Intersect(screen.Bounds())
	got := make([]byte, 4*r.Dx()*r.Dy())
	want := make([]byte, len(got))
	screen.SubImage(r).(*ebiten.Image).ReadPixels(got)
	hs.s.gfx.static.SubImage(r).(*ebiten.Image).ReadPixels(want)
	differ := 0
	for i := range got {
		if got[i] != want[i] {
			differ++
		}
	}
	if differ > 0 {
		t.Errorf("%d bytes of the phase bar differ from the bar itself: %d arrows are drawn across it", differ, crossing)
	}
}
