package widget

import (
	"testing"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
)

// play feeds every frame of sc to f.
func play(sc *input.Script, f func(in *input.State)) {
	var in input.State
	for sc.Pending() > 0 {
		sc.Read(&in)
		f(&in)
	}
}

func TestButtonClick(t *testing.T) {
	b := &Button{Label: "Go", Rect: geom.R(100, 100, 200, 40)}
	clicks := 0
	count := func(in *input.State) {
		if b.Update(in) {
			clicks++
		}
	}
	play(new(input.Script).Click(geom.V(150, 120)), count)
	if clicks != 1 {
		t.Fatalf("a click inside: %d clicks, want 1", clicks)
	}
	play(new(input.Script).Click(geom.V(50, 50)), count)
	// Pressed inside, released outside: no click.
	play(new(input.Script).Drag(geom.V(150, 120), geom.V(500, 500), 3), count)
	// Pressed outside, released inside: no click.
	play(new(input.Script).Drag(geom.V(500, 500), geom.V(150, 120), 3), count)
	if clicks != 1 {
		t.Fatalf("after clicks outside and drags across: %d clicks, want 1", clicks)
	}
	b.Disabled = true
	play(new(input.Script).Click(geom.V(150, 120)), count)
	if clicks != 1 {
		t.Fatalf("a disabled button was clicked")
	}
}

func TestTextField(t *testing.T) {
	f := &TextField{Rect: geom.R(0, 0, 200, 40), Max: 5}
	sc := new(input.Script).Type("ab")
	play(sc, func(in *input.State) { f.Update(in) })
	if f.Text != "" {
		t.Fatalf("an unfocused field took %q", f.Text)
	}
	sc = new(input.Script).Click(geom.V(10, 10)).Type("héllo world").Key(input.KeyBackspace).Type("!")
	play(sc, func(in *input.State) { f.Update(in) })
	if f.Text != "héll!" || !f.Focused {
		t.Fatalf("text %q focused %v, want %q focused", f.Text, f.Focused, "héll!")
	}
	play(new(input.Script).Click(geom.V(300, 300)).Type("x"), func(in *input.State) { f.Update(in) })
	if f.Focused || f.Text != "héll!" {
		t.Fatalf("a click outside left focus %v, text %q", f.Focused, f.Text)
	}
	d := &TextField{Rect: geom.R(0, 0, 200, 40), Accept: Digits}
	play(new(input.Script).Click(geom.V(10, 10)).Type("1a2 3").Key(input.KeyEnter).Type("4"), func(in *input.State) { d.Update(in) })
	if d.Text != "123" || d.Focused {
		t.Fatalf("digits field: %q focused %v, want \"123\" unfocused after Enter", d.Text, d.Focused)
	}
}

func TestCycler(t *testing.T) {
	c := &Cycler{Options: []string{"a", "b", "c"}, Rect: geom.R(0, 0, 300, 40)}
	play(new(input.Script).Click(geom.V(20, 20)), func(in *input.State) { c.Update(in) })
	if c.Value() != "c" {
		t.Fatalf("the left arrow from a gave %q, want c (wraps)", c.Value())
	}
	play(new(input.Script).Click(geom.V(290, 20)).Click(geom.V(290, 20)), func(in *input.State) { c.Update(in) })
	if c.Value() != "b" {
		t.Fatalf("two right clicks from c gave %q, want b", c.Value())
	}
	// Open the list and pick the first row.
	play(new(input.Script).Click(geom.V(150, 20)), func(in *input.State) { c.Update(in) })
	if !c.Open {
		t.Fatal("a click on the value did not open the list")
	}
	opts, rows := c.Shown()
	if len(opts) != 3 || opts[0] != "a" || rows[0] != c.row(0) {
		t.Fatalf("the open list shows %v at %v", opts, rows)
	}
	row := rows[0].Center()
	changed := false
	play(new(input.Script).Click(row), func(in *input.State) { changed = c.Update(in) || changed })
	if c.Open || c.Value() != "a" || !changed {
		t.Fatalf("picking row 0: open %v value %q changed %v", c.Open, c.Value(), changed)
	}
	if opts, _ := c.Shown(); opts != nil {
		t.Fatalf("a closed list shows %v", opts)
	}
	c.Limit = 100
	if l := c.List(); l.Max.Y > c.Rect.Max.Y+2+3*36 || l.Min.Y < c.Rect.Max.Y {
		t.Fatalf("a list with no room above opened at %v", l)
	}
	c.Rect = geom.R(0, 400, 300, 40)
	if l := c.List(); l.Max.Y > 400 {
		t.Fatalf("a list with no room below opened at %v, not above", l)
	}
	if !c.Set("c") || c.Index != 2 || c.Set("zz") {
		t.Fatal("Set")
	}
}

func TestSlider(t *testing.T) {
	s := &Slider{Rect: geom.R(0, 0, 400, 30)}
	tr := s.track()
	var done bool
	play(new(input.Script).Drag(tr.At(0.1, 0.5), tr.At(0.75, 0.5), 4), func(in *input.State) {
		_, d := s.Update(in)
		done = done || d
	})
	if s.Value < 0.74 || s.Value > 0.76 || !done || s.Dragging {
		t.Fatalf("dragged to 3/4: value %v done %v dragging %v", s.Value, done, s.Dragging)
	}
	play(new(input.Script).Drag(tr.At(0.5, 0.5), geom.V(-500, 10), 2), func(in *input.State) { s.Update(in) })
	if s.Value != 0 {
		t.Fatalf("dragged past the left end: %v", s.Value)
	}
	play(new(input.Script).Move(tr.At(0.5, 0.5)).Key(input.KeyRight).Key(input.KeyRight), func(in *input.State) { s.Update(in) })
	if s.Value < 0.19 || s.Value > 0.21 {
		t.Fatalf("two Right steps from 0: %v", s.Value)
	}
}

func TestToggle(t *testing.T) {
	g := &Toggle{Rect: geom.R(0, 0, 300, 30)}
	n := 0
	play(new(input.Script).Click(geom.V(10, 10)).Click(geom.V(10, 10)).Click(geom.V(10, 10)).Click(geom.V(400, 10)), func(in *input.State) {
		if g.Update(in) {
			n++
		}
	})
	if n != 3 || !g.On {
		t.Fatalf("three clicks inside, one outside: %d flips, on %v", n, g.On)
	}
}

// TestButtonFastClicks: clicks caught whole in one frame each, and a
// frame that ends one press and begins the next, still count one click
// each.
func TestButtonFastClicks(t *testing.T) {
	b := &Button{Label: "+", Rect: geom.R(100, 100, 40, 40)}
	clicks := 0
	count := func(in *input.State) {
		if b.Update(in) {
			clicks++
		}
	}
	p := geom.V(120, 120)
	sc := new(input.Script).Move(p)
	for range 3 {
		sc.Burst(p, input.EdgePress, input.EdgeRelease).Idle(1)
	}
	// Press; the release and the next press in one frame; release.
	sc.Press(input.Left, p).Burst(p, input.EdgeRelease, input.EdgePress).Release(input.Left, p)
	play(sc, count)
	if clicks != 5 {
		t.Fatalf("3 one-frame clicks and 2 whose release and press share a frame: %d clicks, want 5", clicks)
	}
}
