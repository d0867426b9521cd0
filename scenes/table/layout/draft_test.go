package layout

import (
	"fmt"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// draftView plays a Live-Draft game of n seats forward to turn 3 and
// returns seat 0's view.
func draftView(tb testing.TB, variant string, n int) *rules.View {
	tb.Helper()
	ctl := make([]string, n)
	for i := range ctl {
		ctl[i] = record.Human
	}
	r := tabletest.LiveDraft(tb, variant, 11, ctl...)
	g := tabletest.PlayForward(tb, r, true, func(g *rules.Game) bool {
		return g.Turn() >= 3 && g.Pending().Kind == rules.DecidePriority && g.Step().IsMain()
	})
	return g.View(0)
}

// draftScreens are the sizes the draft band is checked at: the design
// size and a small window.
var draftScreens = []struct{ w, h float64 }{{1280, 720}, {900, 560}}

// TestDraftBandFits checks, for the three Live-Draft variants at 2, 4
// and 6 seats and two window sizes, that the middle band lies on the
// felt between the seats across and the phase bar, off every seat, plate
// and the prompt; that the row's seven cards, the library and the piles
// lie in it without covering each other; and that each is found where it
// lies (a row card as a card, the library, the removed and discard
// piles as themselves).
func TestDraftBandFits(t *testing.T) {
	for _, variant := range []string{"live-tableau", "live-pipeline", "live-rummy"} {
		for _, n := range []int{2, 4, 6} {
			v := draftView(t, variant, n)
			for _, sc := range draftScreens {
				t.Run(fmt.Sprintf("%s %d seats %vx%v", variant, n, sc.w, sc.h), func(t *testing.T) {
					tb := &Table{}
					tb.Compute(Input{View: v, Width: sc.w, Height: sc.h, Scale: max(0.5, min(sc.w/1280, sc.h/720)),
						Buttons: []Button{{Label: "Draw two", Key: "Space", Primary: true}, {Label: "Take Swamp"}}})
					d := &tb.Draft
					if d.Band.Empty() || !inside(tb.Felt, d.Band) {
						t.Fatalf("the band %v is not on the felt %v", d.Band, tb.Felt)
					}
					if overlap(d.Band, tb.PhaseBar) > 0 || d.Band.Max.Y > tb.PhaseBar.Min.Y+0.5 {
						t.Errorf("the band %v is not above the phase bar %v", d.Band, tb.PhaseBar)
					}
					if overlap(d.Band, tb.PromptArea) > 0 || overlap(d.Band, tb.Sidebar) > 0 {
						t.Errorf("the band covers the sidebar")
					}
					for _, st := range tb.Seats {
						if overlap(d.Band, st.Area) > 1 || overlap(d.Band, st.Plate) > 0 {
							t.Errorf("the band overlaps seat %d (area %v, plate %v)", st.Seat, st.Area, st.Plate)
						}
						if st.Library != d.Library {
							t.Errorf("seat %d's library %v is not the band's %v", st.Seat, st.Library, d.Library)
						}
					}
					parts := []geom.Rect{d.Library}
					if !d.Removed.Empty() {
						parts = append(parts, d.Removed)
					}
					var cards []*Card
					for i := range tb.Cards {
						c := &tb.Cards[i]
						switch c.Zone {
						case rules.ZoneRow, rules.ZoneRemoved, rules.ZonePile:
							cards = append(cards, c)
						}
					}
					switch variant {
					case "live-rummy":
						parts = append(parts, d.PileFan)
						if len(v.Pile) == 0 || len(cards) == 0 {
							t.Fatalf("the discard pile holds %d cards, %d laid out", len(v.Pile), len(cards))
						}
					default:
						if len(v.Row) != rules.RowSize {
							t.Fatalf("the row holds %d cards", len(v.Row))
						}
						for i := range v.Row {
							c := tb.CardOf(v.Row[i].ID)
							if c == nil || c.Zone != rules.ZoneRow || c.Center != d.Slots[i].Center() {
								t.Fatalf("row card %d is not in its slot", i)
							}
							if h := tb.Hit(c.Center); h.Kind != HitCard || h.Obj != c.Obj {
								t.Errorf("row card %d's centre hits %v %d", i, h.Kind, h.Obj)
							}
						}
						parts = append(parts, d.Slots[:]...)
						if d.CardWidth < 58*tb.Scale {
							t.Errorf("row cards are only %.0f wide at scale %.2f", d.CardWidth, tb.Scale)
						}
					}
					for i, a := range parts {
						if !inside(d.Band, a) {
							t.Errorf("part %d %v leaves the band %v", i, a, d.Band)
						}
						for _, b := range parts[i+1:] {
							if overlap(a, b) > 1 {
								t.Errorf("parts %v and %v overlap", a, b)
							}
						}
					}
					for _, c := range cards {
						for _, st := range tb.Seats {
							if overlap(c.Bounds(), st.Plate) > 0 || overlap(c.Bounds(), tb.PhaseBar) > 0 {
								t.Errorf("card %d covers seat %d's plate or the phase bar", c.Obj, st.Seat)
							}
						}
					}
					if h := tb.Hit(d.Library.Center()); h.Kind != HitLibrary {
						t.Errorf("the library's centre hits %v", h.Kind)
					}
					if !d.Removed.Empty() {
						if h := tb.Hit(d.Removed.Center()); h.Kind != HitRemoved {
							t.Errorf("the removed pile's centre hits %v", h.Kind)
						}
					}
					if variant == "live-rummy" {
						if h := tb.Hit(d.Pile.Center()); h.Kind != HitPile || h.Obj != v.Pile[len(v.Pile)-1].ID {
							t.Errorf("the pile's top hits %v %d", h.Kind, h.Obj)
						}
					}
					vs := tb.SeatOf(v.Seat)
					if h := tb.Hit(geom.V(vs.Hand.Min.X+2, vs.Hand.Min.Y+2)); h.Kind != HitHand && h.Kind != HitCard {
						t.Errorf("the corner of my hand strip hits %v", h.Kind)
					}
				})
			}
		}
	}
}

// TestKnownCardsInOtherHands checks that a card everyone saw another
// seat take (PlayerView.Shown) is laid out face up in that seat's hand,
// and nothing else of it.
func TestKnownCardsInOtherHands(t *testing.T) {
	v := draftView(t, "live-pipeline", 3)
	tb := compute(v, 1280, 720)
	known := 0
	for _, p := range v.Players {
		if p.Seat == v.Seat {
			continue
		}
		if len(p.Hand) > 0 {
			t.Fatalf("seat %d's hand is in my view", p.Seat)
		}
		for _, c := range p.Shown {
			lc := tb.CardOf(c.ID)
			if lc == nil || !lc.FaceUp || lc.Zone != rules.ZoneHand || lc.Seat != p.Seat {
				t.Errorf("seat %d's known %s is not face up in its hand", p.Seat, c.Def.Name)
			}
			known++
		}
		if KnownInHand(&p) != len(p.Shown) {
			t.Errorf("seat %d: %d known of %d shown", p.Seat, KnownInHand(&p), len(p.Shown))
		}
	}
	for i := range tb.Cards {
		c := &tb.Cards[i]
		if c.Zone == rules.ZoneHand && c.Seat != v.Seat && !c.FaceUp {
			t.Errorf("a face-down card of seat %d's hand is laid out", c.Seat)
		}
	}
	if known == 0 {
		t.Fatal("no seat holds a card taken from the pipeline")
	}
}
