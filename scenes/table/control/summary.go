package control

import (
	"fmt"
	"strings"

	"github.com/kitchentable/kitchentable/game/rules"
)

// Summary says how the game went: who won, whether a person did, how many
// turns it took, and a line for each player.
func (c *Results) Summary() Summary {
	s := Summary{Turns: c.View().Turn, Conceded: !c.t.Over() && c.t.PeopleConceded()}
	if c.t.Over() {
		s.Winners = c.t.Winners()
	}
	for _, w := range s.Winners {
		s.WinnerNames = append(s.WinnerNames, c.name(w))
		if c.IsHuman(w) {
			s.HumanWon = true
		}
	}
	for i := range c.names {
		p := c.sight.player(rules.Seat(i))
		st := c.stats[i]
		line := fmt.Sprintf("%s: %d life, %s cast, %d damage to opponents", c.names[i], p.Life, plural(st.spells, "spell"), st.damage)
		if p.Conceded {
			s.ConcededNames = append(s.ConcededNames, c.names[i])
		}
		switch {
		case p.Conceded:
			line += fmt.Sprintf(", conceded on turn %d", c.t.LostOn(rules.Seat(i)))
		case p.Lost:
			line += fmt.Sprintf(", lost on turn %d", c.t.LostOn(rules.Seat(i)))
		}
		s.Lines = append(s.Lines, line)
	}
	return s
}

// resultText says how the game ended: "Ada wins on turn 12", or a draw.
func (c *Results) resultText() string {
	if !c.t.Over() && c.t.PeopleConceded() {
		var who []string
		for _, s := range c.t.People() {
			if c.sight.player(s).Conceded {
				who = append(who, c.name(s))
			}
		}
		return fmt.Sprintf("%s conceded on turn %d", strings.Join(who, " and "), c.View().Turn)
	}
	ws := c.t.Winners()
	if len(ws) == 0 {
		return fmt.Sprintf("a draw on turn %d", c.View().Turn)
	}
	names := make([]string, len(ws))
	for i, w := range ws {
		names[i] = c.name(w)
	}
	verb := "wins"
	if len(ws) > 1 {
		verb = "win"
	}
	return fmt.Sprintf("%s %s on turn %d", strings.Join(names, " and "), verb, c.View().Turn)
}

// plural says "1 spell" or "N spells".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
