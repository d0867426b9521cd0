package netplay

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net"
	"sync"
	"time"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/match"
	"github.com/kitchentable/kitchentable/game/rules"
)

// HostConfig is what a Host plays and how.
type HostConfig struct {
	// Game is the match; only the Host's Play touches it. When it is nil,
	// Deal makes it once every remote seat is taken.
	Game *rules.Game
	// Deal deals the game from the people who took the remote seats, by
	// seat (the zero Joined for a local seat), with the names they sat
	// down with and the decks they brought, and returns it (or nil, when
	// the game it made was given to Adopt); its error ends the hosting.
	Deal func(joined []Joined) (*rules.Game, error)
	// Names are the seats' names until Deal has dealt the game.
	Names []string
	// CheckDeck, when set, says in one sentence why a deck a joiner
	// brings cannot be played at this table ("": it can); the joiner is
	// refused with it. Decks are looked at only when Deal deals.
	CheckDeck func(deck []*card.Def) string
	// Cards names the game's cards on the wire.
	Cards *Cards
	// Code is the join code (see NewJoinCode).
	Code string
	// Program is this program's version, told to clients.
	Program string
	// Remote says, by seat, which seats are played from other computers.
	Remote []bool
	// Taken, when resuming a hosted game, names by seat the people who
	// held the remote seats (Host.Taken of the host that played it until
	// then; "" for a seat nobody took): each seat waits for its person,
	// who rejoins by that name.
	Taken []string
	// Played is the number of actions the game had applied before this
	// host took it on (a resumed game's record), 0 for a new game.
	Played int
	// TeamShare shows a remote seat its teammates' hands when the team
	// shares its turns (rules.Game.TeamView), as hot-seat teammates at
	// one screen see them with the "Teammates share" setting.
	TeamShare bool
	// Local decides for the other seats (computers on the host) when Play
	// runs the game, and for a remote seat handed to a computer; a caller
	// that runs the game itself (RemoteSeat) may leave it nil.
	Local func(s rules.Seat, legal []rules.Action) (int, error)
	// MaxActions bounds the game (0: 200000).
	MaxActions int
	// Result says how the game ended, for the end message.
	Result func(g *rules.Game) string
	// Applied, when set, is told each action applied and its events.
	Applied func(a rules.Action, events []rules.Event)
	// Logf writes a line to the host's log (nil: the standard logger).
	Logf func(format string, args ...any)
	// Observe, when set, is told, on the game's goroutine, every state
	// the host makes for a remote seat (its view's encoding and its new
	// log lines) while the game is as it was when they were made: the
	// secrecy tests read it.
	Observe func(s rules.Seat, g *rules.Game, view []byte, lines []string)
	// Now is the clock of the rate limits (nil: time.Now).
	Now func() time.Time
	// Rate and Burst are the messages a second, and in one burst, a
	// connection may send (0: 20 and 40).
	Rate, Burst float64
}

// Host runs one networked match: see the package doc.
type Host struct {
	cfg   HostConfig
	mu    sync.Mutex
	seats []*remoteSeat // by seat; nil for a local seat
	names []string      // by seat, from the set-up
	all   chan struct{} // closed once every remote seat was taken
	ended bool
	end   HostMsg

	handshakes chan struct{} // bounds the connections not yet seated
	conns      sync.WaitGroup
	closing    chan struct{}
	listeners  []net.Listener

	stats   Stats
	applied uint64      // actions applied in the game so far, Played included: a question's number is the next one
	adopted *rules.Game // the game Deal's caller made (Adopt)
}

// Stats counts what a Host sent and refused.
type Stats struct {
	Messages, Bytes int64 // frames and their bytes sent to clients
	Refused         int64 // client messages refused
	Connections     int64 // connections accepted
}

