package leaguebot

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/game/mana"
)

// testLeague starts a league of n players to target with the block's
// sets, in the order Hearthlands, Simmering Feud, Larder & Forge, as
// many as sched uses.
func testLeague(tb testing.TB, n, target int, sched league.Schedule, seed uint64) *league.League {
	tb.Helper()
	sets, err := card.LoadFS(assets.Cards, ".")
	if err != nil {
		tb.Fatal(err)
	}
	byCode := map[string]*card.Set{}
	for _, s := range sets {
		byCode[s.Code] = s
	}
	cfg := league.Config{Name: "Test", Basics: byCode["BAS"].Cards, Schedule: sched, Target: target, Seed: seed}
	for i := 0; i < n; i++ {
		cfg.Players = append(cfg.Players, fmt.Sprintf("P%d", i+1))
	}
	for _, code := range []string{"HTH", "SMF", "LDF"}[:sched.Sets()] {
		cfg.Sets = append(cfg.Sets, league.SetSpec{Set: byCode[code]})
	}
	l, err := league.New(cfg)
	if err != nil {
		tb.Fatal(err)
	}
	return l
}

// apply applies a, failing the test if the league refuses it.
func apply(tb testing.TB, l *league.League, a league.Action) {
	tb.Helper()
	if _, err := l.Apply(a); err != nil {
		tb.Fatalf("%v of seat %d: %v", a.Kind, a.Seat, err)
	}
}

// buildWith makes the pending build with cards.
func buildWith(tb testing.TB, l *league.League, cards []*card.Def) {
	tb.Helper()
	d := l.Pending()
	if d.Kind != league.DecideBuild {
		tb.Fatalf("pending %v, not a build", d.Kind)
	}
	apply(tb, l, league.Action{Kind: league.ActBuild, Seat: d.Seat, Cards: cards})
}

// junkDeck is 60 cards of the pool at random.
func junkDeck(l *league.League, seed uint64) []*card.Def {
	var all []*card.Def
	for _, p := range l.View().Pool {
		for k := 0; k < p.Left; k++ {
			all = append(all, p.Card)
		}
	}
	r := rand.New(rand.NewPCG(seed, 7))
	r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	return all[:league.DeckSize]
}

// hoardDeck is the 60 best spells of the pool, no lands: a deck that
// keeps the good cards out of the pool and can never be played.
func hoardDeck(l *league.League) []*card.Def {
	var all []*card.Def
	for _, p := range l.View().Pool {
		for k := 0; k < p.Left && !p.Card.IsLand(); k++ {
			all = append(all, p.Card)
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return cardvalue.Score(all[i]) > cardvalue.Score(all[j]) })
	return all[:league.DeckSize]
}

// winMatch reports a 2–0 win of winner in the first match of the round.
func winMatch(tb testing.TB, l *league.League, winner int) {
	tb.Helper()
	apply(tb, l, league.Action{Kind: league.ActGameResult, Match: 0, Winner: winner})
	d := l.Pending()
	apply(tb, l, league.Action{Kind: league.ActFirstPlayer, Seat: d.Seat, Match: 0, First: d.Seat})
	apply(tb, l, league.Action{Kind: league.ActGameResult, Match: 0, Winner: winner})
}

// option applies the loser's option o (deck: the deck claimed with C).
func option(tb testing.TB, l *league.League, o league.Option, deck int) {
	tb.Helper()
	d := l.Pending()
	if d.Kind != league.DecideOption {
		tb.Fatalf("pending %v, not an option", d.Kind)
	}
	apply(tb, l, league.Action{Kind: league.ActOption, Seat: d.Seat, Match: d.Match, Option: o, Deck: deck})
}

// botOption is the bot's option for the pending option decision.
func botOption(tb testing.TB, l *league.League, b *Bot) league.Action {
	tb.Helper()
	d := l.Pending()
	if d.Kind != league.DecideOption {
		tb.Fatalf("pending %v, not an option", d.Kind)
	}
	a, err := b.Decide(context.Background(), l, d)
	if err != nil {
		tb.Fatal(err)
	}
	return a
}

