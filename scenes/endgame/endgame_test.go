package endgame

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
)

type blank struct{}

func (blank) Update(*scenes.Context) error { return nil }
func (blank) Draw(*ebiten.Image)           {}

type fakeNav struct {
	// Nav stands in for the screens these tests never open.
	scenes.Nav
	played *record.Record
	menu   bool
	fail   error
}

func (n *fakeNav) Menu() scenes.Scene                             { n.menu = true; return blank{} }
func (n *fakeNav) Setup() scenes.Scene                            { return blank{} }
func (n *fakeNav) Settings(scenes.Scene) scenes.Scene             { return blank{} }
func (n *fakeNav) End(scenes.Result, *record.Record) scenes.Scene { return blank{} }
func (n *fakeNav) Play(rec *record.Record) (scenes.Scene, error) {
	n.played = rec
	return blank{}, n.fail
}

func seats(ctrl ...string) *record.Record {
	rec := &record.Record{Variant: "plain", Seed: 9, MaxTurns: 40, Actions: []string{"x"}, Result: "done", Hash: 77}
	for i, c := range ctrl {
		rec.Seats = append(rec.Seats, record.Seat{Name: []string{"You", "Computer", "Ada", "Bo"}[i], Controller: c, DeckName: "rg-stampede"})
	}
	return rec
}

func TestHeadline(t *testing.T) {
	for _, tc := range []struct {
		res  scenes.Result
		rec  *record.Record
		want string
	}{
		{scenes.Result{Winners: []string{"You"}, HumanWon: true}, seats("human", "medium"), "You win!"},
		{scenes.Result{Winners: []string{"Computer"}}, seats("human", "medium"), "Computer wins"},
		{scenes.Result{}, seats("human", "medium"), "Draw"},
		{scenes.Result{Winners: []string{"Ada"}, HumanWon: true}, seats("human", "human", "human"), "Ada wins"},
		{scenes.Result{Winners: []string{"Ada", "Bo"}, HumanWon: true}, seats("human", "human", "human", "human"), "Ada and Bo win"},
		{scenes.Result{Conceded: []string{"Ada"}}, seats("human", "medium", "medium"), "You conceded"},
		{scenes.Result{Conceded: []string{"Ada", "Bo"}}, seats("human", "human", "medium", "medium"), "Ada and Bo conceded"},
		{scenes.Result{Winners: []string{"Computer"}, Conceded: []string{"Ada"}}, seats("human", "medium"), "You conceded"},
		{scenes.Result{Winners: []string{"Bo"}, HumanWon: true, Conceded: []string{"Ada"}}, seats("human", "human"), "Bo wins"},
	} {
		if got := Headline(tc.res, tc.rec); got != tc.want {
			t.Errorf("Headline(%+v) = %q, want %q", tc.res, got, tc.want)
		}
	}
}

func run(t *testing.T, s *Scene, ctx *scenes.Context, sc *input.Script) {
	t.Helper()
	for sc.Pending() > 0 {
		sc.Read(ctx.In)
		if err := s.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
}

func TestRematchAndMenu(t *testing.T) {
	nav := &fakeNav{}
	svc := &scenes.Services{Nav: nav}
	rec := seats("human", "hard")
	s := New(svc, scenes.Result{Winners: []string{"Computer"}, Turns: 12, Lines: []string{"a", "b"}}, rec, WithRand(func() uint64 { return 31337 }))
	ctx := &scenes.Context{In: &input.State{}, Width: 1280, Height: 720, Svc: svc}
	run(t, s, ctx, new(input.Script).Idle(1))
	run(t, s, ctx, new(input.Script).Click(s.rematch.Rect.Center()))
	got := nav.played
	if got == nil || ctx.Next() == nil {
		t.Fatal("Rematch did not play")
	}
	if got.Seed != 31337 || len(got.Actions) != 0 || got.Variant != "plain" || got.MaxTurns != 40 || got.Hash != 0 || got.Result != "" {
		t.Fatalf("rematch record %+v", got)
	}
	if len(got.Seats) != 2 || got.Seats[1].Controller != "hard" || got.Seats[0].DeckName != "rg-stampede" {
		t.Fatalf("rematch seats %+v", got.Seats)
	}
	nav.fail = errors.New("boom")
	run(t, s, ctx, new(input.Script).Key(input.KeyEnter))
	if s.Err() == "" || ctx.Next() != nil {
		t.Fatal("a failed rematch shows no error or switches")
	}
	run(t, s, ctx, new(input.Script).Click(s.menu.Rect.Center()))
	if !nav.menu || ctx.Next() == nil {
		t.Fatal("Main menu did not go to the menu")
	}
}
