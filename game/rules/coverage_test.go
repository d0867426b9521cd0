package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// Cards that set the table for TestEveryEmbeddedCardResolves.
var (
	coverBasics = [mana.NumColors]*card.Def{
		basic("Plains", mana.White), basic("Island", mana.Blue), basic("Swamp", mana.Black),
		tMountain, tForest,
	}
	coverTrinket = &card.Def{Name: "Cover Trinket", Cost: mana.MustParseCost("{1}"), Types: card.Types(card.Artifact)}
	coverCharm   = &card.Def{Name: "Cover Charm", Cost: mana.MustParseCost("{1}"), Types: card.Types(card.Enchantment)}
	coverTonic   = spell("Cover Tonic", "{1}", card.Instant, nil, eff(card.GainLife, 1))
)

// TestEveryEmbeddedCardResolves casts (or plays, for lands) every card of
// the embedded sets in a position built for it, resolves it and everything
// it triggers, and then activates each of its activated abilities that can
// be activated there. The position: P1 in its main phase with the card in
// hand and lands enough for its cost (X = 1) and more; creatures (with
// every subtype the card's targets name), an artifact, an enchantment and
// a land on both sides; spare cards in both hands; and, for a spell that
// targets spells, an instant and a creature spell of each player on the
// stack. Targets and choices are the first legal ones. The invariants are
// checked after every action. A card fails if it cannot be cast or played
// there, if Apply refuses a legal action, or if it never resolves.
func TestEveryEmbeddedCardResolves(t *testing.T) {
	lib := testdecks.Library(t)
	activated := 0
	for _, d := range lib.All() {
		t.Run(d.Name, func(t *testing.T) {
			activated += coverCard(t, d)
		})
	}
	t.Logf("%d cards resolved, %d activated abilities resolved", len(lib.All()), activated)
}

// coverCard casts or plays d in a position built for it and resolves it;
// it returns how many of d's activated abilities it then activated.
func coverCard(t *testing.T, d *card.Def) int {
	sc := newScenario(t, 2)
	subtypes := coverSubtypes(d)
	for _, s := range []Seat{P1, P2} {
		sc.battlefield(s, coverCreature("Cover Beast", 2, subtypes))
		sc.battlefield(s, coverCreature("Cover Pup", 1, subtypes))
		sc.battlefield(s, coverTrinket)
		sc.battlefield(s, coverCharm)
		sc.hand(s, tBear)
		sc.hand(s, tOgre)
	}
	sc.battlefield(P2, tForest)
	for c := mana.Color(0); c < mana.NumColors; c++ {
		sc.lands(P1, coverBasics[c], int(d.Cost.Colored[c])+2)
	}
	sc.lands(P1, tPad, int(d.Cost.Generic)+int(d.Cost.X)+2)
	id := sc.hand(P1, d)
	if spellTargetsSpells(d) {
		for _, s := range []Seat{P2, P1} {
			sc.onStack(s, coverTonic)
			sc.onStack(s, coverCreature("Cover Hatchling", 1, subtypes))
		}
	}

	if d.Types.Has(card.Scheme) {
		coverScheme(sc, id)
		return 0
	}
	want, k := castAct(id), "cast"
	if d.IsLand() {
		want, k = landAct(id), "played"
	}
	if _, ok := sc.find(func(a Action) bool { return a == want }); !ok {
		t.Fatalf("%s cannot be %s: legal %+v", d.Name, k, sc.legal())
	}
	sc.clearEvents()
	sc.apply(want)
	sc.coverDecisions()
	if !sc.sawEvent(func(e Event) bool {
		return (e.Kind == EvResolve || e.Kind == EvPlayLand) && e.Obj == id
	}) {
		t.Fatalf("%s was %s but never resolved; pending %+v", d.Name, k, sc.g.Pending())
	}

	n := 0
	for i := range d.Abilities {
		if d.Abilities[i].Kind != card.Activated || sc.g.objs[id].Zone != ZoneBattlefield || sc.g.Over() {
			continue
		}
		sc.g.objs[id].SickTurn = 0
		sc.g.objs[id].Tapped = false
		sc.touch()
		a, ok := sc.find(func(a Action) bool { return a.Kind == ActActivate && a.Obj == id && int(a.Index) == i })
		if !ok {
			continue
		}
		sc.apply(a)
		sc.coverDecisions()
		n++
	}
	return n
}

