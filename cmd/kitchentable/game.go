package main

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/match"
	"github.com/kitchentable/kitchentable/game/rules"
)

// playOut plays g with one computer player per seat until it is over or
// maxActions actions were taken, calling after (when not nil) with each
// action and the events it caused. It returns the number of actions.
func playOut(g *rules.Game, players []chooser, maxActions int, after func(rules.Action, []rules.Event)) (int, error) {
	decide := func(s rules.Seat) (rules.Action, error) {
		if s < 0 || int(s) >= len(players) {
			return rules.Action{}, fmt.Errorf("the pending decision %v is for seat %d", g.Pending().Kind, s)
		}
		legal := g.LegalView() // the players only read it
		if len(legal) == 0 {
			return rules.Action{}, fmt.Errorf("no legal actions for %v on turn %d", g.Pending().Kind, g.Turn())
		}
		i, err := players[s].choose(g, legal)
		if err != nil {
			return rules.Action{}, fmt.Errorf("turn %d: %w", g.Turn(), err)
		}
		return legal[i], nil
	}
	return match.PlayOut(match.Engine[rules.Seat, rules.Action, rules.Event, *rules.Knowledge](g), decide, maxActions, after)
}

// resultText says how a game ended: "P1 wins on turn 12", "draw on turn
// 200", "not over after 200000 actions (turn 17)".
func resultText(g *rules.Game) string {
	if !g.Over() {
		return fmt.Sprintf("not over (turn %d)", g.Turn())
	}
	ws := g.Winners()
	if len(ws) == 0 {
		return fmt.Sprintf("draw on turn %d", g.Turn())
	}
	s := ws[0].String()
	for _, w := range ws[1:] {
		s += "+" + w.String()
	}
	return fmt.Sprintf("%s wins on turn %d", s, g.Turn())
}
