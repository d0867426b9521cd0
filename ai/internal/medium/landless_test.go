package medium

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/rules"
)

// landlessTestCards are spells of every colour for the Landless scenarios
// (no land among them: under Landless any card may be one).
const landlessTestCards = `
card: Test Green Bear
type: Creature — Bear
rarity: common
cost: {1}{G}
pt: 2/2

card: Test Green Cub
type: Creature — Bear
rarity: common
cost: {G}
pt: 1/1

card: Test Green Elk
type: Creature — Elk
rarity: common
cost: {2}{G}
pt: 3/3

card: Test Green Shrew
type: Creature — Shrew
rarity: common
cost: {1}{G}
pt: 2/1

card: Test Blue Wisp
type: Creature — Spirit
rarity: common
cost: {U}
pt: 1/1

card: Test Blue Bear
type: Creature — Bear
rarity: common
cost: {1}{U}
pt: 2/2

card: Test Red Imp
type: Creature — Imp
rarity: common
cost: {1}{R}
pt: 2/1

card: Test Red Giant
type: Creature — Giant
rarity: uncommon
cost: {2}{R}{R}
pt: 5/5
keywords: trample

card: Test Black Rat
type: Creature — Rat
rarity: common
cost: {1}{B}
pt: 2/1

card: Test White Owl
type: Creature — Bird
rarity: common
cost: {1}{W}
pt: 1/2
keywords: flying

card: Test Titan
type: Creature — Giant
rarity: rare
cost: {5}{G}{U}
pt: 7/7
`

// landlessTable is a two-seat Landless view for seat 0 with a shared
// library of libSize cards, its hand named by hand (IDs from 200), and
// cards played as lands: mine for seat 0, theirs for seat 1.
func landlessTable(t testing.TB, hand, mine, theirs []string, libSize int) (*rules.View, map[string]*card.Def) {
	t.Helper()
	set, err := card.Parse("landless.cards", strings.NewReader("set: AI Landless tests\ncode: AILT\n"+landlessTestCards))
	if err != nil {
		t.Fatal(err)
	}
	c := map[string]*card.Def{}
	for _, d := range set.Cards {
		c[d.Name] = d
	}
	var bf []rules.CardView
	for s, names := range [][]string{mine, theirs} {
		for i, n := range names {
			d := c[n]
			if d == nil {
				t.Fatalf("no card %q", n)
			}
			bf = append(bf, rules.CardView{ID: rules.ObjID(100 + 10*s + i), Def: d, LandDef: rules.LandIdentity(d, nil),
				Owner: rules.Seat(s), Controller: rules.Seat(s), Zone: rules.ZoneBattlefield,
				Attacking: rules.NoSeat, Blocking: rules.NoObj, AttachedTo: rules.NoObj})
		}
	}
	v := aitest.TableView(0, []int{0, 1}, []int{20, 20}, bf...)
	v.Step = rules.StepMain1
	v.Options.Land, v.Options.Library = rules.LandAnyCard, rules.SharedLibrary
	for i, n := range hand {
		if c[n] == nil {
			t.Fatalf("no card %q", n)
		}
		v.Players[0].Hand = append(v.Players[0].Hand, rules.CardView{ID: rules.ObjID(200 + i), Def: c[n], Owner: 0, Controller: 0, Zone: rules.ZoneHand})
	}
	for i := range v.Players {
		v.Players[i].HandCount, v.Players[i].LibraryCount = 7, libSize
	}
	v.Players[0].HandCount = len(hand)
	return v, c
}

// landlessLandPlayed is the name of the hand card the medium player plays
// as a land under Landless.
func landlessLandPlayed(t *testing.T, hand, mine []string) string {
	t.Helper()
	v, _ := landlessTable(t, hand, mine, nil, 60)
	legal := []rules.Action{{Kind: rules.ActPass, Obj: rules.NoObj}}
	for _, c := range v.Players[0].Hand {
		legal = append(legal, rules.Action{Kind: rules.ActPlayLand, Obj: c.ID})
	}
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecidePriority, Source: rules.NoObj}
	a, ok := NewPolicy(1, 0, nil, true).chooseLand(NewBoard(v), legal)
	if !ok {
		t.Fatal("no card played as a land")
	}
	return NewBoard(v).HandCard(a.Obj).Def.Name
}

