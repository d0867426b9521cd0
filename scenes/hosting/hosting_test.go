package hosting

import (
	"context"
	"net"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/scenetest"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// fakeNav names the screens hosting goes back to.
type fakeNav struct{ scenes.Nav }

func (fakeNav) Menu() scenes.Scene  { return scenetest.Named("menu") }
func (fakeNav) Setup() scenes.Scene { return scenetest.Named("setup") }

// fakeTable is the host's table: it starts the game it is given and
// gives it to the host, and is over when told.
type fakeTable struct {
	mu     sync.Mutex
	rec    *record.Record
	over   bool
	closed bool
}

func (t *fakeTable) Update(*scenes.Context) error { return nil }
func (t *fakeTable) Draw(*ebiten.Image)           {}
func (t *fakeTable) Over() bool                   { t.mu.Lock(); defer t.mu.Unlock(); return t.over }
func (t *fakeTable) Close()                       { t.mu.Lock(); defer t.mu.Unlock(); t.closed = true }

type fixture struct {
	t     *testing.T
	s     *Scene
	ctx   *scenes.Context
	svc   *scenes.Services
	cat   *catalog.Catalog
	table *fakeTable
}

// hostedRecord is Hal at this computer against a seat on another one.
func hostedRecord(t *testing.T, cat *catalog.Catalog) *record.Record {
	t.Helper()
	rec := &record.Record{Variant: "plain", Seed: 7, Pool: cat.Lib.All()}
	for i, who := range []string{record.Human, record.Remote} {
		d, err := cat.Deck(cat.Decks[i])
		if err != nil {
			t.Fatal(err)
		}
		rec.Seats = append(rec.Seats, record.Seat{Name: []string{"Hal", "Guest"}[i], Controller: who, DeckName: d.Name, Deck: d.Cards})
	}
	return rec
}

func newFixture(t *testing.T, rec func(*catalog.Catalog) *record.Record, set store.Settings) *fixture {
	t.Helper()
	cat, err := catalog.Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, cat: cat, table: &fakeTable{}}
	f.svc = &scenes.Services{Catalog: cat, Settings: &set, Nav: fakeNav{}}
	open := func(rec *record.Record, h *netplay.Host) (Table, error) {
		g, err := rec.Start()
		if err != nil {
			return nil, err
		}
		h.Adopt(g)
		f.table.mu.Lock()
		f.table.rec = rec
		f.table.mu.Unlock()
		return f.table, nil
	}
	loopback := func() (net.Listener, error) { return net.Listen("tcp", "127.0.0.1:0") }
	s, err := New(f.svc, rec(cat), open, WithListener(loopback))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	f.s = s
	f.ctx = &scenes.Context{In: &input.State{}, Width: 1280, Height: 720, Svc: f.svc}
	f.play(new(input.Script).Idle(1))
	return f
}

func (f *fixture) play(sc *input.Script) { scenetest.Play(f.t, f.s, f.ctx, sc) }

// until plays frames until ok, failing after a while.
func (f *fixture) until(what string, ok func() bool) {
	f.t.Helper()
	scenetest.Until(f.t, f.s, f.ctx, what, 20*time.Second, ok)
}

// joiner is a person on another computer joining the table.
type joiner struct {
	res    chan *netplay.Result
	err    chan error
	cancel context.CancelFunc
}

func (f *fixture) join(name string, deck []string) *joiner {
	f.t.Helper()
	cfg := netplay.ClientConfig{Addr: f.s.Addrs()[0], Code: f.s.Code(), Name: name, Program: "test", Cards: netplay.NewCards(f.cat.Lib),
		Decide: func(*rules.View, []rules.Action) (int, error) { return 0, nil }, Logf: func(string, ...any) {}}
	for _, n := range deck {
		d, err := f.cat.Deck(n)
		if err != nil {
			f.t.Fatal(err)
		}
		cfg.Deck = d.Cards
	}
	ctx, cancel := context.WithCancel(context.Background())
	j := &joiner{res: make(chan *netplay.Result, 1), err: make(chan error, 1), cancel: cancel}
	f.t.Cleanup(cancel)
	go func() {
		r, err := netplay.Join(ctx, cfg)
		j.res <- r
		j.err <- err
	}()
	return j
}

