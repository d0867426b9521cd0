package rules

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// archenemyCards are the schemes and cards of the Archenemy scenarios.
const archenemyCards = `set: Archenemy Tests
code: ARCT

card: Plot of Plenty
type: Scheme
rarity: common
trigger: set-in-motion -> gain-life 3

card: Plot of Fire
type: Scheme
rarity: common
trigger: set-in-motion -> damage 2 who:each-opponent

card: Plot of Imps
type: Scheme
rarity: common
trigger: set-in-motion -> create 2 Cellar Imp

card: Plot Within a Plot
type: Scheme
rarity: common
trigger: set-in-motion -> set-in-motion

card: Tollgate Reign
type: Ongoing Scheme
rarity: common
static: buff +1/+0 affects:creatures/you
trigger: opponent-attacks -> lose-life 2 who:that-player
trigger: combat-damage-to-you -> abandon

card: Watchful Reign
type: Ongoing Scheme
rarity: common
trigger: opponent-upkeep -> lose-life 1 who:that-player
trigger: opponent-casts:creature -> draw 1
trigger: end-step -> abandon

card: Bitter Tithe
type: Ongoing Scheme
rarity: common
trigger: combat-damage-to-you -> damage 1 who:that-player
trigger: upkeep -> abandon

card: The Larder Is Mine
type: Scheme
rarity: common
trigger: set-in-motion -> each-opponent-chooses (lose-life 3) or (sacrifice 1 ; draw 1 who:owner)

card: Plot of Tribute
type: Scheme
rarity: common
trigger: set-in-motion -> each-opponent-chooses (lose-life 3) or (sacrifice 1)

card: Tax the Pantry
type: Scheme
rarity: common
trigger: set-in-motion -> each-opponent-chooses (discard 1) or (damage 2 who:you ; create Cellar Imp)

token: Cellar Imp
type: Creature — Imp
colors: B
pt: 1/1
`

// archenemyDefs parses archenemyCards once per test, by name.
func archenemyDefs(t testing.TB) map[string]*card.Def {
	t.Helper()
	set, err := card.Parse("arch.cards", strings.NewReader(archenemyCards))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*card.Def{}
	for _, d := range append(set.Cards, set.Tokens...) {
		out[d.Name] = d
	}
	return out
}

// newArchenemy starts an Archenemy scenario of n seats (see newScenario):
// P1 is the archenemy at 40 life, the others one team at 20 sharing their
// turns; it is P1's main phase and nobody has schemes yet.
func newArchenemy(t testing.TB, n int) *scenario {
	teams := make([]int, n)
	for i := 1; i < n; i++ {
		teams[i] = 1
	}
	return newScenario(t, n, withTeams(teams...), withOptions(func(o *Options) { o.SharedTeamTurns = true }),
		func(s *Setup) { s.Players[0].Life = 40 })
}

// schemes puts face-down schemes at the bottom of seat's scheme deck, in
// order (the first given is the highest).
func (sc *scenario) schemes(seat Seat, ds ...*card.Def) []ObjID {
	var ids []ObjID
	for _, d := range ds {
		id := sc.add(seat, d, ZoneCommand)
		sc.g.objs[id].FaceDown = true
		ids = append(ids, id)
	}
	sc.touch()
	return ids
}

// setInMotion sets the top scheme of seat's scheme deck in motion as the
// turn-based action does, and lets the game put its triggers on the stack.
func (sc *scenario) setInMotion(seat Seat) {
	sc.t.Helper()
	sc.g.setSchemeInMotion(seat)
	sc.g.sbaDue = true
	sc.g.advance()
	sc.touch()
}

// archenemySetup is the Archenemy set-up of package variant for n seats,
// with a scheme deck for the archenemy.
func archenemySetup(n int, schemes []*card.Def) Setup {
	s := Setup{Options: Options{SharedTeamTurns: true, FixedFirst: true, FirstPlayer: 0, Mulligan: MulliganNone, HandSize: -1}}
	for i := 0; i < n; i++ {
		p := PlayerSetup{Deck: testDeck(), Life: 20, Team: 1}
		if i == 0 {
			p.Life, p.Team, p.Command = 40, 0, schemes
		}
		s.Players = append(s.Players, p)
	}
	return s
}

