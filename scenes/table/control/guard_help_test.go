package control

import (
	"fmt"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// sapDeck is a green deck with Surge of Sap (+3/+3 until end of turn).
func sapDeck(t *testing.T) []*card.Def {
	return deck(t, "16 Forest", "12 Mossback Grower", "12 Surge of Sap")
}

// sapReady reports whether Ada can cast Surge of Sap in her main phase
// while Bea controls a Mossback Grower; mine is a creature of Ada's, or
// NoObj.
func sapReady(c *Controller) (theirs, mine rules.ObjID, ok bool) {
	if c.Viewer() != 0 || !myMain(c) || inHand(c, "Surge of Sap") == rules.NoObj {
		return rules.NoObj, rules.NoObj, false
	}
	forests := 0
	for _, cv := range c.View().Battlefield {
		if cv.Controller == 0 && cv.Def.Name == "Forest" && !cv.Tapped {
			forests++
		}
	}
	theirs = onBattlefield(c, 1, "Mossback Grower", false)
	mine = onBattlefield(c, 0, "Mossback Grower", false)
	return theirs, mine, forests >= 1 && theirs != rules.NoObj
}

// sapTable drives a game of Ada's sapDeck against Bea's greenDeck, with
// settings (nil: the defaults), until Surge of Sap is ready; need says
// Ada must also control a creature.
func sapTable(t *testing.T, settings *store.Settings, needMine bool) (c *Controller, sap, theirs, mine rules.ObjID) {
	c = newCtl(t, 3, settings, seat("Ada", record.Human, sapDeck(t)), seat("Bea", record.Human, greenDeck(t)))
	drive(t, c, func() bool {
		var ok bool
		theirs, mine, ok = sapReady(c)
		return ok && (!needMine || mine != rules.NoObj)
	})
	return c, inHand(c, "Surge of Sap"), theirs, mine
}

func TestHelpfulDropOnOpponentsCreatureAsksFirst(t *testing.T) {
	c, sap, theirs, _ := sapTable(t, nil, false)
	on := layout.Hit{Kind: layout.HitCard, Obj: theirs, Seat: 1}
	hash := GameForTests(c).Hash()
	if err := c.dropper.Drop(sap, on); err != nil {
		t.Fatal(err)
	}
	want := "Surge of Sap gives Bea's Mossback Grower +3/+3 — cast it anyway?"
	p := c.Prompt()
	if p.Text != want || p.Waiting {
		t.Fatalf("prompt = %q (waiting %v), want %q", p.Text, p.Waiting, want)
	}
	if len(p.Buttons) != 2 || p.Buttons[0].Label != "Cast" || p.Buttons[1].Label != "Cancel" || !p.Buttons[1].Primary || p.Buttons[1].Key != "Esc" {
		t.Fatalf("buttons = %+v, want Cast and Cancel (Esc, the default)", p.Buttons)
	}
	if GameForTests(c).Hash() != hash || GameForTests(c).Obj(sap).Zone != rules.ZoneHand {
		t.Fatal("the spell was cast before the player confirmed")
	}
	for i := 0; i < 5; i++ {
		c.Tick(false)
	}
	if GameForTests(c).Hash() != hash {
		t.Fatal("the game moved on while the question was open")
	}
	// Space presses the default, Cancel: nothing is cast.
	if err := c.OK(); err != nil {
		t.Fatal(err)
	}
	if GameForTests(c).Hash() != hash || c.guards.guardOpen() || c.Prompt().Text == want {
		t.Fatal("Space did not cancel")
	}
	// Asked again, Cast casts it on Bea's creature.
	if err := c.dropper.Drop(sap, on); err != nil {
		t.Fatal(err)
	}
	if err := c.Press(0); err != nil {
		t.Fatal(err)
	}
	c.Tick(false) // auto-pay
	v := c.View()
	if len(v.Stack) != 1 || v.Stack[0].Source.ID != sap || len(v.Stack[0].Targets) != 1 || v.Stack[0].Targets[0].Obj != theirs {
		t.Fatalf("stack = %+v, want Surge of Sap aimed at Bea's Grower", v.Stack)
	}
}

func TestHelpfulDropOnOwnCreatureGoesAhead(t *testing.T) {
	c, sap, _, mine := sapTable(t, nil, true)
	if err := c.dropper.Drop(sap, layout.Hit{Kind: layout.HitCard, Obj: mine, Seat: 0}); err != nil {
		t.Fatal(err)
	}
	if c.guards.guardOpen() {
		t.Fatalf("asked %q about a pump on Ada's own creature", c.guards.guard.text)
	}
	c.Tick(false) // auto-pay
	if v := c.View(); len(v.Stack) != 1 || v.Stack[0].Source.ID != sap || v.Stack[0].Targets[0].Obj != mine {
		t.Fatalf("stack = %+v, want Surge of Sap aimed at Ada's Grower", v.Stack)
	}
}

// Full control changes nothing about the question, as for a harmful
// spell: it asks, and once cast the caster holds priority over the spell.
func TestHelpfulGuardUnderFullControl(t *testing.T) {
	set := store.DefaultSettings()
	set.FullControl = true
	c, sap, theirs, _ := sapTable(t, &set, false)
	if err := c.dropper.Drop(sap, layout.Hit{Kind: layout.HitCard, Obj: theirs, Seat: 1}); err != nil {
		t.Fatal(err)
	}
	if !c.guards.guardOpen() || c.Prompt().Text != "Surge of Sap gives Bea's Mossback Grower +3/+3 — cast it anyway?" {
		t.Fatalf("prompt under full control = %q, want the question", c.Prompt().Text)
	}
	if err := c.Press(0); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 10; i++ {
		c.Tick(false)
	}
	d := GameForTests(c).Pending()
	if d.Seat != 0 || d.Kind != rules.DecidePriority || len(c.View().Stack) != 1 {
		t.Fatalf("pending %v for seat %v with %d on the stack, want Ada's priority over Surge of Sap", d.Kind, d.Seat, len(c.View().Stack))
	}
}

func TestHelpWording(t *testing.T) {
	const bear, bea = "Bea's Bear", "Bea"
	for _, tc := range []struct {
		e        card.Effect
		onPlayer bool
		what     string
		want     string
	}{
		{card.Effect{Kind: card.Pump, Power: 3, Toughness: 3}, false, bear, "gives Bea's Bear +3/+3"},
		{card.Effect{Kind: card.Pump, Power: 2, Toughness: 2, Keywords: card.Keywords(card.Trample)}, false, bear, "gives Bea's Bear +2/+2 and trample"},
		{card.Effect{Kind: card.Pump, Keywords: card.Keywords(card.Hexproof)}, false, bear, "gives Bea's Bear hexproof"},
		{card.Effect{Kind: card.Pump, Power: -2, Toughness: -2}, false, bear, ""},
		{card.Effect{Kind: card.Pump, Power: 2, Toughness: -1}, false, bear, ""},
		{card.Effect{Kind: card.AddCounters, Amount: 1}, false, bear, "puts 1 +1/+1 counter on Bea's Bear"},
		{card.Effect{Kind: card.AddCounters, Amount: 2}, false, bear, "puts 2 +1/+1 counters on Bea's Bear"},
		{card.Effect{Kind: card.Untap}, false, bear, "untaps Bea's Bear"},
		{card.Effect{Kind: card.GainLife, Amount: 3}, true, bea, "makes Bea gain 3 life"},
		{card.Effect{Kind: card.GainLife, Amount: 3}, false, bear, ""},
		{card.Effect{Kind: card.Draw, AmountX: true}, true, bea, "makes Bea draw X cards"},
		{card.Effect{Kind: card.Damage, Amount: 2}, false, bear, ""},
		{card.Effect{Kind: card.Destroy}, false, bear, ""},
		{card.Effect{Kind: card.Tap}, false, bear, ""},
	} {
		if got := helpClause(&tc.e, tc.what, bea, tc.onPlayer); got != tc.want {
			t.Errorf("%v on %s: %q, want %q", tc.e.Kind, tc.what, got, tc.want)
		}
	}
	blessing := &card.Def{Name: "Blessing", Enchant: &card.TargetSpec{Kind: card.CreatureTarget},
		Abilities: []card.Ability{{Kind: card.Static, Static: &card.StaticAbility{Affects: card.AffectsEnchanted, Power: 2, Toughness: 2, Keywords: card.Keywords(card.Flying)}}}}
	if got := fmt.Sprintf(auraHelp(blessing), bear); got != "gives Bea's Bear +2/+2 and flying" {
		t.Errorf("helpful aura: %q", got)
	}
	shackle := &card.Def{Name: "Shackle", Enchant: &card.TargetSpec{Kind: card.CreatureTarget},
		Abilities: []card.Ability{{Kind: card.Static, Static: &card.StaticAbility{Affects: card.AffectsEnchanted, CantAttack: true, CantBlock: true}}}}
	if got := auraHelp(shackle); got != "" {
		t.Errorf("a crippling aura is helpful: %q", got)
	}
}
