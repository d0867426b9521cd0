package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Rules under variant options, and corner cases found while testing.

func sharedLibrary(o *Options) {
	o.Library, o.EmptyLibrary = SharedLibrary, EmptyReshuffleGraveyards
}

func TestSearchInSharedLibraryGoesToSearcher(t *testing.T) {
	sc := newScenario(t, 2, withOptions(sharedLibrary))
	forest := sc.library(P2, tForest)[0]
	mountain := sc.library(P2, tMountain)[0]
	scout := spell("Quick Scout", "{1}", card.Instant, nil, card.Effect{Kind: card.SearchBasic, Target: -1, Target2: -1})
	ramp := spell("Quick Ramp", "{1}", card.Instant, nil, card.Effect{Kind: card.SearchBasic, ToBattlefield: true, Target: -1, Target2: -1})
	sc.hand(P2, scout)
	sc.hand(P2, ramp)
	sc.lands(P2, tMountain, 2)
	sc.cast(P2, scout)
	sc.passUntilResolved()
	sc.expectChoice(P2, ChooseSearch)
	sc.choose(forest)
	sc.expectZone(forest, ZoneHand)
	if o := sc.g.objs[forest]; o.Owner != P2 {
		t.Fatalf("the found card went to %v's hand, want P2's", o.Owner)
	}
	sc.cast(P2, ramp)
	sc.passUntilResolved()
	sc.choose(mountain)
	sc.expectZone(mountain, ZoneBattlefield)
	if o := sc.g.objs[mountain]; o.Controller != P2 {
		t.Fatalf("the found land is controlled by %v, want P2", o.Controller)
	}
}

func TestCreatureCardPlayedAsLandHasNoDiesTrigger(t *testing.T) {
	sc := newScenario(t, 2, withOptions(func(o *Options) { o.Land = LandAnyCard }))
	martyr := sc.hand(P1, tMartyr)
	sc.apply(landAct(martyr))
	sc.expectZone(martyr, ZoneBattlefield)
	if sc.g.Obj(martyr).Types.Has(card.Creature) {
		t.Fatal("a card played as a land is a creature")
	}
	raze := spell("Raze", "{1}", card.Instant, []card.TargetSpec{{Kind: card.LandTarget}}, tgtEff(card.Destroy, 0, 0))
	sc.hand(P2, raze)
	sc.lands(P2, tMountain, 1)
	sc.cast(P2, raze, martyr)
	sc.passUntilResolved()
	sc.expectZone(martyr, ZoneGraveyard)
	sc.expectLife(P1, 20) // a land was destroyed; no creature died
}

func TestActivatedAbilityPaidWithItsSourcesOwnMana(t *testing.T) {
	sc := newScenario(t, 2)
	druid := sc.battlefield(P1, withAbilities(creature("Druid", "{G}", 1, 1, 0),
		tapFor(mana.KindOf(mana.Green).Bit(), mana.Cost{}), activated("{G}", false, nil, pumpEff(-1, 1, 1))))
	sc.expectLegal(Action{Kind: ActActivate, Obj: druid, Index: 1, Target: noTarget})
	sc.activate(P1, druid, 1)
	sc.expectTapped(druid, true)
	sc.passUntilResolved()
	sc.expectPT(druid, 2, 2)
}

func TestTappedAbilitySourceCannotPayForItself(t *testing.T) {
	sc := newScenario(t, 2)
	// {G}, {T}: the creature's own {T} mana can't pay, since {T} is a cost too.
	druid := sc.battlefield(P1, withAbilities(creature("Elder", "{G}", 1, 1, 0),
		tapFor(mana.KindOf(mana.Green).Bit(), mana.Cost{}), activated("{G}", true, anyT, tgtEff(card.Damage, 1, 0))))
	sc.expectIllegal(Action{Kind: ActActivate, Obj: druid, Index: 1, Target: noTarget})
	sc.lands(P1, tForest, 1)
	sc.activate(P1, druid, 1, P2)
	sc.passUntilResolved()
	sc.expectLife(P2, 19)
}

func TestViewShowsSpellResolvingDuringAChoice(t *testing.T) {
	sc := newScenario(t, 2)
	sc.hand(P2, tBear)
	sc.hand(P2, tOgre)
	sc.hand(P2, tBolt)
	rot := sc.hand(P1, tMindRot)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, rot, P2)
	sc.passUntilResolved()
	sc.expectChoice(P2, ChooseDiscard)
	for _, s := range []Seat{P1, P2} {
		v := sc.g.View(s)
		if len(v.Stack) != 1 || v.Stack[0].Source.ID != rot {
			t.Fatalf("%v sees stack %+v while Mind Rot resolves", s, v.Stack)
		}
	}
}

