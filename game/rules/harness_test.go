package rules

import (
	"errors"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// The scenario harness builds a game in a chosen position and then drives it
// only through Legal and Apply, so a test reads like a rules question:
//
//	sc := newScenario(t, 2)
//	bear := sc.battlefield(P1, tBear)
//	sc.hand(P2, tBolt); sc.lands(P2, tMountain, 1)
//	sc.cast(P2, tBolt, bear)
//	sc.passUntilResolved()
//	sc.expectZone(bear, ZoneGraveyard)
//
// Every Apply made by the harness is followed by the invariant checks of
// invariants_test.go, including a Clone that must reach the same hash.

// Seats by their printed names.
const (
	P1 Seat = 0
	P2 Seat = 1
	P3 Seat = 2
	P4 Seat = 3
)

// scenario is one game under test.
type scenario struct {
	t      testing.TB
	g      *Game
	inv    *checker
	events []Event // everything that happened since the last clearEvents
}

// setupMod changes the set-up before the game starts.
type setupMod func(*Setup)

// withTeams puts the seats on the given teams (team[i] is seat i's team).
func withTeams(teams ...int) setupMod {
	return func(s *Setup) {
		for i, tm := range teams {
			s.Players[i].Team = tm
		}
	}
}

// withOptions changes the variant options.
func withOptions(f func(*Options)) setupMod {
	return func(s *Setup) { f(&s.Options) }
}

// newScenario starts a game of n seats and moves it to turn 3, P1's first
// main phase with P1 holding priority and an empty stack. Every library
// holds 20 basic lands (Islands, which no test card needs); hands, the
// battlefield and graveyards are empty; lives are 20.
func newScenario(t testing.TB, n int, mods ...setupMod) *scenario {
	t.Helper()
	var s Setup
	for i := 0; i < n; i++ {
		deck := make([]*card.Def, 20)
		for j := range deck {
			deck[j] = tPad
		}
		s.Players = append(s.Players, PlayerSetup{Name: Seat(i).String(), Deck: deck, Team: i})
	}
	s.Options.Mulligan = MulliganNone
	s.Options.FixedFirst = true
	s.Options.FirstPlayer = P1
	for _, m := range mods {
		m(&s)
	}
	g, err := New(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 100 && g.step != StepMain1 && g.pending.Kind == DecidePriority; i++ {
		if _, err := g.Apply(act(ActPass)); err != nil {
			t.Fatal(err)
		}
	}
	if g.step != StepMain1 || g.pending.Kind != DecidePriority || g.pending.Seat != P1 {
		t.Fatalf("scenario: game did not start in P1's main phase: %v %+v", g.step, g.pending)
	}
	for i := range g.players {
		p := &g.players[i]
		for _, id := range p.Hand {
			g.objs[id].Zone = ZoneLibrary
			g.objs[id].Owner = g.libraryOwner(Seat(i))
			g.objs[id].Controller = g.objs[id].Owner
			lib := g.library(Seat(i))
			*lib = append(*lib, id)
		}
		p.Hand = p.Hand[:0]
	}
	g.turn = 3
	for i := range g.players {
		// Everyone has had a turn: what is on the battlefield has been
		// there since before its controller's most recent turn.
		g.players[i].LastTurn = 2
		if g.isActive(Seat(i)) {
			g.players[i].LastTurn = 3
		}
	}
	sc := &scenario{t: t, g: g}
	sc.touch()
	return sc
}

// touch records a direct change to the game made by the set-up helpers.
func (sc *scenario) touch() {
	sc.g.dirty = true
	// The test may have changed any permanent directly (a land identity,
	// say): the next recompute starts every one from its own
	// characteristics, not only the bodies (see recompute).
	sc.g.modded = append(sc.g.modded, sc.g.bf...)
	sc.g.legalFresh = false
	sc.g.perms.fresh = false
	for s := range sc.g.players {
		sc.g.handChanged(Seat(s)) // the test may have changed any hand
	}
	sc.inv = newChecker(sc.g)
}

// add creates a card owned by seat in zone z (not on the battlefield).
func (sc *scenario) add(seat Seat, d *card.Def, z Zone) ObjID {
	g := sc.g
	id := g.newObject(d, seat, ZoneNone)
	o := &g.objs[id]
	o.Zone = z
	o.Timestamp = g.newTimestamp()
	switch z {
	case ZoneBattlefield:
		g.bf = append(g.bf, id)
	case ZoneLibrary:
		o.Owner = g.libraryOwner(seat)
		o.Controller = o.Owner
		lib := g.library(seat)
		*lib = append(*lib, id)
	default:
		l := g.zoneList(z, seat)
		*l = append(*l, id)
	}
	sc.touch()
	return id
}

// battlefield puts a permanent onto seat's battlefield; it has been there
// since before this turn (no summoning sickness) and is untapped.
func (sc *scenario) battlefield(seat Seat, d *card.Def) ObjID {
	return sc.add(seat, d, ZoneBattlefield)
}

// sick makes a permanent have come under its controller's control this turn.
func (sc *scenario) sick(id ObjID) { sc.g.objs[id].SickTurn = int32(sc.g.turn); sc.touch() }

// hand puts a card into seat's hand.
func (sc *scenario) hand(seat Seat, d *card.Def) ObjID { return sc.add(seat, d, ZoneHand) }

// graveyard puts a card into seat's graveyard.
func (sc *scenario) graveyard(seat Seat, d *card.Def) ObjID { return sc.add(seat, d, ZoneGraveyard) }

// library puts cards on top of seat's library; the first named ends on top.
func (sc *scenario) library(seat Seat, ds ...*card.Def) []ObjID {
	out := make([]ObjID, len(ds))
	for i := len(ds) - 1; i >= 0; i-- {
		out[i] = sc.add(seat, ds[i], ZoneLibrary)
	}
	return out
}

// emptyLibrary moves seat's whole library out of the game (for draw-from-empty tests).
func (sc *scenario) emptyLibrary(seat Seat) {
	lib := sc.g.library(seat)
	for _, id := range *lib {
		sc.g.objs[id].Zone = ZoneExile
		sc.g.players[seat].Exile = append(sc.g.players[seat].Exile, id)
	}
	*lib = (*lib)[:0]
	sc.touch()
}

// lands puts n untapped copies of a land onto seat's battlefield.
func (sc *scenario) lands(seat Seat, d *card.Def, n int) []ObjID {
	out := make([]ObjID, n)
	for i := range out {
		out[i] = sc.battlefield(seat, d)
	}
	return out
}

// setLife sets a seat's life total.
func (sc *scenario) setLife(seat Seat, n int) { sc.g.players[seat].Life = n; sc.touch() }

// attach attaches an aura or equipment already on the battlefield.
func (sc *scenario) attach(id, to ObjID) { sc.g.objs[id].AttachedTo = to; sc.touch() }

// --- driving the game ---

// apply applies a legal action, checking the invariants afterwards.
func (sc *scenario) apply(a Action) []Event {
	sc.t.Helper()
	ev := applyChecked(sc.t, sc.g, a, sc.inv)
	sc.events = append(sc.events, ev...)
	return ev
}

// legal returns the legal actions now.
func (sc *scenario) legal() []Action { return sc.g.Legal() }

// find returns the first legal action matching f.
func (sc *scenario) find(f func(Action) bool) (Action, bool) {
	for _, a := range sc.legal() {
		if f(a) {
			return a, true
		}
	}
	return Action{}, false
}

// must returns the first legal action matching f, or fails.
func (sc *scenario) must(what string, f func(Action) bool) Action {
	sc.t.Helper()
	a, ok := sc.find(f)
	if !ok {
		sc.t.Fatalf("no legal action %s; pending %+v, legal %+v", what, sc.g.Pending(), sc.legal())
	}
	return a
}

// pass passes priority once.
func (sc *scenario) pass() {
	sc.t.Helper()
	sc.expectPending(sc.g.pending.Seat, DecidePriority)
	sc.apply(act(ActPass))
}

// priorityTo passes priority around until seat holds it, without letting
// the round of passes end (nothing resolves, the step does not change).
func (sc *scenario) priorityTo(seat Seat) {
	sc.t.Helper()
	for i := 0; i < MaxSeats; i++ {
		d := sc.g.Pending()
		if d.Kind != DecidePriority {
			sc.t.Fatalf("priorityTo %v: pending %+v", seat, d)
		}
		if d.Seat == seat {
			return
		}
		if sc.g.passes+1 >= len(sc.g.order) {
			sc.t.Fatalf("priorityTo %v: everyone else has passed; passing again would move the game on", seat)
		}
		sc.pass()
	}
	sc.t.Fatalf("priorityTo %v: never got it", seat)
}

// cardID turns a card argument (an ObjID, or a Def found in seat's hand) into an ObjID.
func (sc *scenario) cardID(seat Seat, c any) ObjID {
	sc.t.Helper()
	switch c := c.(type) {
	case ObjID:
		return c
	case *card.Def:
		for _, id := range sc.g.players[seat].Hand {
			if sc.g.objs[id].Def == c {
				return id
			}
		}
		sc.t.Fatalf("%v has no %s in hand", seat, c.Name)
	}
	sc.t.Fatalf("cardID: want ObjID or *card.Def, got %T", c)
	return NoObj
}

// target chooses one target: an ObjID or a Seat.
func (sc *scenario) target(x any) {
	sc.t.Helper()
	var a Action
	switch x := x.(type) {
	case ObjID:
		a = sc.must("target "+itoa(int(x)), func(a Action) bool { return a.Kind == ActTarget && a.Target.Obj == x })
	case Seat:
		a = sc.must("target "+x.String(), func(a Action) bool {
			return a.Kind == ActTarget && a.Target.IsPlayer() && a.Target.Player == x
		})
	default:
		sc.t.Fatalf("target: want ObjID or Seat, got %T", x)
	}
	sc.apply(a)
}

// cast casts a card from seat's hand (giving seat priority first), choosing
// targets in order and paying automatically. It returns the spell's ID.
func (sc *scenario) cast(seat Seat, c any, targets ...any) ObjID {
	sc.t.Helper()
	return sc.castX(seat, c, -1, targets...)
}

// castTargeting is cast, named for readability.
func (sc *scenario) castTargeting(seat Seat, c any, targets ...any) ObjID {
	sc.t.Helper()
	return sc.castX(seat, c, -1, targets...)
}

// castX casts a spell with X = x (x < 0: the spell has no X).
func (sc *scenario) castX(seat Seat, c any, x int, targets ...any) ObjID {
	sc.t.Helper()
	id := sc.cardID(seat, c)
	sc.priorityTo(seat)
	sc.apply(actObj(ActCast, id))
	sc.finishCasting(x, targets)
	return id
}

// activate activates ability i of a permanent (targets, then the creature
// to sacrifice as a cost, if any) and pays automatically.
func (sc *scenario) activate(seat Seat, id ObjID, i int, targets ...any) {
	sc.t.Helper()
	sc.priorityTo(seat)
	sc.apply(Action{Kind: ActActivate, Obj: id, Index: int16(i), Target: noTarget})
	sc.finishCasting(-1, targets)
}

func (sc *scenario) finishCasting(x int, targets []any) {
	sc.t.Helper()
	if x >= 0 {
		sc.expectPending(sc.g.pending.Seat, DecideX)
		sc.apply(Action{Kind: ActChooseX, Obj: NoObj, Index: int16(x), Target: noTarget})
	}
	for _, tg := range targets {
		sc.expectPending(sc.g.pending.Seat, DecideTarget)
		sc.target(tg)
	}
	if sc.g.pending.Kind == DecidePay {
		sc.pay()
	}
}

// pay pays the pending cost from the pool, or automatically.
func (sc *scenario) pay() {
	sc.t.Helper()
	sc.apply(sc.must("to pay", func(a Action) bool { return a.Kind == ActPayPool || a.Kind == ActAutoPay }))
}

// passUntilResolved passes priority until the stack is empty, stopping
// early at any decision other than priority.
func (sc *scenario) passUntilResolved() {
	sc.t.Helper()
	for i := 0; len(sc.g.stack) > 0 || sc.g.resolving != nil; i++ {
		if sc.g.Pending().Kind != DecidePriority || i > 1000 {
			return
		}
		sc.pass()
	}
}

// resolveTop passes until the top of the stack has resolved (or been countered).
func (sc *scenario) resolveTop() {
	sc.t.Helper()
	n := len(sc.g.stack)
	if n == 0 {
		sc.t.Fatal("resolveTop: the stack is empty")
	}
	top := sc.g.stack[n-1].obj
	for sc.g.Pending().Kind == DecidePriority {
		for _, e := range sc.apply(act(ActPass)) {
			if (e.Kind == EvResolve || e.Kind == EvCountered || e.Kind == EvFizzle) && e.Obj == top {
				return
			}
		}
	}
}

// passToStep passes priority (finishing any declarations with no attackers
// or blockers) until the game is in step s, possibly in a later turn.
func (sc *scenario) passToStep(s Step) {
	sc.t.Helper()
	for i := 0; i < 5000; i++ {
		if sc.g.Over() {
			sc.t.Fatalf("passToStep %v: the game ended", s)
		}
		d := sc.g.Pending()
		if sc.g.step == s {
			return
		}
		switch d.Kind {
		case DecidePriority:
			sc.apply(act(ActPass))
		case DecideAttackers:
			sc.apply(act(ActAttackDone))
		case DecideBlockers:
			sc.apply(act(ActBlockDone))
		default:
			sc.t.Fatalf("passToStep %v: stopped at %+v in %v", s, d, sc.g.step)
		}
	}
	sc.t.Fatalf("passToStep %v: never reached", s)
}

// nextTurn passes until the next turn's first main phase.
func (sc *scenario) nextTurn() {
	sc.t.Helper()
	turn := sc.g.turn
	for sc.g.turn == turn {
		if sc.g.step == StepMain1 {
			sc.passToStep(StepMain2)
		}
		sc.passToStep(StepMain1)
	}
}

// attack declares an attacker (moving to the declare-attackers step first).
func (sc *scenario) attack(c ObjID, defender Seat) {
	sc.t.Helper()
	if sc.g.Pending().Kind != DecideAttackers {
		sc.passToStep(StepAttackers)
	}
	sc.expectPending(sc.g.pending.Seat, DecideAttackers)
	sc.apply(Action{Kind: ActAttack, Obj: c, Target: PlayerTarget(defender)})
}

// doneAttacking finishes every attack declaration still pending.
func (sc *scenario) doneAttacking() {
	sc.t.Helper()
	for sc.g.Pending().Kind == DecideAttackers {
		sc.apply(act(ActAttackDone))
	}
}

// block declares a blocker (finishing attacks and moving on first).
func (sc *scenario) block(b, a ObjID) {
	sc.t.Helper()
	sc.doneAttacking()
	if sc.g.Pending().Kind != DecideBlockers {
		sc.passToStep(StepBlockers)
	}
	sc.expectPending(sc.g.pending.Seat, DecideBlockers)
	sc.apply(blockAct(b, a, sc.g.objs[a].Stamp))
}

// doneBlocking finishes every block declaration still pending.
func (sc *scenario) doneBlocking() {
	sc.t.Helper()
	for sc.g.Pending().Kind == DecideBlockers {
		sc.apply(act(ActBlockDone))
	}
}

// choose picks a card for the pending choice.
func (sc *scenario) choose(id ObjID) {
	sc.t.Helper()
	sc.apply(sc.must("choose "+itoa(int(id)), func(a Action) bool { return a.Kind == ActChoose && a.Obj == id }))
}

// chooseIndex picks option i for the pending choice.
func (sc *scenario) chooseIndex(i int) {
	sc.t.Helper()
	sc.apply(sc.must("choose option "+itoa(i), func(a Action) bool { return a.Kind == ActChoose && int(a.Index) == i }))
}

func (sc *scenario) clearEvents() { sc.events = sc.events[:0] }

// --- actions as values ---

func castAct(id ObjID) Action { return actObj(ActCast, id) }

func landAct(id ObjID) Action { return actObj(ActPlayLand, id) }

func attackAct(c ObjID, s Seat) Action {
	return Action{Kind: ActAttack, Obj: c, Target: PlayerTarget(s)}
}

func blockAct(b, a ObjID, stamp uint32) Action {
	return Action{Kind: ActBlock, Obj: b, Target: Target{Player: NoSeat, Obj: a, Stamp: stamp}}
}

// --- expectations ---

func (sc *scenario) expectZone(id ObjID, z Zone) {
	sc.t.Helper()
	if got := sc.g.objs[id].Zone; got != z {
		sc.t.Fatalf("%s (%d): zone %v, want %v", sc.g.objs[id].Def.Name, id, got, z)
	}
}

func (sc *scenario) expectLife(s Seat, n int) {
	sc.t.Helper()
	if got := sc.g.players[s].Life; got != n {
		sc.t.Fatalf("%v life %d, want %d", s, got, n)
	}
}

func (sc *scenario) expectPT(id ObjID, p, tough int) {
	sc.t.Helper()
	o := sc.g.Obj(id)
	if int(o.Power) != p || int(o.Toughness) != tough {
		sc.t.Fatalf("%s: %d/%d, want %d/%d", o.Def.Name, o.Power, o.Toughness, p, tough)
	}
}

func (sc *scenario) expectDamage(id ObjID, n int) {
	sc.t.Helper()
	if got := int(sc.g.objs[id].Damage); got != n {
		sc.t.Fatalf("%s: damage %d, want %d", sc.g.objs[id].Def.Name, got, n)
	}
}

func (sc *scenario) expectTapped(id ObjID, tapped bool) {
	sc.t.Helper()
	if got := sc.g.objs[id].Tapped; got != tapped {
		sc.t.Fatalf("%s: tapped %v, want %v", sc.g.objs[id].Def.Name, got, tapped)
	}
}

func (sc *scenario) expectHandSize(s Seat, n int) {
	sc.t.Helper()
	if got := len(sc.g.players[s].Hand); got != n {
		sc.t.Fatalf("%v hand %d, want %d", s, got, n)
	}
}

func (sc *scenario) expectPending(s Seat, k DecisionKind) {
	sc.t.Helper()
	if d := sc.g.Pending(); d.Seat != s || d.Kind != k {
		sc.t.Fatalf("pending %v %v (%v), want %v %v", d.Seat, d.Kind, d.Purpose, s, k)
	}
}

func (sc *scenario) expectChoice(s Seat, p Purpose) {
	sc.t.Helper()
	if d := sc.g.Pending(); d.Seat != s || d.Kind != DecideChoice || d.Purpose != p {
		sc.t.Fatalf("pending %v %v (%v), want %v to choose %v", d.Seat, d.Kind, d.Purpose, s, p)
	}
}

func (sc *scenario) expectStack(n int) {
	sc.t.Helper()
	if got := len(sc.g.stack); got != n {
		sc.t.Fatalf("stack holds %d, want %d", got, n)
	}
}

func (sc *scenario) expectKeyword(id ObjID, k card.Keyword, has bool) {
	sc.t.Helper()
	if got := sc.g.Obj(id).Keywords.Has(k); got != has {
		sc.t.Fatalf("%s has %v: %v, want %v", sc.g.objs[id].Def.Name, k, got, has)
	}
}

func (sc *scenario) expectLost(s Seat, lost bool) {
	sc.t.Helper()
	if got := sc.g.players[s].Lost; got != lost {
		sc.t.Fatalf("%v lost %v, want %v", s, got, lost)
	}
}

// expectLegal fails unless a is among the legal actions.
func (sc *scenario) expectLegal(a Action) {
	sc.t.Helper()
	for _, l := range sc.legal() {
		if l == a {
			return
		}
	}
	sc.t.Fatalf("%+v is not legal; pending %+v; legal %+v", a, sc.g.Pending(), sc.legal())
}

// expectIllegal fails unless Apply refuses a and leaves the state unchanged.
func (sc *scenario) expectIllegal(a Action) {
	sc.t.Helper()
	for _, l := range sc.legal() {
		if l == a {
			sc.t.Fatalf("%+v is legal; pending %+v", a, sc.g.Pending())
		}
	}
	h := sc.g.Hash()
	if _, err := sc.g.Apply(a); !errors.Is(err, ErrIllegal) {
		sc.t.Fatalf("Apply(%+v) = %v, want ErrIllegal", a, err)
	}
	if sc.g.Hash() != h {
		sc.t.Fatalf("Apply(%+v) refused but changed the state", a)
	}
}

// sawEvent reports whether an event matching f happened since clearEvents.
func (sc *scenario) sawEvent(f func(Event) bool) bool {
	for _, e := range sc.events {
		if f(e) {
			return true
		}
	}
	return false
}
