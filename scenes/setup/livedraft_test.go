package setup

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
)

// chooseLibrary sets the library choice by clicking its right arrow.
func (f *fixture) chooseLibrary(value string) {
	f.t.Helper()
	for range libraryChoices() {
		if f.s.live.libraryValue() == value {
			return
		}
		f.play(new(input.Script).Click(rightArrow(f.s.live.library.Rect)))
	}
	f.t.Fatalf("no library %q", value)
}

// seatCount adds or removes seats at the end until there are n.
func (f *fixture) seatCount(n int) {
	f.t.Helper()
	for i := 0; i < 10 && len(f.s.seats.rows) != n; i++ {
		if len(f.s.seats.rows) < n {
			f.click(f.s.add.Rect)
		} else {
			f.click(f.s.seats.rows[len(f.s.seats.rows)-1].remove.Rect)
		}
	}
	if len(f.s.seats.rows) != n {
		f.t.Fatalf("%d seats, want %d", len(f.s.seats.rows), n)
	}
}

func TestLiveDraftModesShareTheReadyMadeLibrary(t *testing.T) {
	for _, c := range []struct{ mode, variant string }{
		{"Live-Draft — tableau", "live-tableau"},
		{"Live-Draft — pipeline", "live-pipeline"},
		{"Live-Draft — rummy", "live-rummy"},
	} {
		f := newFixture(t)
		f.chooseMode(c.mode)
		f.seatCount(3) // me and two computers
		rec := f.start()
		if rec == nil {
			t.Fatalf("%s: Start did not play: %q", c.mode, f.s.Err())
		}
		total, lands := deckSizes(rec)
		if rec.Variant != c.variant || len(rec.Seats) != 3 || len(rec.Options) != 0 {
			t.Errorf("%s: variant %q, %d seats, options %q", c.mode, rec.Variant, len(rec.Seats), rec.Options)
		}
		if total != 180 || lands < 40 || lands > 50 {
			t.Errorf("%s: the library has %d cards, %d of them lands; want the ready-made 180 with about 45", c.mode, total, lands)
		}
		if !strings.HasPrefix(rec.Seats[0].DeckName, "Live-Draft library") {
			t.Errorf("%s: the seats' deck is called %q", c.mode, rec.Seats[0].DeckName)
		}
		if _, err := rec.Start(); err != nil {
			t.Errorf("%s: %v", c.mode, err)
		}
	}
}

func TestLiveDraftLibraryFromTheBlockBySeed(t *testing.T) {
	f := newFixture(t)
	f.chooseMode("Live-Draft — tableau")
	f.chooseLibrary("block:240")
	a := f.start()
	b := f.start()
	if a == nil || b == nil {
		t.Fatalf("Start did not play: %q", f.s.Err())
	}
	if total, _ := deckSizes(a); total != 240 {
		t.Errorf("a 240-card library has %d cards", total)
	}
	if !slices.Equal(a.Seats[0].Deck, b.Seats[0].Deck) {
		t.Error("the same seed dealt two different libraries")
	}
}

func TestLiveDraftOptionsGoIntoTheRecord(t *testing.T) {
	f := newFixture(t)
	f.chooseMode("Live-Draft — pipeline")
	f.play(new(input.Script).Click(rightArrow(f.s.live.start.Rect)))
	f.click(f.s.live.mill.Rect)
	f.click(f.s.live.reshuffle.Rect)
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start did not play: %q", f.s.Err())
	}
	want := []string{"careful-start", "mill-counters", "reshuffle-removed"}
	if !slices.Equal(rec.Options, want) {
		t.Errorf("options %q, want %q", rec.Options, want)
	}
	for _, o := range want {
		if !slices.Contains(variant.OptionNames(), o) {
			t.Errorf("%q is no variant option", o)
		}
	}
	g, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	if o := g.Options(); !o.MillCounters {
		t.Error("mill counters are off in the game")
	}

	// Rummy has one start: the careful choice is hidden and not used.
	f.chooseMode("Live-Draft — rummy")
	if !f.s.live.start.Rect.Empty() {
		t.Error("rummy shows a start choice")
	}
	rec = f.start()
	if rec == nil {
		t.Fatalf("rummy did not start: %q", f.s.Err())
	}
	if want := []string{"mill-counters", "reshuffle-removed"}; !slices.Equal(rec.Options, want) {
		t.Errorf("rummy's options %q, want %q", rec.Options, want)
	}

	// The choices are remembered for the next visit.
	c := f.s.gameChoice()
	g2 := newFixture(t)
	g2.s.setGameChoice(c)
	if g2.s.modeValue().label != "Live-Draft — rummy" || !g2.s.live.mill.On || !g2.s.live.reshuffle.On || startChoices[g2.s.live.start.Index].value != "careful" {
		t.Errorf("the choices came back as %+v", g2.s.gameChoice())
	}
}

