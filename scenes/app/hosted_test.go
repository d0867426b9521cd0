package app

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
)

// fakeHost records what a hosted table told it.
type fakeHost struct {
	saves  []*record.Record
	done   *scenes.Result
	left   int
	saveOK error
}

type hostScreen string

func (hostScreen) Update(*scenes.Context) error { return nil }
func (hostScreen) Draw(*ebiten.Image)           {}

func (h *fakeHost) Save(rec *record.Record) error { h.saves = append(h.saves, rec); return h.saveOK }
func (h *fakeHost) Done(res scenes.Result, rec *record.Record) scenes.Scene {
	h.done = &res
	return hostScreen("after the game")
}
func (h *fakeHost) Leave() scenes.Scene { h.left++; return hostScreen("left") }

// hostedRecord is a game between two easy computers with ready-made decks.
func hostedRecord(t *testing.T, cat *catalog.Catalog) *record.Record {
	t.Helper()
	rec := &record.Record{Variant: "plain", Seed: 11, MaxTurns: 60}
	for i, name := range []string{"rg-stampede", "wu-skies"} {
		d, err := cat.Deck(name)
		if err != nil {
			t.Skipf("no deck %s: %v", name, err)
		}
		rec.Seats = append(rec.Seats, record.Seat{Name: []string{"Ann", "Bo"}[i], Controller: "easy", DeckName: name, Deck: d.Cards})
	}
	return rec
}

func TestPlayHostedGoesToTheHost(t *testing.T) {
	n := navFor(t)
	cat, err := catalog.LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	n.g.svc.Catalog = cat
	host := &fakeHost{}
	s, err := n.PlayHosted(hostedRecord(t, cat), host)
	if err != nil {
		t.Fatal(err)
	}
	h, ok := s.(*hosted)
	if !ok {
		t.Fatalf("PlayHosted is %T", s)
	}
	var in input.State
	ctx := &scenes.Context{In: &in, Width: 1280, Height: 720, Svc: n.g.svc}
	deadline := time.Now().Add(2 * time.Minute)
	for ctx.Next() == nil {
		if time.Now().After(deadline) {
			t.Fatal("the game between computers did not end")
		}
		if err := h.Update(ctx); err != nil {
			t.Fatal(err)
		}
		if next := ctx.Next(); next != nil {
			if next != hostScreen("after the game") {
				t.Fatalf("the end went to %v", next)
			}
			break
		}
		time.Sleep(200 * time.Microsecond)
	}
	if host.done == nil {
		t.Fatal("the host was not told the result")
	}
	if len(host.saves) == 0 {
		t.Error("the game was never saved through the host")
	}
	if n.g.svc.Store.MainSave().Has() {
		t.Error("a hosted game went to the store's Continue")
	}
	for _, r := range host.saves {
		if _, err := r.Start(); err != nil {
			t.Fatalf("a saved game does not replay: %v", err)
		}
	}
}

func TestHostedMenuSavesAndLeaves(t *testing.T) {
	n := navFor(t)
	cat, err := catalog.LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	n.g.svc.Catalog = cat
	host := &fakeHost{}
	s, err := n.PlayHosted(hostedRecord(t, cat), host)
	if err != nil {
		t.Fatal(err)
	}
	h := s.(*hosted)
	var in input.State
	ctx := &scenes.Context{In: &in, Width: 1280, Height: 720, Svc: n.g.svc}
	// Let the computers play a few actions, not the whole game.
	c := h.Table().Controller()
	deadline := time.Now().Add(time.Minute)
	for len(c.Record().Actions) < 6 {
		if time.Now().After(deadline) || c.Over() {
			t.Fatal("the game did not move on")
		}
		if err := h.Update(ctx); err != nil {
			t.Fatal(err)
		}
		time.Sleep(200 * time.Microsecond)
	}
	// Leaving by the table's Menu: the host's Leave, after a save.
	next := hostNav{Nav: n, h: h}.Menu()
	if next != hostScreen("left") || host.left != 1 {
		t.Fatalf("Menu went to %v", next)
	}
	last := c.Record()
	if len(host.saves) == 0 || len(host.saves[len(host.saves)-1].Actions) != len(last.Actions) {
		t.Fatalf("the unfinished game was not saved on leaving: %d saves, %d actions", len(host.saves), len(last.Actions))
	}
	if n.g.svc.Store.MainSave().Has() {
		t.Error("a hosted game went to the store's Continue")
	}
}
