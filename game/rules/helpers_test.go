package rules

import (
	"math/rand/v2"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Hand-built definitions for engine tests that do not depend on card files.
func eff(k card.EffectKind, n int8) card.Effect {
	return card.Effect{Kind: k, Amount: n, Target: -1, Target2: -1}
}

func tgtEff(k card.EffectKind, n int8, t int8) card.Effect {
	e := eff(k, n)
	e.Target = t
	return e
}

func basic(name string, c mana.Color) *card.Def {
	return &card.Def{Name: name, Types: card.Types(card.Land), Super: card.Supertypes(card.Basic), Subtypes: []string{name},
		Abilities: []card.Ability{tapFor(mana.KindOf(c).Bit(), mana.Cost{})}}
}

func creature(name, cost string, p, t int8, kw card.Keywords) *card.Def {
	c := mana.MustParseCost(cost)
	return &card.Def{Name: name, Cost: c, Colors: c.Colors(), Types: card.Types(card.Creature), Power: p, Toughness: t, Keywords: kw}
}

func spell(name, cost string, t card.Type, specs []card.TargetSpec, effs ...card.Effect) *card.Def {
	c := mana.MustParseCost(cost)
	return &card.Def{Name: name, Cost: c, Colors: c.Colors(), Types: card.Types(t),
		Abilities: []card.Ability{{Kind: card.SpellAbility, Targets: specs, Effects: effs}}}
}

var (
	tMountain = basic("Mountain", mana.Red)
	tForest   = basic("Forest", mana.Green)
	tBear     = creature("Bear", "{1}{G}", 2, 2, 0)
	tOgre     = creature("Ogre", "{2}{R}", 3, 3, 0)
	tDragon   = creature("Dragon", "{3}{R}{R}", 4, 4, card.Keywords(card.Flying))
	tSpider   = creature("Spider", "{2}{G}", 1, 4, card.Keywords(card.Reach|card.Deathtouch))
	tBolt     = spell("Bolt", "{R}", card.Instant, []card.TargetSpec{{Kind: card.AnyTarget}}, tgtEff(card.Damage, 3, 0))
	tGrowth   = spell("Growth", "{G}", card.Instant, []card.TargetSpec{{Kind: card.CreatureTarget}},
		card.Effect{Kind: card.Pump, Power: 3, Toughness: 3, Target: 0, Target2: -1})
	tBlast = spell("Blast", "{X}{R}", card.Sorcery, []card.TargetSpec{{Kind: card.AnyTarget}},
		card.Effect{Kind: card.Damage, AmountX: true, Target: 0, Target2: -1})
)

func testDeck() []*card.Def {
	var d []*card.Def
	for i := 0; i < 12; i++ {
		d = append(d, tMountain, tForest)
	}
	for i := 0; i < 4; i++ {
		d = append(d, tBear, tOgre, tDragon, tSpider, tBolt, tGrowth, tBlast)
	}
	for len(d) < 60 {
		d = append(d, tBear)
	}
	return d
}

// playRandom plays a game to the end with uniformly random legal actions.
func playRandom(t testing.TB, g *Game, seed uint64, maxActions int) int {
	r := newTestRand(seed)
	var acts []Action
	n := 0
	for !g.Over() && n < maxActions {
		acts = g.LegalInto(acts)
		if len(acts) == 0 {
			t.Fatalf("no legal actions for %+v", g.Pending())
		}
		a := acts[r.IntN(len(acts))]
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("apply %+v: %v", a, err)
		}
		n++
	}
	return n
}

func TestRandomGamesSmoke(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		s := DefaultSetup(testDeck(), testDeck())
		g, err := New(s, seed)
		if err != nil {
			t.Fatal(err)
		}
		n := playRandom(t, g, seed, 100000)
		if !g.Over() {
			t.Fatalf("seed %d: game not over after %d actions (turn %d)", seed, n, g.Turn())
		}
	}
}

func newTestRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 7)) }
