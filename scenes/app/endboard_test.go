package app

import (
	"context"
	"errors"
	"testing"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/endgame"
	"github.com/kitchentable/kitchentable/scenes/replay"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table"
)

// playGame plays a game of you (deck a) against the computer (deck b),
// both seats played by medium computers, to its end and returns its
// record.
func playGame(a, b []*card.Def) (*record.Record, error) {
	rec := &record.Record{Variant: "plain", Seed: 5, MaxTurns: 40, Seats: []record.Seat{
		{Name: "You", Controller: record.Human, DeckName: "test", Deck: a},
		{Name: "Computer", Controller: "medium", DeckName: "test", Deck: b},
	}}
	g, err := rec.Start()
	if err != nil {
		return nil, err
	}
	var players [2]ai.Player
	for i := range players {
		if players[i], err = ai.New("medium", 5+uint64(i)); err != nil {
			return nil, err
		}
	}
	for n := 0; !g.Over(); n++ {
		if n > 50000 {
			return nil, errors.New("the game goes on for ever")
		}
		s := g.Pending().Seat
		a, err := players[s].Choose(context.Background(), g.KnowledgeOf(s))
		if err != nil {
			return nil, err
		}
		if _, err := g.Apply(a); err != nil {
			return nil, err
		}
		rec.Add(a)
	}
	return rec, nil
}

// finishedGame is playGame with two ready-made decks.
func finishedGame(tb testing.TB) *record.Record {
	decks := testdecks.Decks(tb)
	rec, err := playGame(decks[0], decks[3])
	if err != nil {
		tb.Fatal(err)
	}
	return rec
}

// endOfGame is the end screen of a game played with two of the
// catalog's decks, as the app shows it.
func endOfGame(svc *scenes.Services) scenes.Scene {
	a, err := svc.Catalog.Deck("block-bg-mossgut-grudge")
	if err != nil {
		panic(err)
	}
	b, err := svc.Catalog.Deck("block-gw-hearthmoot-picnic")
	if err != nil {
		panic(err)
	}
	rec, err := playGame(a.Cards, b.Cards)
	if err != nil {
		panic(err)
	}
	return svc.Nav.End(scenes.Result{Winners: []string{"Computer"}, Turns: 17, Lines: []string{
		"You: 0 life, 9 spells cast, 14 damage dealt", "Computer: 6 life, 11 spells cast, 20 damage dealt",
	}}, rec)
}

func init() {
	// TestScreens shows these with KITCHENTABLE_SHOTS set: the end screen
	// over the final table, the table looked at, and the replay opened
	// from it (Watch again), paused in the middle of the game.
	screens["endgame-board"] = screen{endOfGame, func(at func(x, y float64) geom.Vec) *input.Script {
		return new(input.Script).Idle(20).Move(at(640, 443))
	}}
	screens["endgame-look"] = screen{endOfGame, func(at func(x, y float64) geom.Vec) *input.Script {
		return new(input.Script).Idle(5).Key(input.KeyTab).Idle(20).Move(at(520, 420))
	}}
	screens["replay"] = screen{endOfGame, func(at func(x, y float64) geom.Vec) *input.Script {
		return new(input.Script).Idle(5).Key(input.KeySpace).Idle(5).Key(input.KeyUp).Key(input.KeyUp).Idle(900).Key(input.KeySpace).Move(at(640, 300))
	}}
}

// TestEndOptionsHotSeat gives the end screen of a game two people played
// its final table and replay from the side of the person at the table;
// with nobody known, no final table (it would show a side nobody chose)
// and a replay that asks whose side to show.
func TestEndOptionsHotSeat(t *testing.T) {
	set := store.DefaultSettings()
	svc := &scenes.Services{Settings: &set}
	rec := finishedGame(t)
	rec.Seats[1].Controller = record.Human
	if opts := endOptions(svc, rec, 1); len(opts) != 2 {
		t.Fatalf("%d options with the watcher known", len(opts))
	}
	opts := endOptions(svc, rec, rules.NoSeat)
	if len(opts) != 1 {
		t.Fatalf("%d options with nobody known", len(opts))
	}
	s := endgame.New(svc, scenes.Result{Winners: []string{"You"}}, rec, opts...)
	ctx := &scenes.Context{In: &input.State{}, Width: 1280, Height: 720, Svc: svc}
	if err := s.Update(ctx); err != nil {
		t.Fatal(err)
	}
	ctx.In = &input.State{}
	ctx.In.SetKey(input.KeySpace) // Watch again
	if err := s.Update(ctx); err != nil {
		t.Fatal(err)
	}
	r, ok := ctx.Next().(*replay.Scene)
	if !ok {
		t.Fatalf("Watch again showed %T", ctx.Next())
	}
	defer r.Close()
	if !r.Choosing() {
		t.Error("the replay of a hot-seat game for nobody known did not ask whose side to show")
	}
}

// TestNavWatcher finds who is at the table as it ends: the person the
// curtain last lifted for, nobody while it is up, nobody away from a
// table.
func TestNavWatcher(t *testing.T) {
	n := navFor(t)
	rec := finishedGame(t)
	rec.Seats[1].Controller = record.Human
	rec.Actions = rec.Actions[:len(rec.Actions)/2]
	s, err := n.Play(rec)
	if err != nil {
		t.Fatal(err)
	}
	tbl := s.(*table.Scene)
	defer tbl.Close()
	n.g.scenes.cur = tbl
	c := tbl.Controller()
	if _, up := c.Curtain(); !up || n.watcher() != rules.NoSeat {
		t.Fatalf("behind the curtain the watcher is %d", n.watcher())
	}
	c.LiftCurtain()
	if w := n.watcher(); w != c.Viewer() || w == rules.NoSeat {
		t.Fatalf("the watcher is %d, the person at the table %d", w, c.Viewer())
	}
	n.g.scenes.cur = endgame.New(n.g.svc, scenes.Result{}, rec)
	if w := n.watcher(); w != rules.NoSeat {
		t.Fatalf("away from the table the watcher is %d", w)
	}
}
