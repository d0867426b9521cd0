package netplay

import (
	"context"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/match"
	"github.com/kitchentable/kitchentable/game/rules"
)

// TestTheHostsOwnMatchAsksTheRemoteSeats: the host's caller runs the
// match itself (a match.Runner, as the app's table at the host does),
// its remote seats played by RemoteSeat and its other seat by a computer
// on the host; the game is dealt when the joiners are seated (Begin),
// every action goes out (Applied), and it ends exactly as the same game
// played on one computer, every state sent secret.
func TestTheHostsOwnMatchAsksTheRemoteSeats(t *testing.T) {
	lib, _ := testCards(t)
	tb := newTable(t, 6, true, false, true)
	want := tb.playLocal(t)
	sec := newSecrecy(t)
	code := NewJoinCode()
	var names []string
	for _, s := range tb.rec.Seats {
		names = append(names, s.Name)
	}
	h, err := NewHost(HostConfig{Cards: NewCards(lib), Code: code, Program: "test", Remote: tb.remote, Names: names, Observe: sec.check,
		Deal: func([]Joined) (*rules.Game, error) { return tb.rec.Start() }, Logf: func(string, ...any) {}})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := h.Seat(1); ok {
		t.Fatal("a local seat was given as a remote one")
	}
	hs := &hosted{h: h, code: code}
	hs.serve(t)
	wait := tb.startJoins(t, hs, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	g, err := h.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	hs.g = g
	ps := tb.localPlayers(t)
	players := make([]match.Player[*rules.Knowledge, rules.Action], len(tb.remote))
	for s := range players {
		if rs, ok := h.Seat(rules.Seat(s)); ok {
			players[s] = rs
		} else {
			players[s] = ps[s]
		}
	}
	run := match.New(match.Engine[rules.Seat, rules.Action, rules.Event, *rules.Knowledge](g), match.Options[rules.Seat, rules.Action, rules.Event, *rules.Knowledge]{
		Players: players, Sync: true, Applied: h.Applied,
		Describe: func(events []rules.Event, viewer rules.Seat) []string {
			return gamelog.Lines(g, events, viewer, gamelog.Addressing(viewer))
		}})
	defer run.Close()
	for n := 0; !g.Over(); n++ {
		if n > 400000 {
			t.Fatal("the game did not end")
		}
		run.Tick(false)
	}
	h.Finish()
	wait()
	if g.Hash() != want.hash {
		t.Fatalf("the host's own match ended with hash %x, the game on one computer %x", g.Hash(), want.hash)
	}
	if sec.checks < want.actions {
		t.Fatalf("only %d states checked for %d actions", sec.checks, want.actions)
	}
	t.Logf("%d actions, winners %v", want.actions, want.winners)
}
