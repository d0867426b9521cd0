package table

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// combatBoard returns seat 0's view of a peaceful two-seat game at turn
// 12, with a creature of seat 0 and two of seat 1 (their indices in
// Battlefield).
func combatBoard(t *testing.T) (v *rules.View, att int, blk [2]int) {
	t.Helper()
	r := tabletest.Record(t, 7, 0, record.Human, record.Human)
	g := tabletest.PlayForward(t, r, true, func(g *rules.Game) bool {
		return g.Turn() >= 12 && g.Pending().Kind == rules.DecidePriority && g.Step().IsMain()
	})
	v = g.View(0)
	att, blk = -1, [2]int{-1, -1}
	for i := range v.Battlefield {
		c := &v.Battlefield[i]
		if c.Def == nil || !c.Def.IsCreature() || c.AttachedTo != rules.NoObj {
			continue
		}
		switch {
		case c.Controller == 0 && att < 0:
			att = i
		case c.Controller == 1 && blk[0] < 0:
			blk[0] = i
		case c.Controller == 1 && blk[1] < 0:
			blk[1] = i
		}
	}
	if att < 0 || blk[1] < 0 {
		t.Skip("not enough creatures on the board")
	}
	return v, att, blk
}

func layOut(v *rules.View) *layout.Table {
	var tb layout.Table
	tb.Compute(layout.Input{View: v, Width: 1280, Height: 720, Scale: 1})
	return &tb
}

// centre is a card's laid-out centre (the arrows' pos in tests).
func centre(tb *layout.Table) func(rules.ObjID) geom.Vec {
	return func(o rules.ObjID) geom.Vec { return tb.CardOf(o).Center }
}

// TestCombatArrowsTellTheTruth checks that an attacker points at the
// player until blocks are declared, then at its blocker; a second blocker
// points at the attacker; a blocker whose attacker died gets no arrow,
// and a blocked attacker whose blocker died does not point at the player.
func TestCombatArrowsTellTheTruth(t *testing.T) {
	v, ai, bi := combatBoard(t)
	a, b0, b1 := v.Battlefield[ai].ID, v.Battlefield[bi[0]].ID, v.Battlefield[bi[1]].ID
	v.Battlefield[ai].Attacking = 1
	blocked := map[rules.ObjID]bool{}

	tb := layOut(v)
	got := combatArrows(nil, tb, centre(tb), blocked)
	if len(got) != 1 || got[0].Kind != arrowAttack || !onEdge(got[0].To, tb.SeatOf(1).Plate) {
		t.Fatalf("before blocks: %+v, want one arrow to the edge of seat 1's plate %v", got, tb.SeatOf(1).Plate)
	}

	v.Battlefield[bi[0]].Blocking = a
	v.Battlefield[bi[1]].Blocking = a
	tb = layOut(v)
	got = combatArrows(nil, tb, centre(tb), blocked)
	if len(got) != 2 {
		t.Fatalf("after blocks: %d arrows %+v, want 2", len(got), got)
	}
	first, other := b0, b1
	if tb.CardOf(b1) == firstBlocker(tb, a) {
		first, other = b1, b0
	}
	for _, l := range got {
		switch l.Kind {
		case arrowAttack:
			if l.From != tb.CardOf(a).Center || l.To != tb.CardOf(first).Center {
				t.Errorf("the blocked attacker points at %v, want its blocker at %v", l.To, tb.CardOf(first).Center)
			}
		case arrowBlock:
			if l.From != tb.CardOf(other).Center || l.To != tb.CardOf(a).Center {
				t.Errorf("the second blocker's arrow %+v does not join it to the attacker", l)
			}
		}
		if onEdge(l.To, tb.SeatOf(1).Plate) {
			t.Errorf("an arrow still points at the defending player after blocks")
		}
	}

	// Both blockers die: the attacker, still blocked, points nowhere.
	dead := *v
	dead.Battlefield = nil
	for i := range v.Battlefield {
		if i != bi[0] && i != bi[1] {
			dead.Battlefield = append(dead.Battlefield, v.Battlefield[i])
		}
	}
	tb = layOut(&dead)
	if got = combatArrows(nil, tb, centre(tb), blocked); len(got) != 0 {
		t.Errorf("blockers gone: %+v, want no arrow", got)
	}

	// The attacker dies: its blockers get no arrow.
	gone := *v
	gone.Battlefield = append(append([]rules.CardView(nil), v.Battlefield[:ai]...), v.Battlefield[ai+1:]...)
	tb = layOut(&gone)
	if got = combatArrows(nil, tb, centre(tb), blocked); len(got) != 0 {
		t.Errorf("attacker gone: %+v, want no arrow", got)
	}
	if len(blocked) != 0 {
		t.Errorf("a gone attacker is still remembered as blocked: %v", blocked)
	}
}

