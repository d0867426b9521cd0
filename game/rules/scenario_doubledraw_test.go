package rules

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// Cards for the double draw scenarios, written in the card file format: a
// draw followed by more effects, on a spell, an enters trigger and an
// activated ability.
const doubleDrawCards = `set: Double Draw Tests
code: DDT

card: Sift the Pantry
cost: {1}
type: Sorcery
rarity: common
spell: draw 2 ; discard 1

card: Pantry Scout
cost: {1}
type: Creature — Rat
pt: 1/1
rarity: common
trigger: enters -> draw 1 ; discard 1

card: Shared Supper
cost: {1}
type: Sorcery
rarity: common
spell: draw 1 who:each-player ; discard 1 who:each-player

card: Recipe Box
cost: {1}
type: Artifact
rarity: common
activate: {T} -> draw 1 ; gain-life 2
`

// doubleDrawDefs parses doubleDrawCards and returns the cards by name.
func doubleDrawDefs(t testing.TB) map[string]*card.Def {
	t.Helper()
	set, err := card.Parse("doubledraw.cards", strings.NewReader(doubleDrawCards))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*card.Def{}
	for _, d := range set.Cards {
		out[d.Name] = d
	}
	return out
}

// withDoubleDraw makes every draw take 2N cards and keep N.
func withDoubleDraw() setupMod {
	return withOptions(func(o *Options) { o.Draw = DrawKeepHalf })
}

// expectKeep checks that seat must keep n of the cards source made it draw.
func (sc *scenario) expectKeep(seat Seat, n int, source ObjID) {
	sc.t.Helper()
	sc.expectChoice(seat, ChooseKeep)
	if d := sc.g.Pending(); d.Count != n || d.Source != source {
		sc.t.Fatalf("keep %d because of %d, want keep %d because of %d", d.Count, d.Source, n, source)
	}
}

// eventIndex returns the index in sc.events of the first event matching f, or -1.
func (sc *scenario) eventIndex(f func(Event) bool) int {
	for i, e := range sc.events {
		if f(e) {
			return i
		}
	}
	return -1
}

// TestDoubleDrawSpellKeepsHalfBeforeItDiscards: "draw 2, then discard 1"
// under double draw takes four cards; the player keeps two and puts two on
// the bottom, and only then discards; the spell reaches the graveyard last.
func TestDoubleDrawSpellKeepsHalfBeforeItDiscards(t *testing.T) {
	defs := doubleDrawDefs(t)
	sc := newScenario(t, 2, withDoubleDraw())
	bear := sc.hand(P1, tBear)
	sift := sc.hand(P1, defs["Sift the Pantry"])
	sc.lands(P1, tMountain, 1)
	top := sc.library(P1, tOgre, tBolt, tGrowth, tSpider)
	sc.cast(P1, sift)
	sc.clearEvents()
	sc.passUntilResolved()

	sc.expectKeep(P1, 2, sift)
	sc.expectZone(sift, ZoneStack)
	sc.expectZone(bear, ZoneHand)
	// Discarding the Bear is not the question now.
	sc.expectIllegal(actObj(ActChoose, bear))
	sc.choose(top[0])
	sc.choose(top[2])
	sc.expectChoice(P1, ChooseBottom)
	sc.choose(top[3])
	sc.expectZone(top[1], ZoneLibrary)
	if lib := sc.g.players[P1].Library; lib[0] != top[1] || lib[1] != top[3] {
		t.Fatalf("bottom of the library %v, want [%d %d ...]", lib[:2], top[1], top[3])
	}

	// Now the spell goes on: discard one of the three cards in hand.
	sc.expectChoice(P1, ChooseDiscard)
	sc.expectZone(sift, ZoneStack)
	sc.expectHandSize(P1, 3)
	sc.choose(top[2])
	sc.expectZone(top[2], ZoneGraveyard)
	sc.expectZone(top[0], ZoneHand)
	sc.expectZone(bear, ZoneHand)
	sc.expectZone(sift, ZoneGraveyard)
	sc.expectStack(0)
	sc.expectPending(P1, DecidePriority)

	kept := sc.eventIndex(func(e Event) bool { return e.Kind == EvDraw && e.Obj == top[2] })
	discarded := sc.eventIndex(func(e Event) bool { return e.Kind == EvMove && e.Obj == top[2] && e.To == ZoneGraveyard })
	done := sc.eventIndex(func(e Event) bool { return e.Kind == EvMove && e.Obj == sift && e.To == ZoneGraveyard })
	if kept < 0 || !(kept < discarded && discarded < done) {
		t.Fatalf("events out of order: keep %d, discard %d, spell to the graveyard %d", kept, discarded, done)
	}
}

