package table

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// TestKeepHalfPanelKeepsAndBottomsInOrder opens a double draw's keep-half
// (draw four, keep two) on the look panel: every card starts in the keep
// zone and Done is not offered; Space says what is missing and changes
// nothing. Two cards dragged to the bottom (the first one dragged to the
// right of the other) offer Done, which keeps the other two in hand and
// leaves the library's bottom as the panel showed it.
func TestKeepHalfPanelKeepsAndBottomsInOrder(t *testing.T) {
	rec := tabletest.KeepHalf(t, 1, record.Human, "medium")
	hs := newHarness(t, rec, services(t, false, 0), 1280, 720)
	hs.liftCurtain()
	c := hs.ctrl()
	keeping, n := c.Arranger().ArrangeKeeping()
	v := hs.view()
	if !hs.s.lookp.lookOpen() || !keeping || n != 2 || len(v.Looking) != 4 {
		t.Fatalf("open %v keeping %v %d of %d: want the panel keeping 2 of 4", hs.s.lookp.lookOpen(), keeping, n, len(v.Looking))
	}
	if top, bottom := panelOrder(hs); len(top) != 4 || len(bottom) != 0 {
		t.Fatalf("the panel starts with %v kept and %v at the bottom, want all four kept", top, bottom)
	}
	for _, b := range c.Prompt().Buttons {
		if b.Label == "Done" {
			t.Fatal("Done offered with four cards kept")
		}
	}
	// The probe names the zones apart from the mulligan's Keep button.
	p := hs.s.Probe()
	zones := 0
	for _, b := range p.Buttons {
		switch b.Label {
		case "Keep":
			t.Fatal("the probe offers a Keep button, which players take for the mulligan's")
		case "Kept cards", "Bottom of library":
			zones++
		}
	}
	kept := 0
	for _, it := range p.Cards {
		if it.Zone == "look-keep" {
			kept++
		}
	}
	if zones != 2 || kept != 4 {
		t.Fatalf("the probe shows %d zones and %d kept cards, want 2 and 4", zones, kept)
	}
	hand := len(v.Players[v.Seat].Hand)
	hs.script.Key(input.KeySpace)
	hs.run(1)
	if !hs.s.lookp.lookOpen() || len(hs.view().Players[v.Seat].Hand) != hand || hs.s.mo.toast == "" {
		t.Fatalf("Space with four kept: open %v, hand %d, toast %q", hs.s.lookp.lookOpen(), len(hs.view().Players[v.Seat].Hand), hs.s.mo.toast)
	}
	a, b, cc, d := v.Looking[0].ID, v.Looking[1].ID, v.Looking[2].ID, v.Looking[3].ID
	bottomZone := hs.s.lookp.lookGeometry().Zones[control.ArrangeBottom]
	hs.script.Drag(panelRect(t, hs, cc).Center(), bottomZone.Center(), 8)
	hs.run(2)
	hs.script.Drag(panelRect(t, hs, a).Center(), bottomZone.Center().Add(bottomZoneRight(hs)), 8)
	hs.run(2)
	top, bottom := panelOrder(hs)
	if !slices.Equal(top, []rules.ObjID{b, d}) || !slices.Equal(bottom, []rules.ObjID{cc, a}) {
		t.Fatalf("the panel shows %v kept, %v at the bottom; want %v and %v", top, bottom, []rules.ObjID{b, d}, []rules.ObjID{cc, a})
	}
	if p := c.Prompt(); len(p.Buttons) == 0 || p.Buttons[0].Label != "Done" {
		t.Fatalf("buttons %+v, want Done first", p.Buttons)
	}
	hs.script.Key(input.KeySpace)
	hs.run(2)
	if hs.s.lookp.lookOpen() {
		t.Fatalf("the panel is still open: %q", c.Prompt().Text)
	}
	g := control.GameForTests(c)
	for _, id := range []rules.ObjID{b, d} {
		if o := g.Obj(id); o.Zone != rules.ZoneHand {
			t.Errorf("kept card %d is in %v, want the hand", id, o.Zone)
		}
	}
	lib := g.Player(0).Library // the shared library is seat 0's
	if lib[0] != a || lib[1] != cc {
		t.Fatalf("library bottom %v, want %d at the very bottom and %d above it", lib[:2], a, cc)
	}
}

// bottomZoneRight is an offset from the bottom zone's centre to near its
// right edge, where a dragged card lands after the others.
func bottomZoneRight(hs *harness) geom.Vec {
	z := hs.s.lookp.lookGeometry().Zones[control.ArrangeBottom]
	return geom.V(z.W()/2-10, 0)
}

// TestKeepHalfPanelDraws draws a keep-half on the look panel at
// 1280×720, as it opens and with two cards moved to the bottom: the
// frame is not blank and the four large faces are ready. With
// KT_TABLE_PNG set it writes the frames.
func TestKeepHalfPanelDraws(t *testing.T) {
	needGPU(t)
	rec := tabletest.KeepHalf(t, 1, record.Human, "medium")
	hs := newHarness(t, rec, services(t, true, 1), 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	hs.liftCurtain()
	hs.settle(screen, 40)
	checkNotBlank(t, screen)
	for _, cv := range hs.view().Looking {
		if hs.s.gfx.known[cv.Def]&knownZoom == 0 {
			t.Fatalf("the large face of %s is not ready", cv.Def.Name)
		}
	}
	shot(t, screen, "keep-half-panel")
	v := hs.view()
	for _, cv := range v.Looking[2:] {
		hs.script.Click(panelRect(t, hs, cv.ID).Center())
		hs.settle(screen, 3)
	}
	if _, bottom := panelOrder(hs); len(bottom) != 2 {
		t.Fatalf("%d cards at the bottom after two clicks", len(bottom))
	}
	hs.settle(screen, 10)
	shot(t, screen, "keep-half-panel-ready")
}
