package fcai

import (
	"testing"
	"time"
)

func TestHardBeatsEasy(t *testing.T) {
	// The games are deterministic (seeded, no time limit), so the rate is
	// the same on every machine; the sim measures it over many more.
	games := 16
	if testing.Short() {
		games = 4
	}
	start := time.Now()
	rate := winRate(t, games, func(s uint64) decider { return player(Hard, s) }, func(s uint64) decider { return player(Easy, s) })
	t.Logf("hard beats easy %.0f%% of %d games (%v)", 100*rate, games, time.Since(start).Round(time.Millisecond))
	if !testing.Short() && rate < 0.6 {
		t.Errorf("hard wins only %.0f%% against easy", 100*rate)
	}
}
