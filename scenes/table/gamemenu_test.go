package table

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// menuLabels returns the open menu's button labels.
func (hs *harness) menuLabels() []string {
	var out []string
	for _, e := range hs.s.tmenu.menuEntries() {
		out = append(out, e.label)
	}
	return out
}

// pressMenu clicks the open menu's button labelled label.
func (hs *harness) pressMenu(label string) {
	hs.t.Helper()
	_, rects := hs.s.tmenu.menuLayout()
	for i, e := range hs.s.tmenu.menuEntries() {
		if e.label == label {
			hs.script.Click(rects[i].Center())
			hs.run(1)
			return
		}
	}
	hs.t.Fatalf("the menu has no %q: %v", label, hs.menuLabels())
}

// pressButton clicks the prompt's button labelled label.
func (hs *harness) pressButton(label string) {
	hs.t.Helper()
	for i, b := range hs.ctrl().Prompt().Buttons {
		if b.Label == label && i < len(hs.s.lay.Buttons) {
			hs.script.Click(hs.s.lay.Buttons[i].Center())
			hs.run(1)
			return
		}
	}
	hs.t.Fatalf("no button %q in %+v", label, hs.ctrl().Prompt().Buttons)
}

// againstComputer is a game of a person (seat 0) against an easy computer.
func againstComputer(t *testing.T, seed uint64, stop func(g *rules.Game) bool) *record.Record {
	t.Helper()
	r := tabletest.Record(t, seed, 0, record.Human, "easy")
	if stop != nil {
		if g := tabletest.PlayForward(t, r, true, stop); g.Over() {
			t.Skip("the game ended before the wanted moment")
		}
	}
	return r
}

// TestMulliganAsksAtTheTable: the Mulligan button asks "Mulligan to 6?";
// Esc goes back with the hand kept as it was; Enter takes the mulligan.
func TestMulliganAsksAtTheTable(t *testing.T) {
	svc := services(t, false, 0)
	hs := newHarness(t, againstComputer(t, 8, nil), svc, 1280, 720)
	for i := 0; i < 5000 && (hs.view().Pending.Kind != rules.DecideMulligan || hs.view().Pending.Seat != 0); i++ {
		hs.tick(1)
		time.Sleep(time.Millisecond) // the computer decides its own mulligan on its goroutine
	}
	if d := hs.view().Pending; d.Kind != rules.DecideMulligan || d.Seat != 0 {
		t.Fatalf("pending %+v, want my mulligan", d)
	}
	hs.pressButton("Mulligan")
	if p := hs.ctrl().Prompt(); !strings.HasPrefix(p.Text, "Mulligan to 6?") || control.GameForTests(hs.ctrl()).Player(0).Mulligans != 0 {
		t.Fatalf("prompt %q, mulligans %d", p.Text, control.GameForTests(hs.ctrl()).Player(0).Mulligans)
	}
	hs.script.Key(input.KeyEscape)
	hs.run(1)
	if hs.ctrl().Asking() || hs.s.tmenu.menu.open {
		t.Fatal("Esc did not go back to the mulligan choice")
	}
	hs.pressButton("Mulligan")
	hs.script.Key(input.KeyEnter)
	hs.run(1)
	if got := control.GameForTests(hs.ctrl()).Player(0).Mulligans; got != 1 {
		t.Fatalf("mulligans %d after Enter", got)
	}
}

// TestDiscardIsStagedAtTheTable: at the cleanup with too many cards a
// click marks a hand card (it stays in the hand, tagged), Esc unmarks it,
// and the Discard button discards it.
func TestDiscardIsStagedAtTheTable(t *testing.T) {
	rec := againstComputer(t, 19, func(g *rules.Game) bool {
		d := g.Pending()
		return d.Seat == 0 && d.Kind == rules.DecideChoice && d.Purpose == rules.ChooseCleanupDiscard
	})
	svc := services(t, false, 0)
	hs := newHarness(t, rec, svc, 1280, 720)
	hs.tick(3)
	hand := playerView(hs.view(), 0).Hand
	card := hand[0].ID
	hs.script.Click(hs.cardAt(card))
	hs.run(1)
	if !hs.ctrl().HandPicks().StagedInHand(card) || control.GameForTests(hs.ctrl()).Obj(card).Zone != rules.ZoneHand {
		t.Fatal("the click did not mark the card in the hand")
	}
	i := slices.IndexFunc(hs.s.lay.Cards, func(c layout.Card) bool { return c.Obj == card })
	if i < 0 || hs.s.flags[i]&cardStagedOut == 0 {
		t.Error("the marked card is not drawn marked")
	}
	if !strings.HasPrefix(hs.ctrl().Prompt().Text, "Discard "+hand[0].Def.Name+"?") {
		t.Errorf("prompt %q", hs.ctrl().Prompt().Text)
	}
	hs.script.Key(input.KeyEscape)
	hs.run(1)
	if hs.ctrl().HandPicks().StagedInHand(card) || hs.s.tmenu.menu.open {
		t.Fatal("Esc did not unmark the card")
	}
	hs.script.Click(hs.cardAt(card))
	hs.run(1)
	hs.pressButton("Discard")
	if z := control.GameForTests(hs.ctrl()).Obj(card).Zone; z != rules.ZoneGraveyard {
		t.Fatalf("the card is in %v after Discard", z)
	}
}

// TestTheCurtainsMenuOffersNoConcession: on the hot-seat curtain the
// menu leaves (saving) but nobody concedes for the person not yet there.
func TestTheCurtainsMenuOffersNoConcession(t *testing.T) {
	svc := services(t, false, 0)
	nav := &navSpy{}
	svc.Nav = nav
	hs := newHarness(t, humans(t, 3, 0, nil), svc, 1280, 720)
	hs.tick(60)
	hs.script.Click(hs.s.lay.Menu.Center())
	hs.run(1)
	if got := hs.menuLabels(); !slices.Equal(got, []string{"Back to the game", "Save and leave"}) {
		t.Fatalf("the curtain's menu %v", got)
	}
	hs.pressMenu("Back to the game")
	if _, up := hs.ctrl().Curtain(); !up || hs.s.tmenu.menu.open {
		t.Fatal("closing the menu lifted the curtain, or did not close it")
	}
}
