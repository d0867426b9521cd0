//go:build kitchentableprobe

package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestDesktopLeague421 plays the start of a 421 league in the real
// window: the menu's 421 league, New league with me and two computers
// and Computer 1 (not the default, the last seat) sitting out first;
// my deck built in the pool builder (Suggest, Done) while the computers
// build theirs; my match of round 1 against Computer 2, its first game
// played on the table to turn 4 (a land a turn) and conceded through the table's
// menu, the second conceded at once, so I lose the match and the loser's
// option is due. There I quit, start the app again on the same config
// folder and open the league: it must show the same round, standings,
// decks and decision. The resumed league goes on with the loser's option
// D (the winner sets its deck aside and builds a new one) into round 2.
func TestDesktopLeague421(t *testing.T) {
	disp, bin, dir := needDesktop(t), buildBinary(t, t.TempDir()), t.TempDir()
	d := startDesktopIn(t, disp, bin, dir)
	d.clickUntil("421 league", "the leagues", func(p scenes.Probe) bool { return p.Scene == "leagues" })
	p := d.clickUntil("New league", "the new league", func(p scenes.Probe) bool { return p.Scene == "league-new" })
	d.shot("league-new")
	// Who sits out first: the default is the last seat; the choice stays
	// where it is while its value changes.
	first := slices.IndexFunc(p.Buttons, func(b scenes.ProbeItem) bool { return b.Label == "Computer 2 (seat 3)" })
	if first < 0 {
		t.Fatalf("the new league does not offer the last seat to sit out first: %+v", p.Buttons)
	}
	at := p.Buttons[first]
	sitOut := func(p scenes.Probe) (scenes.ProbeItem, bool) {
		i := slices.IndexFunc(p.Buttons, func(b scenes.ProbeItem) bool { return b.X == at.X && b.Y == at.Y })
		if i < 0 {
			return scenes.ProbeItem{}, false
		}
		return p.Buttons[i], true
	}
	for try := 0; try < 8; try++ {
		b, ok := sitOut(p)
		if !ok {
			t.Fatalf("the new league shows no choice of who sits out first: %+v", p.Buttons)
		}
		if b.Label == "Computer 1 (seat 2)" {
			break
		}
		d.moveTo(b.X+b.W-b.H/2, b.Y+b.H/2) // the cycler's next arrow
		d.xdo("mousedown", "1")
		d.xdo("mouseup", "1")
		p, _ = d.poll(5*time.Second, func(q scenes.Probe) bool { c, _ := sitOut(q); return c.Label != b.Label })
	}
	if b, _ := sitOut(p); b.Label != "Computer 1 (seat 2)" {
		t.Fatalf("the sit-out choice never offered Computer 1: %+v", b)
	}
	p = d.clickUntil("Start", "the league's hub", func(p scenes.Probe) bool { return p.Scene == "league-hub" })
	if len(p.Seats) != 3 || p.Turn != 0 {
		t.Fatalf("a new league of three shows %d players in round %d: %+v", len(p.Seats), p.Turn, p.Seats)
	}
	p = d.clickUntil("Build deck 1", "the pool builder", func(p scenes.Probe) bool { return p.Scene == "deckedit" })
	p = d.clickUntil("Suggest", "a suggested deck", func(q scenes.Probe) bool { return q.Prompt != p.Prompt })
	d.shot("league-build")
	d.clickUntil("Done", "the hub", func(q scenes.Probe) bool { return q.Scene == "league-hub" })

	// Round 1: Computer 1 sits out; I play Computer 2.
	p = d.waitFor("my first game", 2*time.Minute, func(q scenes.Probe) bool { return leagueButton(q, "Play game 1") != "" })
	d.shot("league-round1")
	if p.Turn != 1 {
		t.Errorf("the first game is in round %d, want 1", p.Turn)
	}
	for _, s := range p.Seats {
		if bye := strings.HasSuffix(s.Zone, " · bye"); bye != (s.Label == "Computer 1") {
			t.Errorf("round 1 standings: %s has %q; Computer 1 (only) should sit out", s.Label, s.Zone)
		}
		if !strings.HasPrefix(s.Zone, "deck ") {
			t.Errorf("%s has no deck in round 1: %q", s.Label, s.Zone)
		}
	}
	table := d.leagueGame(p, "Play game 1")
	if !slices.ContainsFunc(table.Seats, func(s scenes.ProbeItem) bool { return s.Label == "Computer 2" }) {
		t.Errorf("my match of round 1 is not against Computer 2: %+v", table.Seats)
	}
	// A few turns of play, keeping the hand, playing a land a turn and
	// passing, then concede.
	deadline := time.Now().Add(150 * time.Second) // generous: a loaded machine draws slowly
	landTurn, lands := 0, 0
	for p = table; p.Scene == "table" && p.Turn < 4 && time.Now().Before(deadline); {
		time.Sleep(50 * time.Millisecond)
		p, _ = d.poll(2*time.Second, func(scenes.Probe) bool { return true })
		if p.Scene != "table" || strings.HasPrefix(p.Prompt, "Menu") {
			continue
		}
		if i := slices.IndexFunc(cards(p, "hand", true), func(c scenes.ProbeItem) bool { return c.Land }); i >= 0 &&
			strings.HasPrefix(p.Prompt, "Your turn") && landTurn != p.Turn && p.Drop != nil {
			d.dragOnto(p, cards(p, "hand", true)[i], p.Drop)
			landTurn, lands = p.Turn, lands+1
		} else {
			archenemyMove(d, p)
			d.poll(time.Second, func(q scenes.Probe) bool { return q.Prompt != p.Prompt || q.Turn != p.Turn })
		}
	}
	d.shot("league-game1")
	if p.Scene == "table" {
		if p.Turn < 4 {
			t.Fatalf("the first league game reached only turn %d in 150 s: %+v", p.Turn, p)
		}
		p = d.concede()
	}
	if lands == 0 {
		t.Error("I played no land in the first league game")
	}
	p = d.waitFor("the hub after game 1", 30*time.Second, func(q scenes.Probe) bool { return q.Scene == "league-hub" })
	if !strings.Contains(p.Prompt, "leads 1–0") {
		t.Errorf("after my first game the hub says %q, want the match 1–0", p.Prompt)
	}
	// Game 2: the loser (me) chooses who plays first; then concede.
	p = d.waitFor("game 2", 30*time.Second, func(q scenes.Probe) bool {
		return leagueButton(q, "Who plays first?") != "" || leagueButton(q, "Play game 2") != ""
	})
	if b := leagueButton(p, "Who plays first?"); b != "" {
		p = d.clickUntil(b, "who plays first", func(q scenes.Probe) bool { return leagueButton(q, "Player 1 plays first") != "" })
		p = d.clickUntil("Player 1 plays first", "game 2", func(q scenes.Probe) bool { return leagueButton(q, "Play game 2") != "" })
	}
	d.leagueGame(p, "Play game 2")
	d.concede()

	// I lost the match 0–2, and the league waits for my option (Computer
	// 1 has the bye: nothing else is under way). Quit here.
	was := d.waitFor("my options", time.Minute, func(q scenes.Probe) bool { return leagueButton(q, "Choose an option") != "" })
	d.shot("league-before-quit")
	if c := standing(was, "Computer 2"); c.Life <= standing(was, "Player 1").Life {
		t.Errorf("Computer 2 won our match but has %d points to my %d: %+v", c.Life, standing(was, "Player 1").Life, was.Seats)
	}
	d.clickUntil("Leagues", "the leagues", func(q scenes.Probe) bool { return q.Scene == "leagues" })
	open := leagueButton(d.last, "Open ")
	d.clickUntil("Back", "the menu", func(q scenes.Probe) bool { return q.Scene == "menu" })
	d.quit()

	// The second start on the same folder finds the league as it was.
	d = startDesktopIn(t, disp, bin, dir)
	p = d.clickUntil("421 league", "the leagues", func(p scenes.Probe) bool { return p.Scene == "leagues" })
	if open == "" || !hasButton(p, open) {
		t.Fatalf("after a restart the leagues list shows %+v, want %q", p.Buttons, open)
	}
	p = d.clickUntil(open, "the hub again", func(p scenes.Probe) bool { return p.Scene == "league-hub" })
	p, _ = d.poll(10*time.Second, func(q scenes.Probe) bool { return q.Prompt == was.Prompt })
	d.shot("league-resumed")
	if p.Turn != was.Turn || p.Prompt != was.Prompt || !slices.Equal(p.Seats, was.Seats) || leagueButton(p, "Choose an option") == "" {
		t.Fatalf("after a restart the league shows round %d, %q, standings %+v, buttons %+v; before quitting it showed round %d, %q, %+v",
			p.Turn, p.Prompt, p.Seats, p.Buttons, was.Turn, was.Prompt, was.Seats)
	}

	// The resumed league goes on: option D makes Computer 2 set its deck
	// aside and build a new one, and round 2 begins.
	before := standing(p, "Computer 2")
	p = d.clickUntil("Choose an option", "the options", func(q scenes.Probe) bool { return hasButton(q, "D") })
	d.shot("league-options")
	if !strings.Contains(p.Prompt, "Player 1 lost Match A to Computer 2, 2–0") {
		t.Errorf("the options say %q, want my loss of Match A to Computer 2, 2–0", p.Prompt)
	}
	d.clickUntil("D", "option D taken", func(q scenes.Probe) bool { return !hasButton(q, "D") })
	p = d.waitFor("Computer 2's new deck", 2*time.Minute, func(q scenes.Probe) bool {
		c := standing(q, "Computer 2")
		return q.Scene == "league-hub" && strings.HasPrefix(c.Zone, "deck ") && c.Zone != before.Zone
	})
	d.shot("league-after-option")
	if c := standing(p, "Computer 2"); !strings.HasPrefix(c.Zone, "deck 4") {
		t.Errorf("after option D Computer 2 plays %q, want the new deck 4 (it played %q)", c.Zone, before.Zone)
	}
	p = d.waitFor("round 2", time.Minute, func(q scenes.Probe) bool { return q.Turn == 2 })
	if me := standing(p, "Player 1"); !strings.HasSuffix(me.Zone, " · bye") {
		t.Errorf("round 2 should give me the bye (Computer 1 sat out round 1): %+v", p.Seats)
	}
}

