package table

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// oneCard is a layout holding one card at at.
func oneCard(at geom.Vec) *layout.Table {
	t := &layout.Table{Scale: 1}
	t.Cards = append(t.Cards, layout.Card{Obj: 3, Center: at, Width: 80, Zone: rules.ZoneBattlefield})
	return t
}

// TestSpritesEase checks that a moved card eases to its new place over
// several ticks at normal speed, at once with animations off, and that
// busy is reported only while it moves.
func TestSpritesEase(t *testing.T) {
	var m motion
	m.pin = rules.NoObj
	m.relayout(oneCard(geom.V(100, 100)), false)
	moved := oneCard(geom.V(500, 300))
	m.relayout(moved, true)
	ticks := 0
	for m.step(moved, 1, rules.NoObj) {
		ticks++
		if ticks > 200 {
			t.Fatal("the card never arrives")
		}
	}
	if ticks < 10 {
		t.Errorf("the move took only %d ticks", ticks)
	}
	if p := m.sprite(3).pos; p != geom.V(500, 300) {
		t.Errorf("the card ends at %v", p)
	}
	back := oneCard(geom.V(100, 100))
	m.relayout(back, true)
	if m.step(back, 0, rules.NoObj) || m.sprite(3).pos != geom.V(100, 100) {
		t.Error("with animations off the card does not jump")
	}
}

// TestLifeCounts checks that a life total shown counts toward the new one
// and flashes red for a loss.
func TestLifeCounts(t *testing.T) {
	var m motion
	m.pin = rules.NoObj
	v := &rules.View{Players: []rules.PlayerView{{Seat: 0, Life: 20}}}
	m.setLives(v)
	v.Players[0].Life = 14
	m.setLives(v)
	l := &m.lives[0]
	if l.flash <= 0 || l.gain {
		t.Fatal("no red flash for a loss")
	}
	tb := &layout.Table{Scale: 1}
	m.step(tb, 1, rules.NoObj)
	if l.shown >= 20 || l.shown <= 14 {
		t.Errorf("after a tick the life shows %v", l.shown)
	}
	for i := 0; i < 200; i++ {
		m.step(tb, 1, rules.NoObj)
	}
	if l.shown != 14 || l.flash > 0 {
		t.Errorf("life shows %v, flash %v", l.shown, l.flash)
	}
}
