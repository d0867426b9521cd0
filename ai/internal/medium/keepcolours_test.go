package medium

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// The scenarios of colour-starved hands come from `kitchentable sim -ai
// hard,medium -seed 606064`, the second game of the pair: after a
// mulligan, the Red-Green Stampede deck held Sparkrunner, two Ironclad
// Duelists (red), a Mountain and three Forests, put the Mountain on the
// bottom and cast nothing until turn 8.

// shippedCards returns the shipped cards named, by name.
func shippedCards(t *testing.T, names ...string) map[string]*card.Def {
	t.Helper()
	sets, err := card.LoadFS(assets.Cards, ".")
	if err != nil {
		t.Fatal(err)
	}
	lib, err := card.NewLibrary(sets...)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*card.Def{}
	for _, n := range names {
		d, ok := lib.Card(n)
		if !ok {
			t.Fatalf("no card %q", n)
		}
		out[n] = d
	}
	return out
}

// stampedeCards are the Red-Green Stampede cards of the scenarios.
var stampedeCards = []string{"Mountain", "Forest", "Sparkrunner", "Ironclad Duelist", "Bloodrage Brute",
	"Thornback Boar", "Wild Vigor", "Surge of Sap", "Thicket Tender"}

// handView is a two-seat view for seat 0 holding hand (IDs from 20, in
// order) with lands (IDs from 1) on its battlefield, deciding d.
func handView(t *testing.T, hand, lands []string, d rules.Decision) *rules.View {
	t.Helper()
	c := shippedCards(t, stampedeCards...)
	var bf []rules.CardView
	for i, n := range lands {
		bf = append(bf, rules.CardView{ID: rules.ObjID(1 + i), Def: c[n], Owner: 0, Controller: 0, Zone: rules.ZoneBattlefield,
			Attacking: rules.NoSeat, Blocking: rules.NoObj, AttachedTo: rules.NoObj})
	}
	v := aitest.TableView(0, []int{0, 1}, []int{20, 20}, bf...)
	v.Step = rules.StepMain1
	for i, n := range hand {
		if c[n] == nil {
			t.Fatalf("no card %q", n)
		}
		v.Players[0].Hand = append(v.Players[0].Hand, rules.CardView{ID: rules.ObjID(20 + i), Def: c[n], Owner: 0, Controller: 0, Zone: rules.ZoneHand})
	}
	v.Players[0].HandCount, v.Players[1].HandCount = len(hand), 7
	v.Players[0].LibraryCount, v.Players[1].LibraryCount = 50, 50
	d.Seat, d.Source = 0, rules.NoObj
	v.Pending = d
	return v
}

// mediumMulligans reports whether medium takes a mulligan with hand,
// keeping now putting back put cards (the London mulligan's count).
func mediumMulligans(t *testing.T, hand []string, put int) bool {
	t.Helper()
	v := handView(t, hand, nil, rules.Decision{Kind: rules.DecideMulligan, Count: put})
	legal := []rules.Action{{Kind: rules.ActKeep, Obj: rules.NoObj}, {Kind: rules.ActMulligan, Obj: rules.NoObj}}
	return NewPolicy(1, 2, nil, true).mulligan(NewBoard(v), legal).Kind == rules.ActMulligan
}

// chosenFromHand is the name of the hand card medium chooses for purpose
// (one card) from hand, with lands on its battlefield.
func chosenFromHand(t *testing.T, purpose rules.Purpose, hand, lands []string) string {
	t.Helper()
	v := handView(t, hand, lands, rules.Decision{Kind: rules.DecideChoice, Purpose: purpose, Count: 1})
	var legal []rules.Action
	for _, c := range v.Players[0].Hand {
		legal = append(legal, rules.Action{Kind: rules.ActChoose, Obj: c.ID, Target: rules.PlayerTarget(rules.NoSeat)})
	}
	a := NewPolicy(1, 2, nil, true).choice(NewBoard(v), legal)
	if c := NewBoard(v).HandCard(a.Obj); c != nil {
		return c.Def.Name
	}
	return "nothing"
}

// TestKeepSevenColourStarvedIsAMulligan: two Forests with two green pump
// spells and three red creatures is a mulligan (the pumps have nothing
// to pump; no creature can be cast), though two of its spells are green;
// with a Mountain for a Forest it is kept.
func TestKeepSevenColourStarvedIsAMulligan(t *testing.T) {
	starved := []string{"Forest", "Forest", "Surge of Sap", "Wild Vigor", "Sparkrunner", "Ironclad Duelist", "Bloodrage Brute"}
	if !mediumMulligans(t, starved, 0) {
		t.Errorf("keeps %v", starved)
	}
	fed := []string{"Mountain", "Forest", "Surge of Sap", "Wild Vigor", "Sparkrunner", "Ironclad Duelist", "Bloodrage Brute"}
	if mediumMulligans(t, fed, 0) {
		t.Errorf("mulligans %v", fed)
	}
}

// TestKeepSixRunsTheColourCheck: after one mulligan, three Forests and
// four red spells are a mulligan (no land of the six kept casts a spell);
// the hand of seed 606064, with its Mountain, is kept.
func TestKeepSixRunsTheColourCheck(t *testing.T) {
	starved := []string{"Forest", "Forest", "Forest", "Sparkrunner", "Ironclad Duelist", "Ironclad Duelist", "Bloodrage Brute"}
	if !mediumMulligans(t, starved, 1) {
		t.Errorf("keeps six of %v", starved)
	}
	seed606064 := []string{"Sparkrunner", "Ironclad Duelist", "Mountain", "Forest", "Forest", "Forest", "Ironclad Duelist"}
	if mediumMulligans(t, seed606064, 1) {
		t.Errorf("mulligans six of %v", seed606064)
	}
}

