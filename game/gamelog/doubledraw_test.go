package gamelog_test

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/rules"
)

const siftCards = `set: Log Sift
code: LOGS

card: Mountain
type: Basic Land — Mountain
rarity: basic
activate: {T} -> add {R}

card: Sift the Pantry
cost: {R}
type: Sorcery
rarity: common
spell: draw 2 ; discard 1
`

// siftGame starts a double draw game whose decks are 20 Mountains and 20
// Sift the Pantry, at P1's first main phase with a Mountain played and a
// Sift the Pantry in hand. It returns the game and that Sift.
func siftGame(t *testing.T) (*rules.Game, rules.ObjID) {
	t.Helper()
	set, err := card.Parse("sift.cards", strings.NewReader(siftCards))
	if err != nil {
		t.Fatal(err)
	}
	var deck []*card.Def
	for i := 0; i < 20; i++ {
		deck = append(deck, set.Cards[0], set.Cards[1])
	}
	for seed := uint64(1); seed < 50; seed++ {
		s := rules.DefaultSetup(deck, deck)
		s.Options.Draw, s.Options.Mulligan = rules.DrawKeepHalf, rules.MulliganNone
		s.Options.FixedFirst, s.Options.FirstPlayer = true, 0
		g, err := rules.New(s, seed)
		if err != nil {
			t.Fatal(err)
		}
		for g.Step() != rules.StepMain1 {
			mustApply(t, g, rules.Action{Kind: rules.ActPass, Obj: rules.NoObj, Target: noTarget})
		}
		land, sift := rules.NoObj, rules.NoObj
		for _, id := range g.Player(0).Hand {
			if g.Obj(id).Def == set.Cards[0] {
				land = id
			} else {
				sift = id
			}
		}
		if land == rules.NoObj || sift == rules.NoObj {
			continue
		}
		mustApply(t, g, rules.Action{Kind: rules.ActPlayLand, Obj: land, Target: noTarget})
		return g, sift
	}
	t.Fatal("no seed deals P1 both cards")
	return nil, rules.NoObj
}

var noTarget = rules.Target{Player: rules.NoSeat, Obj: rules.NoObj}

func mustApply(t *testing.T, g *rules.Game, a rules.Action) []rules.Event {
	t.Helper()
	evs, err := g.Apply(a)
	if err != nil {
		t.Fatalf("%+v: %v", a, err)
	}
	return evs
}

// TestLinesDoubleDrawSpellDrawsBeforeItDiscards: under double draw the log
// of "draw 2, then discard 1" tells the keep-half draw (the kept cards and
// the ones put on the bottom) before the discard, as it happens.
func TestLinesDoubleDrawSpellDrawsBeforeItDiscards(t *testing.T) {
	g, sift := siftGame(t)
	lines := map[rules.Seat][]string{}
	log := func(evs []rules.Event) {
		for _, v := range []rules.Seat{0, 1} {
			lines[v] = append(lines[v], gamelog.Lines(g, evs, v)...)
		}
	}
	log(mustApply(t, g, rules.Action{Kind: rules.ActCast, Obj: sift, Target: noTarget}))
	log(mustApply(t, g, rules.Action{Kind: rules.ActAutoPay, Obj: rules.NoObj, Target: noTarget}))
	for g.Pending().Kind == rules.DecidePriority {
		log(mustApply(t, g, rules.Action{Kind: rules.ActPass, Obj: rules.NoObj, Target: noTarget}))
	}
	var discarded rules.ObjID
	for g.Pending().Kind == rules.DecideChoice {
		a := g.Legal()[0]
		if g.Pending().Purpose == rules.ChooseDiscard {
			discarded = a.Obj
		}
		log(mustApply(t, g, a))
	}
	if g.Obj(sift).Zone != rules.ZoneGraveyard {
		t.Fatalf("Sift the Pantry is in the %v", g.Obj(sift).Zone)
	}
	name := g.Obj(discarded).Def.Name
	want := []string{
		"P1 casts Sift the Pantry.",
		"P1 draws a card.",
		"P1 draws a card.",
		"P1 puts a card on the bottom of their library.",
		"P1 puts a card on the bottom of their library.",
		"P1 discards " + name + ".",
	}
	if got := strings.Join(lines[1], "|"); got != strings.Join(want, "|") {
		t.Errorf("P2 reads\n%s\nwant\n%s", strings.Join(lines[1], "\n"), strings.Join(want, "\n"))
	}
	own := lines[0]
	if len(own) != len(want) || !strings.HasPrefix(own[1], "P1 draws ") || own[1] == want[1] ||
		!strings.HasSuffix(own[3], " on the bottom of their library.") || own[5] != want[5] {
		t.Errorf("P1 reads\n%s", strings.Join(own, "\n"))
	}
}
