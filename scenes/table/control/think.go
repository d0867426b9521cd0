package control

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/rules"
)

// fallback is the runner's hook for a computer seat whose player failed:
// the first legal action, and a line for the log that says so. A replay
// takes none: it plays only what was recorded.
func (c *Controller) fallback(s rules.Seat, cause error) (rules.Action, string, bool) {
	legal := c.legalNow()
	if len(legal) == 0 || c.replay != nil {
		return rules.Action{}, "", false
	}
	a := legal[0]
	return a, fmt.Sprintf("%s's computer player failed (%v); it takes the first choice (%s).", c.name(s), cause, a.Kind), true
}
