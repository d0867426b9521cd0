package layout

import (
	"fmt"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

// combatScreens are the window sizes the combat tests run at: the design
// size and the smallest window.
var combatScreens = []struct{ w, h float64 }{{1280, 720}, {900, 560}}

// staging is a Staging of attacks and blocks held in maps.
type staging struct {
	attacks map[rules.ObjID]rules.Seat
	blocks  map[rules.ObjID]rules.ObjID
}

func newStaging() *staging {
	return &staging{attacks: map[rules.ObjID]rules.Seat{}, blocks: map[rules.ObjID]rules.ObjID{}}
}

func (s *staging) StagedAttack(obj rules.ObjID) (rules.Seat, bool) {
	seat, ok := s.attacks[obj]
	return seat, ok
}

func (s *staging) StagedBlock(obj rules.ObjID) (rules.ObjID, bool) {
	a, ok := s.blocks[obj]
	return a, ok
}

// has reports whether obj is staged to attack or block.
func (s *staging) has(obj rules.ObjID) bool {
	_, a := s.attacks[obj]
	_, b := s.blocks[obj]
	return a || b
}

// layOutStaged lays v out at w×h with s staged.
func layOutStaged(v *rules.View, w, h float64, s Staging) *Table {
	t := &Table{}
	t.Compute(Input{View: v, Width: w, Height: h, Scale: min(w/1280, h/720), Staging: s,
		Buttons: []Button{{Label: "Declare", Key: "Space", Primary: true}}})
	return t
}

// creaturesOf returns the IDs of seat's creatures that are not attached
// to anything, in battlefield order.
func creaturesOf(v *rules.View, seat rules.Seat) []rules.ObjID {
	var ids []rules.ObjID
	for i := range v.Battlefield {
		c := &v.Battlefield[i]
		if c.Controller == seat && isCreature(c) && !isAttached(v, c) {
			ids = append(ids, c.ID)
		}
	}
	return ids
}

// attackViewer makes every creature of attacker attack the viewer
// (declared, tapped), clears every other fight, and leaves the viewer to
// declare its blockers. It returns the attackers.
func attackViewer(v *rules.View, attacker rules.Seat) []rules.ObjID {
	var ids []rules.ObjID
	for i := range v.Battlefield {
		c := &v.Battlefield[i]
		c.Attacking, c.Blocking = rules.NoSeat, rules.NoObj
		if c.Controller == attacker && isCreature(c) && !isAttached(v, c) {
			c.Attacking, c.Tapped = v.Seat, true
			ids = append(ids, c.ID)
		} else if c.Controller == v.Seat && isCreature(c) {
			c.Tapped = false
		}
	}
	v.Active = attacker
	v.Step = rules.StepBlockers
	v.Pending = rules.Decision{Seat: v.Seat, Kind: rules.DecideBlockers}
	return ids
}

// combatBoards returns, for 2, 4 and 8 seats, the viewer's view of a
// crowded board where the seat after it attacks it with at least two
// creatures and it has at least two to block with.
func combatBoards(t *testing.T) map[int]*rules.View {
	t.Helper()
	out := map[int]*rules.View{}
	for n, turn := range map[int]int{2: 40, 4: 40, 8: 80} {
		v := board(t, n, turn)
		atk := attackViewer(v, (v.Seat+1)%rules.Seat(n))
		if len(atk) < 2 || len(creaturesOf(v, v.Seat)) < 2 {
			t.Fatalf("%d seats: %d attackers and %d creatures to block with", n, len(atk), len(creaturesOf(v, v.Seat)))
		}
		out[n] = v
	}
	return out
}

// blockPlans are ways the viewer's creatures block the attackers: one
// each, in turn; all on the first; all on the last; two on each.
var blockPlans = []struct {
	name string
	pick func(k int, attackers []rules.ObjID) rules.ObjID
}{
	{"one each", func(k int, a []rules.ObjID) rules.ObjID { return a[k%len(a)] }},
	{"all on the first", func(_ int, a []rules.ObjID) rules.ObjID { return a[0] }},
	{"all on the last", func(_ int, a []rules.ObjID) rules.ObjID { return a[len(a)-1] }},
	{"two each from the right", func(k int, a []rules.ObjID) rules.ObjID { return a[len(a)-1-(k/2)%len(a)] }},
}

// TestStagedBlockersFaceTheirAttackers stages the viewer's blockers in
// several plans on crowded 2-, 4- and 8-seat boards at 1280×720 and
// 900×560, up to four blockers at a time, and checks that each stands in
// front of its attacker (a quarter of its width in line with it, at
// least), that blockers of different attackers stand in the attackers'
// order, and that nothing overlaps.
func TestStagedBlockersFaceTheirAttackers(t *testing.T) {
	for n, v := range combatBoards(t) {
		attackers := creaturesOf(v, (v.Seat+1)%rules.Seat(n))
		mine := creaturesOf(v, v.Seat)
		for _, plan := range blockPlans {
			for _, sc := range combatScreens {
				for k := 1; k <= min(4, len(mine)); k++ {
					t.Run(fmt.Sprintf("%d seats %s %d blockers %vx%v", n, plan.name, k, sc.w, sc.h), func(t *testing.T) {
						s := newStaging()
						for i := 0; i < k; i++ {
							s.blocks[mine[i]] = plan.pick(i, attackers)
						}
						tb := layOutStaged(v, sc.w, sc.h, s)
						checkFacing(t, tb, s)
						checkNoOverlap(t, tb)
					})
				}
			}
		}
	}
}

// checkFacing checks that every staged blocker of tb stands in front of
// its attacker and that blockers of different attackers are in the
// attackers' left-to-right order.
func checkFacing(t *testing.T, tb *Table, s *staging) {
	t.Helper()
	lane := tb.SeatOf(tb.Viewer).Combat
	for b, a := range s.blocks {
		bc, ac := tb.CardOf(b), tb.CardOf(a)
		if !bc.Staged || bc.Blocking != a {
			t.Fatalf("blocker %d is laid out as blocking %d (staged %v), want %d", b, bc.Blocking, bc.Staged, a)
		}
		bb, ab := bc.Bounds(), ac.Bounds()
		in := min(bb.Max.X, ab.Max.X) - max(bb.Min.X, ab.Min.X)
		if in < 0.25*min(bb.W(), ab.W()) {
			t.Errorf("blocker %s at %v has %.1f in front of its attacker %s at %v (lane %v)",
				bc.View.Def.Name, bb, in, ac.View.Def.Name, ab, lane)
		}
		for b2, a2 := range s.blocks {
			if a2 == a {
				continue
			}
			if (tb.CardOf(a2).Center.X < ac.Center.X) != (tb.CardOf(b2).Center.X < bc.Center.X) {
				t.Errorf("blockers %d and %d stand in the other order than their attackers %d and %d", b, b2, a, a2)
			}
		}
	}
}

// TestStagingKeepsTheBoardStill stages, on 2-, 4- and 8-seat boards at
// 1280×720 and 900×560, the viewer's blockers one at a time (then its
// attackers on its own turn) and checks that no card but the ones staged
// moves or changes size: neither the viewer's rows nor any other seat's
// cards re-lay under the pointer. The first staging opened a combat lane
// and shrank every row before.
func TestStagingKeepsTheBoardStill(t *testing.T) {
	for n, v := range combatBoards(t) {
		attackers := creaturesOf(v, (v.Seat+1)%rules.Seat(n))
		mine := creaturesOf(v, v.Seat)
		for _, sc := range combatScreens {
			t.Run(fmt.Sprintf("%d seats blocks %vx%v", n, sc.w, sc.h), func(t *testing.T) {
				s := newStaging()
				before := layOutStaged(v, sc.w, sc.h, s)
				for i, b := range mine[:min(4, len(mine))] {
					s.blocks[b] = attackers[i%len(attackers)]
					checkStill(t, before, layOutStaged(v, sc.w, sc.h, s), s)
				}
			})
			t.Run(fmt.Sprintf("%d seats attacks %vx%v", n, sc.w, sc.h), func(t *testing.T) {
				w := *v
				w.Battlefield = append([]rules.CardView(nil), v.Battlefield...)
				for i := range w.Battlefield {
					c := &w.Battlefield[i]
					c.Attacking, c.Blocking, c.Tapped = rules.NoSeat, rules.NoObj, false
				}
				w.Active, w.Step = w.Seat, rules.StepAttackers
				w.Pending = rules.Decision{Seat: w.Seat, Kind: rules.DecideAttackers}
				s := newStaging()
				before := layOutStaged(&w, sc.w, sc.h, s)
				for i, a := range mine[:min(4, len(mine))] {
					s.attacks[a] = rules.Seat(1 + i%(n-1))
					checkStill(t, before, layOutStaged(&w, sc.w, sc.h, s), s)
				}
			})
		}
	}
}

// checkStill reports every card of after, not staged in s, that lies
// elsewhere or at another size than in before, and every point of such a
// card that hits another card now.
func checkStill(t *testing.T, before, after *Table, s *staging) {
	t.Helper()
	bad := 0
	for i := range before.Cards {
		c := &before.Cards[i]
		if s.has(c.Obj) || c.Tucked && s.has(c.View.AttachedTo) {
			continue
		}
		o := after.CardOf(c.Obj)
		if o == nil {
			t.Fatalf("%d is gone", c.Obj)
		}
		if o.Center.Dist(c.Center) > 0.01 || o.Width-c.Width > 0.01 || c.Width-o.Width > 0.01 {
			if bad++; bad <= 6 {
				t.Errorf("with %d staged, card %d (seat %d, %v) moved from %v to %v, width %.1f to %.1f",
					len(s.blocks)+len(s.attacks), c.Obj, c.Seat, c.Zone, c.Center, o.Center, c.Width, o.Width)
			}
		}
	}
	if bad > 6 {
		t.Errorf("… and %d more", bad-6)
	}
}
