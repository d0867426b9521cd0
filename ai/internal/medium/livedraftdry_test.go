package medium

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

// dryTable is a Live-Draft pipeline table at seat 0's declaration of
// attackers on turn 40, the common library holding library cards and
// the row empty; lives are by seat and creatures[s] are seat s's.
func dryTable(t *testing.T, library int, lives []int, creatures ...[]string) *rules.View {
	lt := newLiveTable(t, rules.DrawPipeline, len(lives))
	for s := range lives {
		lt.V.Players[s].Life = lives[s]
		lt.V.Players[s].LibraryCount = library
		lt.play(rules.Seat(s), creatures[s]...)
	}
	lt.V.Turn, lt.V.Step = 40, rules.StepAttackers
	lt.V.Pending = rules.Decision{Seat: 0, Kind: rules.DecideAttackers, Source: rules.NoObj}
	return lt.V
}

// attackersBy runs p's attack declaration on v, through choose as a
// game would, until it is done, and returns how many creatures attack.
func attackersBy(t *testing.T, p *Policy, v *rules.View) int {
	t.Helper()
	return declareAttacks(t, v, p.Choose)
}

// declareAttacks offers choose every attack v's seat may still declare,
// marks each attacker chosen, and returns how many attack once choose
// says the attack is done.
func declareAttacks(t *testing.T, v *rules.View, choose func(*Board, []rules.Action) rules.Action) int {
	t.Helper()
	n := 0
	for range 10 {
		var legal []rules.Action
		for _, c := range v.Battlefield {
			if c.Controller == v.Seat && c.Attacking == rules.NoSeat {
				for _, f := range v.Players {
					if f.Team != v.Players[v.Seat].Team {
						legal = append(legal, rules.Action{Kind: rules.ActAttack, Obj: c.ID, Target: rules.PlayerTarget(f.Seat)})
					}
				}
			}
		}
		legal = append(legal, rules.Action{Kind: rules.ActAttackDone, Obj: rules.NoObj, Target: rules.PlayerTarget(rules.NoSeat)})
		a := choose(NewBoard(v), legal)
		if a.Kind != rules.ActAttack {
			return n
		}
		for i := range v.Battlefield {
			if v.Battlefield[i].ID == a.Obj {
				v.Battlefield[i].Attacking = a.Target.Player
				v.Battlefield[i].Tapped = true
			}
		}
		n++
	}
	t.Fatal("the attack never ends")
	return n
}

// withoutDry is the medium policy as it was before it knew dry games.
func withoutDry() *Policy {
	p := NewPolicy(1, 2, nil, true)
	p.k.dry = false
	return p
}

// withoutDryOrPressure is withoutDry without the pressure attacks too
// (see pressure), which would send the attackers of some dry-game
// tables on their own.
func withoutDryOrPressure() *Policy {
	p := withoutDry()
	p.k.pressure = -1
	return p
}

// fourSeatStandoff is four seats of a pipeline game: seat 0 at 10 life
// with a 5/5 and two 3/3s, three opponents at 20 with two small
// creatures each.
func fourSeatStandoff(t *testing.T, library int) *rules.View {
	return dryTable(t, library, []int{10, 20, 20, 20},
		[]string{"Test Giant", "Test Elk", "Test Elk"},
		[]string{"Test Bear", "Test Bear"},
		[]string{"Test Shade", "Test Bear"},
		[]string{"Test Bear", "Test Bear"})
}

func TestDryLiveDraftAttacksOneOpponentAtATime(t *testing.T) {
	// Counting every opponent's creatures against it at once (13 power
	// against 10 life), medium keeps its 5/5 and 3/3s home while cards
	// are still coming. With library and row exhausted it reckons with
	// one opponent's counter-attack at a time (5 at most) and attacks
	// with all three, none of which a 2/2 or 3/2 can kill.
	if n := attackersBy(t, NewPolicy(1, 2, nil, true), fourSeatStandoff(t, 40)); n != 0 {
		t.Errorf("with cards still to come medium attacks with %d creatures, want 0 (plain play unchanged)", n)
	}
	if n := attackersBy(t, withoutDry(), fourSeatStandoff(t, 0)); n != 0 {
		t.Errorf("without the dry-game rules medium attacks with %d creatures, want 0", n)
	}
	if n := attackersBy(t, NewPolicy(1, 2, nil, true), fourSeatStandoff(t, 0)); n != 3 {
		t.Errorf("with library and row exhausted medium attacks with %d creatures, want 3", n)
	}
}

func TestDryAlphaStrikeCountsBlockersThatDie(t *testing.T) {
	// Four 3/3s against a 5/5 and two 2/2s at 8 life: the 5/5 eats one
	// 3/3 and two are chumped, so only 3 gets through; but the chump
	// blockers are gone next turn, when three 3/3s against the 5/5 deal 6
	// more. Lethal in two attacks, so all four attack.
	v := func(library int) *rules.View {
		return dryTable(t, library, []int{20, 8},
			[]string{"Test Elk", "Test Elk", "Test Elk", "Test Elk"},
			[]string{"Test Giant", "Test Bear", "Test Bear"})
	}
	if n := attackersBy(t, withoutDryOrPressure(), v(0)); n != 0 {
		t.Errorf("without the dry-game rules %d 3/3s attack into the 5/5, want 0", n)
	}
	if n := attackersBy(t, NewPolicy(1, 2, nil, true), v(0)); n != 4 {
		t.Errorf("in a dry game %d 3/3s attack, want all 4", n)
	}
}

func TestDryStallEndsInAnAttack(t *testing.T) {
	// Two 3/3s and a 2/2 against a 5/5 and two 3/3s at 3 life: every
	// attack has a bad block, so medium waits at first. After
	// stallAllOut rounds in which nothing changed it attacks with all
	// three, since at 20 life it survives what can strike back.
	v := dryTable(t, 0, []int{20, 3},
		[]string{"Test Elk", "Test Elk", "Test Bear"},
		[]string{"Test Giant", "Test Elk", "Test Elk"})
	p := NewPolicy(1, 2, nil, true)
	if n := attackersBy(t, p, v); n != 0 {
		t.Fatalf("at the start of the stall %d creatures attack, want 0", n)
	}
	v.Turn += 2*stallAllOut - 1
	if n := attackersBy(t, p, v); n != 0 {
		t.Errorf("a turn short of %d stalled rounds %d creatures attack, want 0", stallAllOut, n)
	}
	v.Turn++
	if n := attackersBy(t, p, v); n != 3 {
		t.Errorf("after %d stalled rounds %d creatures attack, want 3", stallAllOut, n)
	}
	// Anything public changing restarts the clock.
	v.Players[1].Life = 2
	if n := attackersBy(t, p, v); n != 0 {
		t.Errorf("right after a change %d creatures attack, want 0", n)
	}
}