// standing returns the standings row of the player named name.
func standing(p scenes.Probe, name string) scenes.ProbeItem {
	for _, s := range p.Seats {
		if s.Label == name {
			return s
		}
	}
	return scenes.ProbeItem{}
}

// leagueButton returns the label of p's button that starts with prefix,
// or "".
func leagueButton(p scenes.Probe, prefix string) string {
	for _, b := range p.Buttons {
		if strings.HasPrefix(b.Label, prefix) {
			return b.Label
		}
	}
	return ""
}

// leagueGame clicks the hub's button label (Play game N) and returns the
// table's first screen.
func (d *desktop) leagueGame(p scenes.Probe, label string) scenes.Probe {
	d.t.Helper()
	d.clickUntil(label, "the league game's table", func(q scenes.Probe) bool { return q.Scene == "table" })
	return d.waitFor("the table", 30*time.Second, func(q scenes.Probe) bool { return q.Scene == "table" && hasButton(q, "Menu") })
}

// concede concedes the table's game through its Menu and returns the
// next screen.
func (d *desktop) concede() scenes.Probe {
	d.t.Helper()
	d.clickUntil("Menu", "the table's menu", func(q scenes.Probe) bool { return hasButton(q, "Concede") })
	d.clickUntil("Concede", "the question", func(q scenes.Probe) bool { return hasButton(q, "Keep playing") })
	return d.clickUntil("Concede", "the game over", func(q scenes.Probe) bool { return q.Scene != "table" })
}

