package menu

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// named is a scene that only has a name, for telling scenes apart.
type named string

func (named) Update(*scenes.Context) error { return nil }
func (named) Draw(*ebiten.Image)           {}

type fakeNav struct {
	played     *record.Record
	back       scenes.Scene
	editorBack func(string) scenes.Scene
}

func (n *fakeNav) Menu() scenes.Scene                             { return named("menu") }
func (n *fakeNav) Setup() scenes.Scene                            { return named("setup") }
func (n *fakeNav) Settings(b scenes.Scene) scenes.Scene           { n.back = b; return named("settings") }
func (n *fakeNav) End(scenes.Result, *record.Record) scenes.Scene { return named("end") }
func (n *fakeNav) FourCuatroSetup() scenes.Scene                  { return named("fourcuatro setup") }
func (n *fakeNav) DraftDeck(scenes.DraftBuild) scenes.Scene       { return named("draft deck") }
func (n *fakeNav) FourCuatroDeck(string, func(string) scenes.Scene) scenes.Scene {
	return named("fourcuatro deck")
}
func (n *fakeNav) DeckEditor(deck string, back func(string) scenes.Scene) scenes.Scene {
	n.editorBack = back
	return named("deck editor")
}
func (n *fakeNav) FourCuatro(fcconfig.Config) (scenes.Scene, error) { return named("fourcuatro"), nil }
func (n *fakeNav) ResumeFourCuatro() (scenes.Scene, error)          { return named("fourcuatro"), nil }
func (n *fakeNav) Leagues() scenes.Scene                            { return named("leagues") }
func (n *fakeNav) PoolDeck(scenes.PoolBuild) scenes.Scene           { return named("pool deck") }
func (n *fakeNav) PlayHosted(*record.Record, scenes.GameHost) (scenes.Scene, error) {
	return named("hosted table"), nil
}
func (n *fakeNav) Join() scenes.Scene { return named("join") }
func (n *fakeNav) JoinTable(context.Context, netplay.ClientConfig) (scenes.Scene, error) {
	return named("networked table"), nil
}
func (n *fakeNav) Play(rec *record.Record) (scenes.Scene, error) {
	n.played = rec
	return named("table"), nil
}

type fixture struct {
	t   *testing.T
	s   *Scene
	nav *fakeNav
	svc *scenes.Services
	ctx *scenes.Context
}

func newFixture(t *testing.T, st *store.Store) *fixture {
	t.Helper()
	cat, err := catalog.Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	set := store.DefaultSettings()
	f := &fixture{t: t, nav: &fakeNav{}}
	f.svc = &scenes.Services{Catalog: cat, Store: st, Settings: &set, Nav: f.nav}
	f.s = New(f.svc, "a warning")
	f.ctx = &scenes.Context{In: &input.State{}, Width: 1280, Height: 720, Svc: f.svc}
	f.play(new(input.Script).Idle(1))
	return f
}

func (f *fixture) play(sc *input.Script) {
	f.t.Helper()
	for sc.Pending() > 0 {
		sc.Read(f.ctx.In)
		if err := f.s.Update(f.ctx); err != nil {
			f.t.Fatal(err)
		}
	}
}

// click clicks the entry labelled label and returns the scene it switched
// to.
func (f *fixture) click(label string) scenes.Scene {
	f.t.Helper()
	r, ok := f.s.Button(label)
	if !ok {
		f.t.Fatalf("no %q entry in %v", label, f.s.Labels())
	}
	f.play(new(input.Script).Click(r.Center()))
	return f.ctx.Next()
}