// twentySchemes is a scheme deck of the four plain test schemes, five each.
func twentySchemes(defs map[string]*card.Def) []*card.Def {
	var out []*card.Def
	for i := 0; i < 20; i++ {
		out = append(out, defs[[]string{"Plot of Plenty", "Plot of Fire", "Plot of Imps", "Bitter Tithe"}[i%4]])
	}
	return out
}

// 904.5: the archenemy starts at 40 life, everyone else at 20; 904.6: the
// archenemy takes the first turn; the team shares it.
func TestArchenemyLifeAndFirstTurn(t *testing.T) {
	defs := archenemyDefs(t)
	g, err := New(archenemySetup(4, twentySchemes(defs)), 3)
	if err != nil {
		t.Fatal(err)
	}
	for s, want := range []int{40, 20, 20, 20} {
		if got := g.players[s].Life; got != want {
			t.Errorf("seat %d starts at %d life, want %d", s+1, got, want)
		}
	}
	if g.Active() != P1 || g.Turn() != 1 {
		t.Fatalf("turn %d is %v's, want the archenemy's first", g.Turn(), g.Active())
	}
	sc := &scenario{t: t, g: g, inv: newChecker(g)}
	sc.nextTurn()
	if g.Active() != P2 || !g.isActive(P3) || !g.isActive(P4) || g.isActive(P1) {
		t.Errorf("turn 2: active %v; the team (P2-P4) should share it", g.Active())
	}
}

// Rule 103.8: in a multiplayer Archenemy game nobody skips the first draw;
// against a single opponent (a two-player game) the archenemy does.
func TestArchenemyDrawsOnTheFirstTurnUnlessTwoPlayers(t *testing.T) {
	defs := archenemyDefs(t)
	for n, want := range map[int]int{2: 7, 3: 8, 5: 8} {
		g, err := New(archenemySetup(n, twentySchemes(defs)), 5)
		if err != nil {
			t.Fatal(err)
		}
		sc := &scenario{t: t, g: g, inv: newChecker(g)}
		sc.passToStep(StepMain1)
		if got := len(g.players[P1].Hand); got != want {
			t.Errorf("%d seats: the archenemy has %d cards in its first main phase, want %d", n, got, want)
		}
	}
}

// 904.3/setup: the scheme deck is shuffled when the game starts.
func TestSchemeDeckIsShuffledAtTheStart(t *testing.T) {
	defs := archenemyDefs(t)
	deck := twentySchemes(defs)
	orders := map[string]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := New(archenemySetup(3, deck), seed)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, id := range g.players[P1].Command {
			if !g.objs[id].FaceDown {
				t.Fatal("a scheme starts face up")
			}
			names = append(names, g.objs[id].Def.Name)
		}
		orders[strings.Join(names, ",")] = true
	}
	if len(orders) < 5 {
		t.Errorf("six seeds gave %d scheme deck orders: not shuffled", len(orders))
	}
}

// 904.9: right after the archenemy's precombat main phase begins, the top
// scheme is set in motion (no stack) and its trigger goes on the stack
// before anyone has priority; the team's main phase sets nothing.
func TestSetInMotionAtTheStartOfTheArchenemysMainPhase(t *testing.T) {
	defs := archenemyDefs(t)
	g, err := New(archenemySetup(3, twentySchemes(defs)), 11)
	if err != nil {
		t.Fatal(err)
	}
	sc := &scenario{t: t, g: g, inv: newChecker(g)}
	top := g.players[P1].Command[0]
	sc.passToStep(StepMain1)
	if g.objs[top].FaceDown {
		t.Fatal("the top scheme was not set in motion")
	}
	if d := g.objs[top].Def; d.Name != "Bitter Tithe" && len(g.stack) != 1 {
		t.Errorf("%s's set-in-motion trigger is not on the stack: %d items", d.Name, len(g.stack))
	}
	sc.passUntilResolved()
	sc.nextTurn() // the team's turn
	up := 0
	for _, id := range g.players[P1].Command {
		if !g.objs[id].FaceDown {
			up++
		}
	}
	if g.objs[top].Def.Super.Has(card.Ongoing) && up != 1 || !g.objs[top].Def.Super.Has(card.Ongoing) && up != 0 {
		t.Errorf("in the team's main phase %d schemes are face up", up)
	}
}

