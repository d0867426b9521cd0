package netplay

import (
	"compress/flate"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net"
	"time"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// ClientConfig is how a client joins a table.
type ClientConfig struct {
	Addr, Code, Name string
	// Program is this program's version, told to the host.
	Program string
	// Cards finds the table's cards by their wire names.
	Cards *Cards
	// Deck is the deck the player brings to a table that deals its game
	// when every seat is taken (nil: the host deals one); at most
	// MaxDeckCards cards.
	Deck []*card.Def
	// Decide chooses one of legal for the seat's pending decision v.Pending.
	Decide func(v *rules.View, legal []rules.Action) (int, error)
	// Notice, Line and State, when set, are told the host's notices, each
	// new log line, and every view the seat receives.
	Notice func(text string)
	Line   func(line string)
	State  func(v *rules.View)
	// Dial opens a connection (nil: TCP).
	Dial func(ctx context.Context, addr string) (net.Conn, error)
	// RejoinFor is how long a dropped connection is retried (0: a minute).
	RejoinFor time.Duration
	// Logf writes a line to the client's log (nil: the standard logger).
	Logf func(format string, args ...any)
}

// Result is how a networked game ended for one seat.
type Result struct {
	Seat    rules.Seat
	Text    string // how the game ended, as the host says it
	Winners []rules.Seat
	Log     []string // the seat's whole log
	Rejoins int      // connections made again after a drop
}

// RefusedError is a refusal by the host (wrong code, another version, a
// seat taken): trying again will not help. Its text is one sentence.
type RefusedError struct{ Text string }

func (e *RefusedError) Error() string { return e.Text }

// session is what a client keeps across connections.
type session struct {
	cfg      ClientConfig
	seq      uint64 // the client's last sequence number
	seat     rules.Seat
	seated   bool // a welcome came, on some connection
	welcomed bool // a welcome came on this connection
	joins    int  // welcomes
	log      []string
	lastAsk  uint64
	lastPick int
	res      *Result
}

// Join plays the seat the table gives cfg.Name until the game ends,
// trying to join for up to RejoinFor, and joining again whenever the
// connection drops (for up to RejoinFor each time). It returns the seat's result, or why it could not go on.
func Join(ctx context.Context, cfg ClientConfig) (*Result, error) {
	if cfg.Logf == nil {
		cfg.Logf = log.Printf
	}
	if cfg.RejoinFor == 0 {
		cfg.RejoinFor = time.Minute
	}
	if cfg.Dial == nil {
		var d net.Dialer
		cfg.Dial = func(ctx context.Context, addr string) (net.Conn, error) { return d.DialContext(ctx, "tcp", addr) }
	}
	s := &session{cfg: cfg}
	dropped := time.Now() // when the last seated connection dropped (or the first try)
	wait := 50 * time.Millisecond
	for {
		s.welcomed = false
		err := s.connect(ctx)
		if s.res != nil {
			s.res.Rejoins = s.joins - 1
			return s.res, nil
		}
		var refused *RefusedError
		switch {
		case errors.As(err, &refused) || ctx.Err() != nil:
			return nil, err
		case s.welcomed:
			cfg.Logf("netplay: the connection to the table dropped: %v", err)
			dropped, wait = time.Now(), 50*time.Millisecond
		case time.Since(dropped) > cfg.RejoinFor && s.joins == 0:
			return nil, fmt.Errorf("the table at %s could not be joined: %w", cfg.Addr, err)
		case time.Since(dropped) > cfg.RejoinFor:
			return nil, fmt.Errorf("the table at %s could not be reached again: %w", cfg.Addr, err)
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(wait):
		}
		wait = min(2*wait, 2*time.Second)
	}
}

// connect plays over one connection until it drops, the host refuses
// it, or the game ends (s.res set).
func (s *session) connect(ctx context.Context) error {
	nc, err := s.cfg.Dial(ctx, s.cfg.Addr)
	if err != nil {
		return err
	}
	defer nc.Close()
	stop := context.AfterFunc(ctx, func() { nc.Close() })
	defer stop()
	nc.SetReadDeadline(time.Now().Add(helloTimeout))
	b, err := ReadFrame(nc, MaxHostFrame)
	if err != nil {
		return err
	}
	ch, err := ParseHostMsg(b)
	if err != nil {
		return err
	}
	if ch.T == TypeRefused {
		return &RefusedError{Text: printableText(ch.Text)}
	}
	if ch.T != TypeChallenge {
		return fmt.Errorf("the table did not begin with a challenge")
	}
	s.seq++
	hello := ClientMsg{T: TypeHello, Seq: s.seq, Proto: ProtocolVersion, Program: s.cfg.Program, Name: s.cfg.Name,
		Proof: Proof(s.cfg.Code, ch.Nonce, s.cfg.Name), Deck: s.cfg.Cards.DeckKeys(s.cfg.Deck)}
	if err := s.send(nc, hello); err != nil {
		return err
	}
	if ch.Proto != ProtocolVersion {
		return &RefusedError{Text: versionSentence(ch.Proto, ch.Program, ProtocolVersion, s.cfg.Program)}
	}
	nc.SetReadDeadline(time.Time{})
	zr := flate.NewReader(nc) // after the greeting the host's side is one deflate stream
	defer zr.Close()
	last, fresh := ch.Seq, true
	for {
		b, err := ReadFrame(zr, MaxHostFrame)
		if err != nil {
			return err
		}
		m, err := ParseHostMsg(b)
		if err != nil {
			return err
		}
		if m.T == TypeRefused {
			return &RefusedError{Text: printableText(m.Text)}
		}
		if m.Seq <= last {
			s.cfg.Logf("netplay: ignored a message from the table out of order (%d after %d)", m.Seq, last)
			continue
		}
		last = m.Seq
		if err := s.handle(nc, m, &fresh); err != nil || s.res != nil {
			return err
		}
	}
}

// handle takes one message from the host.
func (s *session) handle(nc net.Conn, m HostMsg, fresh *bool) error {
	switch m.T {
	case TypeWelcome:
		if s.seated && rules.Seat(m.Seat) != s.seat {
			return &RefusedError{Text: "The table gave this player another seat than before."}
		}
		s.seat, s.seated, s.welcomed = rules.Seat(m.Seat), true, true
		s.joins++
	case TypeNotice:
		if s.cfg.Notice != nil {
			s.cfg.Notice(printableText(m.Text))
		}
	case TypeEnd:
		r := &Result{Seat: s.seat, Text: printableText(m.Result), Log: s.log}
		for _, w := range m.Winners {
			r.Winners = append(r.Winners, rules.Seat(w))
		}
		s.res = r
	case TypeState:
		return s.state(nc, m, fresh)
	}
	return nil
}

// state takes a state: new log lines, the view, and a question to answer.
func (s *session) state(nc net.Conn, m HostMsg, fresh *bool) error {
	if m.LogFrom > len(s.log) || m.LogFrom < 0 {
		return fmt.Errorf("the table skipped log lines (%d after %d)", m.LogFrom, len(s.log))
	}
	for i, l := range m.Log {
		if m.LogFrom+i >= len(s.log) {
			s.log = append(s.log, l)
			if s.cfg.Line != nil {
				s.cfg.Line(l)
			}
		}
	}
	if len(m.View) == 0 {
		return errors.New("a state without a view")
	}
	var wv WireView
	if err := json.Unmarshal(m.View, &wv); err != nil {
		return fmt.Errorf("a view that does not read: %w", err)
	}
	v, err := s.cfg.Cards.FromWire(&wv)
	if err != nil {
		return &RefusedError{Text: err.Error()}
	}
	if s.cfg.State != nil {
		s.cfg.State(v)
	}
	a := m.Ask
	first := *fresh
	*fresh = false
	switch {
	case a == nil || a.ID < s.lastAsk:
		return nil
	case a.ID == s.lastAsk:
		if !first {
			return nil // answered already on this connection
		}
		// The answer may have been lost with the last connection.
	default:
		if len(a.Legal) == 0 {
			return errors.New("a question without actions")
		}
		i, err := s.cfg.Decide(v, a.Legal)
		if err != nil {
			return &RefusedError{Text: "This player could not decide: " + err.Error()}
		}
		if i < 0 || i >= len(a.Legal) {
			return &RefusedError{Text: "This player chose an action that is not allowed."}
		}
		s.lastAsk, s.lastPick = a.ID, i
	}
	s.seq++
	return s.send(nc, ClientMsg{T: TypeAct, Seq: s.seq, Ask: s.lastAsk, Index: s.lastPick})
}

// send writes one message.
func (s *session) send(nc net.Conn, m ClientMsg) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	nc.SetWriteDeadline(time.Now().Add(writeTimeout))
	return WriteFrame(nc, b)
}

// printableText bounds a sentence from the host to 300 printable bytes.
func printableText(s string) string {
	out := make([]rune, 0, len(s))
	n := 0
	for _, r := range s {
		if n >= 300 {
			break
		}
		if r >= ' ' && r != 0x7f {
			out = append(out, r)
			n += len(string(r))
		}
	}
	return string(out)
}
