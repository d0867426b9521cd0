package control

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// inHandOf returns the ids of seat s's hand.
func inHandOf(c *Controller, s rules.Seat) []rules.ObjID {
	return append([]rules.ObjID(nil), GameForTests(c).Player(s).Hand...)
}

// TestDiscardToHandSizeIsStagedUntilConfirmed: at the cleanup with too
// many cards, a click only marks a card (a second click unmarks it, and
// no more cards than the discard takes are marked), the prompt names the
// marked card and asks, Esc clears the mark, and only the confirmation
// (Enter/Space) discards it.
func TestDiscardToHandSizeIsStagedUntilConfirmed(t *testing.T) {
	c := hotseat(t, 4)
	driveWith(t, c, func() step {
		d := GameForTests(c).Pending()
		switch {
		case d.Kind == rules.DecideChoice && d.Purpose == rules.ChooseCleanupDiscard:
			return stepStop
		case d.Kind == rules.DecidePriority:
			if err := c.OK(); err != nil { // never play anything: the hands grow
				t.Fatal(err)
			}
			return stepDone
		}
		return stepDefault
	})
	me := c.Viewer()
	if n := GameForTests(c).Pending().Count; n != 1 {
		t.Fatalf("the discard takes %d cards, the test one", n)
	}
	hand := inHandOf(c, me)
	hash := GameForTests(c).Hash()
	a, b := hand[0], hand[1]
	name := func(id rules.ObjID) string { return GameForTests(c).Obj(id).Name() }
	click := func(id rules.ObjID) error { return c.Click(layout.Hit{Kind: layout.HitCard, Obj: id, Seat: me}) }
	if err := click(a); err != nil {
		t.Fatal(err)
	}
	if !c.hands.StagedInHand(a) || GameForTests(c).Hash() != hash {
		t.Fatal("a click discarded at once instead of marking the card")
	}
	if c.selector.Selectable(layout.Hit{Kind: layout.HitCard, Obj: a}) || c.selector.Actionable(a) {
		t.Error("a marked card still glows as a pick")
	}
	p := c.Prompt()
	if p.Text != "Discard "+name(a)+"? Press Discard (Space) to confirm, or pick again to change" {
		t.Errorf("prompt %q does not ask about %s by name", p.Text, name(a))
	}
	if len(p.Buttons) == 0 || p.Buttons[0].Label != "Discard" || !p.Buttons[0].Primary {
		t.Errorf("buttons %+v, want Discard first and primary", p.Buttons)
	}
	if err := click(b); err == nil || c.hands.StagedInHand(b) {
		t.Error("a card beyond the count was marked")
	}
	if err := click(a); err != nil || c.hands.StagedInHand(a) {
		t.Fatalf("a second click did not unmark the card (%v)", err)
	}
	if err := click(b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(c.Prompt().Text, name(b)+"?") {
		t.Errorf("prompt %q does not name %s", c.Prompt().Text, name(b))
	}
	if err := c.Cancel(); err != nil || c.hands.StagedInHand(b) || GameForTests(c).Hash() != hash {
		t.Fatalf("Esc did not clear the mark and only it (%v)", err)
	}
	if err := click(a); err != nil {
		t.Fatal(err)
	}
	if err := c.OK(); err != nil {
		t.Fatal(err)
	}
	if z := GameForTests(c).Obj(a).Zone; z != rules.ZoneGraveyard {
		t.Errorf("%s is in %v after the confirmation, want the graveyard", name(a), z)
	}
	if z := GameForTests(c).Obj(b).Zone; z != rules.ZoneHand {
		t.Errorf("%s, unmarked, is in %v", name(b), z)
	}
}

// TestMulliganAsksFirst: Mulligan asks "Mulligan to 6?"; Back (Esc)
// returns to the keep-or-mulligan choice with nothing done, and the
// confirmation (Enter/Space) takes it.
func TestMulliganAsksFirst(t *testing.T) {
	c := hotseat(t, 8)
	if GameForTests(c).Pending().Seat != c.Viewer() {
		c.Tick(false)
		c.LiftCurtain()
	}
	who := c.Viewer()
	hash := GameForTests(c).Hash()
	if err := c.Press(1); err != nil { // Mulligan
		t.Fatal(err)
	}
	p := c.Prompt()
	if !c.Asking() || !strings.HasPrefix(p.Text, "Mulligan to 6?") || GameForTests(c).Hash() != hash {
		t.Fatalf("Mulligan did not ask first: asking %v, prompt %q", c.Asking(), p.Text)
	}
	if len(p.Buttons) != 2 || p.Buttons[0].Label != "Mulligan" || !p.Buttons[0].Primary || p.Buttons[1].Label != "Back" {
		t.Fatalf("buttons %+v", p.Buttons)
	}
	if err := c.Cancel(); err != nil {
		t.Fatal(err)
	}
	if c.Asking() || GameForTests(c).Hash() != hash || c.Prompt().Buttons[0].Label != "Keep" {
		t.Fatalf("Esc did not go back to keeping or not: %+v", c.Prompt())
	}
	if err := c.Press(1); err != nil {
		t.Fatal(err)
	}
	if err := c.OK(); err != nil {
		t.Fatal(err)
	}
	if got := GameForTests(c).Player(who).Mulligans; got != 1 {
		t.Fatalf("mulligans %d after the confirmation, want 1", got)
	}
}

// TestSacrificeAsACostAsksFirst: choosing the creature to sacrifice for
// an ability's cost asks, naming it and the ability's source; Back keeps
// the creature and the choice open, and the confirmation sacrifices it.
func TestSacrificeAsACostAsksFirst(t *testing.T) {
	cooks := deck(t, "17 Swamp", "23 Bonebroth Cook")
	c := newCtl(t, 5, nil, seat("Ada", record.Human, cooks), seat("Bea", record.Human, greenDeck(t)))
	var cook, fodder rules.ObjID
	drive(t, c, func() bool {
		if c.Viewer() != 0 || !myMain(c) {
			return false
		}
		cook, fodder = onBattlefield(c, 0, "Bonebroth Cook", false), rules.NoObj
		for _, cv := range c.View().Battlefield {
			if cv.Controller == 0 && cv.Def.Name == "Bonebroth Cook" && cv.ID != cook {
				fodder = cv.ID
			}
		}
		return cook != rules.NoObj && fodder != rules.NoObj
	})
	if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: cook, Seat: 0}); err != nil {
		t.Fatal(err)
	}
	if d := GameForTests(c).Pending(); d.Kind != rules.DecideTarget {
		t.Fatalf("pending %v, want the creature to sacrifice", d.Kind)
	}
	if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: fodder, Seat: 0}); err != nil {
		t.Fatal(err)
	}
	p := c.Prompt()
	if !c.Asking() || p.Text != "Sacrifice Bonebroth Cook to activate Bonebroth Cook's ability?" {
		t.Fatalf("asking %v, prompt %q", c.Asking(), p.Text)
	}
	if GameForTests(c).Obj(fodder).Zone != rules.ZoneBattlefield {
		t.Fatal("the creature was sacrificed before the confirmation")
	}
	if err := c.Cancel(); err != nil {
		t.Fatal(err)
	}
	if c.Asking() || GameForTests(c).Pending().Kind != rules.DecideTarget || GameForTests(c).Obj(fodder).Zone != rules.ZoneBattlefield {
		t.Fatalf("Back did not return to the choice: pending %v", GameForTests(c).Pending().Kind)
	}
	if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: fodder, Seat: 0}); err != nil {
		t.Fatal(err)
	}
	if err := c.OK(); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5 && GameForTests(c).Obj(fodder).Zone == rules.ZoneBattlefield; i++ {
		c.Tick(false) // the ability costs no mana: it is paid for the player
	}
	if z := GameForTests(c).Obj(fodder).Zone; z != rules.ZoneGraveyard {
		t.Fatalf("the sacrificed creature is in %v", z)
	}
}

