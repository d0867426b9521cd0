package search

import (
	"context"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// scenarioDeck builds a deck of n copies of each named card.
func scenarioDeck(tb testing.TB, lib *card.Library, counts map[string]int) []*card.Def {
	tb.Helper()
	var out []*card.Def
	for _, name := range sortedKeys(counts) {
		d, ok := lib.Card(name)
		if !ok {
			tb.Fatalf("no card %q", name)
		}
		for i := 0; i < counts[name]; i++ {
			out = append(out, d)
		}
	}
	return out
}

// sortedKeys returns m's keys in order.
func sortedKeys(m map[string]int) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// scenarioGame starts a game between two decks, seat 1 first, with the
// given starting lives and no mulligans.
func scenarioGame(tb testing.TB, seed uint64, d0, d1 []*card.Def, life0, life1 int) *rules.Game {
	tb.Helper()
	s := rules.DefaultSetup(d0, d1)
	s.Players[0].Life, s.Players[1].Life = life0, life1
	s.Options.MaxTurns = 40
	s.Options.FixedFirst, s.Options.FirstPlayer = true, 1
	s.Options.Mulligan = rules.MulliganNone
	g, err := rules.New(s, seed)
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// declareWith plays p's declarations for the pending declaration of g
// until its seat is done declaring.
func declareWith(tb testing.TB, g *rules.Game, p aitest.Player) {
	tb.Helper()
	d := g.Pending()
	for i := 0; i < 64; i++ {
		if pd := g.Pending(); pd.Seat != d.Seat || pd.Kind != d.Kind {
			return
		}
		a, err := p.Choose(context.Background(), g.KnowledgeOf(d.Seat))
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			tb.Fatal(err)
		}
	}
	tb.Fatal("declaration did not end")
}

// declareAll declares every possible attacker at seat 1.
func declareAll(tb testing.TB, g *rules.Game) {
	tb.Helper()
	d := g.Pending()
	for _, a := range g.Legal() {
		if a.Kind == rules.ActAttack && a.Target.Player == 1 {
			if _, err := g.Apply(a); err != nil {
				tb.Fatal(err)
			}
		}
	}
	if g.Pending() == d {
		if _, err := g.Apply(pick.Done(rules.DecideAttackers)); err != nil {
			tb.Fatal(err)
		}
	}
}

// killsWhateverBlocks reports whether seat 1 loses this turn whatever
// blocks it declares (every set of blocks is tried; everything else is
// played by the medium policy). g is after seat 0's attack.
func killsWhateverBlocks(tb testing.TB, g *rules.Game, lastBlocker rules.ObjID) bool {
	tb.Helper()
	turn := g.Turn()
	meds := []*medium.Policy{medium.NewPolicy(1, 0, nil, true), medium.NewPolicy(2, 0, nil, true)}
	w := &sampled{g: g}
	for n := 0; n < 500 && !g.Over() && g.Turn() == turn; n++ {
		d := g.Pending()
		if d.Kind == rules.DecideBlockers && d.Seat == 1 {
			for _, a := range g.Legal() {
				if a.Kind == rules.ActBlock && lastBlocker != rules.NoObj && a.Obj <= lastBlocker {
					continue
				}
				c := g.Clone()
				if _, err := c.Apply(a); err != nil {
					tb.Fatal(err)
				}
				next := lastBlocker
				if a.Kind == rules.ActBlock {
					next = a.Obj
				}
				if !killsWhateverBlocks(tb, c, next) {
					return false
				}
			}
			return true
		}
		if _, err := g.Apply(meds[d.Seat].Decide(w)); err != nil {
			tb.Fatal(err)
		}
	}
	return g.Over() && g.View(1).Players[1].Lost
}

// TestHardFindsLethalMediumMisses plays medium against medium with two
// menace attackers against walls (a pair of menace creatures gets past
// two blockers: medium's count of the damage through treats each as
// stopped by one blocker), and at every attack of seat 0 where attacking
// with everything kills seat 1 whatever it blocks and medium's attack
// policy (without the lethal search) does not kill, asks hard: its
// attack must kill whatever seat 1 blocks. Seat 1's deck has nothing to
// cast at instant speed.
func TestHardFindsLethalMediumMisses(t *testing.T) {
	lib := testdecks.Library(t)
	d0 := scenarioDeck(t, lib, map[string]int{"Breadcrumb Pilferer": 14, "Swamp": 8})
	d1 := scenarioDeck(t, lib, map[string]int{"Riddle Adept": 6, "Island": 16})
	found, ok := 0, 0
	for seed := uint64(1); seed <= 40 && found < 5; seed++ {
		g := scenarioGame(t, seed, d0, d1, 20, 3+int(seed%4))
		m0, m1 := medium.NewPolicy(seed, 3, nil, true), medium.NewPolicy(seed, 4, nil, true)
		meds := []*medium.Policy{m0, m1}
		for n := 0; n < 3000 && !g.Over(); n++ {
			d := g.Pending()
			if d.Seat == 0 && d.Kind == rules.DecideAttackers && !anyAttacking(g.View(0)) &&
				len(medium.NewBoard(g.View(0)).UntappedBlockers(1)) <= 3 {
				all, med := g.Clone(), g.Clone()
				declareAll(t, all)
				// Medium's attack policy alone, without its lethal search.
				mp := medium.PolicyOnly(medium.NewPolicy(seed, 0x3ed1, nil, true))
				declareWith(t, med, mp)
				if killsWhateverBlocks(t, all, rules.NoObj) && !killsWhateverBlocks(t, med, rules.NoObj) {
					found++
					hg := g.Clone()
					hp := New(seed, Config{Iterations: 24, Horizon: DefaultHorizon})
					declarePlanned(t, hg, hp)
					if killsWhateverBlocks(t, hg, rules.NoObj) {
						ok++
					} else {
						t.Logf("seed %d turn %d: hard's attack does not kill", seed, g.Turn())
					}
					break // one position a game
				}
			}
			if _, err := g.Apply(meds[d.Seat].Decide(&sampled{g: g})); err != nil {
				t.Fatal(err)
			}
		}
	}
	if found == 0 {
		t.Fatal("no position where medium misses a lethal attack")
	}
	if ok < found {
		t.Errorf("hard found the lethal attack in %d of %d positions", ok, found)
	}
	t.Logf("hard found the lethal attack in %d of %d positions", ok, found)
}

// anyAttacking reports whether some creature is attacking.
func anyAttacking(v *rules.View) bool {
	for i := range v.Battlefield {
		if v.Battlefield[i].Attacking != rules.NoSeat {
			return true
		}
	}
	return false
}

// survivesNextTurn plays g on with the medium policy for both seats to
// the end of the next turn and reports whether seat 0 is still alive.
func survivesNextTurn(tb testing.TB, g *rules.Game) bool {
	tb.Helper()
	end := g.Turn() + 2
	meds := []*medium.Policy{medium.NewPolicy(1, 0, nil, true), medium.NewPolicy(2, 0, nil, true)}
	w := &sampled{g: g}
	for n := 0; n < 3000 && !g.Over() && g.Turn() < end; n++ {
		if _, err := g.Apply(meds[g.Pending().Seat].Decide(w)); err != nil {
			tb.Fatal(err)
		}
	}
	return !g.View(0).Players[0].Lost
}

// TestHardHoldsBackBlockers plays medium against medium, seat 0's small
// creatures at a low life against bigger ones, and at every attack of
// seat 0 where attacking with everything loses to the counter-attack
// (the game played on by medium to the end of seat 1's turn) but not
// attacking survives it, asks hard: its attack must survive too.
func TestHardHoldsBackBlockers(t *testing.T) {
	lib := testdecks.Library(t)
	d0 := scenarioDeck(t, lib, map[string]int{"Mossback Grower": 14, "Forest": 8})
	d1 := scenarioDeck(t, lib, map[string]int{"Applefall Boar": 7, "Orchard Grudgebear": 4, "Forest": 11})
	found, ok := 0, 0
	for seed := uint64(1); seed <= 40 && found < 5; seed++ {
		g := scenarioGame(t, seed, d0, d1, 4+int(seed%4), 20)
		meds := []*medium.Policy{medium.NewPolicy(seed, 3, nil, true), medium.NewPolicy(seed, 4, nil, true)}
		for n := 0; n < 3000 && !g.Over(); n++ {
			d := g.Pending()
			if d.Seat == 0 && d.Kind == rules.DecideAttackers && !anyAttacking(g.View(0)) {
				all, none := g.Clone(), g.Clone()
				declareAll(t, all)
				if _, err := none.Apply(pick.Done(rules.DecideAttackers)); err != nil {
					t.Fatal(err)
				}
				if !survivesNextTurn(t, all) && survivesNextTurn(t, none) {
					found++
					hg := g.Clone()
					hp := New(seed, Config{Iterations: 24, Horizon: DefaultHorizon})
					declareWith(t, hg, hp)
					if survivesNextTurn(t, hg) {
						ok++
					} else {
						t.Logf("seed %d turn %d: hard's attack loses", seed, g.Turn())
					}
					break // one position a game
				}
			}
			if _, err := g.Apply(meds[d.Seat].Decide(&sampled{g: g})); err != nil {
				t.Fatal(err)
			}
		}
	}
	if found == 0 {
		t.Fatal("no position where attacking with everything loses")
	}
	if ok < found {
		t.Errorf("hard survived the counter-attack in %d of %d positions", ok, found)
	}
	t.Logf("hard survived the counter-attack in %d of %d positions", ok, found)
}

// declarePlanned is declareWith for a hard player, checking that it
// searches only its first declaration and plays the rest from its plan.
func declarePlanned(tb testing.TB, g *rules.Game, h *Player) {
	tb.Helper()
	d := g.Pending()
	for i := 0; i < 64; i++ {
		if pd := g.Pending(); pd.Seat != d.Seat || pd.Kind != d.Kind {
			return
		}
		a, err := h.Choose(context.Background(), g.KnowledgeOf(d.Seat))
		if err != nil {
			tb.Fatal(err)
		}
		if i > 0 && h.stats.sims > 0 {
			tb.Fatalf("declaration %d searched again (%d simulations) instead of following the plan", i, h.stats.sims)
		}
		if _, err := g.Apply(a); err != nil {
			tb.Fatal(err)
		}
	}
	tb.Fatal("declaration did not end")
}
