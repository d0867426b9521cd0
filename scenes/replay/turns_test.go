package replay

import "testing"

// TestTurnIndex checks the jumps from turn to turn on a record of three
// turns: next goes to the following turn's start (the end from the last
// turn), prev to the turn's start or, from there, the one before.
func TestTurnIndex(t *testing.T) {
	ts := turnIndex{1, 1, 1, 2, 2, 3}
	for _, c := range []struct {
		name    string
		got, is int
	}{
		{"next from the start", ts.next(0), 3},
		{"next inside turn 2", ts.next(4), 5},
		{"next from the last turn", ts.next(5), 5},
		{"prev inside turn 2", ts.prev(4), 3},
		{"prev from turn 2's start", ts.prev(3), 0},
		{"prev from the start", ts.prev(0), 0},
		{"start of turn 2", ts.start(2), 3},
		{"start of a turn past the end", ts.start(9), 5},
	} {
		if c.got != c.is {
			t.Errorf("%s: %d, want %d", c.name, c.got, c.is)
		}
	}
}
