package deckpointer

import (
	"testing"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
)

// The browser holds card "a" at x in [0, 100); the deck panel is x in
// [200, 400) and holds card "b" there.
var deck = geom.R(200, 0, 200, 100)

func hit(p geom.Vec) (Pick[string], bool) {
	switch {
	case p.Y < 0 || p.Y >= 100:
	case p.X >= 0 && p.X < 100:
		return Pick[string]{Def: "a"}, true
	case deck.Contains(p):
		return Pick[string]{Def: "b", Deck: true}, true
	}
	return Pick[string]{}, false
}

// run plays sc on p and returns the moves made, with their cards.
func run(p *Pointer[string], sc *input.Script) []Pick[string] {
	var in input.State
	var out []Pick[string]
	for sc.Pending() > 0 {
		sc.Read(&in)
		if pk, m := p.Update(&in, 1, hit, deck); m != None {
			pk.Def += "/" + []string{"", "right", "click", "in", "out"}[m]
			out = append(out, pk)
		}
	}
	return out
}

// TestMoves checks each move: a click, a right click, a drag from the
// browser into the deck, a drag from the deck out, and drags that end
// where they began (no move).
func TestMoves(t *testing.T) {
	for _, c := range []struct {
		name string
		sc   *input.Script
		want string
	}{
		{"click", new(input.Script).Click(geom.V(50, 50)), "a/click"},
		{"right click", new(input.Script).RightClick(geom.V(300, 50)), "b/right"},
		{"drag in", new(input.Script).Drag(geom.V(50, 50), geom.V(300, 50), 4), "a/in"},
		{"drag out", new(input.Script).Drag(geom.V(300, 50), geom.V(50, 50), 4), "b/out"},
		{"drag within the deck", new(input.Script).Drag(geom.V(300, 50), geom.V(350, 50), 4), ""},
		{"drag within the browser", new(input.Script).Drag(geom.V(20, 50), geom.V(90, 50), 4), ""},
		{"press on nothing", new(input.Script).Drag(geom.V(150, 50), geom.V(300, 50), 4), ""},
	} {
		var p Pointer[string]
		got := ""
		for _, pk := range run(&p, c.sc) {
			got += pk.Def
		}
		if got != c.want {
			t.Errorf("%s: moves %q, want %q", c.name, got, c.want)
		}
	}
}

// TestMissedRelease checks that a press whose release was not seen (the
// button is found up) is forgotten: moving after it drops nothing.
func TestMissedRelease(t *testing.T) {
	var p Pointer[string]
	var sc input.Script
	sc.Press(input.Left, geom.V(50, 50))
	run(&p, &sc)
	if !p.Busy() {
		t.Fatal("no press held")
	}
	in := input.State{Cursor: geom.V(300, 50)}
	p.Update(&in, 1, hit, deck)
	if p.Busy() || p.DraggingFrom(false) {
		t.Fatal("a press with the button up is still held")
	}
}

// TestHoverZoom checks that the hovered card zooms after the delay, not
// during a drag, and that Reset forgets it.
func TestHoverZoom(t *testing.T) {
	var p Pointer[string]
	at := geom.V(50, 50)
	pk, _ := hit(at)
	for range 26 {
		if _, ok := p.Hovering(at, pk, true, 450); ok {
			t.Fatal("zoomed before the delay")
		}
	}
	if z, ok := p.Hovering(at, pk, true, 450); !ok || z != "a" || !p.Hovers(pk) {
		t.Fatalf("zoom %q %v after the delay, want a", z, ok)
	}
	if _, ok := p.Hovering(at, pk, false, 450); ok || p.Hovers(pk) {
		t.Fatal("a covered card still zooms")
	}
	var sc input.Script
	sc.Press(input.Left, at).Move(geom.V(80, 50))
	run(&p, &sc)
	if !p.IsDragged(pk) {
		t.Fatal("no drag")
	}
	for range 60 {
		if _, ok := p.Hovering(geom.V(80, 50), pk, true, 450); ok {
			t.Fatal("zoomed during a drag")
		}
	}
	p.Reset()
	if p.Busy() || p.Hovers(pk) {
		t.Fatal("Reset kept the press or the hover")
	}
}
