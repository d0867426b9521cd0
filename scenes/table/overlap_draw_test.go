package table

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// TestDrawCombatWithoutOverlap draws four- and eight-seat games with
// blocks declared, at 1280×720 and 900×560, and checks on the drawn
// table's layout that no permanent leaves its seat or covers a plate or
// the phase bar, and no blocker covers its attacker. With KT_TABLE_PNG set it writes them.
func TestDrawCombatWithoutOverlap(t *testing.T) {
	needGPU(t)
	for _, n := range []int{4, 8} {
		ctl := make([]string, n)
		for i := range ctl {
			ctl[i] = record.Human
		}
		// The first game, of seeds 5 to 20, with a block declared once
		// every seat has had three turns.
		rec := seekGame(t, "a block comes after every seat's third turn", 5, 20, func(uint64) int { return 1 }, ctl, func(g *rules.Game) bool {
			// A seat that can only pass would be passed for at once.
			if g.Pending().Kind != rules.DecidePriority || g.Turn() < 3*n || len(g.Legal()) < 2 {
				return false
			}
			for _, c := range g.View(0).Battlefield {
				if c.Blocking != rules.NoObj {
					return true
				}
			}
			return false
		})
		for _, sz := range []struct{ w, h int }{{1280, 720}, {900, 560}} {
			name := fmt.Sprintf("issue20-combat-%dp-%dx%d", n, sz.w, sz.h)
			t.Run(name, func(t *testing.T) {
				svc := services(t, true, 1)
				svc.Settings.Stops.Mine[rules.StepBlockers] = true
				svc.Settings.Stops.Theirs[rules.StepBlockers] = true
				hs := newHarness(t, rec, svc, sz.w, sz.h)
				screen := ebiten.NewImage(sz.w, sz.h)
				defer screen.Deallocate()
				// Every seat is a person here: the table may pass on to
				// the next one, whose curtain comes up in turn.
				for tries := 0; tries < 2*n && hs.liftCurtain(); tries++ {
					hs.settle(screen, 60)
				}
				if who, up := hs.ctrl().Curtain(); up {
					t.Fatalf("the curtain for %v is still up", who)
				}
				// The pointer rests on the empty felt, so no zoom hides the fight.
				hs.script.Move(hs.s.lay.Seats[0].Battlefield.Min.Add(geom.V(3, 3)))
				hs.settle(screen, 20)
				checkNotBlank(t, screen)
				shot(t, screen, name)
				l := &hs.s.lay
				blocks := 0
				for i := range l.Cards {
					if l.Cards[i].Blocking != rules.NoObj {
						blocks++
					}
				}
				if blocks == 0 {
					t.Fatal("no blocker on the drawn table: the checks below would prove nothing")
				}
				for i := range l.Cards {
					c := &l.Cards[i]
					if c.Zone != rules.ZoneBattlefield {
						continue
					}
					b := c.Bounds()
					if st := l.SeatOf(c.Seat); st != nil && b.Intersect(st.Area.Inset(-0.5)) != b {
						t.Errorf("%s at %v leaves seat %d's area %v", c.View.Def.Name, b, c.Seat, st.Area)
					}
					if o := b.Intersect(l.PhaseBar); !o.Empty() && o.W()*o.H() > 1 {
						t.Errorf("%s at %v covers the phase bar %v", c.View.Def.Name, b, l.PhaseBar)
					}
					for _, st := range l.Seats {
						if o := b.Intersect(st.Plate); !o.Empty() && o.W()*o.H() > 1 {
							t.Errorf("%s at %v covers seat %d's plate %v", c.View.Def.Name, b, st.Seat, st.Plate)
						}
					}
					if c.Blocking != rules.NoObj {
						if a := l.CardOf(c.Blocking); a != nil {
							if o := b.Intersect(a.Bounds()); !o.Empty() && o.W()*o.H() > 1 {
								t.Errorf("blocker %s at %v covers its attacker %s at %v", c.View.Def.Name, b, a.View.Def.Name, a.Bounds())
							}
						}
					}
				}
			})
		}
	}
}
