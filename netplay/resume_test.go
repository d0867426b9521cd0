package netplay

import (
	"context"
	"fmt"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/game/rules"
)

// TestHostRestartResumes plays a game whose host stops dead after 80
// actions, as a crashed host would (connections gone, no end sent); a
// new host on the same address starts from the record of the actions
// applied and the names of the seats' people, every remote seat rejoins
// by itself, and the game plays on to its end with every state secret.
func TestHostRestartResumes(t *testing.T) {
	tb := newTable(t, 8, true, true, false)
	lib, _ := testCards(t)
	rec := *tb.rec
	g1 := tb.game(t)
	code := NewJoinCode()
	var mu sync.Mutex
	crashed := false
	var h1 *Host
	ctx1, stop1 := context.WithCancel(context.Background())
	h1, err := NewHost(HostConfig{Game: g1, Cards: NewCards(lib), Code: code, Program: "test", Remote: tb.remote,
		Local: local(g1, tb.localPlayers(t)), Logf: func(string, ...any) {},
		Applied: func(a rules.Action, _ []rules.Event) {
			mu.Lock()
			defer mu.Unlock()
			if crashed {
				return
			}
			rec.Add(a)
			if len(rec.Actions) == 80 {
				crashed = true
				h1.Close() // the process dies: every connection drops, no end is sent
				stop1()
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	go h1.Serve(l)
	played := make(chan struct{})
	go func() { h1.Play(ctx1); close(played) }()

	wait := tb.startJoins(t, &hosted{h: h1, addr: addr, code: code}, nil)
	<-played
	mu.Lock()
	if !crashed {
		mu.Unlock()
		t.Fatal("the game ended before the host crashed")
	}
	mu.Unlock()
	taken := h1.Taken()

	g2, err := rec.Start()
	if err != nil {
		t.Fatalf("the record of the crashed game does not replay: %v", err)
	}
	sec := newSecrecy(t)
	h2, err := NewHost(HostConfig{Game: g2, Cards: NewCards(lib), Code: code, Program: "test", Remote: tb.remote, Taken: taken, Played: len(rec.Actions),
		Local: local(g2, tb.localPlayers(t)), Observe: sec.check, Logf: func(string, ...any) {},
		Result: func(g *rules.Game) string { return fmt.Sprintf("over on turn %d", g.Turn()) }})
	if err != nil {
		t.Fatal(err)
	}
	l2, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatalf("the new host cannot listen where the old one did: %v", err)
	}
	go h2.Serve(l2)
	defer h2.Close()
	ctx2, cancel2 := context.WithTimeout(context.Background(), 40*time.Second)
	defer cancel2()
	if _, err := h2.Play(ctx2); err != nil {
		t.Fatal(err)
	}
	for s, r := range wait() {
		if r != nil && r.Rejoins == 0 {
			t.Errorf("seat %d finished without rejoining", s+1)
		}
	}
	if !g2.Over() {
		t.Fatalf("the resumed game stopped on turn %d", g2.Turn())
	}
	t.Logf("resumed after %d actions; ended on turn %d, winners %v; seats %q", 80, g2.Turn(), g2.Winners(), taken)
}