// TestLandlessLandMakesTheColourTheHandNeeds: the card that becomes the
// land is one whose colour the rest of the hand needs, even when another
// card is worth less as a spell: with two green spells beside a blue one
// a green card becomes the land, and with two blue beside a green a blue.
func TestLandlessLandMakesTheColourTheHandNeeds(t *testing.T) {
	cases := []struct {
		hand []string
		want []string
	}{
		{[]string{"Test Green Bear", "Test Green Elk", "Test Blue Wisp"}, []string{"Test Green Bear", "Test Green Elk"}},
		{[]string{"Test Blue Bear", "Test Blue Bear", "Test Green Cub"}, []string{"Test Blue Bear"}},
	}
	for _, tc := range cases {
		got := landlessLandPlayed(t, tc.hand, nil)
		ok := false
		for _, w := range tc.want {
			ok = ok || got == w
		}
		if !ok {
			t.Errorf("hand %v: plays %s as the land, want one of %v", tc.hand, got, tc.want)
		}
	}
}

// TestLandlessLandAddsTheMissingColour: with a green land out, the Bear's
// green is made and the Imp's red is missing; the blue Wisp is worth
// least as a spell but its blue is needed by nothing, so the land is the
// red Giant (too dear to cast soon), making the red the Imp needs.
func TestLandlessLandAddsTheMissingColour(t *testing.T) {
	got := landlessLandPlayed(t, []string{"Test Green Bear", "Test Red Imp", "Test Red Giant", "Test Blue Wisp"}, []string{"Test Green Cub"})
	if got != "Test Red Giant" {
		t.Errorf("plays %s as the land, want Test Red Giant (makes the red the Imp needs)", got)
	}
}

// landlessMulliganChoice is the medium player's keep or mulligan of a
// seven-card Landless opening hand under the mulligan rule m.
func landlessMulliganChoice(t *testing.T, hand []string, m rules.MulliganRule) rules.ActionKind {
	t.Helper()
	v, _ := landlessTable(t, hand, nil, nil, 70)
	v.Options.Mulligan = m
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecideMulligan, Source: rules.NoObj}
	legal := []rules.Action{{Kind: rules.ActKeep, Obj: rules.NoObj}, {Kind: rules.ActMulligan, Obj: rules.NoObj}}
	return NewPolicy(1, 0, nil, true).mulligan(NewBoard(v), legal).Kind
}

// TestLandlessMediumMulligansAHandItCannotCast: under Landless and under
// double draw the medium player mulligans seven cards that cost five
// colours and six to seven mana (nothing cast in four turns), and keeps
// seven that make each other's colours and curve out.
func TestLandlessMediumMulligansAHandItCannotCast(t *testing.T) {
	bad := []string{"Test Titan", "Test Titan", "Test Titan", "Test Titan", "Test Titan", "Test Titan", "Test Red Giant"}
	good := []string{"Test Green Cub", "Test Green Bear", "Test Green Bear", "Test Green Elk", "Test Green Elk", "Test Blue Bear", "Test Red Giant"}
	for _, m := range []rules.MulliganRule{rules.MulliganLondon, rules.MulliganDoubleDraw} {
		if got := landlessMulliganChoice(t, bad, m); got != rules.ActMulligan {
			t.Errorf("mulligan rule %d: %v with six Titans, want a mulligan", m, got)
		}
		if got := landlessMulliganChoice(t, good, m); got != rules.ActKeep {
			t.Errorf("mulligan rule %d: %v with a green curve, want a keep", m, got)
		}
	}
}