// coverScheme sets the scheme id (in P1's hand) in motion from the top of
// P1's scheme deck, with two plain schemes under it, and resolves what it
// triggers; an ongoing scheme then stays face up, another goes face down.
func coverScheme(sc *scenario, id ObjID) {
	sc.t.Helper()
	g := sc.g
	removeID(&g.players[P1].Hand, id)
	g.objs[id].Zone, g.objs[id].FaceDown = ZoneCommand, true
	g.players[P1].Command = append(g.players[P1].Command, id)
	for i := 0; i < 2; i++ {
		g.objs[sc.add(P1, tSchemeGift, ZoneCommand)].FaceDown = true
	}
	sc.clearEvents()
	g.setSchemeInMotion(P1)
	g.sbaDue = true
	g.advance()
	sc.touch()
	sc.coverDecisions()
	d := g.objs[id].Def
	if !sc.sawEvent(func(e Event) bool { return e.Kind == EvResolve && e.Obj == id }) && hasTrigger(d, card.OnSetInMotion) {
		sc.t.Fatalf("%s was set in motion but its ability never resolved; pending %+v", d.Name, g.Pending())
	}
	if up := !g.objs[id].FaceDown; up != d.Super.Has(card.Ongoing) && !g.Over() {
		sc.t.Errorf("%s: face up %v after it was set in motion", d.Name, up)
	}
}

// hasTrigger reports whether d has a triggered ability on k.
func hasTrigger(d *card.Def, k card.TriggerKind) bool {
	for i := range d.Abilities {
		if d.Abilities[i].Kind == card.Triggered && d.Abilities[i].Trigger == k {
			return true
		}
	}
	return false
}

// coverDecisions answers every decision with the first legal choice (X = 1
// where it can be, automatic payment) until the stack is empty and P1 has
// priority again, or the game ends.
func (sc *scenario) coverDecisions() {
	sc.t.Helper()
	g := sc.g
	for i := 0; !g.Over(); i++ {
		if i > 500 {
			sc.t.Fatalf("no end to the decisions: pending %+v", g.Pending())
		}
		d := g.Pending()
		acts := sc.legal()
		switch d.Kind {
		case DecidePriority:
			if len(g.stack) == 0 && g.resolving == nil {
				return
			}
			sc.apply(act(ActPass))
		case DecideX:
			a := acts[0]
			if len(acts) > 1 && acts[1].Kind == ActChooseX {
				a = acts[1]
			}
			sc.apply(a)
		case DecidePay:
			sc.pay()
		case DecideTarget, DecideChoice:
			a := acts[0]
			if a.Kind == ActCancel && len(acts) > 1 {
				a = acts[1]
			}
			sc.apply(a)
		default:
			sc.t.Fatalf("unexpected decision %+v", d)
		}
	}
}

// onStack puts a spell of seat's onto the stack as if just cast, without targets.
func (sc *scenario) onStack(seat Seat, d *card.Def) ObjID {
	g := sc.g
	id := g.newObject(d, seat, ZoneNone)
	g.objs[id].Zone = ZoneStack
	g.objs[id].Timestamp = g.newTimestamp()
	g.stack = append(g.stack, stackItem{obj: id, controller: seat, ability: -1, isSpell: true, stamp: g.objs[id].Stamp, def: d})
	sc.touch()
	return id
}

// coverCreature is a creature with the given power (and toughness 3) and subtypes.
func coverCreature(name string, power int8, subtypes []string) *card.Def {
	d := creature(name, "{1}", power, 3, 0)
	d.Keywords = kws(card.Flash)
	d.Subtypes = subtypes
	return d
}

// coverSubtypes lists the subtypes that d's targets, sacrifice costs and
// "each" groups name.
func coverSubtypes(d *card.Def) []string {
	var out []string
	add := func(s *card.TargetSpec) {
		if s != nil && s.Subtype != "" {
			out = append(out, s.Subtype)
		}
	}
	add(d.Enchant)
	for i := range d.Abilities {
		ab := &d.Abilities[i]
		add(ab.SacFilter)
		for j := range ab.Targets {
			add(&ab.Targets[j])
		}
		for j := range ab.Effects {
			add(ab.Effects[j].Each)
		}
	}
	return out
}

// spellTargetsSpells reports whether d's spell ability targets a spell.
func spellTargetsSpells(d *card.Def) bool {
	for _, s := range spellSpecs(d) {
		switch s.Kind {
		case card.SpellTarget, card.CreatureSpell, card.NoncreatureSpell, card.InstantOrSorcerySpell:
			return true
		}
	}
	return false
}
