package layout

import (
	"fmt"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// schemeGame plays an Archenemy ("archenemy") or Supervillain Rumble
// ("rumble") game of n seats forward peacefully to the given turn.
func schemeGame(tb testing.TB, variant string, n, turn int) *rules.Game {
	tb.Helper()
	ctl := make([]string, n)
	for i := range ctl {
		ctl[i] = record.Human
	}
	r := tabletest.Archenemy(tb, variant, 5, ctl...)
	return tabletest.PlayForward(tb, r, true, func(g *rules.Game) bool {
		return g.Turn() >= turn && g.Pending().Kind == rules.DecidePriority && g.Step().IsMain()
	})
}

// withFaceUp returns v with the top k face-down schemes of every command
// zone turned face up (as ongoing schemes set in motion would be), their
// cards taken from defs; views are plain data, so the layout cannot tell.
func withFaceUp(v *rules.View, k int, g *rules.Game) *rules.View {
	for i := range v.Players {
		p := &v.Players[i]
		n := 0
		for j := range p.Command {
			c := &p.Command[j]
			if c.FaceDown && n < k {
				c.FaceDown, c.Def = false, g.Obj(c.ID).Def
				n++
			}
		}
	}
	return v
}

var commandScreens = []struct{ w, h float64 }{{1280, 720}, {900, 560}}

// TestCommandZoneDoesNotOverlap checks, for Archenemy with 2 to 8 seats
// (seen by the archenemy and by a team member) and Supervillain Rumble
// with 3 to 8, with up to four schemes face up, at 1280×720 and 900×560,
// that each command zone stays in its seat's area, off the plate, hand,
// piles, battlefield, the phase bar and the team's band, and that its
// schemes are oversized (wider than the seat's pile cards are tall) and
// inside it.
func TestCommandZoneDoesNotOverlap(t *testing.T) {
	type game struct {
		variant string
		n       int
	}
	var games []game
	for n := 2; n <= 8; n++ {
		games = append(games, game{"archenemy", n})
	}
	for n := 3; n <= 8; n++ {
		games = append(games, game{"rumble", n})
	}
	for _, gm := range games {
		g := schemeGame(t, gm.variant, gm.n, 3)
		for _, viewer := range []rules.Seat{0, 1} {
			for faceUp := 0; faceUp <= 4; faceUp += 2 {
				v := withFaceUp(g.View(viewer), faceUp, g)
				for _, sc := range commandScreens {
					name := fmt.Sprintf("%s %d seats, seat %d sees, %d face up, %vx%v", gm.variant, gm.n, viewer, faceUp, sc.w, sc.h)
					t.Run(name, func(t *testing.T) { checkCommandZones(t, compute(v, sc.w, sc.h), v) })
				}
			}
		}
	}
}

func checkCommandZones(t *testing.T, tb *Table, v *rules.View) {
	t.Helper()
	zones := 0
	for i := range tb.Seats {
		st := &tb.Seats[i]
		p := playerOf(v, st.Seat)
		if len(p.Command) == 0 {
			if !st.Command.Empty() {
				t.Errorf("seat %d has no schemes but a command zone %v", st.Seat, st.Command)
			}
			continue
		}
		zones++
		if st.Command.Empty() || st.SchemePile.Empty() {
			t.Fatalf("seat %d has schemes but no command zone", st.Seat)
		}
		if !inside(st.Area, st.Command) || !inside(st.Command, st.SchemePile) {
			t.Errorf("seat %d's command zone %v (pile %v) leaves its area %v", st.Seat, st.Command, st.SchemePile, st.Area)
		}
		for name, r := range map[string]geom.Rect{"plate": st.Plate, "hand": st.Hand, "library": st.Library,
			"graveyard": st.Graveyard, "exile": st.Exile, "battlefield": st.Battlefield, "phase bar": tb.PhaseBar} {
			if overlap(st.Command, r) > 0 {
				t.Errorf("seat %d's command zone %v covers its %s %v", st.Seat, st.Command, name, r)
			}
		}
		for j := range tb.Seats {
			if o := &tb.Seats[j]; o.Seat != st.Seat && overlap(st.Command, o.Area) > 1 {
				t.Errorf("seat %d's command zone covers seat %d's area", st.Seat, o.Seat)
			}
		}
		for _, b := range tb.Teams {
			if overlap(st.Command, b.Band) > 0 {
				t.Errorf("seat %d's command zone covers a team's band", st.Seat)
			}
		}
		if st.SchemePile.W() < st.PileWidth*7/5 || st.SchemePile.H() >= st.SchemePile.W() {
			t.Errorf("seat %d's schemes are %v, not oversized and landscape beside %v-wide piles", st.Seat, st.SchemePile, st.PileWidth)
		}
		up, down := 0, 0
		for j := range tb.Cards {
			c := &tb.Cards[j]
			if c.Zone != rules.ZoneCommand || c.Seat != st.Seat {
				continue
			}
			if !c.Scheme {
				t.Errorf("command card %d is not drawn as a scheme", c.Obj)
			}
			if c.FaceUp {
				up++
				if c.View.Def == nil || c.View.FaceDown {
					t.Errorf("face-down scheme %d is laid out face up", c.Obj)
				}
			} else {
				down++
				if c.Center != st.SchemePile.Center() {
					t.Errorf("face-down scheme %d lies off the pile", c.Obj)
				}
			}
			if !inside(st.Command, c.Bounds()) {
				t.Errorf("scheme %d at %v leaves the command zone %v", c.Obj, c.Bounds(), st.Command)
			}
		}
		if up+down != len(p.Command) {
			t.Errorf("seat %d: %d face up and %d face down laid out of %d schemes", st.Seat, up, down, len(p.Command))
		}
	}
	if zones == 0 {
		t.Error("no command zone on the table")
	}
	for _, b := range tb.Teams {
		if overlap(b.Band, tb.PhaseBar) > 0 || !inside(tb.Felt, b.Band) {
			t.Errorf("team band %v covers the phase bar or leaves the felt", b.Band)
		}
		for i := range tb.Seats {
			st := &tb.Seats[i]
			for name, r := range map[string]geom.Rect{"plate": st.Plate, "hand": st.Hand, "battlefield": st.Battlefield, "area": st.Area} {
				if overlap(b.Band, r) > 1 {
					t.Errorf("team band %v covers seat %d's %s %v", b.Band, st.Seat, name, r)
				}
			}
		}
	}
}

// TestArchenemySeating checks where the seats go in Archenemy: seen by
// the archenemy, the whole team sits across with one band; seen by a
// team member, the archenemy sits across first, with more room, and the
// other team members beside it under a band of the viewer's team.
func TestArchenemySeating(t *testing.T) {
	g := schemeGame(t, "archenemy", 4, 2)
	tb := compute(g.View(0), 1280, 720)
	if len(tb.Teams) != 1 || tb.Teams[0].Viewers {
		t.Fatalf("the archenemy sees team bands %+v, want one of the other team", tb.Teams)
	}
	for _, st := range tb.Seats[1:] {
		if !inside(tb.Teams[0].Area, st.Area) {
			t.Errorf("team member %d at %v is not above the band %v", st.Seat, st.Area, tb.Teams[0].Band)
		}
	}
	tb = compute(g.View(2), 1280, 720)
	if tb.Seats[0].Seat != 2 || tb.Seats[1].Seat != 0 {
		t.Fatalf("seat 2 sees seats %d then %d across; want itself near and the archenemy first across", tb.Seats[0].Seat, tb.Seats[1].Seat)
	}
	arch := tb.Seats[1]
	for _, st := range tb.Seats[2:] {
		if arch.Area.W() <= st.Area.W() {
			t.Errorf("the archenemy's area %v is no wider than team member %d's %v", arch.Area, st.Seat, st.Area)
		}
	}
	if len(tb.Teams) != 1 || !tb.Teams[0].Viewers {
		t.Errorf("a team member sees team bands %+v, want one of its own team", tb.Teams)
	}
	// Rumble: no teams share turns, so no band.
	if tb := compute(schemeGame(t, "rumble", 4, 2).View(0), 1280, 720); len(tb.Teams) != 0 {
		t.Errorf("rumble has team bands %+v", tb.Teams)
	}
}

// TestHitSchemes checks that the scheme pile answers as the seat's scheme
// deck and a face-up scheme as a card.
func TestHitSchemes(t *testing.T) {
	g := schemeGame(t, "archenemy", 3, 2)
	for _, viewer := range []rules.Seat{0, 1} {
		v := withFaceUp(g.View(viewer), 1, g)
		tb := compute(v, 1280, 720)
		st := tb.SeatOf(0)
		if h := tb.Hit(st.SchemePile.Center()); h.Kind != HitSchemes || h.Seat != 0 || h.Obj != rules.NoObj {
			t.Errorf("seat %d: the scheme pile hits %+v", viewer, h)
		}
		for i := range tb.Cards {
			c := &tb.Cards[i]
			if c.Zone == rules.ZoneCommand && c.FaceUp {
				if h := tb.Hit(c.Center); h.Kind != HitCard || h.Obj != c.Obj {
					t.Errorf("seat %d: a face-up scheme hits %+v", viewer, h)
				}
			}
		}
	}
}

// TestArchenemyComputeDoesNotAllocate checks that laying out an
// Archenemy table again (command zones, team band) allocates nothing.
func TestArchenemyComputeDoesNotAllocate(t *testing.T) {
	g := schemeGame(t, "archenemy", 4, 3)
	for _, viewer := range []rules.Seat{0, 2} {
		in := Input{View: withFaceUp(g.View(viewer), 2, g), Width: 1280, Height: 720, Scale: 1}
		var tb Table
		tb.Compute(in)
		if n := testing.AllocsPerRun(20, func() { tb.Compute(in) }); n != 0 {
			t.Errorf("seat %d: Compute allocates %v times", viewer, n)
		}
	}
}

// TestTeammatesHandShownFaceUp checks that a team view (rules.Game.
// TeamView) lays out each teammate's hand face up where its backs would
// be, inside that seat's Hand rectangle, and no other seat's hand.
func TestTeammatesHandShownFaceUp(t *testing.T) {
	g := schemeGame(t, "archenemy", 4, 2)
	tb := compute(g.TeamView(2), 1280, 720)
	shown := map[rules.Seat]int{}
	for i := range tb.Cards {
		c := &tb.Cards[i]
		if c.Zone != rules.ZoneHand || c.Seat == 2 {
			continue
		}
		st := tb.SeatOf(c.Seat)
		if !c.FaceUp || st == nil || !st.Hand.Contains(c.Center) {
			t.Errorf("seat %d's hand card %d: face up %v at %v, outside the hand %v", c.Seat, c.Obj, c.FaceUp, c.Center, st.Hand)
		}
		shown[c.Seat]++
	}
	for _, s := range []rules.Seat{1, 3} {
		if want := len(g.Player(s).Hand); shown[s] != want || want == 0 {
			t.Errorf("teammate %d: %d hand cards laid out, want %d", s, shown[s], want)
		}
	}
	if shown[0] != 0 {
		t.Errorf("the archenemy's hand is laid out (%d cards)", shown[0])
	}
	if n := len(compute(g.View(2), 1280, 720).Cards); n >= len(tb.Cards) {
		t.Errorf("the plain view lays out %d cards, the team view %d", n, len(tb.Cards))
	}
}