// 904.10: a non-ongoing scheme goes face down to the bottom once its
// ability has resolved; the owner knows where it is.
func TestNonOngoingSchemeGoesToTheBottomKnown(t *testing.T) {
	defs := archenemyDefs(t)
	sc := newArchenemy(t, 3)
	ids := sc.schemes(P1, defs["Plot of Plenty"], defs["Plot of Fire"], defs["Plot of Imps"])
	sc.setInMotion(P1)
	sc.expectStack(1)
	if sc.g.objs[ids[0]].FaceDown {
		t.Fatal("still face down while its ability waits")
	}
	sc.clearEvents()
	sc.passUntilResolved()
	sc.expectLife(P1, 43)
	cmd := sc.g.players[P1].Command
	if !sc.g.objs[ids[0]].FaceDown || cmd[len(cmd)-1] != ids[0] {
		t.Fatal("the resolved scheme is not face down at the bottom")
	}
	if sc.g.players[P1].KnownSchemes != 1 {
		t.Errorf("KnownSchemes = %d, want 1", sc.g.players[P1].KnownSchemes)
	}
	if !sc.sawEvent(func(e Event) bool {
		return e.Kind == EvMove && e.Obj == ids[0] && e.From == ZoneCommand && SchemeMotion(e.Amount) == SchemeToBottom
	}) {
		t.Error("no event for the scheme going to the bottom")
	}
}

// 904.11: an ongoing scheme stays face up, turn after turn, until an
// ability abandons it (701.26); its static ability works meanwhile.
func TestOngoingSchemeStaysUntilAbandoned(t *testing.T) {
	defs := archenemyDefs(t)
	sc := newArchenemy(t, 2)
	reign := sc.schemes(P1, defs["Tollgate Reign"], defs["Plot of Plenty"])[0]
	bear := sc.battlefield(P1, tBear)
	sc.setInMotion(P1)
	sc.expectPT(bear, 3, 2)
	sc.nextTurn()
	sc.nextTurn()
	if sc.g.objs[reign].FaceDown {
		t.Fatal("the ongoing scheme was turned face down without being abandoned")
	}
	// An unblocked creature of the team deals combat damage: abandoned.
	ogre := sc.battlefield(P2, tOgre)
	sc.nextTurn()
	if sc.g.Active() != P2 {
		t.Fatalf("active %v", sc.g.Active())
	}
	sc.clearEvents()
	sc.attack(ogre, P1)
	sc.doneAttacking()
	sc.passToStep(StepEndCombat)
	sc.passUntilResolved()
	if !sc.g.objs[reign].FaceDown {
		t.Fatal("the scheme was not abandoned")
	}
	cmd := sc.g.players[P1].Command
	if cmd[len(cmd)-1] != reign {
		t.Error("the abandoned scheme is not at the bottom of the scheme deck")
	}
	sc.expectPT(bear, 2, 2)
	if !sc.sawEvent(func(e Event) bool {
		return e.Kind == EvMove && e.Obj == reign && SchemeMotion(e.Amount) == SchemeAbandoned
	}) {
		t.Error("no abandon event")
	}
}

// 904.2 (shared team turns, rule 805): the team untaps, draws and attacks
// together, and priority passes through the whole team first.
func TestTheTeamSharesItsTurn(t *testing.T) {
	sc := newArchenemy(t, 4)
	b2, b3, b4 := sc.battlefield(P2, tBear), sc.battlefield(P3, tBear), sc.battlefield(P4, tBear)
	for _, id := range []ObjID{b2, b3, b4} {
		sc.g.objs[id].Tapped = true
	}
	sc.touch()
	hands := []int{len(sc.g.players[P2].Hand), len(sc.g.players[P3].Hand), len(sc.g.players[P4].Hand)}
	sc.nextTurn()
	for i, s := range []Seat{P2, P3, P4} {
		sc.expectHandSize(s, hands[i]+1)
	}
	for _, id := range []ObjID{b2, b3, b4} {
		sc.expectTapped(id, false)
	}
	if o := sc.g.order; len(o) != 4 || o[0] != P2 || o[1] != P3 || o[2] != P4 || o[3] != P1 {
		t.Errorf("priority order %v, want the team first, then the archenemy", o)
	}
	for _, s := range []Seat{P2, P3, P4} {
		sc.expectPending(s, DecidePriority)
		sc.pass()
	}
	sc.expectPending(P1, DecidePriority)
	sc.passToStep(StepAttackers)
	for _, b := range []ObjID{b2, b3, b4} {
		s := sc.g.Pending().Seat
		sc.apply(attackAct(b, P1))
		sc.apply(act(ActAttackDone))
		if sc.g.objs[b].Controller != s {
			t.Errorf("%v declared an attack for another seat's creature", s)
		}
	}
	sc.passToStep(StepEndCombat)
	sc.expectLife(P1, 34)
}

