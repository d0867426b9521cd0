package fourcuatro

import (
	"fmt"
	"math/rand/v2"
)

// Seat is a player's place at the table: 0 or 1.
type Seat int8

// NoSeat means no player.
const NoSeat Seat = -1

// Other is the opponent of s.
func (s Seat) Other() Seat { return 1 - s }

func (s Seat) String() string { return fmt.Sprintf("seat %d", int(s)) }

// CardID names one physical card for the whole game. IDs are dealt out in
// shuffled order and say nothing about which card it is: that is learned
// only through View.
type CardID int16

// NoCard means no card.
const NoCard CardID = -1

// Zone is where a card is.
type Zone uint8

// The zones.
const (
	ZoneNone    Zone = iota
	ZoneDeck         // face down; the top is drawn, the bottom is burnt and becomes sources
	ZoneHand         // seen by its owner
	ZoneDiscard      // face up, public, in order
	ZoneBurnt        // face down, never looked at
	ZoneSources      // face-down mana sources, refreshed or exhausted
	ZoneTable        // the spell or trap being played
)

var zoneNames = [...]string{"none", "deck", "hand", "discard pile", "burnt pile", "mana sources", "table"}

func (z Zone) String() string { return zoneNames[z] }

// Source is one face-down mana source.
type Source struct {
	Card      CardID
	Exhausted bool
}

// Player is one seat's cards. Deck[0] is the top of the deck and the last
// element its bottom; Discard[0] is the bottom of the discard pile and the
// last element its top.
type Player struct {
	Name    string
	Deck    []CardID
	Hand    []CardID
	Discard []CardID
	Burnt   []CardID
	Sources []Source
}

// Refreshed is the number of mana sources not exhausted.
func (p *Player) Refreshed() int {
	n := 0
	for _, s := range p.Sources {
		if !s.Exhausted {
			n++
		}
	}
	return n
}

// MaxSources is the number of mana sources a player grows to.
const MaxSources = 4

// HandSize is the size of the opening hand.
const HandSize = 4

// casting is the spell on the table and what has happened to it so far.
type casting struct {
	card       CardID
	caster     Seat
	cinder     bool
	redirected bool
	countered  bool
}

// Game is one game of FourCuatro. It is not safe for concurrent use; give
// each goroutine its own Clone.
type Game struct {
	format  Format
	cards   []*Def // the card list the game was dealt from, shared, never changed
	defs    []*Def // card ID -> what the card is
	owner   []Seat
	known   [2][]bool // known[s][id]: seat s knows what card id is
	players [2]Player
	first   Seat
	active  Seat
	turn    int
	over    bool
	winner  Seat
	cast    *casting
	res     *resolution
	pending Decision
	events  []Event
	// legalBuf is IsLegal's scratch list, reused between calls.
	legalBuf []Action
	pcg      *rand.PCG
	rng      *rand.Rand
}

// Format is the game's format.
func (g *Game) Format() Format { return g.format }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Winner is the seat that won, or NoSeat while the game goes on.
func (g *Game) Winner() Seat { return g.winner }

// Turn is the number of the current turn, from 1.
func (g *Game) Turn() int { return g.turn }

// Active is the seat whose turn it is.
func (g *Game) Active() Seat { return g.active }

// First is the seat that went first.
func (g *Game) First() Seat { return g.first }

// Player is a seat's cards. Callers must not change them, and must not read
// hidden cards through it on behalf of a player: use View for that.
func (g *Game) Player(s Seat) *Player { return &g.players[s] }

// Cards is the number of cards in the game (66 in the basic format).
func (g *Game) Cards() int { return len(g.defs) }

// Def is what card id is. It is for the engine's own tests and tools that
// may see everything; players learn cards through View.
func (g *Game) Def(id CardID) *Def { return g.defs[id] }

// Owner is the seat whose deck card id began in.
func (g *Game) Owner(id CardID) Seat { return g.owner[id] }

// Knows reports whether seat s knows what card id is.
func (g *Game) Knows(s Seat, id CardID) bool { return g.known[s][id] }

func (g *Game) learn(s Seat, id CardID) { g.known[s][id] = true }

func (g *Game) reveal(id CardID) {
	g.known[0][id] = true
	g.known[1][id] = true
}

// OnTable is the spell on the table, if any: its card, its caster and
// whether it was cast face down as a Cinder. Whether a seat may know what
// the card is, View says.
func (g *Game) OnTable() (card CardID, caster Seat, cinder, ok bool) {
	if g.cast == nil {
		return NoCard, NoSeat, false, false
	}
	return g.cast.card, g.cast.caster, g.cast.cinder, true
}
