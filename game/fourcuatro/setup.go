package fourcuatro

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Format is a way to make the decks.
type Format uint8

// The formats.
const (
	Basic       Format = iota // one 66-card deck shuffled and split in two
	Constructed               // each player brings a 44-card deck
)

func (f Format) String() string {
	if f == Constructed {
		return "constructed"
	}
	return "basic"
}

// BasicDeckSize is the size of the basic format's shared deck.
const BasicDeckSize = 66

// ConstructedDeckSize is the size of each deck in the constructed format.
const ConstructedDeckSize = 44

// Setup describes a game to deal.
type Setup struct {
	Format Format
	Names  [2]string
	// Cards is the card list: the basic deck holds Count copies of each.
	Cards []*Def
	// Decks are the two constructed decks (Constructed only).
	Decks [2][]*Def
}

// BasicDeck is the basic format's deck: Count copies of every card, in list
// order.
func BasicDeck(cards []*Def) []*Def {
	var deck []*Def
	for _, d := range cards {
		for range d.Count {
			deck = append(deck, d)
		}
	}
	return deck
}

// CheckConstructed reports what is wrong with a constructed deck: it must
// hold exactly 44 cards from the card list, with no more copies of a card
// than the circles on it (its Count).
func CheckConstructed(cards []*Def, deck []*Def) error {
	allowed := map[*Def]bool{}
	for _, d := range cards {
		allowed[d] = true
	}
	copies := map[*Def]int{}
	for _, d := range deck {
		if !allowed[d] {
			return fmt.Errorf("%s is not a FourCuatro card", d.Name)
		}
		copies[d]++
	}
	for _, d := range cards {
		if copies[d] > d.Count {
			return fmt.Errorf("%d copies of %s: at most %d (its circles)", copies[d], d.Name, d.Count)
		}
	}
	if len(deck) != ConstructedDeckSize {
		return fmt.Errorf("the deck has %d cards: it needs exactly %d", len(deck), ConstructedDeckSize)
	}
	return nil
}

// maxFirstTries bounds the reveal-and-reshuffle loop for going first; only
// decks whose every card costs the same could tie that often.
const maxFirstTries = 1000

// New deals a game: the decks are shuffled (the basic deck is split in two),
// the bottom cards decide who goes first, both players draw four, and the
// first player's first turn begins.
func New(setup Setup, seed uint64) (*Game, error) {
	g := &Game{format: setup.Format, cards: setup.Cards, winner: NoSeat}
	g.pcg = rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
	g.rng = rand.New(g.pcg)
	var halves [2][]*Def
	switch setup.Format {
	case Basic:
		deck := BasicDeck(setup.Cards)
		if len(deck) != BasicDeckSize {
			return nil, fmt.Errorf("fourcuatro: the card list makes a %d-card deck, not %d", len(deck), BasicDeckSize)
		}
		g.rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		halves[0], halves[1] = deck[:BasicDeckSize/2], deck[BasicDeckSize/2:]
	case Constructed:
		for s, deck := range setup.Decks {
			if err := CheckConstructed(setup.Cards, deck); err != nil {
				return nil, fmt.Errorf("fourcuatro: %s's deck: %w", nameOr(setup.Names[s], s), err)
			}
			halves[s] = append([]*Def(nil), deck...)
			g.rng.Shuffle(len(halves[s]), func(i, j int) { halves[s][i], halves[s][j] = halves[s][j], halves[s][i] })
		}
	default:
		return nil, errors.New("fourcuatro: unknown format")
	}
	for s := range halves {
		g.players[s].Name = nameOr(setup.Names[s], s)
		for _, d := range halves[s] {
			id := CardID(len(g.defs))
			g.defs = append(g.defs, d)
			g.owner = append(g.owner, Seat(s))
			g.players[s].Deck = append(g.players[s].Deck, id)
		}
	}
	g.known = [2][]bool{make([]bool, len(g.defs)), make([]bool, len(g.defs))}
	g.chooseFirst()
	for s := Seat(0); s < 2; s++ {
		for range HandSize {
			g.drawOne(s)
		}
	}
	g.beginTurn(g.first)
	return g, nil
}

func nameOr(name string, s int) string {
	if name == "" {
		return fmt.Sprintf("Player %d", s+1)
	}
	return name
}

// chooseFirst reveals bottom cards until their costs differ.
func (g *Game) chooseFirst() {
	for try := 0; ; try++ {
		var cost [2]int
		for s := Seat(0); s < 2; s++ {
			deck := g.players[s].Deck
			bottom := deck[len(deck)-1]
			g.reveal(bottom)
			g.emit(Event{Kind: EvReveal, Seat: s, Other: NoSeat, Card: bottom, From: ZoneDeck, Amount: g.defs[bottom].RevealCost()})
			cost[s] = g.defs[bottom].RevealCost()
		}
		if cost[0] != cost[1] {
			g.first = 0
			if cost[1] > cost[0] {
				g.first = 1
			}
			break
		}
		if try == maxFirstTries {
			g.first = Seat(g.rng.IntN(2))
			break
		}
		for s := Seat(0); s < 2; s++ {
			g.shuffleDeck(s)
		}
	}
	g.note(EvFirst, g.first, NoSeat, 0)
}

// shuffleDeck shuffles a deck; nobody knows its cards any more.
func (g *Game) shuffleDeck(s Seat) {
	deck := g.players[s].Deck
	g.rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	g.forget(deck)
	g.note(EvShuffle, s, NoSeat, len(deck))
}

func (g *Game) forget(ids []CardID) {
	for _, id := range ids {
		g.known[0][id] = false
		g.known[1][id] = false
	}
}
