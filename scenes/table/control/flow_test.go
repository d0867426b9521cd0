package control

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// humanDecisions ticks a game of a person (seat 0) against a computer for
// the given number of turns, answering every real decision of the person
// with answer, and returns the decisions they were asked.
func humanDecisions(t *testing.T, c *Controller, turns int, answer func()) []rules.Decision {
	t.Helper()
	var asked []rules.Decision
	for i := 0; i < 5000 && !c.Over() && GameForTests(c).Turn() <= turns; i++ {
		c.Tick(false)
		d := GameForTests(c).Pending()
		if d.Seat != 0 || c.Over() {
			continue
		}
		if _, auto := c.passes.autoAction(d); auto {
			continue
		}
		asked = append(asked, d)
		answer()
	}
	return asked
}

func TestAutoPassWithoutStops(t *testing.T) {
	s := store.DefaultSettings()
	s.Stops = store.Stops{}
	c := newCtl(t, 7, &s, seat("Ada", record.Human, greenDeck(t)), seat("Hal", "medium", redDeck(t)))
	asked := humanDecisions(t, c, 6, func() { pressOK(t, c) })
	for _, d := range asked {
		if d.Kind == rules.DecidePriority {
			t.Fatalf("Ada got priority with no stops set and nothing to answer: %+v", d)
		}
	}
	if GameForTests(c).Turn() < 6 {
		t.Fatalf("the game stalled on turn %d", GameForTests(c).Turn())
	}
}

func TestAutoPassRespectsStops(t *testing.T) {
	s := store.DefaultSettings()
	s.Stops = store.Stops{}
	c := newCtl(t, 7, &s, seat("Ada", record.Human, greenDeck(t)), seat("Hal", "medium", redDeck(t)))
	// Clicking the phase bar sets the stop on Ada's own first main phase.
	if err := c.Click(layout.Hit{Kind: layout.HitStep, Index: int(rules.StepMain1), Seat: 0}); err != nil {
		t.Fatal(err)
	}
	if !s.Stops.Mine[rules.StepMain1] || s.Stops.Theirs[rules.StepMain1] {
		t.Fatalf("stops = %+v", s.Stops)
	}
	stopped := 0
	asked := humanDecisions(t, c, 6, func() {
		d := GameForTests(c).Pending()
		if d.Kind == rules.DecidePriority {
			stopped++
			if GameForTests(c).Step() != rules.StepMain1 || GameForTests(c).Active() != 0 {
				t.Fatalf("Ada got priority in %v of %v's turn", GameForTests(c).Step(), GameForTests(c).Active())
			}
			if p := c.Prompt(); p.Text != "Your turn — drag a card onto the table to play it, or press Space to pass ("+PassKeysHint+")" {
				t.Errorf("prompt %q", p.Text)
			}
		}
		pressOK(t, c)
	})
	if stopped < 2 {
		t.Fatalf("Ada stopped in her main phase %d times in %d decisions", stopped, len(asked))
	}
	// The other half of the bar toggles the stops of the other turns.
	if err := c.Click(layout.Hit{Kind: layout.HitStep, Index: int(rules.StepEnd), Seat: 1}); err != nil {
		t.Fatal(err)
	}
	if !s.Stops.Theirs[rules.StepEnd] {
		t.Error("the stop on the opponents' end step was not set")
	}
}

func TestMulliganButtons(t *testing.T) {
	c := hotseat(t, 8)
	d := GameForTests(c).Pending()
	if d.Kind != rules.DecideMulligan {
		t.Fatalf("pending %v, want the mulligan", d.Kind)
	}
	if d.Seat != c.Viewer() {
		c.Tick(false)
		c.LiftCurtain()
	}
	who := c.Viewer()
	p := c.Prompt()
	if len(p.Buttons) != 2 || p.Buttons[0].Label != "Keep" || !p.Buttons[0].Primary || p.Buttons[1].Label != "Mulligan" {
		t.Fatalf("buttons = %+v", p.Buttons)
	}
	if err := c.Press(1); err != nil {
		t.Fatal(err)
	}
	if got := GameForTests(c).Player(who).Mulligans; got != 0 {
		t.Fatalf("mulligans = %d before it was confirmed", got)
	}
	if err := c.OK(); err != nil { // "Mulligan to 6?" — yes
		t.Fatal(err)
	}
	if got := GameForTests(c).Player(who).Mulligans; got != 1 {
		t.Fatalf("mulligans = %d", got)
	}
	if p := c.Prompt(); !strings.Contains(p.Text, "put a card on the bottom") {
		t.Errorf("prompt after a mulligan: %q", p.Text)
	}
	if err := c.OK(); err != nil { // keep
		t.Fatal(err)
	}
	c.Tick(false)
	d = GameForTests(c).Pending()
	if d.Kind != rules.DecideChoice || d.Seat != who {
		t.Fatalf("pending %+v, want the card to put on the bottom", d)
	}
	hand := c.View().Players[who].Hand
	if !c.selector.Selectable(layout.Hit{Kind: layout.HitCard, Obj: hand[0].ID}) {
		t.Fatal("hand cards should be selectable")
	}
	if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: hand[0].ID}); err != nil {
		t.Fatal(err)
	}
	if got := GameForTests(c).Player(who).Hand; len(got) != 6 {
		t.Errorf("hand = %d cards, want 6", len(got))
	}
}

