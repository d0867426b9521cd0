package fcai

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// winsFrom reports whether, in the real game g (every card known), the
// seat deciding can still win this turn whatever the opponent answers.
func winsFrom(g *fourcuatro.Game, me fourcuatro.Seat, turn int) bool {
	if g.Over() {
		return g.Winner() == me
	}
	if g.Turn() != turn {
		return false
	}
	w := &winCheck{me: me, turn: turn, budget: 20 * lethalBudget}
	return w.wins(g.Clone())
}

// policyKeeps reports whether the easy policy's own choice (without the
// win check) keeps the win this turn in g.
func policyKeeps(tb testing.TB, g *fourcuatro.Game, me fourcuatro.Seat, seed uint64) bool {
	tb.Helper()
	p := New(Easy, seed+7)
	c := g.Clone()
	a := p.pol.choose(seenFromView(c.View(me)), c.Legal())
	if _, err := c.Apply(a); err != nil {
		tb.Fatal(err)
	}
	return winsFrom(c, me, g.Turn())
}

// TestPlayersTakeWinsNow plays easy against easy and, at the first
// decision of a game where the real game (every card known) holds a win
// this turn for the seat whose turn it is and the easy policy's own
// choice gives it away, asks a fresh player of each level: after its
// action the win must still be there (or taken). Hard must take every
// one, easy most.
func TestPlayersTakeWinsNow(t *testing.T) {
	found := 0
	missed := map[Level]int{}
	for seed := uint64(1); seed <= 400 && found < 12; seed++ {
		g, err := fourcuatro.New(fourcuatro.Setup{Format: fourcuatro.Basic, Cards: catalog.FourCuatro()}, seed)
		if err != nil {
			t.Fatal(err)
		}
		seats := [2]*Player{New(Easy, seed), New(Easy, seed+100)}
		for n := 0; !g.Over() && n < 5000; n++ {
			me := g.Deciding()
			if me == g.Active() && len(g.Legal()) > 1 && winsFrom(g, me, g.Turn()) && !policyKeeps(t, g, me, seed) {
				found++
				for _, level := range []Level{Hard, Easy} {
					c := g.Clone()
					a := New(level, seed+7).Decide(c.KnowledgeOf(me))
					if _, err := c.Apply(a); err != nil {
						t.Fatal(err)
					}
					if !winsFrom(c, me, g.Turn()) {
						missed[level]++
						t.Logf("seed %d turn %d: %v missed the win (chose %+v)", seed, g.Turn(), level, a)
					}
				}
				break // one position a game
			}
			if _, err := g.Apply(seats[me].Decide(g.KnowledgeOf(me))); err != nil {
				t.Fatal(err)
			}
		}
	}
	if found == 0 {
		t.Fatal("no position with a win this turn")
	}
	if missed[Hard] > 0 {
		t.Errorf("hard missed %d of %d wins", missed[Hard], found)
	}
	if 2*missed[Easy] > found {
		t.Errorf("easy missed %d of %d wins", missed[Easy], found)
	}
	t.Logf("%d positions; hard missed %d, easy %d", found, missed[Hard], missed[Easy])
}

// TestSoonerWinScoresMore: a win now outscores a win later, a loss later
// a loss now, and every win any loss.
func TestSoonerWinScoresMore(t *testing.T) {
	if !(sooner(true, 0) > sooner(true, 5) && sooner(false, 5) > sooner(false, 0) && sooner(true, 1000) > sooner(false, 1000)) {
		t.Errorf("scores: win now %v, win later %v, loss now %v, loss later %v", sooner(true, 0), sooner(true, 5), sooner(false, 0), sooner(false, 5))
	}
}
