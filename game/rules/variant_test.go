package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// applyFirst applies the first legal action of kind k, failing the test if none.
func applyFirst(t *testing.T, g *Game, k ActionKind) {
	t.Helper()
	for _, a := range g.Legal() {
		if a.Kind == k {
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no %v among %v for %+v", k, g.Legal(), g.Pending())
}

// passUntil passes priority (keeping hands and declaring nothing) until cond holds.
func passUntil(t *testing.T, g *Game, cond func() bool) {
	t.Helper()
	for i := 0; i < 2000 && !cond(); i++ {
		switch g.Pending().Kind {
		case DecideMulligan:
			applyFirst(t, g, ActKeep)
		case DecidePriority:
			applyFirst(t, g, ActPass)
		case DecideAttackers:
			applyFirst(t, g, ActAttackDone)
		case DecideBlockers:
			applyFirst(t, g, ActBlockDone)
		case DecideChoice:
			applyFirst(t, g, ActChoose)
		default:
			t.Fatalf("unexpected decision %+v", g.Pending())
		}
	}
	if !cond() {
		t.Fatal("condition never reached")
	}
}

func TestSharedLibraryTwoSeatsDrawFromOneLibrary(t *testing.T) {
	s := DefaultSetup(testDeck(), testDeck())
	s.Options.Library = SharedLibrary
	s.Options.Deal = DealRoundRobin
	s.Options.FixedFirst = true
	g, err := New(s, 3)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(g.players[0].Library); got != 120-14 {
		t.Fatalf("shared library holds %d cards after the deal, want 106", got)
	}
	if len(g.players[1].Library) != 0 {
		t.Fatal("the second seat must have no library of its own")
	}
	for s := range g.players {
		if len(g.players[s].Hand) != 7 {
			t.Fatalf("seat %d has %d cards, want 7", s, len(g.players[s].Hand))
		}
	}
	// P2's first draw step takes the top card of the shared library.
	top := g.players[0].Library[len(g.players[0].Library)-1]
	passUntil(t, g, func() bool { return g.Turn() == 2 && g.Step() == StepMain1 })
	if g.objs[top].Zone != ZoneHand || g.objs[top].Owner != 1 {
		t.Fatalf("P2 should have drawn the shared top card: zone %v owner %v", g.objs[top].Zone, g.objs[top].Owner)
	}
	if got := len(g.players[0].Library); got != 105 {
		t.Fatalf("shared library has %d, want 105 (P1 skipped the first draw)", got)
	}
}

func TestDrawKeepHalfTakesTwoKeepsOneOrdersBottom(t *testing.T) {
	s := DefaultSetup(testDeck(), testDeck())
	s.Options.Draw = DrawKeepHalf
	s.Options.FixedFirst = true
	s.Options.Mulligan = MulliganNone
	g, err := New(s, 5)
	if err != nil {
		t.Fatal(err)
	}
	passUntil(t, g, func() bool { return g.Pending().Kind == DecideChoice })
	d := g.Pending()
	if d.Seat != 1 || d.Purpose != ChooseKeep || d.Count != 1 {
		t.Fatalf("want P2 to keep 1 of 2, got %+v", d)
	}
	v := g.View(1)
	if len(v.Looking) != 2 {
		t.Fatalf("P2 should look at 2 cards, sees %d", len(v.Looking))
	}
	if len(g.View(0).Looking) != 0 {
		t.Fatal("P1 must not see P2's draw")
	}
	keep, rest := v.Looking[1].ID, v.Looking[0].ID
	if _, err := g.Apply(Action{Kind: ActChoose, Obj: keep, Target: noTarget}); err != nil {
		t.Fatal(err)
	}
	if g.objs[keep].Zone != ZoneHand {
		t.Fatal("kept card not in hand")
	}
	lib := g.players[1].Library
	if g.objs[rest].Zone != ZoneLibrary || lib[0] != rest {
		t.Fatal("the other card must go to the bottom of the library")
	}
	if len(g.players[1].Hand) != 8 {
		t.Fatalf("hand %d, want 8", len(g.players[1].Hand))
	}
}

func TestDrawKeepHalfOrdersSeveralBottomCards(t *testing.T) {
	s := DefaultSetup(testDeck(), testDeck())
	s.Options.Draw = DrawKeepHalf
	s.Options.FixedFirst = true
	s.Options.Mulligan = MulliganNone
	g, _ := New(s, 9)
	passUntil(t, g, func() bool { return g.Step() == StepMain1 })
	g.events = g.events[:0]
	g.queueDraw(0, 3, NoObj)
	g.advance()
	d := g.Pending()
	if d.Purpose != ChooseKeep || d.Count != 3 || len(g.choice.cands) != 6 {
		t.Fatalf("want keep 3 of 6, got %+v", d)
	}
	cands := append([]ObjID(nil), g.choice.cands...)
	for i := 0; i < 3; i++ {
		if _, err := g.Apply(Action{Kind: ActChoose, Obj: cands[i], Target: noTarget}); err != nil {
			t.Fatal(err)
		}
	}
	if d := g.Pending(); d.Purpose != ChooseBottom || d.Count != 2 {
		t.Fatalf("want to order 2 then the last goes alone, got %+v", d)
	}
	// Put cands[5] first (deepest), then cands[3]; cands[4] goes last.
	for _, id := range []ObjID{cands[5], cands[3]} {
		if _, err := g.Apply(Action{Kind: ActChoose, Obj: id, Target: noTarget}); err != nil {
			t.Fatal(err)
		}
	}
	lib := g.players[0].Library
	if lib[0] != cands[4] || lib[1] != cands[3] || lib[2] != cands[5] {
		t.Fatalf("bottom order wrong: %v want [%d %d %d]", lib[:3], cands[4], cands[3], cands[5])
	}
}

func TestEmptySharedLibraryReshufflesAllGraveyards(t *testing.T) {
	s := DefaultSetup(testDeck()[:20], testDeck()[:20])
	s.Options.Library = SharedLibrary
	s.Options.EmptyLibrary = EmptyReshuffleGraveyards
	s.Options.Deal = DealRoundRobin
	s.Options.FixedFirst = true
	g, _ := New(s, 1)
	passUntil(t, g, func() bool { return g.Step() == StepMain1 })
	// Empty the library into both graveyards.
	lib := &g.players[0].Library
	for i := 0; len(*lib) > 0; i++ {
		id := (*lib)[len(*lib)-1]
		g.objs[id].Owner = Seat(i % 2)
		g.move(id, ZoneGraveyard, false)
	}
	inYards := len(g.players[0].Graveyard) + len(g.players[1].Graveyard)
	hand := len(g.players[0].Hand)
	g.events = g.events[:0]
	g.queueDraw(0, 1, NoObj)
	if len(g.players[0].Hand) != hand+1 {
		t.Fatal("the draw should succeed from the reshuffled graveyards")
	}
	if len(g.players[0].Graveyard)+len(g.players[1].Graveyard) != 0 || len(*lib) != inYards-1 {
		t.Fatalf("graveyards not shuffled into the library: lib %d, yards were %d", len(*lib), inYards)
	}
	if g.players[0].DrewFromEmpty {
		t.Fatal("nobody loses for drawing under the reshuffle rule")
	}
}

func TestEmptyLibraryLosesByDefault(t *testing.T) {
	g, _ := New(DefaultSetup(testDeck()[:8], testDeck()[:8]), 1)
	passUntil(t, g, func() bool { return g.Over() })
	team, draw := g.Result()
	if draw || g.players[team].Lost {
		t.Fatalf("one seat should win by decking the other: team %d draw %v", team, draw)
	}
}

func TestCardPlayedAsLandTakesNewIdentity(t *testing.T) {
	gold := creature("Gold Beast", "{W}{U}{B}{R}{G}", 5, 5, 0)
	gold.Colors = mana.AllColors
	s := DefaultSetup(testDeck(), testDeck())
	s.Options.Land = LandAnyCard
	s.Options.FixedFirst = true
	s.Options.Mulligan = MulliganNone
	g, _ := New(s, 2)
	passUntil(t, g, func() bool { return g.Step() == StepMain1 })
	p := &g.players[0]
	// Put a red creature and a five-colour card in hand.
	ogre := g.newObject(tOgre, 0, ZoneNone)
	g.move(ogre, ZoneHand, false)
	g.legalFresh = false
	if _, err := g.Apply(actObj(ActPlayLand, ogre)); err != nil {
		t.Fatal(err)
	}
	o := g.Obj(ogre)
	if !o.Types.Has(card.Land) || o.Types.Has(card.Creature) || o.Name() != "Crag" {
		t.Fatalf("ogre as land: %q types %v", o.Name(), o.Types)
	}
	if p.LandsPlayed != 1 {
		t.Fatal("playing as a land uses the land drop")
	}
	// It taps for red.
	if !g.canAfford(0, mana.MustParseCost("{R}"), NoObj) {
		t.Fatal("a red card played as a land should tap for {R}")
	}
	// Leaving the battlefield for the hand ends the identity.
	g.move(ogre, ZoneHand, false)
	if g.objs[ogre].LandDef != nil || g.Obj(ogre).Name() != "Ogre" {
		t.Fatal("identity must end when the card leaves the battlefield")
	}
	// Five colours: the Promenade, entering tapped, pay {1} or sacrifice.
	g.players[0].LandsPlayed = 0
	gb := g.newObject(gold, 0, ZoneNone)
	g.move(gb, ZoneHand, false)
	g.legalFresh = false
	if _, err := g.Apply(actObj(ActPlayLand, gb)); err != nil {
		t.Fatal(err)
	}
	if g.Obj(gb).Name() != "Wayfarers' Promenade" || !g.Obj(gb).Tapped {
		t.Fatalf("five-colour card should become the tapped Promenade, got %q tapped=%v", g.Obj(gb).Name(), g.Obj(gb).Tapped)
	}
}

func TestLandIdentityTable(t *testing.T) {
	cases := []struct {
		colors mana.ColorSet
		name   string
		tapped bool
	}{
		{0, "Shimmering Hollow", false},
		{mana.SetOf(mana.Green), "Thicket", false},
		{mana.SetOf(mana.White, mana.Blue), "White-Blue Crossing", true},
		{mana.SetOf(mana.White, mana.Blue, mana.Black), "White-Blue-Black Crossing", true},
		{mana.SetOf(mana.White, mana.Blue, mana.Black, mana.Red), "Wayfarers' Promenade", true},
		{mana.AllColors, "Wayfarers' Promenade", true},
	}
	for _, c := range cases {
		d := LandIdentity(&card.Def{Name: "x", Colors: c.colors}, nil)
		if d.Name != c.name || d.EntersTapped != c.tapped || !d.IsLand() {
			t.Errorf("%v: got %q tapped=%v", c.colors, d.Name, d.EntersTapped)
		}
	}
	custom := &[mana.NumColors]*card.Def{}
	custom[mana.Red] = tMountain
	if LandIdentity(tOgre, custom) != tMountain {
		t.Error("a set-up's basic land must be used for one-colour cards")
	}
}
