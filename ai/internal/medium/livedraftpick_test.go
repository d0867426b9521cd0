package medium

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/rules"
)

// liveTestSet is the cards the Live-Draft tests put on hand-made tables.
const liveTestSet = `set: AI Live-Draft tests
code: AIL

card: Test Forest
type: Basic Land — Forest
rarity: basic
activate: {T} -> add {G}

card: Test Mountain
type: Basic Land — Mountain
rarity: basic
activate: {T} -> add {R}

card: Test Swamp
type: Basic Land — Swamp
rarity: basic
activate: {T} -> add {B}

card: Test Island
type: Basic Land — Island
rarity: basic
activate: {T} -> add {U}

card: Test Bear
type: Creature — Bear
rarity: common
cost: {1}{G}
pt: 2/2

card: Test Elk
type: Creature — Elk
rarity: common
cost: {2}{G}
pt: 3/3

card: Test Giant
type: Creature — Giant
rarity: common
cost: {4}{G}
pt: 5/5

card: Test Ogre
type: Creature — Ogre
rarity: common
cost: {2}{R}
pt: 3/3
keywords: trample

card: Test Dragon
type: Creature — Dragon
rarity: rare
cost: {4}{R}{R}
pt: 5/5
keywords: flying

card: Test Kill
type: Instant
rarity: uncommon
cost: {1}{B}
spell: destroy target:creature

card: Test Wisp
type: Creature — Spirit
rarity: common
cost: {1}{U}
pt: 1/1
keywords: flying

card: Test Shade
type: Creature — Shade
rarity: common
cost: {3}{B}
pt: 3/2
`

// liveCards parses liveTestSet (and extra cards) by name.
func liveCards(t *testing.T, extra ...string) map[string]*card.Def {
	t.Helper()
	set, err := card.Parse("ail.cards", strings.NewReader(liveTestSet+strings.Join(extra, "")))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*card.Def{}
	for _, d := range set.Cards {
		out[d.Name] = d
	}
	return out
}

// liveTable is a hand-made Live-Draft table seen by seat 0.
type liveTable struct {
	t  *testing.T
	c  map[string]*card.Def
	V  *rules.View
	id rules.ObjID
	// unseen, when set, is the library's list less the cards seen (the
	// board's unseen pool); otherwise the seen cards stand for it.
	unseen []*card.Def
}

// newLiveTable is a table of seats players at 20 life, seat 0 deciding,
// drawing by draw from a common library of 40 cards.
func newLiveTable(t *testing.T, draw rules.DrawRule, seats int) *liveTable {
	v := &rules.View{Seat: 0, Active: 0, Turn: 3, Step: rules.StepDraw}
	v.Options.Draw = draw
	v.Options.Library = rules.SharedLibrary
	v.Options.Mulligan = rules.MulliganRemoveTwo
	for i := range seats {
		v.Players = append(v.Players, rules.PlayerView{Seat: rules.Seat(i), Team: i, Life: 20, LibraryCount: 40})
	}
	return &liveTable{t: t, c: liveCards(t), V: v, id: 1}
}

// card is a view of the named card in zone z, owned and controlled by s.
func (lt *liveTable) Card(name string, s rules.Seat, z rules.Zone) rules.CardView {
	d := lt.c[name]
	if d == nil {
		lt.t.Fatalf("no card %q", name)
	}
	lt.id++
	return rules.CardView{ID: lt.id, Def: d, Owner: s, Controller: s, Zone: z, Power: int(d.Power), Toughness: int(d.Toughness),
		Keywords: d.Keywords, Attacking: rules.NoSeat, Blocking: rules.NoObj, AttachedTo: rules.NoObj}
}

// hand puts the named cards into seat s's hand (seat 0's, or shown for another).
func (lt *liveTable) hand(s rules.Seat, names ...string) {
	p := &lt.V.Players[s]
	for _, n := range names {
		c := lt.Card(n, s, rules.ZoneHand)
		if s == lt.V.Seat {
			p.Hand = append(p.Hand, c)
		} else {
			p.Shown = append(p.Shown, c)
		}
		p.HandCount++
	}
}

// play puts the named cards onto the battlefield under s.
func (lt *liveTable) play(s rules.Seat, names ...string) {
	for _, n := range names {
		lt.V.Battlefield = append(lt.V.Battlefield, lt.Card(n, s, rules.ZoneBattlefield))
	}
}

