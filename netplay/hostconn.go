package netplay

import (
	"compress/flate"
	"encoding/json"
	"errors"
	"io"
	"net"
	"sync"
	"time"
)

// Connection limits.
const (
	helloTimeout  = 15 * time.Second // to answer the challenge
	slotWait      = time.Second      // for a greeting slot while all are taken
	writeTimeout  = 10 * time.Second // to take one frame
	maxRefusals   = 100              // refused messages before the connection is closed
	loggedRefused = 20               // refusals logged in full per connection
	maxNotices    = 16               // notices waiting for a connection
	maxLogBatch   = 256 << 10        // bytes of log lines in one state message
)

// conn is one client connection of a Host.
type conn struct {
	h    *Host
	nc   net.Conn
	addr string
	rs   *remoteSeat // set once seated

	wmu       sync.Mutex    // one frame at a time
	cw        *countWriter  // the connection, counting
	zw        *flate.Writer // once the client greeted in this protocol: everything after is one deflate stream
	signal    chan struct{}
	done      chan struct{}
	closeOnce sync.Once
	writerUp  bool

	// guarded by h.mu
	welcomed, sentEnd, closing bool
	sentLog                    int
	sentGen                    uint64
	notices                    []string

	// the reader's
	bucket   *bucket
	lastSeq  uint64
	refusals int
}

// Serve accepts connections on l until the host is closed.
func (h *Host) Serve(l net.Listener) {
	h.mu.Lock()
	h.listeners = append(h.listeners, l)
	h.mu.Unlock()
	for {
		nc, err := l.Accept()
		if err != nil {
			select {
			case <-h.closing:
				return
			default:
			}
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				continue
			}
			h.cfg.Logf("netplay: the table stopped taking connections: %v", err)
			return
		}
		// While every greeting slot is taken, the connection waits a
		// moment for one, and those behind it wait in the listener's
		// queue in the order they came: a flood of strangers delays a
		// person joining again, it does not shut them out.
		select {
		case h.handshakes <- struct{}{}:
		case <-time.After(slotWait):
			h.cfg.Logf("netplay: %s: refused, too many connections are joining at once", nc.RemoteAddr())
			nc.Close()
			continue
		case <-h.closing:
			nc.Close()
			return
		}
		c := &conn{h: h, nc: nc, cw: &countWriter{w: nc}, addr: nc.RemoteAddr().String(), signal: make(chan struct{}, 1), done: make(chan struct{}),
			bucket: newBucket(h.cfg.Rate, h.cfg.Burst, h.cfg.Now())}
		h.mu.Lock()
		h.stats.Connections++
		h.mu.Unlock()
		h.conns.Add(1)
		go c.run()
	}
}

// wake tells c's writer there is something to send; c may be nil.
func (c *conn) wake() {
	if c == nil {
		return
	}
	select {
	case c.signal <- struct{}{}:
	default:
	}
}

// close closes the connection once.
func (c *conn) close() {
	c.closeOnce.Do(func() {
		close(c.done)
		c.nc.Close()
	})
}

// finishAndClose lets the writer send what is pending, then closes.
func (c *conn) finishAndClose() {
	c.h.mu.Lock()
	c.closing = true
	up := c.writerUp
	c.h.mu.Unlock()
	if !up {
		c.close()
		return
	}
	c.wake()
	select {
	case <-c.done:
	case <-time.After(writeTimeout):
		c.close()
	}
}

// run is the connection's reader: the handshake, then the client's
// messages until it goes.
func (c *conn) run() {
	defer c.h.conns.Done()
	defer c.close()
	seated := c.handshake()
	<-c.h.handshakes
	if !seated {
		return
	}
	defer c.leave()
	for {
		b, err := ReadFrame(c.nc, MaxClientFrame)
		if err != nil {
			if errors.Is(err, ErrFrameTooLarge) || errors.Is(err, ErrEmptyFrame) {
				c.refuse("a bad frame", err)
				c.sendRefusal("The table could not read this player's messages.")
			}
			return
		}
		m, err := ParseClientMsg(b)
		if err == nil && m.T == TypeAct && m.Seq > c.lastSeq && c.answer(m) == "" {
			// An answer to the seat's question costs no token: the
			// host sets the pace of those.
			c.lastSeq = m.Seq
			continue
		}
		if !c.bucket.take(c.h.cfg.Now()) {
			if c.refuse("over the rate limit", nil) {
				return
			}
			continue
		}
		if err != nil {
			if c.refuse("a malformed message", err) {
				return
			}
			continue
		}
		if m.Seq <= c.lastSeq {
			if c.refuse("a replayed message", nil) {
				return
			}
			continue
		}
		c.lastSeq = m.Seq
		if m.T != TypeAct {
			if c.refuse("a second greeting", nil) {
				return
			}
			continue
		}
		c.notice(c.whyRefused(m))
		if c.refuse("an action out of turn or not legal", nil) {
			return
		}
	}
}

