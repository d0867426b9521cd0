package rules_test

import (
	"io/fs"
	"math"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// The attacks a seat can make on another seat's hidden hand card, from
// its number and what the seat can reach (its views, knowledge and
// samples, the pending decisions, the events and the log).
const (
	attackDeckList   = iota // the card at the number's place in the deck lists
	attackMemory            // the card last seen face up with that number
	attackSample            // the card a sample of the seat's knowledge has at that number
	attackSampleHand        // the card at the same place of that hand in a sample
	numAttacks
)

var attackNames = [numAttacks]string{"deck list", "memory", "sample", "sample hand place"}

// recoveryFormats are the formats whose hidden hands are attacked, with
// their seats.
// their seats, and for some smaller decks (size cards each) and options,
// so that their shared library runs out and is shuffled again.
var recoveryFormats = []struct {
	variant string
	seats   int
	size    int // 0: the whole deck
	opts    []variant.Option
}{
	{"plain", 2, 0, nil}, {"landless", 2, 0, nil}, {"landless-single", 3, 0, nil}, {"landless-single", 3, 14, nil},
	{"landless-double", 2, 0, nil}, {"archenemy", 3, 0, nil}, {"rumble", 3, 0, nil},
	{"live-tableau", 2, 0, nil}, {"live-pipeline", 2, 0, nil}, {"live-rummy", 2, 0, nil},
	{"live-tableau", 2, 20, []variant.Option{variant.ReshuffleRemoved()}},
	{"live-pipeline", 2, 20, []variant.Option{variant.ReshuffleRemoved()}},
}

// stint is one hidden card's stay in a hand, as one seat attacks it: how
// often each attack named it, and how often it would by chance.
type stint struct {
	obs     int
	hits    [numAttacks]float64
	chances [numAttacks]float64
}

// TestHiddenHandCardsAreRecoveredOnlyByChance plays random games of every
// format and, after every action, lets every seat attack each card of
// another seat's hand it has not seen go there (drawn or dealt from a
// library, not taken face up). Each attack guesses the card from its
// number (attack*). A stint is one card's stay in a hand against one
// attacking seat; its score is the share of the actions meanwhile at
// which the attack named the card, and its chance the share of that hand
// the guess would name if the hand's hidden cards had their numbers
// shuffled among them. For each attack and format the scores may exceed
// the chances by no more than 5 standard deviations of the difference
// plus 3% of the stints; before shuffles renumbered cards the deck-list
// attack named every card. No log line shows a number.
func TestHiddenHandCardsAreRecoveredOnlyByChance(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 3
	}
	decks, schemes := recoveryDecks(t)
	number := regexp.MustCompile(`#[0-9]`)
	for _, f := range recoveryFormats {
		var all []stint
		for game := 0; game < games; game++ {
			r := rand.New(rand.NewPCG(uint64(game), 38))
			g, list := recoveryGame(t, f.variant, f.seats, f.size, f.opts, decks, schemes, r)
			all = append(all, attackGame(t, g, list, r, number)...)
		}
		for a := 0; a < numAttacks; a++ {
			var sum, exp, sq float64
			for _, s := range all {
				if s.obs == 0 {
					continue
				}
				d := (s.hits[a] - s.chances[a]) / float64(s.obs)
				sum += s.hits[a] / float64(s.obs)
				exp += s.chances[a] / float64(s.obs)
				sq += d * d
			}
			n := float64(len(all))
			bound := 5*math.Sqrt(sq) + 0.03*n
			t.Logf("%s (%d), %s attack: %d stints, named %.1f, chance %.1f, bound %.1f", f.variant, f.size, attackNames[a], len(all), sum, exp, exp+bound)
			if sum > exp+bound {
				t.Errorf("%s (%d): the %s attack names %.1f of %d hidden hand cards, chance %.1f", f.variant, f.size, attackNames[a], sum, len(all), exp)
			}
		}
	}
}

// recoveryDecks returns the ready-made decks and the archenemy theme
// decks' scheme decks.
func recoveryDecks(t *testing.T) (decks, schemes [][]*card.Def) {
	lib := testdecks.Library(t)
	for _, name := range assets.DeckNames() {
		data, err := fs.ReadFile(assets.Decks, name)
		if err != nil {
			t.Fatal(err)
		}
		d, err := card.ParseDeck(name, strings.NewReader(string(data)), lib)
		if err != nil {
			t.Fatal(err)
		}
		if s := d.SchemeCards(); s != nil {
			schemes = append(schemes, s)
		}
		decks = append(decks, d.Cards())
	}
	return decks, schemes
}

// recoveryGame starts a game of the variant with decks picked by r, each
// deck list in an order of r's, and returns it with the deck lists' cards
// in the order objects are made (every seat's deck, then its schemes).
func recoveryGame(t *testing.T, name string, seats, size int, more []variant.Option, decks, schemes [][]*card.Def, r *rand.Rand) (*rules.Game, []*card.Def) {
	pick := func(from [][]*card.Def) []*card.Def {
		d := append([]*card.Def(nil), from[r.IntN(len(from))]...)
		r.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
		return d
	}
	ds := make([][]*card.Def, seats)
	for i := range ds {
		ds[i] = pick(decks)
		if size > 0 {
			ds[i] = ds[i][:size]
		}
	}
	opts := append([]variant.Option{variant.MaxTurns(30)}, more...)
	switch name {
	case "archenemy":
		opts = append(opts, variant.SchemeDecks(pick(schemes)))
	case "rumble":
		var sch [][]*card.Def
		for range seats {
			sch = append(sch, pick(schemes))
		}
		opts = append(opts, variant.SchemeDecks(sch...))
	}
	s, err := variant.Build(name, ds, opts...)
	if err != nil {
		t.Fatal(err)
	}
	var list []*card.Def
	for _, p := range s.Players {
		list = append(list, p.Deck...)
		list = append(list, p.Command...)
	}
	g, err := rules.New(s, r.Uint64())
	if err != nil {
		t.Fatal(err)
	}
	return g, list
}

