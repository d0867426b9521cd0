package control

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// checkReplay checks that the controller's record replays to the same game.
func checkReplay(t *testing.T, c *Controller) {
	t.Helper()
	rec := c.Record()
	g, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	if g.Hash() != GameForTests(c).Hash() || rec.Hash != g.Hash() {
		t.Fatal("the record does not replay to the same game")
	}
}

func TestHumanPressingOKAgainstComputer(t *testing.T) {
	c := newCtl(t, 12, nil, seat("Ada", record.Human, greenDeck(t)), seat("Hal", "medium", redDeck(t)))
	for i := 0; i < 20000 && !c.Over(); i++ {
		c.Tick(false)
		d := GameForTests(c).Pending()
		if c.Over() || d.Seat != 0 {
			continue
		}
		if _, auto := c.passes.autoAction(d); !auto {
			pressOK(t, c)
		}
	}
	if !c.Over() {
		t.Fatalf("the game did not end (turn %d)", GameForTests(c).Turn())
	}
	s := c.results.Summary()
	if len(s.Winners) != 1 || s.Winners[0] != 1 || s.WinnerNames[0] != "Hal" || s.HumanWon {
		t.Errorf("summary %+v: Hal should beat a player who only passes", s)
	}
	if len(s.Lines) != 2 || !strings.HasPrefix(s.Lines[1], "Hal: ") || !strings.Contains(s.Lines[1], "damage to opponents") {
		t.Errorf("summary lines %q", s.Lines)
	}
	if p := c.Prompt(); !strings.HasPrefix(p.Text, "Game over: Hal wins on turn") {
		t.Errorf("prompt %q", p.Text)
	}
	if c.Tick(false) != nil {
		t.Error("Tick acted after the end")
	}
	checkReplay(t, c)
}

func TestComputerAgainstComputer(t *testing.T) {
	c := newCtl(t, 13, nil, seat("Hal", "hard", redDeck(t)), seat("Ivy", "medium", greenDeck(t)))
	if c.Viewer() != 0 || c.IsHuman(0) || c.IsHuman(1) {
		t.Fatal("without people seat 0 views")
	}
	events := 0
	for i := 0; i < 20000 && !c.Over(); i++ {
		events += len(c.Tick(false))
		if _, up := c.Curtain(); up {
			t.Fatal("no curtain without people")
		}
		if p := c.Prompt(); !c.Over() && !p.Waiting {
			t.Fatalf("prompt %+v should wait for the computers", p)
		}
	}
	if !c.Over() {
		t.Fatal("the game did not end")
	}
	if events == 0 || len(c.Log()) == 0 {
		t.Error("no events or log")
	}
	// Repeats are folded: no line is followed by one it could take in.
	log := c.Log()
	for i := 1; i < len(log); i++ {
		if _, ok := gamelog.Merge(log[i-1], log[i]); ok {
			t.Errorf("log lines %d and %d repeat: %q, %q", i-1, i, log[i-1], log[i])
		}
	}
	if s := c.results.Summary(); s.HumanWon || s.Turns != GameForTests(c).Turn() {
		t.Errorf("summary %+v", s)
	}
	rec := c.Record()
	if !strings.Contains(rec.Result, "on turn") {
		t.Errorf("result %q", rec.Result)
	}
	checkReplay(t, c)
}

func TestResumeFromRecord(t *testing.T) {
	c := hotseat(t, 14)
	drive(t, c, func() bool { return GameForTests(c).Turn() >= 4 && myMain(c) })
	rec := c.Record()
	d, err := New(rec, Options{syncAI: true})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if GameForTests(d).Hash() != GameForTests(c).Hash() || d.Viewer() != 0 {
		t.Fatal("the resumed game differs")
	}
	if ev := d.Tick(true); len(ev) != 0 {
		t.Errorf("a resumed game animates %d past events", len(ev))
	}
	if len(d.Log()) == 0 || len(d.Log()) != len(c.Log()) {
		t.Errorf("the resumed log has %d lines, the original %d", len(d.Log()), len(c.Log()))
	}
}

