package table

import (
	"fmt"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// TestLandlessGlowsOnlyWhatCanBeCast checks, at the start of several of
// the viewer's main phases in a Landless game, that a hand card glows
// exactly when it can be cast (or is a land that can be played), and that
// a card which can only be played as a land is tagged "land only"
// instead of glowing.
func TestLandlessGlowsOnlyWhatCanBeCast(t *testing.T) {
	landOnly, lit := 0, 0
	for _, turn := range []int{1, 3, 5, 7} {
		t.Run(fmt.Sprintf("turn %d", turn), func(t *testing.T) {
			rec := tabletest.Record(t, 5, 0, record.Human, record.Human)
			rec.Variant = "landless"
			g := tabletest.PlayForward(t, rec, true, func(g *rules.Game) bool {
				d := g.Pending()
				return g.Turn() >= turn && g.Active() == 0 && g.Step() == rules.StepMain1 && d.Seat == 0 && d.Kind == rules.DecidePriority
			})
			if g.Over() {
				t.Skip("the game ended first")
			}
			hs := newHarness(t, rec, services(t, false, 0), 1280, 720)
			hs.liftCurtain()
			v := hs.view()
			if v.Options.Land != rules.LandAnyCard || v.Seat != 0 || v.Pending.Kind != rules.DecidePriority {
				t.Fatalf("not at seat 0's priority in a Landless game: %+v", v.Pending)
			}
			legal := control.GameForTests(hs.ctrl()).Legal()
			has := func(k rules.ActionKind, obj rules.ObjID) bool {
				for _, a := range legal {
					if a.Kind == k && a.Obj == obj {
						return true
					}
				}
				return false
			}
			for _, c := range v.Players[0].Hand {
				cast := has(rules.ActCast, c.ID)
				asLand := has(rules.ActPlayLand, c.ID)
				land := c.Def.IsLand()
				wantLit := cast || (land && asLand)
				wantTag := !land && asLand && !cast
				i := -1
				for k := range hs.s.lay.Cards {
					if hs.s.lay.Cards[k].Obj == c.ID {
						i = k
					}
				}
				if i < 0 {
					t.Fatalf("%s is not laid out", c.Def.Name)
				}
				f := hs.s.flags[i]
				if gotLit := f&cardActionable != 0; gotLit != wantLit {
					t.Errorf("%s (castable %v, land %v, land drop %v): glows %v", c.Def.Name, cast, land, asLand, gotLit)
				}
				if gotTag := f&cardLandOnly != 0; gotTag != wantTag || hs.ctrl().Selection().LandOnly(c.ID) != wantTag {
					t.Errorf("%s (castable %v, land %v, land drop %v): land-only tag %v", c.Def.Name, cast, land, asLand, gotTag)
				}
				if wantTag {
					landOnly++
				}
				if wantLit {
					lit++
				}
			}
		})
	}
	if landOnly == 0 || lit == 0 {
		t.Errorf("%d land-only and %d lit hand cards seen: the test proves nothing", landOnly, lit)
	}
}