// shot saves the screen as $KT_E2E_PNG/name.png when that names a folder
// (it needs ImageMagick's import).
func (d *desktop) shot(name string) {
	dir := os.Getenv("KT_E2E_PNG")
	if dir == "" {
		return
	}
	out, err := onDisplay(d.disp, "import", "-window", "root", filepath.Join(dir, name+".png")).CombinedOutput()
	if err != nil {
		d.t.Logf("import: %v\n%s", err, out)
	}
}

// archenemyMove makes the archenemy's one move on table screen p: keep,
// click what a prompt asks to click (a choice, a card in hand, a creature
// of mine, a target), or press Space to pass and block nobody.
func archenemyMove(d *desktop, p scenes.Probe) {
	switch {
	case hasButton(p, "Keep"):
		d.click("Keep")
	case strings.HasSuffix(p.Prompt, "…") || p.Prompt == "":
		// The game is moving on.
	case len(cards(p, "choice", true)) > 0 && len(p.Buttons) == 1: // only Menu: pick one
		d.clickItem(cards(p, "choice", true)[0])
	case strings.Contains(p.Prompt, "click") && strings.Contains(p.Prompt, "hand"):
		// A card still to mark (a marked one no longer glows); the
		// table then asks to confirm, which Space does below.
		if c, ok := firstPick(cards(p, "hand", true)); ok {
			d.clickItem(c)
		}
	case strings.Contains(p.Prompt, "click one of yours"):
		for _, c := range cards(p, "battlefield", true) {
			if c.Pick {
				d.clickItem(c)
				return
			}
		}
	case strings.HasPrefix(p.Prompt, "Choose a target"), strings.HasPrefix(p.Prompt, "Choose another target"),
		strings.HasPrefix(p.Prompt, "Choose a creature to sacrifice"):
		// Of what the table lights as pickable: an opponent's creature,
		// else one of mine, else an opponent, else anything lit or on the
		// choice panel (a spell on the stack); with nothing, give up on
		// the spell.
		for _, mine := range []bool{false, true} {
			for _, c := range cards(p, "battlefield", mine) {
				if c.Pick && !c.Land {
					d.clickItem(c)
					return
				}
			}
		}
		for _, s := range p.Seats {
			if s.Pick && !s.Mine {
				d.clickItem(s)
				return
			}
		}
		for _, c := range append(append([]scenes.ProbeItem(nil), p.Cards...), p.Seats...) {
			if c.Pick || c.Zone == "choice" {
				d.clickItem(c)
				return
			}
		}
		if hasButton(p, "Cancel") {
			d.click("Cancel")
		}
	default:
		d.xdo("key", "space")
	}
}