// landlessChosen returns the name of the card the medium player picks for
// purpose among cands (IDs from 300, being looked at), with the shared
// library holding libSize cards.
func landlessChosen(t *testing.T, purpose rules.Purpose, hand, cands, mine, theirs []string, libSize int) string {
	t.Helper()
	v, c := landlessTable(t, hand, mine, theirs, libSize)
	return chosenAmong(v, c, purpose, cands)
}

// chosenAmong returns the name of the card the medium player picks for
// purpose among cands (by name in c, IDs from 300, being looked at) at
// the table v.
func chosenAmong(v *rules.View, c map[string]*card.Def, purpose rules.Purpose, cands []string) string {
	var legal []rules.Action
	for i, n := range cands {
		id := rules.ObjID(300 + i)
		v.Looking = append(v.Looking, rules.CardView{ID: id, Def: c[n], Owner: 0, Controller: 0, Zone: rules.ZoneLooking})
		legal = append(legal, rules.Action{Kind: rules.ActChoose, Obj: id, Target: rules.PlayerTarget(rules.NoSeat)})
	}
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecideChoice, Purpose: purpose, Count: 1, Source: rules.NoObj}
	a := NewPolicy(1, 0, nil, true).choice(NewBoard(v), legal)
	for _, l := range v.Looking {
		if l.ID == a.Obj {
			return l.Def.Name
		}
	}
	return "nothing"
}

// TestDoubleDrawKeepCountsWhatTheBottomGivesTheOpponent: drawing one of
// two, the medium player (green, two lands) takes the green Bear over the
// red Giant while the library is deep; with two cards left, the card not
// kept goes to the opponent's next draw, and the Giant in the opponent's
// red is kept so that the opponent does not get it.
func TestDoubleDrawKeepCountsWhatTheBottomGivesTheOpponent(t *testing.T) {
	hand := []string{"Test Green Elk", "Test Green Cub"}
	cands := []string{"Test Green Bear", "Test Red Giant"}
	mine := []string{"Test Green Cub", "Test Green Bear"}
	theirs := []string{"Test Red Imp", "Test Red Imp", "Test Red Imp"}
	if got := landlessChosen(t, rules.ChooseKeep, hand, cands, mine, theirs, 80); got != "Test Green Bear" {
		t.Errorf("deep library: keeps %s, want Test Green Bear", got)
	}
	if got := landlessChosen(t, rules.ChooseKeep, hand, cands, mine, theirs, 2); got != "Test Red Giant" {
		t.Errorf("two cards left: keeps %s, want Test Red Giant (the opponent's colour)", got)
	}
}

// TestDoubleDrawBottomPutsTheOpponentsCardDeepest: ordering two cards on
// the bottom of the shared library, the medium player puts first (so
// nearer the top) the one worth less to the red opponent, and the red
// Giant under it.
func TestDoubleDrawBottomPutsTheOpponentsCardDeepest(t *testing.T) {
	theirs := []string{"Test Red Imp", "Test Red Imp", "Test Red Imp"}
	for _, cands := range [][]string{{"Test Red Giant", "Test Blue Bear"}, {"Test Blue Bear", "Test Red Giant"}} {
		if got := landlessChosen(t, rules.ChooseBottom, nil, cands, nil, theirs, 20); got != "Test Blue Bear" {
			t.Errorf("%v: puts %s on the bottom first, want Test Blue Bear", cands, got)
		}
	}
}

