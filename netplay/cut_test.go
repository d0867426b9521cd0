package netplay

import (
	"context"
	"math/rand/v2"
	"net"
	"sync"
	"testing"
)

// cutter dials connections that it cuts after a random number of bytes
// read, for the first cuts connections.
type cutter struct {
	mu   sync.Mutex
	r    *rand.Rand
	cuts int
	made int
}

func (c *cutter) dial(ctx context.Context, addr string) (net.Conn, error) {
	var d net.Dialer
	nc, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.made >= c.cuts {
		return nc, nil
	}
	c.made++
	return &cutConn{Conn: nc, left: 500 + c.r.IntN(200_000)}, nil
}

// cutConn closes itself once it has read left bytes.
type cutConn struct {
	net.Conn
	left int
}

func (c *cutConn) Read(p []byte) (int, error) {
	if c.left <= 0 {
		c.Conn.Close()
		return 0, net.ErrClosed
	}
	if len(p) > c.left {
		p = p[:c.left]
	}
	n, err := c.Conn.Read(p)
	c.left -= n
	return n, err
}

// TestCutConnectionsRejoin plays a networked game whose remote seats'
// connections are cut at random moments, three times each; each seat
// rejoins with the same code and name, and the game ends exactly as the
// same seeded game played on one computer, every state still secret.
func TestCutConnectionsRejoin(t *testing.T) {
	tb := newTable(t, 4, true, true, false)
	want := tb.playLocal(t)
	sec := newSecrecy(t)
	hs := tb.host(t, sec.check)
	cutters := map[int]*cutter{}
	res := tb.joinAll(t, hs, func(s int, c *ClientConfig) {
		cutters[s] = &cutter{r: rand.New(rand.NewPCG(uint64(s), 99)), cuts: 3}
		c.Dial = cutters[s].dial
	})
	if got := hs.g.Hash(); got != want.hash {
		t.Fatalf("the game with cut connections ended with hash %x, the local one %x", got, want.hash)
	}
	for s, r := range res {
		if r == nil {
			continue
		}
		if r.Rejoins == 0 {
			t.Errorf("seat %d never rejoined (%d connections cut)", s+1, cutters[s].made)
		}
		t.Logf("seat %d: rejoined %d times, %d log lines", s+1, r.Rejoins, len(r.Log))
	}
}