// row deals the named cards into the row, left to right.
func (lt *liveTable) row(names ...string) {
	for _, n := range names {
		lt.V.Row = append(lt.V.Row, lt.Card(n, rules.NoSeat, rules.ZoneRow))
	}
}

// pile puts the named cards onto the rummy pile, the last on top.
func (lt *liveTable) pile(names ...string) {
	for _, n := range names {
		lt.V.Pile = append(lt.V.Pile, lt.Card(n, rules.NoSeat, rules.ZonePile))
	}
}

// removed puts the named cards into the removed pile.
func (lt *liveTable) removed(names ...string) {
	for _, n := range names {
		lt.V.Removed = append(lt.V.Removed, lt.Card(n, rules.NoSeat, rules.ZoneRemoved))
	}
}

// decide asks player p (medium unless given) for seat 0's choice of
// purpose (or its quick-start mulligan, for ChooseNothing) and returns
// the chosen card's name ("two" for a rummy draw of two, "keep" and
// "mulligan").
func (lt *liveTable) Decide(purpose rules.Purpose, p *Policy) string {
	lt.t.Helper()
	if p == nil {
		p = NewPolicy(1, 2, nil, true)
	}
	v := lt.V
	var legal []rules.Action
	choose := func(cs []rules.CardView) {
		for _, c := range cs {
			legal = append(legal, rules.Action{Kind: rules.ActChoose, Obj: c.ID})
		}
	}
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecideChoice, Purpose: purpose, Count: 1, Source: rules.NoObj}
	switch purpose {
	case rules.ChooseNothing:
		v.Pending.Kind = rules.DecideMulligan
		legal = []rules.Action{{Kind: rules.ActKeep}, {Kind: rules.ActMulligan}}
	case rules.ChooseDraw:
		choose(v.Row)
	case rules.ChooseRummy:
		choose(v.Pile[len(v.Pile)-1:])
		legal = append(legal, rules.Action{Kind: rules.ActChoose, Obj: rules.NoObj, Index: 1})
	default:
		choose(v.Players[0].Hand)
	}
	b := NewBoard(v)
	if lt.unseen != nil {
		b.pool, b.poolOK, b.unseenDone = lt.unseen, true, true
	}
	a := p.Choose(b, legal)
	switch {
	case a.Kind == rules.ActKeep:
		return "keep"
	case a.Kind == rules.ActMulligan:
		return "mulligan"
	case a.Kind == rules.ActChoose && a.Obj == rules.NoObj:
		return "two"
	}
	for _, zone := range [][]rules.CardView{v.Row, v.Pile, v.Players[0].Hand} {
		for _, c := range zone {
			if c.ID == a.Obj {
				return c.Def.Name
			}
		}
	}
	lt.t.Fatalf("chose %+v, not a card of the table", a)
	return ""
}

// easyPolicy is the easy player's policy without its random mistakes.
func easyPolicy() *Policy { return NewPolicy(1, 3, nil, false) }

func TestDraftTakesALandWhenShort(t *testing.T) {
	// Two Forests in play and a hand of green spells: a Forest beats a
	// Mountain and every spell in the row.
	lt := newLiveTable(t, rules.DrawPipeline, 2)
	lt.play(0, "Test Forest", "Test Forest")
	lt.hand(0, "Test Giant", "Test Elk", "Test Bear")
	lt.row("Test Ogre", "Test Mountain", "Test Giant", "Test Forest", "Test Elk", "Test Wisp", "Test Shade")
	if got := lt.Decide(rules.ChooseDraw, nil); got != "Test Forest" {
		t.Errorf("land-short medium drew %s, want Test Forest", got)
	}
	// With five lands in play and a land in hand it wants a spell.
	lt = newLiveTable(t, rules.DrawPipeline, 2)
	lt.play(0, "Test Forest", "Test Forest", "Test Forest", "Test Forest", "Test Forest")
	lt.hand(0, "Test Forest", "Test Bear")
	lt.row("Test Ogre", "Test Mountain", "Test Giant", "Test Forest", "Test Elk", "Test Wisp", "Test Shade")
	if got := lt.Decide(rules.ChooseDraw, nil); got != "Test Giant" {
		t.Errorf("flooded medium drew %s, want Test Giant", got)
	}
}

