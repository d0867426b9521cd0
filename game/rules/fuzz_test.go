package rules

import (
	"errors"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Schemes for the Archenemy fuzz variant.
var (
	tSchemeBurn = &card.Def{Name: "Scheme of Fire", Types: card.Types(card.Scheme),
		Abilities: []card.Ability{trig(card.OnSetInMotion, nil, whoEff(card.LoseLife, 2, card.EachOpponent))}}
	tSchemeArmy = &card.Def{Name: "Scheme of Legions", Types: card.Types(card.Scheme),
		Abilities: []card.Ability{trig(card.OnSetInMotion, nil, card.Effect{Kind: card.CreateToken, Amount: 2, Token: tSoldier, Target: -1, Target2: -1})}}
	tSchemeGift = &card.Def{Name: "Scheme of Plenty", Types: card.Types(card.Scheme),
		Abilities: []card.Ability{trig(card.OnSetInMotion, nil, eff(card.Draw, 2))}}
	tSchemeReign = &card.Def{Name: "Endless Reign", Types: card.Types(card.Scheme), Super: card.Supertypes(card.Ongoing),
		Abilities: []card.Ability{static(card.StaticAbility{Affects: card.AffectsCreaturesYouControl, Power: 1}),
			trig(card.OnUpkeep, nil, eff(card.Draw, 1))}}
)

const numFuzzVariants = 13

// The fuzz variants whose seat counts differ from the others'.
const (
	fuzzArchenemy = 8 // Archenemy with the embedded schemes, 2-5 seats
	fuzzRumble    = 9 // Supervillain Rumble with the embedded schemes, 3-6 seats
	fuzzTableau   = 10
	fuzzPipeline  = 11
	fuzzRummy     = 12
)

// fuzzSchemeCards are the embedded schemes and the scheme-word test
// schemes, loaded once.
var fuzzSchemeCards = sync.OnceValue(func() []*card.Def {
	var out []*card.Def
	sets, err := card.LoadFS(assets.Cards, ".")
	if err != nil {
		panic(err)
	}
	test, err := card.Parse("arch.cards", strings.NewReader(archenemyCards))
	if err != nil {
		panic(err)
	}
	for _, set := range append(sets, test) {
		for _, d := range set.Cards {
			if d.Types.Has(card.Scheme) {
				out = append(out, d)
			}
		}
	}
	return out
})

// fuzzSchemeDeck deals a scheme deck of 20 from the fuzz schemes, at most
// two of a name.
func fuzzSchemeDeck(r *rand.Rand) []*card.Def {
	pool := fuzzSchemeCards()
	var deck []*card.Def
	for _, i := range r.Perm(len(pool)) {
		deck = append(deck, pool[i], pool[i])
		if len(deck) >= 20 {
			break
		}
	}
	return deck
}

// fuzzSetup builds a set-up of seats players (2 to 8) for one of the
// variants, with decks drawn from fuzzPool by r.
func fuzzSetup(r *rand.Rand, seats int, variant int) Setup {
	var s Setup
	for i := 0; i < seats; i++ {
		var deck []*card.Def
		for j := 0; j < 8; j++ {
			deck = append(deck, tMountain, tForest)
		}
		for len(deck) < 40 {
			deck = append(deck, fuzzPool[r.IntN(len(fuzzPool))])
		}
		s.Players = append(s.Players, PlayerSetup{Deck: deck, Team: i})
	}
	o := &s.Options
	o.MaxTurns = 40
	switch variant % numFuzzVariants {
	case 1: // single deck
		o.Library, o.EmptyLibrary, o.Deal = SharedLibrary, EmptyReshuffleGraveyards, DealRoundRobin
	case 2: // double draw
		o.Draw, o.Mulligan = DrawKeepHalf, MulliganDoubleDraw
	case 3: // play anything as a land
		o.Land = LandAnyCard
		for i := range s.Players {
			s.Players[i].Deck = s.Players[i].Deck[16:]
		}
	case 4: // two teams with shared turns
		for i := range s.Players {
			s.Players[i].Team = i % 2
		}
		o.SharedTeamTurns = true
	case 5: // the whole of Landless
		o.Library, o.EmptyLibrary, o.Deal = SharedLibrary, EmptyReshuffleGraveyards, DealDoubleRoundRobin
		o.Draw, o.Mulligan, o.Land = DrawKeepHalf, MulliganDoubleDraw, LandAnyCard
	case 6: // nothing happens on an empty library; no hand limit; no mulligans
		o.EmptyLibrary, o.HandSize, o.Mulligan = EmptyNothing, -1, MulliganNone
	case 7: // Archenemy: seat 0 against everyone else as one team
		s.Players[0].Life = 40
		s.Players[0].Command = []*card.Def{tSchemeGift, tSchemeBurn, tSchemeArmy, tSchemeReign, tSchemeGift}
		for i := 1; i < seats; i++ {
			s.Players[i].Team = 1
		}
		o.SharedTeamTurns = true
	case fuzzArchenemy: // Archenemy as the variant sets it up, with real schemes
		s.Players[0].Life = 40
		s.Players[0].Command = fuzzSchemeDeck(r)
		for i := 1; i < seats; i++ {
			s.Players[i].Team = 1
		}
		o.SharedTeamTurns, o.FixedFirst = true, true
	case fuzzRumble: // every seat an archenemy, free-for-all
		for i := range s.Players {
			s.Players[i].Life = 40
			s.Players[i].Command = fuzzSchemeDeck(r)
		}
	case fuzzTableau, fuzzPipeline: // Live-Draft: one library, draws from a face-up row
		o.Library, o.EmptyLibrary, o.Mulligan = SharedLibrary, EmptyNothing, MulliganNone
		o.Draw = DrawTableau
		if variant%numFuzzVariants == fuzzPipeline {
			o.Draw = DrawPipeline
		}
		if r.IntN(2) == 0 {
			o.Start = StartCareful
		} else {
			o.Mulligan = MulliganRemoveTwo // the quick start
		}
		fuzzRunningOut(r, o)
	case fuzzRummy: // Live-Draft's rummy: deal 14, discard to 7, draw from the pile or two then discard
		o.Library, o.EmptyLibrary, o.Mulligan, o.Draw = SharedLibrary, EmptyNothing, MulliganNone, DrawRummy
		fuzzRunningOut(r, o)
	}
	return s
}

// fuzzRunningOut sets Live-Draft's running-out options at random.
func fuzzRunningOut(r *rand.Rand, o *Options) {
	o.MillCounters = r.IntN(2) == 0
	if r.IntN(2) == 0 {
		o.EmptyLibrary = EmptyReshuffleRemoved
	}
}

// runFuzzGame plays one random game with every invariant checked after
// every action, and sometimes tries an illegal action.
func runFuzzGame(t testing.TB, seed uint64, seats uint8, variant uint8) {
	t.Helper()
	switch variant % numFuzzVariants {
	case fuzzArchenemy:
		runFuzzGameSeats(t, seed, 2+int(seats)%4, variant)
	case fuzzRumble:
		runFuzzGameSeats(t, seed, 3+int(seats)%4, variant)
	default:
		runFuzzGameSeats(t, seed, 2+int(seats)%3, variant)
	}
}

// TestArchenemyAndRumblePlayToTheEnd plays random Archenemy games of 2 to
// 8 seats and Supervillain Rumble games of 3 to 8 with the embedded
// schemes to the end, checking the invariants (every card in one zone, no
// hidden card in a view, the count of cards kept) all the way. Short, it
// plays the five-seat Archenemy and six-seat Rumble; under the race
// detector, up to six seats (an eight-seat Rumble takes 20 s without it).
func TestArchenemyAndRumblePlayToTheEnd(t *testing.T) {
	skip := func(n, short int) bool { return testing.Short() && n != short || raceDetector && n > 6 }
	for n := 2; n <= 8; n++ {
		if skip(n, 5) {
			continue
		}
		t.Run("archenemy-"+itoa(n), func(t *testing.T) { runFuzzGameSeats(t, uint64(500+n), n, fuzzArchenemy) })
	}
	for n := 3; n <= 8; n++ {
		if skip(n, 6) {
			continue
		}
		t.Run("rumble-"+itoa(n), func(t *testing.T) { runFuzzGameSeats(t, uint64(600+n), n, fuzzRumble) })
	}
}

// TestLiveDraftPlaysToTheEnd plays random tableau, pipeline and rummy
// games of 2 to 6 seats to the end with every invariant checked (short:
// four seats only): no stuck games.
func TestLiveDraftPlaysToTheEnd(t *testing.T) {
	for _, v := range []uint8{fuzzTableau, fuzzPipeline, fuzzRummy} {
		for n := 2; n <= 6; n++ {
			if testing.Short() && n != 4 {
				continue
			}
			t.Run(itoa(int(v))+"-"+itoa(n), func(t *testing.T) { runFuzzGameSeats(t, uint64(700+10*n)+uint64(v), n, v) })
		}
	}
}

// runFuzzGameSeats is runFuzzGame for exactly n seats.
func runFuzzGameSeats(t testing.TB, seed uint64, n int, variant uint8) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, uint64(variant)))
	setup := fuzzSetup(r, n, int(variant))
	g, err := New(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	c := newChecker(g)
	c.every = 32
	checkInvariants(t, g, c)
	var recent []string
	defer func() {
		if t.Failed() {
			t.Logf("seed %d seats %d variant %d; last actions:", seed, n, variant)
			for _, s := range recent {
				t.Log(s)
			}
		}
	}()
	const maxActions = 40000
	for i := 0; i < maxActions && !g.Over(); i++ {
		acts := g.Legal()
		if len(acts) == 0 {
			t.Fatalf("no legal actions for %+v", g.Pending())
		}
		if r.IntN(16) == 0 {
			tryIllegal(t, g, r, acts)
		}
		if r.IntN(32) == 0 {
			tryEveryAction(t, g, acts)
		}
		a := pickFuzzAction(r, acts)
		if len(recent) == 12 {
			recent = recent[1:]
		}
		recent = append(recent, describe(g, a))
		applyChecked(t, g, a, c)
	}
	if !g.Over() {
		t.Fatalf("seed %d seats %d variant %d: not over after %d actions (turn %d)", seed, n, variant, maxActions, g.Turn())
	}
	if len(g.Legal()) != 0 {
		t.Fatalf("the game is over but actions are legal")
	}
	if testing.Verbose() {
		team, draw := g.Result()
		t.Logf("seats %d variant %d: over on turn %d, team %d wins (draw %v)", n, variant%numFuzzVariants, g.Turn(), team, draw)
	}
}

