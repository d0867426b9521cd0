package league

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// The rules' schedules as data.
func TestSchedulesAsData(t *testing.T) {
	cases := []struct {
		s    Schedule
		want []Step
		max  int
	}{
		{OneSet(), nil, 3},
		{TwoSets(), []Step{{AtDeck: 6, Decks: 10}}, 6},
		{Block(), []Step{{AtDeck: 6, Decks: 10}, {AtDeck: 11, Decks: 10}}, 6},
		{Lorwyn(), []Step{{AtDeck: 6, Decks: 10}, {AtDeck: 11, Decks: 15}, {AtDeck: 16, Decks: 15}}, 6},
		{Standard(3), Block().Steps, 6},
		{Saga(3), Block().Steps, 6},
	}
	for _, c := range cases {
		if !reflect.DeepEqual(c.s.Steps, c.want) || c.s.FirstDecks != 5 || c.s.MaxPlayers != c.max {
			t.Errorf("%s: %+v", c.s.Name, c.s)
		}
	}
}

// The Weatherlight saga, as the rules lay it out for Mirage to Invasion:
// Visions at deck 6; Weatherlight at deck 11, building deck 9; Tempest at
// deck 11 once someone has 10 points; Stronghold at 16; Exodus at 21,
// building 19; Masques at 21 once someone has 20; Nemesis at 26; Prophecy
// at 31, building 29; Invasion at 31 once someone has 30; and so on.
func TestSagaScheduleData(t *testing.T) {
	want := []Step{
		{AtDeck: 6, Decks: 10},                // Visions
		{AtDeck: 11, Decks: 10},               // Weatherlight: deck 9 instead
		{AtDeck: 11, MinScore: 10, Decks: 15}, // Tempest
		{AtDeck: 16, Decks: 20},               // Stronghold
		{AtDeck: 21, Decks: 20},               // Exodus: deck 19 instead
		{AtDeck: 21, MinScore: 20, Decks: 25}, // Mercadian Masques: decks 21-25
		{AtDeck: 26, Decks: 30},               // Nemesis: 26-30
		{AtDeck: 31, Decks: 30},               // Prophecy: no more decks
		{AtDeck: 31, MinScore: 30, Decks: 35}, // Invasion: 31-35
		{AtDeck: 36, Decks: 40},               // Planeshift
		{AtDeck: 41, Decks: 40},               // Apocalypse
	}
	s := Saga(12)
	if !reflect.DeepEqual(s.Steps, want) {
		t.Errorf("saga steps\n%+v\nwant\n%+v", s.Steps, want)
	}
	for n := 2; n <= 6; n++ {
		if err := s.Validate(n); err != nil {
			t.Errorf("%d players: %v", n, err)
		}
	}
}

// Schedules that cannot be played are refused with a sentence: one set is
// for two or three players, a set must be able to come due, limits never
// shrink, and the sets given must match the schedule.
func TestScheduleValidate(t *testing.T) {
	cases := []struct {
		s       Schedule
		players int
		want    string
	}{
		{OneSet(), 4, "2 to 3 players"},
		{Schedule{Name: "x", FirstDecks: 5, MinPlayers: 2, MaxPlayers: 6, Steps: []Step{{AtDeck: 8, Decks: 10}}}, 2, "only decks 2 to 6"},
		{Schedule{Name: "x", FirstDecks: 5, MinPlayers: 2, MaxPlayers: 6, Steps: []Step{{AtDeck: 6, Decks: 4}}}, 2, "may only grow"},
		{Schedule{Name: "x", FirstDecks: 5, MinPlayers: 2, MaxPlayers: 6}, 6, "too few for 6 players"},
		{Schedule{Name: "x", FirstDecks: 5, MinPlayers: 2, MaxPlayers: 6}, 5, "too few for 5 players"},
		{Schedule{Name: "x", FirstDecks: 1, MinPlayers: 2, MaxPlayers: 6}, 2, "2 to 1000 decks"},
		{Schedule{Name: "x", FirstDecks: 5, MinPlayers: 1, MaxPlayers: 6}, 2, "2 to 6 players"},
	}
	for _, c := range cases {
		err := c.s.Validate(c.players)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v with %d players: %v, want %q", c.s, c.players, err, c.want)
		}
	}
	cfg := testConfig(t, 2, 2, Block(), 1)
	if _, err := New(cfg); err == nil || !strings.Contains(err.Error(), "uses 3 sets, but 2 are given") {
		t.Errorf("sets mismatch: %v", err)
	}
	cfg = testConfig(t, 2, 3, Block(), 1)
	cfg.Players[1] = "p1"
	if _, err := New(cfg); err == nil || !strings.Contains(err.Error(), "two players are called") {
		t.Errorf("same names: %v", err)
	}
	cfg = testConfig(t, 2, 3, Block(), 1)
	cfg.Name = strings.Repeat("x", 65)
	if _, err := New(cfg); err == nil || !strings.Contains(err.Error(), "longer than 64") {
		t.Errorf("long name: %v", err)
	}
	cfg = testConfig(t, 2, 3, Block(), 1)
	cfg.Sets[2].Set = &card.Set{Name: "Copy", Code: "CPY", Cards: cfg.Sets[0].Set.Cards}
	if _, err := New(cfg); err == nil || !strings.Contains(err.Error(), "is both in set Big and in set Copy") {
		t.Errorf("a card twice: %v", err)
	}
}

