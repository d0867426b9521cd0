package control

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// draftCtl starts a controller on a new Live-Draft game (the seats'
// decks make up the common library) with synchronous computers.
func draftCtl(t *testing.T, variant string, seed uint64, seats ...record.Seat) *Controller {
	t.Helper()
	rec := &record.Record{Variant: variant, Seed: seed, MaxTurns: 80, Seats: seats}
	s := store.DefaultSettings()
	c, err := New(rec, Options{Settings: &s, syncAI: true, aiOpts: []ai.Option{ai.WithIterations(8)}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

// blackDeck has swamps and Scrounge the Scraps (draw two, lose 2 life).
func blackDeck(t *testing.T) []*card.Def {
	return deck(t, "18 Swamp", "12 Scrounge the Scraps", "10 Mossback Grower")
}

// myChoice reports whether the viewer has a choice of purpose p.
func myChoice(c *Controller, p rules.Purpose) bool {
	d := GameForTests(c).Pending()
	return d.Seat == c.Viewer() && d.Kind == rules.DecideChoice && d.Purpose == p
}

// rowAt returns the row's card i.
func rowAt(c *Controller, i int) rules.ObjID { return c.View().Row[i].ID }

// TestDraftClickRowCard draws from a pipeline by clicking a row card: the
// prompt says it is a draw, the row's cards are picks on the table (no
// choices panel), and a click puts the card in my hand and moves the
// pipeline on.
func TestDraftClickRowCard(t *testing.T) {
	c := draftCtl(t, "live-pipeline", 3, seat("Ada", record.Human, greenDeck(t)), seat("Bo", "easy", redDeck(t)))
	drive(t, c, func() bool { return myChoice(c, rules.ChooseDraw) && GameForTests(c).Turn() > 0 })
	if p := c.Prompt().Text; !strings.HasPrefix(p, "Draw: take a card from the pipeline") {
		t.Errorf("prompt %q", p)
	}
	if n := len(c.selector.Choices()); n != 0 {
		t.Errorf("the draw offers %d picks on the choices panel", n)
	}
	left, taken := rowAt(c, 0), rowAt(c, 4)
	for i := range c.View().Row {
		h := layout.Hit{Kind: layout.HitCard, Obj: rowAt(c, i), Seat: rules.NoSeat}
		if !c.selector.Selectable(h) || !c.dropper.Draggable(h.Obj) {
			t.Errorf("row card %d is not a pick", i)
		}
	}
	if err := c.Click(layout.Hit{Kind: layout.HitLibrary, Seat: c.Viewer()}); err == nil {
		t.Error("a click on the library draws from a pipeline")
	}
	if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: taken, Seat: rules.NoSeat}); err != nil {
		t.Fatal(err)
	}
	g := GameForTests(c)
	if o := g.Obj(taken); o.Zone != rules.ZoneHand || o.Owner != c.Viewer() {
		t.Errorf("the card clicked is in %v of seat %d", o.Zone, o.Owner)
	}
	if o := g.Obj(left); o.Zone != rules.ZoneRemoved {
		t.Errorf("the leftmost card is in %v, not removed", o.Zone)
	}
	if len(c.View().Row) != rules.RowSize {
		t.Errorf("the row holds %d cards after the draw", len(c.View().Row))
	}
	if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: rowAt(c, 0), Seat: rules.NoSeat}); err == nil {
		t.Error("a row card was drawn out of turn")
	} else if r := refusal(t, err); !strings.Contains(r, "pipeline") {
		t.Errorf("refusal %q", r)
	}
}

// TestDraftDragRowCardIntoHand draws from a tableau by dragging a row
// card into my hand; a drop elsewhere is refused and changes nothing.
func TestDraftDragRowCardIntoHand(t *testing.T) {
	c := draftCtl(t, "live-tableau", 4, seat("Ada", record.Human, greenDeck(t)), seat("Bo", "easy", redDeck(t)))
	drive(t, c, func() bool { return myChoice(c, rules.ChooseDraw) && GameForTests(c).Turn() > 0 })
	obj := rowAt(c, 2)
	targets := c.dropper.DropTargets(obj, nil)
	if len(targets) != 1 || targets[0].Kind != layout.HitHand || targets[0].Seat != c.Viewer() {
		t.Fatalf("drop targets %+v, want my hand", targets)
	}
	ver := c.Version()
	if err := c.dropper.Drop(obj, layout.Hit{Kind: layout.HitPlayer, Seat: 1}); err == nil || c.Version() != ver {
		t.Fatal("a row card dropped on the opponent was drawn")
	}
	if err := c.dropper.Drop(obj, layout.Hit{Kind: layout.HitHand, Seat: c.Viewer()}); err != nil {
		t.Fatal(err)
	}
	if o := GameForTests(c).Obj(obj); o.Zone != rules.ZoneHand || o.Owner != c.Viewer() {
		t.Errorf("the card dragged is in %v", o.Zone)
	}
	if id := c.View().Row[2].ID; id == obj || len(c.View().Row) != rules.RowSize {
		t.Errorf("the tableau was not refilled in place")
	}
}

