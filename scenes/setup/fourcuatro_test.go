package setup

import (
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
	"github.com/kitchentable/kitchentable/scenes/internal/scenetest"
	"github.com/kitchentable/kitchentable/scenes/store"
)

func (n *fakeNav) FourCuatro(cfg fcconfig.Config) (scenes.Scene, error) {
	n.cfg = &cfg
	return blank("table"), nil
}
func (n *fakeNav) FourCuatroDeck(deck string, back func(string) scenes.Scene) scenes.Scene {
	n.built = append(n.built, deck)
	n.builder = back
	return blank("builder")
}

type fcFixture struct {
	t   *testing.T
	s   *fcForm
	nav *fakeNav
	svc *scenes.Services
	ctx *scenes.Context
	in  input.State
}

// newFixture opens the set-up on a store in a temporary folder (or on st).
func newFCFixture(t *testing.T, st *store.Store) *fcFixture {
	t.Helper()
	if st == nil {
		var err error
		if st, err = store.OpenDir(t.TempDir()); err != nil {
			t.Fatal(err)
		}
	}
	set, err := st.LoadSettings()
	if err != nil {
		t.Fatal(err)
	}
	f := &fcFixture{t: t, nav: &fakeNav{}}
	f.svc = &scenes.Services{Store: st, Settings: &set, Nav: f.nav}
	f.reopen()
	return f
}

// reopen opens a new set-up screen on the same services.
func (f *fcFixture) reopen() {
	f.s = newFCForm(f.svc, func() uint64 { return 4242 })
	f.ctx = &scenes.Context{In: &f.in, Width: 1280, Height: 720, Svc: f.svc}
	f.play(new(input.Script).Idle(1))
}

func (f *fcFixture) play(sc *input.Script) { f.t.Helper(); scenetest.Play(f.t, f.s, f.ctx, sc) }

func (f *fcFixture) click(r geom.Rect) scenes.Scene {
	f.t.Helper()
	return scenetest.Click(f.t, f.s, f.ctx, r)
}

// next clicks a cycler's right arrow.
func (f *fcFixture) next(c *widget.Cycler) {
	f.play(new(input.Script).Click(geom.V(c.Rect.Max.X-c.Rect.H()/2, c.Rect.Center().Y)))
}

// pick opens c's list and clicks the option labelled label.
func (f *fcFixture) pick(c *widget.Cycler, label string) scenes.Scene {
	f.t.Helper()
	f.click(c.Rect)
	opts, rows := c.Shown()
	i := slices.Index(opts, label)
	if i < 0 {
		f.t.Fatalf("no %q in the list %v", label, opts)
	}
	return f.click(rows[i])
}

// start clicks Start and returns the config it played, or nil.
func (f *fcFixture) start() *fcconfig.Config {
	f.nav.cfg = nil
	f.click(f.s.start.Rect)
	return f.nav.cfg
}

// save stores a deck of the first n cards of the basic deck as name.
func (f *fcFixture) save(name string, n int) []*fourcuatro.Def {
	f.t.Helper()
	deck := fourcuatro.BasicDeck(catalog.FourCuatro())[:n]
	if err := f.svc.Store.SaveFDeck(name, deck, catalog.FourCuatro()); err != nil {
		f.t.Fatal(err)
	}
	return deck
}

func TestFourCuatroDefaults(t *testing.T) {
	f := newFCFixture(t, nil)
	cfg := f.start()
	if cfg == nil {
		t.Fatalf("Start did not play: %q", f.s.Err())
	}
	if cfg.Seats != [2]fcseat.Kind{fcseat.Human, fcseat.ComputerEasy} || cfg.Setup.Names != [2]string{"You", "Computer"} ||
		cfg.Setup.Format != fourcuatro.Basic || cfg.Seed != 4242 || len(cfg.Setup.Cards) != len(catalog.FourCuatro()) {
		t.Fatalf("config %+v", cfg)
	}
	if _, err := fourcuatro.New(cfg.Setup, cfg.Seed); err != nil {
		t.Fatalf("the config does not deal: %v", err)
	}
	want := store.FourCuatroChoice{Opponent: "easy", Names: [2]string{"You", "Computer"}, Format: "basic"}
	if got := f.svc.Settings.FourCuatro; got != want {
		t.Errorf("remembered %+v, want %+v", got, want)
	}
	if got, _ := f.svc.Store.LoadSettings(); got.FourCuatro != want {
		t.Errorf("saved %+v", got.FourCuatro)
	}
}