// grow plays two-player rounds in which winner(round) wins 2-0 and the
// loser always builds a new deck (option B), taking apart the first two
// unused decks when it must, until stop says so or rounds run out. It
// returns every event.
func grow(t *testing.T, l *League, r *rand.Rand, rounds int, winner func(int) int, stop func([]Event) bool) []Event {
	t.Helper()
	var all []Event
	for k := 0; k < rounds; k++ {
		rd, _ := l.Round()
		w := rd.Matches[0].Seats[winner(rd.Number)%2]
		all = append(all, win(t, l, 0, w)...)
		if l.Over() {
			t.Fatalf("the league ended in round %d", rd.Number)
		}
		evs := choose(t, l, OptionB, 0)
		if d := l.Pending(); d.Kind == DecideTakeApart {
			evs = append(evs, mustApply(t, l, l.Legal()[0])...)
		}
		evs = append(evs, buildRandom(t, l, r)...)
		invariants(t, l)
		all = append(all, evs...)
		if stop(evs) {
			return all
		}
	}
	t.Fatalf("no stop after %d rounds", rounds)
	return nil
}

func alternate(n int) int { return n }
func seatOne(int) int     { return 0 }

// Whoever would build deck 6 adds the second set and is the first who may
// use it: until then its cards are refused; that build may use them, and
// so may everyone after.
func TestDeckSixAddsSecondSet(t *testing.T) {
	l, r := twoPlayers(t, 1)
	second := def(t, "Second Dawn Common 1")
	grow(t, l, r, 3, seatOne, func([]Event) bool { return l.live() == 5 })
	if v := l.View(); v.Sets[1].InPool || len(v.Decks) != 5 {
		t.Fatalf("before deck 6: %d decks, second set in pool %v", len(v.Decks), v.Sets[1].InPool)
	}
	win(t, l, 0, 0)
	// The loser chose B: the second set joins as the build begins.
	evs := choose(t, l, OptionB, 0)
	e, ok := hasEvent(evs, EvSetAdded)
	if !ok || e.Set != 1 || e.Seat != 1 || !strings.Contains(e.Text, "Second joins the pool; P2, building deck 6, is the first") {
		t.Fatalf("events %+v", evs)
	}
	d := l.Pending()
	if d.Kind != DecideBuild || d.Seat != 1 || d.Deck != 6 || d.Place != 6 {
		t.Fatalf("pending %+v", d)
	}
	cards := randomDeck(l, r, repeat(t, second.Name, 4)...)
	mustApply(t, l, Action{Kind: ActBuild, Seat: 1, Cards: cards})
	deck6, _ := l.Deck(6)
	if n := countOf(deck6.Cards, second.Name); n != 4 {
		t.Errorf("deck 6 holds %d of %s", n, second.Name)
	}
	// Afterwards either player may use it: player one alters with it.
	win(t, l, 0, 1)
	choose(t, l, OptionA, 0)
	old, _ := l.Deck(1)
	alt := append(repeat(t, "Second Tide Common 2", 1), old.Cards[1:]...)
	mustApply(t, l, Action{Kind: ActAlter, Seat: 0, Cards: alt})
	invariants(t, l)
}

