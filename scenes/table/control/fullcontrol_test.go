package control

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// With full control the caster keeps priority on their own spell and may
// answer it; Pass then hands it to the opponent.
func TestFullControlHoldsPriorityOnOwnSpell(t *testing.T) {
	set := store.DefaultSettings()
	set.FullControl = true
	c := newCtl(t, 2, &set, seat("Ada", record.Human, redDeck(t)), seat("Bea", record.Human, greenDeck(t)))
	drive(t, c, func() bool { return burnReady(c, "Ember Lash", 1) })
	caster := c.Viewer()
	lash := inHand(c, "Ember Lash")
	if err := c.dropper.Drop(lash, layout.Hit{Kind: layout.HitPlayer, Seat: 1}); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 10; i++ {
		c.Tick(false) // auto-pay, then nothing: the caster holds priority
	}
	d := GameForTests(c).Pending()
	if d.Seat != caster || d.Kind != rules.DecidePriority || len(c.View().Stack) != 1 {
		t.Fatalf("pending %v for seat %v with %d on the stack, want the caster's priority over Ember Lash", d.Kind, d.Seat, len(c.View().Stack))
	}
	p := c.Prompt()
	want := "Full control: you cast Ember Lash — answer it yourself, or Pass (Space) to let the others answer (" + PassKeysHint + ")"
	if p.Waiting || p.Text != want || len(p.Buttons) != 1 || p.Buttons[0].Label != "Pass" {
		t.Fatalf("prompt = %+v, want %q with Pass", p, want)
	}
	if err := c.OK(); err != nil {
		t.Fatal(err)
	}
	if d := GameForTests(c).Pending(); d.Seat == caster || len(c.View().Stack) != 1 {
		t.Fatalf("after Pass: pending seat %v, stack %d; want the opponent answering Ember Lash", d.Seat, len(c.View().Stack))
	}
}

// Off (the default), the same cast passes at once (see also
// TestOwnSpellPassesToTheOpponent).
func TestFullControlOffPassesOwnSpell(t *testing.T) {
	c := hotseat(t, 2)
	drive(t, c, func() bool { return burnReady(c, "Ember Lash", 1) })
	caster := c.Viewer()
	if err := c.dropper.Drop(inHand(c, "Ember Lash"), layout.Hit{Kind: layout.HitPlayer, Seat: 1}); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 10 && GameForTests(c).Pending().Seat == caster; i++ {
		c.Tick(false)
	}
	if d := GameForTests(c).Pending(); d.Seat == caster {
		t.Fatalf("the caster still decides (%v) without full control", d.Kind)
	}
}
