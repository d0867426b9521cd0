package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// setups are the table shapes the AIs are tried on: two players, three
// free-for-all, Landless single deck with double draw, and two teams
// sharing turns.
func setups(decks [][]*card.Def, r *rand.Rand) []rules.Setup {
	deck := func() []*card.Def { return decks[r.IntN(len(decks))] }
	two := rules.DefaultSetup(deck(), deck())
	three := rules.DefaultSetup(deck(), deck(), deck())
	landless := rules.DefaultSetup(deck(), deck())
	landless.Options = rules.Options{Land: rules.LandAnyCard, Library: rules.SharedLibrary, Deal: rules.DealDoubleRoundRobin,
		Draw: rules.DrawKeepHalf, Mulligan: rules.MulliganDoubleDraw, EmptyLibrary: rules.EmptyReshuffleGraveyards}
	teams := rules.DefaultSetup(deck(), deck(), deck())
	teams.Players[0].Life = 40
	teams.Players[1].Team, teams.Players[2].Team = 1, 1
	teams.Options = rules.Options{SharedTeamTurns: true, FixedFirst: true}
	out := []rules.Setup{two, three, landless, teams}
	for i := range out {
		out[i].Options.MaxTurns = 40
	}
	return out
}

// TestNeverIllegal plays random games on every table shape and, at random
// points, asks each level for a decision: the answer must be legal. It
// asks thousands of positions.
func TestNeverIllegal(t *testing.T) {
	decks := testdecks.Decks(t)
	games := 24
	if testing.Short() {
		games = 6
	}
	asked := 0
	for gi := 0; gi < games; gi++ {
		r := rand.New(rand.NewPCG(uint64(gi), 99))
		ss := setups(decks, r)
		s := ss[gi%len(ss)]
		g, err := rules.New(s, uint64(gi)+1)
		if err != nil {
			t.Fatal(err)
		}
		players := map[string]Player{}
		for _, level := range Levels() {
			p, err := New(level, uint64(gi), WithIterations(2), WithHorizon(0))
			if err != nil {
				t.Fatal(err)
			}
			players[level] = p
		}
		for n := 0; !g.Over() && n < 5000; n++ {
			legal := g.Legal()
			seat := g.Pending().Seat
			if r.IntN(4) == 0 {
				for _, level := range Levels() {
					k := g.KnowledgeOf(seat)
					a, err := players[level].Choose(context.Background(), k)
					if err != nil {
						t.Fatalf("game %d: %s: %v", gi, level, err)
					}
					if !pick.Contains(legal, a) {
						t.Fatalf("game %d, %v for %s: %s chose %+v, not in %+v", gi, g.Pending(), seat, level, a, legal)
					}
					asked++
				}
			}
			// Move on with the medium player half the time, so positions
			// look like real games, else at random.
			a := legal[r.IntN(len(legal))]
			if r.IntN(2) == 0 {
				if a2, err := players["medium"].Choose(context.Background(), g.KnowledgeOf(seat)); err == nil {
					a = a2
				}
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("game %d: %v", gi, err)
			}
		}
	}
	t.Logf("%d decisions asked", asked)
	if !testing.Short() && asked < 2000 {
		t.Errorf("only %d decisions asked", asked)
	}
}

// TestFullGames plays whole games between the levels on every table shape.
func TestFullGames(t *testing.T) {
	decks := testdecks.Decks(t)
	levels := []string{"easy", "medium", "hard", "random"}
	for gi := 0; gi < 8; gi++ {
		r := rand.New(rand.NewPCG(uint64(gi), 7))
		ss := setups(decks, r)
		s := ss[gi%len(ss)]
		g, err := rules.New(s, uint64(gi)+100)
		if err != nil {
			t.Fatal(err)
		}
		var ps []Player
		for seat := range s.Players {
			p, _ := New(levels[(gi+seat)%len(levels)], uint64(gi*10+seat), WithIterations(3))
			ps = append(ps, p)
		}
		aitest.PlayGame(t, g, ps)
	}
}