func countOf(cards []*card.Def, name string) int {
	n := 0
	for _, c := range cards {
		if c.Name == name {
			n++
		}
	}
	return n
}

// With six players, player six builds deck 6 at the very start and may
// use the second set at once.
func TestSixPlayersStartWithSecondSet(t *testing.T) {
	l := newTest(t, 6, 3, Block(), 1)
	r := rand.New(rand.NewPCG(1, 1))
	for s := 0; s < 5; s++ {
		evs := buildRandom(t, l, r)
		// Player five's build ends with player six about to build deck 6.
		e, ok := hasEvent(evs, EvSetAdded)
		if ok != (s == 4) || (ok && (e.Seat != 5 || e.Set != 1)) {
			t.Fatalf("after deck %d: set added %v %+v", s+1, ok, e)
		}
	}
	// Player five's build began player six's: the second set is in.
	v := l.View()
	if !v.Sets[1].InPool || l.Pending().Seat != 5 || l.Pending().Deck != 6 {
		t.Fatalf("before deck 6: second set in pool %v, pending %+v", v.Sets[1].InPool, l.Pending())
	}
	cards := randomDeck(l, r, def(t, "Second Dusk Rare 1"))
	mustApply(t, l, Action{Kind: ActBuild, Seat: 5, Cards: cards})
	rd, _ := l.Round()
	if len(rd.Matches) != 3 || rd.Bye != -1 {
		t.Fatalf("round 1: %+v", rd)
	}
	invariants(t, l)
}

// Whoever would build deck 11 under the block schedule adds the third set,
// takes apart two decks nobody uses and builds what is now deck 9; later
// would-be deck-11 builds take two apart first, and no more than ten decks
// ever exist.
func TestDeckElevenTakesTwoApart(t *testing.T) {
	l, r := twoPlayers(t, 1)
	l.target = 1000 // player one wins every match
	grow(t, l, r, 20, seatOne, func([]Event) bool { return l.live() == 10 })
	if v := l.View(); !v.Sets[1].InPool || v.Sets[2].InPool || v.InPlay != 10 {
		t.Fatalf("at ten decks: %+v", v.Sets)
	}
	win(t, l, 0, 0)
	evs := choose(t, l, OptionB, 0)
	if e, ok := hasEvent(evs, EvSetAdded); !ok || e.Set != 2 {
		t.Fatalf("events %+v", evs)
	}
	d := l.Pending()
	if d.Kind != DecideTakeApart || d.Seat != 1 || d.Place != 9 || d.Deck != 11 {
		t.Fatalf("pending %+v", d)
	}
	// Nine decks are set aside (player two's just-played one too); any
	// two of them may come apart, a held one may not.
	legal := l.Legal()
	if len(legal) != 36 {
		t.Errorf("%d pairs to take apart, want 36", len(legal))
	}
	refused(t, l, Action{Kind: ActTakeApart, Seat: 1, Decks: [2]int{l.players[0].Deck, 2}})
	refused(t, l, Action{Kind: ActBuild, Seat: 1, Cards: randomDeck(l, r)})
	pair := legal[len(legal)-1].Decks
	left := total(l.pool)
	evs = mustApply(t, l, Action{Kind: ActTakeApart, Seat: 1, Decks: [2]int{pair[1], pair[0]}})
	if len(evs) != 2 || evs[0].Kind != EvDeckTakenApart || total(l.pool) != left+120 {
		t.Fatalf("taking apart: %+v", evs)
	}
	if d := l.Pending(); d.Kind != DecideBuild || d.Place != 9 || d.Deck != 11 {
		t.Fatalf("pending %+v", d)
	}
	// The builder is the first who may use the third set.
	cards := randomDeck(l, r, repeat(t, "Third Dawn Common 1", 4)...)
	mustApply(t, l, Action{Kind: ActBuild, Seat: 1, Cards: cards})
	deck, _ := l.Deck(11)
	if deck.Place != 9 || l.live() != 9 {
		t.Errorf("deck 11 is deck %d of %d", deck.Place, l.live())
	}
	// Deck 10 is built, then the next would-be deck 11 takes two apart.
	var teardowns int
	grow(t, l, r, 10, seatOne, func(evs []Event) bool {
		for _, e := range evs {
			if e.Kind == EvSetAdded {
				t.Errorf("a set joined after the third: %+v", e)
			}
			if e.Kind == EvDeckTakenApart {
				teardowns++
			}
		}
		return teardowns == 4
	})
	if l.live() > 10 {
		t.Errorf("%d decks exist", l.live())
	}
}

