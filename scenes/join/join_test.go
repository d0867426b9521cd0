package join

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/scenetest"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// fakeNav records the join asked for and answers it when told.
type fakeNav struct {
	scenes.Nav
	mu     sync.Mutex
	cfg    *netplay.ClientConfig
	answer chan error
}

func (n *fakeNav) Menu() scenes.Scene { return scenetest.Named("menu") }

func (n *fakeNav) JoinTable(ctx context.Context, cfg netplay.ClientConfig) (scenes.Scene, error) {
	n.mu.Lock()
	n.cfg = &cfg
	n.mu.Unlock()
	cfg.Notice("Bo joined.")
	select {
	case err := <-n.answer:
		if err != nil {
			return nil, err
		}
		return scenetest.Named("networked table"), nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// asked returns the join asked for, once it was.
func (n *fakeNav) asked() *netplay.ClientConfig {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.cfg
}

type fixture struct {
	t   *testing.T
	s   *Scene
	nav *fakeNav
	ctx *scenes.Context
}

// found is the table the fake search finds.
var found = netplay.Table{Name: "Ann's table", Addr: "192.168.1.20:7420", Variant: "plain", Open: 1, Proto: netplay.ProtocolVersion}

func newFixture(t *testing.T, tables ...netplay.Table) *fixture {
	t.Helper()
	cat, err := catalog.Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	set := store.DefaultSettings()
	f := &fixture{t: t, nav: &fakeNav{answer: make(chan error, 1)}}
	svc := &scenes.Services{Catalog: cat, Settings: &set, Nav: f.nav}
	f.s = New(svc, WithFinder(func(context.Context, time.Duration) ([]netplay.Table, error) { return tables, nil }))
	f.ctx = &scenes.Context{In: &input.State{}, Width: 1280, Height: 720, Svc: svc}
	f.until("the search to end", func() bool { f.play(new(input.Script).Idle(1)); return !f.s.finder.searching() })
	f.play(new(input.Script).Idle(1))
	return f
}

func (f *fixture) play(sc *input.Script) { scenetest.Play(f.t, f.s, f.ctx, sc) }

// until plays frames until ok, failing after a while.
func (f *fixture) until(what string, ok func() bool) {
	f.t.Helper()
	scenetest.Until(f.t, f.s, f.ctx, what, 10*time.Second, ok)
}

// TestJoinFromAFoundTable: a table found on the network fills the address
// when clicked; with the code typed and a ready-made deck chosen, Join
// asks for that table with the name, the code and the deck's cards,
// shows what the host says while the table fills, and opens the table
// the join gives.
func TestJoinFromAFoundTable(t *testing.T) {
	f := newFixture(t, found)
	if len(f.s.picks) != 1 || !strings.Contains(f.s.picks[0].Label, "Ann's table — plain, 1 open seat") {
		t.Fatalf("the found tables show as %v", f.s.picks)
	}
	scenetest.Click(t, f.s, f.ctx, f.s.picks[0].Rect)
	if f.s.addr.Text != found.Addr || !f.s.code.Focused {
		t.Fatalf("the address is %q after picking the table, the code focused: %v", f.s.addr.Text, f.s.code.Focused)
	}
	f.play(new(input.Script).Type("k7qm-3hxp"))
	f.s.name.Text = "Ada"
	f.s.deck.Index = slices.Index(f.s.deck.Options, readyMade(f.ctx.Svc.Catalog.Decks[0]))
	if scenetest.Click(t, f.s, f.ctx, f.s.join.Rect); f.s.err != "" {
		t.Fatalf("Join refused: %s", f.s.err)
	}
	f.until("the join", func() bool { return f.nav.asked() != nil })
	cfg := f.nav.asked()
	want, _ := f.ctx.Svc.Catalog.Deck(f.ctx.Svc.Catalog.Decks[0])
	if cfg.Addr != found.Addr || cfg.Name != "Ada" || cfg.Code != "K7QM3HXP" || len(cfg.Deck) != len(want.Cards) || cfg.Cards == nil {
		t.Fatalf("joined %s as %q with code %q and a deck of %d cards (want %d)", cfg.Addr, cfg.Name, cfg.Code, len(cfg.Deck), len(want.Cards))
	}
	f.until("the host's notice", func() bool { return slices.Contains(f.s.try.heardSoFar(), "Bo joined.") })
	if f.s.try.table != "Ann's table" {
		t.Errorf("joining shows %q, want the table's name", f.s.try.table)
	}
	f.nav.answer <- nil
	f.until("the table", func() bool { return f.ctx.Next() == scenetest.Named("networked table") })
}

// TestJoinChecksTheForm: each missing or wrong field is named in one
// sentence and nothing is joined; a refusal from the host is shown and
// the form stays; Cancel gives a join up.
func TestJoinChecksTheForm(t *testing.T) {
	f := newFixture(t)
	if !strings.Contains(f.s.findingText(), "No table found") {
		t.Errorf("with nothing found the list says %q", f.s.findingText())
	}
	for _, tc := range []struct{ name, addr, code, want string }{
		{"", "10.0.0.2:7420", "ABCD", "Type the name"},
		{"Ada", "", "ABCD", "Choose a table on the left"},
		{"Ada", "10.0.0.2", "ABCD", "a computer and a port"},
		{"Ada", "10.0.0.2:7420", "--", "Type the join code"},
	} {
		f.s.name.Text, f.s.addr.Text, f.s.code.Text = tc.name, tc.addr, tc.code
		scenetest.Click(t, f.s, f.ctx, f.s.join.Rect)
		if !strings.Contains(f.s.err, tc.want) || f.s.try != nil {
			t.Errorf("%q %q %q: %q, joining %v; want %q", tc.name, tc.addr, tc.code, f.s.err, f.s.try != nil, tc.want)
		}
	}
	f.s.name.Text, f.s.addr.Text, f.s.code.Text = "Ada", "10.0.0.2:7420", "ABCD"
	scenetest.Click(t, f.s, f.ctx, f.s.join.Rect)
	f.until("the join", func() bool { return f.nav.asked() != nil })
	f.nav.answer <- errors.New("The join code is wrong.")
	f.until("the refusal", func() bool { return f.s.try == nil })
	if f.s.err != "The join code is wrong." || f.s.name.Text != "Ada" {
		t.Fatalf("after a refusal: %q, name %q", f.s.err, f.s.name.Text)
	}
	scenetest.Click(t, f.s, f.ctx, f.s.join.Rect)
	if f.s.try == nil {
		t.Fatal("Join did not start again")
	}
	f.play(new(input.Script).Key(input.KeyEscape))
	if f.s.try != nil || f.ctx.Next() != nil {
		t.Fatal("Escape while joining did not give the join up and stay")
	}
	f.play(new(input.Script).Key(input.KeyEscape))
	if got := f.ctx.Next(); got != scenetest.Named("menu") {
		t.Fatalf("Escape went to %v, want the menu", got)
	}
}