// checkLeagueDeck checks a deck the league takes: 60 cards, a deck's
// share of lands and at most three colours.
func checkLeagueDeck(t *testing.T, deck []*card.Def) {
	t.Helper()
	if len(deck) != league.DeckSize {
		t.Fatalf("the deck has %d cards", len(deck))
	}
	lands := 0
	var colours mana.ColorSet
	for _, d := range deck {
		if d.IsLand() {
			lands++
		} else {
			colours |= cardvalue.Colours(d)
		}
	}
	if lands < 22 || lands > 26 {
		t.Errorf("the deck has %d lands", lands)
	}
	if colours.Count() > 3 {
		t.Errorf("the deck's spells need %d colours", colours.Count())
	}
}

func TestLeagueDeckFromTheFullPool(t *testing.T) {
	l := testLeague(t, 2, 21, league.Block(), 1)
	deck := Deck(l.View())
	checkLeagueDeck(t, deck)
	junk := junkDeck(l, 1)
	if p, j := DeckPower(deck), DeckPower(junk); p < j+1.5 || p < 5 {
		t.Errorf("the built deck's power %.2f, 60 random cards' %.2f", p, j)
	}
	buildWith(t, l, deck)
	// The second deck comes from what is left, and is weaker.
	second := Deck(l.View())
	checkLeagueDeck(t, second)
	if DeckPower(second) >= DeckPower(deck) {
		t.Errorf("the second deck (%.2f) is as strong as the first (%.2f)", DeckPower(second), DeckPower(deck))
	}
	buildWith(t, l, second)
}

func TestLeagueDeckCountsTheBasicLandsLeft(t *testing.T) {
	l := testLeague(t, 2, 21, league.Block(), 1)
	first := Deck(l.View())
	cs := DeckColours(first)
	if cs.Count() < 1 {
		t.Fatalf("the first deck has no colour")
	}
	// The first player takes all but five of the basic lands of the
	// second's favourite colour: 43 and 17 spells.
	var basic *card.Def
	for _, p := range l.View().Pool {
		if p.Card.Super.Has(card.Basic) && cardvalue.LandColours(p.Card) == mana.SetOf(cs.Colors()[0]) {
			basic = p.Card
		}
	}
	hog := make([]*card.Def, 0, league.DeckSize)
	for len(hog) < league.BasicCopies-5 {
		hog = append(hog, basic)
	}
	for _, d := range first {
		if !d.IsLand() && len(hog) < league.DeckSize {
			hog = append(hog, d)
		}
	}
	buildWith(t, l, hog)
	deck := Deck(l.View())
	checkLeagueDeck(t, deck)
	n := 0
	for _, d := range deck {
		if d == basic {
			n++
		}
	}
	if n > 5 || DeckColours(deck).Has(cs.Colors()[0]) {
		t.Errorf("with 5 %s left the deck takes %d and is %v", basic.Name, n, DeckColours(deck))
	}
	buildWith(t, l, deck) // the league takes it
}

func TestAlterLeagueDeck(t *testing.T) {
	l := testLeague(t, 2, 21, league.Block(), 2)
	best := Deck(l.View())
	buildWith(t, l, best)
	junk := junkDeck(l, 2)
	buildWith(t, l, junk)
	v := l.View()
	// The best deck of the whole pool has nothing to gain.
	if got := AlterDeck(v, 0); !sameCards(got, best) {
		t.Errorf("the best deck was altered")
	}
	// The random deck is swapped for a real one.
	alt := AlterDeck(v, 1)
	checkLeagueDeck(t, alt)
	if DeckPower(alt) < DeckPower(junk)+1 {
		t.Errorf("altered power %.2f, random deck %.2f", DeckPower(alt), DeckPower(junk))
	}
	winMatch(t, l, 0)
	option(t, l, league.OptionA, 0)
	apply(t, l, league.Action{Kind: league.ActAlter, Seat: 1, Cards: alt})
}

