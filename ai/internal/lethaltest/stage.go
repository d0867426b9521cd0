package lethaltest

import (
	"slices"
	"testing"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Seat is one seat of a position to build: the permanents it has
// out (lands included), the cards in its hand besides inert fillers, its
// Life and team, and whether it has already left the game.
type Seat struct {
	Field    []string
	Hand     []string
	Life     int
	Team     int
	Conceded bool
}

// Position is a position test: the seats, whose turn it is (its first
// main phase, before the land drop), whether the turn is shared by teams
// (Archenemy), and whether seat 0 must win this turn or only survive it.
type Position struct {
	Name    string
	Seats   []Seat
	TurnOf  rules.Seat
	Shared  bool
	Survive bool
}

// Filler is the inert card that pads every deck: nobody can cast it
// or play it as a land, so it only stands in for cards in hand and
// library.
const Filler = "Stage Boulder"

// stageFillers is how many fillers each deck holds.
const stageFillers = 12

// Stage builds pos in a real game: decks of each seat's cards and
// fillers, played by a plain driver (lands and the wanted permanents,
// never an attack, a block or a card of the hand to keep) until, at the
// start of the first main phase of the seat whose turn it is, every
// seat has exactly its permanents out, its hand cards in hand and its
// Life. It tries seeds until one deals the cards in time.
func Stage(tb testing.TB, cards map[string]*card.Def, pos Position) *rules.Game {
	tb.Helper()
	for seed := uint64(1); seed <= 300; seed++ {
		if g := tryStage(tb, cards, pos, seed); g != nil {
			return g
		}
	}
	tb.Fatalf("%s: no seed builds the position", pos.Name)
	return nil
}

// tryStage is one attempt of stage, nil when seed does not deal it.
func tryStage(tb testing.TB, cards map[string]*card.Def, pos Position, seed uint64) *rules.Game {
	tb.Helper()
	def := func(n string) *card.Def {
		d, ok := cards[n]
		if !ok {
			tb.Fatalf("%s: no card %q", pos.Name, n)
		}
		return d
	}
	var s rules.Setup
	for i, st := range pos.Seats {
		var deck []*card.Def
		for _, n := range append(append(slices.Clone(st.Field), st.Hand...), repeat(Filler, stageFillers)...) {
			deck = append(deck, def(n))
		}
		team := i
		if pos.Shared {
			team = st.Team
		}
		s.Players = append(s.Players, rules.PlayerSetup{Name: "Seat " + string(rune('A'+i)), Deck: deck, Life: st.Life, Team: team})
	}
	s.Options.MaxTurns = 60
	s.Options.FixedFirst, s.Options.FirstPlayer = true, pos.TurnOf
	s.Options.Mulligan = rules.MulliganNone
	s.Options.SharedTeamTurns = pos.Shared
	g, err := rules.New(s, seed)
	if err != nil {
		tb.Fatal(err)
	}
	for i, st := range pos.Seats {
		if st.Conceded {
			for _, a := range g.Concessions(nil) {
				if a.Target.Player == rules.Seat(i) {
					if _, err := g.Apply(a); err != nil {
						tb.Fatal(err)
					}
				}
			}
		}
	}
	for n := 0; n < 6000 && !g.Over() && g.Turn() < 40; n++ {
		if g.Turn() > 1 && staged(g, pos) {
			return g
		}
		a, ok := stageAction(g, pos)
		if !ok {
			return nil
		}
		if _, err := g.Apply(a); err != nil {
			tb.Fatalf("%s: staging: %v", pos.Name, err)
		}
	}
	return nil
}

// repeat is n copies of s.
func repeat(s string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = s
	}
	return out
}

// staged reports whether g is pos: the first priority of the first main
// phase of pos's seat, every seat's permanents, hand and life as wanted,
// and none of that seat's creatures summoning sick.
func staged(g *rules.Game, pos Position) bool {
	d := g.Pending()
	if !SameSide(g, g.Active(), pos.TurnOf) || g.Step() != rules.StepMain1 || d.Kind != rules.DecidePriority ||
		!SameSide(g, d.Seat, g.Active()) || g.Player(d.Seat).LandsPlayed > 0 {
		return false
	}
	v := g.View(pos.TurnOf)
	if len(v.Stack) > 0 {
		return false
	}
	for i, st := range pos.Seats {
		s := rules.Seat(i)
		p := g.Player(s)
		if st.Conceded {
			if !p.Lost {
				return false
			}
			continue
		}
		want := st.Life
		if want == 0 {
			want = 20
		}
		if p.Lost || p.Life != want || !sameNames(g, fieldOf(g, s), st.Field) {
			return false
		}
		if !sameNames(g, withoutFillers(g, p.Hand), st.Hand) {
			return false
		}
		if SameSide(g, s, pos.TurnOf) {
			for _, c := range g.View(s).Battlefield {
				if c.Controller == s && c.SummoningSick && cardvalue.IsCreature(&c) {
					return false
				}
			}
		}
	}
	return true
}

