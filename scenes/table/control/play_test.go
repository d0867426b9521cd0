package control

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// landsInHand returns the viewer's land cards in hand.
func landsInHand(c *Controller) []rules.ObjID {
	var out []rules.ObjID
	for _, cv := range c.View().Players[c.Viewer()].Hand {
		if cv.Def != nil && cv.Def.IsLand() {
			out = append(out, cv.ID)
		}
	}
	return out
}

// unchanged checks that a refused input left the game and Version alone.
func unchanged(t *testing.T, c *Controller, ver, hash uint64) {
	t.Helper()
	if c.Version() != ver {
		t.Errorf("Version changed from %d to %d", ver, c.Version())
	}
	if GameForTests(c).Hash() != hash {
		t.Error("the game changed")
	}
}

func TestPlayLandByDrag(t *testing.T) {
	c := hotseat(t, 1)
	drive(t, c, func() bool {
		return myMain(c) && GameForTests(c).Player(c.Viewer()).LandsPlayed == 0 && len(landsInHand(c)) >= 2
	})
	lands := landsInHand(c)
	ver := c.Version()
	if !c.dropper.Draggable(lands[0]) || !c.selector.Actionable(lands[0]) {
		t.Fatal("a land in hand should be draggable in the main phase")
	}
	hits := c.dropper.DropTargets(lands[0], nil)
	if len(hits) == 0 || hits[0] != (layout.Hit{Kind: layout.HitBattlefield, Seat: c.Viewer()}) {
		t.Fatalf("drop targets of a land = %v", hits)
	}
	if err := c.dropper.Drop(lands[0], layout.Hit{Kind: layout.HitBattlefield, Seat: c.Viewer()}); err != nil {
		t.Fatal(err)
	}
	if GameForTests(c).Obj(lands[0]).Zone != rules.ZoneBattlefield {
		t.Fatal("the land was not played")
	}
	if c.Version() == ver {
		t.Error("Version did not change")
	}
	if ev := c.Tick(false); len(ev) == 0 || ev[0].Kind != rules.EvPlayLand && ev[0].Kind != rules.EvMove {
		t.Errorf("Tick returned %v, want the land play's events", ev)
	}
	// A second land this turn is refused and changes nothing.
	ver, hash := c.Version(), GameForTests(c).Hash()
	err := c.dropper.Drop(lands[1], layout.Hit{Kind: layout.HitBattlefield, Seat: c.Viewer()})
	if r := refusal(t, err); !strings.Contains(r, "already played a land") {
		t.Errorf("reason = %q", r)
	}
	unchanged(t, c, ver, hash)
	if c.dropper.Draggable(lands[1]) {
		t.Error("a second land should not be draggable")
	}
}

// burnReady reports whether Ada (seat 0) is in her main phase with the
// named spell in hand and n untapped Mountains, and Bea controls a Mossback
// Grower.
func burnReady(c *Controller, spell string, n int) bool {
	if c.Viewer() != 0 || !myMain(c) || inHand(c, spell) == rules.NoObj {
		return false
	}
	untapped := 0
	for _, cv := range c.View().Battlefield {
		if cv.Controller == 0 && cv.Def.Name == "Mountain" && !cv.Tapped {
			untapped++
		}
	}
	return untapped >= n && onBattlefield(c, 1, "Mossback Grower", false) != rules.NoObj
}

func TestCastTargetedSpellOnCreature(t *testing.T) {
	c := hotseat(t, 2)
	drive(t, c, func() bool { return burnReady(c, "Ember Lash", 1) })
	lash := inHand(c, "Ember Lash")
	grower := onBattlefield(c, 1, "Mossback Grower", false)
	found := false
	for _, h := range c.dropper.DropTargets(lash, nil) {
		found = found || h == layout.Hit{Kind: layout.HitCard, Obj: grower, Seat: 1}
	}
	if !found {
		t.Fatal("the Grower should be a drop target of Ember Lash")
	}
	if err := c.dropper.Drop(lash, layout.Hit{Kind: layout.HitCard, Obj: grower, Seat: 1}); err != nil {
		t.Fatal(err)
	}
	c.Tick(false) // auto-pay
	v := c.View()
	if len(v.Stack) != 1 || v.Stack[0].Source.ID != lash || len(v.Stack[0].Targets) != 1 || v.Stack[0].Targets[0].Obj != grower {
		t.Fatalf("stack = %+v, want Ember Lash aimed at the Grower", v.Stack)
	}
	passUntilResolved(t, c)
	if z := GameForTests(c).Obj(grower).Zone; z != rules.ZoneGraveyard {
		t.Errorf("the Grower is in %v, want the graveyard", z)
	}
	if !strings.Contains(strings.Join(c.Log(), "\n"), "Ember Lash") {
		t.Error("the log does not mention Ember Lash")
	}
}

