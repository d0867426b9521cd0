package table

import (
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// faceUpSchemes counts the face-up schemes of seat's command zone.
func faceUpSchemes(v *rules.View, seat rules.Seat, ongoing bool) int {
	n := 0
	for _, c := range playerView(v, seat).Command {
		if !c.FaceDown && c.Def != nil && (!ongoing || c.Def.Super.Has(card.Ongoing)) {
			n++
		}
	}
	return n
}

// playOn presses Space for the person deciding (lifting the curtain
// when it is up) until done says stop, at most n presses; while a
// computer thinks it only lets time pass (for at most a minute in all).
func (hs *harness) playOn(n int, done func() bool) bool {
	hs.t.Helper()
	deadline := time.Now().Add(time.Minute)
	for i := 0; i < n && time.Now().Before(deadline); {
		if done() {
			return true
		}
		if hs.ctrl().Over() {
			return done()
		}
		if d := control.GameForTests(hs.ctrl()).Pending(); !hs.ctrl().IsHuman(d.Seat) {
			hs.tick(1)
			time.Sleep(200 * time.Microsecond)
			continue
		}
		if !hs.liftCurtain() {
			hs.answer()
			hs.run(2)
		}
		i++
	}
	return done()
}

// answer makes the person's simplest move: the first choice offered, a
// card to click where it lies (a discard), or Space.
func (hs *harness) answer() {
	c := hs.ctrl()
	d := control.GameForTests(c).Pending()
	switch {
	case c.Arranger().Arranging():
		if keeping, n := c.Arranger().ArrangeKeeping(); keeping {
			for _, obj := range slices.Clone(c.Arranger().Arranged(control.ArrangeTop))[n:] {
				_ = c.Arranger().MoveArranged(obj, control.ArrangeBottom, 99)
			}
		}
		_ = c.OK()
	case c.Sorter().Sorting():
		for j, ch := range c.Selection().Choices() {
			if j < d.Count && c.Sorter().Picked(ch.Obj) == 0 {
				_ = c.Selection().PickChoice(j)
			}
		}
		_ = c.OK()
	case len(c.Selection().Choices()) > 0:
		_ = c.Selection().PickChoice(0)
	case c.Asking():
		_ = c.OK() // a mulligan or a sacrifice asked about: yes
	case d.Kind == rules.DecideChoice:
		// A card to click where it lies; a discard is marked first,
		// then confirmed.
		clicked := false
		for _, a := range control.GameForTests(c).Legal() {
			if a.Kind == rules.ActChoose && !c.HandPicks().StagedInHand(a.Obj) {
				clicked = c.Click(layout.Hit{Kind: layout.HitCard, Obj: a.Obj, Seat: c.Viewer()}) == nil
				break
			}
		}
		if !clicked {
			_ = c.OK()
		}
	default:
		hs.script.Key(input.KeySpace)
	}
}

// TestSchemeSetInMotionFlipsAndHolds plays an Archenemy game with the
// person as the archenemy to its first scheme: the scheme flips up in the
// middle with the scheme sound, the game waits while it shows, and then
// it goes to its place in the command zone.
func TestSchemeSetInMotionFlipsAndHolds(t *testing.T) {
	rec := tabletest.Archenemy(t, "archenemy", 4, record.Human, "easy", "easy")
	hs := newHarness(t, rec, services(t, false, 1), 1280, 720)
	if !hs.playOn(300, func() bool { return hs.s.schemep.flip.on() }) {
		t.Fatal("no scheme was set in motion on the archenemy's first turn")
	}
	f := hs.s.schemep.flip
	if c := hs.s.lay.CardOf(f.obj); c == nil || !c.FaceUp || c.View.Def != f.def || c.Zone != rules.ZoneCommand {
		t.Fatalf("the flip shows %s, which is not face up in the command zone", f.def.Name)
	}
	if !slices.Contains(hs.sounds.names, "scheme") {
		t.Errorf("no scheme sound: %q", hs.sounds.names)
	}
	acts := len(hs.ctrl().Record().Actions)
	hs.tick(90)
	if !hs.s.schemep.flip.on() {
		t.Fatal("the flip ended before its text could be read")
	}
	if n := len(hs.ctrl().Record().Actions); n != acts {
		t.Errorf("the game moved on %d actions while the scheme was shown", n-acts)
	}
	hs.tick(int(flipRise + flipHold + flipLeave))
	if hs.s.schemep.flip.on() {
		t.Fatal("the flip never ends")
	}
	if c := hs.s.lay.CardOf(f.obj); c != nil && c.FaceUp {
		if sp := hs.s.mo.sprite(f.obj); sp.pos.Dist(c.Center) > 2 {
			t.Errorf("after the flip the scheme is drawn at %v, its place is %v", sp.pos, c.Center)
		}
	}
	if !hs.playOn(200, func() bool { return len(hs.ctrl().Record().Actions) > acts+1 }) {
		t.Error("the game does not go on after the flip")
	}
}

// TestSchemeFlipSkips checks that a click hurries a held flip on.
func TestSchemeFlipSkips(t *testing.T) {
	rec := tabletest.Archenemy(t, "archenemy", 4, record.Human, "easy")
	hs := newHarness(t, rec, services(t, false, 1), 1280, 720)
	if !hs.playOn(300, func() bool { return hs.s.schemep.flip.on() }) {
		t.Fatal("no scheme was set in motion")
	}
	hs.tick(int(flipRise) + 2)
	hs.script.Click(hs.s.lay.Felt.Center())
	hs.run(int(flipLeave) + 4)
	if hs.s.schemep.flip.on() {
		t.Error("a click does not hurry the scheme on")
	}
}

// schemeDeckOnBottom plays until seat 0 has put a scheme on the bottom
// of its scheme deck (set in motion, resolved, turned face down).
func schemeDeckOnBottom(hs *harness) bool {
	return hs.playOn(3000, func() bool {
		return control.GameForTests(hs.ctrl()).View(0).Players[0].KnownSchemes > 0
	})
}

// TestSchemeViewer opens the scheme deck viewer from the pile: the owner
// sees the count and the schemes it put on the bottom, in order; a team
// member sees the count and the face-up schemes only. Esc and the Close
// button close it.
func TestSchemeViewer(t *testing.T) {
	for _, owner := range []bool{true, false} {
		ctl := []string{record.Human, "easy", "easy"}
		if !owner {
			ctl = []string{"easy", record.Human, "easy"}
		}
		rec := tabletest.Archenemy(t, "archenemy", 8, ctl...)
		hs := newHarness(t, rec, services(t, false, 0), 1280, 720)
		if !schemeDeckOnBottom(hs) {
			v := hs.view()
			t.Fatalf("no scheme went to the bottom of the deck: turn %d over %v pending %+v prompt %+v", v.Turn, v.Over, v.Pending, hs.ctrl().Prompt())
		}
		pile := hs.s.lay.SeatOf(0).SchemePile
		hs.script.Click(pile.Center())
		hs.run(2)
		if hs.s.ptr.ui.browse != 0 || hs.s.ptr.ui.browseZone != rules.ZoneCommand {
			t.Fatalf("owner %v: a click on the scheme pile opens %d %v", owner, hs.s.ptr.ui.browse, hs.s.ptr.ui.browseZone)
		}
		sv := hs.s.schemep.schemeRows()
		v := hs.view()
		deck := 0
		for _, c := range playerView(v, 0).Command {
			if c.FaceDown {
				deck++
			}
		}
		if sv.down != deck {
			t.Errorf("the viewer counts %d face-down schemes, the deck holds %d", sv.down, deck)
		}
		named := 0
		for _, r := range sv.rows {
			if r.def == nil {
				continue
			}
			named++
			public := false
			for _, c := range playerView(v, 0).Command {
				if !c.FaceDown && c.Def == r.def {
					public = true
				}
			}
			if !public && !owner {
				t.Errorf("a team member's viewer names %s, which is face down", r.def.Name)
			}
		}
		if owner && named <= faceUpSchemes(v, 0, false) {
			t.Errorf("the owner's viewer names no scheme it put on the bottom: %+v", sv.rows)
		}
		hs.script.Key(input.KeyEscape)
		hs.run(2)
		if hs.s.ptr.ui.browse != rules.NoSeat {
			t.Error("Esc does not close the viewer")
		}
		hs.script.Click(pile.Center())
		hs.run(2)
		_, _, _, closeBtn := hs.s.schemep.schemeViewerParts()
		hs.script.Click(closeBtn.Center())
		hs.run(2)
		if hs.s.ptr.ui.browse != rules.NoSeat {
			t.Error("the Close button does not close the viewer")
		}
	}
}

// TestFaceDownSchemesNeverShow checks, at every step of an Archenemy game
// the person plays as a team member, that no face-down scheme can be
// zoomed or is laid out face up, and that hovering over the pile zooms
// nothing.
func TestFaceDownSchemesNeverShow(t *testing.T) {
	rec := tabletest.Archenemy(t, "archenemy", 6, "easy", record.Human, "easy")
	hs := newHarness(t, rec, services(t, false, 0), 1280, 720)
	g := control.GameForTests(hs.ctrl())
	steps := 0
	hs.playOn(1500, func() bool {
		steps++
		for i := range hs.s.lay.Cards {
			c := &hs.s.lay.Cards[i]
			if c.Zone != rules.ZoneCommand {
				continue
			}
			if o := g.Obj(c.Obj); o.FaceDown && (c.FaceUp || hs.s.feed.defOf(c.Obj) != nil) {
				t.Fatalf("turn %d: the face-down %s shows", g.Turn(), o.Def.Name)
			}
		}
		if st := hs.s.lay.SeatOf(0); st != nil && !st.SchemePile.Empty() {
			if obj := hs.s.ptr.cardAt(st.SchemePile.Center()); obj != rules.NoObj {
				t.Fatalf("the scheme pile zooms card %d", obj)
			}
		}
		return g.Turn() >= 12
	})
	if steps < 20 {
		t.Errorf("only %d steps looked at", steps)
	}
}

// ongoingGame returns the record of an Archenemy or Rumble game played on
// until seat 0 has an ongoing scheme face up and viewer has priority in a
// main phase.
func ongoingGame(t testing.TB, variant string, viewer rules.Seat, ctl ...string) *record.Record {
	t.Helper()
	rec := tabletest.Archenemy(t, variant, 11, ctl...)
	g := tabletest.PlayForward(t, rec, false, func(g *rules.Game) bool {
		v := g.View(0)
		return g.Turn() >= 6 && faceUpSchemes(v, 0, true) > 0 && g.Pending().Seat == viewer &&
			g.Pending().Kind == rules.DecidePriority && g.Step().IsMain()
	})
	if g.Over() {
		t.Skip("the game ended first")
	}
	return rec
}

// TestArchenemyFrameDoesNotAllocate checks that a steady frame of an
// Archenemy table (command zones, team band) allocates nothing, nor one
// with a scheme zoomed or the scheme deck viewer open.
func TestArchenemyFrameDoesNotAllocate(t *testing.T) {
	needGPU(t)
	rec := ongoingGame(t, "archenemy", 0, record.Human, record.Human, record.Human, record.Human)
	hs := newHarness(t, rec, services(t, true, 1), 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	hs.liftCurtain()
	var scheme geom.Vec
	for i := range hs.s.lay.Cards {
		if c := &hs.s.lay.Cards[i]; c.Scheme && c.FaceUp {
			scheme = c.Center
		}
	}
	pix := make([]byte, 4*1280*720)
	for _, step := range []struct {
		name string
		do   func()
	}{
		{"table", func() { hs.script.Move(hs.s.lay.PhaseBar.Min.Add(geom.V(4, 4))) }},
		{"hover zoom", func() { hs.script.Move(scheme) }},
		{"viewer", func() { hs.script.Click(hs.s.lay.SeatOf(0).SchemePile.Center()) }},
	} {
		step.do()
		hs.settle(screen, 90)
		up := gputest.AllocsOutsideQueue(t, 30, "(*Scene).Update", func() { hs.tick(1) }, nil)
		for i := 0; i < 5; i++ {
			hs.s.Draw(screen)
			screen.ReadPixels(pix)
		}
		draw := gputest.AllocsOutsideQueue(t, 20, "(*Scene).Draw", func() { hs.s.Draw(screen) }, func() { screen.ReadPixels(pix) })
		if up != 0 || draw != 0 {
			t.Errorf("%s: a steady frame allocates: Update %v, Draw %v", step.name, up, draw)
		}
	}
}

// TestDrawArchenemy draws an Archenemy table seen by the archenemy with
// an ongoing scheme face up, the flip of a scheme set in motion, the
// scheme deck viewer and a zoomed scheme, and one seen by a team member
// a four-seat Supervillain Rumble, five-seat Archenemy tables and
// eight-seat Archenemy and Rumble at 900×560; with KT_TABLE_PNG set it writes them.
func TestDrawArchenemy(t *testing.T) {
	needGPU(t)
	for _, c := range []struct {
		name    string
		variant string
		ctl     []string
		viewer  rules.Seat
		w, h    int
	}{
		{"archenemy-4p", "archenemy", []string{record.Human, record.Human, record.Human, record.Human}, 0, 1280, 720},
		{"archenemy-team-4p", "archenemy", []string{"easy", record.Human, "easy", "easy"}, 1, 1280, 720},
		{"rumble-4p", "rumble", []string{record.Human, "easy", "easy", "easy"}, 0, 1280, 720},
		{"archenemy-5p-900x560", "archenemy", []string{record.Human, "easy", "easy", "easy", "easy"}, 0, 900, 560},
		{"archenemy-team-5p-900x560", "archenemy", []string{"easy", "easy", "easy", record.Human, "easy"}, 3, 900, 560},
		{"archenemy-8p-900x560", "archenemy", []string{record.Human, "easy", "easy", "easy", "easy", "easy", "easy", "easy"}, 0, 900, 560},
		{"rumble-8p-900x560", "rumble", []string{record.Human, "easy", "easy", "easy", "easy", "easy", "easy", "easy"}, 0, 900, 560},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec := ongoingGame(t, c.variant, c.viewer, c.ctl...)
			hs := newHarness(t, rec, services(t, true, 1), c.w, c.h)
			screen := ebiten.NewImage(c.w, c.h)
			defer screen.Deallocate()
			hs.liftCurtain()
			hs.settle(screen, 60)
			checkNotBlank(t, screen)
			shot(t, screen, c.name)
			v := hs.view()
			for i := range hs.s.lay.Cards {
				lc := &hs.s.lay.Cards[i]
				if lc.Scheme && lc.FaceUp {
					hs.script.Move(lc.Center)
					hs.settle(screen, 50)
					shot(t, screen, c.name+"-hover")
					hs.script.RightClick(lc.Center)
					hs.settle(screen, 6)
					shot(t, screen, c.name+"-zoom")
					hs.script.RightClick(lc.Center)
					hs.settle(screen, 2)
					break
				}
			}
			if st := hs.s.lay.SeatOf(0); st != nil {
				hs.script.Move(st.SchemePile.Center())
				hs.script.Click(st.SchemePile.Center())
				hs.settle(screen, 10)
				shot(t, screen, c.name+"-viewer")
				hs.script.Key(input.KeyEscape)
				hs.settle(screen, 2)
			}
			_ = v
			// A scheme set in motion: play on to the next flip.
			if c.name == "archenemy-4p" {
				if !hs.playOn(600, func() bool { return hs.s.schemep.flip.on() }) {
					t.Fatal("no scheme set in motion")
				}
				hs.settle(screen, int(flipRise)/2)
				shot(t, screen, c.name+"-flip-turning")
				hs.settle(screen, int(flipRise))
				shot(t, screen, c.name+"-flip")
				hs.settle(screen, int(flipHold+flipLeave))
				shot(t, screen, c.name+"-after-flip")
			}
		})
	}
}