// SameSide reports whether seats a and b take their turns together.
func SameSide(g *rules.Game, a, b rules.Seat) bool {
	return a == b || (g.Options().SharedTeamTurns && g.Teammates(a, b))
}

// fieldOf lists the permanents s controls.
func fieldOf(g *rules.Game, s rules.Seat) []rules.ObjID {
	var out []rules.ObjID
	for _, id := range g.Battlefield() {
		if g.Obj(id).Controller == s {
			out = append(out, id)
		}
	}
	return out
}

// withoutFillers is ids without the stage's fillers.
func withoutFillers(g *rules.Game, ids []rules.ObjID) []rules.ObjID {
	var out []rules.ObjID
	for _, id := range ids {
		if g.Obj(id).Def.Name != Filler {
			out = append(out, id)
		}
	}
	return out
}

// sameNames reports whether ids are the cards named in names, in any order.
func sameNames(g *rules.Game, ids []rules.ObjID, names []string) bool {
	if len(ids) != len(names) {
		return false
	}
	var got []string
	for _, id := range ids {
		got = append(got, g.Obj(id).Def.Name)
	}
	want := slices.Clone(names)
	slices.Sort(got)
	slices.Sort(want)
	return slices.Equal(got, want)
}

// stageAction is the driver's action: on a seat's own turn with an empty
// stack, a land or permanent of its field still missing; otherwise pass,
// no attacks, no blocks; a filler discarded at cleanup. It reports false
// when the position can no longer be reached (a wanted card must go).
func stageAction(g *rules.Game, pos Position) (rules.Action, bool) {
	d := g.Pending()
	legal := g.Legal()
	switch d.Kind {
	case rules.DecidePriority:
		if SameSide(g, d.Seat, g.Active()) && len(g.View(d.Seat).Stack) == 0 && (g.Step() == rules.StepMain1 || g.Step() == rules.StepMain2) {
			missing := missingField(g, d.Seat, pos.Seats[d.Seat].Field)
			for _, a := range legal {
				if (a.Kind == rules.ActPlayLand || a.Kind == rules.ActCast) && slices.Contains(missing, g.Obj(a.Obj).Def.Name) {
					return a, true
				}
			}
		}
		return pick.Pass(legal), true
	case rules.DecideAttackers:
		return pick.Done(rules.DecideAttackers), true
	case rules.DecideBlockers:
		return pick.Done(rules.DecideBlockers), true
	case rules.DecidePay:
		return pick.Pay(legal), true
	case rules.DecideX:
		return pick.LargestX(legal), true
	case rules.DecideTarget:
		// The toughest creature: a staged trigger hurts nobody's life.
		best, bt := pick.Fallback(legal), -1
		for _, a := range legal {
			if a.Kind == rules.ActTarget && !a.Target.IsPlayer() {
				if o := g.Obj(a.Target.Obj); o != nil && int(o.Toughness) > bt {
					best, bt = a, int(o.Toughness)
				}
			}
		}
		return best, true
	case rules.DecideChoice:
		if d.Purpose == rules.ChooseCleanupDiscard {
			for _, a := range legal {
				if a.Kind == rules.ActChoose && g.Obj(a.Obj).Def.Name == Filler {
					return a, true
				}
			}
			return rules.Action{}, false
		}
	}
	return pick.Fallback(legal), true
}

// missingField lists the names of want not yet on s's battlefield.
func missingField(g *rules.Game, s rules.Seat, want []string) []string {
	left := slices.Clone(want)
	for _, id := range fieldOf(g, s) {
		if i := slices.Index(left, g.Obj(id).Def.Name); i >= 0 {
			left = slices.Delete(left, i, i+1)
		}
	}
	return left
}