func TestScryOnTheLookPanel(t *testing.T) {
	// Lookout Tower: {3}, {T}: scry 1.
	tower := deck(t, "20 Lookout Tower", "20 Mountain")
	c := newCtl(t, 9, nil, seat("Ada", record.Human, tower), seat("Bea", record.Human, greenDeck(t)))
	var src rules.ObjID
	drive(t, c, func() bool {
		if c.Viewer() != 0 || !myMain(c) {
			return false
		}
		for _, a := range c.legalNow() {
			if a.Kind == rules.ActActivate {
				src = a.Obj
				return true
			}
		}
		return false
	})
	if err := c.Click(layout.Hit{Kind: layout.HitCard, Obj: src, Seat: 0}); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5 && GameForTests(c).Pending().Kind != rules.DecideChoice; i++ {
		c.Tick(false)
		if d := GameForTests(c).Pending(); d.Kind == rules.DecidePriority && len(c.View().Stack) > 0 {
			if err := c.OK(); err != nil {
				t.Fatal(err)
			}
		}
	}
	d := GameForTests(c).Pending()
	if d.Kind != rules.DecideChoice || d.Purpose != rules.ChooseScryBottom {
		t.Fatalf("pending %v %v, want scry", d.Kind, d.Purpose)
	}
	looked := c.View().Looking
	if len(looked) != 1 || looked[0].Def == nil {
		t.Fatalf("looking at %+v", looked)
	}
	if !c.arranger.Arranging() || len(c.selector.Choices()) != 0 {
		t.Fatalf("arranging %v, choices %+v: want the look panel alone", c.arranger.Arranging(), c.selector.Choices())
	}
	if top := c.arranger.Arranged(ArrangeTop); len(top) != 1 || top[0] != looked[0].ID || len(c.arranger.Arranged(ArrangeBottom)) != 0 {
		t.Fatalf("the panel starts with %v on top and %v at the bottom, want the looked-at card on top", top, c.arranger.Arranged(ArrangeBottom))
	}
	if err := c.arranger.MoveArranged(looked[0].ID, ArrangeBottom, 0); err != nil {
		t.Fatal(err)
	}
	if z, _, ok := c.arranger.ArrangedAt(looked[0].ID); !ok || z != ArrangeBottom {
		t.Fatalf("after the move the card is in zone %v (%v)", z, ok)
	}
	if p := c.Prompt(); len(p.Buttons) != 2 || p.Buttons[0].Label != "Done" || p.Buttons[1].Label != "Reset" {
		t.Fatalf("buttons %+v, want Done and Reset", p.Buttons)
	}
	if err := c.Cancel(); err != nil || len(c.arranger.Arranged(ArrangeBottom)) != 0 {
		t.Fatalf("Esc: %v, bottom %v: want everything back on top", err, c.arranger.Arranged(ArrangeBottom))
	}
	if err := c.arranger.MoveArranged(looked[0].ID, ArrangeBottom, 5); err != nil {
		t.Fatal(err)
	}
	if err := c.OK(); err != nil {
		t.Fatal(err)
	}
	lib := GameForTests(c).Player(0).Library
	if lib[0] != looked[0].ID || c.arranger.Arranging() {
		t.Errorf("the card is not at the bottom of the library, or the panel is still open (%v)", c.arranger.Arranging())
	}
}

