//go:build kitchentableprobe

package replay

import (
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/input"
)

// TestReplaySeekAndLeave clicks the middle of the progress bar, then
// leaves with Escape: an open pile takes the first Escape.
func TestReplaySeekAndLeave(t *testing.T) {
	rec := finished(t, 7)
	f := newFixture(t, rec, 0)
	bar := f.s.ui.bar
	f.sc.Click(bar.Center())
	f.tick(3)
	if p, n := f.s.Position(), len(rec.Actions); p < n/2-n/20 || p > n/2+n/20 || f.s.Playing() {
		t.Fatalf("a click in the middle of the bar went to %d of %d (playing %v)", p, n, f.s.Playing())
	}
	f.atPosition(f.s.Position())
	p := f.s.Probe()
	if p.Scene != "replay" || p.Turn == 0 || len(p.Buttons) != 2+numTransport+len(Speeds)+1 || !strings.HasPrefix(p.Prompt, "Turn ") {
		t.Errorf("probe %+v", p)
	}
	// Open a graveyard with something in it, then Escape twice.
	tbl := f.s.Table()
	v := tbl.Controller().View()
	opened := false
	for _, pl := range v.Players {
		if len(pl.Graveyard) > 0 {
			f.sc.Click(tbl.Layout().SeatOf(pl.Seat).Graveyard.Center())
			f.tick(3)
			opened = tbl.Overlay()
			break
		}
	}
	if opened {
		f.key(input.KeyEscape)
		if f.ctx.Next() != nil || tbl.Overlay() {
			t.Fatal("Escape over an open pile left the replay or kept the pile")
		}
	}
	f.key(input.KeyEscape)
	if _, ok := f.ctx.Next().(screen); !ok {
		t.Fatal("Escape did not go back")
	}
}

// TestReplayOfHotSeatAsksWhoseSide opens the replay of a game two people
// played, not knowing who asked: it draws no table and does not move
// until a side is chosen; All cards asks first, and Cancel (Enter and
// Escape) keeps asking; a seat's key starts the replay from the deal on
// that side.
func TestReplayOfHotSeatAsksWhoseSide(t *testing.T) {
	rec := hotSeat(finished(t, 7))
	f := newFixtureWith(t, rec)
	f.tick(60)
	if !f.s.Choosing() || f.s.Table() != nil || f.s.View() != rules.NoSeat || f.s.Position() != 0 {
		t.Fatalf("choosing %v, view %d at %d", f.s.Choosing(), f.s.View(), f.s.Position())
	}
	p := f.s.Probe()
	labels := []string{}
	for _, b := range p.Buttons {
		labels = append(labels, b.Label)
	}
	if want := []string{"As Ada saw it", "As Brook saw it", "All cards", "Back"}; !slices.Equal(labels, want) {
		t.Fatalf("the chooser offers %q, want %q", labels, want)
	}
	if !f.s.pick.seats[0].Focused {
		t.Error("the first person's seat is not in focus")
	}
	f.sc.Click(f.s.pick.all.Rect.Center())
	f.tick(3)
	if f.s.Asking() != "Show every player's hidden cards?" {
		t.Fatalf("All cards asked %q", f.s.Asking())
	}
	for _, k := range []input.Key{input.KeyEnter, input.KeyEscape} {
		if k == input.KeyEscape {
			f.sc.Click(f.s.pick.all.Rect.Center())
			f.tick(3)
		}
		f.key(k)
		if f.s.Asking() != "" || !f.s.Choosing() {
			t.Fatalf("%v: asking %q, choosing %v", k, f.s.Asking(), f.s.Choosing())
		}
	}
	f.key(input.KeyDown)
	f.sc.Key(input.KeySpace).Type("2") // Space does nothing here; 2 is Brook
	f.tick(3)
	f.shows(1, f.s.Position())
	if f.s.Position() > 1 || !f.s.Playing() {
		t.Fatalf("started at %d, playing %v", f.s.Position(), f.s.Playing())
	}
	// Back on the chooser leaves.
	g := newFixtureWith(t, rec)
	g.key(input.KeyEscape)
	if _, ok := g.ctx.Next().(screen); !ok {
		t.Fatal("Escape on the chooser did not go back")
	}
}