// 904.2 (Team vs. Team of two teams): the team may attack only the
// archenemy; the archenemy may attack any opponents and split its attack.
func TestWhoMayAttackWhom(t *testing.T) {
	sc := newArchenemy(t, 3)
	a1, a2 := sc.battlefield(P1, tBear), sc.battlefield(P1, tOgre)
	sc.passToStep(StepAttackers)
	for _, s := range []Seat{P2, P3} {
		sc.expectLegal(attackAct(a1, s))
	}
	sc.expectIllegal(attackAct(a1, P1))
	sc.apply(attackAct(a1, P2))
	sc.apply(attackAct(a2, P3))
	sc.doneAttacking()
	sc.passToStep(StepEndCombat)
	sc.expectLife(P2, 18)
	sc.expectLife(P3, 17)
	b := sc.battlefield(P3, tBear)
	sc.nextTurn()
	sc.passToStep(StepAttackers)
	sc.expectPending(P3, DecideAttackers)
	sc.expectLegal(attackAct(b, P1))
	sc.expectIllegal(attackAct(b, P2))
}

// 904.2 with 808/809: when the archenemy loses, the whole team wins, even
// its members who lost before.
func TestTheTeamWinsTogetherWhenTheArchenemyLoses(t *testing.T) {
	sc := newArchenemy(t, 3)
	sc.setLife(P2, 1)
	sc.setLife(P1, 3)
	sc.hand(P1, tPlague)
	sc.lands(P1, tMountain, 2)
	sc.cast(P1, tPlague)
	sc.passUntilResolved()
	sc.expectLost(P2, true)
	if sc.g.Over() {
		t.Fatal("the game ended with P3 still in")
	}
	sc.hand(P3, tBolt)
	sc.lands(P3, tMountain, 1)
	sc.nextTurn()
	sc.cast(P3, tBolt, P1)
	sc.passUntilResolved()
	if w := sc.g.Winners(); !sc.g.Over() || len(w) != 2 || w[0] != P2 || w[1] != P3 {
		t.Fatalf("winners %v, want the whole team P2 and P3", w)
	}
}

// 904.2: the archenemy wins once every opponent has lost.
func TestTheArchenemyWinsWhenEveryOpponentHasLost(t *testing.T) {
	sc := newArchenemy(t, 3)
	sc.setLife(P2, 1)
	sc.setLife(P3, 1)
	sc.hand(P1, tPlague)
	sc.lands(P1, tMountain, 2)
	sc.cast(P1, tPlague)
	sc.passUntilResolved()
	if w := sc.g.Winners(); !sc.g.Over() || len(w) != 1 || w[0] != P1 {
		t.Fatalf("winners %v, want the archenemy alone", w)
	}
}

// 314/904.4: schemes are not permanents: they stay in the command zone,
// cannot be targeted and are not destroyed by "destroy each permanent".
func TestSchemesAreNotPermanentsAndCannotBeTargeted(t *testing.T) {
	defs := archenemyDefs(t)
	sc := newArchenemy(t, 2)
	reign := sc.schemes(P1, defs["Tollgate Reign"])[0]
	sc.setInMotion(P1)
	sc.passUntilResolved()
	unsummon := sc.hand(P2, tUnsummon)
	sc.lands(P2, tMountain, 1)
	sc.priorityTo(P2)
	sc.apply(castAct(unsummon))
	sc.expectPending(P2, DecideTarget)
	for _, a := range sc.legal() {
		if a.Target.Obj == reign {
			t.Errorf("the scheme is a legal target: %+v", a)
		}
	}
	sc.apply(act(ActCancel))
	wipe := spell("Wipe", "{1}", card.Sorcery, nil, card.Effect{Kind: card.Destroy, Target: -1, Target2: -1, Each: &card.TargetSpec{Kind: card.PermanentTarget}})
	sc.hand(P1, wipe)
	sc.lands(P1, tMountain, 1)
	sc.passToStep(StepMain2)
	sc.cast(P1, wipe)
	sc.passUntilResolved()
	if o := sc.g.objs[reign]; o.Zone != ZoneCommand || o.FaceDown {
		t.Errorf("the scheme is in %v, face down %v after destroying each permanent", o.Zone, o.FaceDown)
	}
}