func TestDraftTakesItsColours(t *testing.T) {
	// A green seat takes the green 3/3 over a slightly better red one; a
	// seat with nothing yet takes the better card.
	lt := newLiveTable(t, rules.DrawTableau, 2)
	lt.play(0, "Test Forest", "Test Forest", "Test Forest", "Test Bear")
	lt.hand(0, "Test Forest", "Test Giant")
	lt.row("Test Ogre", "Test Elk", "Test Wisp", "Test Shade", "Test Island", "Test Swamp", "Test Mountain")
	if got := lt.Decide(rules.ChooseDraw, nil); got != "Test Elk" {
		t.Errorf("green medium drew %s, want Test Elk", got)
	}
	lt = newLiveTable(t, rules.DrawTableau, 2)
	lt.hand(0, "Test Forest", "Test Mountain", "Test Swamp")
	lt.row("Test Ogre", "Test Elk", "Test Wisp", "Test Shade", "Test Island", "Test Swamp", "Test Mountain")
	if got := lt.Decide(rules.ChooseDraw, nil); got != "Test Ogre" {
		t.Errorf("open medium drew %s, want Test Ogre", got)
	}
}

// hateTable is a green seat 0 at life against a black-red seat 1 with a
// 3/3 in play; the row holds removal in seat 1's colours at index at and
// green cards that fit seat 0.
func hateTable(t *testing.T, draw rules.DrawRule, life, at int) *liveTable {
	lt := newLiveTable(t, draw, 2)
	lt.V.Players[0].Life = life
	lt.play(0, "Test Forest", "Test Forest", "Test Forest", "Test Forest")
	lt.hand(0, "Test Forest", "Test Giant")
	lt.play(1, "Test Swamp", "Test Swamp", "Test Mountain", "Test Mountain", "Test Ogre")
	lt.hand(1, "Test Shade")
	lt.V.Players[1].HandCount = 4
	cards := []string{"Test Island", "Test Elk", "Test Island", "Test Wisp", "Test Island", "Test Mountain"}
	cards = append(cards[:at], append([]string{"Test Kill"}, cards[at:]...)...)
	lt.row(cards...)
	return lt
}

func TestDraftHatesWhatTheNextOpponentNeeds(t *testing.T) {
	// At 20 life the green seat takes its Elk; at 5, facing a 3/3, it
	// takes the removal the next opponent wants.
	if got := hateTable(t, rules.DrawTableau, 20, 3).Decide(rules.ChooseDraw, nil); got != "Test Elk" {
		t.Errorf("safe medium drew %s, want Test Elk", got)
	}
	if got := hateTable(t, rules.DrawTableau, 5, 3).Decide(rules.ChooseDraw, nil); got != "Test Kill" {
		t.Errorf("medium close to losing drew %s, want Test Kill", got)
	}
	// In a pipeline the leftmost card falls off after our draw anyway.
	if got := hateTable(t, rules.DrawPipeline, 5, 0).Decide(rules.ChooseDraw, nil); got != "Test Elk" {
		t.Errorf("medium took the leftmost card of the pipeline (%s), which falls off anyway", got)
	}
	// The easy player never hate-drafts.
	if got := hateTable(t, rules.DrawTableau, 5, 3).Decide(rules.ChooseDraw, easyPolicy()); got == "Test Kill" {
		t.Errorf("easy hate-drafted %s", got)
	}
}

// rummyTable is a green seat 0 with four lands in play and a 5/5 in
// hand against seat 1, a pile topped by top over a pile and removed
// cards that show the library's make-up.
func rummyTable(t *testing.T, top string) *liveTable {
	lt := newLiveTable(t, rules.DrawRummy, 2)
	lt.play(0, "Test Forest", "Test Forest", "Test Forest", "Test Forest")
	lt.hand(0, "Test Forest", "Test Giant", "Test Bear")
	lt.removed("Test Wisp", "Test Shade", "Test Island", "Test Mountain", "Test Swamp", "Test Ogre", "Test Bear", "Test Island")
	lt.pile("Test Shade", "Test Swamp", top)
	return lt
}