func TestHotSeatCurtainFallsBeforeTheFirstMulligan(t *testing.T) {
	c := hotseat(t, 10)
	who, up := c.Curtain()
	if !up {
		t.Fatal("a game for two people starts without the curtain: the first hand is shown to both")
	}
	if d := GameForTests(c).Pending(); d.Kind != rules.DecideMulligan || who != d.Seat {
		t.Fatalf("the curtain waits for %v, but %v decides %v", who, d.Seat, d.Kind)
	}
	if p := c.Prompt(); !p.Waiting || len(p.Buttons) > 0 {
		t.Fatalf("behind the curtain the prompt offers %+v", p)
	}
	// A continued game starts behind the curtain too.
	c.LiftCurtain()
	drive(t, c, func() bool { return GameForTests(c).Turn() >= 3 })
	resumed, err := New(c.Record(), Options{syncAI: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(resumed.Close)
	if who, up := resumed.Curtain(); !up || who != GameForTests(resumed).Pending().Seat {
		t.Fatalf("a continued hot-seat game starts with the curtain %v for %v", up, who)
	}
}

func TestOnePersonHasNoCurtainAtStart(t *testing.T) {
	c := newCtl(t, 3, nil, seat("Ada", record.Human, redDeck(t)), seat("Cody", "easy", greenDeck(t)))
	if _, up := c.Curtain(); up {
		t.Fatal("a game with one person starts behind the curtain")
	}
}

func TestHotSeatCurtain(t *testing.T) {
	c := hotseat(t, 10)
	curtains, switches := 0, 0
	for i := 0; i < 3000 && GameForTests(c).Turn() < 8; i++ {
		before := GameForTests(c).Hash()
		c.Tick(false)
		acted := GameForTests(c).Hash() != before
		checkHidden(t, c)
		if who, up := c.Curtain(); up {
			curtains++
			if who == c.Viewer() && switches > 0 || !c.IsHuman(who) {
				t.Fatalf("curtain for %v while %v views", who, c.Viewer())
			}
			if d := GameForTests(c).Pending(); d.Seat != who {
				t.Fatalf("curtain for %v, but %v decides", who, d.Seat)
			}
			p := c.Prompt()
			if !p.Waiting || !strings.Contains(p.Text, c.name(who)) {
				t.Errorf("curtain prompt %+v", p)
			}
			refusal(t, c.OK())
			c.LiftCurtain()
			if c.Viewer() != who {
				t.Fatal("LiftCurtain did not switch the viewer")
			}
			switches++
			checkHidden(t, c)
			continue
		}
		d := GameForTests(c).Pending()
		if _, auto := c.passes.autoAction(d); auto {
			continue
		}
		if d.Seat != c.Viewer() {
			if acted {
				continue // the curtain comes up on the next Tick
			}
			t.Fatalf("%v must decide but the curtain is down for %v: %+v %v", d.Seat, c.Viewer(), d, c.t.Closed())
		}
		autoPlay(t, c)
	}
	if curtains < 4 || switches != curtains {
		t.Errorf("%d curtains, %d switches", curtains, switches)
	}
}

// checkHidden fails when the view shows a card in another player's hand.
func checkHidden(t *testing.T, c *Controller) {
	t.Helper()
	v := c.View()
	if v.Seat != c.Viewer() {
		t.Fatalf("the view is %v's, the viewer %v", v.Seat, c.Viewer())
	}
	for _, p := range v.Players {
		if p.Seat != c.Viewer() && len(p.Hand) > 0 {
			t.Fatalf("the view shows %v's hand to %v", p.Seat, c.Viewer())
		}
	}
	for _, cv := range v.Looking {
		if cv.Zone == rules.ZoneHand && cv.Owner != c.Viewer() && cv.Def != nil {
			t.Fatal("a hidden hand card has its Def")
		}
	}
}

func TestViewCachedAndPromptWaiting(t *testing.T) {
	c := newCtl(t, 11, nil, seat("Ada", record.Human, redDeck(t)), seat("Hal", "medium", greenDeck(t)))
	v := c.View()
	if c.View() != v {
		t.Error("View was rebuilt without a change")
	}
	for i := 0; i < 200 && GameForTests(c).Pending().Seat == 0; i++ {
		if _, auto := c.passes.autoAction(GameForTests(c).Pending()); auto {
			c.Tick(false)
		} else if err := c.OK(); err != nil {
			t.Fatal(err)
		}
	}
	if GameForTests(c).Pending().Seat != 1 {
		t.Fatal("Hal never had to decide")
	}
	if c.Tick(true) != nil && GameForTests(c).Pending().Seat != 1 {
		t.Fatal("a busy Tick applied Hal's decision")
	}
	p := c.Prompt()
	if !p.Waiting || p.Text != "Hal (medium) is thinking…" {
		t.Errorf("prompt %+v", p)
	}
	if !c.IsHuman(0) || c.IsHuman(1) {
		t.Error("IsHuman is wrong")
	}
}

// pressOK presses OK, or makes the first choice where there is no primary
// button (a discard, a target).
func pressOK(t *testing.T, c *Controller) {
	t.Helper()
	err := c.OK()
	if err == nil {
		return
	}
	if r := refusal(t, err); r != "Choose one first" {
		t.Fatalf("OK: %v", err)
	}
	autoPlay(t, c)
}
