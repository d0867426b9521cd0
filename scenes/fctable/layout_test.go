package fctable

import (
	"fmt"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes"
)

// named is a rectangle of the table and what it is.
type named struct {
	what string
	r    geom.Rect
}

// fixedParts are the parts of the table the sources must keep clear of:
// both sides' plates, decks, burnt piles, discard piles, hands and their
// labels, the table, the log, the prompt and the Menu button.
func fixedParts(b *board) []named {
	out := []named{{"the table", b.table}, {"the log", b.log}, {"the prompt", b.prompt}, {"Menu", b.menu}}
	for seat := fourcuatro.Seat(0); seat < 2; seat++ {
		sd := b.sides[seat]
		who := fmt.Sprintf("seat %d's ", seat)
		out = append(out,
			named{who + "plate", sd.plate}, named{who + "deck", sd.deck}, named{who + "burnt pile", sd.burnt},
			named{who + "discard pile", sd.discard}, named{who + "hand", sd.hand},
			named{who + "deck label", b.pileLabel(sd.deck)}, named{who + "burnt label", b.pileLabel(sd.burnt)},
			named{who + "discard label", b.pileLabel(sd.discard)})
	}
	return out
}

// TestSourcesNeverOverlap lays out 0 to 8 mana sources with every number
// of them exhausted, on both sides, at 1280×720 and 900×560, and checks
// that no source covers another source, a label or any other part of the
// table; that exhausted sources are turned and lie left of the refreshed
// ones; and that every source and label is on the screen.
func TestSourcesNeverOverlap(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {900, 560}, {3840, 2160}} {
		b := layout(size[0], size[1], scenes.ScaleFor(size[0], size[1]), 0)
		fixed := fixedParts(&b)
		for seat := fourcuatro.Seat(0); seat < 2; seat++ {
			for n := 0; n <= 8; n++ {
				for ne := 0; ne <= n; ne++ {
					src := make([]fourcuatro.SourceView, n)
					// exhausted ones mixed in among the refreshed
					for i := range src {
						src[i] = fourcuatro.SourceView{ID: fourcuatro.CardID(i), Exhausted: i%2 == 0 && i/2 < ne || i%2 == 1 && (n+1)/2+i/2 < ne}
					}
					exhausted := 0
					for _, sv := range src {
						if sv.Exhausted {
							exhausted++
						}
					}
					var sp sourceSpots
					b.sourceSpots(seat, src, &sp)
					where := fmt.Sprintf("%dx%d seat %d, %d sources, %d exhausted", size[0], size[1], seat, n, exhausted)
					checkSpots(t, where, &b, seat, src, &sp, fixed)
				}
			}
		}
	}
}

// checkSpots checks one layout of sources.
func checkSpots(t *testing.T, where string, b *board, seat fourcuatro.Seat, src []fourcuatro.SourceView, sp *sourceSpots, fixed []named) {
	t.Helper()
	if len(sp.cards) != len(src) {
		t.Fatalf("%s: %d places for %d sources", where, len(sp.cards), len(src))
	}
	var parts []named
	for i, r := range sp.cards {
		parts = append(parts, named{fmt.Sprintf("source %d", i), r})
		turned := r.W() > r.H()
		if turned != src[i].Exhausted {
			t.Errorf("%s: source %d (exhausted %v) lies %v", where, i, src[i].Exhausted, r)
		}
		if r.W() < b.px(pileW)*0.5 && r.H() < b.px(pileW)*0.5 {
			t.Errorf("%s: source %d is shrunk to %v", where, i, r)
		}
	}
	for _, l := range []named{{"exhausted label", sp.exhausted}, {"refreshed label", sp.refreshed}, {"no-sources caption", sp.empty}} {
		if !l.r.Empty() {
			parts = append(parts, l)
		}
	}
	ne := 0
	for _, sv := range src {
		if sv.Exhausted {
			ne++
		}
	}
	if (ne > 0) == sp.exhausted.Empty() || (len(src) > ne) == sp.refreshed.Empty() || (len(src) == 0) == sp.empty.Empty() {
		t.Errorf("%s: the labels are exhausted %v, refreshed %v, none %v", where, sp.exhausted, sp.refreshed, sp.empty)
	}
	for i, sv := range src {
		for j, sw := range src {
			if sv.Exhausted && !sw.Exhausted && sp.cards[i].Max.X > sp.cards[j].Min.X {
				t.Errorf("%s: exhausted source %d %v is not left of refreshed source %d %v", where, i, sp.cards[i], j, sp.cards[j])
			}
		}
	}
	for i, p := range parts {
		if p.r.Intersect(b.screen) != p.r {
			t.Errorf("%s: the %s %v is off the screen", where, p.what, p.r)
		}
		for _, q := range parts[i+1:] {
			if !p.r.Intersect(q.r).Empty() {
				t.Errorf("%s: the %s %v overlaps the %s %v", where, p.what, p.r, q.what, q.r)
			}
		}
		for _, q := range fixed {
			if !p.r.Intersect(q.r).Empty() {
				t.Errorf("%s: the %s %v overlaps %s %v", where, p.what, p.r, q.what, q.r)
			}
		}
	}
}
