package gamelog_test

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
)

// liveGame starts a two-seat Live-Draft game of the named variant whose
// common library is two of the test decks (IDs 0-79, deck order).
func liveGame(t *testing.T, name string, opts ...variant.Option) *rules.Game {
	t.Helper()
	return liveGameOf(t, name, 40, opts...)
}

// liveGameOf is liveGame with the first size cards of each test deck.
func liveGameOf(t *testing.T, name string, size int, opts ...variant.Option) *rules.Game {
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
	deck = deck[:size]
	s, err := variant.Build(name, [][]*card.Def{deck, deck}, append(opts, variant.FirstPlayer(0))...)
	if err != nil {
		t.Fatal(err)
	}
	s.DeckOrderNumbers = true // the tests name cards by their place in the decks
	g, err := rules.New(s, 3)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestLiveDraftMoves(t *testing.T) {
	pipe := liveGame(t, "live-pipeline")
	tab := liveGame(t, "live-tableau")
	take := ev(rules.EvDraw, 1, bear)
	take.From = rules.ZoneRow
	fromPile := ev(rules.EvDraw, 1, bear)
	fromPile.From = rules.ZonePile
	reshuffle := ev(rules.EvReshuffle, rules.NoSeat, rules.NoObj)
	reshuffle.From, reshuffle.Amount = rules.ZoneRemoved, 12
	cases := []struct {
		name string
		g    *rules.Game
		e    rules.Event
		want string
	}{
		// A card taken from the row or the pile is named even to the
		// other seats: everyone saw it.
		{"take from the pipeline", pipe, take, "P2 takes Grizzled Bear from the pipeline."},
		{"take from the tableau", tab, take, "P2 takes Grizzled Bear from the tableau."},
		{"take from the pile", tab, fromPile, "P2 takes Grizzled Bear from the discard pile."},
		{"deal", pipe, move(bear, rules.NoSeat, rules.ZoneLibrary, rules.ZoneRow), "Grizzled Bear is dealt to the pipeline."},
		{"fall off", pipe, move(volley, rules.NoSeat, rules.ZoneRow, rules.ZoneRemoved), "Spark Volley falls off the pipeline."},
		{"discard onto the pile", tab, move(bear, 0, rules.ZoneHand, rules.ZonePile), "P1 discards Grizzled Bear onto the discard pile."},
		{"quick-start remove two", tab, ev(rules.EvMulligan, 0, rules.NoObj), "P1 chooses to remove two cards and draw one."},
		{"quick-start removal", tab, move(bear, 0, rules.ZoneHand, rules.ZoneRemoved), "P1 removes Grizzled Bear from the game."},
		{"reshuffle removed", tab, reshuffle, "The cards removed from the game are shuffled into a new library (12 cards)."},
		// Everyone shares one library: it is nobody's.
		{"scry the common library", tab, ev(rules.EvScry, 1, bear), "P2 keeps a card on top of the library."},
		{"bottom of the common library", tab, move(bear, 0, rules.ZoneHand, rules.ZoneLibrary), "Grizzled Bear is put into the library."},
	}
	for _, c := range cases {
		if got := gamelog.Describe(c.g, c.e, 0); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

func TestLinesGroupRowMoves(t *testing.T) {
	tab := liveGame(t, "live-tableau")
	var wipe []rules.Event
	for id := rules.ObjID(0); id < 7; id++ {
		wipe = append(wipe, move(id, rules.NoSeat, rules.ZoneRow, rules.ZoneRemoved))
	}
	deal := []rules.Event{move(bear, rules.NoSeat, rules.ZoneLibrary, rules.ZoneRow), move(volley, rules.NoSeat, rules.ZoneLibrary, rules.ZoneRow)}
	got := gamelog.Lines(tab, append(wipe, deal...), 1)
	want := []string{"The tableau is all lands: seven cards are removed from the game.", "Grizzled Bear and Spark Volley are dealt to the tableau."}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, want)
	}

	// Two blind library draws by P1 are hidden from P2 and not merged
	// with a card P1 took from the pile.
	pile := ev(rules.EvDraw, 0, bear2)
	pile.From = rules.ZonePile
	draw := ev(rules.EvDraw, 0, bear)
	draw.From = rules.ZoneLibrary
	draw2 := draw
	draw2.Obj = volley
	got = gamelog.Lines(tab, []rules.Event{pile, draw, draw2}, 1)
	want = []string{"P1 takes Grizzled Bear from the discard pile.", "P1 draws two cards."}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestLiveDraftGamesLogEveryMove plays Live-Draft games to the end by
// first legal action and checks that no move falls through to the
// generic sentence, and that a hidden hand's card is never named to
// another seat except when it went to a public zone.
func TestLiveDraftGamesLogEveryMove(t *testing.T) {
	for _, name := range []string{"live-tableau", "live-pipeline", "live-rummy"} {
		g := liveGame(t, name, variant.MillCounters(), variant.MaxTurns(40))
		var lines []string
		for steps := 0; !g.Over() && steps < 20000; steps++ {
			legal := g.Legal()
			a := legal[steps%len(legal)]
			events, err := g.Apply(a)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			lines = append(lines, gamelog.Lines(g, events, 1)...)
		}
		all := strings.Join(lines, "\n")
		for _, bad := range []string{"moves from the", "P1 draws Grizzled", "P1 draws Spark", "P1 draws Mountain"} {
			if strings.Contains(all, bad) {
				t.Errorf("%s: the log says %q", name, bad)
			}
		}
		for _, want := range map[string][]string{
			"live-tableau":  {"takes", "from the tableau.", "dealt to the tableau."},
			"live-pipeline": {"takes", "from the pipeline.", "falls off the pipeline."},
			"live-rummy":    {"onto the discard pile."},
		}[name] {
			if !strings.Contains(all, want) {
				t.Errorf("%s: no line says %q", name, want)
			}
		}
	}
}

// TestMillCounterWinIsExplained plays a pipeline game on a library of 20
// cards until nothing is left to draw: the last line says the fewest
// mill counters decided it.
func TestMillCounterWinIsExplained(t *testing.T) {
	g := liveGameOf(t, "live-pipeline", 10, variant.MillCounters())
	var last []string
	for steps := 0; !g.Over() && steps < 5000; steps++ {
		legal := g.Legal()
		events, err := g.Apply(legal[0])
		if err != nil {
			t.Fatal(err)
		}
		if l := gamelog.Lines(g, events, 0); len(l) > 0 {
			last = l
		}
	}
	if !g.MillOut() {
		t.Fatalf("the game did not end by mill counters: %q", last)
	}
	end := last[len(last)-1]
	if !strings.HasPrefix(end, "Nothing is left to draw") || !strings.Contains(end, "mill counters") {
		t.Errorf("the last line is %q", end)
	}
}
