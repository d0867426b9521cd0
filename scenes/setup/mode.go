package setup

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/kitchentable/kitchentable/ai/build"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/landless"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// deckSource says where a game mode's decks come from.
type deckSource int

const (
	ownDecks      deckSource = iota // each seat picks a deck
	draftPools                      // each seat is dealt a random pool from the block
	sharedDeck                      // one library made from the block, shared by all
	commonLibrary                   // Live-Draft: one common library every seat drafts from
)

// mode is one kind of game the screen sets up.
type mode struct {
	label   string
	variant string
	decks   deckSource
	about   string
}

// modes are the games offered, in the order the Game choice cycles them.
var modes = []mode{
	{"Standard", "plain", ownDecks, "Each seat plays its own deck by the usual rules."},
	{"Landless", "landless", ownDecks, "Any card may be played as a land: one colour becomes that colour's basic land, two or three a tapped dual, more the Promenade, none the Hollow."},
	{"Landless — random draft", "landless", draftPools, "Every seat is dealt a random pool from the cards chosen and plays the best deck in it; any card may be played as a land."},
	{"Landless — single deck", "landless-single", sharedDeck, "Everyone draws from one shared library of the cards chosen; seven each are dealt round the table; when it runs out, the graveyards become a new one."},
	{"Landless — single deck, double draw", "landless-double", sharedDeck, "One shared library; deal fourteen, keep seven; every draw takes twice as many cards and keeps half, the rest going to the bottom in your order."},
	{"Archenemy", "archenemy", ownDecks, "Seat 1 is the archenemy (40 life, a theme deck with its schemes, the first turn) against one team at 20 life that shares its turns; best with three."},
	{"Supervillain Rumble", "rumble", ownDecks, "Every seat is an archenemy with 40 life and a theme deck with its own schemes, in a free-for-all; a random seat goes first."},
	{"Live-Draft — tableau", "live-tableau", commonLibrary, "One common library; each draw takes one of seven face-up cards, replaced at once. Seven lands, or seven nonlands, are swept away."},
	{"Live-Draft — pipeline", "live-pipeline", commonLibrary, "One common library; each draw takes one of seven face-up cards in a row, then the leftmost falls off and two come in on the right."},
	{"Live-Draft — rummy", "live-rummy", commonLibrary, "One common library and a discard pile: deal 14, keep 7; a draw takes the pile's top card, or two from the library and you discard one."},
}

// The random-draft and shared-deck settings and their limits.
const (
	defaultPool    = 60
	defaultMinDeck = 40
	minPool        = 20
	maxPool        = 120
)

// sharedSizes are the shared deck's size choices: automatic (100 cards for
// up to four seats, the rules' full 200 for more), or a fixed size.
var sharedSizes = []option{{"auto", "Size: automatic"}, {"100", "100 cards"}, {"200", "200 cards (the full table)"}}

func modeLabels() []string {
	l := make([]string, len(modes))
	for i, m := range modes {
		l[i] = m.label
	}
	return l
}

// gameChoice is the mode and options as remembered in the settings.
func (s *Scene) gameChoice() store.GameChoice {
	c := store.GameChoice{Mode: s.modeValue().label, Pool: s.pool.Text, MinDeck: s.minDeck.Text, Shared: sharedSizes[s.shared.Index].value, Collection: s.collection.value()}
	s.live.remember(&c)
	return c
}

// setGameChoice fills the mode and options from the settings; unknown
// values keep the defaults.
func (s *Scene) setGameChoice(c store.GameChoice) {
	for i, m := range modes {
		if m.label == c.Mode {
			s.mode.Index = i
		}
	}
	s.pool.Text, s.minDeck.Text = digitsOnly(c.Pool, 3), digitsOnly(c.MinDeck, 3)
	if i := indexOf(sharedSizes, c.Shared); i >= 0 {
		s.shared.Index = i
	}
	s.live = newLiveOptions(s, c)
	s.collection.choice.Index = max(0, indexOf(collectionChoices, c.Collection))
}

// digitsOnly returns t when it is at most n digits, else "".
func digitsOnly(t string, n int) string {
	if len(t) > n || strings.Trim(t, "0123456789") != "" {
		return ""
	}
	return t
}

