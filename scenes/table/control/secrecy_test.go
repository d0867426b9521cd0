package control

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// playSecretly plays c through the curtain for the given number of turns,
// the people deciding through the controller's input methods, and fails
// when the log of the person in front of the screen names a card that
// person was never allowed to see. It returns how many times the curtain
// changed the viewer.
func playSecretly(t *testing.T, c *Controller, turns int) int {
	t.Helper()
	sight := tabletest.NewSight(GameForTests(c))
	switches := 0
	check := func() {
		t.Helper()
		v := c.Viewer()
		for i, line := range c.Log() {
			if leak := sight.Leak(v, line); leak != "" {
				t.Fatalf("turn %d: line %d of %s's log names %s, a card hidden from them: %q",
					GameForTests(c).Turn(), i+1, c.name(v), leak, line)
			}
		}
	}
	for i := 0; i < 100000 && !c.Over() && GameForTests(c).Turn() <= turns; i++ {
		c.Tick(false)
		sight.Look(GameForTests(c))
		lifted, mine := liftOrMine(c)
		if lifted {
			switches++
		}
		check()
		if mine {
			autoPlay(t, c)
		}
	}
	check()
	return switches
}

// TestHotSeatLogsKeepEachPersonsSecrets plays a game for two people, and a
// four-seat Landless double-draw game with two people and two computers
// (ten and sixteen turns: four rounds), and checks every log line a person is shown.
func TestHotSeatLogsKeepEachPersonsSecrets(t *testing.T) {
	t.Run("two people", func(t *testing.T) {
		c := hotseat(t, 21)
		if n := playSecretly(t, c, 10); n < 10 {
			t.Fatalf("the viewer changed only %d times", n)
		}
	})
	t.Run("landless double draw", func(t *testing.T) {
		rec := tabletest.DoubleDraw(t, 17, 8, record.Human, "medium", record.Human, "medium")
		s := store.DefaultSettings()
		c, err := New(rec, Options{Settings: &s, syncAI: true, aiOpts: []ai.Option{ai.WithIterations(8)}})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		if n := playSecretly(t, c, 16); n < 10 {
			t.Fatalf("the viewer changed only %d times", n)
		}
		// Each person's log says what they drew and kept, and only how many
		// cards the other drew.
		for _, s := range []rules.Seat{0, 2} {
			own, other := 0, 0
			for _, line := range c.t.LogOf(s) {
				if strings.HasPrefix(line, c.name(s)+" draws ") || strings.HasPrefix(line, "You draw ") {
					own++
				}
				if strings.HasPrefix(line, c.name(2-s)+" draws ") && strings.HasSuffix(line, " cards.") {
					other++
				}
			}
			if own == 0 || other == 0 {
				t.Errorf("%s's log has %d draws of their own and %d counted draws of the other person", c.name(s), own, other)
			}
		}
	})
}
