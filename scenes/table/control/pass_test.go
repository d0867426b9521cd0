package control

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
)

// passGame is Ada (a person, red) against a computer: Bea with only
// Forests (she never casts or attacks) or with the green creatures.
func passGame(t *testing.T, seed uint64, creatures bool) *Controller {
	bea := deck(t, "40 Forest")
	if creatures {
		bea = greenDeck(t)
	}
	return newCtl(t, seed, nil, seat("Ada", record.Human, redDeck(t)), seat("Bea", "easy", bea))
}

// mainWithCreature reports whether Ada is in her main phase controlling a
// creature that can attack this turn.
func mainWithCreature(c *Controller) bool {
	if !myMain(c) || c.View().Step != rules.StepMain1 {
		return false
	}
	for _, cv := range c.View().Battlefield {
		if cv.Controller == 0 && cv.Def.IsCreature() && !cv.Tapped && !cv.SummoningSick {
			return true
		}
	}
	return false
}

// tickWhilePassing ticks until the viewer's standing pass ends, and
// returns every event seen.
func tickWhilePassing(t *testing.T, c *Controller) []rules.Event {
	t.Helper()
	var seen []rules.Event
	for i := 0; i < 3000 && c.passes.Passing() != PassNone; i++ {
		if c.Over() {
			t.Fatal("the game ended while passing")
		}
		seen = append(seen, c.Tick(false)...)
	}
	if c.passes.Passing() != PassNone {
		t.Fatal("the pass never stopped")
	}
	return seen
}

// tickToDecision ticks until Ada has a real decision.
func tickToDecision(t *testing.T, c *Controller) {
	t.Helper()
	for i := 0; i < 100; i++ {
		if _, mine := liftOrMine(c); mine {
			return
		}
		c.Tick(false)
	}
	t.Fatal("Ada never had a decision")
}

func TestPassToMyTurnSkipsToTheNextTurn(t *testing.T) {
	c := passGame(t, 4, false)
	drive(t, c, func() bool { return mainWithCreature(c) })
	turn := GameForTests(c).Turn()
	if err := c.passes.PassUntil(PassToMyTurn); err != nil {
		t.Fatal(err)
	}
	if p := c.Prompt(); !strings.Contains(p.Text, "Passing until your next turn (Esc stops)") {
		t.Errorf("prompt while passing = %q", p.Text)
	}
	seen := tickWhilePassing(t, c)
	for _, e := range seen {
		if e.Kind == rules.EvAttack {
			t.Fatal("Ada attacked while passing to her next turn")
		}
	}
	if got := GameForTests(c).Turn(); got != turn+2 || GameForTests(c).Active() != 0 {
		t.Fatalf("stopped in turn %d (active %v), want Ada's next turn %d", got, GameForTests(c).Active(), turn+2)
	}
	// From there the table stops as usual: at her first main phase.
	tickToDecision(t, c)
	if d := GameForTests(c).Pending(); GameForTests(c).Turn() != turn+2 || d.Kind == rules.DecidePriority && c.View().Step != rules.StepMain1 {
		t.Errorf("first decision %v at %v of turn %d, want Ada's main phase of turn %d", d.Kind, c.View().Step, GameForTests(c).Turn(), turn+2)
	}
}

func TestPassUntilSomethingHappensStopsAtAttacks(t *testing.T) {
	c := passGame(t, 4, false)
	drive(t, c, func() bool { return mainWithCreature(c) })
	turn := GameForTests(c).Turn()
	if err := c.passes.PassUntil(PassUntilEvent); err != nil {
		t.Fatal(err)
	}
	tickWhilePassing(t, c)
	// Ada's own declaration of attackers is a decision, not a pass.
	if d := GameForTests(c).Pending(); d.Kind != rules.DecideAttackers || d.Seat != 0 || GameForTests(c).Turn() != turn {
		t.Fatalf("stopped at %v for seat %v in turn %d, want Ada's attackers in turn %d", d.Kind, d.Seat, GameForTests(c).Turn(), turn)
	}
	if p := c.Prompt(); strings.Contains(p.Text, "Passing") {
		t.Errorf("prompt still says it passes: %q", p.Text)
	}
}

// Against creatures, passing stops at the first thing Ada would want to
// see: Bea's spell on the stack, Bea's attackers against her, or her own
// turn; never later.
func TestPassToMyTurnStopsWhenTheOpponentActs(t *testing.T) {
	for _, seed := range []uint64{5, 6, 7} {
		c := passGame(t, seed, true)
		drive(t, c, func() bool { return myMain(c) && GameForTests(c).Turn() >= 4 })
		turn := GameForTests(c).Turn()
		if err := c.passes.PassUntil(PassToMyTurn); err != nil {
			t.Fatal(err)
		}
		seen := tickWhilePassing(t, c)
		stopped := len(seen)
		tickToDecision(t, c)
		v := c.View()
		castByBea := len(v.Stack) > 0 && v.Stack[len(v.Stack)-1].Controller == 1 && v.Stack[len(v.Stack)-1].IsSpell
		attacked := false
		for _, cv := range v.Battlefield {
			attacked = attacked || cv.Attacking == 0
		}
		mine := GameForTests(c).Active() == 0 && GameForTests(c).Turn() == turn+2
		if !castByBea && !attacked && !mine {
			t.Fatalf("seed %d: stopped in turn %d at %v with nothing to see", seed, GameForTests(c).Turn(), v.Step)
		}
		// Nothing to see was passed over: the last event batch holds the
		// reason, no earlier one cast a spell of Bea's or attacked Ada.
		for i, e := range seen[:max(0, stopped-8)] {
			if e.Kind == rules.EvCast && e.Seat == 1 || e.Kind == rules.EvAttack && e.Seat == 0 {
				t.Fatalf("seed %d: event %d (%v) was passed over", seed, i, e.Kind)
			}
		}
	}
}

func TestEscStopsAPass(t *testing.T) {
	c := passGame(t, 4, true)
	drive(t, c, func() bool { return myMain(c) })
	if err := c.passes.PassUntil(PassUntilEvent); err != nil {
		t.Fatal(err)
	}
	if c.passes.Passing() != PassUntilEvent {
		t.Fatal("no pass")
	}
	if err := c.Cancel(); err != nil {
		t.Fatal(err)
	}
	if c.passes.Passing() != PassNone {
		t.Fatal("Esc did not stop the pass")
	}
	hash := GameForTests(c).Hash()
	for i := 0; i < 5; i++ {
		c.Tick(false)
	}
	if GameForTests(c).Hash() != hash {
		t.Fatal("the table passed after Esc")
	}
}

func TestPromptNamesThePassKeys(t *testing.T) {
	c := passGame(t, 4, true)
	drive(t, c, func() bool { return myMain(c) })
	if p := c.Prompt(); !strings.Contains(p.Text, "F6: pass until your next turn") || !strings.Contains(p.Text, "F7: until something happens") {
		t.Errorf("prompt %q does not name the pass keys", p.Text)
	}
}
