package control

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

// TestSummaryCountsDamageToOpponents: the end screen's damage figure is
// what a player dealt to the other players, not to creatures or to
// themselves.
func TestSummaryCountsDamageToOpponents(t *testing.T) {
	c := hotseat(t, 5)
	hit := func(target rules.Target, n int) rules.Event {
		return rules.Event{Kind: rules.EvDamage, Seat: 0, Obj: 0, Other: rules.NoObj, Target: target, Amount: n}
	}
	c.results.count([]rules.Event{
		hit(rules.Target{Player: rules.NoSeat, Obj: 50}, 30), // a creature
		hit(rules.PlayerTarget(1), 4),
		hit(rules.PlayerTarget(0), 1), // a land that hurts its controller
		hit(rules.PlayerTarget(1), 3),
	})
	if line := c.results.Summary().Lines[0]; !strings.HasSuffix(line, ", 7 damage to opponents") {
		t.Errorf("summary line %q, want 7 damage to opponents", line)
	}
}
