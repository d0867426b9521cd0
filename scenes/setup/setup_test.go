package setup

import (
	"bytes"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// fakeNav records the game it was asked to play.
type fakeNav struct {
	// Nav stands in for the screens these tests never open.
	scenes.Nav
	played *record.Record
	menu   bool
	// drafts are the deck builders opened; each person takes the deck
	// offered (or pick's, when set) and presses Done at once.
	drafts []scenes.DraftBuild
	pick   func(b scenes.DraftBuild) []*card.Def
	// cfg is the FourCuatro game asked for; built are the decks its deck
	// builder was opened on, builder the way back from the last.
	cfg     *fcconfig.Config
	built   []string
	builder func(chosen string) scenes.Scene
}

func (n *fakeNav) DraftDeck(b scenes.DraftBuild) scenes.Scene {
	n.drafts = append(n.drafts, b)
	deck := b.Deck
	if n.pick != nil {
		deck = n.pick(b)
	}
	next, err := b.Done(deck)
	if err != nil {
		panic(err)
	}
	return next
}

// blank is a screen with only a name, for telling the screens asked for
// apart.
type blank string

func (blank) Update(*scenes.Context) error { return nil }
func (blank) Draw(*ebiten.Image)           {}

func (n *fakeNav) Menu() scenes.Scene                             { n.menu = true; return blank("menu") }
func (n *fakeNav) Setup() scenes.Scene                            { return blank("setup") }
func (n *fakeNav) Settings(scenes.Scene) scenes.Scene             { return blank("settings") }
func (n *fakeNav) End(scenes.Result, *record.Record) scenes.Scene { return blank("end") }
func (n *fakeNav) Play(rec *record.Record) (scenes.Scene, error) {
	n.played = rec
	return blank("table"), nil
}

// fixture is a set-up screen with a fake Nav, and the screen size.
type fixture struct {
	t   *testing.T
	s   *Scene
	nav *fakeNav
	svc *scenes.Services
	ctx *scenes.Context
	in  input.State
}

func newFixture(t *testing.T, last ...store.SeatChoice) *fixture {
	t.Helper()
	cat, err := catalog.Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	st := store.DefaultSettings()
	st.LastSeats = last
	f := &fixture{t: t, nav: &fakeNav{}}
	f.svc = &scenes.Services{Catalog: cat, Settings: &st, Nav: f.nav}
	f.s = New(f.svc, WithRand(func() uint64 { return 4242 }))
	f.ctx = &scenes.Context{In: &f.in, Width: 1280, Height: 720, Svc: f.svc}
	f.play(new(input.Script).Idle(1))
	return f
}

// play runs the screen through every frame of sc.
func (f *fixture) play(sc *input.Script) {
	f.t.Helper()
	for sc.Pending() > 0 {
		sc.Read(&f.in)
		if err := f.s.Update(f.ctx); err != nil {
			f.t.Fatal(err)
		}
	}
}

func (f *fixture) click(r geom.Rect) { f.play(new(input.Script).Click(r.Center())) }

// leftArrow and rightArrow are the arrows of a cycler.
func leftArrow(r geom.Rect) geom.Vec  { return geom.V(r.Min.X+r.H()/2, r.Center().Y) }
func rightArrow(r geom.Rect) geom.Vec { return geom.V(r.Max.X-r.H()/2, r.Center().Y) }

func (f *fixture) start() *record.Record {
	f.t.Helper()
	f.nav.played = nil
	f.click(f.s.start.Rect)
	return f.nav.played
}

func checkDecks(t *testing.T, cat *catalog.Catalog, rec *record.Record) {
	t.Helper()
	for _, st := range rec.Seats {
		if len(st.Deck) == 0 {
			t.Errorf("seat %s has no cards", st.Name)
		}
		if !strings.ContainsAny(st.DeckName, `/\`) {
			if _, err := cat.Deck(st.DeckName); err != nil {
				t.Errorf("seat %s: deck %q: %v", st.Name, st.DeckName, err)
			}
		}
	}
}

func TestDefaults(t *testing.T) {
	f := newFixture(t)
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start did not play; error %q", f.s.Err())
	}
	if len(rec.Seats) != 2 || rec.Seats[0].Name != "You" || rec.Seats[0].Controller != record.Human ||
		rec.Seats[1].Name != "Computer" || rec.Seats[1].Controller != "medium" {
		t.Fatalf("seats %+v, want You (human) and Computer (medium)", rec.Seats)
	}
	if rec.Variant != "plain" || rec.Seed != 4242 || rec.MaxTurns != 0 || len(rec.Actions) != 0 {
		t.Fatalf("record %+v", rec)
	}
	if rec.Seats[0].DeckName == rec.Seats[1].DeckName {
		t.Errorf("two random decks are both %s", rec.Seats[0].DeckName)
	}
	checkDecks(t, f.svc.Catalog, rec)
	last := f.svc.Settings.LastSeats
	if len(last) != 2 || last[0] != (store.SeatChoice{Name: "You", Controller: "human", Deck: "random"}) {
		t.Fatalf("LastSeats %+v", last)
	}
}

func TestHotSeatPreset(t *testing.T) {
	f := newFixture(t)
	f.click(f.s.presets[1].Rect)
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start did not play; error %q", f.s.Err())
	}
	if len(rec.Seats) != 2 {
		t.Fatalf("%d seats, want 2", len(rec.Seats))
	}
	for i, st := range rec.Seats {
		if want := []string{"Player 1", "Player 2"}[i]; st.Name != want || st.Controller != record.Human {
			t.Errorf("seat %d: %s (%s), want %s (human)", i+1, st.Name, st.Controller, want)
		}
	}
	checkDecks(t, f.svc.Catalog, rec)
}

func TestFourSeats(t *testing.T) {
	f := newFixture(t)
	f.click(f.s.add.Rect)
	f.click(f.s.add.Rect)
	if len(f.s.seats.rows) != 4 || f.s.add.Disabled {
		t.Fatalf("%d seats after two Adds, add disabled %v", len(f.s.seats.rows), f.s.add.Disabled)
	}
	// Seat 3: from medium one step right is hard; seat 4: pick a
	// ready-made deck, two steps right of "Random deck".
	f.play(new(input.Script).Click(rightArrow(f.s.seats.rows[2].who.Rect)))
	f.play(new(input.Script).Click(rightArrow(f.s.seats.rows[3].deck.Rect)).Click(rightArrow(f.s.seats.rows[3].deck.Rect)))
	f.play(new(input.Script).Click(f.s.seed.Rect.Center()).Type("12x34 5"))
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start did not play; error %q", f.s.Err())
	}
	if rec.Seed != 12345 {
		t.Errorf("seed %d, want 12345", rec.Seed)
	}
	want := []record.Seat{{Name: "You", Controller: "human"}, {Name: "Computer", Controller: "medium"}, {Name: "Computer 2", Controller: "hard"}, {Name: "Computer 3", Controller: "medium"}}
	for i, st := range rec.Seats {
		if st.Name != want[i].Name || st.Controller != want[i].Controller {
			t.Errorf("seat %d: %s (%s), want %s (%s)", i+1, st.Name, st.Controller, want[i].Name, want[i].Controller)
		}
	}
	if d := f.svc.Catalog.Decks[1]; rec.Seats[3].DeckName != d {
		t.Errorf("seat 4 plays %s, want %s", rec.Seats[3].DeckName, d)
	}
	checkDecks(t, f.svc.Catalog, rec)
	// The same seed deals the same decks.
	again := f.start()
	for i := range rec.Seats {
		if again.Seats[i].DeckName != rec.Seats[i].DeckName {
			t.Errorf("seed 12345 gave seat %d %s, then %s", i+1, rec.Seats[i].DeckName, again.Seats[i].DeckName)
		}
	}
	// Remove seat 1.
	f.click(f.s.seats.rows[0].remove.Rect)
	if len(f.s.seats.rows) != 3 || f.s.seats.rows[0].name.Text != "Computer" {
		t.Fatalf("after removing seat 1: %d seats, first %q", len(f.s.seats.rows), f.s.seats.rows[0].name.Text)
	}
}

// TestTwoPeopleAreNotCalledYou switches the computer of "You vs computer"
// to a person: at a shared screen neither may be called "You", and the
// names follow the seats.
func TestTwoPeopleAreNotCalledYou(t *testing.T) {
	f := newFixture(t)
	f.play(new(input.Script).Click(leftArrow(f.s.seats.rows[1].who.Rect)).Click(leftArrow(f.s.seats.rows[1].who.Rect)))
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start did not play; error %q", f.s.Err())
	}
	for i, st := range rec.Seats {
		if want := []string{"Player 1", "Player 2"}[i]; st.Name != want || st.Controller != record.Human {
			t.Errorf("seat %d: %s (%s), want %s (human)", i+1, st.Name, st.Controller, want)
		}
	}
	// Settings remembered from before the fix name the first person You.
	g := newFixture(t, store.SeatChoice{Name: "You", Controller: "human"}, store.SeatChoice{Name: "Player", Controller: "human"})
	if n := g.s.seats.rows[0].name.Text; n != "Player 1" {
		t.Errorf("remembered seats of two people still call the first %q", n)
	}
	// One person is still You.
	h := newFixture(t)
	if n := h.s.seats.rows[0].name.Text; n != "You" {
		t.Errorf("one person against the computer is called %q", n)
	}
}

func TestFourPlayerPreset(t *testing.T) {
	f := newFixture(t)
	f.click(f.s.presets[2].Rect)
	rec := f.start()
	if rec == nil || len(rec.Seats) != 4 || rec.Seats[0].Controller != record.Human || rec.Seats[3].Controller != "medium" {
		t.Fatalf("four-player preset gave %+v (error %q)", rec, f.s.Err())
	}
}

func TestBadNames(t *testing.T) {
	f := newFixture(t)
	name := f.s.seats.rows[0].name.Rect.Center()
	f.play(new(input.Script).Click(name).Key(input.KeyBackspace).Key(input.KeyBackspace).Key(input.KeyBackspace).Key(input.KeyEnter))
	if rec := f.start(); rec != nil || !strings.Contains(f.s.Err(), "Seat 1 needs a name") {
		t.Fatalf("empty name: played %v, error %q", rec != nil, f.s.Err())
	}
	f.play(new(input.Script).Click(name).Type("computer").Key(input.KeyEnter))
	if rec := f.start(); rec != nil || !strings.Contains(f.s.Err(), "both called") {
		t.Fatalf("duplicate name: played %v, error %q", rec != nil, f.s.Err())
	}
	f.play(new(input.Script).Click(name).Type(" Ada").Key(input.KeyEnter))
	if rec := f.start(); rec == nil || rec.Seats[0].Name != "computer Ada" {
		t.Fatalf("after fixing the name: %v, error %q", rec, f.s.Err())
	}
}

func TestDeckFile(t *testing.T) {
	f := newFixture(t)
	deck := f.s.seats.rows[1].deck.Rect
	f.play(new(input.Script).Click(leftArrow(deck)))
	if f.s.seats.deckValue(f.s.seats.rows[1]) != fileDeck || !f.s.pick.picker.Open {
		t.Fatalf("choosing a deck file does not open the file picker")
	}
	f.play(new(input.Script).Key(input.KeyEscape))
	path := f.s.seats.rows[1].path
	if f.s.pick.picker.Open || path.Rect.Empty() || !path.Focused {
		t.Fatalf("the picker cancelled: the deck file field is not shown and focused")
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.deck")
	if err := os.WriteFile(bad, []byte("4 No Such Card At All\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f.play(new(input.Script).Type(bad).Key(input.KeyEnter))
	if f.s.seats.rows[1].pathErr == "" {
		t.Fatal("a deck file naming an unknown card shows no error")
	}
	var logged bytes.Buffer
	log.SetOutput(&logged)
	defer log.SetOutput(os.Stderr)
	if rec := f.start(); rec != nil || !strings.Contains(f.s.Err(), "Seat 2's deck file") {
		t.Fatalf("bad deck: played %v, error %q", rec != nil, f.s.Err())
	}
	if !strings.Contains(logged.String(), "No Such Card At All") {
		t.Errorf("the bad deck file is not in the log: %q", logged.String())
	}
	data, err := fs.ReadFile(assets.Decks, f.svc.Catalog.Decks[0]+".deck")
	if err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "mine.deck")
	if err := os.WriteFile(good, data, 0o644); err != nil {
		t.Fatal(err)
	}
	p := f.s.seats.rows[1].path.Rect.Center()
	sc := new(input.Script).Click(p)
	for range len(bad) {
		sc.Key(input.KeyBackspace)
	}
	f.play(sc.Type(good).Click(geom.V(5, 5)))
	if f.s.seats.rows[1].pathErr != "" {
		t.Fatalf("good deck file: %s", f.s.seats.rows[1].pathErr)
	}
	rec := f.start()
	if rec == nil || rec.Seats[1].DeckName != good || len(rec.Seats[1].Deck) == 0 {
		t.Fatalf("good deck: %+v, error %q", rec, f.s.Err())
	}
	if got := f.svc.Settings.LastSeats[1].Deck; got != good {
		t.Fatalf("LastSeats remembers deck %q, want %q", got, good)
	}
	// The next screen offers the same file again.
	again := New(f.svc)
	if again.seats.deckValue(again.seats.rows[1]) != fileDeck || again.seats.rows[1].path.Text != good {
		t.Fatalf("a new screen shows deck %q path %q", again.seats.deckValue(again.seats.rows[1]), again.seats.rows[1].path.Text)
	}
}

func TestBackAndKeys(t *testing.T) {
	f := newFixture(t)
	f.play(new(input.Script).Key(input.KeyEscape))
	if !f.nav.menu || f.ctx.Next() == nil {
		t.Fatal("Esc did not go back to the menu")
	}
	f = newFixture(t)
	f.play(new(input.Script).Key(input.KeyEnter))
	if f.nav.played == nil {
		t.Fatal("Enter did not start")
	}
}

func TestTab(t *testing.T) {
	f := newFixture(t)
	f.play(new(input.Script).Click(f.s.seats.rows[0].name.Rect.Center()).Key(input.KeyTab).Type("!").Key(input.KeyTab).Type("77").Key(input.KeyTab).Type("?"))
	if got := f.s.seats.rows[1].name.Text; got != "Computer!" {
		t.Errorf("after one Tab the second name is %q", got)
	}
	if got := f.s.seed.Text; got != "77" {
		t.Errorf("after two Tabs the seed is %q", got)
	}
	if got := f.s.seats.rows[0].name.Text; got != "You?" {
		t.Errorf("after three Tabs (wrapping) the first name is %q", got)
	}
}

func TestDeckLabel(t *testing.T) {
	for in, want := range map[string]string{
		"block-bg-mossgut-grudge": "Mossgut Grudge (black–green)",
		"rg-stampede":             "Stampede (red–green)",
		"plain":                   "Plain",
	} {
		if got := DeckLabel(in); got != want {
			t.Errorf("DeckLabel(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestEscLeavesFromAFocusedField: Esc goes back to the menu in one press
// while the player is typing a name, not first only leaving the field.
func TestEscLeavesFromAFocusedField(t *testing.T) {
	f := newFixture(t)
	f.play(new(input.Script).Click(f.s.seats.rows[0].name.Rect.Center()).Type("x"))
	if !f.s.seats.rows[0].name.Focused {
		t.Fatal("the click did not focus the name")
	}
	f.play(new(input.Script).Key(input.KeyEscape))
	if !f.nav.menu || f.ctx.Next() == nil {
		t.Fatal("one Esc in a focused field did not go back to the menu")
	}
}