// remoteSeat is the state of a seat played from another computer; the
// Host's mutex guards it.
type remoteSeat struct {
	seat    rules.Seat
	name    string      // "" until someone sits down
	deck    []*card.Def // the deck they brought (for Deal), or nil
	conn    *conn       // nil while nobody is connected
	log     []string
	view    []byte
	viewGen uint64
	ask     *Ask
	answers chan int      // the index answering ask
	leftAt  time.Time     // when the last connection holding the seat dropped
	handed  bool          // the host's computers play the seat (HandToComputer)
	handedC chan struct{} // closed when handed
}

// NewHost returns a host for cfg; call Serve for each listener and Play.
func NewHost(cfg HostConfig) (*Host, error) {
	switch {
	case cfg.Cards == nil:
		return nil, errors.New("netplay: a host needs the table's cards")
	case cfg.Game != nil && len(cfg.Remote) != cfg.Game.Seats():
		return nil, errors.New("netplay: a host needs a kind for every seat of its game")
	case cfg.Game == nil && (cfg.Deal == nil || len(cfg.Names) != len(cfg.Remote) || len(cfg.Remote) == 0):
		return nil, errors.New("netplay: a host without a game needs Deal and a name and a kind for every seat")
	}
	if NormalizeCode(cfg.Code) == "" {
		return nil, errors.New("netplay: a host needs a join code")
	}
	if cfg.MaxActions == 0 {
		cfg.MaxActions = 200000
	}
	if cfg.Logf == nil {
		cfg.Logf = log.Printf
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Rate == 0 {
		cfg.Rate, cfg.Burst = 20, 40
	}
	h := &Host{cfg: cfg, seats: make([]*remoteSeat, len(cfg.Remote)), all: make(chan struct{}), applied: uint64(max(cfg.Played, 0)),
		handshakes: make(chan struct{}, 8), closing: make(chan struct{})}
	for s := range cfg.Remote {
		if cfg.Game != nil {
			h.names = append(h.names, cfg.Game.Player(rules.Seat(s)).Name)
		} else {
			h.names = append(h.names, cfg.Names[s])
		}
	}
	for s, r := range cfg.Remote {
		if r {
			h.seats[s] = &remoteSeat{seat: rules.Seat(s), answers: make(chan int, 1), handedC: make(chan struct{})}
		}
	}
	if len(cfg.Taken) > len(h.seats) {
		return nil, errors.New("netplay: more taken seats than seats")
	}
	for s, name := range cfg.Taken {
		if name != "" && h.seats[s] != nil {
			h.seats[s].name = name
			h.seats[s].leftAt = cfg.Now()
		}
	}
	h.checkSeated()
	return h, nil
}

// Taken returns, by seat, the name of the person who took each remote
// seat ("" for a local seat or one nobody took yet): what a host
// resuming this game needs (HostConfig.Taken).
func (h *Host) Taken() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	names := make([]string, len(h.seats))
	for s, rs := range h.seats {
		if rs != nil {
			names[s] = rs.name
		}
	}
	return names
}

// Stats returns what the host sent and refused so far.
func (h *Host) Stats() Stats {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.stats
}