// TestDoubleDrawEntersTriggerKeepsHalfBeforeItDiscards: an enters trigger
// "draw 1, then discard 1" stays on the stack through the keep-half choice
// and discards afterwards.
func TestDoubleDrawEntersTriggerKeepsHalfBeforeItDiscards(t *testing.T) {
	defs := doubleDrawDefs(t)
	sc := newScenario(t, 2, withDoubleDraw())
	bear := sc.hand(P1, tBear)
	scout := sc.hand(P1, defs["Pantry Scout"])
	sc.lands(P1, tMountain, 1)
	top := sc.library(P1, tOgre, tBolt)
	sc.cast(P1, scout)
	sc.resolveTop()
	sc.expectZone(scout, ZoneBattlefield)
	sc.expectStack(1) // the enters trigger
	sc.clearEvents()
	sc.passUntilResolved()

	sc.expectKeep(P1, 1, scout)
	if r := sc.g.resolving; r == nil || r.item.obj != scout || r.item.isSpell {
		t.Fatal("the trigger should still be resolving during the keep-half choice")
	}
	sc.choose(top[1])
	// The other card goes to the bottom by itself; then the trigger discards.
	sc.expectZone(top[0], ZoneLibrary)
	sc.expectChoice(P1, ChooseDiscard)
	if r := sc.g.resolving; r == nil || r.item.obj != scout {
		t.Fatal("the trigger should still be resolving during the discard")
	}
	sc.choose(bear)
	sc.expectZone(bear, ZoneGraveyard)
	sc.expectZone(top[1], ZoneHand)
	sc.expectStack(0)
	sc.expectPending(P1, DecidePriority)
	discarded := sc.eventIndex(func(e Event) bool { return e.Kind == EvMove && e.Obj == bear && e.To == ZoneGraveyard })
	resolved := sc.eventIndex(func(e Event) bool { return e.Kind == EvResolve && e.Obj == scout })
	if discarded < 0 || resolved < discarded {
		t.Fatalf("the trigger resolved (event %d) before its discard (event %d)", resolved, discarded)
	}
}

// TestDoubleDrawEachPlayerKeepsHalfThenEachDiscards: "each player draws a
// card, then each player discards a card" asks for every keep-half choice,
// in turn order, before the first discard.
func TestDoubleDrawEachPlayerKeepsHalfThenEachDiscards(t *testing.T) {
	defs := doubleDrawDefs(t)
	sc := newScenario(t, 2, withDoubleDraw())
	supper := sc.hand(P1, defs["Shared Supper"])
	bear1, bear2 := sc.hand(P1, tBear), sc.hand(P2, tBear)
	sc.lands(P1, tMountain, 1)
	top1 := sc.library(P1, tOgre, tBolt)
	top2 := sc.library(P2, tGrowth, tSpider)
	sc.cast(P1, supper)
	sc.passUntilResolved()

	sc.expectKeep(P1, 1, supper)
	sc.choose(top1[0])
	sc.expectKeep(P2, 1, supper)
	sc.expectIllegal(actObj(ActChoose, top1[1])) // not P2's card to keep
	sc.choose(top2[1])
	sc.expectZone(supper, ZoneStack)
	sc.expectChoice(P1, ChooseDiscard)
	sc.choose(bear1)
	sc.expectChoice(P2, ChooseDiscard)
	sc.choose(top2[1])
	sc.expectZone(bear1, ZoneGraveyard)
	sc.expectZone(bear2, ZoneHand)
	sc.expectZone(top1[0], ZoneHand)
	sc.expectZone(top2[1], ZoneGraveyard)
	sc.expectZone(top1[1], ZoneLibrary)
	sc.expectZone(top2[0], ZoneLibrary)
	sc.expectZone(supper, ZoneGraveyard)
	sc.expectPending(P1, DecidePriority)
}

// TestDoubleDrawActivatedAbilityGainsLifeAfterTheKeep: an activated
// ability "draw 1, then gain 2 life" gains the life only after the keep.
func TestDoubleDrawActivatedAbilityGainsLifeAfterTheKeep(t *testing.T) {
	defs := doubleDrawDefs(t)
	sc := newScenario(t, 2, withDoubleDraw())
	box := sc.battlefield(P1, defs["Recipe Box"])
	top := sc.library(P1, tOgre, tBolt)
	sc.activate(P1, box, 0)
	sc.passUntilResolved()
	sc.expectKeep(P1, 1, box)
	sc.expectLife(P1, 20)
	sc.choose(top[0])
	sc.expectLife(P1, 22)
	sc.expectZone(top[1], ZoneLibrary)
	sc.expectStack(0)
	sc.expectPending(P1, DecidePriority)
}

// TestDoubleDrawSpellWithEmptyLibraryGoesOn: with nothing to draw there
// is no keep-half choice and the spell goes straight on to its discard.
func TestDoubleDrawSpellWithEmptyLibraryGoesOn(t *testing.T) {
	defs := doubleDrawDefs(t)
	sc := newScenario(t, 2, withDoubleDraw(), withOptions(func(o *Options) { o.EmptyLibrary = EmptyNothing }))
	bear := sc.hand(P1, tBear)
	sift := sc.hand(P1, defs["Sift the Pantry"])
	sc.lands(P1, tMountain, 1)
	sc.emptyLibrary(P1)
	sc.cast(P1, sift)
	sc.passUntilResolved()
	sc.expectZone(bear, ZoneGraveyard)
	sc.expectZone(sift, ZoneGraveyard)
	sc.expectPending(P1, DecidePriority)
}
