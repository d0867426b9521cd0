package curtain

import (
	"testing"

	"github.com/kitchentable/kitchentable/render/input"
)

// wait runs n ticks without input.
func wait(g *Guard, n int) {
	var in input.State
	for range n {
		if g.Update(&in) {
			panic("lifted without input")
		}
	}
}

func key(k input.Key) *input.State {
	var in input.State
	in.SetKey(k)
	return &in
}

func TestAKeyPressDuringTheGuardTimeDoesNotLift(t *testing.T) {
	var g Guard
	g.Raise()
	wait(&g, 3)
	if g.Update(key(input.KeySpace)) {
		t.Fatal("a Space 4 ticks after the curtain rose lifted it")
	}
	wait(&g, GuardTicks)
	if !g.Ready() {
		t.Fatal("not ready after the guard time")
	}
	if !g.Update(key(input.KeySpace)) {
		t.Fatal("a Space after the guard time did not lift the curtain")
	}
	if g.Up() {
		t.Fatal("still up after lifting")
	}
}

func TestAClickThatBeganBeforeTheCurtainDoesNotLift(t *testing.T) {
	var g Guard
	g.Raise()
	wait(&g, GuardTicks+5)
	// The button went down before the curtain rose: only its release is seen.
	if g.Update(&input.State{Released: [2]bool{input.Left: true}}) {
		t.Fatal("the release of an earlier press lifted the curtain")
	}
	if !g.Up() {
		t.Fatal("dropped")
	}
}

func TestAClickPressedDuringTheGuardTimeDoesNotLift(t *testing.T) {
	var g Guard
	g.Raise()
	g.Update(&input.State{Pressed: [2]bool{input.Left: true}})
	wait(&g, GuardTicks+5)
	if g.Update(&input.State{Released: [2]bool{input.Left: true}}) {
		t.Fatal("a click pressed in the guard time lifted the curtain")
	}
}

func TestADeliberateClickLifts(t *testing.T) {
	var g Guard
	g.Raise()
	wait(&g, GuardTicks+1)
	if g.Update(&input.State{Pressed: [2]bool{input.Left: true}}) {
		t.Fatal("lifted on the press, before the release")
	}
	if !g.Update(&input.State{Released: [2]bool{input.Left: true}}) {
		t.Fatal("a click after the guard time did not lift the curtain")
	}
}

func TestSyncRaisesOnlyOnAChange(t *testing.T) {
	var g Guard
	if !g.Sync(true, 1) {
		t.Fatal("Sync did not report the curtain rising")
	}
	wait(&g, GuardTicks+1)
	if g.Sync(true, 1) || !g.Ready() {
		t.Fatal("Sync restarted the guard time of a curtain that stayed up")
	}
	if !g.Sync(true, 2) || g.Ready() {
		t.Fatal("a curtain now waiting for someone else did not start its guard time again")
	}
	g.Sync(false, 2)
	if g.Up() {
		t.Fatal("Sync(false) left the guard up")
	}
	g.Sync(true, 2)
	if g.Ready() {
		t.Fatal("a newly risen curtain is ready at once")
	}
}