func TestCastTargetedSpellOnPlayer(t *testing.T) {
	c := hotseat(t, 2)
	drive(t, c, func() bool { return burnReady(c, "Ember Lash", 1) })
	life := lifeOf(c, 1)
	if err := c.dropper.Drop(inHand(c, "Ember Lash"), layout.Hit{Kind: layout.HitPlayer, Seat: 1}); err != nil {
		t.Fatal(err)
	}
	c.Tick(false)
	passUntilResolved(t, c)
	if got := lifeOf(c, 1); got != life-2 {
		t.Errorf("Bea's life = %d, want %d", got, life-2)
	}
}

func TestCastOnIllegalTargetIsRefused(t *testing.T) {
	c := hotseat(t, 2)
	drive(t, c, func() bool {
		return burnReady(c, "Ember Lash", 1) && onBattlefield(c, 1, "Forest", false) != rules.NoObj
	})
	lash := inHand(c, "Ember Lash")
	forest := onBattlefield(c, 1, "Forest", false)
	ver, hash := c.Version(), GameForTests(c).Hash()
	actions := len(c.Record().Actions)
	err := c.dropper.Drop(lash, layout.Hit{Kind: layout.HitCard, Obj: forest, Seat: 1})
	if r := refusal(t, err); r != "Ember Lash can't target that" {
		t.Errorf("reason = %q", r)
	}
	unchanged(t, c, ver, hash)
	if GameForTests(c).Obj(lash).Zone != rules.ZoneHand || GameForTests(c).Pending().Kind != rules.DecidePriority {
		t.Error("the cast was not undone")
	}
	if len(c.Record().Actions) != actions {
		t.Error("a refused drop was recorded")
	}
	// A drop on the graveyard pile is no way to play a card either.
	refusal(t, c.dropper.Drop(lash, layout.Hit{Kind: layout.HitGraveyard, Seat: 0}))
	unchanged(t, c, ver, hash)
}

func TestIllegalDropsChangeNothing(t *testing.T) {
	c := hotseat(t, 2)
	// Ada holds Ember Lash with an open Mountain on Bea's turn: she gets
	// priority at Bea's end step (a default stop).
	drive(t, c, func() bool {
		v := c.View()
		return c.Viewer() == 0 && v.Active == 1 && v.Pending.Kind == rules.DecidePriority && len(v.Stack) == 0 &&
			slowSpell(c) != rules.NoObj && len(landsInHand(c)) > 0
	})
	ver, hash := c.Version(), GameForTests(c).Hash()
	spell := slowSpell(c)
	if c.dropper.Draggable(spell) {
		t.Error("a sorcery-speed card should not be draggable on the opponent's turn")
	}
	r := refusal(t, c.dropper.Drop(spell, layout.Hit{Kind: layout.HitBattlefield, Seat: 0}))
	if !strings.Contains(r, "only instants") {
		t.Errorf("reason = %q", r)
	}
	r = refusal(t, c.dropper.Drop(landsInHand(c)[0], layout.Hit{Kind: layout.HitBattlefield, Seat: 0}))
	if !strings.Contains(r, "only on your turn") {
		t.Errorf("reason = %q", r)
	}
	refusal(t, c.Click(layout.Hit{Kind: layout.HitCard, Obj: spell}))
	refusal(t, c.Cancel())
	unchanged(t, c, ver, hash)
	// Once Bea must decide behind the curtain, Ada's input is refused.
	if err := c.OK(); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 50; i++ {
		c.Tick(false)
		if _, up := c.Curtain(); up {
			break
		}
		if d := GameForTests(c).Pending(); d.Seat == 0 {
			if _, auto := c.passes.autoAction(d); !auto {
				autoPlay(t, c)
			}
		}
	}
	if _, up := c.Curtain(); !up {
		t.Fatal("the curtain never came up for Bea")
	}
	ver, hash = c.Version(), GameForTests(c).Hash()
	if r := refusal(t, c.OK()); !strings.Contains(r, "Bea") {
		t.Errorf("reason = %q", r)
	}
	refusal(t, c.dropper.Drop(spell, layout.Hit{Kind: layout.HitBattlefield, Seat: 0}))
	unchanged(t, c, ver, hash)
}

