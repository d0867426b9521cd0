package leaguebot

import (
	"context"
	"fmt"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/game/match"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
)

// Limits of a league game between computers.
const (
	// MaxTurns ends a game between computers as a draw.
	MaxTurns = 200
	// MaxActions: a game still going after this many actions is
	// stuck; it counts as a draw.
	MaxActions = 200000
)

// Game is one game of a 421 match between two computers: the
// "plain" variant with open decklists (everything in 421 is open).
type Game struct {
	// Decks are the two decks, Names the players' names (may be empty)
	// and Levels their computer levels (see Levels; empty: medium).
	Decks  [2][]*card.Def
	Names  [2]string
	Levels [2]string
	// First is the side (0 or 1) that plays first.
	First int
	// Seed seeds the game and the computers.
	Seed uint64
	// MaxTurns (0: MaxTurns) and MaxActions (0: MaxActions).
	MaxTurns, MaxActions int
}

// GameResult is how a Game ended.
type GameResult struct {
	// Winner is the winning side (0 or 1), or league.Draw.
	Winner  int
	Turns   int
	Actions int
	// Capped: drawn at the turn limit. Stuck: not over after MaxActions
	// actions (counted as a draw).
	Capped, Stuck bool
}

// Play plays the game to its end with the computers of g.Levels.
func (g Game) Play(ctx context.Context) (GameResult, error) {
	maxTurns, maxActions := g.MaxTurns, g.MaxActions
	if maxTurns <= 0 {
		maxTurns = MaxTurns
	}
	if maxActions <= 0 {
		maxActions = MaxActions
	}
	if g.First != 0 && g.First != 1 {
		return GameResult{}, fmt.Errorf("ai: the first player must be side 0 or 1, not %d", g.First)
	}
	setup, err := variant.Build("plain", [][]*card.Def{g.Decks[0], g.Decks[1]}, variant.OpenDecklists(),
		variant.MaxTurns(maxTurns), variant.PlayerNames(g.Names[0], g.Names[1]), variant.FirstPlayer(rules.Seat(g.First)))
	if err != nil {
		return GameResult{}, err
	}
	game, err := rules.New(setup, g.Seed)
	if err != nil {
		return GameResult{}, err
	}
	players := make([]match.Player[*rules.Knowledge, rules.Action], 2)
	for s := range players {
		level := g.Levels[s]
		if level == "" {
			level = "medium"
		}
		p, err := ai.New(level, g.Seed*0x9e37_79b9+uint64(s)+1)
		if err != nil {
			return GameResult{}, err
		}
		players[s] = p
	}
	eng := match.Engine[rules.Seat, rules.Action, rules.Event, *rules.Knowledge](game)
	n, err := match.PlayOut(eng, match.Computers(ctx, eng, players), maxActions, nil)
	res := GameResult{Winner: league.Draw, Turns: game.Turn(), Actions: n}
	if err != nil {
		return res, err
	}
	switch ws := game.Winners(); {
	case !game.Over():
		res.Stuck = true
	case len(ws) == 1:
		res.Winner = int(ws[0])
	case len(ws) == 0 && game.Turn() >= maxTurns:
		res.Capped = true
	}
	return res, nil
}
