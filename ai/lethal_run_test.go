package ai

import (
	"context"
	"fmt"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

// testIterations is the hard player's budget in the position tests.
const testIterations = 24

// holds plays position g (built by stage for pos) to the end of its turn
// with fresh players of level for seat 0's side and medium for the
// others, trying every set of attacks and blocks the others could
// declare (each in increasing object order): in every one seat 0's side
// must win before the turn ends, or, when pos.survive, seat 0 must still
// be in the game. On failure it names the declarations that beat it.
func holds(tb testing.TB, g *rules.Game, pos position, level string) (bool, string) {
	tb.Helper()
	runs := 0
	return explore(tb, g, pos, level, nil, &runs)
}

// explore is holds after the others' declarations in prefix.
func explore(tb testing.TB, start *rules.Game, pos position, level string, prefix []rules.Action, runs *int) (bool, string) {
	tb.Helper()
	if *runs++; *runs > 400 {
		tb.Fatalf("%s: too many lines of declarations to try", pos.name)
	}
	g := start.Clone()
	turn := g.Turn()
	players := map[rules.Seat]Player{}
	others := map[rules.Seat]*policy{}
	for i := range pos.seats {
		s := rules.Seat(i)
		if sameSide(g, s, 0) {
			p, err := New(level, 100+uint64(i), WithIterations(testIterations))
			if err != nil {
				tb.Fatal(err)
			}
			players[s] = p
		} else {
			others[s] = newPolicy(200+uint64(i), 0, nil, true)
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
					if ok, why := explore(tb, start, pos, level, append(prefix[:len(prefix):len(prefix)], c), runs); !ok {
						return false, why
					}
				}
				return true, ""
			}
			a = prefix[used]
			used++
		default:
			a = others[d.Seat].decide(&sampled{g: g})
		}
		if _, err := g.Apply(a); err != nil {
			tb.Fatalf("%s: %v chose %+v: %v", pos.name, d.Seat, a, err)
		}
		if a.Kind == rules.ActAttack || a.Kind == rules.ActBlock {
			dc = declared{seat: d.Seat, kind: d.Kind, last: a.Obj}
		}
	}
	why := fmt.Sprintf("after the others declared %v: turn %d, lives %v", prefix, g.Turn(), lives(g))
	if pos.survive {
		return !g.Player(0).Lost, why
	}
	for _, s := range g.Winners() {
		if sameSide(g, s, 0) {
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

// lives lists every seat's life.
func lives(g *rules.Game) []int {
	var out []int
	for i := 0; i < g.Seats(); i++ {
		out = append(out, g.Player(rules.Seat(i)).Life)
	}
	return out
}
