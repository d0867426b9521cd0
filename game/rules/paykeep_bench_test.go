package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// BenchmarkAutoPayPlan plans paying {2}{W} from Plains, Plains, Forest,
// Forest, Mountain with five coloured cards still in hand: the planner
// alone, and with what the hand needs kept back (manaToKeep, then
// AppendPlanKeeping), as autoPay does.
func BenchmarkAutoPayPlan(b *testing.B) {
	sc := newScenario(b, 2)
	sc.lands(P1, tPlains, 2)
	sc.lands(P1, tForest, 2)
	sc.lands(P1, tMountain, 1)
	for _, d := range []*card.Def{tCleric, tBear, tOgre, tWildMend, tBolt} {
		sc.hand(P1, d)
	}
	g := sc.g
	cost := tSquire.Cost
	srcs := g.manaSources(P1, NoObj)
	var useBuf [16]mana.Use
	b.Run("plain", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			if _, ok := mana.AppendPlan(useBuf[:0], cost, mana.Pool{}, srcs); !ok {
				b.Fatal("no plan")
			}
		}
	})
	b.Run("keeping", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			keep := g.manaToKeep(P1, cost, srcs)
			if _, ok := mana.AppendPlanKeeping(useBuf[:0], cost, keep, mana.Pool{}, srcs); !ok {
				b.Fatal("no plan")
			}
		}
	})
}
