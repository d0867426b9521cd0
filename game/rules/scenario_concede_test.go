package rules

import (
	"math/rand/v2"
	"testing"
)

// Conceding: any seat still in the game may concede at any time; it loses
// and leaves, and the others play on while two teams are left.

func TestConcedingOnTheOpponentsTurnEndsATwoPlayerGame(t *testing.T) {
	sc := newScenario(t, 2)
	sc.battlefield(P2, tBear)
	sc.expectPending(P1, DecidePriority) // P1's decision, not P2's
	sc.clearEvents()
	sc.apply(Concede(P2))
	sc.expectLost(P2, true)
	if !sc.g.Over() {
		t.Fatal("the game goes on after P2 conceded")
	}
	if w := sc.g.Winners(); len(w) != 1 || w[0] != P1 {
		t.Fatalf("winners %v, want [P1]", w)
	}
	if !sc.g.Player(P2).Conceded || sc.g.Player(P1).Conceded {
		t.Fatalf("conceded: P1 %v, P2 %v; want only P2", sc.g.Player(P1).Conceded, sc.g.Player(P2).Conceded)
	}
	if !sc.sawEvent(func(e Event) bool { return e.Kind == EvLose && e.Seat == P2 && e.Amount == 1 }) {
		t.Fatalf("no EvLose of P2 marked as conceded in %+v", sc.events)
	}
	var views []bool
	for _, pv := range sc.g.View(P1).Players {
		views = append(views, pv.Conceded)
	}
	if views[0] || !views[1] {
		t.Fatalf("P1's view shows conceded %v, want [false true]", views)
	}
}

func TestTheActivePlayerConcedesWhileAttackingAndTheNextPlays(t *testing.T) {
	sc := newScenario(t, 3)
	bear := sc.battlefield(P1, tBear)
	giant := sc.battlefield(P3, tGiant)
	sc.passToStep(StepAttackers)
	sc.attack(bear, P2)
	sc.apply(Concede(P1))
	sc.expectLost(P1, true)
	sc.expectZone(bear, ZoneNone)
	if sc.g.Over() {
		t.Fatal("the game ended with two players left")
	}
	sc.expectZone(giant, ZoneBattlefield)
	for i := 0; i < 200 && sc.g.Active() != P2; i++ {
		sc.pass()
	}
	if sc.g.Active() != P2 {
		t.Fatalf("after P1 conceded the turn is %v's, want P2's", sc.g.Active())
	}
}

func TestASeatConcedesWhileAnotherCastsAndTheCastGoesOn(t *testing.T) {
	sc := newScenario(t, 3)
	sc.hand(P1, tBolt)
	sc.lands(P1, tMountain, 1)
	bolt := sc.cardID(P1, tBolt)
	sc.apply(castAct(bolt))
	sc.expectPending(P1, DecideTarget)
	sc.apply(Concede(P3))
	sc.expectLost(P3, true)
	sc.expectPending(P1, DecideTarget)
	sc.target(P2)
	sc.pay()
	sc.passUntilResolved()
	sc.expectLife(P2, 17)
}

func TestConcessionsAreRefusedWhenOutOrOverAndNeverListed(t *testing.T) {
	sc := newScenario(t, 3)
	for _, a := range sc.legal() {
		if a.Kind == ActConcede {
			t.Fatalf("Legal lists the concession %+v", a)
		}
	}
	if got := sc.g.Concessions(nil); len(got) != 3 || got[1] != Concede(P2) {
		t.Fatalf("concessions %+v, want one per seat", got)
	}
	sc.apply(Concede(P2))
	sc.expectIllegal(Concede(P2))      // already out
	sc.expectIllegal(Concede(Seat(7))) // no such seat
	sc.expectIllegal(Concede(NoSeat))  // nobody
	bad := Concede(P1)
	bad.Obj = 3
	sc.expectIllegal(bad) // not the concession's own form
	if got := sc.g.Concessions(nil); len(got) != 2 {
		t.Fatalf("concessions after P2 left: %+v", got)
	}
	sc.apply(Concede(P3))
	if !sc.g.Over() {
		t.Fatal("the game goes on with one player left")
	}
	sc.expectIllegal(Concede(P1))
	if got := sc.g.Concessions(nil); len(got) != 0 {
		t.Fatalf("concessions after the end: %+v", got)
	}
}

func TestATeammateConcedesAndTheTeamPlaysOn(t *testing.T) {
	sc := newScenario(t, 3, withTeams(0, 1, 1))
	sc.apply(Concede(P2))
	if sc.g.Over() {
		t.Fatal("the game ended though P3 is still in it for its team")
	}
	sc.apply(Concede(P3))
	if w := sc.g.Winners(); !sc.g.Over() || len(w) != 1 || w[0] != P1 {
		t.Fatalf("over %v, winners %v; want P1's team to win", sc.g.Over(), w)
	}
}

// TestConcessionsAtRandomMomentsKeepEveryVariantWhole plays random games
// of every fuzz variant in which, now and then, a random seat concedes
// whoever is deciding: every invariant holds and each game still ends.
func TestConcessionsAtRandomMomentsKeepEveryVariantWhole(t *testing.T) {
	for v := uint8(0); v < numFuzzVariants; v++ {
		for _, n := range []int{3, 4} {
			seed := uint64(900 + 10*int(v) + n)
			t.Run(itoa(int(v))+"-"+itoa(n), func(t *testing.T) {
				r := rand.New(rand.NewPCG(seed, uint64(v)))
				g, err := New(fuzzSetup(r, n, int(v)), seed)
				if err != nil {
					t.Fatal(err)
				}
				c := newChecker(g)
				c.every = 64
				conceded := 0
				for i := 0; i < 40000 && !g.Over(); i++ {
					if r.IntN(150) == 0 {
						if cs := g.Concessions(nil); len(cs) > 0 {
							applyChecked(t, g, cs[r.IntN(len(cs))], c)
							conceded++
							continue
						}
					}
					acts := g.Legal()
					if len(acts) == 0 {
						t.Fatalf("no legal actions for %+v after %d concessions", g.Pending(), conceded)
					}
					applyChecked(t, g, pickFuzzAction(r, acts), c)
				}
				if !g.Over() {
					t.Fatalf("not over after 40000 actions and %d concessions", conceded)
				}
				if conceded == 0 {
					t.Fatal("nobody conceded: the test proves nothing")
				}
			})
		}
	}
}