func TestSteadyStateAllocations(t *testing.T) {
	c := hotseat(t, 15)
	drive(t, c, func() bool { return myMain(c) && len(c.View().Players[c.Viewer()].Hand) > 0 })
	c.Tick(false)
	obj := c.View().Players[c.Viewer()].Hand[0].ID
	c.Prompt()
	c.dropper.DropTargets(obj, nil)
	ver := c.Version()
	var buf []layout.Hit
	allocs := testing.AllocsPerRun(100, func() {
		if c.Tick(false) != nil {
			t.Fatal("Tick acted")
		}
		_ = c.View()
		_ = c.Prompt()
		_ = c.selector.Actionable(obj)
		_ = c.dropper.Draggable(obj)
		_ = c.selector.Selectable(layout.Hit{Kind: layout.HitCard, Obj: obj})
		_, _ = c.combat.StagedAttack(obj)
		_, _ = c.Curtain()
		buf = c.dropper.DropTargets(obj, buf[:0])
	})
	if allocs != 0 {
		t.Errorf("%v allocations per frame, want 0", allocs)
	}
	if c.Version() != ver {
		t.Error("Version changed without a change")
	}
}

func TestComputerThinksInBackground(t *testing.T) {
	rec := &record.Record{Variant: "plain", Seed: 16, MaxTurns: 6, Seats: []record.Seat{
		seat("Hal", "easy", redDeck(t)), seat("Ivy", "easy", greenDeck(t))}}
	c, err := New(rec, Options{AITime: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	thought := false
	for i := 0; i < 1_000_000 && !c.Over(); i++ {
		c.Tick(false)
		if _, ok := c.Thinking(); ok {
			thought = true
			time.Sleep(100 * time.Microsecond)
		}
	}
	if !c.Over() {
		t.Fatal("the game did not end")
	}
	if !thought {
		t.Error("Thinking never reported a computer thinking")
	}
	checkReplay(t, c)
}

func TestCloseStopsThinking(t *testing.T) {
	rec := &record.Record{Variant: "plain", Seed: 17, Seats: []record.Seat{
		seat("Hal", "hard", redDeck(t)), seat("Ivy", "hard", greenDeck(t))}}
	c, err := New(rec, Options{aiOpts: []ai.Option{ai.WithIterations(1 << 20)}})
	if err != nil {
		t.Fatal(err)
	}
	c.Tick(false) // returns the opening events and starts thinking
	hash := GameForTests(c).Hash()
	if _, ok := c.Thinking(); !ok {
		t.Fatal("no computer is thinking")
	}
	c.Close()
	c.Close()
	if _, ok := c.Thinking(); ok {
		t.Error("Thinking after Close")
	}
	for i := 0; i < 10; i++ {
		if c.Tick(false) != nil {
			t.Fatal("Tick acted after Close")
		}
	}
	if GameForTests(c).Hash() != hash {
		t.Error("the game moved after Close")
	}
	if GameForTests(c).Pending().Seat == rules.NoSeat {
		t.Error("no decision pending")
	}
}

// brokenPlayer is a computer player that fails, panics or answers
// nonsense.
type brokenPlayer struct{ illegal, panics bool }

func (b brokenPlayer) Choose(ctx context.Context, k *rules.Knowledge) (rules.Action, error) {
	if b.panics {
		var s []int
		_ = s[3] // index out of range
	}
	if b.illegal {
		return rules.Action{Kind: rules.ActBlockDone, Obj: 12345}, nil
	}
	return rules.Action{}, errors.New("out of ideas")
}

func TestComputerFailureFallsBack(t *testing.T) {
	for _, b := range []brokenPlayer{{}, {illegal: true}, {panics: true}} {
		rec := &record.Record{Variant: "plain", Seed: 18, MaxTurns: 60, Seats: []record.Seat{seat("Hal", "easy", redDeck(t)), seat("Ivy", "easy", greenDeck(t))}}
		c, err := New(rec, Options{syncAI: true, computer: b})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		want := GameForTests(c).Legal()[0] // the computer's: the table lists only people's
		before := len(c.Record().Actions)
		c.Tick(false)
		rec = c.Record()
		if len(rec.Actions) != before+1 || rec.Actions[before] != record.ActionText(want) {
			t.Fatalf("%+v: recorded %q, want the first legal action %q", b, rec.Actions[before:], record.ActionText(want))
		}
		if log := c.Log(); !strings.Contains(log[len(log)-1]+log[len(log)-2], "computer player failed") {
			t.Errorf("%+v: the log does not say the computer failed: %q", b, log)
		}
	}
}

// A decision computed for a game that has moved on is dropped: the
// runner tests it (game/match TestAStaleAnswerIsDropped).
