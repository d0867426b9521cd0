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
					if hs.s.zoomed() != best {
						t.Errorf("no hover zoom on %d", best)
					}
					shot(t, screen, "issue20-"+c.name+"-hover")
				}
			}
		})
	}
}