func TestRummyTakesAGreatTopCard(t *testing.T) {
	if got := rummyTable(t, "Test Giant").Decide(rules.ChooseRummy, nil); got != "Test Giant" {
		t.Errorf("medium did not take the Giant from the pile (%s)", got)
	}
	if got := rummyTable(t, "Test Island").Decide(rules.ChooseRummy, nil); got != "two" {
		t.Errorf("medium took %s from the pile instead of drawing two", got)
	}
}

func TestRummyDiscardsTheLeastAndFeedsNobody(t *testing.T) {
	// Off its colours, the red Ogre is worth least to the green seat (the
	// black removal a little more).
	lt := newLiveTable(t, rules.DrawRummy, 2)
	lt.play(0, "Test Forest", "Test Forest", "Test Forest")
	lt.hand(0, "Test Forest", "Test Giant", "Test Elk", "Test Ogre", "Test Kill")
	if got := lt.Decide(rules.ChoosePile, nil); got != "Test Ogre" {
		t.Errorf("medium put %s onto the pile, want Test Ogre", got)
	}
	// The next seat is red: the Ogre would feed it, the removal goes.
	lt.play(1, "Test Mountain", "Test Mountain", "Test Mountain", "Test Dragon")
	if got := lt.Decide(rules.ChoosePile, nil); got != "Test Kill" {
		t.Errorf("medium put %s onto the pile for the red next seat, want Test Kill", got)
	}
}

func TestRummyDealKeepsACurveInTwoColours(t *testing.T) {
	// Fourteen cards down to seven, one ChoosePile at a time.
	lt := newLiveTable(t, rules.DrawRummy, 2)
	lt.V.Turn, lt.V.Step = 0, rules.StepUntap
	lt.hand(0, "Test Forest", "Test Forest", "Test Mountain", "Test Island", "Test Swamp",
		"Test Bear", "Test Elk", "Test Giant", "Test Ogre", "Test Dragon", "Test Wisp", "Test Shade", "Test Kill", "Test Bear")
	for len(lt.V.Players[0].Hand) > 7 {
		name := lt.Decide(rules.ChoosePile, nil)
		h := lt.V.Players[0].Hand
		for i := range h {
			if h[i].Def.Name == name {
				lt.V.Players[0].Hand = append(h[:i:i], h[i+1:]...)
				break
			}
		}
	}
	lands, colours, sources := 0, mana.ColorSet(0), mana.ColorSet(0)
	var kept []string
	for _, c := range lt.V.Players[0].Hand {
		kept = append(kept, c.Def.Name)
		if c.Def.IsLand() {
			lands++
			sources |= cardvalue.LandColours(c.Def)
		} else {
			colours |= cardvalue.Colours(c.Def)
		}
	}
	if lands < 2 || lands > 4 || colours.Count() > 2 || colours&^sources != 0 {
		t.Errorf("medium kept %v: want 2 to 4 lands making the colours of at most two", kept)
	}
}

func TestQuickStartRemovesFromALandlessHand(t *testing.T) {
	lt := newLiveTable(t, rules.DrawPipeline, 2)
	lt.V.Turn = 0
	lt.hand(0, "Test Bear", "Test Elk", "Test Giant", "Test Dragon", "Test Wisp", "Test Shade", "Test Bear")
	if got := lt.Decide(rules.ChooseNothing, nil); got != "mulligan" {
		t.Fatalf("medium kept a hand without lands (%s)", got)
	}
	// It removes its dearest, off-colour cards: the Dragon and the Shade
	// (or the Wisp), never its cheap green creatures.
	for range 2 {
		got := lt.Decide(rules.ChooseRemove, nil)
		if got == "Test Bear" || got == "Test Elk" {
			t.Errorf("medium removed %s", got)
		}
		h := lt.V.Players[0].Hand
		for i := range h {
			if h[i].Def.Name == got {
				lt.V.Players[0].Hand = append(h[:i:i], h[i+1:]...)
				break
			}
		}
	}
	// A hand of three lands and castable spells is kept.
	lt = newLiveTable(t, rules.DrawPipeline, 2)
	lt.V.Turn = 0
	lt.hand(0, "Test Forest", "Test Forest", "Test Mountain", "Test Bear", "Test Elk", "Test Ogre", "Test Giant")
	if got := lt.Decide(rules.ChooseNothing, nil); got != "keep" {
		t.Errorf("medium removed two from a good hand (%s)", got)
	}
}