// TestActiveSeatSharesTheTeamsTurn checks the turn marker's rule: when
// teams share turns every member still in the game takes the turn of the
// active one; otherwise only the active seat.
func TestActiveSeatSharesTheTeamsTurn(t *testing.T) {
	v := &rules.View{Active: 1, Players: []rules.PlayerView{
		{Seat: 0, Team: 0}, {Seat: 1, Team: 1}, {Seat: 2, Team: 1}, {Seat: 3, Team: 1, Lost: true}}}
	v.Options.SharedTeamTurns = true
	for seat, want := range []bool{false, true, true, false} {
		if got := activeSeat(v, rules.Seat(seat)); got != want {
			t.Errorf("shared turns: seat %d active %v, want %v", seat, got, want)
		}
	}
	v.Options.SharedTeamTurns = false
	for seat, want := range []bool{false, true, false, false} {
		if got := activeSeat(v, rules.Seat(seat)); got != want {
			t.Errorf("own turns: seat %d active %v, want %v", seat, got, want)
		}
	}
}

// TestSchemeHeardWithoutAnimations checks that with animations off a
// scheme set in motion does not hold the table but is still heard.
func TestSchemeHeardWithoutAnimations(t *testing.T) {
	rec := tabletest.Archenemy(t, "archenemy", 4, record.Human, "easy")
	hs := newHarness(t, rec, services(t, false, 0), 1280, 720)
	hs.playOn(300, func() bool { return slices.Contains(hs.sounds.names, "scheme") || hs.s.schemep.flip.on() })
	if hs.s.schemep.flip.on() || !slices.Contains(hs.sounds.names, "scheme") {
		t.Errorf("flip %v, sounds %q", hs.s.schemep.flip.on(), hs.sounds.names)
	}
}