// TestTargetArrowsStartAtTheirSource checks that a spell's arrow leaves
// from the spell's visible part on the stack (a stub to the felt's edge,
// then the arrow on the felt), an ability's from its source on the
// battlefield, a spell aimed at a spell stays in the stack's margin, and
// clipped arrows stay on the felt.
func TestTargetArrowsStartAtTheirSource(t *testing.T) {
	v, ai, bi := combatBoard(t)
	src, tgt := v.Battlefield[ai], v.Battlefield[bi[0]]
	var spell rules.CardView
	for _, c := range v.Players[0].Hand {
		if c.Def != nil && !c.Def.IsLand() {
			spell = c
			break
		}
	}
	if spell.Def == nil {
		t.Skip("no spell in hand")
	}
	spell.Zone = rules.ZoneStack
	v.Players[0].Hand = nil
	v.Stack = []rules.StackView{
		{Source: spell, Controller: 0, IsSpell: true, Ability: -1, Targets: []rules.Target{{Player: rules.NoSeat, Obj: tgt.ID}}},
		{Source: src, Controller: 0, Ability: 0, Targets: []rules.Target{rules.PlayerTarget(1), {Player: rules.NoSeat, Obj: spell.ID}}},
	}
	tb := layOut(v)
	at := func(tg rules.Target) (geom.Vec, bool) {
		if tg.IsPlayer() {
			return tb.SeatOf(tg.Player).Plate.Center(), true
		}
		return tb.CardOf(tg.Obj).Center, true
	}
	got := targetArrows(nil, tb, v, centre(tb), at)
	if len(got) != 3 {
		t.Fatalf("%d arrows %+v, want 3", len(got), got)
	}
	// The spell (entry 0) is covered below by entry 1: its arrow leaves
	// from the strip still shown.
	s0, s1 := tb.Stack[0], tb.Stack[1]
	h := s0.Width * 7 / 5
	sp := got[0]
	if !sp.HasStub || sp.Stub.X != s0.Center.X-s0.Width/2 || sp.Stub.Y <= s0.Center.Y-h/2 || sp.Stub.Y >= s1.Center.Y-h/2 {
		t.Errorf("the spell's arrow starts at %v, not on the spell's shown strip (entry at %v, next at %v)", sp.Stub, s0.Center, s1.Center)
	}
	if sp.From.X != tb.Felt.Max.X || sp.From.Y != sp.Stub.Y || sp.To != tb.CardOf(tgt.ID).Center {
		t.Errorf("the spell's arrow %+v does not go from the felt's edge to its target", sp)
	}
	ab := got[1]
	if ab.HasStub || ab.From != tb.CardOf(src.ID).Center || !onEdge(ab.To, tb.SeatOf(1).Plate) {
		t.Errorf("the ability's arrow %+v does not start at its source %v", ab, tb.CardOf(src.ID).Center)
	}
	br := got[2]
	if !br.Bracket || br.To != stackEdge(tb, 0) || br.From != stackEdge(tb, 1) {
		t.Errorf("the arrow to a spell on the stack %+v is not a bracket between the entries", br)
	}
	for _, l := range got[:2] {
		a, b, ok := clipSegment(l.From, l.To, tb.Felt)
		if !ok || a.Sub(l.From).Len() > 1e-6 || b.Sub(l.To).Len() > 1e-6 {
			t.Errorf("arrow %+v is not wholly on the felt %v", l, tb.Felt)
		}
	}
}

// onEdge reports whether p lies on the border of r (an arrow that ends
// there points at what r holds without covering its text).
func onEdge(p geom.Vec, r geom.Rect) bool {
	const eps = 1e-6
	inside := p.X >= r.Min.X-eps && p.X <= r.Max.X+eps && p.Y >= r.Min.Y-eps && p.Y <= r.Max.Y+eps
	near := func(a, b float64) bool { return a-b < eps && b-a < eps }
	return inside && (near(p.X, r.Min.X) || near(p.X, r.Max.X) || near(p.Y, r.Min.Y) || near(p.Y, r.Max.Y))
}

// TestClipSegment checks the clipping that keeps arrows off the panels.
func TestClipSegment(t *testing.T) {
	r := geom.R(0, 0, 100, 50)
	a, b, ok := clipSegment(geom.V(50, 25), geom.V(150, 25), r)
	if !ok || a != geom.V(50, 25) || b != geom.V(100, 25) {
		t.Errorf("crossing the right edge: %v %v %v", a, b, ok)
	}
	if _, _, ok := clipSegment(geom.V(120, 10), geom.V(200, 40), r); ok {
		t.Errorf("a segment wholly outside was kept")
	}
	a, b, ok = clipSegment(geom.V(-50, 25), geom.V(150, 25), r)
	if !ok || a != geom.V(0, 25) || b != geom.V(100, 25) {
		t.Errorf("crossing both edges: %v %v %v", a, b, ok)
	}
}
