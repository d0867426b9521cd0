package control

import (
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
)

// TestConcedingEndsTheGameAsALoss: the person concedes while the
// computer decides; the game is over, the computer won, the summary and
// the log say "conceded", and the record replays to the same end.
func TestConcedingEndsTheGameAsALoss(t *testing.T) {
	c := newCtl(t, 3, nil, seat("Ada", record.Human, redDeck(t)), seat("Bot", "easy", greenDeck(t)))
	drive(t, c, func() bool { return GameForTests(c).Turn() >= 2 })
	for i := 0; i < 500 && GameForTests(c).Pending().Seat != 1; i++ {
		if err := c.OK(); err != nil {
			c.Tick(false)
		}
	}
	if GameForTests(c).Pending().Seat != 1 {
		t.Fatal("the computer never had a decision")
	}
	if !c.results.CanConcede() {
		t.Fatal("Ada can't concede while the computer decides")
	}
	if err := c.results.Concede(); err != nil {
		t.Fatal(err)
	}
	if !c.Over() || c.results.CanConcede() {
		t.Fatalf("over %v, can concede again %v", c.Over(), c.results.CanConcede())
	}
	sum := c.results.Summary()
	if sum.HumanWon || !slices.Equal(sum.WinnerNames, []string{"Bot"}) {
		t.Fatalf("winners %v, human won %v", sum.WinnerNames, sum.HumanWon)
	}
	if !strings.Contains(sum.Lines[0], "Ada") || !strings.Contains(sum.Lines[0], "conceded on turn") {
		t.Errorf("Ada's summary line %q does not say she conceded", sum.Lines[0])
	}
	if log := c.Log(); !slices.ContainsFunc(log, func(l string) bool { return l == "You concede the game." || l == "Ada concedes the game." }) {
		t.Errorf("the log does not say so: %q", log[max(0, len(log)-4):])
	}
	rec := c.Record()
	if last := rec.Actions[len(rec.Actions)-1]; last != "concede P1" {
		t.Errorf("the record's last action %q, want concede P1", last)
	}
	g, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	if !g.Over() || g.Hash() != rec.Hash {
		t.Fatal("the record does not replay to the conceded end")
	}
}

// TestAPersonConcedesAndTheOthersPlayOn: of three people, the one in
// front of the screen concedes; the game goes on for the other two, the
// curtain calls the next, and nobody concedes for anyone behind it.
func TestAPersonConcedesAndTheOthersPlayOn(t *testing.T) {
	c := newCtl(t, 6, nil, seat("Ada", record.Human, redDeck(t)), seat("Bea", record.Human, greenDeck(t)),
		seat("Cy", record.Human, greenDeck(t)))
	drive(t, c, func() bool { return GameForTests(c).Turn() >= 1 && myMain(c) })
	who := c.Viewer()
	if err := c.results.Concede(); err != nil {
		t.Fatal(err)
	}
	if c.Over() {
		t.Fatal("the game ended with two people left")
	}
	if !GameForTests(c).Player(who).Lost || !c.View().Players[who].Conceded {
		t.Fatal("the seat that conceded is still in the game")
	}
	for i := 0; i < 100; i++ {
		if _, up := c.Curtain(); up {
			break
		}
		c.Tick(false)
	}
	next, up := c.Curtain()
	if !up || next == who {
		t.Fatalf("curtain up %v for %v after %v conceded", up, next, who)
	}
	if c.results.CanConcede() || c.results.Concede() == nil {
		t.Fatal("a concession was taken behind the curtain")
	}
	c.LiftCurtain()
	if !c.results.CanConcede() {
		t.Fatal("the next person can't concede")
	}
}

// TestTheLastPersonConcedingEndsTheTable: one person among computers
// concedes; the computers are not played on for nobody: the table's game
// is over, without winners, as conceded, and the result says so.
func TestTheLastPersonConcedingEndsTheTable(t *testing.T) {
	c := newCtl(t, 7, nil, seat("Ada", record.Human, redDeck(t)), seat("Bot", "easy", greenDeck(t)),
		seat("Cog", "easy", greenDeck(t)))
	drive(t, c, func() bool { return myMain(c) })
	if err := c.results.Concede(); err != nil {
		t.Fatal(err)
	}
	if GameForTests(c).Over() || !c.Over() {
		t.Fatalf("rules over %v, table over %v; want the table over with two computers left", GameForTests(c).Over(), c.Over())
	}
	n := c.Record().Actions
	for range 20 {
		c.Tick(false)
	}
	if got := c.Record().Actions; len(got) != len(n) {
		t.Fatalf("the computers played on: %d actions after %d", len(got), len(n))
	}
	sum := c.results.Summary()
	if !sum.Conceded || len(sum.Winners) != 0 || sum.HumanWon {
		t.Fatalf("summary %+v", sum)
	}
	if r := c.Record().Result; !strings.HasPrefix(r, "Ada conceded on turn") {
		t.Errorf("result %q", r)
	}
	if !strings.HasPrefix(c.Prompt().Text, "Game over: Ada conceded") {
		t.Errorf("prompt %q", c.Prompt().Text)
	}
}

// TestNoConcessionInAReplay: a replay concedes nothing.
func TestNoConcessionInAReplay(t *testing.T) {
	c := newCtl(t, 3, nil, seat("Ada", record.Human, redDeck(t)), seat("Bot", "easy", greenDeck(t)))
	drive(t, c, func() bool { return GameForTests(c).Turn() >= 2 })
	r, err := NewReplay(c.Record(), 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Close)
	if r.results.CanConcede() || r.results.Concede() == nil {
		t.Fatal("a replay conceded")
	}
}
