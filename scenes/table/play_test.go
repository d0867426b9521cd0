package table

import (
	"fmt"
	"slices"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/internal/curtain"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// advance presses Space (and lifts curtains) until cond holds.
func (hs *harness) advance(cond func() bool) {
	hs.t.Helper()
	for i := 0; i < 400; i++ {
		if cond() {
			return
		}
		if !hs.liftCurtain() {
			hs.script.Key(input.KeySpace)
			hs.run(2)
		}
	}
	hs.t.Fatal("the wanted moment never came")
}

// inHand returns the first card of the viewer's hand that pass accepts.
func inHand(v *rules.View, pass func(c *rules.CardView) bool) rules.ObjID {
	for i := range v.Players {
		if v.Players[i].Seat != v.Seat {
			continue
		}
		for j := range v.Players[i].Hand {
			if c := &v.Players[i].Hand[j]; pass(c) {
				return c.ID
			}
		}
	}
	return rules.NoObj
}

func onBattlefield(v *rules.View, obj rules.ObjID) *rules.CardView {
	for i := range v.Battlefield {
		if v.Battlefield[i].ID == obj {
			return &v.Battlefield[i]
		}
	}
	return nil
}

// humans returns a record of two people, played forward by computer
// players until stop (nil: a fresh game).
func humans(t *testing.T, seed uint64, first int, stop func(g *rules.Game) bool) *record.Record {
	t.Helper()
	r := tabletest.Record(t, seed, first, record.Human, record.Human)
	if stop != nil {
		g := tabletest.PlayForward(t, r, false, stop)
		if g.Over() {
			t.Skip("the game ended before the wanted moment")
		}
	}
	return r
}

// firstGame returns the record of the first two-person game, of seeds 1
// to 40 (each with its own pair of ready-made decks), that computer
// players bring to a moment where stop holds, played up to it; the test
// fails when none does. what says what stop looks for.
func firstGame(t *testing.T, what string, stop func(g *rules.Game) bool) *record.Record {
	t.Helper()
	return seekGame(t, what, 1, 40, func(seed uint64) int { return int(seed) }, []string{record.Human, record.Human}, stop)
}

// seekGame returns the record of the first game of seeds from to to, the
// seats ctl dealt the ready-made decks from deck(seed) on, that computer
// players bring to a moment where stop holds, played up to it; the test
// fails when none does. what says what stop looks for.
func seekGame(t *testing.T, what string, from, to uint64, deck func(seed uint64) int, ctl []string, stop func(g *rules.Game) bool) *record.Record {
	t.Helper()
	for seed := from; seed <= to; seed++ {
		r := tabletest.Record(t, seed, deck(seed), ctl...)
		if g := tabletest.PlayForward(t, r, false, stop); !g.Over() {
			t.Logf("%d seats, %s: seed %d", len(ctl), what, seed)
			return r
		}
	}
	t.Fatalf("%d seats: in no game of seeds %d–%d %s", len(ctl), from, to, what)
	return nil
}

// TestDragLandToBattlefield plays a land by dragging it from the hand to
// the battlefield.
func TestDragLandToBattlefield(t *testing.T) {
	hs := newHarness(t, humans(t, 3, 0, nil), services(t, false, 0), 1280, 720)
	var land rules.ObjID
	hs.advance(func() bool {
		v := hs.view()
		if v.Active != v.Seat || v.Step != rules.StepMain1 || v.Pending.Seat != v.Seat || v.Pending.Kind != rules.DecidePriority {
			return false
		}
		land = inHand(v, func(c *rules.CardView) bool { return c.Def.IsLand() })
		return land != rules.NoObj
	})
	if !hs.ctrl().Drops().Draggable(land) {
		t.Fatal("the land in hand is not draggable in the main phase")
	}
	from := hs.cardAt(land)
	to := hs.emptySpot(hs.view().Seat)
	hs.script.Drag(from, to, 8)
	hs.run(3)
	if onBattlefield(hs.view(), land) == nil {
		t.Fatalf("the land was not played; toast %q", hs.s.mo.toast)
	}
	if c := hs.s.lay.CardOf(land); c == nil || c.Zone != rules.ZoneBattlefield {
		t.Fatal("the land is not laid out on the battlefield")
	}
	if !slices.Contains(hs.sounds.names, "land") {
		t.Errorf("sounds %v: no land sound", hs.sounds.names)
	}
}

// TestRefusedDropSnapsBack drags a card somewhere it cannot go: nothing
// changes, the reason shows and the card eases back to its place.
func TestRefusedDropSnapsBack(t *testing.T) {
	hs := newHarness(t, humans(t, 3, 0, nil), services(t, false, 1), 1280, 720)
	var land rules.ObjID
	hs.advance(func() bool {
		v := hs.view()
		if v.Active != v.Seat || v.Step != rules.StepMain1 || v.Pending.Seat != v.Seat || v.Pending.Kind != rules.DecidePriority {
			return false
		}
		land = inHand(v, func(c *rules.CardView) bool { return c.Def.IsLand() })
		return land != rules.NoObj
	})
	hs.run(120)
	home := hs.cardAt(land)
	// Onto the log: not a place on the table.
	hs.script.Drag(home, hs.s.lay.LogArea.Center(), 8)
	hs.tick(hs.script.Pending())
	if onBattlefield(hs.view(), land) != nil {
		t.Fatal("the land was played on the log")
	}
	if hs.s.mo.toast == "" || hs.s.mo.toastT <= 0 {
		t.Error("no reason shown for the refused drop")
	}
	if hs.sounds.names[len(hs.sounds.names)-1] != "error" {
		t.Errorf("sounds %v: no error sound", hs.sounds.names)
	}
	sp := hs.s.mo.sprite(land)
	if sp.pos.Dist(home) < 20 {
		t.Error("the card did not start from where it was dropped")
	}
	hs.run(90)
	if sp.pos.Dist(home) > 1 {
		t.Errorf("the card is at %v, not back home at %v", sp.pos, home)
	}
}

// firstAimed calls pick, for each spell seat 0 may cast from its hand now
// (its own main phase) that asks for a target, with the spell and the
// legal choices of its first target, until pick returns true; it returns
// that spell, or NoObj.
func firstAimed(g *rules.Game, pick func(spell rules.ObjID, h *rules.Game, targets []rules.Action) bool) rules.ObjID {
	d := g.Pending()
	if d.Kind != rules.DecidePriority || d.Seat != 0 || g.Active() != 0 || !g.Step().IsMain() {
		return rules.NoObj
	}
	for _, a := range g.Legal() {
		if a.Kind != rules.ActCast {
			continue
		}
		h := g.Clone()
		if _, err := h.Apply(a); err != nil || h.Pending().Kind != rules.DecideTarget {
			continue
		}
		if pick(a.Obj, h, h.Legal()) {
			return a.Obj
		}
	}
	return rules.NoObj
}

// castable reports whether the seat deciding in g may cast a spell from
// its hand at a creature now, returning the spell and its target.
func castable(g *rules.Game) (spell, target rules.ObjID, ok bool) {
	spell = firstAimed(g, func(_ rules.ObjID, h *rules.Game, targets []rules.Action) bool {
		for _, t := range targets {
			if t.Kind == rules.ActTarget && !t.Target.IsPlayer() && h.Obj(t.Target.Obj).Zone == rules.ZoneBattlefield &&
				h.Obj(t.Target.Obj).Controller != 0 && h.Obj(t.Target.Obj).Def.IsCreature() {
				target = t.Target.Obj
				return true
			}
		}
		return false
	})
	return spell, target, spell != rules.NoObj
}

// TestDragSpellOntoCreature casts a targeted spell by dragging it onto an
// opposing creature.
func TestDragSpellOntoCreature(t *testing.T) {
	var spell, target rules.ObjID
	rec := firstGame(t, "the first seat can aim a spell at a creature", func(g *rules.Game) bool {
		var ok bool
		spell, target, ok = castable(g)
		return ok
	})
	hs := newHarness(t, rec, services(t, false, 0), 1280, 720)
	hs.liftCurtain()
	if hs.view().Seat != 0 {
		t.Fatalf("viewer %d", hs.view().Seat)
	}
	hs.script.Drag(hs.cardAt(spell), hs.cardAt(target), 10)
	hs.run(3)
	g := control.GameForTests(hs.ctrl())
	if z := g.Obj(spell).Zone; z == rules.ZoneHand {
		t.Fatalf("the spell is still in hand; toast %q", hs.s.mo.toast)
	}
	found := false
	for _, st := range hs.view().Stack {
		if st.Source.ID == spell {
			for _, tg := range st.Targets {
				found = found || tg.Obj == target
			}
		}
	}
	if !found && g.Obj(spell).Zone == rules.ZoneStack {
		t.Error("the spell is on the stack without the dragged-on target")
	}
	if !found && g.Obj(spell).Zone != rules.ZoneGraveyard {
		t.Errorf("the spell is in %v", g.Obj(spell).Zone)
	}
}

// TestAttackByDragging stages an attack by dragging a creature onto the
// opponent's plate and confirms it with Space.
func TestAttackByDragging(t *testing.T) {
	var attacker rules.ObjID
	rec := humans(t, 5, 4, func(g *rules.Game) bool {
		d := g.Pending()
		if d.Kind != rules.DecideAttackers || d.Seat != 0 {
			return false
		}
		for _, a := range g.Legal() {
			if a.Kind == rules.ActAttack {
				attacker = a.Obj
				return true
			}
		}
		return false
	})
	hs := newHarness(t, rec, services(t, false, 0), 1280, 720)
	hs.liftCurtain()
	opp := hs.s.lay.SeatOf(1)
	hs.script.Drag(hs.cardAt(attacker), opp.Plate.Center(), 10)
	hs.run(2)
	if s, ok := hs.ctrl().Combat().StagedAttack(attacker); !ok || s != 1 {
		t.Fatalf("not staged: %v %v; toast %q", s, ok, hs.s.mo.toast)
	}
	if c := hs.s.lay.CardOf(attacker); c == nil || !c.Staged || c.Attacking != 1 {
		t.Fatal("the staged attacker is not laid out as staged")
	}
	hs.script.Key(input.KeySpace)
	hs.run(3)
	if a := control.GameForTests(hs.ctrl()).Obj(attacker).Attacking; a != 1 {
		t.Fatalf("the creature attacks %v", a)
	}
}

// TestBlockByDragging blocks by dragging a creature onto an attacker.
func TestBlockByDragging(t *testing.T) {
	var blocker, attacker rules.ObjID
	rec := humans(t, 9, 2, func(g *rules.Game) bool {
		d := g.Pending()
		if d.Kind != rules.DecideBlockers || d.Seat != 1 {
			return false
		}
		for _, a := range g.Legal() {
			if a.Kind == rules.ActBlock {
				blocker, attacker = a.Obj, a.Target.Obj
				return true
			}
		}
		return false
	})
	hs := newHarness(t, rec, services(t, false, 0), 1280, 720)
	hs.liftCurtain()
	if hs.view().Seat != 1 {
		t.Fatalf("the viewer is %d, not the blocking player", hs.view().Seat)
	}
	hs.script.Drag(hs.cardAt(blocker), hs.cardAt(attacker), 10)
	hs.run(2)
	if a, ok := hs.ctrl().Combat().StagedBlock(blocker); !ok || a != attacker {
		t.Fatalf("block not staged; toast %q", hs.s.mo.toast)
	}
	hs.script.Key(input.KeySpace)
	hs.run(3)
	// The block is declared; combat may already be over (a trade leaves
	// neither creature on the battlefield), so look at the record.
	want := fmt.Sprintf("block #%d #%d", blocker, attacker)
	if acts := hs.ctrl().Record().Actions; !slices.Contains(acts, want) {
		t.Fatalf("no %q among the last actions %q", want, acts[max(0, len(acts)-6):])
	}
}

// TestCurtainHidesTable checks the hot-seat curtain: while it is up
// nothing of the table reacts, and after it is lifted the hand shown is
// the new viewer's.
func TestCurtainHidesTable(t *testing.T) {
	hs := newHarness(t, humans(t, 21, 0, nil), services(t, false, 0), 1280, 720)
	if who, up := hs.ctrl().Curtain(); !up || who != control.GameForTests(hs.ctrl()).Pending().Seat {
		t.Fatalf("the game for two starts with the curtain %v for %v", up, who)
	}
	hs.liftCurtain()
	first := hs.view().Seat
	for i := 0; i < 50; i++ {
		if _, up := hs.ctrl().Curtain(); up {
			break
		}
		hs.script.Key(input.KeySpace)
		hs.run(2)
	}
	seat, up := hs.ctrl().Curtain()
	if !up || seat == first {
		t.Fatalf("no curtain for the other person (%v %v)", seat, up)
	}
	// A drag and keys do nothing while the curtain is up.
	ver := hs.ctrl().Version()
	hs.script.Press(input.Left, geom.V(500, 650)).Move(geom.V(520, 400)).Move(geom.V(540, 300))
	hs.tick(hs.script.Pending())
	if hs.s.ptr.ui.dragging || hs.ctrl().Version() != ver {
		t.Fatal("the table reacted under the curtain")
	}
	hs.script.Release(input.Left, geom.V(540, 300))
	hs.run(2)
	if _, up := hs.ctrl().Curtain(); !up {
		t.Fatal("a drag that began as the curtain rose lifted it")
	}
	hs.tick(curtain.GuardTicks)
	hs.script.Click(geom.V(540, 300))
	hs.run(2)
	if _, up := hs.ctrl().Curtain(); up {
		t.Fatal("a click did not lift the curtain")
	}
	v := hs.view()
	if v.Seat != seat {
		t.Fatalf("the viewer is %d, want %d", v.Seat, seat)
	}
	hand := playerView(v, seat).Hand
	n := 0
	for i := range hs.s.lay.Cards {
		c := &hs.s.lay.Cards[i]
		if c.Zone != rules.ZoneHand {
			continue
		}
		n++
		mine := false
		for _, h := range hand {
			mine = mine || h.ID == c.Obj
		}
		if !mine {
			t.Errorf("hand card %d shown is not %v's", c.Obj, seat)
		}
	}
	if n != len(hand) || n == 0 {
		t.Errorf("%d hand cards shown, %v holds %d", n, seat, len(hand))
	}
}

// TestClickButtonAndPhaseStop presses a prompt button with the mouse and
// toggles a stop on the phase bar.
func TestClickButtonAndPhaseStop(t *testing.T) {
	svc := services(t, false, 0)
	hs := newHarness(t, humans(t, 3, 0, nil), svc, 1280, 720)
	hs.liftCurtain()
	if len(hs.s.lay.Buttons) == 0 {
		t.Fatal("no prompt buttons at the opening hand")
	}
	before := hs.ctrl().Version()
	hs.script.Click(hs.s.lay.Buttons[0].Center())
	hs.run(2)
	if hs.ctrl().Version() == before {
		t.Error("clicking the first button changed nothing")
	}
	if !slices.Contains(hs.sounds.names, "click") {
		t.Errorf("sounds %v", hs.sounds.names)
	}
	was := svc.Settings.Stops.Mine[rules.StepUpkeep]
	hs.liftCurtain()
	hs.script.Click(hs.s.lay.Steps[rules.StepUpkeep].Mine.Center())
	hs.run(1)
	if svc.Settings.Stops.Mine[rules.StepUpkeep] == was {
		t.Error("clicking the phase bar did not toggle the stop")
	}
}

// TestHitsAreTopmost is a guard for the glue: a click on a hand card is a
// click on that card.
func TestHitsAreTopmost(t *testing.T) {
	hs := newHarness(t, humans(t, 3, 0, nil), services(t, false, 0), 1280, 720)
	v := hs.view()
	for _, c := range playerView(v, v.Seat).Hand {
		at := hs.cardAt(c.ID)
		if h := hs.s.lay.Hit(at); h.Kind != layout.HitCard || (h.Obj != c.ID && hs.s.lay.CardOf(h.Obj).Zone != rules.ZoneHand) {
			t.Errorf("hit at hand card %d: %+v", c.ID, h)
		}
	}
}

// TestSpaceMeantAsPassDoesNotLiftTheCurtain presses Space twice, quickly,
// as a person passing might: the first pass hands the decision to the
// other person and raises the curtain, and the second press must not lift
// it and show the other person's hand.
func TestSpaceMeantAsPassDoesNotLiftTheCurtain(t *testing.T) {
	hs := newHarness(t, humans(t, 21, 0, nil), services(t, false, 0), 1280, 720)
	hs.liftCurtain()
	first := hs.view().Seat
	for i := 0; i < 200; i++ {
		if who, up := hs.ctrl().Curtain(); up && who != first {
			break
		}
		hs.script.Key(input.KeySpace)
		hs.tick(3)
		hs.script.Key(input.KeySpace) // the same pass, pressed twice
		hs.run(2)
		if hs.view().Seat != first {
			t.Fatalf("a Space lifted the curtain: %v sees the table after %v", hs.view().Seat, first)
		}
	}
	if who, up := hs.ctrl().Curtain(); !up || who == first {
		t.Fatal("the decision never went to the other person")
	}
	hs.tick(curtain.GuardTicks + 1)
	hs.script.Key(input.KeySpace)
	hs.run(2)
	if _, up := hs.ctrl().Curtain(); up || hs.view().Seat == first {
		t.Fatal("a deliberate Space did not lift the curtain")
	}
}