// With two sets nothing joins at deck 11, but the builder still takes two
// decks apart and builds deck 9.
func TestTwoSetsDeckEleven(t *testing.T) {
	l := newTest(t, 2, 2, TwoSets(), 1)
	r := rand.New(rand.NewPCG(1, 2))
	startAll(t, l, r)
	grow(t, l, r, 20, seatOne, func([]Event) bool { return l.live() == 10 })
	evs := grow(t, l, r, 1, seatOne, func([]Event) bool { return true })
	if _, ok := hasEvent(evs, EvSetAdded); ok {
		t.Errorf("a set joined at deck 11")
	}
	if _, ok := hasEvent(evs, EvDeckTakenApart); !ok || l.live() != 9 {
		t.Errorf("no teardown at deck 11: %d decks", l.live())
	}
}

// With one set only five decks exist: whoever would build deck 6 takes two
// decks not in use apart and builds deck 4.
func TestOneSetSchedule(t *testing.T) {
	l := newTest(t, 3, 1, OneSet(), 2)
	r := rand.New(rand.NewPCG(2, 2))
	startAll(t, l, r)
	for l.live() < 5 {
		rd, _ := l.Round()
		win(t, l, 0, rd.Matches[0].Seats[0])
		choose(t, l, OptionB, 0)
		buildRandom(t, l, r)
	}
	rd, _ := l.Round()
	win(t, l, 0, rd.Matches[0].Seats[0])
	choose(t, l, OptionB, 0)
	d := l.Pending()
	if d.Kind != DecideTakeApart || d.Place != 4 {
		t.Fatalf("pending %+v", d)
	}
	// Decks held by the other two (one sitting out) cannot come apart.
	for _, a := range l.Legal() {
		for _, n := range a.Decks {
			if l.decks[n-1].state != SetAside {
				t.Errorf("deck %d (in use) may be taken apart", n)
			}
		}
	}
	mustApply(t, l, l.Legal()[0])
	buildRandom(t, l, r)
	if dk, _ := l.Deck(len(l.decks)); dk.Place != 4 || l.live() != 4 {
		t.Errorf("the new deck is deck %d of %d", dk.Place, l.live())
	}
	invariants(t, l)
	if _, err := New(testConfig(t, 4, 1, OneSet(), 1)); err == nil {
		t.Errorf("one set with four players was accepted")
	}
}

// Lorwyn: deck 6 adds the second set, deck 11 the third without taking
// anything apart, deck 16 the fourth with two decks taken apart (deck 14
// is built), and from then on whoever would build deck 16 takes two apart.
func TestLorwynSchedule(t *testing.T) {
	cfg := testConfig(t, 2, 4, Lorwyn(), 3)
	cfg.Sets[2].ExtraBasics = true // enough cards for fifteen decks
	l, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 3))
	startAll(t, l, r)
	var added []int
	grow(t, l, r, 40, alternate, func(evs []Event) bool {
		for _, e := range evs {
			if e.Kind == EvSetAdded {
				added = append(added, l.live())
				if _, torn := hasEvent(evs, EvDeckTakenApart); torn != (e.Set == 3) {
					t.Errorf("set %d joined; decks taken apart: %v", e.Set+1, torn)
				}
			}
		}
		return l.live() == 15
	})
	if !reflect.DeepEqual(added, []int{6, 11}) {
		t.Fatalf("sets joined at decks %v", added)
	}
	evs := grow(t, l, r, 1, alternate, func([]Event) bool { return true })
	if e, ok := hasEvent(evs, EvSetAdded); !ok || e.Set != 3 {
		t.Fatalf("deck 16 did not add the fourth set: %+v", evs)
	}
	if dk, _ := l.Deck(len(l.decks)); dk.Place != 14 {
		t.Errorf("the deck built instead of 16 is deck %d", dk.Place)
	}
	grow(t, l, r, 1, alternate, func([]Event) bool { return l.live() == 15 })
	evs = grow(t, l, r, 1, alternate, func([]Event) bool { return true })
	if _, ok := hasEvent(evs, EvDeckTakenApart); !ok || l.live() != 14 {
		t.Errorf("deck 16 again: no teardown, %d decks", l.live())
	}
}

