package netplay

import (
	"context"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

// BenchmarkHostUpdate measures the host's own work per action for a
// three-seat table with two remote seats: each remote seat's log lines,
// view and its encoding, taken over a whole game's positions (the game
// is played by medium players between the timed updates).
func BenchmarkHostUpdate(b *testing.B) {
	tb := newTable(b, 1, true, true, false)
	lib, _ := testCards(b)
	var games []*rules.Game
	var events [][]rules.Event
	g := tb.game(b)
	vps := []interface {
		ChooseView(context.Context, *rules.View, []rules.Action) (rules.Action, error)
	}{tb.viewPlayer(b, 0), tb.viewPlayer(b, 1), tb.viewPlayer(b, 2)}
	for n := 0; !g.Over() && n < 2000; n++ {
		s := g.Pending().Seat
		legal := append([]rules.Action(nil), g.Legal()...)
		a, err := vps[s].ChooseView(context.Background(), g.View(s), legal)
		if err != nil {
			b.Fatal(err)
		}
		ev, err := g.Apply(a)
		if err != nil {
			b.Fatal(err)
		}
		if n%10 == 0 {
			games = append(games, g.Clone())
			events = append(events, append([]rules.Event(nil), ev...))
		}
	}
	h, err := NewHost(HostConfig{Game: games[0], Cards: NewCards(lib), Code: "X", Remote: tb.remote,
		Local: func(rules.Seat, []rules.Action) (int, error) { return 0, nil }})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(games)
		h.cfg.Game = games[k]
		h.update(events[k])
		if k == 0 {
			for _, rs := range h.seats {
				if rs != nil {
					rs.log = rs.log[:0]
				}
			}
		}
	}
}
