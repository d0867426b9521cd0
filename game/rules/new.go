package rules

import (
	"errors"
	"math/rand/v2"
	"slices"

	"github.com/kitchentable/kitchentable/game/card"
)

// MaxSeats is the largest table the engine plays.
const MaxSeats = 8

// New starts a game from a set-up and a seed. The opening deal and any
// mulligan decisions are the first pending decisions.
func New(setup Setup, seed uint64) (*Game, error) {
	return (&Game{}).start(setup, seed)
}

// Reuse is New in the room of old, a game nobody uses any more (nil: none):
// the new game keeps old's slices, emptied, for its cards, zones and
// remembered answers, so that a loop playing game after game (the sim)
// allocates little for each. The game is the one New starts; old must not
// be used after, whatever the error.
func Reuse(old *Game, setup Setup, seed uint64) (*Game, error) {
	if old == nil {
		return New(setup, seed)
	}
	*old = old.room()
	return old.start(setup, seed)
}

// start starts a game from a set-up and a seed in g, a zero Game or one
// that room emptied.
func (g *Game) start(setup Setup, seed uint64) (*Game, error) {
	n := len(setup.Players)
	if n < 2 || n > MaxSeats {
		return nil, errors.New("rules: a game needs 2 to 8 players")
	}
	g.opts, g.pool, g.winTeam, g.deckOrderNumbers = setup.Options, setup.CardPool, -1, setup.DeckOrderNumbers
	if g.pcg == nil {
		g.pcg = rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
		g.rng = rand.New(g.pcg)
	} else {
		g.pcg.Seed(seed, seed^0x9e3779b97f4a7c15)
	}
	total := 0
	for _, ps := range setup.Players {
		total += len(ps.Deck) + len(ps.Command)
	}
	if cap(g.objs) < total+16 {
		// Room for every card and a few tokens, rather than growing.
		g.objs = make([]Object, 0, total+16)
	}
	old := g.players[:min(cap(g.players), n)]
	if cap(g.players) < n {
		g.players = make([]Player, 0, n)
	}
	teams := map[int]bool{}
	for i, ps := range setup.Players {
		life := ps.Life
		if life == 0 {
			life = 20
		}
		name := ps.Name
		if name == "" {
			name = "Player " + itoa(i+1)
		}
		p := Player{Name: name, Team: ps.Team, Life: life}
		if i < len(old) {
			p.keepRoom(&old[i])
		}
		g.players = append(g.players, p)
		teams[ps.Team] = true
	}
	if g.opts.Draw.LiveDraft() && g.opts.Library != SharedLibrary {
		return nil, errors.New("rules: a tableau, pipeline or rummy draw needs a shared library")
	}
	if len(teams) < 2 {
		return nil, errors.New("rules: a game needs at least two teams")
	}
	if g.opts.SharedTeamTurns && len(teams) == n {
		g.opts.SharedTeamTurns = false
	}
	g.giveRoom()
	for i, ps := range setup.Players {
		s := Seat(i)
		if g.opts.Library == SharedLibrary {
			s = 0
		}
		g.players[s].Library = slices.Grow(g.players[s].Library, len(ps.Deck))
		for _, d := range ps.Deck {
			if d == nil {
				return nil, errors.New("rules: a deck holds a missing card")
			}
			id := g.newObject(d, s, ZoneLibrary)
			g.players[s].Library = append(g.players[s].Library, id)
		}
		for _, d := range ps.Command {
			if d == nil {
				return nil, errors.New("rules: a scheme deck holds a missing card")
			}
			id := g.newObject(d, Seat(i), ZoneCommand)
			g.objs[id].FaceDown = true
			g.players[i].Command = append(g.players[i].Command, id)
		}
	}
	for i := range g.players {
		if g.opts.Library == OwnLibrary || i == 0 {
			g.shuffleHidden(g.players[i].Library)
		}
		g.shuffleHidden(g.players[i].Command) // scheme decks are shuffled too
	}
	if g.opts.FixedFirst {
		if int(g.opts.FirstPlayer) >= n || g.opts.FirstPlayer < 0 {
			return nil, errors.New("rules: the first player is not at the table")
		}
		g.firstTurn = g.opts.FirstPlayer
	} else {
		g.firstTurn = Seat(g.rng.IntN(n))
	}
	g.active = g.firstTurn
	g.priority = NoSeat
	g.startOpening()
	g.advance()
	return g, nil
}

