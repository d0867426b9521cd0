package app

import (
	"fmt"
	"log"
	"strings"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/scenes"
)

// logStart writes to the log that the game rec describes started, or was
// resumed: its variant, seed and seats.
func logStart(rec *record.Record) {
	how := "started"
	if len(rec.Actions) > 0 {
		how = fmt.Sprintf("resumed after %d actions", len(rec.Actions))
	}
	var seats []string
	for i, st := range rec.Seats {
		seats = append(seats, fmt.Sprintf("%d %q (%s, %s)", i+1, st.Name, st.Controller, st.DeckName))
	}
	log.Printf("app: game %s: variant %s, seed %d, seats %s", how, rec.Variant, rec.Seed, strings.Join(seats, ", "))
}

// logEnd writes how a game ended to the log.
func logEnd(res scenes.Result, rec *record.Record) {
	result := "a draw"
	switch {
	case len(res.Winners) > 0:
		result = strings.Join(res.Winners, " and ") + " won"
	case len(res.Conceded) > 0:
		result = "left unfinished"
	}
	if len(res.Conceded) > 0 {
		result += " (" + strings.Join(res.Conceded, " and ") + " conceded)"
	}
	log.Printf("app: game over: %s on turn %d (variant %s, seed %d)", result, res.Turns, rec.Variant, rec.Seed)
}

// logFourCuatro writes to the log that a FourCuatro game started or was
// resumed.
func logFourCuatro(how string, f fourcuatro.Format, names [2]string, seats [2]fcseat.Kind, seed uint64, actions int) {
	log.Printf("app: FourCuatro game %s: format %v, seed %d, seats 1 %q (%v), 2 %q (%v), %d actions so far",
		how, f, seed, names[0], seats[0], names[1], seats[1], actions)
}
