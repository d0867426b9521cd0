package control

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// engineSight returns the cards the engine lets the viewer see now, by
// ID: its own view, or the team view when teammates share the screen.
func engineSight(c *Controller, shares bool) map[rules.ObjID]bool {
	g := GameForTests(c)
	v := g.View(c.Viewer())
	if shares {
		v = g.TeamView(c.Viewer())
	}
	seen := map[rules.ObjID]bool{}
	x := cardIndex{}
	x.index(v)
	x.build()
	for id, cv := range x.byID {
		if cv.Def != nil {
			seen[id] = true
		}
	}
	return seen
}

// allObjects lists the IDs of every card in the game, hidden or not.
func allObjects(g *rules.Game) []rules.ObjID {
	ids := append(g.Battlefield(), g.Row()...)
	ids = append(ids, g.Removed()...)
	ids = append(ids, g.Pile()...)
	for i := range g.Seats() {
		p := g.Player(rules.Seat(i))
		for _, zone := range [][]rules.ObjID{p.Hand, p.Library, p.Graveyard, p.Exile, p.Command} {
			ids = append(ids, zone...)
		}
	}
	return ids
}

// checkHeld fails when c holds a card its viewer may not see: in the
// view it keeps for the screen, or as the answer to a look-up of any
// card of the game. It returns how many cards c showed.
func checkHeld(t *testing.T, c *Controller, shares bool) int {
	t.Helper()
	if c.viewOK && c.view.Seat != c.Viewer() {
		t.Fatalf("turn %d: the controller holds %s's view for %s", GameForTests(c).Turn(), c.name(c.view.Seat), c.name(c.Viewer()))
	}
	seen := engineSight(c, shares)
	c.View()
	c.cards.build()
	for id, cv := range c.cards.byID {
		if cv.Def != nil && !seen[id] {
			t.Fatalf("turn %d: %s is shown %s (object %d), hidden from them", GameForTests(c).Turn(), c.name(c.Viewer()), cv.Def.Name, id)
		}
	}
	shown := 0
	for _, id := range allObjects(GameForTests(c)) {
		cv := c.sight.card(id)
		if cv.Def == nil {
			continue
		}
		if !seen[id] {
			t.Fatalf("turn %d: looking up object %d gives %s %s, hidden from them", GameForTests(c).Turn(), id, c.name(c.Viewer()), cv.Def.Name)
		}
		shown++
	}
	return shown
}

// TestTheControllerHoldsOnlyTheViewersCards plays hot-seat games (two
// people; a Landless double-draw with two people and two computers; an
// Archenemy team of two people sharing the screen, and not sharing it)
// through the controller, and checks after every tick and every lift of
// the curtain that it holds no card its viewer may not see, against the
// engine's own view for that seat.
func TestTheControllerHoldsOnlyTheViewersCards(t *testing.T) {
	games := []struct {
		name   string
		rec    func() *record.Record
		share  bool
		turns  int
		people int
	}{
		{"two people", func() *record.Record {
			return &record.Record{Variant: "plain", Seed: 21, MaxTurns: 60, Seats: []record.Seat{seat("Ada", record.Human, redDeck(t)), seat("Bea", record.Human, greenDeck(t))}}
		}, false, 8, 2},
		{"landless double draw", func() *record.Record {
			return tabletest.DoubleDraw(t, 17, 8, record.Human, "medium", record.Human, "medium")
		}, false, 8, 2},
		{"archenemy team sharing", func() *record.Record {
			return tabletest.Archenemy(t, "archenemy", 31, "easy", record.Human, record.Human)
		}, true, 6, 2},
		{"archenemy team not sharing", func() *record.Record {
			return tabletest.Archenemy(t, "archenemy", 31, "easy", record.Human, record.Human)
		}, false, 6, 2},
	}
	for _, gm := range games {
		t.Run(gm.name, func(t *testing.T) {
			s := store.DefaultSettings()
			s.TeammatesShare = gm.share
			c, err := New(gm.rec(), Options{Settings: &s, syncAI: true, aiOpts: []ai.Option{ai.WithIterations(8)}})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(c.Close)
			viewers := map[rules.Seat]bool{}
			shown := 0
			for i := 0; i < 100000 && !c.Over() && GameForTests(c).Turn() <= gm.turns; i++ {
				c.Tick(false)
				shown += checkHeld(t, c, gm.share)
				_, mine := liftOrMine(c)
				shown += checkHeld(t, c, gm.share)
				viewers[c.Viewer()] = true
				if mine {
					autoPlay(t, c)
				}
			}
			if GameForTests(c).Turn() < gm.turns {
				t.Fatalf("the game ended on turn %d", GameForTests(c).Turn())
			}
			if len(viewers) < gm.people || shown == 0 {
				t.Fatalf("%d viewers, %d cards shown", len(viewers), shown)
			}
		})
	}
}