func TestAutoPayOff(t *testing.T) {
	s := store.DefaultSettings()
	s.AutoPay = false
	c := newCtl(t, 2, &s, seat("Ada", record.Human, redDeck(t)), seat("Bea", record.Human, greenDeck(t)))
	drive(t, c, func() bool { return burnReady(c, "Ember Lash", 1) })
	life := lifeOf(c, 1)
	if err := c.dropper.Drop(inHand(c, "Ember Lash"), layout.Hit{Kind: layout.HitPlayer, Seat: 1}); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		c.Tick(false)
	}
	if d := GameForTests(c).Pending(); d.Kind != rules.DecidePay {
		t.Fatalf("pending %v, want pay (auto-pay is off)", d.Kind)
	}
	p := c.Prompt()
	if p.Text != "Pay {R}: click your lands, or Auto-pay (Space)" || p.Waiting {
		t.Errorf("prompt = %+v", p)
	}
	mountain := onBattlefield(c, 0, "Mountain", true)
	if !c.selector.Selectable(layout.Hit{Kind: layout.HitCard, Obj: mountain}) {
		t.Fatal("an untapped Mountain should be selectable while paying")
	}
	if c.selector.Selectable(layout.Hit{Kind: layout.HitPlayer, Seat: 1}) {
		t.Error("a player is no mana source")
	}
	if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: mountain}); err != nil {
		t.Fatal(err)
	}
	if !GameForTests(c).Obj(mountain).Tapped {
		t.Fatal("the Mountain was not tapped")
	}
	c.Tick(false) // the pool pays now
	if v := c.View(); len(v.Stack) != 1 {
		t.Fatalf("stack = %+v, want Ember Lash", v.Stack)
	}
	passUntilResolved(t, c)
	if got := lifeOf(c, 1); got != life-2 {
		t.Errorf("Bea's life = %d, want %d", got, life-2)
	}
}

func TestAutoPayOn(t *testing.T) {
	c := hotseat(t, 2)
	drive(t, c, func() bool { return burnReady(c, "Ember Lash", 1) })
	if err := c.dropper.Drop(inHand(c, "Ember Lash"), layout.Hit{Kind: layout.HitPlayer, Seat: 1}); err != nil {
		t.Fatal(err)
	}
	if d := GameForTests(c).Pending(); d.Kind != rules.DecidePay {
		t.Fatalf("pending %v, want pay", d.Kind)
	}
	c.Tick(false)
	if v := c.View(); len(v.Stack) != 1 {
		t.Fatalf("Tick did not auto-pay: stack %+v, pending %v", v.Stack, v.Pending.Kind)
	}
}

func TestXSpell(t *testing.T) {
	c := hotseat(t, 3)
	drive(t, c, func() bool { return burnReady(c, "Kiln Blast", 3) })
	blast := inHand(c, "Kiln Blast")
	life := lifeOf(c, 1)
	if err := c.dropper.Drop(blast, layout.Hit{Kind: layout.HitPlayer, Seat: 1}); err != nil {
		t.Fatal(err)
	}
	if d := GameForTests(c).Pending(); d.Kind != rules.DecideX {
		t.Fatalf("pending %v, want X", d.Kind)
	}
	if p := c.Prompt(); p.Text != "Choose X for Kiln Blast" {
		t.Errorf("prompt %q", p.Text)
	}
	choices := c.selector.Choices()
	pick := -1
	for i, ch := range choices {
		if ch.Label == "X = 2" {
			pick = i
		}
	}
	if pick < 0 {
		t.Fatalf("choices %v have no X = 2", choices)
	}
	if err := c.selector.PickChoice(pick); err != nil {
		t.Fatal(err)
	}
	if d := GameForTests(c).Pending(); d.Kind != rules.DecidePay {
		t.Fatalf("pending %v after X: the drop's target was not taken", d.Kind)
	}
	c.Tick(false)
	v := c.View()
	if len(v.Stack) != 1 || v.Stack[0].X != 2 || !v.Stack[0].Targets[0].IsPlayer() || v.Stack[0].Targets[0].Player != 1 {
		t.Fatalf("stack = %+v", v.Stack)
	}
	passUntilResolved(t, c)
	if got := lifeOf(c, 1); got != life-2 {
		t.Errorf("Bea's life = %d, want %d", got, life-2)
	}
}