// TestQuickStartRemoveTwoCanBeTakenBack: after Remove two nothing has
// reached the engine: Esc unmarks, a second Esc goes back to keeping, and
// keeping still keeps the whole hand.
func TestQuickStartRemoveTwoCanBeTakenBack(t *testing.T) {
	c := draftCtl(t, "live-tableau", 8, seat("Ada", record.Human, greenDeck(t)), seat("Bo", "easy", redDeck(t)))
	drive(t, c, func() bool { return GameForTests(c).Pending().Kind == rules.DecideMulligan })
	hash := GameForTests(c).Hash()
	press := func(label string) {
		t.Helper()
		for i, b := range c.Prompt().Buttons {
			if b.Label == label {
				if err := c.Press(i); err != nil {
					t.Fatal(err)
				}
				return
			}
		}
		t.Fatalf("no %q among %+v", label, c.Prompt().Buttons)
	}
	press("Remove two")
	hand := inHandOf(c, c.Viewer())
	if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: hand[0], Seat: c.Viewer()}); err != nil {
		t.Fatal(err)
	}
	if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: hand[1], Seat: c.Viewer()}); err != nil {
		t.Fatal(err)
	}
	p := c.Prompt().Text
	for _, id := range hand[:2] {
		if !strings.Contains(p, GameForTests(c).Obj(id).Name()) {
			t.Errorf("prompt %q does not name %s", p, GameForTests(c).Obj(id).Name())
		}
	}
	if GameForTests(c).Hash() != hash {
		t.Fatal("marking the cards changed the game")
	}
	if err := c.Cancel(); err != nil || c.hands.StagedInHand(hand[0]) {
		t.Fatalf("Esc did not unmark (%v)", err)
	}
	if err := c.Cancel(); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(c.Prompt().Text, "Keep this hand") {
		t.Fatalf("a second Esc shows %q, want the keep-or-remove choice", c.Prompt().Text)
	}
	press("Keep")
	if got := len(GameForTests(c).Player(0).Hand); got != len(hand) || GameForTests(c).Player(0).Mulligans != 0 {
		t.Fatalf("kept %d cards of %d, mulligans %d", got, len(hand), GameForTests(c).Player(0).Mulligans)
	}
}
