package rules

import (
	"errors"
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/game/card"
)

// MaxSeats is the largest table the engine plays.
const MaxSeats = 8

// New starts a game from a set-up and a seed. The opening deal and any
// mulligan decisions are the first pending decisions.
func New(setup Setup, seed uint64) (*Game, error) {
	n := len(setup.Players)
	if n < 2 || n > MaxSeats {
		return nil, errors.New("rules: a game needs 2 to 8 players")
	}
	g := &Game{opts: setup.Options, pool: setup.CardPool, winTeam: -1}
	g.pcg = rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
	g.rng = rand.New(g.pcg)
	total := 0
	for _, ps := range setup.Players {
		total += len(ps.Deck) + len(ps.Command)
	}
	// Room for every card and a few tokens, rather than growing.
	g.objs = make([]Object, 0, total+16)
	g.players = make([]Player, 0, n)
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
		g.players = append(g.players, Player{Name: name, Team: ps.Team, Life: life})
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
	for i, ps := range setup.Players {
		s := Seat(i)
		if g.opts.Library == SharedLibrary {
			s = 0
		}
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
			g.shuffle(g.players[i].Library)
		}
		g.shuffle(g.players[i].Command) // scheme decks are shuffled too
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
	out := make([]Seat, 0, len(g.players))
	n := len(g.players)
	for i := 0; i < n; i++ {
		t := Seat((int(s) + i) % n)
		if !g.players[t].Lost {
			out = append(out, t)
		}
	}
	return out
}
