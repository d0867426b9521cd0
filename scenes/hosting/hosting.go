// Package hosting is the Hosting a table screen: a game whose set-up
// gives seats to people on other computers is hosted here. It listens on
// the local network, announces the table (mDNS) and shows the addresses
// and the join code to give out, who has sat down at each seat and the
// seats still open; Start, which only the host has, deals the game once
// every seat is held and opens the host's own table, on which the other
// computers' seats are played over the network (package netplay).
package hosting

import (
	"context"
	"fmt"
	"log"
	"net"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/version"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// Port is the port a table is hosted on when it is free; another one is
// picked when it is not.
const Port = 7420

// Table is the host's own table of a hosted game: a scene that says when
// its game is over.
type Table interface {
	scenes.Scene
	Over() bool
}

// Opener makes the host's table of rec, whose Remote seats h plays: the
// game it deals must be given to h (netplay.Host.Adopt).
type Opener func(rec *record.Record, h *netplay.Host) (Table, error)

// Scene is the Hosting a table screen.
type Scene struct {
	svc  *scenes.Services
	th   *widget.Theme
	d    widget.Design
	rec  *record.Record
	open Opener

	sess  *session
	code  string
	addrs []string // where to join, host:port, for the other computers
	local bool     // only this computer can reach the table

	start, cancel widget.Button
	seats         []netplay.SeatState
	news          []string // who sat down, left, came back
	ticks         int
	err           string
	host          *netplay.Host
	// dealing is set from Start until the game is dealt or fails; Deal
	// reads it on Begin's goroutine.
	dealing atomic.Pointer[dealing]
}

// Option configures the screen.
type Option func(*config)

type config struct {
	listen   func() (net.Listener, error)
	announce bool
}

// WithListener makes the table listen with f instead of on Port of
// every address of this computer, and announce nothing (tests).
func WithListener(f func() (net.Listener, error)) Option {
	return func(c *config) { c.listen, c.announce = f, false }
}

// New hosts rec, whose seats with the Remote controller are for people
// on other computers; when rec has actions (a hosted game resumed) those
// seats wait for the people who held them, by name, with the join code
// the settings keep. open makes the table once the game is dealt. Its
// error is one sentence for the player.
func New(svc *scenes.Services, rec *record.Record, open Opener, opts ...Option) (*Scene, error) {
	cfg := config{listen: listenHere, announce: true}
	for _, o := range opts {
		o(&cfg)
	}
	s := &Scene{svc: svc, th: widget.NewTheme(svc.Painter, svc.Fonts), rec: rec, open: open,
		start:  widget.Button{Label: "Start", Shortcut: "Enter", Style: widget.Primary, FontSize: 20},
		cancel: widget.Button{Label: "Cancel", Shortcut: "Esc", Style: widget.Quiet, FontSize: 16}}
	s.code = netplay.NewJoinCode()
	if resumed(rec) && svc.Settings != nil && netplay.NormalizeCode(svc.Settings.HostCode) != "" {
		s.code = svc.Settings.HostCode
	}
	h, err := netplay.NewHost(s.hostConfig())
	if err != nil {
		log.Printf("hosting: %v", err)
		return nil, sentence("This game cannot be hosted: every seat needs a name and someone to play it.")
	}
	l, err := cfg.listen()
	if err != nil {
		log.Printf("hosting: cannot listen: %v", err)
		return nil, sentence("This computer cannot take players from the network right now (no port could be opened).")
	}
	go h.Serve(l)
	s.host = h
	s.sess = &session{h: h, stop: func() {}}
	if cfg.announce {
		if stop, err := h.AnnounceOn(l, netplay.Table{Name: tableName(), Variant: variantName(rec), Program: version.String()}); err != nil {
			log.Printf("hosting: the table is not announced: %v", err)
		} else {
			s.sess.stop = stop
		}
	}
	s.addrs, s.local = joinAddrs(l)
	if svc.Settings != nil {
		svc.Settings.HostCode = s.code
		_ = svc.SaveSettings() // a resumed game offers this code again; not fatal
	}
	log.Printf("hosting: table at %v, join code %s, seats %s", l.Addr(), s.code, seatKinds(rec))
	s.seats = h.Seats()
	return s, nil
}

// hostConfig is the netplay host of s.rec.
func (s *Scene) hostConfig() netplay.HostConfig {
	rec := s.rec
	remote := make([]bool, len(rec.Seats))
	names := make([]string, len(rec.Seats))
	var taken []string
	for i, st := range rec.Seats {
		remote[i] = st.Controller == record.Remote
		names[i] = st.Name
		if names[i] == "" {
			names[i] = "Player " + strconv.Itoa(i+1)
		}
	}
	if resumed(rec) {
		taken = make([]string, len(rec.Seats))
		for i := range rec.Seats {
			if remote[i] {
				taken[i] = names[i]
			}
		}
	}
	cfg := netplay.HostConfig{Names: names, Code: s.code, Program: version.String(), Remote: remote, Taken: taken,
		Played: len(rec.Actions), Deal: s.deal, Result: resultText, Logf: log.Printf}
	if s.svc.Catalog != nil {
		cfg.Cards = netplay.NewCards(s.svc.Catalog.Lib)
	}
	if s.svc.Settings != nil {
		cfg.TeamShare = s.svc.Settings.TeammatesShare
	}
	return cfg
}

// resumed reports whether rec is a hosted game under way.
func resumed(rec *record.Record) bool { return len(rec.Actions) > 0 }

// listenHere listens on Port of every address, or on a port the system
// picks when Port is taken.
func listenHere() (net.Listener, error) {
	l, err := net.Listen("tcp", ":"+strconv.Itoa(Port))
	if err != nil {
		l, err = net.Listen("tcp", ":0")
	}
	return l, err
}

// joinAddrs are the addresses the other computers join l at, and
// whether only this computer reaches it.
func joinAddrs(l net.Listener) ([]string, bool) {
	tcp, ok := l.Addr().(*net.TCPAddr)
	if !ok {
		return []string{l.Addr().String()}, true
	}
	port := strconv.Itoa(tcp.Port)
	if !tcp.IP.IsUnspecified() {
		return []string{net.JoinHostPort(tcp.IP.String(), port)}, tcp.IP.IsLoopback()
	}
	var out []string
	for _, ip := range netplay.LocalIPs() {
		out = append(out, net.JoinHostPort(ip.String(), port))
	}
	if len(out) == 0 {
		return []string{net.JoinHostPort("127.0.0.1", port)}, true
	}
	return out, false
}

// tableName is the name the table is announced by.
func tableName() string {
	host, _ := os.Hostname()
	if host == "" {
		return "Kitchen Table"
	}
	return "Kitchen Table on " + host
}

// variantName is how the table says what it plays.
func variantName(rec *record.Record) string {
	if rec.Variant == "plain" {
		return "standard game"
	}
	return rec.Variant
}

// seatKinds says who plays each seat, for the log.
func seatKinds(rec *record.Record) string {
	kinds := make([]string, len(rec.Seats))
	for i, st := range rec.Seats {
		kinds[i] = st.Controller
	}
	return strings.Join(kinds, ",")
}

// resultText says how g ended, for the end message to the other
// computers.
func resultText(g *rules.Game) string {
	ws := g.Winners()
	switch {
	case !g.Over():
		return fmt.Sprintf("The game stopped on turn %d.", g.Turn())
	case len(ws) == 0:
		return fmt.Sprintf("A draw on turn %d.", g.Turn())
	}
	names := make([]string, len(ws))
	for i, w := range ws {
		names[i] = g.Player(w).Name
	}
	return fmt.Sprintf("%s won on turn %d.", strings.Join(names, " and "), g.Turn())
}

// session is what a hosted table holds open while it is played: the
// host and its announcement.
type session struct {
	h        *netplay.Host
	stop     func()
	once     sync.Once
	finished bool
}

// close stops announcing and closes the host, on a goroutine of its own
// (it waits for the connections to end).
func (ss *session) close() {
	ss.once.Do(func() {
		ss.stop()
		go ss.h.Close()
	})
}

// dealing is the game being dealt after Start, on a goroutine of its
// own (netplay.Host.Begin calls Deal, which opens the table).
type dealing struct {
	cancel context.CancelFunc
	mu     sync.Mutex
	table  Table
	err    error
	done   bool
	left   bool // the host left the screen: a table opened now is closed
}

// sentence is an error that is one sentence for the player.
type sentence string

func (s sentence) Error() string { return string(s) }
