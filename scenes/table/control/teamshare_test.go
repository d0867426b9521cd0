package control

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// Two people on the Archenemy team against a computer archenemy: with
// the "teammates share" setting (the default) they pass the screen
// without the curtain and the view shows each the other's hand, never the
// archenemy's; with it off, the curtain falls between them and no other
// hand is shown.
func TestTeammatesShareTheScreen(t *testing.T) {
	for _, share := range []bool{true, false} {
		rec := tabletest.Archenemy(t, "archenemy", 31, "easy", record.Human, record.Human)
		s := store.DefaultSettings()
		s.TeammatesShare = share
		c, err := New(rec, Options{Settings: &s, syncAI: true, aiOpts: []ai.Option{ai.WithIterations(8)}})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		curtains, passes, shown := 0, 0, 0
		last := c.Viewer()
		for i := 0; i < 100000 && !c.Over() && GameForTests(c).Turn() <= 6; i++ {
			c.Tick(false)
			lifted, mine := liftOrMine(c)
			if lifted {
				curtains++
				last = c.Viewer()
				continue
			}
			if v := c.Viewer(); v != last {
				passes++
				last = v
			}
			v := c.View()
			for _, p := range v.Players {
				if p.Seat == v.Seat || len(p.Hand) == 0 {
					continue
				}
				if !share || !GameForTests(c).Teammates(v.Seat, p.Seat) {
					t.Fatalf("share %v, turn %d: %s is shown %s's hand", share, GameForTests(c).Turn(), c.name(v.Seat), c.name(p.Seat))
				}
				if p.Hand[0].Def == nil {
					t.Fatalf("turn %d: %s's hand is shown face down to a teammate", GameForTests(c).Turn(), c.name(p.Seat))
				}
				shown++
			}
			if mine {
				autoPlay(t, c)
			}
		}
		t.Logf("share %v: turn %d, %d curtains, %d passes, %d shown", share, GameForTests(c).Turn(), curtains, passes, shown)
		if GameForTests(c).Turn() < 6 {
			t.Fatalf("share %v: the game ended on turn %d", share, GameForTests(c).Turn())
		}
		if share && (curtains != 0 || passes == 0 || shown == 0) {
			t.Errorf("sharing: %d curtains, %d passes of the screen, %d teammate hands shown", curtains, passes, shown)
		}
		if !share && (curtains == 0 || passes != 0) {
			t.Errorf("not sharing: %d curtains, %d passes without one", curtains, passes)
		}
	}
}