// pickFuzzAction picks a random action, cancelling rarely so that games move on.
func pickFuzzAction(r *rand.Rand, acts []Action) Action {
	if len(acts) > 1 && acts[0].Kind == ActPass && r.IntN(2) == 0 {
		acts = acts[1:] // act rather than pass half the time: busier games
	}
	for {
		a := acts[r.IntN(len(acts))]
		if a.Kind != ActCancel || len(acts) == 1 || r.IntN(4) == 0 {
			return a
		}
	}
}

// tryEveryAction applies each legal action to its own clone: every one
// must be accepted and leave the zones consistent.
func tryEveryAction(t testing.TB, g *Game, acts []Action) {
	t.Helper()
	for _, a := range acts {
		cl := g.Clone()
		if _, err := cl.Apply(a); err != nil {
			t.Fatalf("legal action %+v refused: %v", a, err)
		}
		checkZones(t, cl)
		if !cl.Over() && len(cl.Legal()) == 0 {
			t.Fatalf("after %+v no action is legal", a)
		}
		if a.Kind == ActCast || a.Kind == ActActivate {
			checkCompletable(t, cl, a)
		}
	}
}

// checkCompletable follows a spell or ability just begun through its
// choices (X = 0, first targets): it must be payable, since it was offered.
func checkCompletable(t testing.TB, g *Game, begun Action) {
	t.Helper()
	for i := 0; i < 10; i++ {
		d := g.Pending()
		switch d.Kind {
		case DecideX, DecideTarget:
			acts := g.Legal()
			if acts[0].Kind == ActCancel {
				t.Fatalf("%+v was offered but has no choice for %v", begun, d.Kind)
			}
			if _, err := g.Apply(acts[0]); err != nil {
				t.Fatal(err)
			}
		case DecidePay:
			for _, a := range g.Legal() {
				if a.Kind == ActAutoPay || a.Kind == ActPayPool {
					return
				}
			}
			t.Fatalf("%+v was offered but can't be paid", begun)
		default:
			return
		}
	}
}

