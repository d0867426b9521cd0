package lethaltest

import (
	"context"
	"fmt"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Levels makes the players of a position test for each seat i of it:
// Side the level tried on seat 0's side, Other the choices of the other
// Seats besides their attacks and blocks (medium's policy).
type Levels struct {
	Side  func(i int) aitest.Player
	Other func(i int) func(g *rules.Game) rules.Action
}

// declared is where the others' declarations have got to: the seat and
// kind of declaration, and the last object declared.
type declared struct {
	seat rules.Seat
	kind rules.DecisionKind
	last rules.ObjID
}

// Holds plays position g (built by stage for pos) to the end of its turn
// with fresh players of lv for seat 0's side and the others, trying every set of attacks and blocks the others could
// declare (each in increasing object order): in every one seat 0's side
// must win before the turn ends, or, when pos.survive, seat 0 must still
// be in the game. On failure it names the declarations that beat it.
func Holds(tb testing.TB, g *rules.Game, pos Position, lv Levels) (bool, string) {
	tb.Helper()
	runs := 0
	return explore(tb, g, pos, lv, nil, &runs)
}

// explore is holds after the others' declarations in prefix.
func explore(tb testing.TB, start *rules.Game, pos Position, lv Levels, prefix []rules.Action, runs *int) (bool, string) {
	tb.Helper()
	if *runs++; *runs > 400 {
		tb.Fatalf("%s: too many lines of declarations to try", pos.Name)
	}
	g := start.Clone()
	turn := g.Turn()
	players := map[rules.Seat]aitest.Player{}
	others := map[rules.Seat]func(*rules.Game) rules.Action{}
	for i := range pos.Seats {
		s := rules.Seat(i)
		if SameSide(g, s, 0) {
			players[s] = lv.Side(i)
		} else {
			others[s] = lv.Other(i)
		}
	}
	used, dc := 0, declared{seat: rules.NoSeat}
	for n := 0; n < 4000 && !g.Over() && g.Turn() == turn; n++ {
		d := g.Pending()
		if d.Seat != dc.seat || d.Kind != dc.kind {
			dc = declared{seat: rules.NoSeat}
		}
		var a rules.Action
		switch p := players[d.Seat]; {
		case p != nil:
			var err error
			if a, err = p.Choose(context.Background(), g.KnowledgeOf(d.Seat)); err != nil {
				tb.Fatal(err)
			}
		case d.Kind == rules.DecideAttackers || d.Kind == rules.DecideBlockers:
			if used == len(prefix) {
				for _, c := range declarations(g.Legal(), dc) {
					if ok, why := explore(tb, start, pos, lv, append(prefix[:len(prefix):len(prefix)], c), runs); !ok {
						return false, why
					}
				}
				return true, ""
			}
			a = prefix[used]
			used++
		default:
			a = others[d.Seat](g)
		}
		if _, err := g.Apply(a); err != nil {
			tb.Fatalf("%s: %v chose %+v: %v", pos.Name, d.Seat, a, err)
		}
		if a.Kind == rules.ActAttack || a.Kind == rules.ActBlock {
			dc = declared{seat: d.Seat, kind: d.Kind, last: a.Obj}
		}
	}
	why := fmt.Sprintf("after the others declared %v: turn %d, lives %v", prefix, g.Turn(), Lives(g))
	if pos.Survive {
		return !g.Player(0).Lost, why
	}
	for _, s := range g.Winners() {
		if SameSide(g, s, 0) {
			return true, ""
		}
	}
	return false, why
}

// declarations are the others' next attack or block declarations to try:
// each further creature (in increasing object order) at each target, and
// being done.
func declarations(legal []rules.Action, dc declared) []rules.Action {
	var out []rules.Action
	for _, a := range legal {
		switch a.Kind {
		case rules.ActAttack, rules.ActBlock:
			if dc.seat == rules.NoSeat || a.Obj > dc.last {
				out = append(out, a)
			}
		case rules.ActAttackDone, rules.ActBlockDone:
			out = append(out, a)
		}
	}
	return out
}

// Lives lists every seat's life.
func Lives(g *rules.Game) []int {
	var out []int
	for i := 0; i < g.Seats(); i++ {
		out = append(out, g.Player(rules.Seat(i)).Life)
	}
	return out
}

// TakesWins plays every position of list with lv for seat 0's side
// against every block and reports the names of those it did not win.
func TakesWins(t *testing.T, level string, lv Levels, list []Position) (missed []string) {
	t.Helper()
	c := Cards(t)
	for _, pos := range list {
		g := Stage(t, c, pos)
		if ok, why := Holds(t, g, pos, lv); !ok {
			missed = append(missed, pos.Name)
			t.Logf("%s: %s: %s", level, pos.Name, why)
		}
	}
	return missed
}
