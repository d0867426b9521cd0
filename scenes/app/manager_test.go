package app

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
)

// probe is a scene that records its updates and does what it is told.
type probe struct {
	name    string
	updates []input.State
	sizes   [][2]int
	next    scenes.Scene // switch to it on the next update
	quit    bool
	err     error
	closed  int
}

func (p *probe) Update(ctx *scenes.Context) error {
	p.updates = append(p.updates, *ctx.In)
	p.sizes = append(p.sizes, [2]int{ctx.Width, ctx.Height})
	if p.next != nil {
		ctx.Switch(p.next)
		p.next = nil
	}
	if p.quit {
		ctx.Quit()
	}
	return p.err
}

func (p *probe) Draw(*ebiten.Image) {}
func (p *probe) Close()             { p.closed++ }

func TestManagerSwitches(t *testing.T) {
	a, b, c := &probe{name: "a"}, &probe{name: "b"}, &probe{name: "c"}
	m := &manager{svc: &scenes.Services{}}
	if err := m.enter(a, nil, 800, 600); err != nil || m.cur != a || len(a.updates) != 1 {
		t.Fatalf("enter: cur %v, %d updates, err %v", m.cur, len(a.updates), err)
	}
	// a switches to b, which lays out at once with nothing pressed and
	// switches on to c.
	a.next, b.next = b, c
	var in input.State
	in.Cursor = geom.V(10, 20)
	in.Pressed[input.Left] = true
	in.SetKey(input.KeyEnter)
	if quit, err := m.update(&in, 1920, 1080); quit || err != nil {
		t.Fatalf("update: quit %v, err %v", quit, err)
	}
	if m.cur != c || len(b.updates) != 1 || len(c.updates) != 1 {
		t.Fatalf("cur %v; b updated %d times, c %d", m.cur, len(b.updates), len(c.updates))
	}
	got := b.updates[0]
	if got.Pressed[input.Left] || got.KeyPressed(input.KeyEnter) || got.Cursor != in.Cursor || b.sizes[0] != [2]int{1920, 1080} {
		t.Fatalf("the new scene's first update saw %+v at %v", got, b.sizes[0])
	}
	if a.closed+b.closed != 0 {
		t.Fatal("switching closed a scene")
	}
	c.quit = true
	if quit, err := m.update(&in, 1920, 1080); !quit || err != nil || c.closed != 1 || m.cur != nil {
		t.Fatalf("quit: %v, err %v, closed %d, cur %v", quit, err, c.closed, m.cur)
	}
}

func TestManagerError(t *testing.T) {
	boom := errors.New("boom")
	a := &probe{err: boom}
	m := &manager{cur: a}
	if _, err := m.update(&input.State{}, 10, 10); !errors.Is(err, boom) {
		t.Fatalf("err %v, want boom", err)
	}
	m.close()
	if a.closed != 1 || m.cur != nil {
		t.Fatal("close did not close the scene")
	}
}

func TestWarningsBecomeSentences(t *testing.T) {
	for in, want := range map[string]string{
		"your card sets are left out: card file x line 1: bad": "Your card sets are left out: card file x line 1: bad.",
		"Already a sentence.": "Already a sentence.",
	} {
		if got := sentence(in); got != want {
			t.Errorf("sentence(%q) = %q, want %q", in, got, want)
		}
	}
}