// Room New gives each seat's hand and graveyard, and the battlefield,
// rather than growing them a step at a time.
const (
	handRoom        = 16
	graveyardRoom   = 16
	battlefieldRoom = 32
	eventRoom       = 32
)

// giveRoom gives the hands, graveyards and battlefield of a new game (see
// start) room from one allocation, and its events room of their own;
// what Reuse kept keeps its room. Appending past the room moves a list
// out on its own.
func (g *Game) giveRoom() {
	perSeat := handRoom + graveyardRoom
	var ids []ObjID
	take := func(n int) []ObjID {
		if ids == nil {
			ids = make([]ObjID, perSeat*len(g.players)+battlefieldRoom)
		}
		room := ids[:0:n]
		ids = ids[n:]
		return room
	}
	for i := range g.players {
		p := &g.players[i]
		if cap(p.Hand) == 0 {
			p.Hand = take(handRoom)
		}
		if cap(p.Graveyard) == 0 {
			p.Graveyard = take(graveyardRoom)
		}
	}
	if cap(g.bf) == 0 {
		g.bf = take(battlefieldRoom)
	}
	if cap(g.events) == 0 {
		g.events = make([]Event, 0, eventRoom)
	}
}

func (g *Game) newObject(d *card.Def, owner Seat, z Zone) ObjID {
	id := ObjID(len(g.objs))
	g.objs = append(g.objs, Object{Def: d, Owner: owner, Controller: owner, Zone: z,
		AttachedTo: NoObj, Attacking: NoSeat, BlockingObj: NoObj, Token: d.Token})
	g.objs[id].resetCharacteristics()
	g.touch()
	return id
}

// seatOrder returns every seat still in the game in turn order starting at s.
func (g *Game) seatOrder(s Seat) []Seat {
	return g.appendSeatOrder(make([]Seat, 0, len(g.players)), s)
}

// appendSeatOrder appends every seat still in the game, in turn order
// starting at s, to dst and returns it. Loops that only read the seats
// give it room of their own (an array of MaxSeats) rather than allocate.
func (g *Game) appendSeatOrder(dst []Seat, s Seat) []Seat {
	n := len(g.players)
	for i := 0; i < n; i++ {
		t := Seat((int(s) + i) % n)
		if !g.players[t].Lost {
			dst = append(dst, t)
		}
	}
	return dst
}

// room returns an empty game that keeps g's room (see Reuse): its slices,
// emptied, and its random generator.
func (g *Game) room() Game {
	r := Game{pcg: g.pcg, rng: g.rng, objs: g.objs[:0], players: g.players[:0], bf: g.bf[:0],
		stack: g.stack[:0], modded: g.modded[:0], trig: g.trig[:0], order: g.order[:0],
		events: g.events[:0], legalOwn: g.legalOwn[:0], castTaps: g.castTaps[:0], perms: g.perms, prio: g.prio}
	r.perms.fresh = false
	for i := range r.mana.slots {
		m, o := &r.mana.slots[i], &g.mana.slots[i]
		m.srcs, m.objs, m.abs = o.srcs[:0], o.objs[:0], o.abs[:0]
	}
	for i := range r.prio {
		m := &r.prio[i]
		*m = prioMemo{acts: m.acts[:0], stack: m.stack[:0]}
	}
	return r
}

// keepRoom gives p the zone slices of o, a player of a game nobody uses
// any more, emptied.
func (p *Player) keepRoom(o *Player) {
	p.Library, p.Hand, p.Graveyard, p.Exile, p.Command = o.Library[:0], o.Hand[:0], o.Graveyard[:0], o.Exile[:0], o.Command[:0]
}