func sameCards(a, b []*card.Def) bool {
	n := map[*card.Def]int{}
	for _, d := range a {
		n[d]++
	}
	for _, d := range b {
		n[d]--
	}
	for _, k := range n {
		if k != 0 {
			return false
		}
	}
	return len(a) == len(b)
}

// The loser claims the strong deck it set aside rather than play its
// random one.
func TestLeagueBotClaimsAStrongerDeck(t *testing.T) {
	l := testLeague(t, 2, 21, league.Block(), 3)
	buildWith(t, l, Deck(l.View()))
	buildWith(t, l, junkDeck(l, 3))
	winMatch(t, l, 1)
	option(t, l, league.OptionB, 0) // deck 1 set aside
	buildWith(t, l, junkDeck(l, 4)) // deck 3
	winMatch(t, l, 1)
	a := botOption(t, l, &Bot{})
	if a.Option != league.OptionC || a.Deck != 1 {
		t.Errorf("chose %v (deck %d), want C claiming deck 1", a.Option, a.Deck)
	}
	apply(t, l, a)
}

// With one set, the good cards left hoarded in two set-aside decks and a
// decent deck of its own, the loser directs the winner to build from
// the scraps.
func TestLeagueBotDirectsWhenThePoolIsThin(t *testing.T) {
	l := testLeague(t, 2, 21, league.OneSet(), 4)
	buildWith(t, l, Deck(l.View())) // deck 1, P1's
	buildWith(t, l, Deck(l.View())) // deck 2, P2's
	for _, deck := range []int{3, 4} {
		winMatch(t, l, 0)
		option(t, l, league.OptionB, 0)
		buildWith(t, l, hoardDeck(l)) // deck 3, then deck 4
		winMatch(t, l, 0)
		option(t, l, league.OptionC, 2) // P2 takes deck 2 back
		if d, _ := l.Deck(deck); d.State != league.SetAside {
			t.Fatalf("deck %d is %v", deck, d.State)
		}
	}
	winMatch(t, l, 0)
	a := botOption(t, l, &Bot{})
	if a.Option != league.OptionD {
		t.Errorf("chose %v (deck %d), want D", a.Option, a.Deck)
	}
	apply(t, l, a)
}

// When building a deck brings the second set, the loser with a random
// deck builds anew.
func TestLeagueBotBuildsWhenASetJoins(t *testing.T) {
	l := testLeague(t, 2, 21, league.Block(), 5)
	buildWith(t, l, Deck(l.View()))
	buildWith(t, l, junkDeck(l, 5))
	for k := 0; k < 3; k++ {
		winMatch(t, l, 0)
		option(t, l, league.OptionB, 0)
		buildWith(t, l, junkDeck(l, uint64(6+k))) // decks 3, 4 and 5
	}
	winMatch(t, l, 0)
	a := botOption(t, l, &Bot{})
	if a.Option != league.OptionB {
		t.Errorf("chose %v (deck %d), want B", a.Option, a.Deck)
	}
	apply(t, l, a)
	if v := l.View(); !v.Sets[1].InPool || l.Pending().Kind != league.DecideBuild {
		t.Fatalf("the second set is in: %v; pending %v", v.Sets[1].InPool, l.Pending().Kind)
	}
}

