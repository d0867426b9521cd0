package rules

import (
	"reflect"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// turnSixGame is a two-player game of test decks at turn 6 that seat 0 is
// looking at.
func turnSixGame(t *testing.T, opts Options) *Game {
	t.Helper()
	setup := DefaultSetup(testDeck(), testDeck())
	setup.Options = opts
	g, err := New(setup, 21)
	if err != nil {
		t.Fatal(err)
	}
	playRandomUntil(t, g, 21, func() bool { return g.Turn() >= 6 })
	return g
}

// redefineUnseen makes each card of lists that seat s has not seen a d
// and returns how many it changed.
func redefineUnseen(g *Game, s Seat, d *card.Def, lists ...[]ObjID) int {
	n := 0
	for _, l := range lists {
		for _, id := range l {
			if !g.knows(s, id) {
				g.objs[id].Def = d
				g.objs[id].resetCharacteristics()
				n++
			}
		}
	}
	return n
}

// TestKnowledgeIgnoresUnseenCards: two games that differ only in the
// opponent's unseen cards (hand and library, same counts) give the same
// knowledge and the same samples.
func TestKnowledgeIgnoresUnseenCards(t *testing.T) {
	a := turnSixGame(t, Options{})
	b := a.Clone()
	blue := creature("Sprite", "{U}", 1, 1, card.Keywords(card.Flying))
	if redefineUnseen(b, 0, blue, b.players[1].Hand, b.players[1].Library) == 0 {
		t.Fatal("the opponent should have unseen cards")
	}
	ka, kb := a.KnowledgeOf(0), b.KnowledgeOf(0)
	if !reflect.DeepEqual(ka.View(), kb.View()) || !reflect.DeepEqual(ka.Legal(), kb.Legal()) {
		t.Fatal("the knowledge must not depend on unseen cards")
	}
	if !reflect.DeepEqual(ka.guesses, kb.guesses) {
		t.Fatal("the guesses must not depend on unseen cards")
	}
	for seed := uint64(0); seed < 10; seed++ {
		sa, sb := ka.Sample(seed), kb.Sample(seed)
		if sa.Hash() != sb.Hash() || !sameDefs(sa, sb, sa.players[1].Library) || !sameDefs(sa, sb, sa.players[1].Hand) {
			t.Fatalf("seed %d: samples must not depend on unseen cards", seed)
		}
		for _, id := range sb.players[1].Library {
			if sb.objs[id].Def == blue || sb.objs[id].Def == unseenCard {
				t.Fatal("a sample must guess every unseen card")
			}
		}
	}
}

// TestKnowledgeForgetsUnseenInstants: whether the opponent holds an
// instant, as the game remembers it (hasInstant, which lets a seat that
// can only pass skip its listing), is worked out again in the knowledge,
// whose unseen cards are other cards: it cannot tell the seat what it
// does not see.
func TestKnowledgeForgetsUnseenInstants(t *testing.T) {
	g := turnSixGame(t, Options{})
	if redefineUnseen(g, 0, tBolt, g.players[1].Hand) == 0 {
		t.Fatal("the opponent should hold unseen cards")
	}
	g.handChanged(1)
	if !g.hasInstant(1) {
		t.Fatal("the opponent holds Bolts: an instant")
	}
	k := g.KnowledgeOf(0)
	if got, want := k.g.hasInstant(1), k.g.handHasInstant(1); got != want {
		t.Fatalf("the knowledge remembers an instant in the opponent's hand: %v, its cards say %v", got, want)
	}
}

// TestSampleGuessesFromColoursSeen: unseen cards are guessed in the
// opponent's colours seen so far, about 40% of the deck lands; cards the
// seat has seen keep their identity in a hidden zone.
func TestSampleGuessesFromColoursSeen(t *testing.T) {
	g := turnSixGame(t, Options{})
	blue := creature("Sprite", "{U}", 1, 1, card.Keywords(card.Flying))
	white := creature("Squire", "{W}", 1, 2, 0)
	g.pool = []*card.Def{tBear, tOgre, tBolt, blue, white, tMountain}
	// A card of the opponent's that went public and came back to hand.
	var back ObjID = NoObj
	for _, id := range g.players[1].Library {
		if g.objs[id].Def == tDragon {
			back = id
			g.move(id, ZoneExile, false)
			g.move(id, ZoneHand, false)
			break
		}
	}
	if back == NoObj {
		t.Fatal("no dragon in the library")
	}
	k := g.KnowledgeOf(0)
	want := mana.SetOf(mana.Red, mana.Green)
	for seed := uint64(0); seed < 10; seed++ {
		s := k.Sample(seed)
		if s.objs[back].Def != tDragon || s.objs[back].Zone != ZoneHand {
			t.Fatal("a card seen going back to hand must stay known")
		}
		lands, deck := 0, 0
		for id := range s.objs {
			o := &s.objs[id]
			if o.Owner != 1 || o.Token {
				continue
			}
			deck++
			if o.Def.IsLand() {
				lands++
			}
			if defColors(o.Def)&^want != 0 {
				t.Fatalf("%s is not in the opponent's colours", o.Def.Name)
			}
		}
		if lands < deck*3/10 || lands > deck/2 {
			t.Fatalf("%d lands of %d cards", lands, deck)
		}
	}
}

// TestSampleDealsPublicDecklists: under open decklists the opponent's
// hidden cards are their real remaining cards, dealt again.
func TestSampleDealsPublicDecklists(t *testing.T) {
	g := turnSixGame(t, Options{OpenDecklists: true})
	k := g.KnowledgeOf(0)
	if k.guesses != nil {
		t.Fatal("open decklists need no guesses")
	}
	count := func(g *Game) map[*card.Def]int {
		m := map[*card.Def]int{}
		for _, l := range [][]ObjID{g.players[1].Hand, g.players[1].Library} {
			for _, id := range l {
				m[g.objs[id].Def]++
			}
		}
		return m
	}
	if !reflect.DeepEqual(count(g), count(k.Sample(3))) {
		t.Fatal("a sample must hold the opponent's real remaining cards")
	}
}
