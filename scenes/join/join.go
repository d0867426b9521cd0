// Package join is the Join a table screen: it finds the tables hosted on
// the local network (mDNS) and takes an address and join code typed by
// hand, with the player's name and the deck they bring; Join sits them
// down, shows who else joins while the table fills, and opens the table
// once the host deals the game.
package join

import (
	"context"
	"fmt"
	"net"
	"strings"
	"sync"
	"time"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/version"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// findFor is how long one search of the local network listens.
const findFor = 2 * time.Second

// maxShown is how many found tables the list shows.
const maxShown = 6

// hostsDeck is the deck choice that leaves the deck to the host.
const hostsDeck = "The host's deck"

// Scene is the Join a table screen.
type Scene struct {
	svc *scenes.Services
	th  *widget.Theme
	d   widget.Design

	name, addr, code widget.TextField
	deck             widget.Cycler
	join, back, look widget.Button
	picks            []widget.Button // one per found table shown

	finder *finder
	found  []netplay.Table
	try    *attempt // the join under way, or nil
	err    string   // why the last Join could not go on
	// find searches the local network (netplay.Find; tests replace it).
	find func(ctx context.Context, wait time.Duration) ([]netplay.Table, error)
}

// Option configures the screen.
type Option func(*Scene)

// WithFinder replaces the search of the local network (tests).
func WithFinder(f func(ctx context.Context, wait time.Duration) ([]netplay.Table, error)) Option {
	return func(s *Scene) { s.find = f }
}

// New returns the screen, already looking for tables.
func New(svc *scenes.Services, opts ...Option) *Scene {
	s := &Scene{
		svc:  svc,
		th:   widget.NewTheme(svc.Painter, svc.Fonts),
		name: widget.TextField{Text: "Player", Max: netplay.MaxNameLen, Placeholder: "your name"},
		addr: widget.TextField{Max: 80, Placeholder: "192.168.1.20:7420"},
		code: widget.TextField{Max: 12, Placeholder: "K7QM-3HXP"},
		deck: widget.Cycler{Rows: 8},
		join: widget.Button{Label: "Join", Shortcut: "Enter", Style: widget.Primary, FontSize: 20},
		back: widget.Button{Label: "Back", Shortcut: "Esc", Style: widget.Quiet, FontSize: 16},
		look: widget.Button{Label: "Look again", FontSize: 15},
		find: netplay.Find,
	}
	for _, o := range opts {
		o(s)
	}
	s.deck.Options = s.deckChoices()
	s.startFinding()
	return s
}

// deckChoices are the decks a player may bring: the host's, then their
// saved decks, then the ready-made ones.
func (s *Scene) deckChoices() []string {
	out := []string{hostsDeck}
	if s.svc.Store != nil {
		if names, err := s.svc.Store.DeckNames(store.MainDecks); err == nil {
			out = append(out, names...)
		}
	}
	if s.svc.Catalog != nil {
		for _, n := range s.svc.Catalog.Decks {
			out = append(out, readyMade(n))
		}
	}
	return out
}

// readyMade is how a ready-made deck is offered.
func readyMade(name string) string { return name + " (ready-made)" }

// chosenDeck returns the cards of the deck chosen, nil for the host's, or
// why it cannot be read.
func (s *Scene) chosenDeck() ([]*card.Def, error) {
	v := s.deck.Value()
	if v == hostsDeck || v == "" {
		return nil, nil
	}
	if n, ok := strings.CutSuffix(v, " (ready-made)"); ok && s.svc.Catalog != nil {
		d, err := s.svc.Catalog.Deck(n)
		if err != nil {
			return nil, err
		}
		return d.Cards, nil
	}
	if s.svc.Store == nil || s.svc.Catalog == nil {
		return nil, fmt.Errorf("join: no saved decks here")
	}
	d, err := s.svc.Store.LoadDeck(v, s.svc.Catalog.Lib)
	if err != nil {
		return nil, err
	}
	return d.Cards(), nil
}

// Found returns the tables found on the local network (tests).
func (s *Scene) Found() []netplay.Table { return s.found }

// Err returns what stopped the last Join, or "".
func (s *Scene) Err() string { return s.err }

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.layout(ctx)
	in := ctx.In
	s.takeFound()
	if s.try != nil {
		return s.updateJoining(ctx)
	}
	if s.deck.Open {
		s.deck.Update(in)
		return nil
	}
	editing := s.name.Focused || s.addr.Focused || s.code.Focused
	s.name.Update(in)
	s.addr.Update(in)
	s.code.Update(in)
	s.deck.Update(in)
	for i := range s.picks {
		if s.picks[i].Update(in) && i < len(s.found) {
			s.addr.Text = s.found[i].Addr
			s.code.Focused, s.addr.Focused, s.name.Focused = true, false, false
		}
	}
	switch {
	case s.back.Update(in) || in.KeyPressed(input.KeyEscape):
		s.finder.stop()
		ctx.Switch(s.svc.Nav.Menu())
	case s.look.Update(in):
		s.startFinding()
	case s.join.Update(in) || !editing && in.KeyPressed(input.KeyEnter) || s.code.Focused && in.KeyPressed(input.KeyEnter):
		s.begin()
	}
	return nil
}

