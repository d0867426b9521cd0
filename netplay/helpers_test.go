package netplay

import (
	"context"
	"fmt"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

var (
	libOnce sync.Once
	testLib *card.Library
	decks   [][]*card.Def
)

// testCards loads the embedded cards once.
func testCards(t testing.TB) (*card.Library, [][]*card.Def) {
	libOnce.Do(func() {
		testLib = testdecks.Library(t)
		decks = testdecks.Decks(t)
	})
	return testLib, decks
}

// table is one test table: a record and which seats are remote.
type table struct {
	rec    *record.Record
	remote []bool
	seed   uint64
	team   bool // teammates see each other's hands (HostConfig.TeamShare)
}

// newTable makes a plain game for len(remote) seats, its decks chosen
// by seed, ending at turn 40 at the latest.
func newTable(t testing.TB, seed uint64, remote ...bool) *table {
	return newVariantTable(t, "plain", seed, remote...)
}

// newVariantTable makes a game of the named variant for len(remote)
// seats from the ready-made decks, chosen by seed (the shared-library
// variants shuffle them together; an archenemy gets a theme deck with
// its schemes), ending at turn 40 at the latest.
func newVariantTable(t testing.TB, name string, seed uint64, remote ...bool) *table {
	lib, ds := testCards(t)
	v, ok := variant.Lookup(name)
	if !ok {
		t.Fatalf("no variant %q", name)
	}
	themes := testdecks.Themes(t)
	rec := &record.Record{Variant: name, Seed: seed, MaxTurns: 40, Pool: lib.All()}
	for s := range remote {
		st := record.Seat{Name: fmt.Sprintf("Seat%d", s+1), Deck: ds[(int(seed)*7+s*3)%len(ds)]}
		if v.Archenemy(s) {
			th := themes[(int(seed)+s)%len(themes)]
			st.Deck, st.Schemes = th.Cards, th.Schemes
		}
		rec.Seats = append(rec.Seats, st)
	}
	return &table{rec: rec, remote: remote, seed: seed}
}

// game starts the table's game.
func (tb *table) game(t testing.TB) *rules.Game {
	g, err := tb.rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// viewPlayer is the remote seat s's player: a medium view player.
func (tb *table) viewPlayer(t testing.TB, s int) ai.ViewPlayer {
	p, err := ai.NewViewPlayer("medium", tb.seed*1000+uint64(s))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// localPlayers returns the host's computers, by seat: one for every
// seat, the remote ones' used only once handed to a computer.
func (tb *table) localPlayers(t testing.TB) []ai.Player {
	ps := make([]ai.Player, len(tb.remote))
	for s := range tb.remote {
		p, err := ai.New("medium", tb.seed*1000+uint64(s))
		if err != nil {
			t.Fatal(err)
		}
		ps[s] = p
	}
	return ps
}

// pick returns the index of a in legal.
func pick(legal []rules.Action, a rules.Action) (int, error) {
	for i, l := range legal {
		if l == a {
			return i, nil
		}
	}
	return 0, fmt.Errorf("the player chose an action that is not legal")
}

// local decides for the host's computers.
func local(g *rules.Game, ps []ai.Player) func(s rules.Seat, legal []rules.Action) (int, error) {
	return func(s rules.Seat, legal []rules.Action) (int, error) {
		a, err := ps[s].Choose(context.Background(), g.KnowledgeOf(s))
		if err != nil {
			return 0, err
		}
		return pick(legal, a)
	}
}

// outcome is how a game ended.
type outcome struct {
	hash    uint64
	winners []rules.Seat
	actions int
}

// playLocal plays the table on one computer, the remote seats' players
// deciding from their seat's view and legal actions as they would over
// the network.
func (tb *table) playLocal(t testing.TB) outcome {
	g := tb.game(t)
	ps := tb.localPlayers(t)
	vps := make([]ai.ViewPlayer, len(tb.remote))
	for s, r := range tb.remote {
		if r {
			vps[s] = tb.viewPlayer(t, s)
		}
	}
	dec := local(g, ps)
	n := 0
	for ; !g.Over() && n < 200000; n++ {
		s := g.Pending().Seat
		legal := append([]rules.Action(nil), g.Legal()...)
		var i int
		var err error
		if tb.remote[s] {
			var a rules.Action
			v := g.View(s)
			if tb.team {
				v = g.TeamView(s)
			}
			a, err = vps[s].ChooseView(context.Background(), v, legal)
			if err == nil {
				i, err = pick(legal, a)
			}
		} else {
			i, err = dec(s, legal)
		}
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(legal[i]); err != nil {
			t.Fatal(err)
		}
	}
	return outcome{hash: g.Hash(), winners: g.Winners(), actions: n}
}

// hosted is a table being hosted on loopback.
type hosted struct {
	h    *Host
	g    *rules.Game
	addr string
	code string
	done chan error
	n    int
}

// host starts hosting the table on a loopback port; observe (when not
// nil) sees every state made for a remote seat.
func (tb *table) host(t testing.TB, observe func(s rules.Seat, g *rules.Game, view []byte, lines []string)) *hosted {
	lib, _ := testCards(t)
	g := tb.game(t)
	code := NewJoinCode()
	h, err := NewHost(HostConfig{Game: g, Cards: NewCards(lib), Code: code, Program: "test", Remote: tb.remote, TeamShare: tb.team,
		Local: local(g, tb.localPlayers(t)), Observe: observe, Logf: func(string, ...any) {},
		Result: func(g *rules.Game) string { return fmt.Sprintf("over on turn %d", g.Turn()) }})
	if err != nil {
		t.Fatal(err)
	}
	hs := &hosted{g: g, code: code}
	hs.start(t, h)
	return hs
}

// start serves h on a loopback port and plays its game on a goroutine of
// its own, its end to come on hs.done.
func (hs *hosted) start(t testing.TB, h *Host) {
	hs.h = h
	hs.serve(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	go func() {
		defer cancel()
		n, err := h.Play(ctx)
		hs.n = n
		hs.done <- err
	}()
}

// serve serves hs.h on a loopback port until the test ends.
func (hs *hosted) serve(t testing.TB) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go hs.h.Serve(l)
	hs.addr, hs.done = l.Addr().String(), make(chan error, 1)
	t.Cleanup(hs.h.Close)
}

// clientFor returns the client config of remote seat s's player.
func (tb *table) clientFor(t testing.TB, hs *hosted, s int) ClientConfig {
	lib, _ := testCards(t)
	p := tb.viewPlayer(t, s)
	return ClientConfig{Addr: hs.addr, Code: hs.code, Name: fmt.Sprintf("Seat%d", s+1), Program: "test", Cards: NewCards(lib),
		Logf: func(string, ...any) {},
		Decide: func(v *rules.View, legal []rules.Action) (int, error) {
			a, err := p.ChooseView(context.Background(), v, legal)
			if err != nil {
				return 0, err
			}
			return pick(legal, a)
		}}
}

// joinAll joins every remote seat with cfgs, in seat order (the host
// seats joiners in the order they come), and waits for the game's end.
func (tb *table) joinAll(t testing.TB, hs *hosted, edit func(s int, c *ClientConfig)) []*Result {
	results := tb.startJoins(t, hs, edit)()
	if err := <-hs.done; err != nil {
		t.Fatal(err)
	}
	return results
}

// startJoins joins every remote seat as joinAll does and returns a
// function that waits for every joiner to end and fails the test for
// any that ended in an error.
func (tb *table) startJoins(t testing.TB, hs *hosted, edit func(s int, c *ClientConfig)) func() []*Result {
	var wg sync.WaitGroup
	results := make([]*Result, len(tb.remote))
	errs := make([]error, len(tb.remote))
	for s, r := range tb.remote {
		if !r {
			continue
		}
		c := tb.clientFor(t, hs, s)
		if edit != nil {
			edit(s, &c)
		}
		if err := hs.h.waitJoined(s - 1); err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			results[s], errs[s] = Join(ctx, c)
		}()
		// The host gives the first free seat: wait until this one is taken.
		if err := hs.h.waitJoined(s); err != nil {
			t.Fatal(err)
		}
	}
	return func() []*Result {
		wg.Wait()
		for s, err := range errs {
			if err != nil {
				t.Fatalf("seat %d: %v", s+1, err)
			}
		}
		return results
	}
}