// attackGame plays g with random legal actions and returns the stints of
// its hidden hand cards.
func attackGame(t *testing.T, g *rules.Game, list []*card.Def, r *rand.Rand, number *regexp.Regexp) []stint {
	n := g.Seats()
	memory := make([]map[rules.ObjID]*card.Def, n) // by seat: what it saw at each number
	for s := range memory {
		memory[s] = map[rules.ObjID]*card.Def{}
	}
	// open[x] says the card at x went into its hand from where everyone
	// saw it; entry[x] counts its entries into a hand.
	open, entry := map[rules.ObjID]bool{}, map[rules.ObjID]int{}
	type key struct {
		seat  rules.Seat
		obj   rules.ObjID
		entry int
	}
	stints := map[key]*stint{}
	follow := func(events []rules.Event) {
		for _, e := range events {
			if (e.Kind == rules.EvDraw || e.Kind == rules.EvMove) && e.To == rules.ZoneHand && e.Obj != rules.NoObj {
				open[e.Obj] = publicZone(e.From)
				entry[e.Obj]++
			}
		}
	}
	follow(g.Events())
	var legal []rules.Action
	for step := 0; step < 1500 && !g.Over(); step++ {
		for s := rules.Seat(0); int(s) < n; s++ {
			v := g.View(s)
			remember(memory[s], v)
			if g.Player(s).Lost {
				continue
			}
			smp := g.KnowledgeOf(s).Sample(uint64(step))
			for o := rules.Seat(0); int(o) < n; o++ {
				if o == s || (v.Options.SharedTeamTurns && g.Teammates(s, o)) {
					continue
				}
				hand := g.Player(o).Hand
				var hidden []rules.ObjID
				for _, x := range hand {
					if !g.Obj(x).Shown && !open[x] {
						hidden = append(hidden, x)
					}
				}
				if len(hidden) == 0 {
					continue
				}
				sHand := smp.Player(o).Hand
				for _, x := range hidden {
					var guesses [numAttacks]*card.Def
					guesses[attackMemory], guesses[attackSample] = memory[s][x], smp.Obj(x).Def
					if int(x) < len(list) {
						guesses[attackDeckList] = list[x]
					}
					if i := indexOf(hand, x); i < len(sHand) {
						guesses[attackSampleHand] = smp.Obj(sHand[i]).Def
					}
					k := key{s, x, entry[x]}
					st := stints[k]
					if st == nil {
						st = &stint{}
						stints[k] = st
					}
					st.obs++
					truth := g.Obj(x).Def
					for a, guess := range guesses {
						if guess == nil {
							continue
						}
						if guess.Name == truth.Name {
							st.hits[a]++
						}
						same := 0
						for _, y := range hidden {
							if g.Obj(y).Def.Name == guess.Name {
								same++
							}
						}
						st.chances[a] += float64(same) / float64(len(hidden))
					}
				}
			}
		}
		legal = g.LegalInto(legal[:0])
		var moves []rules.Action
		for _, a := range legal {
			if a.Kind != rules.ActCancel {
				moves = append(moves, a)
			}
		}
		if len(moves) == 0 {
			moves = legal
		}
		events, err := g.Apply(moves[r.IntN(len(moves))])
		if err != nil {
			t.Fatal(err)
		}
		for s := rules.Seat(0); int(s) < n; s++ {
			for _, line := range gamelog.Lines(g, events, s) {
				if number.MatchString(line) {
					t.Fatalf("%v's log shows a number: %q", s, line)
				}
			}
		}
		follow(events)
	}
	out := make([]stint, 0, len(stints))
	for _, st := range stints {
		out = append(out, *st)
	}
	return out
}

// remember notes, for every card the view shows face up, its card at its
// number.
func remember(m map[rules.ObjID]*card.Def, v *rules.View) {
	note := func(cvs []rules.CardView) {
		for _, cv := range cvs {
			if cv.Def != nil {
				m[cv.ID] = cv.Def
			}
		}
	}
	for _, p := range v.Players {
		note(p.Hand)
		note(p.Graveyard)
		note(p.Exile)
		note(p.Command)
		note(p.Shown)
	}
	note(v.Battlefield)
	note(v.Looking)
	note(v.Row)
	note(v.Removed)
	note(v.Pile)
	for _, it := range v.Stack {
		note([]rules.CardView{it.Source})
	}
}

// publicZone reports whether every seat sees the cards of zone z.
func publicZone(z rules.Zone) bool {
	switch z {
	case rules.ZoneBattlefield, rules.ZoneGraveyard, rules.ZoneExile, rules.ZoneStack, rules.ZoneRow, rules.ZoneRemoved, rules.ZonePile, rules.ZoneCommand:
		return true
	}
	return false
}

func indexOf(l []rules.ObjID, x rules.ObjID) int {
	for i, y := range l {
		if y == x {
			return i
		}
	}
	return len(l)
}
