package search

import (
	"context"
	"fmt"
	"os"
	"sort"
	"testing"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// TestOracle plays medium against easy and asks a large hard search at
// every medium decision it searches whether another move is clearly
// better, then counts the disagreements by kind; it runs only with
// AI_ORACLE=games set (a tuning aid, not a check). With AI_ORACLE_BOARD
// set it also logs the table of each clear disagreement over attacks or
// blocks.
func TestOracle(t *testing.T) {
	n := aitest.TuningGames(t, "AI_ORACLE")
	decks := testdecks.Decks(t)
	counts := map[string]int{}
	gains := map[string]float64{}
	decisions := 0
	for i := 0; i < n; i++ {
		seed := uint64(i + 700001)
		g := aitest.NewGame(t, seed, aitest.DealDecks(decks, seed)...)
		med := medium.NewPolicy(seed*31+1, 0x3ed1, nil, true)
		ps := []aitest.Player{medium.PolicyOnly(med), medium.NewEasy(seed*31+2, 0.2)}
		for steps := 0; !g.Over() && steps < 20000; steps++ {
			s := g.Pending().Seat
			k := g.KnowledgeOf(s)
			if s == 0 && searchedKind(g.Pending()) && len(k.Legal()) > 1 {
				decisions++
				if key, gain, ok := oracleGap(t, k, med, seed+uint64(steps)); ok {
					counts[key]++
					gains[key] += gain
				}
			}
			aitest.PlayStep(t, g, ps, k)
		}
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return gains[keys[i]] > gains[keys[j]] })
	t.Logf("%d medium decisions searched", decisions)
	for _, k := range keys[:min(len(keys), 60)] {
		t.Logf("%6.2f %4d  %s", gains[k], counts[k], k)
	}
}

// oracleGap searches k's decision with a large budget from medium's
// policy state and reports the kind of disagreement when the search's
// best move beats medium's by a clear margin.
func oracleGap(t *testing.T, k *rules.Knowledge, med *medium.Policy, seed uint64) (string, float64, bool) {
	h := New(seed, Config{Iterations: 200, Horizon: DefaultHorizon})
	defer med.KeepMemo()()
	h.pol.CopyMemo(med)
	v := k.View()
	d := k.Pending()
	legal := k.Legal()
	b := medium.NewBoard(v)
	moves := candidateMoves(h.pol, k.Sample(seed), b, legal, maxMacros)
	if len(moves) < 2 {
		return "", 0, false
	}
	s := &search{h: h, k: k, ctx: context.Background(), seat: k.Seat(), turn: v.Turn}
	best, err := s.run(moves)
	if err != nil {
		t.Fatal(err)
	}
	gain := s.root.mean(best) - s.root.mean(0)
	if best == 0 || gain < 0.08 || s.root.n[best] < 50 {
		return "", 0, false
	}
	key := fmt.Sprintf("%v: medium %s, search %s", d.Kind, moveClass(v, &moves[0], &moves[best]), moveClass(v, &moves[best], &moves[0]))
	if d.Kind == rules.DecidePriority {
		when := "own main"
		switch {
		case v.Active != v.Seat:
			when = "their turn"
		case v.Step != rules.StepMain1 && v.Step != rules.StepMain2:
			when = "own " + v.Step.String()
		}
		if len(v.Stack) > 0 {
			when += ", stack"
		}
		key += " (" + when + ")"
	}
	t.Logf("%s | %s; %s (gain %.2f)", key, describeMove(v, &moves[0]), describeMove(v, &moves[best]), gain)
	if moves[best].macro && gain > 0.2 && os.Getenv("AI_ORACLE_BOARD") != "" {
		logDeclarations(t, v, &moves[0], &moves[best])
	}
	return key, gain, true
}

// logDeclarations logs the table of a declaration where medium and the
// search differ: each untapped card, what each declares it to do.
func logDeclarations(t *testing.T, v *rules.View, medium, search *move) {
	t.Logf("  turn %d, lives %d/%d, hands %d/%d", v.Turn, v.Players[0].Life, v.Players[1].Life, v.Players[0].HandCount, v.Players[1].HandCount)
	does := func(who string, m *move, id rules.ObjID) string {
		for _, a := range m.acts {
			switch {
			case a.Obj != id:
			case a.Kind == rules.ActBlock:
				return " " + who + " blocks " + cardName(v, a.Target.Obj)
			default:
				return " " + who + " attacks"
			}
		}
		return ""
	}
	for i := range v.Battlefield {
		c := &v.Battlefield[i]
		if c.Def == nil || (cardvalue.IsLand(c) && c.Tapped) {
			continue
		}
		if cardvalue.IsLand(c) {
			t.Logf("    P%d land %s", c.Controller+1, c.Def.Name)
			continue
		}
		tag := does("medium", medium, c.ID) + does("search", search, c.ID)
		if c.Attacking != rules.NoSeat {
			tag += " attacking"
		}
		t.Logf("    P%d %s %d/%d tapped=%v sick=%v%s", c.Controller+1, c.Def.Name, c.Power, c.Toughness, c.Tapped, c.SummoningSick, tag)
	}
	for _, c := range v.Players[v.Seat].Hand {
		if c.Def != nil {
			t.Logf("    hand %s", c.Def.Name)
		}
	}
}

// moveClass is a coarse class of move m, other being the move it is
// compared with.
func moveClass(v *rules.View, m, other *move) string {
	if m.macro {
		switch {
		case len(m.acts) > len(other.acts):
			return "more"
		case len(m.acts) < len(other.acts):
			return "fewer"
		}
		return "as many"
	}
	a := m.acts[0]
	if c := medium.NewBoard(v).HandCard(a.Obj); a.Kind == rules.ActCast && c != nil && c.Def != nil {
		switch {
		case c.Def.IsCreature():
			return "cast creature"
		case c.Def.Types.IsPermanent():
			return "cast permanent"
		}
		return "cast spell"
	}
	return a.Kind.String()
}

// describeMove names a move's kind and cards.
func describeMove(v *rules.View, m *move) string {
	if m.macro {
		return fmt.Sprintf("declare %d", len(m.acts))
	}
	a := m.acts[0]
	s := a.Kind.String() + " " + cardName(v, a.Obj)
	if a.Target.Obj != rules.NoObj {
		s += " -> " + cardName(v, a.Target.Obj)
	} else if a.Target.Player != rules.NoSeat {
		s += " -> player"
	}
	return s
}

// cardName is the name of object id wherever v shows it.
func cardName(v *rules.View, id rules.ObjID) string {
	if c := medium.NewBoard(v).Card(id); c != nil && c.Def != nil {
		return c.Def.Name
	}
	if id == rules.NoObj {
		return ""
	}
	return fmt.Sprint(id)
}
