package medium

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/rules"
)

// attackersChosen runs the medium policy's attack declaration on v until
// it is done, marking each chosen attacker, and returns how many attack.
func attackersChosen(t *testing.T, v *rules.View) int {
	t.Helper()
	return declareAttacks(t, v, NewPolicy(1, 2, nil, true).attack)
}

// teamTable is an archenemy at 4 life behind a 5/5 against a team of
// three, each with a 2/2; seat 1 declares first.
func teamTable(t *testing.T, shared bool) *rules.View {
	c := aitest.SchemeCards(t, "")
	v := aitest.TableView(1, []int{0, 1, 1, 1}, []int{4, 20, 20, 20},
		aitest.CreatureOn(1, c["Test Giant"], 0), aitest.CreatureOn(2, c["Test Bear"], 1), aitest.CreatureOn(3, c["Test Bear"], 2), aitest.CreatureOn(4, c["Test Bear"], 3))
	v.Pending = rules.Decision{Seat: 1, Kind: rules.DecideAttackers, Source: rules.NoObj}
	v.Options.SharedTeamTurns = shared
	return v
}

func TestTeamAttacksTogetherForLethal(t *testing.T) {
	// Alone, a 2/2 does not attack into a 5/5; with two teammates still to
	// declare, three 2/2s against one blocker deal 4, the archenemy's life.
	if n := attackersChosen(t, teamTable(t, false)); n != 0 {
		t.Errorf("without shared turns the bear attacks into the giant (%d attackers)", n)
	}
	if n := attackersChosen(t, teamTable(t, true)); n != 1 {
		t.Errorf("in a shared team turn the first bear holds back (%d attackers)", n)
	}
}

func TestLastTeammateCountsDeclaredAttackers(t *testing.T) {
	// Seats 1 and 2 have declared their bears; seat 3's joins for lethal.
	v := teamTable(t, true)
	v.Seat, v.Pending.Seat = 3, 3
	for i := range v.Battlefield {
		if c := &v.Battlefield[i]; c.Controller == 1 || c.Controller == 2 {
			c.Attacking, c.Tapped = 0, true
		}
	}
	if n := attackersChosen(t, v); n != 1 {
		t.Errorf("the last bear holds back though the team's attack is lethal (%d attackers)", n)
	}
}

// tollTable is a team seat (1) with the given bears against an archenemy
// at 40 life with no creatures, with Test Toll face up when toll is set.
func tollTable(t *testing.T, bears int, toll bool) *rules.View {
	scheme := ""
	if toll {
		scheme = "Test Toll"
	}
	return schemeTable(t, bears, scheme)
}

// schemeTable is tollTable with the named scheme (if any) face up.
func schemeTable(t *testing.T, bears int, scheme string) *rules.View {
	c := aitest.SchemeCards(t, "")
	var bf []rules.CardView
	for i := range bears {
		bf = append(bf, aitest.CreatureOn(rules.ObjID(i+1), c["Test Bear"], 1))
	}
	v := aitest.TableView(1, []int{0, 1}, []int{40, 20}, bf...)
	v.Pending = rules.Decision{Seat: 1, Kind: rules.DecideAttackers, Source: rules.NoObj}
	if scheme != "" {
		v.Players[0].Command = []rules.CardView{{ID: 50, Def: c[scheme], Owner: 0, Controller: 0, Zone: rules.ZoneCommand}}
	}
	return v
}

func TestSmallAttackHeldBackByAPunishingScheme(t *testing.T) {
	if n := attackersChosen(t, tollTable(t, 1, false)); n != 1 {
		t.Fatalf("a bear facing an empty board does not attack (%d)", n)
	}
	// Losing 3 life for 2 damage to a 40-life archenemy is a bad deal.
	if n := attackersChosen(t, tollTable(t, 1, true)); n != 0 {
		t.Errorf("a lone bear attacks into the toll scheme")
	}
	// Three bears deal 6: worth the toll.
	if n := attackersChosen(t, tollTable(t, 3, true)); n != 3 {
		t.Errorf("%d of three bears attack into the toll scheme, want all", n)
	}
}