// A builder who must take two decks apart takes the two weakest, not the
// strong deck it may want to claim.
func TestLeagueBotTakesApartTheWeakest(t *testing.T) {
	l := testLeague(t, 2, 21, league.OneSet(), 6)
	buildWith(t, l, Deck(l.View())) // deck 1
	buildWith(t, l, junkDeck(l, 6)) // deck 2
	winMatch(t, l, 1)
	option(t, l, league.OptionB, 0) // deck 1 set aside
	buildWith(t, l, junkDeck(l, 7)) // deck 3
	for k := 0; k < 2; k++ {
		winMatch(t, l, 1)
		option(t, l, league.OptionB, 0)
		buildWith(t, l, junkDeck(l, uint64(8+k))) // decks 4 and 5
	}
	winMatch(t, l, 1)
	option(t, l, league.OptionB, 0) // would build deck 6: two come apart
	d := l.Pending()
	if d.Kind != league.DecideTakeApart {
		t.Fatalf("pending %v", d.Kind)
	}
	a, err := (&Bot{}).Decide(context.Background(), l, d)
	if err != nil {
		t.Fatal(err)
	}
	var set []float64
	for n := 1; n <= 5; n++ {
		if dk, _ := l.Deck(n); dk.State == league.SetAside {
			set = append(set, DeckPower(dk.Cards))
		}
	}
	sort.Float64s(set)
	d1, _ := l.Deck(a.Decks[0])
	d2, _ := l.Deck(a.Decks[1])
	if a.Decks[0] == 1 || a.Decks[1] == 1 || DeckPower(d1.Cards)+DeckPower(d2.Cards) != set[0]+set[1] {
		t.Errorf("took apart decks %v of set-aside powers %v", a.Decks, set)
	}
	apply(t, l, a)
}

func TestLeagueBotPlaysFirstAndLeavesGamesAlone(t *testing.T) {
	l := testLeague(t, 2, 21, league.Block(), 7)
	buildWith(t, l, Deck(l.View()))
	buildWith(t, l, Deck(l.View()))
	b := &Bot{}
	if _, err := b.Decide(context.Background(), l, l.Pending()); err == nil {
		t.Error("the bot reported a game")
	}
	apply(t, l, league.Action{Kind: league.ActGameResult, Match: 0, Winner: 0})
	d := l.Pending()
	a, err := b.Decide(context.Background(), l, d)
	if err != nil || a.Kind != league.ActFirstPlayer || a.First != d.Seat || d.Seat != 1 {
		t.Errorf("the loser of game 1 (seat %d) chose %+v, %v", d.Seat, a, err)
	}
}

// Whole leagues played by computers end, with a winner at the target,
// and go the same way whatever the number of workers.
func TestLeagueDriverPlaysWholeLeagues(t *testing.T) {
	for _, tc := range []struct {
		players, target int
		sims            int
	}{{2, 7, 2}, {3, 7, 0}, {6, 5, 0}} {
		t.Run(fmt.Sprint(tc.players), func(t *testing.T) {
			var files [][]byte
			for _, workers := range []int{1, 3} {
				l := testLeague(t, tc.players, tc.target, league.Block(), uint64(tc.players))
				d := &Driver{Bot: &Bot{Sims: tc.sims, Seed: 1}, Levels: []string{"easy"}, Seed: 1, Workers: workers}
				st, err := d.Run(context.Background(), l)
				if err != nil {
					t.Fatal(err)
				}
				v := l.View()
				if !v.Over || v.Players[v.Winner].Score < tc.target || st.Games < 2*len(v.Rounds) {
					t.Fatalf("over %v, %d games in %d rounds", v.Over, st.Games, len(v.Rounds))
				}
				data, err := l.Marshal()
				if err != nil {
					t.Fatal(err)
				}
				files = append(files, data)
				t.Logf("%d rounds, %d games, %d decks; %s won", len(v.Rounds), st.Games, len(v.Decks), v.Players[v.Winner].Name)
			}
			if !bytes.Equal(files[0], files[1]) {
				t.Error("one worker and three played different leagues")
			}
		})
	}
}

func TestLeagueDriverStopsAtItsLimit(t *testing.T) {
	l := testLeague(t, 2, 21, league.Block(), 8)
	d := &Driver{Levels: []string{"easy"}, MaxSteps: 10}
	st, err := d.Run(context.Background(), l)
	if err == nil || st.Actions != 10 || l.Over() {
		t.Errorf("after %d actions: %v", st.Actions, err)
	}
}