// TestDraftEffectDrawsFromRow casts a "draw two" sorcery: its draw is
// taken from the pipeline one card at a time like the turn's, the
// prompt naming the spell and how many remain, the spell on the stack
// meanwhile.
func TestDraftEffectDrawsFromRow(t *testing.T) {
	c := draftCtl(t, "live-pipeline", 5, seat("Ada", record.Human, blackDeck(t)), seat("Bo", "easy", greenDeck(t)))
	cast := false
	var prompts []string
	driveWith(t, c, func() step {
		d := GameForTests(c).Pending()
		if myChoice(c, rules.ChooseDraw) && d.Source != rules.NoObj {
			prompts = append(prompts, c.Prompt().Text)
			if len(c.View().Stack) == 0 {
				t.Fatal("the spell drawing is not on the stack")
			}
			if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: rowAt(c, len(c.View().Row)-1)}); err != nil {
				t.Fatal(err)
			}
			if len(prompts) == 2 {
				return stepStop
			}
			return stepDone
		}
		if !cast && myMain(c) {
			if id := inHand(c, "Scrounge the Scraps"); id != rules.NoObj && c.dropper.Draggable(id) {
				if err := c.dropper.Drop(id, layout.Hit{Kind: layout.HitBattlefield, Seat: c.Viewer()}); err == nil {
					cast = true
					return stepDone
				}
			}
		}
		return stepDefault
	})
	want := []string{
		"Draw for Scrounge the Scraps: take a card from the pipeline (1 more to draw after this one)",
		"Draw for Scrounge the Scraps: take a card from the pipeline —",
	}
	for i, w := range want {
		if !strings.HasPrefix(prompts[i], w) {
			t.Errorf("prompt %d: %q, want %q…", i+1, prompts[i], w)
		}
	}
}

// TestDraftRummyClicks plays rummy's decisions by clicks: the opening
// discards on hand cards, the pile's top card, the library for two and
// the discard after it, and a drag of a hand card onto the pile.
func TestDraftRummyClicks(t *testing.T) {
	c := draftCtl(t, "live-rummy", 6, seat("Ada", record.Human, greenDeck(t)), seat("Bo", "easy", redDeck(t)))
	drive(t, c, func() bool { return myChoice(c, rules.ChoosePile) })
	if p := c.Prompt().Text; !strings.Contains(p, "Discard down to seven") || !strings.Contains(p, "(0 of 7 chosen)") {
		t.Errorf("opening discard prompt %q", p)
	}
	// The start's discards are marked in the hand, by click or by a drag
	// onto the pile, and go onto the pile only once confirmed.
	hash := GameForTests(c).Hash()
	hand := c.View().Players[c.Viewer()].Hand
	h := layout.Hit{Kind: layout.HitCard, Obj: hand[0].ID, Seat: c.Viewer()}
	if !c.selector.Selectable(h) {
		t.Error("a hand card is not a pick for the discard")
	}
	if err := c.Click(h); err != nil {
		t.Fatal(err)
	}
	if o := GameForTests(c).Obj(h.Obj); o.Zone != rules.ZoneHand || !c.hands.StagedInHand(h.Obj) || GameForTests(c).Hash() != hash {
		t.Fatalf("the card clicked is in %v, marked %v: the click did more than mark it", o.Zone, c.hands.StagedInHand(h.Obj))
	}
	obj := hand[1].ID
	if tg := c.dropper.DropTargets(obj, nil); len(tg) != 1 || tg[0].Kind != layout.HitPile {
		t.Fatalf("drop targets %+v, want the pile", tg)
	}
	if err := c.dropper.Drop(obj, layout.Hit{Kind: layout.HitPile, Obj: rules.NoObj, Seat: rules.NoSeat}); err != nil {
		t.Fatal(err)
	}
	if !c.hands.StagedInHand(obj) || GameForTests(c).Hash() != hash {
		t.Fatal("the card dropped on the pile was not marked, or was put there at once")
	}
	for _, cv := range hand[2:7] {
		if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: cv.ID, Seat: c.Viewer()}); err != nil {
			t.Fatal(err)
		}
	}
	p := c.Prompt()
	if !strings.HasPrefix(p.Text, "Put ") || !strings.Contains(p.Text, "onto the common pile? Press Discard (Space)") ||
		len(p.Buttons) == 0 || p.Buttons[0].Label != "Discard" {
		t.Fatalf("with seven marked the prompt is %q with %+v", p.Text, p.Buttons)
	}
	if err := c.Press(0); err != nil {
		t.Fatal(err)
	}
	for _, cv := range hand[:7] {
		if o := GameForTests(c).Obj(cv.ID); o.Zone != rules.ZonePile {
			t.Fatalf("confirmed, %s is in %v", cv.Def.Name, o.Zone)
		}
	}
	// The first draws: the top card, then two from the library.
	drive(t, c, func() bool { return myChoice(c, rules.ChooseRummy) && len(c.View().Pile) > 0 })
	if p := c.Prompt().Text; !strings.HasPrefix(p, "Draw: take the pile's top card, or draw two and then discard one") {
		t.Errorf("rummy prompt %q", p)
	}
	pile := c.View().Pile
	top := pile[len(pile)-1].ID
	if !c.selector.Selectable(layout.Hit{Kind: layout.HitPile, Obj: top}) || !c.selector.Selectable(layout.Hit{Kind: layout.HitLibrary, Seat: c.Viewer()}) {
		t.Error("the pile's top card or the library is not a pick")
	}
	if c.selector.Selectable(layout.Hit{Kind: layout.HitPile, Obj: pile[0].ID}) && len(pile) > 1 {
		t.Error("a card under the pile's top is a pick")
	}
	if err := c.Click(layout.Hit{Kind: layout.HitPile, Obj: top}); err != nil {
		t.Fatal(err)
	}
	if o := GameForTests(c).Obj(top); o.Zone != rules.ZoneHand || !o.Shown {
		t.Errorf("the pile's top card is in %v (shown %v)", o.Zone, o.Shown)
	}
	drive(t, c, func() bool { return myChoice(c, rules.ChooseRummy) })
	n := len(c.View().Players[c.Viewer()].Hand)
	if err := c.Click(layout.Hit{Kind: layout.HitLibrary, Seat: c.Viewer()}); err != nil {
		t.Fatal(err)
	}
	if got := len(c.View().Players[c.Viewer()].Hand); got != n+2 || !myChoice(c, rules.ChoosePile) {
		t.Fatalf("after drawing two: %d cards in hand (had %d), decision %v", got, n, GameForTests(c).Pending().Purpose)
	}
	if p := c.Prompt().Text; !strings.HasPrefix(p, "Discard one: put a card from your hand onto the common pile") {
		t.Errorf("discard prompt %q", p)
	}
	gone := c.View().Players[c.Viewer()].Hand[1].ID
	if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: gone, Seat: c.Viewer()}); err != nil {
		t.Fatal(err)
	}
	if v := c.View(); v.Pile[len(v.Pile)-1].ID != gone {
		t.Error("the card discarded is not the pile's top")
	}
}

