package main

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
)

// playOut plays g with one computer player per seat until it is over or
// maxActions actions were taken, calling after (when not nil) with each
// action and the events it caused. It returns the number of actions.
func playOut(g *rules.Game, players []chooser, maxActions int, after func(rules.Action, []rules.Event)) (int, error) {
	var legal []rules.Action
	n := 0
	for ; !g.Over() && n < maxActions; n++ {
		d := g.Pending()
		if d.Seat < 0 || int(d.Seat) >= len(players) {
			return n, fmt.Errorf("the pending decision %v is for seat %d", d.Kind, d.Seat)
		}
		legal = g.LegalInto(legal)
		if len(legal) == 0 {
			return n, fmt.Errorf("no legal actions for %v by %s on turn %d", d.Kind, d.Seat, g.Turn())
		}
		i, err := players[d.Seat].choose(g, legal)
		if err != nil {
			return n, fmt.Errorf("%s on turn %d: %w", d.Seat, g.Turn(), err)
		}
		a := legal[i]
		events, err := g.Apply(a)
		if err != nil {
			return n, fmt.Errorf("action %d %q by %s refused: %w", n+1, record.ActionText(a), d.Seat, err)
		}
		if after != nil {
			after(a, events)
		}
	}
	return n, nil
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
