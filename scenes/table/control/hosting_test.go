package control

import (
	"context"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// TestTheHostsTablePlaysAPersonElsewhere: the host's own table (a
// Controller with Options.Host) plays Hal at the host's screen against
// Ada at another computer's table (NewRemote), the game dealt when Ada
// sits down; both decide alike, and the game ends exactly as the same
// game played by both at one screen.
func TestTheHostsTablePlaysAPersonElsewhere(t *testing.T) {
	rec := &record.Record{Variant: "plain", Seed: 31, MaxTurns: 40, Seats: []record.Seat{
		seat("Hal", record.Human, redDeck(t)), seat("Ada", record.Human, greenDeck(t))}}
	settings := store.DefaultSettings()
	local, err := New(rec, Options{Settings: &settings})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(local.Close)
	playToTheEnd(t, local, nil)
	want := GameForTests(local).Hash()

	hosted := *rec
	hosted.Seats = append([]record.Seat(nil), rec.Seats...)
	hosted.Seats[1].Controller = "remote"
	code := netplay.NewJoinCode()
	var at *Controller // the host's table
	var h *netplay.Host
	h, err = netplay.NewHost(netplay.HostConfig{Cards: netplay.NewCards(lib(t)), Code: code, Program: "test",
		Remote: []bool{false, true}, Names: []string{"Hal", "Ada"}, Logf: func(string, ...any) {},
		Deal: func(joined []netplay.Joined) (*rules.Game, error) {
			hosted.Seats[1].Name = joined[1].Name
			var err error
			at, err = New(&hosted, Options{Settings: &settings, Host: h})
			return nil, err
		}})
	if err != nil {
		t.Fatal(err)
	}
	addr, ctx, begun := serveHost(t, h, func(ctx context.Context) error {
		_, err := h.Begin(ctx)
		return err
	})
	// Ada's table opens at her first question, which comes when the
	// host's table moves on: it ticks meanwhile, as the app's would.
	type joined struct {
		c   *Controller
		err error
	}
	adaC := make(chan joined, 1)
	go func() {
		c, err := NewRemote(ctx, netplay.ClientConfig{Addr: addr, Code: code, Name: "Ada", Program: "test",
			Cards: netplay.NewCards(lib(t)), Logf: func(string, ...any) {}}, &settings)
		adaC <- joined{c, err}
	}()
	if err := <-begun; err != nil {
		t.Fatal(err)
	}
	t.Cleanup(at.Close)
	var ada *Controller
	for ada == nil {
		select {
		case j := <-adaC:
			if j.err != nil {
				t.Fatal(j.err)
			}
			ada = j.c
		case <-time.After(time.Millisecond):
			at.Tick(false)
			if _, mine := liftOrMine(at); mine {
				autoPlay(t, at)
			}
		}
	}
	t.Cleanup(ada.Close)
	if at.Viewer() != 0 || at.IsHuman(1) || ada.Viewer() != 1 {
		t.Fatalf("the host's table views seat %d (seat 2 a person here: %v), Ada's seat %d", at.Viewer(), at.IsHuman(1), ada.Viewer())
	}
	for i := 0; !at.Over(); i++ {
		if i > 4000000 {
			t.Fatal("the game did not end")
		}
		for _, c := range []*Controller{at, ada} {
			c.Tick(false)
			if _, mine := liftOrMine(c); mine {
				autoPlay(t, c)
			}
		}
		if i%64 == 0 {
			time.Sleep(100 * time.Microsecond)
		}
	}
	h.Finish()
	for i := 0; !ada.Over(); i++ {
		if i > 100000 {
			t.Fatal("Ada's table never heard the end")
		}
		ada.Tick(false)
		time.Sleep(100 * time.Microsecond)
	}
	if got := GameForTests(at).Hash(); got != want {
		t.Fatalf("the hosted game ended with hash %x, the game at one screen %x", got, want)
	}
	t.Logf("turn %d, %d actions", GameForTests(at).Turn(), len(at.Record().Actions))
}
