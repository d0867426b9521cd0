package table

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/table/control"
)

// playerAimed reports whether seat 0 may now cast, from its hand, a spell
// that can be aimed at a player, returning the spell and the players it
// may be aimed at.
func playerAimed(g *rules.Game) (spell rules.ObjID, players []rules.Seat, ok bool) {
	spell = firstAimed(g, func(_ rules.ObjID, _ *rules.Game, targets []rules.Action) bool {
		players = players[:0]
		for _, t := range targets {
			if t.Kind == rules.ActTarget && t.Target.IsPlayer() {
				players = append(players, t.Target.Player)
			}
		}
		return len(players) > 0
	})
	return spell, players, spell != rules.NoObj
}

// aimWithoutTarget finds a game where the first seat may cast a spell
// that can be aimed at a player, starts a table on it (drawn when draw is
// set) and drops the spell on the table, so that the table asks for its
// target. It returns the spell and the players it may be aimed at.
func aimWithoutTarget(t *testing.T, draw bool) (hs *harness, spell rules.ObjID, players []rules.Seat) {
	t.Helper()
	rec := firstGame(t, "the first seat can aim a spell at a player", func(g *rules.Game) bool {
		var ok bool
		spell, players, ok = playerAimed(g)
		return ok
	})
	hs = newHarness(t, rec, services(t, draw, 0), 1280, 720)
	hs.liftCurtain()
	if hs.view().Seat != 0 {
		t.Fatalf("viewer %d", hs.view().Seat)
	}
	hs.script.Drag(hs.cardAt(spell), hs.emptySpot(0), 10)
	hs.run(3)
	if k := control.GameForTests(hs.ctrl()).Pending().Kind; k != rules.DecideTarget {
		t.Fatalf("after the drop the game waits for %v, want a target; toast %q", k, hs.s.mo.toast)
	}
	t.Logf("%s may be aimed at seats %v", control.GameForTests(hs.ctrl()).Obj(spell).Name(), players)
	return hs, spell, players
}

// TestDrawPlayerTargetPlates draws the table asking for a spell's
// target: the opponent's plate, which it may be aimed at, shows a cyan
// ring it did not have before. With KT_TABLE_PNG set it writes the frame.
func TestDrawPlayerTargetPlates(t *testing.T) {
	needGPU(t)
	hs, _, players := aimWithoutTarget(t, true)
	if !slices.Contains(players, 1) {
		t.Skip("the spell cannot be aimed at the opponent")
	}
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	hs.settle(screen, 30)
	shot(t, screen, "target-player")
	plate := hs.s.lay.SeatOf(1).Plate
	sc := hs.s.lay.Scale
	ring := func() (cyan int) {
		// Just outside the plate, where the ring is drawn.
		y := int(plate.Center().Y)
		for d := 1.0; d <= 4*sc; d++ {
			for _, x := range []int{int(plate.Min.X - d), int(plate.Max.X + d)} {
				r, g, b, _ := screen.At(x, y).RGBA()
				if b>>8 > r>>8+40 && g>>8 > r>>8+40 {
					cyan++
				}
			}
		}
		return cyan
	}
	lit := ring()
	hs.script.Key(input.KeyEscape) // cancel the spell
	hs.settle(screen, 30)
	if k := control.GameForTests(hs.ctrl()).Pending().Kind; k == rules.DecideTarget {
		t.Fatal("Escape did not cancel the spell")
	}
	if plain := ring(); lit <= plain {
		t.Errorf("cyan pixels beside the opponent's plate: %d while asking for a target, %d after; want more while asking", lit, plain)
	}
}
