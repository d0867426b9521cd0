//go:build kitchentableprobe

package table

import (
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// TestConcedeFromTheMenuAsksThenLoses: Menu opens the table's menu (the
// game waits under it); Concede asks, naming whose loss it is, and Esc
// backs out; Esc on the table opens the menu too; Enter on the question
// concedes: the end screen gets the computer's win, "conceded" in Ada's
// line, and the record ends with the concession.
func TestConcedeFromTheMenuAsksThenLoses(t *testing.T) {
	rec := againstComputer(t, 5, func(g *rules.Game) bool { return g.Turn() >= 3 })
	svc := services(t, false, 0)
	nav := &navSpy{}
	svc.Nav = nav
	hs := newHarness(t, rec, svc, 1280, 720)
	hs.tick(5)
	hs.script.Click(hs.s.lay.Menu.Center())
	hs.run(1)
	if !hs.s.tmenu.menu.open || nav.menu != 0 {
		t.Fatalf("Menu did not open the menu (open %v, left %d times)", hs.s.tmenu.menu.open, nav.menu)
	}
	if got := hs.menuLabels(); !slices.Equal(got, []string{"Back to the game", "Concede", "Save and leave"}) {
		t.Fatalf("menu %v", got)
	}
	before := len(hs.ctrl().Record().Actions)
	hs.tick(30)
	if got := len(hs.ctrl().Record().Actions); got != before {
		t.Errorf("the game moved on under the menu: %d actions after %d", got, before)
	}
	hs.pressMenu("Concede")
	if title, text := hs.s.tmenu.menuTitle(); title != "Concede this game?" || text != "It counts as a loss for you." {
		t.Fatalf("the question %q / %q", title, text)
	}
	if pr := hs.s.Probe(); pr.Prompt != "Concede this game?" || len(pr.Buttons) != 2 || pr.Buttons[0].Label != "Concede" {
		t.Errorf("probe %+v", pr)
	}
	hs.script.Key(input.KeyEscape)
	hs.run(1)
	if !hs.s.tmenu.menu.open || hs.s.tmenu.menu.conceding || hs.ctrl().Over() {
		t.Fatal("Esc on the question did not go back to the menu")
	}
	hs.script.Key(input.KeyEscape)
	hs.run(1)
	if hs.s.tmenu.menu.open {
		t.Fatal("Esc did not close the menu")
	}
	hs.script.Key(input.KeyEscape) // nothing to back out of: the menu
	hs.run(1)
	if !hs.s.tmenu.menu.open {
		t.Fatal("Esc with nothing to cancel did not open the menu")
	}
	hs.pressMenu("Concede")
	hs.script.Key(input.KeyEnter)
	hs.run(1)
	if !hs.ctrl().Over() || hs.s.tmenu.menu.open {
		t.Fatalf("Enter on the question did not concede: over %v", hs.ctrl().Over())
	}
	hs.tick(200)
	if nav.end != 1 {
		t.Fatalf("end screen shown %d times", nav.end)
	}
	if nav.res.HumanWon || !slices.Equal(nav.res.Winners, []string{rec.Seats[1].Name}) || !slices.Equal(nav.res.Conceded, []string{rec.Seats[0].Name}) {
		t.Fatalf("result %+v", nav.res)
	}
	if !strings.Contains(nav.res.Lines[0], "conceded on turn") {
		t.Errorf("line %q", nav.res.Lines[0])
	}
	if last := nav.rec.Actions[len(nav.rec.Actions)-1]; last != "concede P1" {
		t.Errorf("the record ends with %q", last)
	}
}

// TestKeepHalfPanelKeepsAndBottomsInOrder opens a double draw's keep-half
// (draw four, keep two) on the look panel: every card starts in the keep
// zone and Done is not offered; Space says what is missing and changes
// nothing. Two cards dragged to the bottom (the first one dragged to the
// right of the other) offer Done, which keeps the other two in hand and
// leaves the library's bottom as the panel showed it.
func TestKeepHalfPanelKeepsAndBottomsInOrder(t *testing.T) {
	rec := tabletest.KeepHalf(t, 1, record.Human, "medium")
	hs := newHarness(t, rec, services(t, false, 0), 1280, 720)
	hs.liftCurtain()
	c := hs.ctrl()
	keeping, n := c.Arranger().ArrangeKeeping()
	v := hs.view()
	if !hs.s.lookp.lookOpen() || !keeping || n != 2 || len(v.Looking) != 4 {
		t.Fatalf("open %v keeping %v %d of %d: want the panel keeping 2 of 4", hs.s.lookp.lookOpen(), keeping, n, len(v.Looking))
	}
	if top, bottom := panelOrder(hs); len(top) != 4 || len(bottom) != 0 {
		t.Fatalf("the panel starts with %v kept and %v at the bottom, want all four kept", top, bottom)
	}
	for _, b := range c.Prompt().Buttons {
		if b.Label == "Done" {
			t.Fatal("Done offered with four cards kept")
		}
	}
	// The probe names the zones apart from the mulligan's Keep button.
	p := hs.s.Probe()
	zones := 0
	for _, b := range p.Buttons {
		switch b.Label {
		case "Keep":
			t.Fatal("the probe offers a Keep button, which players take for the mulligan's")
		case "Kept cards", "Bottom of library":
			zones++
		}
	}
	kept := 0
	for _, it := range p.Cards {
		if it.Zone == "look-keep" {
			kept++
		}
	}
	if zones != 2 || kept != 4 {
		t.Fatalf("the probe shows %d zones and %d kept cards, want 2 and 4", zones, kept)
	}
	hand := len(v.Players[v.Seat].Hand)
	hs.script.Key(input.KeySpace)
	hs.run(1)
	if !hs.s.lookp.lookOpen() || len(hs.view().Players[v.Seat].Hand) != hand || hs.s.mo.toast == "" {
		t.Fatalf("Space with four kept: open %v, hand %d, toast %q", hs.s.lookp.lookOpen(), len(hs.view().Players[v.Seat].Hand), hs.s.mo.toast)
	}
	a, b, cc, d := v.Looking[0].ID, v.Looking[1].ID, v.Looking[2].ID, v.Looking[3].ID
	bottomZone := hs.s.lookp.lookGeometry().Zones[control.ArrangeBottom]
	hs.script.Drag(panelRect(t, hs, cc).Center(), bottomZone.Center(), 8)
	hs.run(2)
	hs.script.Drag(panelRect(t, hs, a).Center(), bottomZone.Center().Add(bottomZoneRight(hs)), 8)
	hs.run(2)
	top, bottom := panelOrder(hs)
	if !slices.Equal(top, []rules.ObjID{b, d}) || !slices.Equal(bottom, []rules.ObjID{cc, a}) {
		t.Fatalf("the panel shows %v kept, %v at the bottom; want %v and %v", top, bottom, []rules.ObjID{b, d}, []rules.ObjID{cc, a})
	}
	if p := c.Prompt(); len(p.Buttons) == 0 || p.Buttons[0].Label != "Done" {
		t.Fatalf("buttons %+v, want Done first", p.Buttons)
	}
	hs.script.Key(input.KeySpace)
	hs.run(2)
	if hs.s.lookp.lookOpen() {
		t.Fatalf("the panel is still open: %q", c.Prompt().Text)
	}
	g := control.GameForTests(c)
	for _, id := range []rules.ObjID{b, d} {
		if o := g.Obj(id); o.Zone != rules.ZoneHand {
			t.Errorf("kept card %d is in %v, want the hand", id, o.Zone)
		}
	}
	lib := g.Player(0).Library // the shared library is seat 0's
	if lib[0] != a || lib[1] != cc {
		t.Fatalf("library bottom %v, want %d at the very bottom and %d above it", lib[:2], a, cc)
	}
}

// TestScryPanelInTheProbe checks the probe offers the panel's zones and
// cards, and that a drag between the probe's rectangles moves a card as
// an end-to-end player would.
func TestScryPanelInTheProbe(t *testing.T) {
	hs := scryHarness(t)
	p := hs.s.Probe()
	var tops []geom.Rect
	var bottomZone geom.Rect
	for _, c := range p.Cards {
		if c.Zone == "look-top" {
			tops = append(tops, geom.R(c.X, c.Y, c.W, c.H))
		}
		if c.Zone == "look-bottom" {
			t.Fatalf("a card starts in the bottom zone: %+v", c)
		}
	}
	for _, b := range p.Buttons {
		if b.Label == "Bottom of library" {
			bottomZone = geom.R(b.X, b.Y, b.W, b.H)
		}
	}
	if len(tops) != len(hs.view().Looking) || bottomZone.Empty() {
		t.Fatalf("the probe shows %d top cards and bottom zone %v: %+v", len(tops), bottomZone, p)
	}
	hs.script.Drag(tops[0].Center(), bottomZone.Center(), 6)
	hs.run(2)
	n := 0
	for _, c := range hs.s.Probe().Cards {
		if c.Zone == "look-bottom" {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("after the drag the probe shows %d cards at the bottom, want 1", n)
	}
}

// TestScryPanelWaitsBehindTheCurtain starts a game for two people at the
// first one's scry: behind the curtain neither the panel nor the probe
// shows the looked-at cards; once that person lifts it, the panel opens.
func TestScryPanelWaitsBehindTheCurtain(t *testing.T) {
	rec := tabletest.Scry(t, 3, record.Human, record.Human)
	hs := newHarness(t, rec, services(t, false, 0), 1280, 720)
	if _, up := hs.ctrl().Curtain(); !up {
		t.Fatal("a game for two people resumes without the curtain")
	}
	if hs.s.lookp.lookOpen() || hs.s.lookp.lookCardAt(geom.V(640, 360)) != rules.NoObj {
		t.Fatal("the look panel is open behind the curtain")
	}
	if cards := hs.s.Probe().Cards; len(cards) > 0 {
		t.Fatalf("behind the curtain the probe shows %+v", cards)
	}
	hs.liftCurtain()
	if !hs.s.lookp.lookOpen() || hs.ctrl().Viewer() != 0 {
		t.Fatalf("after the curtain the panel is open %v for seat %d", hs.s.lookp.lookOpen(), hs.ctrl().Viewer())
	}
}

// TestPlayerTargetPlatesGlow casts a spell that may be aimed at a player
// by dropping it on the table, without a target: while the table asks
// for one, the plates of the players it may hit are marked lit (and say
// so to the probe), the others are not, and a click on the opponent's
// plate aims it there.
func TestPlayerTargetPlatesGlow(t *testing.T) {
	hs, spell, players := aimWithoutTarget(t, false)
	lit := map[rules.Seat]bool{}
	for _, p := range players {
		lit[p] = true
	}
	probe := hs.s.Probe()
	if !strings.Contains(probe.Prompt, "click a glowing") || !strings.Contains(probe.Prompt, "player") {
		t.Errorf("the prompt %q does not say to click a glowing player", probe.Prompt)
	}
	if len(probe.Seats) != len(hs.s.lay.Seats) {
		t.Fatalf("the probe shows %d seats, the table %d", len(probe.Seats), len(hs.s.lay.Seats))
	}
	for i := range hs.s.lay.Seats {
		st := hs.s.lay.Seats[i]
		if hs.s.platePick[i] != lit[st.Seat] || probe.Seats[i].Pick != lit[st.Seat] {
			t.Errorf("seat %d: plate lit %v, probe pick %v, want %v", st.Seat, hs.s.platePick[i], probe.Seats[i].Pick, lit[st.Seat])
		}
	}
	if !lit[1] {
		t.Skip("the spell cannot be aimed at the opponent")
	}
	hs.script.Click(hs.s.lay.SeatOf(1).Plate.Center())
	hs.run(3)
	aimed := false
	for _, st := range hs.view().Stack {
		if st.Source.ID == spell {
			for _, tg := range st.Targets {
				aimed = aimed || (tg.IsPlayer() && tg.Player == 1)
			}
		}
	}
	if !aimed {
		t.Errorf("after a click on the opponent's plate the spell is not aimed at them (pending %v)", control.GameForTests(hs.ctrl()).Pending().Kind)
	}
	for i := range hs.s.platePick {
		if hs.s.platePick[i] {
			t.Errorf("plate %d still lit once the target is chosen", i)
		}
	}
}

// checkProbeHidesLook fails when the probe lists look panel cards while
// the panel is closed; who is the person in front of the screen.
func checkProbeHidesLook(t *testing.T, hs *harness, who string) {
	t.Helper()
	for _, it := range hs.s.Probe().Cards {
		if strings.HasPrefix(it.Zone, "look-") {
			t.Fatalf("turn %d: the probe shows %s the look panel's %s while it is closed", hs.ctrl().View().Turn, who, it.Label)
		}
	}
}

// bottomZoneRight is an offset from the bottom zone's centre to near its
// right edge, where a dragged card lands after the others.
func bottomZoneRight(hs *harness) geom.Vec {
	z := hs.s.lookp.lookGeometry().Zones[control.ArrangeBottom]
	return geom.V(z.W()/2-10, 0)
}
