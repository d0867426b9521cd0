package fctable

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// kinds lists the kinds of the effects playing or waiting.
func (f *fixture) fxKinds() map[fxKind]int {
	out := map[fxKind]int{}
	for _, e := range f.s.mo.fx {
		out[e.kind]++
	}
	return out
}

// TestSpellAndTrapAnimations plays games with animations on until a trap
// answers a spell, and checks what is shown: a cast flies to the table and
// lands with a ring; a trap flies beside the spell, springs with a ring,
// shakes the spell and says "Trap!"; a counter shakes the spell and says
// so; a resolution throws sparks; and the game waits for them to end.
// With KT_FC_PNG set it writes the table as the trap springs.
func TestSpellAndTrapAnimations(t *testing.T) {
	seen := map[fourcuatro.EventKind]bool{}
	for seed := uint64(1); seed <= 20 && !(seen[fourcuatro.EvTrap] && seen[fourcuatro.EvCounter]); seed++ {
		animatedGame(t, seed, seen)
	}
	for e, name := range map[fourcuatro.EventKind]string{fourcuatro.EvCast: "cast", fourcuatro.EvTrap: "trap", fourcuatro.EvCounter: "counter", fourcuatro.EvResolve: "resolution"} {
		if !seen[e] {
			t.Errorf("no %s was shown in 20 games", name)
		}
	}
}

// animatedGame plays a game between computers with animations on, checks
// the effects of each event as it starts and notes which kinds it saw.
func animatedGame(t *testing.T, seed uint64, seen map[fourcuatro.EventKind]bool) {
	set := store.DefaultSettings()
	set.AnimSpeed = 1
	f := &fixture{t: t, nav: &fakeNav{}}
	svc := &scenes.Services{Settings: &set, Nav: f.nav}
	s, err := New(svc, fcconfig.Config{Setup: fourcuatro.Setup{Format: fourcuatro.Basic, Names: [2]string{"Ana", "Ben"}, Cards: catalog.FourCuatro()},
		Seed: seed, Seats: [2]fcseat.Kind{fcseat.ComputerEasy, fcseat.ComputerEasy}})
	if err != nil {
		t.Fatal(err)
	}
	s.sync = true
	f.s = s
	f.ctx = &scenes.Context{In: &f.in, Width: 1280, Height: 720, Svc: svc}
	var screen *ebiten.Image
	if gputest.Available() && !seen[fourcuatro.EvTrap] {
		f.drawing(t)
		screen = ebiten.NewImage(1280, 720)
		defer screen.Deallocate()
	}
	for i := 0; i < 100000 && !(f.g().Over() && !f.s.mo.busy()); i++ {
		f.s.mo.queue = append(f.s.mo.queue, f.s.m.takeEvents()...)
		before := len(f.s.mo.queue)
		var next fourcuatro.Event
		if before > 0 {
			next = f.s.mo.queue[0]
		}
		f.idle(1)
		if before == 0 || len(f.s.mo.queue) == before {
			continue // no event started this frame
		}
		k := f.fxKinds()
		switch next.Kind {
		case fourcuatro.EvCast:
			seen[next.Kind] = true
			if k[fxRing] == 0 || len(f.s.mo.flights) == 0 {
				t.Fatalf("a cast shows flights %d and effects %v, want a flight and a ring", len(f.s.mo.flights), k)
			}
		case fourcuatro.EvTrap:
			seen[next.Kind] = true
			if k[fxRing] == 0 || k[fxShake] == 0 || k[fxToast] == 0 || len(f.s.mo.flights) == 0 {
				t.Fatalf("a trap shows flights %d and effects %v, want a flight, a ring, a shake and a word", len(f.s.mo.flights), k)
			}
			if !f.s.mo.busy() {
				t.Fatal("the game does not wait for the trap to spring")
			}
			if screen != nil && !seen[fourcuatro.EvCounter] {
				for range f.s.mo.frames(22) {
					f.idle(1)
				}
				screen.Clear()
				f.s.Draw(screen)
				gputest.Shot(t, screen, "KT_FC_PNG", "trap-springs")
			}
		case fourcuatro.EvCounter:
			seen[next.Kind] = true
			if k[fxShake] == 0 || k[fxToast] == 0 {
				t.Fatalf("a counter shows effects %v, want a shake and a word", k)
			}
		case fourcuatro.EvResolve:
			seen[next.Kind] = true
			if k[fxSparks] == 0 {
				t.Fatalf("a resolution shows effects %v, want sparks", k)
			}
		}
	}
}

// TestSourcesTurnWhenExhausted checks that a source's pose turns a quarter
// and slides to its new place over some frames, not at once, and gets
// there; with no animation it is there at once.
func TestSourcesTurnWhenExhausted(t *testing.T) {
	var a anim
	from, to := geom.V(500, 100), geom.V(300, 110)
	a.ease(3, from, 64, 0, 1)
	for range 3 {
		a.ease(3, to, 64, -math.Pi/2, 1)
	}
	if p := a.poses[3]; p.c.X >= from.X || p.c.X <= to.X || p.angle >= 0 || p.angle <= -math.Pi/2 {
		t.Fatalf("after 3 frames the source is at %v turned %v, want on its way", p.c, p.angle)
	}
	for range 120 {
		a.ease(3, to, 64, -math.Pi/2, 1)
	}
	if p := a.poses[3]; p.c.Dist(to) > 0.5 || math.Abs(p.angle+math.Pi/2) > 0.01 {
		t.Fatalf("after 2 s the source is at %v turned %v, want %v turned %v", p.c, p.angle, to, -math.Pi/2)
	}
	a.ease(3, from, 64, 0, 0)
	if p := a.poses[3]; p.c != from || p.angle != 0 {
		t.Fatalf("with no animation the source is at %v turned %v", p.c, p.angle)
	}
}
