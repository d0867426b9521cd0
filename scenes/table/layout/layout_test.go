package layout

import (
	"fmt"
	"math"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// board plays a game of n seats forward to the given turn (peacefully, so
// the board fills up) and returns seat 0's view.
func board(tb testing.TB, n, turn int) *rules.View {
	tb.Helper()
	ctl := make([]string, n)
	for i := range ctl {
		ctl[i] = record.Human
	}
	r := tabletest.Record(tb, 7, 0, ctl...)
	g := tabletest.PlayForward(tb, r, true, func(g *rules.Game) bool {
		return g.Turn() >= turn && g.Pending().Kind == rules.DecidePriority && g.Step().IsMain()
	})
	return g.View(0)
}

var screens = []struct{ w, h float64 }{{1280, 720}, {1920, 1080}, {3840, 2160}}

func compute(v *rules.View, w, h float64, buttons ...Button) *Table {
	t := &Table{}
	t.Compute(Input{View: v, Width: w, Height: h, Scale: min(w/1280, h/720), Buttons: buttons})
	return t
}

func inside(outer, inner geom.Rect) bool {
	const eps = 0.5
	return inner.Min.X >= outer.Min.X-eps && inner.Min.Y >= outer.Min.Y-eps &&
		inner.Max.X <= outer.Max.X+eps && inner.Max.Y <= outer.Max.Y+eps
}

func overlap(a, b geom.Rect) float64 {
	i := a.Intersect(b)
	if i.Empty() {
		return 0
	}
	return i.W() * i.H()
}

// TestSeatsTileTheTable checks, for 2 to 8 seats and every screen size,
// that seats do not overlap, stay on the felt, and every part of a seat
// stays in its area.
func TestSeatsTileTheTable(t *testing.T) {
	for n := 2; n <= rules.MaxSeats; n++ {
		v := board(t, n, 3)
		for _, sc := range screens {
			t.Run(fmt.Sprintf("%d seats %vx%v", n, sc.w, sc.h), func(t *testing.T) {
				tb := compute(v, sc.w, sc.h)
				if len(tb.Seats) != n {
					t.Fatalf("%d seats laid out, want %d", len(tb.Seats), n)
				}
				if !tb.Seats[0].Viewer || tb.Seats[0].Area.Max.Y < sc.h-1 {
					t.Errorf("the viewer is not at the bottom: %+v", tb.Seats[0].Area)
				}
				for i, a := range tb.Seats {
					if !inside(tb.Felt, a.Area) {
						t.Errorf("seat %d's area %v leaves the felt %v", a.Seat, a.Area, tb.Felt)
					}
					for name, r := range map[string]geom.Rect{
						"plate": a.Plate, "battlefield": a.Battlefield, "library": a.Library,
						"graveyard": a.Graveyard, "hand": a.Hand,
					} {
						if r.Empty() {
							t.Errorf("seat %d has no %s", a.Seat, name)
						} else if !inside(a.Area, r) {
							t.Errorf("seat %d's %s %v leaves its area %v", a.Seat, name, r, a.Area)
						}
					}
					if overlap(a.Plate, a.Battlefield) > 0 || overlap(a.Library, a.Graveyard) > 0 || overlap(a.Plate, a.Hand) > 0 ||
						overlap(a.Hand, a.Library) > 0 || overlap(a.Hand, a.Graveyard) > 0 {
						t.Errorf("seat %d's parts overlap", a.Seat)
					}
					for _, b := range tb.Seats[i+1:] {
						if overlap(a.Area, b.Area) > 1 {
							t.Errorf("seats %d and %d overlap", a.Seat, b.Seat)
						}
					}
					if overlap(a.Area, tb.PhaseBar) > 1 {
						t.Errorf("seat %d overlaps the phase bar", a.Seat)
					}
				}
				if !inside(tb.Sidebar, tb.PromptArea) || !inside(tb.Sidebar, tb.LogArea) || tb.LogArea.H() < 60*tb.Scale {
					t.Errorf("sidebar: prompt %v log %v", tb.PromptArea, tb.LogArea)
				}
			})
		}
	}
}

// TestEveryCardIsPlaced checks that every permanent and the viewer's
// hand cards are on the table, inside their seat, and reachable by a hit
// test at some point of theirs, on a crowded four-seat board.
func TestEveryCardIsPlaced(t *testing.T) {
	v := board(t, 4, 40)
	if len(v.Battlefield) < 40 {
		t.Fatalf("only %d permanents: the board is not crowded", len(v.Battlefield))
	}
	for _, sc := range screens {
		tb := compute(v, sc.w, sc.h)
		for i := range v.Battlefield {
			c := &v.Battlefield[i]
			lc := tb.CardOf(c.ID)
			if lc == nil {
				t.Fatalf("%vx%v: permanent %d (%s) is not laid out", sc.w, sc.h, c.ID, c.Def.Name)
			}
			st := tb.SeatOf(c.Controller)
			if !inside(st.Area.Inset(-4*tb.Scale), lc.Bounds()) {
				t.Errorf("%vx%v: %s at %v leaves seat %d's area %v", sc.w, sc.h, c.Def.Name, lc.Bounds(), c.Controller, st.Area)
			}
			if lc.Width < 24*tb.Scale {
				t.Errorf("%vx%v: %s is only %.0f pixels wide", sc.w, sc.h, c.Def.Name, lc.Width)
			}
		}
		p := &v.Players[0]
		for i := range p.Hand {
			lc := tb.CardOf(p.Hand[i].ID)
			if lc == nil || lc.Zone != rules.ZoneHand {
				t.Fatalf("hand card %d is not laid out", p.Hand[i].ID)
			}
			b := lc.Bounds()
			if b.Min.Y > sc.h-60*tb.Scale || b.Min.Y < tb.Seats[0].Battlefield.Max.Y-1 {
				t.Errorf("hand card top at %.0f on a %v-high screen", b.Min.Y, sc.h)
			}
			// The left strip of every hand card (or the whole of the last) is
			// reachable.
			h := tb.Hit(geom.V(b.Min.X+3*tb.Scale, b.Center().Y))
			if h.Kind != HitCard || h.Obj != lc.Obj {
				t.Errorf("hit on hand card %d's left edge gives %+v", lc.Obj, h)
			}
		}
		// Every row card that tops its pile can be hit at its centre.
		for i := range tb.Cards {
			c := &tb.Cards[i]
			if c.Zone != rules.ZoneBattlefield || c.Tucked {
				continue
			}
			if h := tb.Hit(c.Center); h.Kind != HitCard {
				t.Errorf("hit at %s's centre gives %+v", c.View.Def.Name, h)
			}
		}
	}
}

// TestRowsDoNotOverlap checks that, with room to spare, row cards sit
// side by side: two cards of one row overlap only within a land pile.
func TestRowsDoNotOverlap(t *testing.T) {
	v := board(t, 2, 12)
	tb := compute(v, 1280, 720)
	for i := range tb.Cards {
		a := &tb.Cards[i]
		if a.Zone != rules.ZoneBattlefield || a.Tucked {
			continue
		}
		for j := i + 1; j < len(tb.Cards); j++ {
			b := &tb.Cards[j]
			if b.Zone != rules.ZoneBattlefield || b.Tucked || a.Seat != b.Seat {
				continue
			}
			sameSpot := a.Home.Dist(b.Home) < 12*tb.Scale // a land pile
			if !sameSpot && overlap(a.Bounds(), b.Bounds()) > 1 {
				t.Errorf("%s and %s overlap: %v %v", a.View.Def.Name, b.View.Def.Name, a.Bounds(), b.Bounds())
			}
		}
	}
}

// TestLandsPile checks that identical untapped lands lie in one pile with
// a count.
func TestLandsPile(t *testing.T) {
	v := board(t, 2, 16)
	tb := compute(v, 1280, 720)
	piles := 0
	for i := range tb.Cards {
		c := &tb.Cards[i]
		if c.Count > 1 && c.Zone == rules.ZoneBattlefield {
			piles++
			n := 0
			for j := range tb.Cards {
				o := &tb.Cards[j]
				if o.Zone == rules.ZoneBattlefield && o.View.Def == c.View.Def && !o.View.Tapped && o.Home.Dist(c.Home) < 12*tb.Scale {
					n++
				}
			}
			if n != c.Count {
				t.Errorf("pile of %s says %d, holds %d", c.View.Def.Name, c.Count, n)
			}
		}
	}
	if piles == 0 {
		t.Error("no land piles on a turn-16 board")
	}
}

// TestScalesTo4K checks that the layout at 3840×2160 is the 1280×720 one
// three times bigger.
func TestScalesTo4K(t *testing.T) {
	v := board(t, 3, 10)
	small := compute(v, 1280, 720, Button{Label: "Pass", Key: "Space", Primary: true})
	big := compute(v, 3840, 2160, Button{Label: "Pass", Key: "Space", Primary: true})
	if len(small.Cards) != len(big.Cards) {
		t.Fatalf("%d cards vs %d", len(small.Cards), len(big.Cards))
	}
	near := func(a, b float64) bool { return math.Abs(a*3-b) < 1 }
	for i := range small.Cards {
		a, b := small.Cards[i], big.Cards[i]
		if a.Obj != b.Obj || !near(a.Center.X, b.Center.X) || !near(a.Center.Y, b.Center.Y) || !near(a.Width, b.Width) {
			t.Errorf("card %d: %+v at 720p, %+v at 4K", a.Obj, a.Center, b.Center)
		}
	}
	if !near(small.Buttons[0].Min.X, big.Buttons[0].Min.X) || !near(small.Buttons[0].W(), big.Buttons[0].W()) {
		t.Errorf("button %v at 720p, %v at 4K", small.Buttons[0], big.Buttons[0])
	}
}

// TestHitChrome checks the hits of the prompt buttons, the phase bar's
// stop rows, the plates and the piles.
func TestHitChrome(t *testing.T) {
	v := board(t, 2, 4)
	tb := compute(v, 1280, 720, Button{Label: "Pass", Key: "Space", Primary: true}, Button{Label: "Concede"})
	if len(tb.Buttons) != 2 {
		t.Fatalf("%d buttons", len(tb.Buttons))
	}
	for i, b := range tb.Buttons {
		if h := tb.Hit(b.Center()); h.Kind != HitButton || h.Index != i {
			t.Errorf("button %d: %+v", i, h)
		}
		if !inside(tb.PromptArea, b) || overlap(b, tb.PromptText) > 0 {
			t.Errorf("button %d at %v, prompt %v text %v", i, b, tb.PromptArea, tb.PromptText)
		}
	}
	for _, st := range tb.Steps {
		h := tb.Hit(st.Mine.Center())
		if h.Kind != HitStep || h.Index != int(st.Step) || h.Seat != v.Seat {
			t.Errorf("mine row of %v: %+v", st.Step, h)
		}
		h = tb.Hit(st.Theirs.Center())
		if h.Kind != HitStep || h.Index != int(st.Step) || h.Seat == v.Seat {
			t.Errorf("theirs row of %v: %+v", st.Step, h)
		}
	}
	for _, st := range tb.Seats {
		if h := tb.Hit(st.Plate.Center()); h.Kind != HitPlayer || h.Seat != st.Seat {
			t.Errorf("plate of %d: %+v", st.Seat, h)
		}
		if h := tb.Hit(st.Library.Center()); h.Kind != HitLibrary || h.Seat != st.Seat {
			t.Errorf("library of %d: %+v", st.Seat, h)
		}
		if h := tb.Hit(st.Graveyard.Center()); h.Kind != HitGraveyard || h.Seat != st.Seat {
			t.Errorf("graveyard of %d: %+v", st.Seat, h)
		}
		if h := tb.Hit(st.Battlefield.Min.Add(geom.V(2, 2))); h.Kind != HitBattlefield || h.Seat != st.Seat {
			t.Errorf("battlefield corner of %d: %+v", st.Seat, h)
		}
	}
}

// TestChoicesStrip checks that cards and options of a choice get
// separate, non-overlapping places in the order given.
func TestChoicesStrip(t *testing.T) {
	v := board(t, 2, 2)
	in := Input{View: v, Width: 1280, Height: 720, Scale: 1, Choices: []Choice{
		{Obj: v.Players[0].Hand[0].ID}, {Obj: rules.NoObj, Label: "Put it on the bottom"}, {Obj: v.Players[0].Hand[1].ID},
		{Obj: rules.NoObj, Label: "Keep it on top"},
	}}
	var tb Table
	tb.Compute(in)
	if len(tb.Choices) != 4 {
		t.Fatalf("%d choice places", len(tb.Choices))
	}
	for i, a := range tb.Choices {
		if !inside(tb.ChoicePanel, a) {
			t.Errorf("choice %d at %v leaves the panel %v", i, a, tb.ChoicePanel)
		}
		for _, b := range tb.Choices[i+1:] {
			if overlap(a, b) > 0 {
				t.Errorf("choices overlap: %v %v", a, b)
			}
		}
	}
	if tb.Choices[0].H() < tb.Choices[0].W() || tb.Choices[1].H() > tb.Choices[1].W() {
		t.Errorf("cards are not card-shaped or options not button-shaped: %v %v", tb.Choices[0], tb.Choices[1])
	}
}

// TestStagedAttackIsPushed checks that a staged attacker leaves its row
// for the viewer's combat lane, above the rows toward the defender, is
// marked staged, and stays inside its seat's area (never over the phase
// bar).
func TestStagedAttackIsPushed(t *testing.T) {
	v := board(t, 2, 12)
	var attacker rules.ObjID = rules.NoObj
	for i := range v.Battlefield {
		c := &v.Battlefield[i]
		if c.Controller == v.Seat && isCreature(c) && !isAttached(v, c) {
			attacker = c.ID
		}
	}
	if attacker == rules.NoObj {
		t.Skip("no creature on the board")
	}
	var tb Table
	tb.Compute(Input{View: v, Width: 1280, Height: 720, Scale: 1, Staging: staged{attacker: attacker, seat: 1}})
	c := tb.CardOf(attacker)
	st := tb.SeatOf(v.Seat)
	rows := st.Lands.Union(st.Creatures).Union(st.Others)
	if !c.Staged || c.Attacking != 1 || !inside(st.Combat, c.Bounds()) || c.Bounds().Max.Y > rows.Min.Y+0.5 {
		t.Errorf("staged attacker: %v, not in the combat lane %v above the rows %v", c.Bounds(), st.Combat, rows)
	}
	var quiet Table
	quiet.Compute(Input{View: v, Width: 1280, Height: 720, Scale: 1})
	if !quiet.SeatOf(v.Seat).Combat.Empty() {
		t.Errorf("with nothing staged the viewer has a combat lane %v", quiet.SeatOf(v.Seat).Combat)
	}
	if area, b := tb.SeatOf(v.Seat).Area, c.Bounds(); b.Intersect(area) != b {
		t.Errorf("staged attacker %v leaves its seat's area %v", b, area)
	}
}

type staged struct {
	attacker rules.ObjID
	seat     rules.Seat
}

func (s staged) StagedAttack(obj rules.ObjID) (rules.Seat, bool) {
	return s.seat, obj == s.attacker
}

func (s staged) StagedBlock(rules.ObjID) (rules.ObjID, bool) { return rules.NoObj, false }

// TestComputeDoesNotAllocate checks that laying out again in steady
// state allocates nothing.
func TestComputeDoesNotAllocate(t *testing.T) {
	v := board(t, 4, 30)
	in := Input{View: v, Width: 1280, Height: 720, Scale: 1, Buttons: []Button{{Label: "Pass", Key: "Space"}}}
	var tb Table
	tb.Compute(in)
	if n := testing.AllocsPerRun(20, func() { tb.Compute(in) }); n != 0 {
		t.Errorf("Compute allocates %v times", n)
	}
	p := tb.Cards[len(tb.Cards)/2].Center
	if n := testing.AllocsPerRun(20, func() { tb.Hit(p) }); n != 0 {
		t.Errorf("Hit allocates %v times", n)
	}
}

// BenchmarkCompute lays out a crowded four-seat table.
func BenchmarkCompute(b *testing.B) {
	v := board(b, 4, 40)
	in := Input{View: v, Width: 1920, Height: 1080, Scale: 1.5}
	var tb Table
	b.ReportAllocs()
	for b.Loop() {
		tb.Compute(in)
	}
}

// TestSharedLibraryIsOnePile checks that with one shared library every
// seat draws from the viewer's pile.
func TestSharedLibraryIsOnePile(t *testing.T) {
	v := board(t, 4, 2)
	v.Options.Library = rules.SharedLibrary
	tb := compute(v, 1280, 720)
	for _, st := range tb.Seats[1:] {
		if st.Library != tb.Seats[0].Library {
			t.Errorf("seat %d's library is at %v, not the shared pile %v", st.Seat, st.Library, tb.Seats[0].Library)
		}
	}
}
