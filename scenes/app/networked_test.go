package app

import (
	"context"
	"net"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/endgame"
)

// hostOnLoopback hosts rec (seat 0 remote, seat 1 an easy computer) on
// a loopback port, dealt once seat 0 is taken, and returns its address
// and code.
func hostOnLoopback(t *testing.T, cat *catalog.Catalog, rec *record.Record) (addr, code string) {
	t.Helper()
	code = netplay.NewJoinCode()
	comp, err := ai.New("easy", 3)
	if err != nil {
		t.Fatal(err)
	}
	var g *rules.Game
	h, err := netplay.NewHost(netplay.HostConfig{Cards: netplay.NewCards(cat.Lib), Code: code, Program: "test", Remote: []bool{true, false},
		Names: []string{"Ann", "Bo"}, Logf: func(string, ...any) {},
		Deal: func(joined []netplay.Joined) (*rules.Game, error) {
			rec.Seats[0].Name = joined[0].Name
			g, err = rec.Start()
			return g, err
		},
		Local: func(s rules.Seat, legal []rules.Action) (int, error) {
			a, err := comp.Choose(context.Background(), g.KnowledgeOf(s))
			for i, l := range legal {
				if l == a {
					return i, err
				}
			}
			return 0, err
		}})
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go h.Serve(l)
	ctx, cancel := context.WithCancel(context.Background())
	go h.Play(ctx)
	t.Cleanup(func() { cancel(); h.Close() })
	return l.Addr().String(), code
}

// TestJoinTableOpensTheNetworkedTable joins a game hosted on loopback
// through the app's Nav: the seat's table shows the game as the host
// dealt it to the person who joined (their name on their seat), keeps
// nothing for Continue, and a wrong code comes back as the host's
// sentence.
func TestJoinTableOpensTheNetworkedTable(t *testing.T) {
	n := navFor(t)
	cat, err := catalog.LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	n.g.svc.Catalog = cat
	rec := hostedRecord(t, cat)
	addr, code := hostOnLoopback(t, cat, rec)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := n.JoinTable(ctx, netplay.ClientConfig{Addr: addr, Code: "WRONG", Name: "Ada", Program: "test"}); err == nil || err.Error() != "The join code is wrong." {
		t.Fatalf("a wrong code: %v, want the host's sentence", err)
	}
	s, err := n.JoinTable(ctx, netplay.ClientConfig{Addr: addr, Code: code, Name: "Ada", Program: "test"})
	if err != nil {
		t.Fatal(err)
	}
	w := s.(*networked)
	defer w.Close()
	sctx := &scenes.Context{In: &input.State{}, Width: 1280, Height: 720, Svc: n.g.svc}
	if err := w.Update(sctx); err != nil {
		t.Fatal(err)
	}
	c := w.Table().Controller()
	if v := c.View(); c.Viewer() != 0 || v == nil || v.Players[0].Name != "Ada" || v.Players[1].Name != "Bo" {
		t.Fatalf("the table shows seat %v of %+v", c.Viewer(), v)
	}
	if n.g.svc.Store.MainSave().Has() {
		t.Error("a networked game was kept for Continue")
	}
	end := netNav{Nav: n, svc: n.g.svc, c: c}.End(scenes.Result{Winners: []string{"Ada"}, HumanWon: true, Turns: 9}, nil)
	if _, ok := end.(*endgame.Scene); !ok {
		t.Fatalf("the end of a networked game is %T", end)
	}
	if h := endgame.Headline(scenes.Result{Winners: []string{"Ada"}, HumanWon: true}, seatsOf(c)); h != "You win!" {
		t.Fatalf("the end of a networked game Ada won says %q", h)
	}
}
