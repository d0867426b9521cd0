//go:build kitchentableprobe

package main

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestDesktopLiveDraft plays each Live-Draft game in the real window as a
// new player would: Play, the game (pipeline, tableau, rummy), me and two
// computers, the ready-made library and the quick start, Start. I keep
// my hand, take a card from the row at every draw (a different place each
// time) or, in rummy, the pile's top card now and then and two from the
// library otherwise, discard when asked, and pass everything else, while
// the computers draft and play too. Each game plays to turn 6, or with
// KT_E2E_FULL set to the end screen; KT_E2E_PNG names a folder for
// screenshots on the way.
func TestDesktopLiveDraft(t *testing.T) {
	for _, method := range []string{"pipeline", "tableau", "rummy"} {
		t.Run(method, func(t *testing.T) { playLiveDraft(t, method) })
	}
}

func playLiveDraft(t *testing.T, method string) {
	full := os.Getenv("KT_E2E_FULL") != ""
	d := startDesktop(t, needDesktop(t), buildBinary(t, t.TempDir()))
	p := d.clickUntil("Play", "the game set-up", func(p scenes.Probe) bool { return p.Scene == "setup" })
	game := "Game: Live-Draft — " + method
	d.chooseGame(p, game)
	d.clickUntil("+ Add seat", "three seats", func(p scenes.Probe) bool { return len(p.Seats) == 3 })
	p = d.clickUntil("Start", "the table", func(p scenes.Probe) bool { return p.Scene == "table" })
	d.shot("live-" + method + "-start")
	if len(p.Seats) != 3 {
		t.Fatalf("%d seats at the table, want me and two computers: %+v", len(p.Seats), p.Seats)
	}
	limit := 5 * time.Minute // generous: a loaded machine draws slowly
	if full {
		limit = 25 * time.Minute
	}
	deadline := time.Now().Add(limit)
	var st liveStats
	steps := 0
	for p.Scene != "end" && (full || p.Turn < 6) && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond) // the probe changes at most once a frame
		p, _ = d.poll(2*time.Second, func(scenes.Probe) bool { return true })
		steps++
		if steps%40 == 0 {
			d.shot(fmt.Sprintf("live-%s-%04d", method, steps))
		}
		if p.Scene == "table" {
			liveMove(d, p, &st)
		}
	}
	d.shot("live-" + method + "-last")
	switch {
	case full && p.Scene != "end":
		t.Fatalf("the game did not end in %v (%d looks); the screen shows %+v", limit, steps, p)
	case !full && p.Scene != "end" && p.Turn < 6:
		t.Fatalf("the game reached only turn %d in %v (%d looks); the screen shows %+v", p.Turn, limit, steps, p)
	}
	if method == "rummy" {
		if st.discards == 0 {
			t.Error("I was never asked to discard onto the pile (the deal of fourteen keeps seven)")
		}
	} else if st.rowPicks == 0 {
		t.Errorf("I never took a card from the %s", method)
	}
	t.Logf("%s: %d row picks, %d pile takes, %d draw-twos, %d discards; %d looks, turn %d, scene %s: %s",
		method, st.rowPicks, st.pileTakes, st.drawTwos, st.discards, steps, p.Turn, p.Scene, p.Prompt)
}

// liveStats counts what the player did in a Live-Draft game.
type liveStats struct {
	rowPicks, pileTakes, drawTwos, discards int
}

// liveMove makes my one move on table screen p in a Live-Draft game:
// keep, a draw by the method, a discard onto the pile; anything else is
// archenemyMove's (pass, click what is asked).
func liveMove(d *desktop, p scenes.Probe, st *liveStats) {
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
		d.clickItem(row[(st.rowPicks*3)%len(row)]) // a different place each time
		st.rowPicks++
	case take != "" && hasButton(p, "Draw two") && (st.pileTakes+st.drawTwos)%3 == 2:
		d.click(take)
		st.pileTakes++
	case hasButton(p, "Draw two"):
		d.click("Draw two")
		st.drawTwos++
	case strings.Contains(p.Prompt, "onto the common pile") && hasButton(p, "Discard"):
		d.click("Discard") // the start's discards down to seven, all marked
	case strings.Contains(p.Prompt, "onto the common pile"):
		hand := cards(p, "hand", true)
		for i := len(hand) - 1; i >= 0; i-- {
			if !hand[i].Staged {
				d.clickItem(hand[i])
				st.discards++
				break
			}
		}
	default:
		archenemyMove(d, p)
	}
	// Wait for the move to show before the next look, so one click is
	// not made twice on a slow frame.
	d.poll(time.Second, func(q scenes.Probe) bool { return q.Prompt != p.Prompt || q.Turn != p.Turn })
}
