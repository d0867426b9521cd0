package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Auto-pay keeps back the sources the rest of the hand and the open
// abilities need (issue 37): these scenarios say which lands it taps.

var (
	tPlains     = basic("Plains", mana.White)
	tIsland     = basic("Island", mana.Blue)
	tCleric     = creature("Cleric", "{W}", 1, 1, 0)
	tSquire     = creature("Squire", "{2}{W}", 2, 2, 0)
	tSprite     = creature("Sprite", "{U}", 1, 1, 0)
	tWidget     = &card.Def{Name: "Widget", Cost: mana.MustParseCost("{1}"), Types: card.Types(card.Artifact)}
	tDawnWish   = spell("Dawn Wish", "{W}", card.Sorcery, nil, eff(card.GainLife, 2))
	tWildMend   = spell("Wild Mend", "{G}", card.Instant, nil, eff(card.GainLife, 2))
	tMend       = spell("Mend", "{1}", card.Instant, nil, eff(card.GainLife, 1))
	tGrovePup   = withAbilities(vanilla("Grove Pup", 1, 1), activated("{G}", false, nil, pumpEff(-1, 1, 1)))
	tWhiteRider = creature("White Rider", "{W}{R}", 2, 2, 0)
)

// untapped returns which of ids are untapped.
func (sc *scenario) untapped(ids ...ObjID) []ObjID {
	var out []ObjID
	for _, id := range ids {
		if !sc.g.objs[id].Tapped {
			out = append(out, id)
		}
	}
	return out
}

// expectUntapped fails unless exactly want of ids are untapped.
func (sc *scenario) expectUntapped(ids []ObjID, want ...ObjID) {
	sc.t.Helper()
	got := sc.untapped(ids...)
	if len(got) != len(want) {
		sc.t.Fatalf("untapped %v, want %v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			sc.t.Fatalf("untapped %v, want %v", got, want)
		}
	}
}

// landlessLand puts a card played as a land (its Landless identity) onto
// seat's battlefield, untapped.
func (sc *scenario) landlessLand(seat Seat, d *card.Def) ObjID {
	id := sc.battlefield(seat, d)
	sc.g.objs[id].LandDef = LandIdentity(d, nil)
	sc.touch()
	return id
}

// TestAutoPayKeepsThePlainsTheHandNeeds is the case of issue 37: with
// Plains, Plains, Forest, Forest, casting a {2}{W} creature while a {W}
// creature is still in hand taps both Forests and one Plains, so the {W}
// creature can be cast next.
func TestAutoPayKeepsThePlainsTheHandNeeds(t *testing.T) {
	sc := newScenario(t, 2)
	plains := sc.lands(P1, tPlains, 2)
	forests := sc.lands(P1, tForest, 2)
	squire := sc.hand(P1, tSquire)
	cleric := sc.hand(P1, tCleric)
	sc.cast(P1, squire)
	sc.expectUntapped(append(plains, forests...), plains[1])
	sc.passUntilResolved()
	sc.cast(P1, cleric)
	sc.passUntilResolved()
	sc.expectZone(cleric, ZoneBattlefield)
}

// TestAutoPayKeepsTheGreenAnOpenAbilityNeeds: with a Grove Pup ({G}:
// +1/+1) on the battlefield and nothing in hand, casting a {1}{W}
// creature from Plains, Mountain and Forest leaves the Forest.
func TestAutoPayKeepsTheGreenAnOpenAbilityNeeds(t *testing.T) {
	sc := newScenario(t, 2)
	sc.battlefield(P1, tGrovePup)
	forest := sc.lands(P1, tForest, 1)
	plains := sc.lands(P1, tPlains, 1)
	mountain := sc.lands(P1, tMountain, 1)
	knight := sc.hand(P1, creature("Knight", "{1}{W}", 2, 2, 0))
	sc.cast(P1, knight)
	sc.expectUntapped([]ObjID{forest[0], plains[0], mountain[0]}, forest[0])
}

