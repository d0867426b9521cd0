package control

import (
	"slices"
	"testing"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// doubleDraw starts a Landless single-deck double-draw game between two
// people.
func doubleDraw(t *testing.T, seed uint64) *Controller {
	t.Helper()
	rec := &record.Record{Variant: "landless-double", Seed: seed, MaxTurns: 60,
		Seats: []record.Seat{seat("Ada", record.Human, redDeck(t)), seat("Bea", record.Human, greenDeck(t))}}
	s := store.DefaultSettings()
	c, err := New(rec, Options{Settings: &s, syncAI: true, aiOpts: []ai.Option{ai.WithIterations(8)}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	c.Tick(false)
	if _, up := c.Curtain(); up {
		c.LiftCurtain()
	}
	return c
}

func TestSortingPanelPicksOrdersAndApplies(t *testing.T) {
	c := doubleDraw(t, 3)
	who := c.Viewer()
	d := GameForTests(c).Pending()
	if d.Purpose != rules.ChooseBottom || d.Count != 7 || !c.sorter.Sorting() {
		t.Fatalf("pending %+v, sorting %v: want seven to the bottom on the panel", d, c.sorter.Sorting())
	}
	ch := c.selector.Choices()
	if len(ch) != 14 {
		t.Fatalf("%d cards on the panel, want all 14 of the hand", len(ch))
	}
	for _, b := range c.Prompt().Buttons {
		if b.Label == "Done" {
			t.Fatal("Done offered before anything is picked")
		}
	}
	for i := range 7 {
		if err := c.selector.PickChoice(i); err != nil {
			t.Fatal(err)
		}
	}
	if c.sorter.Picked(ch[0].Obj) != 1 || c.sorter.Picked(ch[6].Obj) != 7 || c.sorter.Picked(ch[7].Obj) != 0 {
		t.Errorf("places %d, %d, %d", c.sorter.Picked(ch[0].Obj), c.sorter.Picked(ch[6].Obj), c.sorter.Picked(ch[7].Obj))
	}
	if err := c.selector.PickChoice(7); err == nil {
		t.Error("an eighth pick was taken")
	}
	// Unpick and pick again; then drag the last pick to the front.
	if err := c.selector.PickChoice(3); err != nil || c.sorter.Picked(ch[3].Obj) != 0 || c.sorter.Picked(ch[4].Obj) != 4 {
		t.Fatalf("unpicking: %v, places %d %d", err, c.sorter.Picked(ch[3].Obj), c.sorter.Picked(ch[4].Obj))
	}
	if err := c.selector.PickChoice(3); err != nil {
		t.Fatal(err)
	}
	if err := c.sorter.MovePick(7, 1); err != nil {
		t.Fatal(err)
	}
	want := []rules.ObjID{ch[3].Obj, ch[0].Obj, ch[1].Obj, ch[2].Obj, ch[4].Obj, ch[5].Obj, ch[6].Obj}
	for i, obj := range want {
		if c.sorter.Picked(obj) != i+1 {
			t.Fatalf("after the move, %d is at place %d, want %d", obj, c.sorter.Picked(obj), i+1)
		}
	}
	if GameForTests(c).Pending().Count != 7 {
		t.Fatal("picking applied something")
	}
	if err := c.OK(); err != nil { // Done
		t.Fatal(err)
	}
	if n := len(GameForTests(c).Player(who).Hand); n != 7 {
		t.Fatalf("hand of %d after Done", n)
	}
	// Top first: the first pick lies highest, the last at the very bottom.
	lib := GameForTests(c).Player(0).Library // the shared library; index 0 is the bottom
	bottom := slices.Clone(lib[:7])
	slices.Reverse(bottom)
	if !slices.Equal(bottom, want) {
		t.Errorf("bottom of the library, top first: %v, want %v", bottom, want)
	}
}

func TestSortingPanelEscClearsAndHandClicksPick(t *testing.T) {
	c := doubleDraw(t, 4)
	who := c.Viewer()
	hand := c.View().Players[who].Hand
	if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: hand[2].ID, Seat: who}); err != nil {
		t.Fatal(err)
	}
	if c.sorter.Picked(hand[2].ID) != 1 || len(GameForTests(c).Player(who).Hand) != 14 {
		t.Fatal("a click in the hand did not pick on the panel")
	}
	if err := c.Cancel(); err != nil || c.sorter.Picked(hand[2].ID) != 0 {
		t.Fatalf("Esc: %v, still picked %v", err, c.sorter.Picked(hand[2].ID))
	}
}
