package app

import (
	"log"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/endgame"
	"github.com/kitchentable/kitchentable/scenes/replay"
	"github.com/kitchentable/kitchentable/scenes/table"
)

// endOptions give the end screen of rec's game its final table, drawn
// behind the result, and Watch again, its replay, both from the side of
// watcher, the seat of the person at the table when the game ended
// (rules.NoSeat: not known; see replay.StartView). A record that cannot
// be replayed gets neither (the screen shows the felt), which is logged.
// A hot-seat game whose watcher is not known gets no final table, and
// its replay asks whose side to show.
func endOptions(svc *scenes.Services, rec *record.Record, watcher rules.Seat) []endgame.Option {
	watch := endgame.WithReplay(func(back scenes.Scene) (scenes.Scene, error) {
		return replay.New(svc, rec, back, replay.WithWatcher(watcher))
	})
	if _, ok := replay.StartView(rec, watcher); !ok {
		return []endgame.Option{watch}
	}
	board, err := replay.FinalBoard(svc, rec, replay.WithWatcher(watcher))
	if err != nil {
		log.Printf("app: the final table could not be shown: %v", err)
		return nil
	}
	return []endgame.Option{endgame.WithBoard(board), watch}
}

// watcher returns the seat of the person in front of the table that is
// ending (the scene calling Nav.End), or rules.NoSeat when the current
// scene is not a table, a computer's seat is in view or the hot-seat
// curtain hides who is there.
func (n *nav) watcher() rules.Seat {
	t, ok := innermost(n.g.scenes.cur).(*table.Scene)
	if !ok {
		return rules.NoSeat
	}
	c := t.Controller()
	if _, up := c.Curtain(); up || !c.IsHuman(c.Viewer()) {
		return rules.NoSeat
	}
	return c.Viewer()
}
