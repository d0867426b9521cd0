package main

import (
	"context"
	"fmt"
	"runtime/debug"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/match"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/parallel"
)

// result is how one game between decks a and b went.
type result struct {
	a, b  int    // deck indexes, a < b
	game  int    // game number within the pair
	seed  uint64 // the game's seed
	win   int    // the winning deck's index, or -1 for a draw
	turns int
	err   error
}

// job is one game to play: decks a and b, with a in the first seat unless
// swapped.
type job struct {
	a, b, game int
	swapped    bool
	seed       uint64
}

// jobs lists every game of the tournament in a fixed order.
func (c *config) jobs(n int) []job {
	var out []job
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for g := 0; g < c.games; g++ {
				out = append(out, job{a: a, b: b, game: g, swapped: g%2 == 1, seed: gameSeed(c.seed, a, b, g)})
			}
		}
	}
	return out
}

// gameSeed mixes the tournament seed, the pair and the game number
// (SplitMix64), so that every game has its own independent seed.
func gameSeed(seed uint64, a, b, g int) uint64 {
	x := seed
	for _, v := range []int{a, b, g} {
		x += 0x9e37_79b9_7f4a_7c15 + uint64(v)
		x = (x ^ x>>30) * 0xbf58_476d_1ce4_e5b9
		x = (x ^ x>>27) * 0x94d0_49bb_1331_11eb
		x ^= x >> 31
	}
	return x
}

// playAll plays every game, c.workers at a time; results are in job order.
func (c *config) playAll(decks []deck) []result {
	jobs := c.jobs(len(decks))
	out := make([]result, len(jobs))
	parallel.Do(len(jobs), c.workers, func(_, i int) { out[i] = c.play(decks, jobs[i]) })
	return out
}

// play plays one game between random players.
func (c *config) play(decks []deck, j job) (r result) {
	r = result{a: j.a, b: j.b, game: j.game, seed: j.seed, win: -1}
	defer func() {
		if p := recover(); p != nil {
			r.err = fmt.Errorf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	seats := []int{j.a, j.b}
	if j.swapped {
		seats[0], seats[1] = j.b, j.a
	}
	s, err := variant.Build("plain", [][]*card.Def{decks[seats[0]].cards, decks[seats[1]].cards}, variant.MaxTurns(c.maxTurns), variant.CardPool(c.pool))
	if err != nil {
		r.err = err
		return r
	}
	g, err := rules.New(s, j.seed)
	if err != nil {
		r.err = err
		return r
	}
	var players []ai.Player
	for seat := 0; seat < 2; seat++ {
		p, err := ai.New(c.players, j.seed^uint64(0x7a6e_d000+seat))
		if err != nil {
			r.err = err
			return r
		}
		players = append(players, p)
	}
	r.err = playOut(g, players, c.maxActions)
	r.turns = g.Turn()
	if ws := g.Winners(); g.Over() && len(ws) == 1 {
		r.win = seats[ws[0]]
	}
	return r
}

// playOut plays g until it is over or maxActions actions were taken. Each
// computer player sees only its seat's Knowledge.
func playOut(g *rules.Game, players []ai.Player, maxActions int) error {
	ps := make([]match.Player[*rules.Knowledge, rules.Action], len(players))
	for i, p := range players {
		ps[i] = p
	}
	_, err := match.PlayOut(g, match.Computers(context.Background(), match.Engine[rules.Seat, rules.Action, rules.Event, *rules.Knowledge](g), ps), maxActions, nil)
	return err
}