// answer hands the seat's answer to the game when it answers the
// seat's question with one of its actions, or returns why not.
func (c *conn) answer(m ClientMsg) string {
	h := c.h
	h.mu.Lock()
	defer h.mu.Unlock()
	if why := c.whyRefusedLocked(m); why != "" {
		return why
	}
	rs := c.rs
	rs.ask = nil
	rs.answers <- m.Index // empty: one answer per question
	return ""
}

// whyRefused returns the sentence refusing action m ("" if it would be
// taken).
func (c *conn) whyRefused(m ClientMsg) string {
	c.h.mu.Lock()
	defer c.h.mu.Unlock()
	if why := c.whyRefusedLocked(m); why != "" {
		return why
	}
	return "That action was refused: it came twice."
}

// whyRefusedLocked is whyRefused with h.mu held.
func (c *conn) whyRefusedLocked(m ClientMsg) string {
	rs := c.rs
	switch {
	case rs.conn != c:
		return "This connection no longer holds the seat."
	case rs.ask == nil || rs.ask.ID != m.Ask:
		return "That action was refused: the table is not waiting for it."
	case m.Index >= len(rs.ask.Legal):
		return "That action was refused: it is not one of the actions allowed now."
	}
	return ""
}

// refuse counts and logs a refused message; it reports whether the
// connection sent so many that it must be closed.
func (c *conn) refuse(what string, err error) bool {
	c.refusals++
	h := c.h
	h.mu.Lock()
	h.stats.Refused++
	h.mu.Unlock()
	if c.refusals <= loggedRefused || c.refusals%1000 == 0 {
		who := c.addr
		if c.rs != nil {
			who += " (" + c.rs.seat.String() + ")"
		}
		if err != nil {
			h.cfg.Logf("netplay: %s: refused %s (%d so far): %v", who, what, c.refusals, err)
		} else {
			h.cfg.Logf("netplay: %s: refused %s (%d so far)", who, what, c.refusals)
		}
	}
	if c.refusals > maxRefusals {
		c.sendRefusal("This connection sent too many messages the table refuses.")
		return true
	}
	return false
}

// sendRefusal writes a refusal straight away (the writer may be blocked
// behind it; the connection is closed after it anyway).
func (c *conn) sendRefusal(text string) {
	c.h.mu.Lock()
	c.closing = true
	c.h.mu.Unlock()
	c.writeDirect(HostMsg{T: TypeRefused, Seq: 1 << 62, Text: text})
}

// writeDirect writes one message under the write deadline.
func (c *conn) writeDirect(m HostMsg) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	c.wmu.Lock()
	c.nc.SetWriteDeadline(time.Now().Add(writeTimeout))
	before := c.cw.n
	if c.zw != nil {
		if err = WriteFrame(c.zw, b); err == nil {
			err = c.zw.Flush()
		}
	} else {
		err = WriteFrame(c.cw, b)
	}
	n := c.cw.n - before
	c.wmu.Unlock()
	c.h.mu.Lock()
	c.h.stats.Messages++
	c.h.stats.Bytes += n
	c.h.mu.Unlock()
	return err
}

// notice queues a sentence for this connection.
func (c *conn) notice(text string) {
	c.h.mu.Lock()
	c.queueNotice(text)
	c.h.mu.Unlock()
	c.wake()
}

// queueNotice adds a notice, dropping the oldest past maxNotices; the
// caller holds h.mu.
func (c *conn) queueNotice(text string) {
	if len(c.notices) == maxNotices {
		c.notices = c.notices[1:]
	}
	c.notices = append(c.notices, text)
}

// tellOthers queues a notice for every other connected seat; the caller
// holds h.mu and wakes nobody (the caller does, after unlocking, via the
// returned connections).
func (h *Host) tellOthers(except *remoteSeat, text string) []*conn {
	var cs []*conn
	for _, rs := range h.seats {
		if rs != nil && rs != except && rs.conn != nil {
			rs.conn.queueNotice(text)
			cs = append(cs, rs.conn)
		}
	}
	return cs
}

// leave frees the seat when this connection still holds it.
func (c *conn) leave() {
	h := c.h
	h.mu.Lock()
	var cs []*conn
	if c.rs.conn == c {
		c.rs.conn, c.rs.leftAt = nil, h.cfg.Now()
		if !h.ended && !c.rs.handed {
			h.cfg.Logf("netplay: %s (%s) lost the connection", c.rs.name, c.rs.seat)
			cs = h.tellOthers(c.rs, c.rs.name+" lost the connection; the game waits for them to rejoin.")
		}
	}
	h.mu.Unlock()
	for _, o := range cs {
		o.wake()
	}
}

// countWriter counts the bytes written through it.
type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