// tBrawler: when it enters, target creature fights another target creature.
var tBrawler = withAbilities(vanilla("Brawler", 2, 2),
	trig(card.OnEnters, []card.TargetSpec{{Kind: card.CreatureTarget}, {Kind: card.CreatureTarget}},
		card.Effect{Kind: card.Fight, Target: 0, Target2: 1}))

func TestTriggerWithTwoTargetsAndOneCandidateIsNotStuck(t *testing.T) {
	sc := newScenario(t, 2)
	brawler := sc.hand(P1, tBrawler)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, brawler)
	sc.passUntilResolved()
	// Only the Brawler itself is a creature: the trigger can't get two targets.
	sc.expectZone(brawler, ZoneBattlefield)
	sc.expectPending(P1, DecidePriority)
}

func TestTargetChoicesLeaveTargetsForLaterSpecs(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P2, tBear)
	brawler := sc.hand(P1, tBrawler)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, brawler)
	sc.resolveTop()
	sc.expectPending(P1, DecideTarget)
	sc.target(bear)
	sc.expectPending(P1, DecideTarget) // the Brawler is left for the second target
	sc.target(brawler)
	sc.passUntilResolved()
	sc.expectZone(bear, ZoneGraveyard)
	sc.expectZone(brawler, ZoneGraveyard)
}

func TestSchemeTurnsFaceDownAfterItsAbilityResolves(t *testing.T) {
	gift := &card.Def{Name: "Scheme of Plenty", Types: card.Types(card.Scheme),
		Abilities: []card.Ability{trig(card.OnSetInMotion, nil, eff(card.GainLife, 3))}}
	s := Setup{Players: []PlayerSetup{
		{Deck: testDeck(), Life: 40, Command: []*card.Def{gift, gift}}, // scheme decks are shuffled
		{Deck: testDeck(), Team: 1}, {Deck: testDeck(), Team: 1}},
		Options: Options{Mulligan: MulliganNone, FixedFirst: true, SharedTeamTurns: true}}
	g, err := New(s, 9)
	if err != nil {
		t.Fatal(err)
	}
	sc := &scenario{t: t, g: g, inv: newChecker(g)}
	sc.passToStep(StepMain1)
	scheme := g.players[P1].Command[len(g.players[P1].Command)-1]
	if g.objs[scheme].FaceDown || g.objs[scheme].Def != gift {
		t.Fatal("the top scheme was not set in motion")
	}
	sc.passUntilResolved()
	sc.expectLife(P1, 43)
	if !g.objs[scheme].FaceDown {
		t.Fatal("a resolved non-ongoing scheme stays face up")
	}
	if cmd := g.players[P1].Command; cmd[len(cmd)-1] != scheme {
		t.Fatal("the scheme is not at the bottom of the scheme deck")
	}
}

func TestColourlessCardPlayedAsLandMakesColouredManaForOne(t *testing.T) {
	sc := newScenario(t, 2, withOptions(func(o *Options) { o.Land = LandAnyCard }))
	sword := sc.hand(P1, tSword) // colourless: becomes the Hollow
	sc.apply(landAct(sword))
	if sc.g.Obj(sword).Name() != "Shimmering Hollow" {
		t.Fatalf("a colourless card became %s", sc.g.Obj(sword).Name())
	}
	sc.lands(P1, tMountain, 1)
	bear := sc.battlefield(P1, tBear)
	growth := sc.hand(P1, tGrowth) // {G}: the Hollow's {1},{T} ability, paid by the Mountain
	if _, ok := sc.find(func(a Action) bool { return a.Kind == ActCast && a.Obj == growth }); !ok {
		t.Fatal("the Hollow's {1}, {T}: any colour should pay {G} with the Mountain's help")
	}
	sc.cast(P1, growth, bear)
	sc.passUntilResolved()
	sc.expectPT(bear, 5, 5)
}

func TestNewRefusesBadSetups(t *testing.T) {
	deck := []*card.Def{tBear}
	bad := map[string]Setup{
		"one seat":        {Players: []PlayerSetup{{Deck: deck}}},
		"one team":        {Players: []PlayerSetup{{Deck: deck}, {Deck: deck}}},
		"missing card":    {Players: []PlayerSetup{{Deck: []*card.Def{nil}}, {Deck: deck, Team: 1}}},
		"missing scheme":  {Players: []PlayerSetup{{Deck: deck, Command: []*card.Def{nil}}, {Deck: deck, Team: 1}}},
		"first not there": {Players: []PlayerSetup{{Deck: deck}, {Deck: deck, Team: 1}}, Options: Options{FixedFirst: true, FirstPlayer: 2}},
	}
	for name, s := range bad {
		if _, err := New(s, 1); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
