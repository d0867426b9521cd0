package layout

import (
	"fmt"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// overlapScreens are the window sizes nothing may overlap at: the design
// size, a small window and 4K.
var overlapScreens = []struct{ w, h float64 }{{1280, 720}, {900, 560}, {3840, 2160}}

// stageCombat turns v into a board in the middle of combat: every other
// land of each seat tapped, every creature of attacker's attacking
// (tapped), its targets spread over the other seats, and every defender's
// creatures blocking the attackers that come at it, two on the first.
func stageCombat(v *rules.View, attacker rules.Seat) {
	var defenders []rules.Seat
	for _, p := range v.Players {
		if p.Seat != attacker {
			defenders = append(defenders, p.Seat)
		}
	}
	lands := map[rules.Seat]int{}
	var attacks []int
	for i := range v.Battlefield {
		c := &v.Battlefield[i]
		c.Attacking, c.Blocking = rules.NoSeat, rules.NoObj
		switch {
		case isLand(c):
			c.Tapped = lands[c.Controller]%2 == 1
			lands[c.Controller]++
		case isCreature(c) && !isAttached(v, c) && c.Controller == attacker:
			c.Attacking = defenders[len(attacks)%len(defenders)]
			c.Tapped = true
			attacks = append(attacks, i)
		}
	}
	blocks := map[rules.ObjID]int{}
	for i := range v.Battlefield {
		c := &v.Battlefield[i]
		if c.Controller == attacker || !isCreature(c) || isAttached(v, c) {
			continue
		}
		// The first attacker at c's seat with the fewest blockers (the first
		// one gets two before the others get one).
		best := -1
		for _, a := range attacks {
			at := &v.Battlefield[a]
			if at.Attacking != c.Controller {
				continue
			}
			limit := 1
			if best < 0 && blocks[at.ID] < 2 && len(blocks) == 0 {
				limit = 2
			}
			if blocks[at.ID] < limit && (best < 0 || blocks[at.ID] < blocks[v.Battlefield[best].ID]) {
				best = a
			}
		}
		if best >= 0 {
			c.Blocking = v.Battlefield[best].ID
			blocks[c.Blocking]++
		}
	}
}

// chromeRects returns every rectangle of the table no battlefield card
// may cover: the phase bar, the sidebar, each seat's plate, piles and
// hand strip (but the viewer's, where its own hand lies), the draft band
// and the team bands.
func chromeRects(tb *Table) map[string]geom.Rect {
	r := map[string]geom.Rect{"phase bar": tb.PhaseBar, "sidebar": tb.Sidebar, "draft band": tb.Draft.Band}
	for _, st := range tb.Seats {
		r[fmt.Sprintf("seat %d's plate", st.Seat)] = st.Plate
		r[fmt.Sprintf("seat %d's graveyard", st.Seat)] = st.Graveyard
		r[fmt.Sprintf("seat %d's exile", st.Seat)] = st.Exile
		if !st.Viewer {
			r[fmt.Sprintf("seat %d's hand", st.Seat)] = st.Hand
			if !st.Library.Empty() && st.Library != tb.Seats[0].Library {
				r[fmt.Sprintf("seat %d's library", st.Seat)] = st.Library
			}
		} else {
			r["viewer's library"] = st.Library
		}
	}
	for i, b := range tb.Teams {
		r[fmt.Sprintf("team band %d", i)] = b.Band
	}
	return r
}

// checkNoOverlap reports every battlefield card of tb that leaves the
// felt or its seat's area (lying over another seat's cards), covers a piece of chrome, or overlaps a card it fights (a blocker
// and its attacker, two blockers, two attackers).
func checkNoOverlap(t *testing.T, tb *Table) {
	t.Helper()
	chrome := chromeRects(tb)
	bad := 0
	report := func(format string, args ...any) {
		t.Helper()
		if bad++; bad <= 12 {
			t.Errorf(format, args...)
		}
	}
	for i := range tb.Cards {
		c := &tb.Cards[i]
		if c.Zone != rules.ZoneBattlefield {
			continue
		}
		b := c.Bounds()
		if !inside(tb.Felt, b) {
			report("%s at %v leaves the felt %v", c.View.Def.Name, b, tb.Felt)
		}
		if st := tb.SeatOf(c.Seat); st != nil && !inside(st.Area, b) {
			report("%s (attacking %d, blocking %d) at %v leaves seat %d's area %v",
				c.View.Def.Name, c.Attacking, c.Blocking, b, c.Seat, st.Area)
		}
		for name, r := range chrome {
			if overlap(b, r) > 1 {
				report("%s (seat %d, attacking %d, blocking %d) at %v covers %s %v",
					c.View.Def.Name, c.Seat, c.Attacking, c.Blocking, b, name, r)
			}
		}
		fights := c.Attacking != rules.NoSeat || c.Blocking != rules.NoObj
		if !fights || c.Tucked {
			continue
		}
		for j := i + 1; j < len(tb.Cards); j++ {
			o := &tb.Cards[j]
			if o.Zone != rules.ZoneBattlefield || o.Tucked || o.Attacking == rules.NoSeat && o.Blocking == rules.NoObj {
				continue
			}
			if overlap(b, o.Bounds()) > 1 {
				report("%s (attacking %d, blocking %d) at %v and %s (attacking %d, blocking %d) at %v overlap",
					c.View.Def.Name, c.Attacking, c.Blocking, b, o.View.Def.Name, o.Attacking, o.Blocking, o.Bounds())
			}
		}
	}
	// No card moved for combat (a fighting card, or one tucked under it)
	// covers a card left in its row: another creature, a land, an
	// artifact, of its own seat or another.
	for i := range tb.Cards {
		c := &tb.Cards[i]
		if c.Zone != rules.ZoneBattlefield || !movedForCombat(tb, c) {
			continue
		}
		b := c.Bounds()
		for j := range tb.Cards {
			o := &tb.Cards[j]
			if o.Zone != rules.ZoneBattlefield || movedForCombat(tb, o) {
				continue
			}
			if overlap(b, o.Bounds()) > 1 {
				report("%s (seat %d, attacking %d, blocking %d) at %v covers %s (seat %d) at %v",
					c.View.Def.Name, c.Seat, c.Attacking, c.Blocking, b, o.View.Def.Name, o.Seat, o.Bounds())
			}
		}
	}
	if bad > 12 {
		t.Errorf("… and %d more", bad-12)
	}
	for _, st := range tb.Seats {
		for _, a := range st.PlateText() {
			if !inside(st.Plate, a) {
				t.Errorf("seat %d: plate text %v leaves the plate %v", st.Seat, a, st.Plate)
			}
		}
		txt := st.PlateText()
		for i, a := range txt {
			for _, b := range txt[i+1:] {
				if overlap(a, b) > 0 {
					t.Errorf("seat %d: plate texts %v and %v overlap", st.Seat, a, b)
				}
			}
		}
	}
}

// TestNothingOverlapsInCombat checks, for 2, 4 and 8 seats at three
// window sizes, crowded boards in the middle of combat — the viewer
// attacking and being attacked, lands tapped and untapped — that no
// permanent covers a plate, a pile, a hand, the phase bar or the sidebar,
// that no fighting cards cover each other, and that the plates' texts
// (name, status, counts, life) have room of their own.
func TestNothingOverlapsInCombat(t *testing.T) {
	for _, n := range []int{2, 4, 8} {
		v := board(t, n, max(16, 10*n))
		creatures := 0
		for i := range v.Battlefield {
			if isCreature(&v.Battlefield[i]) {
				creatures++
			}
		}
		if creatures < 2*n-2 {
			t.Fatalf("%d seats: only %d creatures on the board", n, creatures)
		}
		for _, who := range []rules.Seat{v.Seat, (v.Seat + 1) % rules.Seat(n)} {
			stageCombat(v, who)
			v.Pending.Seat = rules.Seat(n - 1)
			for _, sc := range overlapScreens {
				t.Run(fmt.Sprintf("%d seats seat %d attacks %vx%v", n, who, sc.w, sc.h), func(t *testing.T) {
					checkNoOverlap(t, compute(v, sc.w, sc.h, Button{Label: "Declare blockers", Key: "Space", Primary: true}))
				})
			}
		}
	}
}

// TestNothingOverlapsInCombatLiveDraft checks the same at Live-Draft
// tables of 2 to 6 seats, whose middle band no card may cover either.
func TestNothingOverlapsInCombatLiveDraft(t *testing.T) {
	for _, n := range []int{2, 4, 6} {
		v := draftView(t, "live-pipeline", n)
		for _, who := range []rules.Seat{v.Seat, (v.Seat + 1) % rules.Seat(n)} {
			stageCombat(v, who)
			for _, sc := range overlapScreens {
				t.Run(fmt.Sprintf("%d seats seat %d attacks %vx%v", n, who, sc.w, sc.h), func(t *testing.T) {
					tb := compute(v, sc.w, sc.h, Button{Label: "Draw two", Key: "Space", Primary: true})
					if tb.Draft.Band.Empty() {
						t.Fatal("no draft band")
					}
					checkNoOverlap(t, tb)
				})
			}
		}
	}
}

// TestChoiceTitleFits checks that the choices panel is wide enough for
// its title on one line, at every window size, and stays on the felt.
func TestChoiceTitleFits(t *testing.T) {
	v := board(t, 2, 2)
	title := "Keep one of these cards and put the others on the bottom in any order"
	for _, sc := range overlapScreens {
		var tb Table
		s := min(sc.w/1280, sc.h/720)
		tb.Compute(Input{View: v, Width: sc.w, Height: sc.h, Scale: s, ChoiceTitle: title, Choices: []Choice{
			{Obj: v.Players[0].Hand[0].ID}, {Obj: v.Players[0].Hand[1].ID},
		}})
		need := estimate(title, ButtonTextSize*s) + 24*s
		if tb.ChoicePanel.W() < need || !inside(tb.Felt, tb.ChoicePanel) {
			t.Errorf("%vx%v: the panel %v is %.0f wide, the title needs %.0f", sc.w, sc.h, tb.ChoicePanel, tb.ChoicePanel.W(), need)
		}
	}
}

// movedForCombat reports whether c left its row for combat: it attacks or
// blocks, or it is tucked under a card that does.
func movedForCombat(tb *Table, c *Card) bool {
	fights := func(c *Card) bool { return c.Attacking != rules.NoSeat || c.Blocking != rules.NoObj }
	if !c.Tucked {
		return fights(c)
	}
	if h := tb.CardOf(c.View.AttachedTo); h != nil {
		return fights(h)
	}
	return false
}
