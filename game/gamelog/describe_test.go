package gamelog_test

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/rules"
)

const testCards = `set: Log Test
code: LOG

card: Mountain
type: Basic Land — Mountain
rarity: basic
activate: {T} -> add {R}

card: Grizzled Bear
cost: {1}{R}
type: Creature — Bear
pt: 2/2
rarity: common

card: Spark Volley
cost: {R}
type: Instant
rarity: common
spell: damage 3 target:any
`

// Object IDs follow deck order (rules.Setup.DeckOrderNumbers): seat 0
// holds 0-39, seat 1 holds 40-79.
const (
	mountain = rules.ObjID(0)  // P1's first Mountain
	bear     = rules.ObjID(20) // P1's first Grizzled Bear
	volley   = rules.ObjID(30) // P1's first Spark Volley
	bear2    = rules.ObjID(60) // P2's first Grizzled Bear
)

// newGame starts a two-player game; each deck is 20 Mountains, 10 Grizzled
// Bears and 10 Spark Volleys, in that order.
func newGame(t testing.TB, seed uint64) *rules.Game {
	t.Helper()
	return newNamedGame(t, seed, "", "")
}

// newNamedGame is newGame with the two players' names ("": the defaults).
func newNamedGame(t testing.TB, seed uint64, p1, p2 string) *rules.Game {
	t.Helper()
	set, err := card.Parse("log.cards", strings.NewReader(testCards))
	if err != nil {
		t.Fatal(err)
	}
	var deck []*card.Def
	for i, n := range []int{20, 10, 10} {
		for j := 0; j < n; j++ {
			deck = append(deck, set.Cards[i])
		}
	}
	setup := rules.DefaultSetup(deck, deck)
	setup.DeckOrderNumbers = true // the fixtures name cards by their place in the decks
	if p1 != "" {
		setup.Players[0].Name, setup.Players[1].Name = p1, p2
	}
	g, err := rules.New(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func ev(k rules.EventKind, s rules.Seat, obj rules.ObjID) rules.Event {
	return rules.Event{Kind: k, Seat: s, Obj: obj, Other: rules.NoObj, Target: rules.Target{Player: rules.NoSeat, Obj: rules.NoObj}}
}

func move(obj rules.ObjID, s rules.Seat, from, to rules.Zone) rules.Event {
	e := ev(rules.EvMove, s, obj)
	e.From, e.To = from, to
	return e
}

func TestDescribe(t *testing.T) {
	g := newGame(t, 1)
	turn := ev(rules.EvTurn, 0, rules.NoObj)
	turn.Amount = 3
	dmg := ev(rules.EvDamage, 0, volley)
	dmg.Amount, dmg.Target = 3, rules.Target{Player: rules.NoSeat, Obj: bear2}
	face := dmg
	face.Target = rules.PlayerTarget(1)
	attack := ev(rules.EvAttack, 0, bear)
	attack.Target = rules.PlayerTarget(1)
	block := ev(rules.EvBlock, 1, bear2)
	block.Other = bear
	counters := ev(rules.EvCounters, 0, bear)
	counters.Amount = 2
	scry := ev(rules.EvScry, 0, bear)
	pump := ev(rules.EvPump, 0, bear)
	pump.Amount, pump.Amount2 = 2, 1
	scry.Amount = 1
	reshuffle := ev(rules.EvReshuffle, rules.NoSeat, rules.NoObj)
	reshuffle.Amount = 12
	life := ev(rules.EvLife, 1, rules.NoObj)
	life.Amount = -3
	for _, tc := range []struct {
		name   string
		e      rules.Event
		viewer rules.Seat
		want   string
	}{
		{"turn", turn, rules.NoSeat, "Turn 3: Player 1 (P1)."},
		{"damage to creature", dmg, rules.NoSeat, "Spark Volley deals 3 damage to Grizzled Bear."},
		{"damage to player", face, rules.NoSeat, "Spark Volley deals 3 damage to P2."},
		{"life", life, rules.NoSeat, "P2 loses 3 life (20)."},
		{"dies", move(bear, 0, rules.ZoneBattlefield, rules.ZoneGraveyard), rules.NoSeat, "Grizzled Bear dies."},
		{"land to graveyard", move(mountain, 0, rules.ZoneBattlefield, rules.ZoneGraveyard), rules.NoSeat, "Mountain is put into P1's graveyard."},
		{"discard", move(volley, 0, rules.ZoneHand, rules.ZoneGraveyard), rules.NoSeat, "P1 discards Spark Volley."},
		{"mill", move(volley, 0, rules.ZoneLibrary, rules.ZoneGraveyard), rules.NoSeat, "P1 mills Spark Volley."},
		{"exile", move(bear, 0, rules.ZoneBattlefield, rules.ZoneExile), rules.NoSeat, "Grizzled Bear is exiled."},
		{"bounce", move(bear, 0, rules.ZoneBattlefield, rules.ZoneHand), rules.NoSeat, "Grizzled Bear returns to P1's hand."},
		{"enters", move(bear, 0, rules.ZoneStack, rules.ZoneBattlefield), rules.NoSeat, "Grizzled Bear enters the battlefield."},
		{"search hidden", move(mountain, 0, rules.ZoneLibrary, rules.ZoneHand), 1, "P1 puts a card into their hand."},
		{"search own", move(mountain, 0, rules.ZoneLibrary, rules.ZoneHand), 0, "P1 puts Mountain into their hand."},
		{"to stack", move(volley, 0, rules.ZoneHand, rules.ZoneStack), rules.NoSeat, ""},
		{"draw hidden", ev(rules.EvDraw, 0, bear), 1, "P1 draws a card."},
		{"draw spectator", ev(rules.EvDraw, 0, bear), rules.NoSeat, "P1 draws a card."},
		{"draw own", ev(rules.EvDraw, 0, bear), 0, "P1 draws Grizzled Bear."},
		{"draw everyone", ev(rules.EvDraw, 0, bear), gamelog.Everyone, "P1 draws Grizzled Bear."},
		{"attack", attack, rules.NoSeat, "Grizzled Bear attacks P2."},
		{"block", block, rules.NoSeat, "Grizzled Bear blocks Grizzled Bear."},
		{"counters", counters, rules.NoSeat, "Grizzled Bear gets two +1/+1 counters."},
		{"trigger", ev(rules.EvTrigger, 0, bear), rules.NoSeat, "Grizzled Bear's ability triggers."},
		{"countered", ev(rules.EvCountered, 0, volley), rules.NoSeat, "Spark Volley is countered."},
		{"fizzle", ev(rules.EvFizzle, 0, volley), rules.NoSeat, "Spark Volley does nothing: its targets are gone."},
		{"pump", pump, rules.NoSeat, "Grizzled Bear gets +2/+1 until end of turn."},
		{"scry hidden", scry, 1, "P1 puts a card on the bottom of their library."},
		{"scry own", scry, 0, "P1 puts Grizzled Bear on the bottom of their library."},
		{"mulligan", ev(rules.EvMulligan, 1, rules.NoObj), rules.NoSeat, "P2 takes a mulligan."},
		{"keep", ev(rules.EvKeep, 1, rules.NoObj), rules.NoSeat, "P2 keeps their hand."},
		{"play land", ev(rules.EvPlayLand, 0, mountain), rules.NoSeat, "P1 plays Mountain."},
		{"lose", ev(rules.EvLose, 1, rules.NoObj), rules.NoSeat, "P2 loses the game."},
		{"draw game", ev(rules.EvWin, rules.NoSeat, rules.NoObj), rules.NoSeat, "The game is a draw."},
		{"reshuffle", reshuffle, rules.NoSeat, "The graveyards are shuffled into a new library (12 cards)."},
		{"step", ev(rules.EvStep, 0, rules.NoObj), rules.NoSeat, ""},
		{"tap", ev(rules.EvTap, 0, mountain), rules.NoSeat, ""},
		{"mana", ev(rules.EvMana, 0, mountain), rules.NoSeat, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := gamelog.Describe(g, tc.e, tc.viewer); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestLinesMergesDraws(t *testing.T) {
	g := newGame(t, 1)
	var evs []rules.Event
	for _, id := range []rules.ObjID{bear, volley, mountain} {
		evs = append(evs, ev(rules.EvDraw, 0, id))
	}
	evs = append(evs, ev(rules.EvDraw, 1, bear2))
	for viewer, want := range map[rules.Seat][]string{
		rules.NoSeat: {"P1 draws three cards.", "P2 draws a card."},
		0:            {"P1 draws Grizzled Bear, Spark Volley and Mountain.", "P2 draws a card."},
		1:            {"P1 draws three cards.", "P2 draws Grizzled Bear."},
	} {
		if got := gamelog.Lines(g, evs, viewer); strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("viewer %v: got %q, want %q", viewer, got, want)
		}
	}
}

// TestLinesScryBottomOnce: a card scried to the bottom is one line, not
// the scry's line and then the same words again for its move.
func TestLinesScryBottomOnce(t *testing.T) {
	g := newGame(t, 1)
	scry := ev(rules.EvScry, 0, bear)
	scry.Amount = 1
	bottom := move(bear, 0, rules.ZoneLooking, rules.ZoneLibrary)
	bottom.Amount = 1
	want := "P1 puts Grizzled Bear on the bottom of their library."
	got := gamelog.Append(nil, gamelog.Lines(g, []rules.Event{scry, bottom}, 0)...)
	if len(got) != 1 || got[0] != want {
		t.Errorf("got %q, want [%q]", got, want)
	}
}

func TestLinesLandAndLife(t *testing.T) {
	g := newGame(t, 1)
	lose3, lose2 := ev(rules.EvLife, 1, rules.NoObj), ev(rules.EvLife, 1, rules.NoObj)
	lose3.Amount, lose2.Amount = -3, -2
	evs := []rules.Event{
		move(mountain, 0, rules.ZoneHand, rules.ZoneBattlefield),
		ev(rules.EvTrigger, 0, mountain),
		ev(rules.EvPlayLand, 0, mountain),
		lose3, lose2,
	}
	want := []string{"P1 plays Mountain.", "Mountain's ability triggers.", "P2 loses 3 life (22).", "P2 loses 2 life (20)."}
	if got := gamelog.Lines(g, evs, rules.NoSeat); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, want)
	}
}

var (
	castRe     = regexp.MustCompile(`^P[12] casts (Grizzled Bear|Spark Volley targeting (P[12]|Grizzled Bear))\.$`)
	otherDraws = regexp.MustCompile(`^P1 draws (a card|\w+ cards)\.$`)
)

// TestRandomGames plays games with random actions and checks every line
// P2 would read: sentences, casts with their targets, and no card drawn
// by P1 named.
func TestRandomGames(t *testing.T) {
	casts := 0
	for seed := uint64(1); seed <= 20; seed++ {
		g := newGame(t, seed)
		r := rand.New(rand.NewPCG(seed, 1))
		for n := 0; !g.Over() && n < 20000; n++ {
			legal := g.Legal()
			evs, err := g.Apply(legal[r.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range gamelog.Lines(g, evs, 1) {
				if !strings.HasSuffix(l, ".") || strings.Contains(l, "nothing") {
					t.Errorf("seed %d: odd line %q", seed, l)
				}
				if strings.HasPrefix(l, "P1 draws") && !otherDraws.MatchString(l) {
					t.Errorf("seed %d: P2 is told %q", seed, l)
				}
				if strings.Contains(l, " casts ") {
					if strings.Contains(l, "targeting") {
						casts++
					}
					if !castRe.MatchString(l) {
						t.Errorf("seed %d: cast line %q", seed, l)
					}
				}
			}
		}
		if !g.Over() {
			t.Errorf("seed %d: game not over", seed)
		}
	}
	if casts == 0 {
		t.Error("no Spark Volley was cast in 20 games")
	}
}