func TestActivateAbilityByClick(t *testing.T) {
	c := hotseat(t, 4)
	var tinker rules.ObjID
	drive(t, c, func() bool {
		if c.Viewer() != 0 || !myMain(c) || len(c.View().Players[0].Hand) == 0 {
			return false
		}
		for _, cv := range c.View().Battlefield {
			if cv.Controller == 0 && cv.Def.Name == "Scrapheap Tinker" && !cv.Tapped && !cv.SummoningSick {
				tinker = cv.ID
				return true
			}
		}
		return false
	})
	if !c.selector.Actionable(tinker) {
		t.Fatal("the Tinker's ability should make it actionable")
	}
	hand := len(c.View().Players[0].Hand)
	if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: tinker, Seat: 0}); err != nil {
		t.Fatal(err)
	}
	// The ability costs no mana: paying is automatic, then a card is discarded.
	for i := 0; i < 3 && GameForTests(c).Pending().Kind != rules.DecideChoice; i++ {
		c.Tick(false)
	}
	d := GameForTests(c).Pending()
	if d.Kind != rules.DecideChoice || d.Purpose != rules.ChooseDiscard {
		t.Fatalf("pending %v %v, want the discard", d.Kind, d.Purpose)
	}
	if p := c.Prompt(); p.Text != "Choose a card to discard: click it in your hand" {
		t.Errorf("prompt %q", p.Text)
	}
	discard := c.View().Players[0].Hand[0].ID
	if !c.selector.Selectable(layout.Hit{Kind: layout.HitCard, Obj: discard}) {
		t.Fatal("a hand card should be selectable for the discard")
	}
	if c.selector.Selectable(layout.Hit{Kind: layout.HitCard, Obj: tinker}) {
		t.Error("the Tinker is not in the hand")
	}
	if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: discard}); err != nil {
		t.Fatal(err)
	}
	if err := c.OK(); err != nil { // "Discard it?" — yes
		t.Fatal(err)
	}
	if GameForTests(c).Obj(discard).Zone != rules.ZoneGraveyard {
		t.Fatal("the card was not discarded")
	}
	passUntilResolved(t, c)
	if !GameForTests(c).Obj(tinker).Tapped {
		t.Error("the Tinker did not tap")
	}
	if got := len(c.View().Players[0].Hand); got != hand {
		t.Errorf("hand = %d cards, want %d (one discarded, one drawn)", got, hand)
	}
}

// slowSpell returns a card in the viewer's hand that is neither a land nor
// an instant, or NoObj.
func slowSpell(c *Controller) rules.ObjID {
	for _, cv := range c.View().Players[c.Viewer()].Hand {
		if cv.Def != nil && !cv.Def.IsLand() && !cv.Def.Types.Has(card.Instant) {
			return cv.ID
		}
	}
	return rules.NoObj
}

func TestDropOnHandCardOrLandDropIsRefused(t *testing.T) {
	c := hotseat(t, 2)
	drive(t, c, func() bool {
		return burnReady(c, "Ember Lash", 1) && len(c.View().Players[0].Hand) >= 2 && len(landsInHand(c)) == 0
	})
	lash := inHand(c, "Ember Lash")
	var other rules.ObjID
	for _, cv := range c.View().Players[0].Hand {
		if cv.ID != lash {
			other = cv.ID
		}
	}
	ver, hash := c.Version(), GameForTests(c).Hash()
	if r := refusal(t, c.dropper.Drop(lash, layout.Hit{Kind: layout.HitCard, Obj: other, Seat: 0})); r != "Drop Ember Lash on the table to play it" {
		t.Errorf("reason %q", r)
	}
	// The plain game has no play-as-land area: a spell is no land.
	refusal(t, c.dropper.Drop(lash, layout.Hit{Kind: layout.HitLandDrop, Seat: 0}))
	unchanged(t, c, ver, hash)
	if layout.HitLandDrop.String() != "land drop" {
		t.Errorf("layout.HitLandDrop = %q", layout.HitLandDrop.String())
	}
}

// After casting, the caster is not asked again about their own spell: the
// pass is automatic and the opponent gets to answer it.
func TestOwnSpellPassesToTheOpponent(t *testing.T) {
	c := hotseat(t, 2)
	drive(t, c, func() bool { return burnReady(c, "Ember Lash", 1) })
	caster := c.Viewer()
	lash := inHand(c, "Ember Lash")
	if err := c.dropper.Drop(lash, layout.Hit{Kind: layout.HitPlayer, Seat: 1}); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5 && GameForTests(c).Pending().Kind != rules.DecidePriority; i++ {
		c.Tick(false) // auto-pay: one action per tick, so the pass waits
	}
	if p := c.Prompt(); !p.Waiting || len(p.Buttons) != 0 || p.Text != "Ember Lash resolves…" {
		t.Errorf("prompt while passing = %+v, want a waiting \"Ember Lash resolves…\" with no buttons", p)
	}
	for i := 0; i < 5 && GameForTests(c).Pending().Seat == caster; i++ {
		c.Tick(false)
	}
	d := GameForTests(c).Pending()
	if d.Seat == caster || d.Kind != rules.DecidePriority {
		t.Fatalf("pending = %v for seat %v, want the opponent's priority", d.Kind, d.Seat)
	}
	if v := c.View(); len(v.Stack) != 1 || v.Stack[0].Source.ID != lash {
		t.Fatalf("stack = %+v, want Ember Lash waiting for an answer", v.Stack)
	}
}
