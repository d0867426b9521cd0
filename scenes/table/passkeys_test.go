package table

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/table/control"
)

// TestPassKeys: F6 and Shift+Space pass until the player's next turn, F7
// until something happens; each starts the controller's standing pass.
func TestPassKeys(t *testing.T) {
	for _, k := range []struct {
		name  string
		press func(sc *input.Script)
		want  control.PassMode
	}{
		{"F6", func(sc *input.Script) { sc.Key(input.KeyF6) }, control.PassToMyTurn},
		{"Shift+Space", func(sc *input.Script) { sc.Chord(input.ModShift, input.KeySpace) }, control.PassToMyTurn},
		{"F7", func(sc *input.Script) { sc.Key(input.KeyF7) }, control.PassUntilEvent},
	} {
		hs := newHarness(t, humans(t, 3, 0, nil), services(t, false, 0), 1280, 720)
		hs.advance(func() bool {
			v := hs.view()
			return v.Active == v.Seat && v.Step == rules.StepMain1 && v.Pending.Seat == v.Seat && v.Pending.Kind == rules.DecidePriority
		})
		seat := hs.view().Seat
		k.press(&hs.script)
		hs.tick(hs.script.Pending())
		if got := hs.ctrl().Passes().Passing(); got != k.want || hs.ctrl().Viewer() != seat {
			t.Errorf("%s: passing %v for seat %v, want %v for %v", k.name, got, hs.ctrl().Viewer(), k.want, seat)
		}
		hs.run(120) // the animations end, the table passes
		if hs.view().Step == rules.StepMain1 && hs.view().Active == seat {
			t.Errorf("%s: the table did not pass on from the main phase", k.name)
		}
	}
}