// tryIllegal applies an action that is not legal and checks it is refused
// without any change.
func tryIllegal(t testing.TB, g *Game, r *rand.Rand, acts []Action) {
	t.Helper()
	cands := []Action{
		act(ActPass), act(ActAutoPay), act(ActAttackDone), act(ActBlockDone), act(ActKeep), act(ActChooseDone),
		actObj(ActCast, ObjID(r.IntN(len(g.objs)))),
		actObj(ActPlayLand, ObjID(r.IntN(len(g.objs)))),
		actObj(ActChoose, ObjID(r.IntN(len(g.objs)))),
		attackAct(ObjID(r.IntN(len(g.objs))), Seat(r.IntN(len(g.players)))),
		{Kind: ActTapMana, Obj: ObjID(r.IntN(len(g.objs))), Kind2: uint8(mana.Red), Target: noTarget},
	}
	a := cands[r.IntN(len(cands))]
	for _, l := range acts {
		if l == a {
			return
		}
	}
	h := g.Hash()
	if _, err := g.Apply(a); !errors.Is(err, ErrIllegal) {
		t.Fatalf("illegal %+v: got %v, want ErrIllegal", a, err)
	}
	if g.Hash() != h {
		t.Fatalf("illegal %+v changed the state", a)
	}
}

// describe prints an action with the decision it answers, for failure logs.
func describe(g *Game, a Action) string {
	d := g.Pending()
	s := "turn " + itoa(g.turn) + " " + g.step.String() + ": " + d.Seat.String() + " " + d.Kind.String()
	if d.Kind == DecideChoice {
		s += "(" + d.Purpose.String() + ")"
	}
	s += " -> " + a.Kind.String()
	if a.Obj != NoObj {
		s += " " + g.objs[a.Obj].Def.Name + "#" + itoa(int(a.Obj))
	}
	if a.Target.Obj != NoObj {
		s += " @" + g.objs[a.Target.Obj].Def.Name + "#" + itoa(int(a.Target.Obj))
	} else if a.Target.Player != NoSeat {
		s += " @" + a.Target.Player.String()
	}
	if a.Index != 0 {
		s += " [" + itoa(int(a.Index)) + "]"
	}
	return s
}

