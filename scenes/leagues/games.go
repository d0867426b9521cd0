package leagues

import (
	"errors"
	"fmt"
	"hash/fnv"
	"strings"

	"github.com/kitchentable/kitchentable/ai/leaguebot"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// firstTries is how many seeds matchRecord tries for one that makes the
// league's first player play first (each try has an even chance).
const firstTries = 64

// gameSeed is the seed of game n of match i in round r of the league
// named name: the league's games differ, and replaying a league's game
// is easy.
func gameSeed(name string, r, i, n int) uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%d/%d/%d", name, r, i, n)
	return h.Sum64()
}

// matchRecord returns the record of the next game of match i of l: the
// plain variant with open decklists, the match's two players with their decks, people as
// record.Human and computers at their levels (seats), and a seed for
// which the player the league names plays first.
func matchRecord(name string, l *league.League, seats []string, i int) (*record.Record, error) {
	r, ok := l.Round()
	if !ok || i < 0 || i >= len(r.Matches) {
		return nil, errors.New("no match to play")
	}
	m := r.Matches[i]
	players := l.Players()
	// Every deck of a league is built in the open: the computers at the
	// table get the decklists, as in the headless league (leaguebot.Game).
	rec := &record.Record{Variant: "plain", Options: []string{"open-decklists"}}
	first := -1
	people := 0
	for k, seat := range m.Seats {
		dk, ok := l.Deck(m.Decks[k])
		if !ok {
			return nil, fmt.Errorf("%s has no deck to play", players[seat].Name)
		}
		who := seats[seat]
		if who == record.Human {
			people++
		}
		rec.Seats = append(rec.Seats, record.Seat{Name: players[seat].Name, Controller: who,
			DeckName: fmt.Sprintf("Deck %d", m.Decks[k]), Deck: append(dk.Cards[:0:0], dk.Cards...)})
		if seat == m.Next {
			first = k
		}
	}
	if people == 0 {
		rec.MaxTurns = leaguebot.MaxTurns
	}
	base := gameSeed(name, r.Number, i, len(m.Games))
	for t := range uint64(firstTries) {
		rec.Seed = base + t
		g, err := rec.Start()
		if err != nil {
			return nil, err
		}
		if first < 0 || g.Active() == rules.Seat(first) {
			return rec, nil
		}
	}
	return nil, errors.New("no seed lets the right player play first")
}

// host keeps a match's game on the table in the league's file and takes
// its result to the league: the hub follows when it ends or is left.
type host struct {
	h             *Hub
	match, played int
}

var _ scenes.GameHost = host{}

// Save implements scenes.GameHost: the game goes into the league's file.
func (g host) Save(rec *record.Record) error {
	g.h.sv.Game = &store.LeagueGame{Match: g.match, Played: g.played, Record: rec}
	return g.h.save()
}

// Done implements scenes.GameHost: the winner (by name; none for a draw)
// is the league's game result; a player who conceded lost the game, and
// the hub says so.
func (g host) Done(res scenes.Result, rec *record.Record) scenes.Scene {
	h := g.h
	h.sv.Game = nil
	winner := league.Draw
	r, _ := h.sv.League.Round()
	if g.match < len(r.Matches) && len(res.Winners) == 1 {
		players := h.sv.League.Players()
		for _, seat := range r.Matches[g.match].Seats {
			if players[seat].Name == res.Winners[0] {
				winner = seat
			}
		}
	}
	if p := h.apply(league.Action{Kind: league.ActGameResult, Seat: -1, Match: g.match, Winner: winner}); p != "" {
		h.say(true, "The game's result could not be kept: %s", p)
		return h
	}
	if len(res.Conceded) > 0 {
		h.say(false, "%s conceded %s: it counts as a loss.", strings.Join(res.Conceded, " and "), gameName(g.match, g.played))
	}
	return h
}

// Leave implements scenes.GameHost: back to the hub, where the game can
// be continued.
func (g host) Leave() scenes.Scene {
	g.h.refresh()
	g.h.say(false, "%s is saved: Continue plays it on.", gameName(g.match, g.played))
	return g.h
}

// gameName names game played+1 of match i: "Game 2 of Match A".
func gameName(i, played int) string {
	return fmt.Sprintf("Game %d of %s", played+1, league.MatchName(i))
}