// 904.7: a scheme's owner controls it: its tokens and abilities are the
// owner's.
func TestTheSchemesOwnerControlsIt(t *testing.T) {
	defs := archenemyDefs(t)
	sc := newArchenemy(t, 3)
	sc.schemes(P1, defs["Plot of Imps"])
	sc.setInMotion(P1)
	if it := sc.g.stack[len(sc.g.stack)-1]; it.controller != P1 {
		t.Errorf("the scheme's ability is controlled by %v", it.controller)
	}
	sc.passUntilResolved()
	imps := 0
	for _, id := range sc.g.bf {
		if o := sc.g.objs[id]; o.Def.Name == "Cellar Imp" {
			imps++
			if o.Controller != P1 || o.Owner != P1 {
				t.Errorf("an imp is controlled by %v", o.Controller)
			}
		}
	}
	if imps != 2 {
		t.Errorf("%d imps, want 2", imps)
	}
}

// 904.12: Supervillain Rumble: each seat has its own scheme deck and sets
// in motion on its own turn; anyone attacks anyone.
func TestRumbleEachSetsInMotionOnItsOwnTurn(t *testing.T) {
	defs := archenemyDefs(t)
	sc := newScenario(t, 3, func(s *Setup) {
		for i := range s.Players {
			s.Players[i].Life = 40
		}
	})
	var tops []ObjID
	for _, s := range []Seat{P1, P2, P3} {
		tops = append(tops, sc.schemes(s, defs["Plot of Plenty"], defs["Plot of Fire"])[0])
	}
	for i, s := range []Seat{P2, P3} {
		sc.nextTurn()
		if sc.g.Active() != s || sc.g.objs[tops[i+1]].FaceDown {
			t.Fatalf("on %v's turn its scheme was not set in motion", s)
		}
		if !sc.g.objs[tops[0]].FaceDown || (i == 0 && !sc.g.objs[tops[2]].FaceDown) {
			t.Fatal("a scheme was set in motion on another seat's turn")
		}
		sc.passUntilResolved()
	}
	b := sc.battlefield(P3, tBear)
	sc.passToStep(StepAttackers)
	sc.expectLegal(attackAct(b, P1))
	sc.expectLegal(attackAct(b, P2))
}

// Teammates who share their turns may be shown each other's hands
// (TeamView), never the other side's; without shared turns TeamView is
// View.
func TestTeamViewShowsTeammatesHandsOnly(t *testing.T) {
	g, err := New(archenemySetup(4, twentySchemes(archenemyDefs(t))), 3)
	if err != nil {
		t.Fatal(err)
	}
	hidden := func(cs []CardView) bool {
		for _, c := range cs {
			if c.Def != nil {
				return false
			}
		}
		return true
	}
	v := g.TeamView(P2)
	for _, s := range []Seat{P3, P4} {
		h := v.Players[s].Hand
		if len(h) != len(g.players[s].Hand) || len(h) == 0 || hidden(h) {
			t.Errorf("seat %v's teammate %v: hand %d cards shown of %d", P2, s, len(h), len(g.players[s].Hand))
		}
	}
	if len(v.Players[P1].Hand) != 0 {
		t.Error("the team sees the archenemy's hand")
	}
	if a := g.TeamView(P1); len(a.Players[P2].Hand) != 0 || len(a.Players[P1].Hand) == 0 {
		t.Error("the archenemy's team view shows another hand, or not its own")
	}
	if len(g.View(P2).Players[P3].Hand) != 0 {
		t.Error("View shows a teammate's hand")
	}
	g.opts.SharedTeamTurns = false
	if len(g.TeamView(P2).Players[P3].Hand) != 0 {
		t.Error("TeamView shows a teammate's hand without shared turns")
	}
}