func tempStore(t *testing.T) *store.Store {
	t.Helper()
	st, err := store.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestNoSave(t *testing.T) {
	f := newFixture(t, tempStore(t))
	if got := f.s.Labels(); !slices.Equal(got, []string{"Play", "Decks", "421 league", "FourCuatro", "Join a table", "Settings", "Quit"}) {
		t.Fatalf("entries %v, want Play, Decks, 421 league, FourCuatro, Join a table, Settings, Quit", got)
	}
	if got := f.click("421 league"); got != named("leagues") {
		t.Fatalf("421 league went to %v", got)
	}
	if got := f.click("Decks"); got != named("deck editor") || f.nav.editorBack == nil || f.nav.editorBack("Mine") != named("menu") {
		t.Fatalf("Decks went to %v, and back to the menu? %v", got, f.nav.editorBack != nil)
	}
	if got := f.click("Play"); got != named("setup") {
		t.Fatalf("Play went to %v", got)
	}
	if got := f.click("FourCuatro"); got != named("fourcuatro setup") {
		t.Fatalf("FourCuatro went to %v", got)
	}
	if got := f.click("Join a table"); got != named("join") {
		t.Fatalf("Join a table went to %v", got)
	}
	if got := f.click("Settings"); got != named("settings") || f.nav.back != f.s {
		t.Fatalf("Settings went to %v, back to %v", got, f.nav.back)
	}
	f.click("Quit")
	if !f.ctx.Quitting() {
		t.Fatal("Quit did not quit")
	}
	// No store at all: no Continue either.
	if got := newFixture(t, nil).s.Labels(); slices.Contains(got, "Continue") {
		t.Fatalf("entries without a store: %v", got)
	}
}

func TestKeyboard(t *testing.T) {
	f := newFixture(t, tempStore(t))
	f.play(new(input.Script).Key(input.KeyDown).Key(input.KeyEnter))
	if got := f.ctx.Next(); got != named("deck editor") {
		t.Fatalf("Down, Enter went to %v, want the deck editor", got)
	}
	f.play(new(input.Script).Key(input.KeyDown).Key(input.KeyEnter))
	if got := f.ctx.Next(); got != named("leagues") {
		t.Fatalf("Down, Down, Enter went to %v, want the league list", got)
	}
	f.play(new(input.Script).Key(input.KeyDown).Key(input.KeyEnter))
	if got := f.ctx.Next(); got != named("fourcuatro setup") {
		t.Fatalf("Down×3, Enter went to %v, want the FourCuatro set-up", got)
	}
	f.play(new(input.Script).Key(input.KeyDown).Key(input.KeyEnter))
	if got := f.ctx.Next(); got != named("join") {
		t.Fatalf("Down×4, Enter went to %v, want the join screen", got)
	}
	f.play(new(input.Script).Key(input.KeyDown).Key(input.KeyEnter))
	if got := f.ctx.Next(); got != named("settings") {
		t.Fatalf("Down×5, Enter went to %v, want settings", got)
	}
	f.play(new(input.Script).Key(input.KeyUp).Key(input.KeyUp).Key(input.KeyUp).Key(input.KeyUp).Key(input.KeyUp).Key(input.KeyEnter))
	if got := f.ctx.Next(); got != named("setup") {
		t.Fatalf("Up×5, Enter went to %v, want setup", got)
	}
}

func TestContinue(t *testing.T) {
	st := tempStore(t)
	rec := game(t)
	if err := st.MainSave().Save(rec); err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, st)
	if got := f.s.Labels(); !slices.Equal(got, []string{"Continue", "New game", "Decks", "421 league", "FourCuatro", "Join a table", "Settings", "Quit"}) {
		t.Fatalf("entries with a save: %v", got)
	}
	// Eight entries fit above the start-up note at the bottom.
	var prev float64
	for _, l := range f.s.Labels() {
		r, _ := f.s.Button(l)
		if r.Min.Y < prev || r.Max.Y > 720-38-22 {
			t.Errorf("entry %s at %v overlaps the one above or the note", l, r)
		}
		prev = r.Max.Y
	}
	if got := f.click("Continue"); got != named("table") || f.nav.played == nil || f.nav.played.Seed != 7 || f.nav.played.Seats[1].Name != "Computer" {
		t.Fatalf("Continue went to %v playing %+v", got, f.nav.played)
	}
}

func TestBadSave(t *testing.T) {
	st := tempStore(t)
	path := filepath.Join(st.Dir, "current.save")
	junk := []byte("this is not a saved game\n")
	if err := os.WriteFile(path, junk, 0o644); err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, st)
	want := "Your saved game could not be read, so it was set aside as " + path + ".bad."
	if got := f.click("Continue"); got != nil || f.nav.played != nil || f.s.Err() != want {
		t.Fatalf("a bad save: switched to %v, played %v, error %q", got, f.nav.played, f.s.Err())
	}
	if data, err := os.ReadFile(path + ".bad"); err != nil || string(data) != string(junk) {
		t.Fatalf("the bad save was not kept whole: %q, %v", data, err)
	}
	// It is not offered again, here or on the next menu.
	if got := f.s.Labels(); slices.Contains(got, "Continue") || got[0] != "Play" {
		t.Errorf("entries after a bad save: %v", got)
	}
	if got := newFixture(t, st).s.Labels(); slices.Contains(got, "Continue") {
		t.Errorf("entries of the next menu: %v", got)
	}
	if n := f.s.Notices(); len(n) != 2 || n[0] != want {
		t.Errorf("notices %q", n)
	}
}

func TestFan(t *testing.T) {
	f := newFixture(t, nil)
	if len(f.s.fan) < 3 {
		t.Fatalf("only %d cards to fan", len(f.s.fan))
	}
	for _, d := range f.s.fan {
		if !d.IsCreature() || d.Colors.Count() != 1 {
			t.Errorf("fanned %s is not a mono-coloured creature", d.Name)
		}
	}
}