// firstPick returns the first of items the table lights as a pick (a
// hand card still to mark for a discard, say).
func firstPick(items []scenes.ProbeItem) (scenes.ProbeItem, bool) {
	for _, it := range items {
		if it.Pick {
			return it, true
		}
	}
	return scenes.ProbeItem{}, false
}

// dragOnto drags my hand card c on table screen p onto to (trying twice:
// a press can go unseen on a busy machine) and checks it leaves my hand
// for my battlefield.
func (d *desktop) dragOnto(p scenes.Probe, c scenes.ProbeItem, to *scenes.ProbeItem) {
	d.t.Helper()
	hand, lands := len(cards(p, "hand", true)), len(cards(p, "battlefield", true))
	gx, gy := c.X+min(c.W/2, 12), min(c.Y+c.H*0.3, 715)
	played := func(q scenes.Probe) bool { return len(cards(q, "battlefield", true)) == lands+1 }
	d.drag(gx, gy, to.X+to.W/2, to.Y+to.H/2)
	q, ok := d.poll(5*time.Second, played)
	if !ok {
		d.drag(gx, gy, to.X+to.W/2, to.Y+to.H/2)
		q = d.waitFor(c.Label+" played", 10*time.Second, played)
	}
	if got := len(cards(q, "hand", true)); got != hand-1 {
		d.t.Errorf("my hand has %d cards after playing %s from %d", got, c.Label, hand)
	}
}
