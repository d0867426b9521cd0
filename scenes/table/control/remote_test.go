package control

import (
	"context"
	"fmt"
	"net"
	"slices"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// remoteOpts are the computer's options in the remote test, on the
// host as at the local table.
var remoteOpts = []ai.Option{ai.WithTimeLimit(time.Second), ai.WithIterations(8)}

// playToTheEnd ticks c on, the person deciding with autoPlay, until the
// game is over; wait, when set, is called when nothing was to be done.
func playToTheEnd(t *testing.T, c *Controller, wait func()) {
	t.Helper()
	for i := 0; i < 2000000 && !c.Over(); i++ {
		c.Tick(false)
		if _, mine := liftOrMine(c); mine {
			autoPlay(t, c)
		} else if wait != nil {
			wait()
		}
	}
	if !c.Over() {
		t.Fatal("the game did not end")
	}
}

// A person at a Controller over netplay's client plays a whole
// two-seat game against a computer on a netplay.Host over loopback, and
// the game ends exactly as the same game played at a local table, the
// person deciding alike: the same hash and winners.
func TestARemoteSeatPlaysTheSameGame(t *testing.T) {
	rec := &record.Record{Variant: "plain", Seed: 23, MaxTurns: 60, Seats: []record.Seat{
		seat("Hal", "medium", redDeck(t)), seat("Ada", record.Human, greenDeck(t))}}
	settings := store.DefaultSettings()

	local, err := New(rec, Options{Settings: &settings, syncAI: true, aiOpts: remoteOpts[1:]})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(local.Close)
	playToTheEnd(t, local, nil)
	want, wantWinners := GameForTests(local).Hash(), GameForTests(local).Winners()

	g, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	hal, err := ai.New("medium", aiSeed(rec.Seed, 0), remoteOpts...)
	if err != nil {
		t.Fatal(err)
	}
	code := netplay.NewJoinCode()
	h, err := netplay.NewHost(netplay.HostConfig{Game: g, Cards: netplay.NewCards(lib(t)), Code: code, Program: "test",
		Remote: []bool{false, true}, Logf: func(string, ...any) {},
		Local: func(s rules.Seat, legal []rules.Action) (int, error) {
			a, err := hal.Choose(context.Background(), g.KnowledgeOf(s))
			if err != nil {
				return 0, err
			}
			if i := slices.Index(legal, a); i >= 0 {
				return i, nil
			}
			return 0, fmt.Errorf("the computer chose %v, not legal", a)
		},
		Result: func(g *rules.Game) string { return fmt.Sprintf("over on turn %d", g.Turn()) }})
	if err != nil {
		t.Fatal(err)
	}
	addr, ctx, played := serveHost(t, h, func(ctx context.Context) error {
		_, err := h.Play(ctx)
		return err
	})

	c, err := NewRemote(ctx, netplay.ClientConfig{Addr: addr, Code: code, Name: "Ada", Program: "test",
		Cards: netplay.NewCards(lib(t)), Logf: func(string, ...any) {}}, &settings)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	if c.Viewer() != 1 {
		t.Fatalf("the remote controller views seat %d", c.Viewer())
	}
	playToTheEnd(t, c, func() { time.Sleep(200 * time.Microsecond) })
	if err := <-played; err != nil {
		t.Fatal(err)
	}
	if got := g.Hash(); got != want {
		t.Fatalf("the game over the network ended with hash %x, the local one %x (turn %d)", got, want, g.Turn())
	}
	if w := c.results.Summary().Winners; !slices.Equal(w, wantWinners) {
		t.Fatalf("the remote seat was told the winners %v, the local game's are %v", w, wantWinners)
	}
	if len(c.Log()) == 0 {
		t.Fatal("the remote seat's log is empty")
	}
	t.Logf("turn %d, %d actions, winners %v; %d log lines", g.Turn(), len(local.Record().Actions), wantWinners, len(c.Log()))
}

// serveHost serves h on a loopback port until the test ends, starting
// run(ctx) (h.Play or h.Begin) on a goroutine of its own; it returns the
// address, the context the test plays in, and where run's error comes.
func serveHost(t *testing.T, h *netplay.Host, run func(ctx context.Context) error) (string, context.Context, <-chan error) {
	t.Helper()
	t.Cleanup(h.Close)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go h.Serve(l)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	t.Cleanup(cancel)
	done := make(chan error, 1)
	go func() { done <- run(ctx) }()
	return l.Addr().String(), ctx, done
}