// TestKeepFiveMulligansOnlyAHopelessHand: with five to keep, two Forests
// and red spells only go again; two Forests with a green Boar and red
// spells are kept, and with four to keep anything is.
func TestKeepFiveMulligansOnlyAHopelessHand(t *testing.T) {
	hopeless := []string{"Forest", "Forest", "Sparkrunner", "Ironclad Duelist", "Ironclad Duelist", "Bloodrage Brute", "Bloodrage Brute"}
	if !mediumMulligans(t, hopeless, 2) {
		t.Errorf("keeps five of %v", hopeless)
	}
	if mediumMulligans(t, hopeless, 3) {
		t.Errorf("mulligans four of %v", hopeless)
	}
	poor := []string{"Forest", "Forest", "Thornback Boar", "Ironclad Duelist", "Ironclad Duelist", "Bloodrage Brute", "Bloodrage Brute"}
	if mediumMulligans(t, poor, 2) {
		t.Errorf("mulligans five of %v", poor)
	}
}

// TestPutBackKeepsTheOnlyMountain: the hand of seed 606064 puts a Forest
// (or a spell) on the bottom, never its only red source.
func TestPutBackKeepsTheOnlyMountain(t *testing.T) {
	hand := []string{"Sparkrunner", "Ironclad Duelist", "Mountain", "Forest", "Forest", "Forest", "Ironclad Duelist"}
	if got := chosenFromHand(t, rules.ChooseBottom, hand, nil); got == "Mountain" {
		t.Errorf("puts the only Mountain on the bottom of %v", hand)
	}
}

// TestDiscardKeepsTheOnlySource: with five Forests out and eight cards at
// the end of the turn, the Mountain that alone casts the red spells stays
// and the second Forest goes (the lands of the hand are equal by count).
func TestDiscardKeepsTheOnlySource(t *testing.T) {
	hand := []string{"Mountain", "Forest", "Sparkrunner", "Ironclad Duelist", "Bloodrage Brute", "Thornback Boar", "Wild Vigor", "Surge of Sap"}
	out := []string{"Forest", "Forest", "Forest", "Forest", "Forest"}
	for _, purpose := range []rules.Purpose{rules.ChooseCleanupDiscard, rules.ChooseDiscard} {
		if got := chosenFromHand(t, purpose, hand, out); got != "Forest" {
			t.Errorf("%v: discards %s, want the Forest", purpose, got)
		}
	}
}

// TestDiscardCostCountsTheOnlySource: seven lands out and a Mountain that
// alone casts the red spells in hand: the Mountain is no spare card, so
// discarding one for an ability costs a card's worth.
func TestDiscardCostCountsTheOnlySource(t *testing.T) {
	out := []string{"Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"}
	v := handView(t, []string{"Mountain", "Ironclad Duelist", "Bloodrage Brute"}, out, rules.Decision{Kind: rules.DecidePriority})
	b := NewBoard(v)
	if got := b.discardCost(1, true); got < 1 {
		t.Errorf("discarding the only Mountain costs %v", got)
	}
	if got := b.discardCost(1, false); got >= 1 {
		t.Errorf("colours aside, discarding the eighth land costs %v; the test expects it spare", got)
	}
}

// TestCastManaCountsManaCreatures: a Forest and a Thicket Tender cast a
// two-mana green spell on turn two and pay the red Duelist only once a
// red source comes.
func TestCastManaCountsManaCreatures(t *testing.T) {
	c := shippedCards(t, stampedeCards...)
	hand := []*card.Def{c["Forest"], c["Thicket Tender"], c["Wild Vigor"], c["Ironclad Duelist"]}
	// Turn 1: Tender (1). Turn 2: one land and the Tender pay Vigor (2).
	if got := castMana(hand, false); got != 3 {
		t.Errorf("casts %d mana of spells, want 3", got)
	}
	if got := castMana(hand, true); got != 5 {
		t.Errorf("colours aside casts %d, want 5", got)
	}
}

// landlessThreeSeatChoice is the name of the card medium chooses for
// purpose among cands (being looked at) in a three-seat Landless game,
// where it judges cards by their worth (see byPlan), with hand in hand
// and mine played as its lands.
func landlessThreeSeatChoice(t *testing.T, purpose rules.Purpose, hand, cands, mine []string) string {
	t.Helper()
	v, c := landlessTable(t, hand, mine, nil, 80)
	v.Players = append(v.Players, rules.PlayerView{Seat: 2, Team: 2, Life: 20, HandCount: 7, LibraryCount: 80})
	return chosenAmong(v, c, purpose, cands)
}

// TestLandlessKeepWeighsColours: drawing one of two in a three-seat
// double draw, with green cards as its lands and in hand, medium keeps
// the green Shrew over the red Imp of the same size that nothing it has
// makes the colour of; with a red land out the two are worth the same
// and it keeps the first, the Imp.
func TestLandlessKeepWeighsColours(t *testing.T) {
	hand := []string{"Test Green Elk", "Test Green Cub"}
	cands := []string{"Test Red Imp", "Test Green Shrew"}
	if got := landlessThreeSeatChoice(t, rules.ChooseKeep, hand, cands, []string{"Test Green Cub", "Test Green Bear"}); got != "Test Green Shrew" {
		t.Errorf("green lands: keeps %s, want Test Green Shrew", got)
	}
	if got := landlessThreeSeatChoice(t, rules.ChooseKeep, hand, cands, []string{"Test Green Cub", "Test Red Imp"}); got != "Test Red Imp" {
		t.Errorf("red and green lands: keeps %s, want the first of two equals, Test Red Imp", got)
	}
}