// begin checks the form and starts joining.
func (s *Scene) begin() {
	name := strings.TrimSpace(s.name.Text)
	addr := strings.TrimSpace(s.addr.Text)
	code := netplay.NormalizeCode(s.code.Text)
	switch {
	case name == "":
		s.err = "Type the name you sit down with."
		return
	case addr == "":
		s.err = "Choose a table on the left, or type the address the host gives (like 192.168.1.20:7420)."
		return
	case !validAddr(addr):
		s.err = "The address is a computer and a port, like 192.168.1.20:7420."
		return
	case code == "":
		s.err = "Type the join code the host gives."
		return
	}
	deck, err := s.chosenDeck()
	if err != nil {
		s.err = "The deck " + s.deck.Value() + " cannot be read: " + store.Reason(err) + "."
		return
	}
	if len(deck) > netplay.MaxDeckCards {
		s.err = fmt.Sprintf("A table takes decks of at most %d cards.", netplay.MaxDeckCards)
		return
	}
	s.err = ""
	s.finder.stop()
	cfg := netplay.ClientConfig{Addr: addr, Code: code, Name: name, Program: version.String(), Deck: deck}
	if s.svc.Catalog != nil {
		cfg.Cards = netplay.NewCards(s.svc.Catalog.Lib)
	}
	s.try = startAttempt(s.svc.Nav, cfg, tableName(s.found, addr))
}

// validAddr reports whether a is host:port with a port.
func validAddr(a string) bool {
	host, port, err := net.SplitHostPort(a)
	return err == nil && host != "" && port != ""
}

// tableName is the name of the found table at addr, or the address.
func tableName(found []netplay.Table, addr string) string {
	for _, t := range found {
		if t.Addr == addr && t.Name != "" {
			return t.Name
		}
	}
	return addr
}

// updateJoining follows the join under way: Cancel gives up; its end
// opens the table or shows why not.
func (s *Scene) updateJoining(ctx *scenes.Context) error {
	in := ctx.In
	next, err, done := s.try.result()
	switch {
	case done && err != nil:
		s.err = err.Error()
		s.try = nil
	case done:
		ctx.Switch(next)
	case s.back.Update(in) || in.KeyPressed(input.KeyEscape):
		s.try.cancel()
		s.try = nil
		s.err = ""
	}
	return nil
}

// attempt is one join under way: the app's Nav joins on a goroutine of
// its own; what the host says meanwhile waits here for the screen.
type attempt struct {
	table  string
	cancel context.CancelFunc

	mu      sync.Mutex
	notices []string
	next    scenes.Scene
	err     error
	done    bool
}

// startAttempt joins the table cfg names through nav.
func startAttempt(nav scenes.Nav, cfg netplay.ClientConfig, table string) *attempt {
	ctx, cancel := context.WithCancel(context.Background())
	a := &attempt{table: table, cancel: cancel}
	cfg.Notice = a.heard
	go func() {
		next, err := nav.JoinTable(ctx, cfg)
		a.mu.Lock()
		defer a.mu.Unlock()
		if ctx.Err() != nil {
			return // given up: nobody waits for it
		}
		a.next, a.err, a.done = next, err, true
	}()
	return a
}

// maxNotices is how many of the host's sentences the screen keeps.
const maxNotices = 6

// heard keeps a sentence from the host (someone joined, the table is full).
func (a *attempt) heard(text string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.notices = append(a.notices, text)
	if len(a.notices) > maxNotices {
		a.notices = a.notices[1:]
	}
}

// result returns the table screen or why the join ended, once it did.
func (a *attempt) result() (scenes.Scene, error, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.next, a.err, a.done
}

// heardSoFar returns the host's sentences kept.
func (a *attempt) heardSoFar() []string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return append([]string(nil), a.notices...)
}
