package control

import (
	"fmt"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// ownCreatureReady reports whether Ada can cast Ember Lash in her main
// phase while she controls a creature and Bea a Mossback Grower.
func ownCreatureReady(c *Controller) (rules.ObjID, bool) {
	if !burnReady(c, "Ember Lash", 1) {
		return rules.NoObj, false
	}
	for _, name := range []string{"Sparkrunner", "Scrapheap Tinker", "Bloodrage Brute"} {
		if id := onBattlefield(c, 0, name, false); id != rules.NoObj {
			return id, true
		}
	}
	return rules.NoObj, false
}

func TestHarmfulDropOnOwnCreatureAsksFirst(t *testing.T) {
	c := hotseat(t, 2)
	var mine rules.ObjID
	drive(t, c, func() bool {
		id, ok := ownCreatureReady(c)
		mine = id
		return ok
	})
	lash := inHand(c, "Ember Lash")
	on := layout.Hit{Kind: layout.HitCard, Obj: mine, Seat: 0}
	hash := GameForTests(c).Hash()
	if err := c.dropper.Drop(lash, on); err != nil {
		t.Fatal(err)
	}
	want := "Ember Lash deals 2 damage to your " + c.selector.objName(mine) + " — cast it anyway?"
	p := c.Prompt()
	if p.Text != want || p.Waiting {
		t.Fatalf("prompt = %q (waiting %v), want %q", p.Text, p.Waiting, want)
	}
	if len(p.Buttons) != 2 || p.Buttons[0].Label != "Cast" || p.Buttons[1].Label != "Cancel" || !p.Buttons[1].Primary {
		t.Fatalf("buttons = %+v, want Cast and Cancel (the default)", p.Buttons)
	}
	if GameForTests(c).Hash() != hash || GameForTests(c).Obj(lash).Zone != rules.ZoneHand {
		t.Fatal("the spell was cast before the player confirmed")
	}
	// The question holds the table: nothing passes while it is open.
	for i := 0; i < 5; i++ {
		c.Tick(false)
	}
	if GameForTests(c).Hash() != hash {
		t.Fatal("the game moved on while the question was open")
	}
	// Cancel (Esc) forgets it.
	if err := c.Cancel(); err != nil {
		t.Fatal(err)
	}
	if p := c.Prompt(); p.Text == want || len(p.Buttons) == 0 || p.Buttons[0].Label != "Pass" {
		t.Fatalf("prompt after Cancel = %+v, want the main phase's", p)
	}
	if GameForTests(c).Hash() != hash {
		t.Fatal("Cancel changed the game")
	}
	// Dropped on herself it asks too.
	if err := c.dropper.Drop(lash, layout.Hit{Kind: layout.HitPlayer, Seat: 0}); err != nil {
		t.Fatal(err)
	}
	if p := c.Prompt(); p.Text != "Ember Lash deals 2 damage to you — cast it anyway?" {
		t.Fatalf("prompt = %q", p.Text)
	}
	// Space presses the default, Cancel.
	if err := c.OK(); err != nil {
		t.Fatal(err)
	}
	if GameForTests(c).Hash() != hash || c.guards.guardOpen() {
		t.Fatal("Space did not cancel")
	}
	// Asked again on the creature, Cast casts it there.
	if err := c.dropper.Drop(lash, on); err != nil {
		t.Fatal(err)
	}
	if err := c.Press(0); err != nil {
		t.Fatal(err)
	}
	c.Tick(false) // auto-pay
	v := c.View()
	if len(v.Stack) != 1 || v.Stack[0].Source.ID != lash || len(v.Stack[0].Targets) != 1 || v.Stack[0].Targets[0].Obj != mine {
		t.Fatalf("stack = %+v, want Ember Lash aimed at Ada's creature", v.Stack)
	}
}

func TestHarmfulDropOnOpponentGoesAhead(t *testing.T) {
	c := hotseat(t, 2)
	drive(t, c, func() bool { _, ok := ownCreatureReady(c); return ok })
	lash := inHand(c, "Ember Lash")
	grower := onBattlefield(c, 1, "Mossback Grower", false)
	if err := c.dropper.Drop(lash, layout.Hit{Kind: layout.HitCard, Obj: grower, Seat: 1}); err != nil {
		t.Fatal(err)
	}
	if c.guards.guardOpen() {
		t.Fatalf("asked %q about a spell on the opponent's creature", c.guards.guard.text)
	}
	c.Tick(false) // auto-pay
	if v := c.View(); len(v.Stack) != 1 || v.Stack[0].Source.ID != lash || v.Stack[0].Targets[0].Obj != grower {
		t.Fatalf("stack = %+v, want Ember Lash aimed at the Grower", v.Stack)
	}
}

func TestGuardForgottenWhenThePlayerDoesSomethingElse(t *testing.T) {
	c := hotseat(t, 2)
	var mine rules.ObjID
	drive(t, c, func() bool {
		id, ok := ownCreatureReady(c)
		mine = id
		return ok && len(landsInHand(c)) > 0 && GameForTests(c).Player(0).LandsPlayed == 0
	})
	lash := inHand(c, "Ember Lash")
	if err := c.dropper.Drop(lash, layout.Hit{Kind: layout.HitCard, Obj: mine, Seat: 0}); err != nil {
		t.Fatal(err)
	}
	if !c.guards.guardOpen() {
		t.Fatal("no question")
	}
	land := landsInHand(c)[0]
	if err := c.dropper.Drop(land, layout.Hit{Kind: layout.HitBattlefield, Seat: 0}); err != nil {
		t.Fatal(err)
	}
	if c.guards.guardOpen() || GameForTests(c).Obj(land).Zone != rules.ZoneBattlefield {
		t.Fatal("a land played while the question was open should close it and be played")
	}
	if GameForTests(c).Obj(lash).Zone != rules.ZoneHand {
		t.Fatal("the held-back spell was cast")
	}
}

func TestHarmWording(t *testing.T) {
	for _, tc := range []struct {
		e        card.Effect
		onPlayer bool
		what     string
		want     string
	}{
		{card.Effect{Kind: card.Damage, Amount: 3}, false, "your Grizzled Bear", "deals 3 damage to your Grizzled Bear"},
		{card.Effect{Kind: card.Damage, AmountX: true}, true, "you", "deals X damage to you"},
		{card.Effect{Kind: card.Destroy}, false, "your Bear", "destroys your Bear"},
		{card.Effect{Kind: card.Bounce}, false, "your Bear", "returns your Bear to your hand"},
		{card.Effect{Kind: card.Pump, Power: -2, Toughness: -2}, false, "your Bear", "gives your Bear -2/-2"},
		{card.Effect{Kind: card.Pump, Power: 2, Toughness: 2}, false, "your Bear", ""},
		{card.Effect{Kind: card.CounterSpell}, false, "your Ember Lash", "counters your Ember Lash"},
		{card.Effect{Kind: card.Discard, Amount: 1}, true, "you", "makes you discard 1 card"},
		{card.Effect{Kind: card.Draw, Amount: 2}, true, "you", ""},
		{card.Effect{Kind: card.GainLife, Amount: 3}, true, "you", ""},
		{card.Effect{Kind: card.Untap}, false, "your Bear", ""},
	} {
		if got := harmClause(&tc.e, tc.what, tc.onPlayer); got != tc.want {
			t.Errorf("%v on %s: %q, want %q", tc.e.Kind, tc.what, got, tc.want)
		}
	}
	shackle := &card.Def{Name: "Shackle", Enchant: &card.TargetSpec{Kind: card.CreatureTarget},
		Abilities: []card.Ability{{Kind: card.Static, Static: &card.StaticAbility{Affects: card.AffectsEnchanted, CantAttack: true, CantBlock: true}}}}
	if got := fmt.Sprintf(auraHarm(shackle), "your Bear"); got != "keeps your Bear from attacking and blocking" {
		t.Errorf("aura: %q", got)
	}
	blessing := &card.Def{Name: "Blessing", Enchant: &card.TargetSpec{Kind: card.CreatureTarget},
		Abilities: []card.Ability{{Kind: card.Static, Static: &card.StaticAbility{Affects: card.AffectsEnchanted, Power: 2, Toughness: 2}}}}
	if got := auraHarm(blessing); got != "" {
		t.Errorf("a helpful aura is harmful: %q", got)
	}
}