// TestAutoPayPaysWhenNothingCanBeKept: Plains and Forest pay {1}{W} even
// though the {W} creature in hand then cannot be cast.
func TestAutoPayPaysWhenNothingCanBeKept(t *testing.T) {
	sc := newScenario(t, 2)
	lands := append(sc.lands(P1, tPlains, 1), sc.lands(P1, tForest, 1)...)
	sc.hand(P1, tCleric)
	knight := sc.hand(P1, creature("Knight", "{1}{W}", 2, 2, 0))
	sc.cast(P1, knight)
	sc.expectUntapped(lands)
	sc.passUntilResolved()
	sc.expectZone(knight, ZoneBattlefield)
}

// TestAutoPayTapsTheDualToKeepTheBasicTheHandNeeds: in Landless, with an
// Island, a White-Black Crossing and a Forest, casting {1}{G} while a {U}
// creature is in hand taps the Crossing for the generic mana, not the
// Island (the planner alone would keep the more flexible Crossing).
func TestAutoPayTapsTheDualToKeepTheBasicTheHandNeeds(t *testing.T) {
	sc := newScenario(t, 2, withOptions(func(o *Options) { o.Land = LandAnyCard }))
	island := sc.lands(P1, tIsland, 1)[0]
	crossing := sc.landlessLand(P1, creature("Pale Bat", "{W}{B}", 1, 1, 0))
	forest := sc.lands(P1, tForest, 1)[0]
	sc.hand(P1, tSprite)
	sc.cast(P1, sc.hand(P1, tBear))
	sc.expectUntapped([]ObjID{island, crossing, forest}, island)
	sc.passUntilResolved()
	sc.expectLegal(castAct(sc.cardID(P1, tSprite)))
}

// TestAutoPayWithTheHollowPaysEveryColour: Plains, Forest and a Hollow (a
// colourless card played as a land: {1}, {T}: any colour) pay {W}{R}: the
// Forest pays the Hollow's {1} and the Plains' white is not spent on it.
func TestAutoPayWithTheHollowPaysEveryColour(t *testing.T) {
	sc := newScenario(t, 2, withOptions(func(o *Options) { o.Land = LandAnyCard }))
	plains := sc.lands(P1, tPlains, 1)[0]
	forest := sc.lands(P1, tForest, 1)[0]
	hollow := sc.landlessLand(P1, creature("Golem", "{3}", 3, 3, 0))
	rider := sc.hand(P1, tWhiteRider)
	sc.cast(P1, rider)
	sc.expectUntapped([]ObjID{plains, forest, hollow})
	if pool := sc.g.players[P1].Pool; pool != (mana.Pool{}) {
		t.Fatalf("pool %v left after paying {W}{R}: the cost was not paid", pool)
	}
	sc.expectStack(1)
}

// TestPoolPaysGenericWithTheColourTheHandDoesNotNeed: with {W}{G} floating,
// paying {1} from the pool spends the {G} and keeps the {W} the creature
// in hand needs.
func TestPoolPaysGenericWithTheColourTheHandDoesNotNeed(t *testing.T) {
	sc := newScenario(t, 2)
	sc.hand(P1, tCleric)
	widget := sc.hand(P1, tWidget)
	sc.g.players[P1].Pool = mana.Pool{mana.White: 1, mana.Green: 1}
	sc.touch()
	sc.cast(P1, widget)
	if pool := sc.g.players[P1].Pool; pool != (mana.Pool{mana.White: 1}) {
		t.Fatalf("pool %v after paying {1}, want {W}", pool)
	}
}

// TestAutoPayOnAnotherTurnKeepsOnlyForInstants: on P2's turn, paying {1}
// for an instant from Forest and Plains keeps the Forest for the {G}
// instant in hand; the {W} sorcery cannot be cast before P1's lands untap.
// On P1's own turn the sorcery, found first in hand, keeps the Plains.
func TestAutoPayOnAnotherTurnKeepsOnlyForInstants(t *testing.T) {
	for _, own := range []bool{false, true} {
		sc := newScenario(t, 2)
		if !own {
			sc.nextTurn()
		}
		forest := sc.lands(P1, tForest, 1)[0]
		plains := sc.lands(P1, tPlains, 1)[0]
		sc.hand(P1, tDawnWish)
		sc.hand(P1, tWildMend)
		sc.cast(P1, sc.hand(P1, tMend))
		want := forest
		if own {
			want = plains
		}
		sc.expectUntapped([]ObjID{forest, plains}, want)
	}
}

