package fctable

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/fcai"
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
	"github.com/kitchentable/kitchentable/scenes/internal/curtain"
	"github.com/kitchentable/kitchentable/scenes/internal/scenetest"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// fakeNav records leaving for the menu.
type fakeNav struct {
	scenes.Nav
	menu bool
}

type blank struct{ scenes.Scene }

func (n *fakeNav) Menu() scenes.Scene { n.menu = true; return blank{} }

// fixture is a table driven by scripted input, with no window.
type fixture struct {
	t   testing.TB
	s   *Scene
	nav *fakeNav
	ctx *scenes.Context
	in  input.State
}

// newTable deals a basic game of the seats, with computers deciding at
// once and no animation.
func newTable(t testing.TB, seed uint64, seats ...fcseat.Kind) *fixture {
	t.Helper()
	return openTable(t, fcconfig.Config{Setup: fourcuatro.Setup{Format: fourcuatro.Basic, Names: [2]string{"Ana", "Ben"}, Cards: catalog.FourCuatro()},
		Seed: seed, Seats: [2]fcseat.Kind{seats[0], seats[1]}})
}

// newConstructedTable deals a constructed game, both decks built by the
// computer.
func newConstructedTable(t testing.TB, seed uint64, seats ...fcseat.Kind) *fixture {
	t.Helper()
	cards := catalog.FourCuatro()
	setup := fourcuatro.Setup{Format: fourcuatro.Constructed, Names: [2]string{"Ana", "Ben"}, Cards: cards,
		Decks: [2][]*fourcuatro.Def{fcai.BuildDeck(cards, 1), fcai.BuildDeck(cards, 2)}}
	return openTable(t, fcconfig.Config{Setup: setup, Seed: seed, Seats: [2]fcseat.Kind{seats[0], seats[1]}})
}

// openTable opens the table for cfg.
func openTable(t testing.TB, cfg fcconfig.Config) *fixture {
	t.Helper()
	set := store.DefaultSettings()
	set.AnimSpeed = 0
	f := &fixture{t: t, nav: &fakeNav{}}
	svc := &scenes.Services{Settings: &set, Nav: f.nav}
	s, err := New(svc, cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.sync = true
	f.s = s
	f.ctx = &scenes.Context{In: &f.in, Width: 1280, Height: 720, Svc: svc}
	f.idle(2)
	return f
}

func (f *fixture) play(sc *input.Script) { f.t.Helper(); scenetest.Play(f.t, f.s, f.ctx, sc) }
func (f *fixture) idle(n int)            { f.play(new(input.Script).Idle(n)) }
func (f *fixture) click(p geom.Vec)      { f.play(new(input.Script).Click(p).Idle(1)) }
func (f *fixture) key(k input.Key)       { f.play(new(input.Script).Key(k).Idle(1)) }

// liftCurtain waits out the curtain's guard time and clicks it away.
func (f *fixture) liftCurtain() {
	f.idle(curtain.GuardTicks + 1)
	f.click(f.s.b.felt.Center())
}
func (f *fixture) g() *fourcuatro.Game { return f.s.m.g }

// drag drags from a to b.
func (f *fixture) drag(a, b geom.Vec) {
	f.play(new(input.Script).Drag(a, b, 8).Idle(1))
}

// handCard is where the viewer's hand card c is.
func (f *fixture) handCard(c fourcuatro.CardID) geom.Vec {
	f.t.Helper()
	hand := f.g().Player(f.s.m.viewer()).Hand
	rs := f.s.b.handRects(f.s.m.viewer(), len(hand))
	for i, h := range hand {
		if h == c {
			return rs[i].Center()
		}
	}
	f.t.Fatalf("card %d is not in the hand", c)
	return geom.Vec{}
}

// buttonLabels lists the prompt's buttons.
func (f *fixture) buttonLabels() []string {
	var out []string
	for _, b := range f.s.prompt.buttons {
		out = append(out, b.Label)
	}
	return out
}

// press clicks the prompt button with the label.
func (f *fixture) press(label string) {
	f.t.Helper()
	for _, b := range f.s.prompt.buttons {
		if b.Label == label {
			f.click(b.Rect.Center())
			return
		}
	}
	f.t.Fatalf("no button %q among %v", label, f.buttonLabels())
}

// measuring gives f's services and theme the fonts, so that text is
// measured as it is drawn (without a GPU), and returns the theme.
func (f *fixture) measuring(tb testing.TB) *widget.Theme {
	tb.Helper()
	fonts, err := paint.NewFonts()
	if err != nil {
		tb.Fatal(err)
	}
	f.ctx.Svc.Fonts, f.s.th.Fonts = fonts, fonts
	return f.s.th
}