// TestHostingWaitsThenDealsWithTheJoiner: the screen shows a code and an
// address; Start stays off until the seat on another computer is held;
// the joiner's name and the deck they bring go into the game dealt; the
// table opens on it, and its end reaches the joiner.
func TestHostingWaitsThenDealsWithTheJoiner(t *testing.T) {
	f := newFixture(t, func(cat *catalog.Catalog) *record.Record { return hostedRecord(t, cat) }, store.DefaultSettings())
	if netplay.NormalizeCode(f.s.Code()) == "" || len(f.s.Addrs()) != 1 || !strings.HasPrefix(f.s.Addrs()[0], "127.0.0.1:") {
		t.Fatalf("code %q, addresses %v", f.s.Code(), f.s.Addrs())
	}
	if f.svc.Settings.HostCode != f.s.Code() {
		t.Errorf("the settings keep the code %q, want %q", f.svc.Settings.HostCode, f.s.Code())
	}
	if line, _ := f.s.seatText(1, f.s.rec.Seats[1]); !strings.HasPrefix(line, "Open") {
		t.Errorf("the open seat says %q", line)
	}
	f.play(new(input.Script).Key(input.KeyEnter))
	scenetest.Click(t, f.s, f.ctx, f.s.start.Rect)
	if f.s.dealing.Load() != nil || !f.s.start.Disabled {
		t.Fatal("Start dealt with a seat still open")
	}
	deck := f.cat.Decks[len(f.cat.Decks)-1]
	j := f.join("Ada", []string{deck})
	f.until("Ada to sit down", func() bool { return f.s.ready() })
	if !slices.Contains(f.s.news, "Ada sat down at seat 2.") {
		t.Errorf("the news says %q", f.s.news)
	}
	if line, _ := f.s.seatText(1, f.s.rec.Seats[1]); line != "Ada — on another computer, here" {
		t.Errorf("the taken seat says %q", line)
	}
	if next := scenetest.Click(t, f.s, f.ctx, f.s.start.Rect); next != nil {
		t.Fatalf("Start went to %v at once", next)
	}
	var next scenes.Scene
	f.until("the table", func() bool { next = f.ctx.Next(); return next != nil })
	p, ok := next.(*played)
	if !ok || p.Inner() != f.table {
		t.Fatalf("Start opened %T", next)
	}
	rec := f.table.rec
	if rec.Seats[1].Name != "Ada" || rec.Seats[1].DeckName != "Ada's deck" || rec.Seats[0].Name != "Hal" {
		t.Fatalf("dealt seats %q with %q, %q", rec.Seats[1].Name, rec.Seats[1].DeckName, rec.Seats[0].Name)
	}
	f.s.Close() // the screen left: the table holds the host now
	f.table.mu.Lock()
	f.table.over = true
	f.table.mu.Unlock()
	scenetest.Play(t, p, f.ctx, new(input.Script).Idle(1))
	select {
	case r := <-j.res:
		if err := <-j.err; err != nil || r == nil || !strings.Contains(r.Text, "turn") {
			t.Fatalf("the joiner's game ended with %v, %v", r, err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the end did not reach the joiner")
	}
	p.Close()
	if !f.table.closed {
		t.Error("closing the hosted table did not close the table")
	}
}

// TestCancelTellsTheJoiners: Cancel closes the table; whoever sat down is
// told so in one sentence, and the set-up is shown again.
func TestCancelTellsTheJoiners(t *testing.T) {
	f := newFixture(t, func(cat *catalog.Catalog) *record.Record { return hostedRecord(t, cat) }, store.DefaultSettings())
	j := f.join("Ada", nil)
	f.until("Ada to sit down", func() bool { return f.s.ready() })
	if got := scenetest.Click(t, f.s, f.ctx, f.s.cancel.Rect); got != scenetest.Named("setup") {
		t.Fatalf("Cancel went to %v", got)
	}
	select {
	case r := <-j.res:
		err := <-j.err
		text := ""
		if r != nil {
			text = r.Text
		} else if err != nil {
			text = err.Error()
		}
		if !strings.Contains(text, "The host closed the table before the game began.") {
			t.Fatalf("the joiner heard %q", text)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the joiner was not told")
	}
}

// TestAResumedGameWaitsForItsPeople: a hosted game under way offers the
// code the settings kept, its seat waits for the person who held it, by
// name, and someone else is refused.
func TestAResumedGameWaitsForItsPeople(t *testing.T) {
	set := store.DefaultSettings()
	set.HostCode = "K7QM-3HXP"
	f := newFixture(t, func(cat *catalog.Catalog) *record.Record {
		rec := hostedRecord(t, cat)
		rec.Seats[1].Name = "Ada"
		g, err := rec.Start()
		if err != nil {
			t.Fatal(err)
		}
		rec.Add(g.Legal()[0])
		return rec
	}, set)
	if f.s.Code() != "K7QM-3HXP" {
		t.Fatalf("the resumed table's code is %q", f.s.Code())
	}
	if f.s.ready() {
		t.Fatal("Start is on before Ada is back")
	}
	if line, _ := f.s.seatText(1, f.s.rec.Seats[1]); line != "Ada — on another computer, not here now" {
		t.Errorf("the seat waiting says %q", line)
	}
	eve := f.join("Eve", nil)
	select {
	case err := <-eve.err:
		if err == nil || !strings.Contains(err.Error(), "seat") {
			t.Errorf("Eve was let in: %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("Eve was neither let in nor refused")
	}
	f.join("Ada", nil)
	f.until("Ada to come back", func() bool { return f.s.ready() })
	if !slices.Contains(f.s.news, "Ada is back at seat 2.") {
		t.Errorf("the news says %q", f.s.news)
	}
}
