package control

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// attackers returns the creatures of the viewer that may attack now.
func attackers(c *Controller) []rules.ObjID {
	var out []rules.ObjID
	for _, a := range c.legalNow() {
		if a.Kind == rules.ActAttack {
			out = append(out, a.Obj)
		}
	}
	return out
}

func TestAttackByDragThenOK(t *testing.T) {
	c := hotseat(t, 5)
	drive(t, c, func() bool {
		return c.Viewer() == 0 && GameForTests(c).Pending().Kind == rules.DecideAttackers && len(attackers(c)) >= 2
	})
	if p := c.Prompt(); p.Text != "Declare attackers: drag creatures onto an opponent, then Attack (Space)" ||
		len(p.Buttons) != 1 || p.Buttons[0].Label != "No attacks" || !p.Buttons[0].Primary {
		t.Fatalf("prompt = %+v", p)
	}
	atk := attackers(c)
	first, second := atk[0], atk[1]
	if !c.dropper.Draggable(first) {
		t.Fatal("an attacker should be draggable")
	}
	hits := c.dropper.DropTargets(first, nil)
	if len(hits) != 2 || hits[0] != (layout.Hit{Kind: layout.HitPlayer, Seat: 1}) {
		t.Errorf("drop targets = %v", hits)
	}
	hash, ver := GameForTests(c).Hash(), c.Version()
	// Onto oneself: refused.
	refusal(t, c.dropper.Drop(first, layout.Hit{Kind: layout.HitPlayer, Seat: 0}))
	unchanged(t, c, ver, hash)
	if err := c.dropper.Drop(first, layout.Hit{Kind: layout.HitPlayer, Seat: 1}); err != nil {
		t.Fatal(err)
	}
	if s, ok := c.combat.StagedAttack(first); !ok || s != 1 {
		t.Fatalf("StagedAttack = %v %v", s, ok)
	}
	if GameForTests(c).Hash() != hash || c.Version() == ver {
		t.Error("staging must change Version but not the game")
	}
	// Click stages the second, clicking it again unstages it, and again stages it.
	for i := 0; i < 3; i++ {
		if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: second, Seat: 0}); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok := c.combat.StagedAttack(second); !ok {
		t.Fatal("the second creature is not staged")
	}
	if p := c.Prompt(); p.Buttons[0].Label != "Attack with 2" {
		t.Errorf("buttons = %+v", p.Buttons)
	}
	// Esc clears the staging; drag again and confirm.
	if err := c.Cancel(); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.combat.StagedAttack(first); ok {
		t.Fatal("Cancel did not clear the staging")
	}
	if err := c.dropper.Drop(first, layout.Hit{Kind: layout.HitBattlefield, Seat: 1}); err != nil {
		t.Fatal(err)
	}
	if err := c.OK(); err != nil {
		t.Fatal(err)
	}
	if got := GameForTests(c).Obj(first).Attacking; got != 1 {
		t.Errorf("the attacker attacks %v, want P2", got)
	}
	if GameForTests(c).Obj(second).Attacking != rules.NoSeat {
		t.Error("the unstaged creature attacks")
	}
	if _, ok := c.combat.StagedAttack(first); ok {
		t.Error("staging outlived the declaration")
	}
	found := false
	for _, e := range c.Tick(false) {
		found = found || e.Kind == rules.EvAttack && e.Obj == first
	}
	if !found {
		t.Error("Tick did not return the attack event")
	}
}

func TestBlockByDragThenOK(t *testing.T) {
	c := hotseat(t, 6)
	var attacker rules.ObjID
	driveWith(t, c, func() step {
		d := GameForTests(c).Pending()
		switch {
		case d.Kind == rules.DecideAttackers && c.Viewer() == 0:
			// Ada attacks with everything.
			for _, a := range attackers(c) {
				if err := c.dropper.Drop(a, layout.Hit{Kind: layout.HitPlayer, Seat: 1}); err != nil {
					t.Fatal(err)
				}
			}
			if err := c.OK(); err != nil {
				t.Fatal(err)
			}
			return stepDone
		case d.Kind == rules.DecideBlockers && c.Viewer() == 1:
			return stepStop
		}
		return stepDefault
	})
	if p := c.Prompt(); !strings.HasPrefix(p.Text, "Ada is attacking you: drag your creatures onto attackers to block") {
		t.Errorf("prompt %q", p.Text)
	}
	var blocker rules.ObjID = rules.NoObj
	for _, a := range c.legalNow() {
		if a.Kind == rules.ActBlock {
			blocker, attacker = a.Obj, a.Target.Obj
			break
		}
	}
	if blocker == rules.NoObj {
		t.Fatal("no block is legal")
	}
	hits := c.dropper.DropTargets(blocker, nil)
	found := false
	for _, h := range hits {
		found = found || h.Kind == layout.HitCard && h.Obj == attacker
	}
	if !found {
		t.Errorf("drop targets %v lack the attacker", hits)
	}
	hash := GameForTests(c).Hash()
	refusal(t, c.dropper.Drop(blocker, layout.Hit{Kind: layout.HitPlayer, Seat: 0}))
	if err := c.dropper.Drop(blocker, layout.Hit{Kind: layout.HitCard, Obj: attacker, Seat: 0}); err != nil {
		t.Fatal(err)
	}
	if a, ok := c.combat.StagedBlock(blocker); !ok || a != attacker {
		t.Fatalf("StagedBlock = %v %v", a, ok)
	}
	if GameForTests(c).Hash() != hash {
		t.Error("staging changed the game")
	}
	if p := c.Prompt(); p.Buttons[0].Label != "Block with 1" || !p.Buttons[0].Primary {
		t.Errorf("buttons %+v", p.Buttons)
	}
	if err := c.OK(); err != nil {
		t.Fatal(err)
	}
	if got := GameForTests(c).Obj(blocker).BlockingObj; got != attacker {
		t.Errorf("the blocker blocks %v, want %v", got, attacker)
	}
}
