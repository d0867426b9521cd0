package layout

import (
	"fmt"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// withHand returns v with the viewer's hand made n cards long, copies of
// its own cards with fresh numbers, as a rummy deal of fourteen is.
func withHand(t *testing.T, v *rules.View, n int) *rules.View {
	t.Helper()
	w := *v
	w.Players = append([]rules.PlayerView(nil), v.Players...)
	p := &w.Players[w.Seat]
	if len(p.Hand) == 0 {
		t.Fatal("the board's viewer holds no card to copy")
	}
	hand := make([]rules.CardView, n)
	for i := range hand {
		hand[i] = p.Hand[i%len(p.Hand)]
		hand[i].ID = rules.ObjID(10000 + i)
	}
	p.Hand = hand
	return &w
}

// TestBigHandsShowEveryName: however many cards the viewer holds (up
// to a rummy deal's fourteen and more), every hand card's name bar, the
// top eighth of the card across at least 60% of its width, is drawn
// over by no later card, and a click in its upper third (where the
// desktop players click) picks that card. One row of fourteen left each
// card half a card or less beside the next and cut its name.
func TestBigHandsShowEveryName(t *testing.T) {
	base := board(t, 2, 3)
	for _, n := range []int{7, 10, 14, 18} {
		v := withHand(t, base, n)
		for _, sc := range []struct{ w, h float64 }{{900, 560}, {1280, 720}, {1920, 1080}} {
			t.Run(fmt.Sprintf("%d cards %vx%v", n, sc.w, sc.h), func(t *testing.T) {
				tb := compute(v, sc.w, sc.h)
				var hand []int
				for i := range tb.Cards {
					if c := &tb.Cards[i]; c.Zone == rules.ZoneHand && c.Seat == v.Seat {
						hand = append(hand, i)
					}
				}
				if len(hand) != n {
					t.Fatalf("%d hand cards laid out, want %d", len(hand), n)
				}
				for k, i := range hand {
					b := tb.Cards[i].Bounds()
					bar := geom.R(b.Min.X, b.Min.Y, b.W(), b.H()/8)
					shown := bar.W()
					for _, j := range hand[k+1:] {
						o := tb.Cards[j].Bounds().Intersect(bar)
						if !o.Empty() {
							shown = min(shown, o.Min.X-bar.Min.X)
						}
					}
					if shown < 0.6*bar.W() {
						t.Errorf("card %d of %d shows %.0f of its %.0f-px name bar", k+1, n, shown, bar.W())
					}
					at := geom.V(b.Min.X+b.W()*0.3, b.Min.Y+b.H()/3)
					if h := tb.Hit(at); h.Obj != tb.Cards[i].Obj {
						t.Errorf("card %d of %d: a click in its upper third picks %v", k+1, n, h)
					}
				}
			})
		}
	}
}