// TestHotSeatNamesThePeople chooses a friend: at a shared screen the
// first seat is not "You" but Player 1, and a computer makes it You again.
func TestFourCuatroHotSeatNamesThePeople(t *testing.T) {
	f := newFCFixture(t, nil)
	f.pick(&f.s.seats[1].who, "A friend (hot-seat)")
	if a, b := f.s.seats[0].name.Text, f.s.seats[1].name.Text; a != "Player 1" || b != "Player 2" {
		t.Fatalf("hot-seat names %q and %q", a, b)
	}
	f.pick(&f.s.seats[1].who, "Computer (easy)")
	if a := f.s.seats[0].name.Text; a != "You" {
		t.Fatalf("against the computer the first seat is %q", a)
	}
}

func TestFourCuatroOpponents(t *testing.T) {
	f := newFCFixture(t, nil)
	for _, want := range []struct {
		kind fcseat.Kind
		name string
	}{{fcseat.ComputerHard, "Computer"}, {fcseat.Human, "Player 2"}, {fcseat.ComputerEasy, "Computer"}} {
		f.next(&f.s.seats[1].who)
		cfg := f.start()
		if cfg == nil {
			t.Fatalf("Start did not play: %q", f.s.Err())
		}
		if cfg.Seats != [2]fcseat.Kind{fcseat.Human, want.kind} || cfg.Setup.Names[1] != want.name {
			t.Errorf("seats %v, names %v; want %v called %s", cfg.Seats, cfg.Setup.Names, want.kind, want.name)
		}
	}
	// A name typed stays when the opponent changes.
	f.pick(&f.s.seats[1].who, "A friend (hot-seat)")
	sc := new(input.Script).Click(f.s.seats[1].name.Rect.Center())
	for range len("Player 2") {
		sc.Key(input.KeyBackspace)
	}
	f.play(sc.Type("Ada").Key(input.KeyEnter))
	f.pick(&f.s.seats[1].who, "Computer (hard)")
	if cfg := f.start(); cfg == nil || cfg.Setup.Names[1] != "Ada" || cfg.Seats[1] != fcseat.ComputerHard {
		t.Fatalf("config %+v, error %q", cfg, f.s.Err())
	}
}

func TestFourCuatroNames(t *testing.T) {
	f := newFCFixture(t, nil)
	f.s.seats[1].name.Text = " you "
	if f.start() != nil || !strings.Contains(f.s.Err(), "Both players are called") {
		t.Errorf("same names: error %q", f.s.Err())
	}
	f.s.seats[0].name.Text = "  "
	if f.start() != nil || f.s.Err() != "Player 1 needs a name" {
		t.Errorf("no name: error %q", f.s.Err())
	}
	f.s.seats[0].name.Text = "Ada"
	f.play(new(input.Script).Click(f.s.seed.Rect.Center()).Type("77"))
	if cfg := f.start(); cfg == nil || cfg.Seed != 77 || cfg.Setup.Names != [2]string{"Ada", "you"} {
		t.Errorf("config %+v, error %q", cfg, f.s.Err())
	}
}

func TestFourCuatroBack(t *testing.T) {
	f := newFCFixture(t, nil)
	if got := f.click(f.s.back.Rect); got != blank("menu") {
		t.Fatalf("Back went to %v", got)
	}
	f.play(new(input.Script).Key(input.KeyEscape))
	if got := f.ctx.Next(); got != blank("menu") {
		t.Fatalf("Esc went to %v", got)
	}
	if f.svc.Settings.FourCuatro != (store.FourCuatroChoice{}) {
		t.Error("Back remembered the choices")
	}
}

func TestFourCuatroNoStore(t *testing.T) {
	f := &fcFixture{t: t, nav: &fakeNav{}}
	f.svc = &scenes.Services{Nav: f.nav}
	f.reopen()
	f.next(&f.s.format)
	if f.start() != nil || !strings.Contains(f.s.Err(), "You has no deck") {
		t.Errorf("constructed with no store: %q", f.s.Err())
	}
	f.next(&f.s.format)
	if f.start() == nil {
		t.Errorf("basic with no store: %q", f.s.Err())
	}
}

// TestEscLeavesFromAFocusedField: Esc goes back to the menu in one press
// while the player is typing a name, not first only leaving the field.
func TestFourCuatroEscLeavesFromAFocusedField(t *testing.T) {
	f := newFCFixture(t, nil)
	f.play(new(input.Script).Click(f.s.seats[0].name.Rect.Center()).Type("x"))
	if !f.s.seats[0].name.Focused {
		t.Fatal("the click did not focus the name")
	}
	f.play(new(input.Script).Key(input.KeyEscape))
	if got := f.ctx.Next(); got != blank("menu") {
		t.Fatalf("one Esc in a focused field went to %v, want the menu", got)
	}
}
