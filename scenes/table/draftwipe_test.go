package table

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// beforeWipe plays tableau games for me and two computers (computers
// playing my seat too) until I am to draw and one of the row's cards,
// drawn, leaves a tableau of seven lands or seven nonlands to be swept
// away. It returns the record up to there and that card.
func beforeWipe(t *testing.T) (*record.Record, rules.ObjID) {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		r := tabletest.LiveDraft(t, "live-tableau", seed, record.Human, "easy", "easy")
		g, err := r.Start()
		if err != nil {
			t.Fatal(err)
		}
		players := make([]ai.Player, g.Seats())
		for i := range players {
			if players[i], err = ai.New("easy", seed*7+uint64(i)); err != nil {
				t.Fatal(err)
			}
		}
		for n := 0; n < 4000 && !g.Over() && g.Turn() < 16; n++ {
			d := g.Pending()
			if d.Seat == 0 && d.Kind == rules.DecideChoice && d.Purpose == rules.ChooseDraw && g.Turn() > 0 {
				for _, a := range g.Legal() {
					h := g.Clone()
					if _, err := h.Apply(a); err == nil && len(h.Removed()) >= len(g.Removed())+rules.RowSize {
						return r, a.Obj
					}
				}
			}
			a, err := players[d.Seat].Choose(context.Background(), g.KnowledgeOf(d.Seat))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			r.Add(a)
		}
	}
	t.Skip("no tableau sweep came in the games tried")
	return nil, rules.NoObj
}

// TestDraftTableauSweep draws the card that leaves a tableau of seven
// lands or seven nonlands: the seven go to the removed pile as ghosts
// flying there, and the seven new cards come in from the library only
// after they have gone. With KT_TABLE_PNG set it writes the sweep in the
// middle and after.
func TestDraftTableauSweep(t *testing.T) {
	needGPU(t)
	rec, card := beforeWipe(t)
	hs := newHarness(t, rec, services(t, true, 1), 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	hs.liftCurtain()
	hs.settle(screen, 40)
	shot(t, screen, "draft-tableau-before")
	removed := len(hs.view().Removed)
	hs.script.Click(hs.cardAt(card)).Move(geom.V(600, 500)) // away, so that nothing zooms
	hs.run(1)
	v := hs.view()
	if len(v.Removed) < removed+rules.RowSize {
		t.Fatalf("the removed pile grew from %d to %d", removed, len(v.Removed))
	}
	if n := len(hs.s.mo.ghosts); n < rules.RowSize {
		t.Fatalf("%d cards fly to the removed pile, want the seven swept", n)
	}
	var sweep float64
	for _, g := range hs.s.mo.ghosts {
		sweep = max(sweep, g.leave)
	}
	for i := range v.Row {
		if d := hs.s.mo.sprite(v.Row[i].ID).delay; d < sweep-2 {
			t.Errorf("new row card %d comes in at %.0f, before the sweep at %.0f", i, d, sweep)
		}
	}
	for k := 0; k < 140; k++ {
		hs.frame(screen)
		switch k {
		case 30, 56, 80:
			shot(t, screen, fmt.Sprintf("draft-tableau-sweep-%03d", k))
		}
	}
	hs.settle(screen, 30)
	shot(t, screen, "draft-tableau-after")
	if len(hs.s.mo.ghosts) > 0 || hs.s.mo.busy {
		t.Errorf("the sweep is still going on after 170 ticks")
	}
}

// TestDraftCascadeStaged stages the events of a draw that sweeps the
// tableau twice (seven lands dealt after seven lands): the second sweep
// leaves a beat after the first has gone, the cards of the second are
// first seen coming in from the library, and the final seven come in
// only after it. The events are made up around the table's real row.
func TestDraftCascadeStaged(t *testing.T) {
	rec := tabletest.LiveDraft(t, "live-tableau", 9, record.Human, record.Human)
	hs := newHarness(t, rec, services(t, false, 1), 1280, 720)
	hs.draftAdvance(func() bool { return hs.pendingIs(rules.ChooseDraw)() && control.GameForTests(hs.ctrl()).Turn() > 0 })
	v := hs.view()
	final := make([]rules.ObjID, 0, rules.RowSize)
	for i := range v.Row {
		final = append(final, v.Row[i].ID)
	}
	// Made-up cards for the row before, the replacement and the first
	// redeal: ids past the real ones, never on the table.
	next := rules.ObjID(5000)
	fresh := func() rules.ObjID { next++; return next }
	move := func(obj rules.ObjID, from, to rules.Zone, at int) rules.Event {
		return rules.Event{Kind: rules.EvMove, Seat: rules.NoSeat, Obj: obj, From: from, To: to, Amount: at}
	}
	var before, first []rules.ObjID
	for range rules.RowSize {
		before = append(before, fresh())
		first = append(first, fresh())
	}
	repl := fresh()
	ev := []rules.Event{{Kind: rules.EvDraw, Seat: v.Seat, Obj: before[3], From: rules.ZoneRow, To: rules.ZoneHand, Amount: 3},
		move(repl, rules.ZoneLibrary, rules.ZoneRow, 3)}
	row := append(append(append([]rules.ObjID{}, before[:3]...), repl), before[4:]...)
	for _, id := range row {
		ev = append(ev, move(id, rules.ZoneRow, rules.ZoneRemoved, 0))
	}
	for i, id := range first {
		ev = append(ev, move(id, rules.ZoneLibrary, rules.ZoneRow, i))
	}
	for _, id := range first {
		ev = append(ev, move(id, rules.ZoneRow, rules.ZoneRemoved, 0))
	}
	for i, id := range final {
		ev = append(ev, move(id, rules.ZoneLibrary, rules.ZoneRow, i))
	}
	hs.s.mo.ghosts = hs.s.mo.ghosts[:0]
	hs.s.draftmo.stageDraft(ev)
	leaves := map[float64]int{}
	fromLibrary := 0
	for _, g := range hs.s.mo.ghosts {
		if g.to == hs.s.lay.Draft.Removed.Center() && g.mid != g.to {
			leaves[g.leave]++
			if g.from == hs.s.lay.Draft.Library.Center() {
				fromLibrary++
			}
		}
	}
	if len(leaves) != 2 {
		t.Fatalf("the sweeps leave at %v, want two moments", leaves)
	}
	at := slices.Sorted(maps.Keys(leaves))
	a, b := at[0], at[1]
	if leaves[a] != rules.RowSize || leaves[b] != rules.RowSize || b < a+draftFly {
		t.Errorf("sweeps %v: want seven at a time, the second after the first has landed", leaves)
	}
	if fromLibrary != rules.RowSize+1 {
		t.Errorf("%d swept cards come in from the library first, want the replacement and the seven redealt", fromLibrary)
	}
	for i, id := range final {
		if d := hs.s.mo.sprite(id).delay; d < b {
			t.Errorf("final row card %d comes in at %.0f, before the second sweep at %.0f", i, d, b)
		}
	}
}