// TestDoubleDrawOpeningPutsBackTheCardsOffItsColours: keeping seven of
// fourteen, the medium player puts back the six cards of colours its
// green cards do not make, and one green card more.
func TestDoubleDrawOpeningPutsBackTheCardsOffItsColours(t *testing.T) {
	hand := []string{"Test Green Cub", "Test Green Cub", "Test Green Bear", "Test Green Bear", "Test Green Elk", "Test Green Elk", "Test Green Bear", "Test Green Cub",
		"Test Blue Wisp", "Test Red Imp", "Test Black Rat", "Test White Owl", "Test Black Rat", "Test White Owl"}
	v, _ := landlessTable(t, hand, nil, nil, 72)
	v.Options.Mulligan = rules.MulliganDoubleDraw
	p := NewPolicy(1, 0, nil, true)
	off := 0
	for n := 7; n > 0; n-- {
		v.Pending = rules.Decision{Seat: 0, Kind: rules.DecideChoice, Purpose: rules.ChooseBottom, Count: n, Source: rules.NoObj}
		var legal []rules.Action
		for _, c := range v.Players[0].Hand {
			legal = append(legal, rules.Action{Kind: rules.ActChoose, Obj: c.ID, Target: rules.PlayerTarget(rules.NoSeat)})
		}
		a := p.choice(NewBoard(v), legal)
		h := v.Players[0].Hand
		for i := range h {
			if h[i].ID == a.Obj {
				if h[i].Def.Cost.Colored[mana.Green] == 0 {
					off++
				}
				v.Players[0].Hand = append(h[:i:i], h[i+1:]...)
				break
			}
		}
	}
	if off != 6 {
		t.Errorf("put back %d of the six off-colour cards, want all six", off)
	}
}

// BenchmarkDoubleDrawOpeningPutBack times the medium player's first
// put-back of seven of a fourteen-card double draw opening hand (the
// costliest Landless choice: it works out all seven).
func BenchmarkDoubleDrawOpeningPutBack(b *testing.B) {
	hand := []string{"Test Green Cub", "Test Titan", "Test Green Bear", "Test Red Giant", "Test Green Elk", "Test Blue Bear", "Test Green Bear", "Test Green Cub",
		"Test Blue Wisp", "Test Red Imp", "Test Black Rat", "Test White Owl", "Test Black Rat", "Test White Owl"}
	v, _ := landlessTable(b, hand, nil, nil, 72)
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecideChoice, Purpose: rules.ChooseBottom, Count: 7, Source: rules.NoObj}
	var legal []rules.Action
	for _, c := range v.Players[0].Hand {
		legal = append(legal, rules.Action{Kind: rules.ActChoose, Obj: c.ID, Target: rules.PlayerTarget(rules.NoSeat)})
	}
	p := NewPolicy(1, 0, nil, true)
	b.ResetTimer()
	for range b.N {
		p.choice(NewBoard(v), legal)
	}
}

// TestLandlessKeepsByPlanAgainstOneByWorthAgainstMore: drawing one of a
// Bear and a seven-mana Titan with two lands out, the medium player keeps
// the Bear the next turns can use against one opponent (the plan), and
// the Titan, worth more, against two (the longer game of byPlan).
func TestLandlessKeepsByPlanAgainstOneByWorthAgainstMore(t *testing.T) {
	hand := []string{"Test Green Elk", "Test Green Cub"}
	cands := []string{"Test Green Bear", "Test Titan"}
	mine := []string{"Test Green Cub", "Test Blue Wisp"}
	if got := landlessChosen(t, rules.ChooseKeep, hand, cands, mine, nil, 80); got != "Test Green Bear" {
		t.Errorf("one opponent: keeps %s, want Test Green Bear", got)
	}
	v, c := landlessTable(t, hand, mine, nil, 80)
	v.Players = append(v.Players, rules.PlayerView{Seat: 2, Team: 2, Life: 20, HandCount: 7, LibraryCount: 80})
	var legal []rules.Action
	for i, n := range cands {
		id := rules.ObjID(300 + i)
		v.Looking = append(v.Looking, rules.CardView{ID: id, Def: c[n], Owner: 0, Controller: 0, Zone: rules.ZoneLooking})
		legal = append(legal, rules.Action{Kind: rules.ActChoose, Obj: id, Target: rules.PlayerTarget(rules.NoSeat)})
	}
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecideChoice, Purpose: rules.ChooseKeep, Count: 1, Source: rules.NoObj}
	a := NewPolicy(1, 0, nil, true).choice(NewBoard(v), legal)
	if a.Obj != 301 {
		t.Errorf("two opponents: keeps card %d, want the Titan (301)", a.Obj)
	}
}