func TestOpponentsChoiceTakesTheLesserEvil(t *testing.T) {
	c := aitest.SchemeCards(t, "")
	for _, tc := range []struct {
		life int
		want int16
	}{{20, 0}, {3, 1}} {
		v := aitest.TableView(1, []int{0, 1}, []int{40, tc.life}, aitest.CreatureOn(1, c["Test Giant"], 1))
		v.Players[0].Command = []rules.CardView{{ID: 50, Def: c["Test Dilemma"], Owner: 0, Controller: 0, Zone: rules.ZoneCommand}}
		v.Pending = rules.Decision{Seat: 1, Kind: rules.DecideChoice, Purpose: rules.ChooseOption, Source: 50}
		legal := []rules.Action{{Kind: rules.ActChoose, Obj: rules.NoObj, Index: 0}, {Kind: rules.ActChoose, Obj: rules.NoObj, Index: 1}}
		p := NewPolicy(1, 2, nil, true)
		if a := p.choice(NewBoard(v), legal); a.Index != tc.want {
			t.Errorf("at %d life chose option %d (lose 4 life or sacrifice the giant), want %d", tc.life, a.Index, tc.want)
		}
	}
}

func TestAttackThatAbandonsASchemeIsWorthItsToll(t *testing.T) {
	// Each attack gives the archenemy a 2/3: a lone bear stays home...
	if n := attackersChosen(t, schemeTable(t, 1, "Test Sentry")); n != 0 {
		t.Errorf("a lone bear feeds the sentry scheme a scarecrow")
	}
	// ...unless its hit abandons the scheme.
	if n := attackersChosen(t, schemeTable(t, 1, "Test Watch")); n != 1 {
		t.Errorf("a lone bear does not attack to abandon the watch scheme")
	}
}

// swarmTable is seat 1 with two bears and seats 2 and 3 with one each,
// against an archenemy at 40 life behind one 3/3.
func swarmTable(t *testing.T, shared bool) *rules.View {
	c := aitest.SchemeCards(t, "")
	v := aitest.TableView(1, []int{0, 1, 1, 1}, []int{40, 20, 20, 20},
		aitest.CreatureOn(1, c["Test Ogre"], 0), aitest.CreatureOn(2, c["Test Bear"], 1), aitest.CreatureOn(3, c["Test Bear"], 1),
		aitest.CreatureOn(4, c["Test Bear"], 2), aitest.CreatureOn(5, c["Test Bear"], 3))
	v.Pending = rules.Decision{Seat: 1, Kind: rules.DecideAttackers, Source: rules.NoObj}
	v.Options.SharedTeamTurns = shared
	return v
}

func TestTeamSwarmsALoneBlocker(t *testing.T) {
	// A bear alone does not attack into a 3/3...
	if n := attackersChosen(t, swarmTable(t, false)); n != 0 {
		t.Errorf("without shared turns %d bears attack into the ogre", n)
	}
	// ...but four bears of one team against one blocker all go.
	if n := attackersChosen(t, swarmTable(t, true)); n != 2 {
		t.Errorf("in a shared team turn %d of seat 1's two bears attack, want both", n)
	}
}

func TestRumbleAttacksTheVillainWithoutAToll(t *testing.T) {
	// Seat 0 attacks with three bears; seats 1 and 2 are equal but for
	// seat 1's toll scheme, so the attack goes to seat 2.
	c := aitest.SchemeCards(t, "")
	v := aitest.TableView(0, []int{0, 1, 2}, []int{40, 40, 40},
		aitest.CreatureOn(1, c["Test Bear"], 0), aitest.CreatureOn(2, c["Test Bear"], 0), aitest.CreatureOn(3, c["Test Bear"], 0))
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecideAttackers, Source: rules.NoObj}
	v.Players[1].Command = []rules.CardView{{ID: 50, Def: c["Test Toll"], Owner: 1, Controller: 1, Zone: rules.ZoneCommand}}
	if n := attackersChosen(t, v); n != 3 {
		t.Fatalf("%d bears attack, want 3", n)
	}
	for _, b := range v.Battlefield {
		if b.Attacking != 2 {
			t.Errorf("bear %d attacks %s, not the villain without a toll", b.ID, b.Attacking)
		}
	}
}

func TestEqualOpponentsTheNextSeatIsAttacked(t *testing.T) {
	// Three equal villains: seat 2 attacks seat 3 (the next), not seat 1.
	c := aitest.SchemeCards(t, "")
	v := aitest.TableView(1, []int{0, 1, 2}, []int{40, 40, 40}, aitest.CreatureOn(1, c["Test Bear"], 1))
	v.Pending = rules.Decision{Seat: 1, Kind: rules.DecideAttackers, Source: rules.NoObj}
	if n := attackersChosen(t, v); n != 1 || v.Battlefield[0].Attacking != 2 {
		t.Errorf("the bear attacks %s, want P3, the next seat", v.Battlefield[0].Attacking)
	}
}
