//go:build kitchentableprobe

package vmtest

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestLiveDraft plays each Live-Draft game as a new player would: Play,
// the game (pipeline, tableau, rummy), me and two computers, the
// ready-made library and the quick start, Start. I keep my hand, take a
// card from the row at every draw (a different place each time) or, in
// rummy, the pile's top card now and then and two from the library
// otherwise, discard when asked, and pass everything else, while the
// computers draft and play too. Each game plays to turn 6, or with
// KT_E2E_FULL set to the end screen.
func TestLiveDraft(t *testing.T) {
	for _, method := range []string{"pipeline", "tableau", "rummy"} {
		t.Run(method, func(t *testing.T) { playLiveDraft(t, method) })
	}
}

func playLiveDraft(t *testing.T, method string) {
	full := os.Getenv("KT_E2E_FULL") != ""
	a := start(t, "")
	p := a.clickTo("Play", "the set-up", func(p scenes.Probe) bool { return p.Scene == "setup" })
	a.chooseGame(p, "Game: Live-Draft — "+method)
	a.clickTo("+ Add seat", "three seats", func(p scenes.Probe) bool { return len(p.Seats) == 3 })
	a.typeSeed()
	p = a.clickTo("Start", "the table", func(p scenes.Probe) bool { return p.Scene == "table" })
	if len(p.Seats) != 3 {
		t.Fatalf("%d seats at the table, want me and two computers: %+v", len(p.Seats), p.Seats)
	}
	limit := a.Ticks() + gameTicks
	if full {
		limit += 4 * gameTicks
	}
	var st liveStats
	moves := 0
	for ; p.Scene != "end" && (full || p.Turn < 6) && a.Ticks() < limit; p = a.Probe() {
		moves++
		if moves%40 == 0 {
			a.shot(fmt.Sprintf("live-%s-%04d", method, moves))
		}
		if p.Scene != "table" {
			a.Run(6)
			continue
		}
		a.liveMove(p, &st)
		a.settle(p)
	}
	a.shot("live-" + method + "-last")
	switch {
	case full && p.Scene != "end":
		t.Fatalf("the game did not end in %d ticks (%d moves); the screen shows %+v", a.Ticks(), moves, p)
	case !full && p.Scene != "end" && p.Turn < 6:
		t.Fatalf("the game reached only turn %d in %d ticks (%d moves); the screen shows %+v", p.Turn, a.Ticks(), moves, p)
	}
	if method == "rummy" {
		if st.discards == 0 {
			t.Error("I was never asked to discard onto the pile (the deal of fourteen keeps seven)")
		}
	} else if st.rowPicks == 0 {
		t.Errorf("I never took a card from the %s", method)
	}
	t.Logf("%s: %d row picks, %d pile takes, %d draw-twos, %d discards; %d moves, %d ticks, turn %d, scene %s: %s",
		method, st.rowPicks, st.pileTakes, st.drawTwos, st.discards, moves, a.Ticks(), p.Turn, p.Scene, p.Prompt)
}

// liveStats counts what the player did in a Live-Draft game.
type liveStats struct {
	rowPicks, pileTakes, drawTwos, discards int
}

// liveMove makes my one move on table screen p in a Live-Draft game:
// keep, a draw by the method, a discard onto the pile; anything else is
// archenemyMove's (pass, click what is asked).
func (a *app) liveMove(p scenes.Probe, st *liveStats) {
	a.t.Helper()
	var row []scenes.ProbeItem
	for _, c := range p.Cards {
		if c.Zone == "row" {
			row = append(row, c)
		}
	}
	var take string
	for _, b := range p.Buttons {
		if strings.HasPrefix(b.Label, "Take ") {
			take = b.Label
		}
	}
	switch {
	case strings.Contains(p.Prompt, "take a card from the") && len(row) > 0:
		a.ClickItem(row[(st.rowPicks*3)%len(row)]) // a different place each time
		st.rowPicks++
	case take != "" && hasButton(p, "Draw two") && (st.pileTakes+st.drawTwos)%3 == 2:
		a.Click(take)
		st.pileTakes++
	case hasButton(p, "Draw two"):
		a.Click("Draw two")
		st.drawTwos++
	case strings.Contains(p.Prompt, "onto the common pile") && hasButton(p, "Discard"):
		a.Click("Discard") // the start's discards down to seven, all marked
	case strings.Contains(p.Prompt, "onto the common pile"):
		hand := cards(p, "hand", true)
		for i := len(hand) - 1; i >= 0; i-- {
			if !hand[i].Staged {
				a.ClickItem(hand[i])
				st.discards++
				return
			}
		}
		a.Run(6)
	default:
		a.archenemyMove(p)
	}
}