func TestLiveDraftLibraryFile(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.deck")
	if err := os.WriteFile(small, []byte("20 Mountain\n20 Forest\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f := newFixture(t)
	f.chooseMode("Live-Draft — tableau")
	f.chooseLibrary(fileLibrary)
	if !f.s.pick.picker.Open || f.s.pick.picker.Title != "Choose a card list file for the library" {
		t.Fatal("choosing a file does not open the file picker")
	}
	f.play(new(input.Script).Key(input.KeyEscape))
	if f.s.pick.picker.Open || !f.s.live.path.Focused || f.nav.menu {
		t.Errorf("Esc in the picker: open %v, path focused %v, back to the menu %v", f.s.pick.picker.Open, f.s.live.path.Focused, f.nav.menu)
	}
	if rec := f.start(); rec != nil || !strings.Contains(f.s.Err(), "path") {
		t.Errorf("no path: started %v, error %q", rec != nil, f.s.Err())
	}
	f.s.live.path.Text = filepath.Join(dir, "missing.deck")
	if rec := f.start(); rec != nil || !strings.Contains(f.s.Err(), "no file") {
		t.Errorf("a missing file: started %v, error %q", rec != nil, f.s.Err())
	}
	f.s.live.path.Text = small
	if rec := f.start(); rec != nil || !strings.Contains(f.s.Err(), "60") {
		t.Errorf("40 cards: started %v, error %q", rec != nil, f.s.Err())
	}
	// Sixty cards of the ready-made library, as a list, make a library.
	lib, err := f.svc.Catalog.LiveDraftLibrary()
	if err != nil {
		t.Fatal(err)
	}
	mine := writeCardList(t, dir, lib.Cards[:60])
	f.s.live.path.Text = mine
	rec := f.start()
	if rec == nil {
		t.Fatalf("a 60-card list did not start: %q", f.s.Err())
	}
	if total, _ := deckSizes(rec); total != 60 || rec.Seats[0].DeckName != "mine (60 cards)" {
		t.Errorf("the library has %d cards and is called %q", total, rec.Seats[0].DeckName)
	}
}

func TestLiveDraftControlsDoNotOverlap(t *testing.T) {
	f := newFixture(t)
	f.chooseMode("Live-Draft — pipeline")
	f.seatCount(6)
	f.chooseLibrary(fileLibrary)
	lo := &f.s.live
	rects := map[string]geom.Rect{"game": f.s.mode.Rect, "library": lo.library.Rect, "start": lo.start.Rect,
		"mill": lo.mill.Rect, "reshuffle": lo.reshuffle.Rect, "path": lo.path.Rect, "browse": lo.browse.Rect, "first seat": f.s.seats.rows[0].name.Rect,
		"add": f.s.add.Rect, "seed": f.s.seed.Rect}
	for a, ra := range rects {
		if ra.Empty() {
			t.Errorf("%s is not shown", a)
		}
		for b, rb := range rects {
			if a < b && !ra.Intersect(rb).Empty() {
				t.Errorf("%s %v overlaps %s %v", a, ra, b, rb)
			}
		}
	}
	if about := f.s.oy + f.s.aboutY()*f.s.scale; about <= lo.path.Rect.Max.Y || about+20 >= f.s.seats.rows[0].name.Rect.Min.Y {
		t.Errorf("the line about the game (y %.0f) is not between the path %v and the seats %v", about, lo.path.Rect, f.s.seats.rows[0].name.Rect)
	}
	if f.s.seed.Rect.Min.Y <= f.s.add.Rect.Max.Y {
		t.Errorf("six seats reach the seed: add %v, seed %v", f.s.add.Rect, f.s.seed.Rect)
	}
}
