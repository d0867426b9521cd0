package table

import (
	"fmt"
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

// scryHarness starts a table for one person at a scry of two cards.
func scryHarness(t *testing.T) *harness {
	t.Helper()
	rec := tabletest.Scry(t, 3, record.Human, "medium")
	hs := newHarness(t, rec, services(t, false, 0), 1280, 720)
	hs.liftCurtain()
	if !hs.s.lookp.lookOpen() {
		t.Fatalf("the look panel is closed at the scry: pending %+v, prompt %q", control.GameForTests(hs.ctrl()).Pending(), hs.ctrl().Prompt().Text)
	}
	return hs
}

// panelOrder returns the look panel's cards as it shows them: the top
// zone left to right, then the bottom zone left to right.
func panelOrder(hs *harness) (top, bottom []rules.ObjID) {
	g := hs.s.lookp.lookGeometry()
	cards := slices.Clone(g.Cards)
	slices.SortStableFunc(cards, func(a, b lookCard) int {
		if a.Zone != b.Zone {
			return int(a.Zone) - int(b.Zone)
		}
		switch {
		case a.Rect.Min.X < b.Rect.Min.X:
			return -1
		case a.Rect.Min.X > b.Rect.Min.X:
			return 1
		}
		return 0
	})
	for _, c := range cards {
		if c.Zone == control.ArrangeTop {
			top = append(top, c.Obj)
		} else {
			bottom = append(bottom, c.Obj)
		}
	}
	return top, bottom
}

// panelRect returns where obj is on the look panel.
func panelRect(t *testing.T, hs *harness, obj rules.ObjID) geom.Rect {
	t.Helper()
	for _, c := range hs.s.lookp.lookGeometry().Cards {
		if c.Obj == obj {
			return c.Rect
		}
	}
	t.Fatalf("card %d is not on the look panel", obj)
	return geom.Rect{}
}

// libraryTop returns seat's library from the top down.
func libraryTop(hs *harness, seat rules.Seat) []rules.ObjID {
	lib := slices.Clone(control.GameForTests(hs.ctrl()).Player(seat).Library)
	slices.Reverse(lib)
	return lib
}

// TestScryPanelShowsTheCardsLargeAndFaceUp opens a scry of two: the
// panel shows both looked-at cards face up, each at least half as wide
// again as a card in hand, in the top zone in the order they lie, and
// the choices strip is gone.
func TestScryPanelShowsTheCardsLargeAndFaceUp(t *testing.T) {
	hs := scryHarness(t)
	v := hs.view()
	g := hs.s.lookp.lookGeometry()
	if len(g.Cards) != len(v.Looking) || len(v.Looking) < 2 {
		t.Fatalf("the panel shows %d cards, the view looks at %d", len(g.Cards), len(v.Looking))
	}
	for i, c := range g.Cards {
		if c.Obj != v.Looking[i].ID || c.Def == nil || c.Def != v.Looking[i].Def || c.Zone != control.ArrangeTop {
			t.Fatalf("panel card %d is %+v, want %s face up on top", i, c, v.Looking[i].Def.Name)
		}
	}
	hand := v.Players[v.Seat].Hand
	if len(hand) == 0 {
		t.Fatal("no hand to compare the size with")
	}
	if lc := hs.s.lay.CardOf(hand[0].ID); lc == nil || g.CardW < 1.5*lc.Bounds().W() {
		t.Fatalf("panel cards are %.0f wide; a hand card is %v", g.CardW, lc)
	}
	if len(hs.ctrl().Selection().Choices()) != 0 || !hs.s.lay.ChoicePanel.Empty() {
		t.Fatalf("the choices strip is open beside the panel: %+v", hs.ctrl().Selection().Choices())
	}
	if !g.Panel.Inset(-1).Contains(g.Zones[0].Min) || g.Panel.Intersect(hs.s.lay.Felt) != g.Panel {
		t.Fatalf("the panel %v is not on the felt %v", g.Panel, hs.s.lay.Felt)
	}
}

// TestScryPanelDragsAndAppliesInOrder drags the second card before the
// first in the top zone, then the first to the bottom zone and back
// under the second, then the second to the bottom; Done (Space) leaves
// the library as the panel showed it each time it is applied.
func TestScryPanelDragsAndAppliesInOrder(t *testing.T) {
	hs := scryHarness(t)
	v := hs.view()
	a, b := v.Looking[0].ID, v.Looking[1].ID
	g := hs.s.lookp.lookGeometry()
	topZone, bottomZone := g.Zones[control.ArrangeTop], g.Zones[control.ArrangeBottom]

	// b onto the left edge of the top zone: before a.
	ra := panelRect(t, hs, a)
	hs.script.Drag(panelRect(t, hs, b).Center(), geom.V(topZone.Min.X+8, ra.Center().Y), 8)
	hs.run(2)
	if top, bottom := panelOrder(hs); !slices.Equal(top, []rules.ObjID{b, a}) || len(bottom) != 0 {
		t.Fatalf("after the reorder the panel shows top %v bottom %v, want %v", top, bottom, []rules.ObjID{b, a})
	}
	// a into the bottom zone.
	hs.script.Drag(panelRect(t, hs, a).Center(), bottomZone.Center(), 8)
	hs.run(2)
	if top, bottom := panelOrder(hs); !slices.Equal(top, []rules.ObjID{b}) || !slices.Equal(bottom, []rules.ObjID{a}) {
		t.Fatalf("after the drag to the bottom the panel shows top %v bottom %v", top, bottom)
	}
	// The prompt says so and offers Reset.
	if p := hs.ctrl().Prompt(); len(p.Buttons) != 2 || p.Buttons[1].Label != "Reset" {
		t.Fatalf("buttons %+v, want Done and Reset", p.Buttons)
	}
	top, bottom := panelOrder(hs)
	libBefore := len(control.GameForTests(hs.ctrl()).Player(0).Library)
	hs.script.Key(input.KeySpace)
	hs.run(2)
	if hs.s.lookp.lookOpen() {
		t.Fatal("the panel is still open after Done")
	}
	lib := libraryTop(hs, 0)
	if len(lib) != libBefore+2 || lib[0] != top[0] || lib[len(lib)-1] != bottom[0] {
		t.Fatalf("library top %v … bottom %d, want %v on top and %v at the bottom", lib[:2], lib[len(lib)-1], top, bottom)
	}
}

// TestScryPanelKeepsTheReorderedTop reorders the top zone by a drag and
// checks the library's top two after Done.
func TestScryPanelKeepsTheReorderedTop(t *testing.T) {
	hs := scryHarness(t)
	v := hs.view()
	a, b := v.Looking[0].ID, v.Looking[1].ID
	// a past b, to the right end of the top zone.
	g := hs.s.lookp.lookGeometry()
	hs.script.Drag(panelRect(t, hs, a).Center(), geom.V(g.Zones[control.ArrangeTop].Max.X-8, panelRect(t, hs, b).Center().Y), 8)
	hs.run(2)
	top, bottom := panelOrder(hs)
	if !slices.Equal(top, []rules.ObjID{b, a}) || len(bottom) != 0 {
		t.Fatalf("the panel shows top %v bottom %v, want %v", top, bottom, []rules.ObjID{b, a})
	}
	hs.script.Key(input.KeySpace)
	hs.run(2)
	if lib := libraryTop(hs, 0); lib[0] != b || lib[1] != a {
		t.Fatalf("library top %v, want %d then %d", lib[:2], b, a)
	}
}

// TestScryPanelByKeyboard uses only keys: Right shows the focus on the
// first card, Down sends it to the bottom and leaves the focus on the
// second, Right takes the focus to the first again and Shift+Left brings
// it back to the end of the top zone, Esc resets, and after Left (the
// focus on the first card again) and Down, Space applies: the first card at the bottom, the second on top.
func TestScryPanelByKeyboard(t *testing.T) {
	hs := scryHarness(t)
	v := hs.view()
	a, b := v.Looking[0].ID, v.Looking[1].ID
	hs.script.Key(input.KeyRight)
	hs.run(1)
	if !hs.s.lookp.look.focusShown || hs.s.lookp.look.focus != a {
		t.Fatalf("focus %d shown %v, want the first card %d", hs.s.lookp.look.focus, hs.s.lookp.look.focusShown, a)
	}
	hs.script.Key(input.KeyDown)
	hs.run(1)
	if top, bottom := panelOrder(hs); !slices.Equal(top, []rules.ObjID{b}) || !slices.Equal(bottom, []rules.ObjID{a}) {
		t.Fatalf("after Down: top %v bottom %v", top, bottom)
	}
	if hs.s.lookp.look.focus != b {
		t.Fatalf("after Down the focus is on %d, want %d, which took the first card's place", hs.s.lookp.look.focus, b)
	}
	hs.script.Key(input.KeyRight).Chord(input.ModShift, input.KeyLeft)
	hs.run(1)
	if top, bottom := panelOrder(hs); !slices.Equal(top, []rules.ObjID{b, a}) || len(bottom) != 0 {
		t.Fatalf("after Right, Shift+Left: top %v bottom %v", top, bottom)
	}
	hs.script.Key(input.KeyEscape)
	hs.run(1)
	if top, _ := panelOrder(hs); !slices.Equal(top, []rules.ObjID{a, b}) {
		t.Fatalf("Esc left top %v, want the cards as they lay", top)
	}
	hs.script.Key(input.KeyLeft).Key(input.KeyDown).Key(input.KeySpace)
	hs.run(2)
	lib := libraryTop(hs, 0)
	if lib[0] != b || lib[len(lib)-1] != a {
		t.Fatalf("library top %d bottom %d, want %d on top and %d at the bottom", lib[0], lib[len(lib)-1], b, a)
	}
}

// TestScryPanelClickSendsACardAcross clicks the first card (it goes to
// the bottom zone) and clicks it again (back to the end of the top).
func TestScryPanelClickSendsACardAcross(t *testing.T) {
	hs := scryHarness(t)
	v := hs.view()
	a, b := v.Looking[0].ID, v.Looking[1].ID
	hs.script.Click(panelRect(t, hs, a).Center())
	hs.run(1)
	if top, bottom := panelOrder(hs); !slices.Equal(top, []rules.ObjID{b}) || !slices.Equal(bottom, []rules.ObjID{a}) {
		t.Fatalf("after a click: top %v bottom %v", top, bottom)
	}
	hs.script.Click(panelRect(t, hs, a).Center())
	hs.run(1)
	if top, bottom := panelOrder(hs); !slices.Equal(top, []rules.ObjID{b, a}) || len(bottom) != 0 {
		t.Fatalf("after a second click: top %v bottom %v", top, bottom)
	}
}

// TestScryPanelDraws draws the panel at 1280×720 and 1920×1080, still
// and with a card dragged over the bottom zone: the looked-at cards'
// large faces are ready (never a back for them) and the frame is not
// blank. With KT_TABLE_PNG set it writes the frames.
func TestScryPanelDraws(t *testing.T) {
	needGPU(t)
	rec := tabletest.Scry(t, 3, record.Human, "medium")
	for _, sz := range []struct{ w, h int }{{1280, 720}, {1920, 1080}} {
		name := fmt.Sprintf("scry-panel-%dx%d", sz.w, sz.h)
		t.Run(name, func(t *testing.T) {
			hs := newHarness(t, rec, services(t, true, 1), sz.w, sz.h)
			screen := ebiten.NewImage(sz.w, sz.h)
			defer screen.Deallocate()
			hs.liftCurtain()
			hs.settle(screen, 40)
			checkNotBlank(t, screen)
			for _, cv := range hs.view().Looking {
				if hs.s.gfx.known[cv.Def]&knownZoom == 0 {
					t.Fatalf("the large face of %s is not ready", cv.Def.Name)
				}
			}
			shot(t, screen, name)
			g := hs.s.lookp.lookGeometry()
			from, to := g.Cards[0].Rect.Center(), g.Zones[control.ArrangeBottom].Center()
			hs.script.Move(from).Press(input.Left, from)
			for i := 1; i <= 6; i++ {
				hs.script.Move(from.Lerp(to, float64(i)/6))
			}
			for hs.script.Pending() > 0 {
				hs.frame(screen)
			}
			hs.settle(screen, 2)
			if !hs.s.lookp.look.dragging {
				t.Fatal("no drag in progress")
			}
			shot(t, screen, name+"-drag")
			hs.script.Release(input.Left, to)
			hs.settle(screen, 4)
			shot(t, screen, name+"-moved")
		})
	}
}