// TestInterchangeableSourcesNeedNoKeeping: manaToKeep skips its search
// only when every source makes every colour wanted and costs nothing more.
func TestInterchangeableSourcesNeedNoKeeping(t *testing.T) {
	w, g, wg := mana.Source{Kinds: mana.KindOf(mana.White).Bit()}, mana.Source{Kinds: mana.KindOf(mana.Green).Bit()}, mana.Source{Kinds: mana.KindOf(mana.White).Bit() | mana.KindOf(mana.Green).Bit()}
	hollow := mana.Source{Kinds: mana.KindsOf(mana.AllColors), ExtraCost: mana.Cost{Generic: 1}}
	white, both := []mana.Cost{mana.MustParseCost("{W}")}, []mana.Cost{mana.MustParseCost("{W}"), mana.MustParseCost("{1}{G}")}
	for _, tc := range []struct {
		name    string
		srcs    []mana.Source
		demands []mana.Cost
		want    bool
	}{
		{"plains only, white wanted", []mana.Source{w, w}, white, true},
		{"plains and forest, white wanted", []mana.Source{w, g}, white, false},
		{"duals, white and green wanted", []mana.Source{wg, wg}, both, true},
		{"a dual and a plains, white and green wanted", []mana.Source{wg, w}, both, false},
		{"a source that costs mana", []mana.Source{hollow, hollow}, white, false},
	} {
		if got := interchangeable(tc.srcs, tc.demands); got != tc.want {
			t.Errorf("%s: interchangeable %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestTappingTheHollowByHandKeepsTheSpellsColour: paying {W}{R} by hand,
// tapping the Plains, then the Forest, then the Hollow for {R}: the
// Hollow's {1} is paid with the Forest's {G}, not the Plains' {W}, and the
// pool then pays the spell.
func TestTappingTheHollowByHandKeepsTheSpellsColour(t *testing.T) {
	sc := newScenario(t, 2, withOptions(func(o *Options) { o.Land = LandAnyCard }))
	plains := sc.lands(P1, tPlains, 1)[0]
	forest := sc.lands(P1, tForest, 1)[0]
	hollow := sc.landlessLand(P1, creature("Golem", "{3}", 3, 3, 0))
	rider := sc.hand(P1, tWhiteRider)
	sc.priorityTo(P1)
	sc.apply(castAct(rider))
	sc.apply(Action{Kind: ActTapMana, Obj: plains, Index: 0, Kind2: uint8(mana.White), Target: noTarget})
	sc.apply(Action{Kind: ActTapMana, Obj: forest, Index: 0, Kind2: uint8(mana.Green), Target: noTarget})
	sc.apply(Action{Kind: ActTapMana, Obj: hollow, Index: 1, Kind2: uint8(mana.Red), Target: noTarget})
	if pool := sc.g.players[P1].Pool; pool != (mana.Pool{mana.White: 1, mana.Red: 1}) {
		t.Fatalf("pool %v after tapping the Hollow, want {W}{R}", pool)
	}
	sc.apply(act(ActPayPool))
	sc.expectStack(1)
}

// TestAutoPayCountsNoTappedDualAsKept: in Landless, a White-Blue Crossing
// that entered tapped makes no mana this turn, so paying {1} from Plains
// and Forest with a {W} creature in hand taps the Forest: the Plains is
// the only white left.
func TestAutoPayCountsNoTappedDualAsKept(t *testing.T) {
	sc := newScenario(t, 2, withOptions(func(o *Options) { o.Land = LandAnyCard }))
	plains := sc.lands(P1, tPlains, 1)[0]
	forest := sc.lands(P1, tForest, 1)[0]
	crossing := sc.landlessLand(P1, creature("Tide Knight", "{W}{U}", 2, 2, 0))
	sc.g.objs[crossing].Tapped = true
	sc.touch()
	sc.hand(P1, tCleric)
	sc.cast(P1, sc.hand(P1, tWidget))
	sc.expectUntapped([]ObjID{plains, forest}, plains)
	sc.passUntilResolved()
	sc.expectLegal(castAct(sc.cardID(P1, tCleric)))
}
