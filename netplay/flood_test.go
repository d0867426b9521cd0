package netplay

import (
	"bytes"
	"compress/flate"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// noisyConn is an honest client's connection that also sends junk: before
// some of its real frames, a malformed frame, a replay of an earlier
// frame, an answer to a question never asked, an index far out of range
// or a second greeting. It stays under the refusals that end a
// connection.
type noisyConn struct {
	net.Conn
	r    *rand.Rand
	sent [][]byte
	junk int
	seq  uint64
}

func (c *noisyConn) Write(p []byte) (int, error) {
	if len(c.sent) > 1 && c.junk < 60 && c.r.IntN(4) == 0 {
		var j []byte
		switch c.r.IntN(5) {
		case 0:
			j = []byte(`{"T":"act","Seq":`)
		case 1:
			j = c.sent[c.r.IntN(len(c.sent))][4:] // its sequence number is old
		case 2:
			c.seq++
			j, _ = json.Marshal(ClientMsg{T: TypeAct, Seq: c.seq, Ask: 1 << 40})
		case 3:
			c.seq++
			j, _ = json.Marshal(ClientMsg{T: TypeAct, Seq: c.seq, Ask: 1, Index: 1 << 30})
		case 4:
			c.seq++
			j, _ = json.Marshal(ClientMsg{T: TypeHello, Seq: c.seq, Proto: ProtocolVersion, Name: "Mallory", Proof: strings.Repeat("0", 64)})
		}
		c.junk++
		if err := WriteFrame(c.Conn, j); err != nil {
			return 0, err
		}
	}
	// The real message, renumbered after the junk.
	var m ClientMsg
	if err := json.Unmarshal(p[4:], &m); err != nil {
		return 0, err
	}
	c.seq++
	m.Seq = c.seq
	j, _ := json.Marshal(m)
	var out bytes.Buffer
	WriteFrame(&out, j)
	c.sent = append(c.sent, out.Bytes())
	if _, err := c.Conn.Write(out.Bytes()); err != nil {
		return 0, err
	}
	return len(p), nil
}

// outsider attacks the host without the code, in one of several ways,
// and returns what the host answered (its refusal text, if any).
func outsider(addr string, way int, code string) string {
	nc, err := net.DialTimeout("tcp", addr, time.Second)
	if err != nil {
		return ""
	}
	defer nc.Close()
	nc.SetDeadline(time.Now().Add(5 * time.Second))
	ch, err := ReadFrame(nc, MaxHostFrame)
	if err != nil {
		return ""
	}
	m, _ := ParseHostMsg(ch)
	switch way {
	case 0: // noise
		b := make([]byte, 64<<10)
		for i := range b {
			b[i] = byte(i * 7)
		}
		nc.Write(b)
	case 1: // an oversized frame
		var h [4]byte
		binary.BigEndian.PutUint32(h[:], 0xffffffff)
		nc.Write(h[:])
	case 2: // a wrong code
		j, _ := json.Marshal(ClientMsg{T: TypeHello, Seq: 1, Proto: ProtocolVersion, Name: "Eve", Proof: Proof("WRONG-CODE", m.Nonce, "Eve")})
		WriteFrame(nc, j)
	case 3: // an older client
		j, _ := json.Marshal(ClientMsg{T: TypeHello, Seq: 1, Proto: ProtocolVersion - 1, Program: "0.0.1", Name: "Old"})
		WriteFrame(nc, j)
	case 4: // a burst of frames
		for i := 0; i < 300; i++ {
			if WriteFrame(nc, []byte(`{"T":"act","Seq":1,"Ask":1}`)) != nil {
				break
			}
		}
	case 5: // the right code, but every seat is taken
		j, _ := json.Marshal(ClientMsg{T: TypeHello, Seq: 1, Proto: ProtocolVersion, Name: "Late", Proof: Proof(code, m.Nonce, "Late")})
		WriteFrame(nc, j)
	case 6: // a greeting replayed from another connection (another nonce)
		j, _ := json.Marshal(ClientMsg{T: TypeHello, Seq: 1, Proto: ProtocolVersion, Name: "Seat1", Proof: Proof(code, strings.Repeat("ab", 32), "Seat1")})
		WriteFrame(nc, j)
	}
	var rd io.Reader = nc
	if way == 2 || way == 5 || way == 6 { // a greeting of this protocol: the answer is deflated
		rd = flate.NewReader(nc)
	}
	for {
		b, err := ReadFrame(rd, MaxHostFrame)
		if err != nil {
			return ""
		}
		if r, err := ParseHostMsg(b); err == nil && r.T == TypeRefused {
			return r.Text
		}
	}
}

// TestFloodDuringGame plays a networked game while outsiders hammer the
// host (noise, oversized frames, wrong codes, an old protocol, bursts,
// a late joiner, a replayed greeting) and one seat's own connection
// sends junk among its answers. The game ends as the same seeded game
// played locally, and the host refused what it had to, saying why.
func TestFloodDuringGame(t *testing.T) {
	tb := newTable(t, 5, true, true, false)
	want := tb.playLocal(t)
	hs := tb.host(t, nil)
	stop := make(chan struct{})
	var attacks atomic.Int64
	var full atomic.Bool // a late joiner with the code would take a free seat
	var mu sync.Mutex
	answers := map[int]map[string]bool{}
	var wg sync.WaitGroup
	start := func() {
		for w := 0; w < 3; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := w; ; i++ {
					select {
					case <-stop:
						return
					default:
					}
					way := i % 7
					if way == 5 && !full.Load() {
						continue
					}
					text := outsider(hs.addr, way, hs.code)
					attacks.Add(1)
					mu.Lock()
					if answers[way] == nil {
						answers[way] = map[string]bool{}
					}
					answers[way][text] = true
					mu.Unlock()
				}
			}()
		}
	}
	wait := tb.startJoins(t, hs, func(s int, c *ClientConfig) {
		if s == 1 {
			start() // once the first seat is taken, so that seat 2 stays free for its player
			r := rand.New(rand.NewPCG(7, 7))
			c.Dial = func(ctx context.Context, addr string) (net.Conn, error) {
				var d net.Dialer
				nc, err := d.DialContext(ctx, "tcp", addr)
				if err != nil {
					return nil, err
				}
				return &noisyConn{Conn: nc, r: r}, nil
			}
		}
	})
	full.Store(true)
	res := wait()
	if err := <-hs.done; err != nil {
		t.Fatal(err)
	}
	close(stop)
	wg.Wait()
	if got := hs.g.Hash(); got != want.hash {
		t.Fatalf("the flooded game ended with hash %x, the local one %x", got, want.hash)
	}
	st := hs.h.Stats()
	t.Logf("%d attacks during %d actions; host refused %d messages, took %d connections", attacks.Load(), want.actions, st.Refused, st.Connections)
	for way, want := range map[int]string{1: "could not read", 2: "join code is wrong", 3: fmt.Sprintf("protocol version %d (Kitchen Table 0.0.1)", ProtocolVersion-1), 5: "Every seat", 6: "join code is wrong"} {
		found := false
		for text := range answers[way] {
			found = found || strings.Contains(text, want)
		}
		if !found {
			t.Errorf("attack %d: no refusal saying %q (got %v)", way, want, answers[way])
		}
	}
	if res[1].Rejoins != 0 {
		t.Errorf("the noisy seat was put off %d times", res[1].Rejoins)
	}
}