// modeValue is the chosen game mode.
func (s *Scene) modeValue() mode { return modes[s.mode.Index] }

// numberField reads a whole number from a field, or its default when blank.
func numberField(text string, def, lo, hi int, what string) (int, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return def, nil
	}
	n, err := strconv.Atoi(t)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("setup: the %s must be a number from %d to %d", what, lo, hi)
	}
	return n, nil
}

// sharedSize is the shared deck's size for seats players.
func (d *drafts) sharedSize(seats int) int {
	switch sharedSizes[d.shared.Index].value {
	case "100":
		return 100
	case "200":
		return landless.FullSize
	}
	if seats > 4 {
		return landless.FullSize
	}
	return 100
}

// draftDeck is the computer's deck from a draft pool.
func draftDeck(pool []*card.Def, minDeck int) ([]*card.Def, error) {
	deck, _, err := build.Deck(pool, build.Options{MinSize: minDeck, Landless: true})
	return deck, err
}

// buildDrafts has each person at the table build their deck from their
// pool, one after another, then starts the game; computer seats keep the
// deck the computer built. With nobody to build, it starts at once.
func (d *drafts) buildDrafts(rec *record.Record, start func(*record.Record) (scenes.Scene, error)) (scenes.Scene, error) {
	var people []int
	for i, st := range rec.Seats {
		if st.Controller == record.Human {
			people = append(people, i)
		}
	}
	var step func(k int) (scenes.Scene, error)
	step = func(k int) (scenes.Scene, error) {
		if k == len(people) {
			return start(rec)
		}
		i := people[k]
		minDeck := d.minSize
		return d.svc.Nav.DraftDeck(scenes.DraftBuild{
			Player: rec.Seats[i].Name, Pool: d.pools[i], Deck: rec.Seats[i].Deck, Min: minDeck,
			Curtain: len(people) > 1,
			Suggest: func(pool []*card.Def) []*card.Def {
				deck, _ := draftDeck(pool, minDeck) // the pool made a deck once already
				return deck
			},
			Done: func(deck []*card.Def) (scenes.Scene, error) {
				rec.Seats[i].Deck = deck
				rec.Seats[i].DeckName = draftName(len(deck), len(d.pools[i]), d.poolsFrom)
				return step(k + 1)
			},
			Back: func() scenes.Scene { return d.Scene },
		}), nil
	}
	return step(0)
}

// generatedDecks deals the decks of a draft or shared-deck game from the
// collection chosen (the block, the player's own sets or a card list), by
// seed: each seat's deck and the name it is shown by.
func (d *drafts) generatedDecks(seed uint64) (decks [][]*card.Def, names []string, err error) {
	m := d.modeValue()
	rng := rand.New(rand.NewPCG(seed, 0x1a4d1e55))
	n := len(d.seats.rows)
	if m.decks == sharedDeck {
		deck, name, err := d.collection.sharedFrom(d.sharedSize(n), rng)
		if err != nil {
			return nil, nil, err
		}
		for range n {
			names = append(names, name)
		}
		return variant.SplitShared(deck, n), names, nil
	}
	block, from, err := d.collection.cards()
	if err != nil {
		return nil, nil, err
	}
	poolSize, err := numberField(d.pool.Text, defaultPool, minPool, maxPool, "pool size")
	if err != nil {
		return nil, nil, err
	}
	minDeck, err := numberField(d.minDeck.Text, defaultMinDeck, 20, poolSize, "deck minimum (at most the pool size)")
	if err != nil {
		return nil, nil, err
	}
	pools, err := landless.DraftPools(block, n, poolSize, rng)
	if err != nil {
		return nil, nil, err
	}
	d.pools, d.minSize, d.poolsFrom = pools, minDeck, from
	for i, pool := range pools {
		deck, err := draftDeck(pool, minDeck)
		if err != nil {
			return nil, nil, fmt.Errorf("setup: seat %d's pool: %w", i+1, err)
		}
		decks = append(decks, deck)
		names = append(names, draftName(len(deck), poolSize, from))
	}
	return decks, names, nil
}

// draftName names a drafted deck: "Drafted: 40 of a 60-card pool from
// the block".
func draftName(deck, pool int, from string) string {
	return fmt.Sprintf("Drafted: %d of a %d-card pool from %s", deck, pool, from)
}
