package netplay

import (
	"context"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/game/rules"
)

// slowConn delivers every byte written to or read from its connection
// delay later, as a network with that one-way latency would.
type slowConn struct {
	net.Conn
	delay time.Duration
	in    chan chunk
	out   chan chunk
	rest  []byte
	once  sync.Once
	done  chan struct{}
}

// chunk is bytes that may be delivered from due on.
type chunk struct {
	b   []byte
	due time.Time
	err error
}

func newSlowConn(nc net.Conn, delay time.Duration) *slowConn {
	c := &slowConn{Conn: nc, delay: delay, in: make(chan chunk, 1024), out: make(chan chunk, 1024), done: make(chan struct{})}
	go c.reader()
	go c.writer()
	return c
}

func (c *slowConn) reader() {
	for {
		b := make([]byte, 32<<10)
		n, err := c.Conn.Read(b)
		c.in <- chunk{b: b[:n], due: time.Now().Add(c.delay), err: err}
		if err != nil {
			return
		}
	}
}

func (c *slowConn) writer() {
	for {
		select {
		case ch := <-c.out:
			time.Sleep(time.Until(ch.due))
			if _, err := c.Conn.Write(ch.b); err != nil {
				return
			}
		case <-c.done:
			return
		}
	}
}

func (c *slowConn) Read(p []byte) (int, error) {
	if len(c.rest) == 0 {
		ch := <-c.in
		time.Sleep(time.Until(ch.due))
		if len(ch.b) == 0 {
			return 0, ch.err
		}
		c.rest = ch.b
	}
	n := copy(p, c.rest)
	c.rest = c.rest[n:]
	return n, nil
}

func (c *slowConn) Write(p []byte) (int, error) {
	c.out <- chunk{b: append([]byte(nil), p...), due: time.Now().Add(c.delay)}
	return len(p), nil
}

func (c *slowConn) Close() error {
	c.once.Do(func() { close(c.done) })
	return c.Conn.Close()
}

// TestLatencyKeepsTheGame plays the first turns of a game whose two
// remote seats are 100 ms away each way (a 200 ms round trip): the game
// ends as the same game played on one computer, every state secret, and
// a remote decision costs the round trip and little more.
func TestLatencyKeepsTheGame(t *testing.T) {
	tb := newTable(t, 7, true, true, false)
	tb.rec.MaxTurns = 3
	want := tb.playLocal(t)
	hs := tb.host(t, newSecrecy(t).check)
	const delay = 100 * time.Millisecond
	start := time.Now()
	var asked sync.Map
	tb.joinAll(t, hs, func(s int, c *ClientConfig) {
		c.Dial = func(ctx context.Context, addr string) (net.Conn, error) {
			var d net.Dialer
			nc, err := d.DialContext(ctx, "tcp", addr)
			if err != nil {
				return nil, err
			}
			return newSlowConn(nc, delay), nil
		}
		decide := c.Decide
		c.Decide = func(v *rules.View, legal []rules.Action) (int, error) {
			n, _ := asked.LoadOrStore(s, new(int))
			*n.(*int)++
			return decide(v, legal)
		}
	})
	if got := hs.g.Hash(); got != want.hash {
		t.Fatalf("the game at 200 ms ended with hash %x, on one computer %x", got, want.hash)
	}
	remote := 0
	asked.Range(func(_, n any) bool { remote += *n.(*int); return true })
	took := time.Since(start)
	t.Logf("%d actions, %d remote decisions in %v: %v a remote decision (round trip %v)", want.actions, remote, took, took/time.Duration(max(remote, 1)), 2*delay)
}
