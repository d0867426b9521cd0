package app

import (
	"log"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/endgame"
	"github.com/kitchentable/kitchentable/scenes/replay"
)

// endOptions give the end screen of rec's game its final table, drawn
// behind the result, and Watch again, its replay. A record that cannot
// be replayed gets neither (the screen shows the felt), which is logged.
func endOptions(svc *scenes.Services, rec *record.Record) []endgame.Option {
	board, err := replay.FinalBoard(svc, rec)
	if err != nil {
		log.Printf("app: the final table could not be shown: %v", err)
		return nil
	}
	return []endgame.Option{
		endgame.WithBoard(board),
		endgame.WithReplay(func(back scenes.Scene) (scenes.Scene, error) { return replay.New(svc, rec, back) }),
	}
}