// The saga's point gate: after the third set, a would-be deck 11 takes two
// decks apart until a player has reached 10 points; then deck 11 adds the
// fourth set and is built without taking anything apart.
func TestSagaPointGate(t *testing.T) {
	l := newTest(t, 2, 4, Saga(4), 4)
	r := rand.New(rand.NewPCG(4, 4))
	startAll(t, l, r)
	var added []int
	gated := 0
	grow(t, l, r, 60, alternate, func(evs []Event) bool {
		_, torn := hasEvent(evs, EvDeckTakenApart)
		if e, ok := hasEvent(evs, EvSetAdded); ok {
			added = append(added, e.Set)
			if e.Set == 3 {
				if l.peak < 10 || torn || l.live() != 11 {
					t.Errorf("the fourth set joined with peak %d, teardown %v, %d decks", l.peak, torn, l.live())
				}
				return true
			}
		} else if torn {
			if l.peak >= 10 {
				t.Errorf("decks taken apart although a player reached 10 points")
			}
			gated++
		}
		return false
	})
	if !reflect.DeepEqual(added, []int{1, 2, 3}) || gated == 0 {
		t.Errorf("sets joined %v; %d teardowns waited for the points", added, gated)
	}
	invariants(t, l)
}

// The saga when the points come first: a player already has 10 points
// when deck 11 would first be built. The third set joins alone, two decks
// come apart and deck 9 is built; the fourth set, eligible all along,
// joins at the next would-be deck 11, which is built with no teardown.
func TestSagaThirdSetBeforeEligibleFourth(t *testing.T) {
	l := newTest(t, 2, 4, Saga(4), 5)
	l.target = 1000
	r := rand.New(rand.NewPCG(5, 5))
	startAll(t, l, r)
	grow(t, l, r, 20, seatOne, func([]Event) bool { return l.live() == 10 })
	if l.peak < 10 || l.steps != 1 {
		t.Fatalf("at ten decks: peak %d, %d sets in the pool", l.peak, l.steps+1)
	}
	rd, _ := l.Round()
	win(t, l, 0, rd.Matches[0].Seats[0])
	evs := choose(t, l, OptionB, 0)
	var added []int
	for _, e := range evs {
		if e.Kind == EvSetAdded {
			added = append(added, e.Set)
			if !strings.Contains(e.Text, "building deck 9") {
				t.Errorf("set event says %q", e.Text)
			}
		}
	}
	if !reflect.DeepEqual(added, []int{2}) {
		t.Fatalf("would-be deck 11 added sets %v, want only the third", added)
	}
	if d := l.Pending(); d.Kind != DecideTakeApart || d.Place != 9 {
		t.Fatalf("pending %+v, want two decks taken apart for deck 9", d)
	}
	mustApply(t, l, l.Legal()[0])
	buildRandom(t, l, r)
	if l.live() != 9 || l.View().Sets[3].InPool {
		t.Fatalf("after deck 9: %d decks, fourth set in pool %v", l.live(), l.View().Sets[3].InPool)
	}
	// Deck 10 adds nothing; the next would-be deck 11 adds the fourth set.
	evs = grow(t, l, r, 1, seatOne, func([]Event) bool { return true })
	if _, ok := hasEvent(evs, EvSetAdded); ok || l.live() != 10 {
		t.Fatalf("deck 10: %d decks, events %+v", l.live(), evs)
	}
	evs = grow(t, l, r, 1, seatOne, func([]Event) bool { return true })
	e, ok := hasEvent(evs, EvSetAdded)
	if _, torn := hasEvent(evs, EvDeckTakenApart); !ok || e.Set != 3 || torn {
		t.Fatalf("the next would-be deck 11: set added %v (%d), teardown %v", ok, e.Set, torn)
	}
	if dk, _ := l.Deck(len(l.decks)); dk.Place != 11 || l.live() != 11 {
		t.Errorf("the new deck is deck %d of %d", dk.Place, l.live())
	}
	invariants(t, l)
}
