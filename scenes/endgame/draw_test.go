package endgame

import (
	"context"
	"fmt"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/internal/testdecks"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/scenetest"
	"github.com/kitchentable/kitchentable/scenes/replay"
)

// finished plays a game of two ready-made decks between medium
// computers to its end and returns its record.
func finished(tb testing.TB, seed uint64) *record.Record {
	tb.Helper()
	decks := testdecks.Decks(tb)
	rec := &record.Record{Variant: "plain", Seed: seed, MaxTurns: 40, Seats: []record.Seat{
		{Name: "You", Controller: record.Human, DeckName: "test", Deck: decks[0]},
		{Name: "Computer", Controller: "medium", DeckName: "test", Deck: decks[3]},
	}}
	g, err := rec.Start()
	if err != nil {
		tb.Fatal(err)
	}
	var players [2]ai.Player
	for i := range players {
		if players[i], err = ai.New("medium", seed+uint64(i)); err != nil {
			tb.Fatal(err)
		}
	}
	for n := 0; !g.Over(); n++ {
		if n > 50000 {
			tb.Fatal("the game goes on for ever")
		}
		s := g.Pending().Seat
		a, err := players[s].Choose(context.Background(), g.KnowledgeOf(s))
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			tb.Fatal(err)
		}
		rec.Add(a)
	}
	return rec
}

// TestDrawOverTheBoard draws the end screen over a real final table and
// the table looked at in full, at two sizes, and checks the table shows
// through the veil (KT_END_PNG names a folder to write them to).
func TestDrawOverTheBoard(t *testing.T) {
	gputest.Need(t)
	svc := scenetest.DrawServices(t)
	svc.Nav = &fakeNav{}
	rec := finished(t, 5)
	res := scenes.Result{Winners: []string{"Computer"}, Turns: 12, Lines: []string{"You: 0 life, 9 spells cast, 14 damage dealt", "Computer: 6 life, 11 spells cast, 20 damage dealt"}}
	for _, sz := range [][2]int{{1280, 720}, {1920, 1080}} {
		board, err := replay.FinalBoard(svc, rec)
		if err != nil {
			t.Fatal(err)
		}
		s := New(svc, res, rec, WithBoard(board), WithReplay(func(back scenes.Scene) (scenes.Scene, error) { return replay.New(svc, rec, back) }))
		ctx := &scenes.Context{In: &input.State{}, Width: sz[0], Height: sz[1], Svc: svc}
		screen := ebiten.NewImage(sz[0], sz[1])
		frames := func(sc *input.Script, n int) {
			for range n {
				sc.Read(ctx.In)
				if err := s.Update(ctx); err != nil {
					t.Fatal(err)
				}
				screen.Clear()
				s.Draw(screen)
			}
		}
		frames(new(input.Script).Move(s.watch.Rect.Center()), 40)
		name := fmt.Sprintf("end-board-%dx%d", sz[0], sz[1])
		// The felt of the table shows, darkened, at the left edge.
		edge := color.NRGBAModel.Convert(screen.At(sz[0]/60, sz[1]/2)).(color.NRGBA)
		if edge.G < 12 || edge.G > 90 || edge.G <= edge.R {
			t.Errorf("%s: the table behind is %v, not dimmed felt", name, edge)
		}
		gputest.Shot(t, screen, "KT_END_PNG", name)
		frames(new(input.Script).Key(input.KeyTab), 20)
		if !s.Looking() {
			t.Fatal("Tab did not show the table")
		}
		bright := color.NRGBAModel.Convert(screen.At(sz[0]/60, sz[1]/2)).(color.NRGBA)
		if bright.G <= edge.G+10 {
			t.Errorf("%s: the table looked at (%v) is no brighter than behind the result (%v)", name, bright, edge)
		}
		gputest.Shot(t, screen, "KT_END_PNG", name+"-look")
		board.Close()
		screen.Deallocate()
	}
}