// WaitSeated waits until every remote seat has been taken once, or ctx ends.
func (h *Host) WaitSeated(ctx context.Context) error {
	select {
	case <-h.all:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Play waits for every remote seat to be taken, deals the game when
// there is none yet (HostConfig.Deal), then plays it to its end on the
// caller's goroutine, asking remote seats through their connections; a
// seat whose connection dropped is waited for until it rejoins or ctx
// ends. It returns the number of actions applied.
func (h *Host) Play(ctx context.Context) (int, error) {
	g, err := h.Begin(ctx)
	if err != nil {
		return 0, err
	}
	decide := func(s rules.Seat) (rules.Action, error) {
		legal := append([]rules.Action(nil), g.Legal()...)
		if len(legal) == 0 {
			return rules.Action{}, fmt.Errorf("no legal actions for %v on turn %d", g.Pending().Kind, g.Turn())
		}
		return h.choose(ctx, s, legal)
	}
	eng := match.Engine[rules.Seat, rules.Action, rules.Event, *rules.Knowledge](g)
	n, err := match.PlayOut(eng, decide, h.cfg.MaxActions, h.Applied)
	h.finish()
	return n, err
}

// update makes every remote seat's state after events: its new log lines
// and its view, and wakes its connection.
func (h *Host) update(events []rules.Event) {
	g := h.cfg.Game
	for _, rs := range h.seats {
		if rs == nil || !h.playedRemotely(rs.seat) {
			continue
		}
		lines := gamelog.Lines(g, events, rs.seat, gamelog.Addressing(rs.seat))
		view, err := json.Marshal(h.cfg.Cards.ToWire(h.viewOf(rs.seat)))
		if err != nil {
			panic(err) // plain values always encode
		}
		if h.cfg.Observe != nil {
			h.cfg.Observe(rs.seat, g, view, lines)
		}
		h.mu.Lock()
		rs.log = append(rs.log, lines...)
		if string(view) != string(rs.view) {
			rs.view = view
			rs.viewGen++
		}
		c := rs.conn
		h.mu.Unlock()
		c.wake()
	}
}

// viewOf is what remote seat s may see now.
func (h *Host) viewOf(s rules.Seat) *rules.View {
	if h.cfg.TeamShare {
		return h.cfg.Game.TeamView(s)
	}
	return h.cfg.Game.View(s)
}

// askRemote asks seat rs to choose among legal and waits for its answer;
// when the seat is handed to a computer meanwhile, the computer answers.
func (h *Host) askRemote(ctx context.Context, s rules.Seat, rs *remoteSeat, legal []rules.Action) (int, error) {
	h.mu.Lock()
	// A question is numbered by the action it decides, so numbers grow
	// across seats, connections and a host restarting the game.
	rs.ask = &Ask{ID: h.applied + 1, Legal: legal}
	rs.viewGen++ // the question travels with the state
	c := rs.conn
	h.mu.Unlock()
	c.wake()
	select {
	case i := <-rs.answers:
		return i, nil
	case <-rs.handedC:
		h.mu.Lock()
		rs.ask = nil
		h.mu.Unlock()
		return h.cfg.Local(s, legal)
	case <-ctx.Done():
		return 0, ctx.Err()
	}
}

// finish sends every seat the end and marks the game ended.
func (h *Host) finish() {
	g := h.cfg.Game
	end := HostMsg{T: TypeEnd}
	if h.cfg.Result != nil {
		end.Result = h.cfg.Result(g)
	}
	for _, w := range g.Winners() {
		end.Winners = append(end.Winners, int(w))
	}
	h.endWith(end)
}

// abandon ends the hosting before the game began: every seat is told
// why in the sentence text.
func (h *Host) abandon(text string) { h.endWith(HostMsg{T: TypeEnd, Result: text}) }

// endWith sends every seat end and marks the game ended.
func (h *Host) endWith(end HostMsg) {
	h.mu.Lock()
	h.ended, h.end = true, end
	var cs []*conn
	for _, rs := range h.seats {
		if rs != nil && rs.conn != nil {
			rs.ask = nil
			cs = append(cs, rs.conn)
		}
	}
	h.mu.Unlock()
	for _, c := range cs {
		c.wake()
	}
}

// Close stops the listeners and closes every connection once the end was
// sent (or at once), and waits for the connections' goroutines.
func (h *Host) Close() {
	h.mu.Lock()
	select {
	case <-h.closing:
	default:
		close(h.closing)
	}
	for _, l := range h.listeners {
		l.Close()
	}
	var cs []*conn
	for _, rs := range h.seats {
		if rs != nil && rs.conn != nil {
			cs = append(cs, rs.conn)
		}
	}
	h.mu.Unlock()
	for _, c := range cs {
		c.finishAndClose()
	}
	h.conns.Wait()
}