func FuzzRandomGame(f *testing.F) {
	for i := 0; i < 20; i++ {
		f.Add(uint64(1000+i), uint8(i%3), uint8(i%numFuzzVariants))
	}
	f.Add(uint64(7), uint8(2), uint8(4))
	f.Add(uint64(8), uint8(1), uint8(7))
	f.Add(uint64(9), uint8(2), uint8(5))
	f.Fuzz(func(t *testing.T, seed uint64, seats uint8, variant uint8) {
		runFuzzGame(t, seed, seats, variant)
	})
}

// TestReplayReproducesHash records a random game as its actions and
// replays them from the same set-up and seed: every step must reach the
// same hash (a game is fully defined by set-up, seed and actions).
func TestReplayReproducesHash(t *testing.T) {
	for v := uint8(0); v < numFuzzVariants; v++ {
		setup := fuzzSetup(rand.New(rand.NewPCG(42, uint64(v))), 3, int(v))
		g, err := New(setup, 42)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(43, 0))
		var actions []Action
		var hashes []uint64
		for i := 0; i < 3000 && !g.Over(); i++ {
			acts := g.Legal()
			a := pickFuzzAction(r, acts)
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			actions = append(actions, a)
			hashes = append(hashes, g.Hash())
		}
		h, err := New(setup, 42)
		if err != nil {
			t.Fatal(err)
		}
		for i, a := range actions {
			if _, err := h.Apply(a); err != nil {
				t.Fatalf("variant %d: replay step %d: %v", v, i, err)
			}
			if h.Hash() != hashes[i] {
				t.Fatalf("variant %d: replay diverged at step %d", v, i)
			}
		}
	}
}