// TestClickZoomsAScheme checks that a click on a face-up scheme shows it
// large instead of refusing, and a second click closes it.
func TestClickZoomsAScheme(t *testing.T) {
	rec := tabletest.Archenemy(t, "archenemy", 4, record.Human, "easy")
	hs := newHarness(t, rec, services(t, false, 0), 1280, 720)
	var at geom.Vec
	found := hs.playOn(400, func() bool {
		for i := range hs.s.lay.Cards {
			if c := &hs.s.lay.Cards[i]; c.Scheme && c.FaceUp && control.GameForTests(hs.ctrl()).Pending().Seat == 0 {
				at = c.Center
				return true
			}
		}
		return false
	})
	if !found {
		t.Skip("no face-up scheme while the person decides")
	}
	obj := hs.s.lay.Hit(at).Obj
	hs.script.Click(at)
	hs.run(2)
	if hs.s.ptr.ui.zoom != obj || slices.Contains(hs.sounds.names, "error") {
		t.Errorf("a click on a face-up scheme zooms %d (want %d), sounds %q", hs.s.ptr.ui.zoom, obj, hs.sounds.names)
	}
	hs.script.Click(at)
	hs.run(2)
	if hs.s.ptr.ui.zoom != rules.NoObj {
		t.Error("a second click does not close the zoom")
	}
}

// BenchmarkArchenemyFrame measures whole frames (Update then Draw, CPU
// side) of a four-seat Archenemy table with an ongoing scheme face up and
// the team band, the layout redone every tenth frame, and reports the
// median and 99th percentile of the frames' CPU time in milliseconds.
func BenchmarkArchenemyFrame(b *testing.B) {
	needGPU(b)
	rec := ongoingGame(b, "archenemy", 0, record.Human, record.Human, record.Human, record.Human)
	hs := newHarness(b, rec, services(b, true, 1), 1920, 1080)
	screen := ebiten.NewImage(1920, 1080)
	defer screen.Deallocate()
	hs.liftCurtain()
	hs.script.Move(hs.s.lay.PhaseBar.Min.Add(geom.V(4, 4)))
	hs.settle(screen, 120)
	benchRelayoutFrames(b, hs, screen)
}