// TestDraftQuickStartRemove takes the quick start's mulligan: the prompt
// explains it, the button removes two, the hand's cards are picks, and
// two clicks remove two cards and draw one from the tableau.
func TestDraftQuickStartRemove(t *testing.T) {
	c := draftCtl(t, "live-tableau", 8, seat("Ada", record.Human, greenDeck(t)), seat("Bo", "easy", redDeck(t)))
	drive(t, c, func() bool { return GameForTests(c).Pending().Kind == rules.DecideMulligan })
	if p := c.Prompt().Text; !strings.Contains(p, "remove two cards from your hand from the game to draw one from the tableau") {
		t.Errorf("mulligan prompt %q", p)
	}
	pr := c.Prompt()
	press := -1
	for i, b := range pr.Buttons {
		if b.Label == "Remove two" {
			press = i
		}
	}
	if press < 0 || len(pr.Buttons) != 2 {
		t.Fatalf("buttons %+v", pr.Buttons)
	}
	if err := c.Press(press); err != nil {
		t.Fatal(err)
	}
	if GameForTests(c).Pending().Kind != rules.DecideMulligan {
		t.Fatalf("after Remove two, before any card is chosen: %v", GameForTests(c).Pending().Kind)
	}
	if p := c.Prompt().Text; !strings.HasPrefix(p, "Quick start: choose 2 cards of your hand to remove from the game") {
		t.Errorf("remove prompt %q", p)
	}
	hand := c.View().Players[c.Viewer()].Hand
	for _, cv := range hand[:2] {
		h := layout.Hit{Kind: layout.HitCard, Obj: cv.ID, Seat: c.Viewer()}
		if !c.selector.Selectable(h) {
			t.Fatalf("%s is not a pick", cv.Def.Name)
		}
		if err := c.Click(h); err != nil {
			t.Fatal(err)
		}
		if !c.hands.StagedInHand(cv.ID) || GameForTests(c).Obj(cv.ID).Zone != rules.ZoneHand {
			t.Fatalf("%s is not staged in the hand", cv.Def.Name)
		}
	}
	if err := c.OK(); err != nil { // Remove them
		t.Fatal(err)
	}
	for _, cv := range hand[:2] {
		if o := GameForTests(c).Obj(cv.ID); o.Zone != rules.ZoneRemoved {
			t.Fatalf("%s is in %v", cv.Def.Name, o.Zone)
		}
	}
	if !myChoice(c, rules.ChooseDraw) {
		t.Fatalf("after removing two: %v", GameForTests(c).Pending().Purpose)
	}
	if p := c.Prompt().Text; !strings.HasPrefix(p, "Quick start: your draw for the two cards removed: take a card from the tableau") {
		t.Errorf("draw prompt %q", p)
	}
}
