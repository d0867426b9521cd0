package leagues

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/league"
)

// TestGameTextUnderWay: the row beside "Continue game N" says the game is
// under way, never "no game played yet", and gives the score once a game
// of the match is done.
func TestGameTextUnderWay(t *testing.T) {
	players := []league.Player{{Name: "Ada"}, {Name: "Bo"}}
	m := league.Match{Seats: [2]int{0, 1}, Chooser: -1}
	for _, tc := range []struct {
		games  []league.Game
		resume bool
		want   string
	}{
		{nil, false, "Match A, game 1 — no game played yet. Bo plays first."},
		{nil, true, "Match A, game 1 is under way; Bo played first."},
		{[]league.Game{{First: 0, Winner: 0}}, true, "Match A, game 2 is under way (Ada leads 1–0); Bo played first."},
	} {
		m.Games = tc.games
		if got := gameText("Match A", len(tc.games)+1, m, players, "Bo", tc.resume); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}
