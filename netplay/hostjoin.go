package netplay

import (
	"compress/flate"
	"encoding/json"
	"errors"
	"time"

	"github.com/kitchentable/kitchentable/game/card"
)

// handshake sends the challenge, checks the hello and seats the client;
// it reports whether the client now holds a seat (its writer running).
func (c *conn) handshake() bool {
	h := c.h
	c.nc.SetDeadline(time.Now().Add(helloTimeout))
	nonce := newNonce()
	if err := c.writeDirect(HostMsg{T: TypeChallenge, Seq: 1, Proto: ProtocolVersion, Program: h.cfg.Program, Nonce: nonce}); err != nil {
		return false
	}
	b, err := ReadFrame(c.nc, MaxClientFrame)
	if errors.Is(err, ErrFrameTooLarge) || errors.Is(err, ErrEmptyFrame) {
		c.refuse("a bad frame", err)
		c.sendRefusal("The table could not read this player's greeting.")
		return false
	}
	if err != nil {
		h.cfg.Logf("netplay: %s: no greeting: %v", c.addr, err)
		return false
	}
	m, err := ParseClientMsg(b)
	if err == nil && m.T == TypeHello && m.Proto == ProtocolVersion {
		// From here on the host's side is one deflate stream.
		c.wmu.Lock()
		c.zw, _ = flate.NewWriter(c.cw, flate.BestSpeed) // a valid level never fails
		c.wmu.Unlock()
	}
	switch {
	case err != nil:
		c.refuse("a malformed greeting", err)
		c.sendRefusal("The table could not read this player's greeting.")
		return false
	case m.T != TypeHello:
		c.refuse("a message before the greeting", nil)
		c.sendRefusal("The table expected a greeting first.")
		return false
	case m.Proto != ProtocolVersion:
		c.refuse("another protocol version", nil)
		c.sendRefusal(versionSentence(ProtocolVersion, h.cfg.Program, m.Proto, m.Program))
		return false
	case !checkProof(h.cfg.Code, nonce, m.Name, m.Proof):
		c.refuse("a wrong join code", nil)
		c.sendRefusal("The join code is wrong.")
		return false
	}
	c.lastSeq = m.Seq
	deck, text := h.cfg.Cards.deckOf(m.Deck)
	if text == "" && deck != nil && h.cfg.CheckDeck != nil {
		text = h.cfg.CheckDeck(deck)
	}
	if text == "" {
		text = c.sit(m.Name, deck)
	}
	if text != "" {
		h.cfg.Logf("netplay: %s: %s refused: %s", c.addr, m.Name, text)
		c.sendRefusal(text)
		return false
	}
	c.nc.SetDeadline(time.Time{})
	go c.write()
	c.wake() // the welcome and the seat's state
	return true
}

// sit gives the client named name its seat: the one it held before, or
// the first one nobody took; until the game is dealt, deck is the deck
// they bring. It returns the sentence refusing it, if any.
func (c *conn) sit(name string, deck []*card.Def) string {
	h := c.h
	h.mu.Lock()
	var rs, free *remoteSeat
	for _, s := range h.seats {
		switch {
		case s == nil:
		case s.handed:
			if s.name == name {
				h.mu.Unlock()
				return "The host gave this seat to a computer."
			}
		case s.name == name:
			rs = s
		case s.name == "" && free == nil:
			free = s
		}
	}
	rejoin := rs != nil
	switch {
	case rs == nil && h.ended:
		h.mu.Unlock()
		return "The game at this table is over."
	case rs == nil && free == nil:
		h.mu.Unlock()
		return "Every seat at this table is taken."
	case rs == nil:
		rs = free
		rs.name = name
	}
	if h.cfg.Game == nil {
		rs.deck = deck
	}
	old := rs.conn
	rs.conn, c.rs, c.writerUp = c, rs, true
	verb := " joined."
	if rejoin {
		verb = " rejoined."
	}
	h.cfg.Logf("netplay: %s (%s) %s from %s", name, rs.seat, verb[1:len(verb)-1], c.addr)
	cs := h.tellOthers(rs, name+verb)
	h.checkSeated()
	h.mu.Unlock()
	if old != nil {
		old.close() // the same person from a new connection
	}
	for _, o := range cs {
		o.wake()
	}
	return ""
}

// write is the connection's writer: it sends whatever changed for its
// seat since the last pass, so the game never waits for the network.
func (c *conn) write() {
	seq := uint64(1) // the challenge was 1
	for {
		select {
		case <-c.signal:
		case <-c.done:
			return
		}
		msgs, closing := c.pending()
		for _, m := range msgs {
			seq++
			m.Seq = seq
			if err := c.writeDirect(m); err != nil {
				c.close()
				return
			}
		}
		if closing {
			c.close()
			return
		}
	}
}

// pending returns the messages to send now and whether to close after them.
func (c *conn) pending() ([]HostMsg, bool) {
	h := c.h
	h.mu.Lock()
	defer h.mu.Unlock()
	rs := c.rs
	var out []HostMsg
	if !c.welcomed {
		c.welcomed = true
		w := HostMsg{T: TypeWelcome, Seat: int(rs.seat)}
		for s := range h.seats {
			info := SeatInfo{Name: h.names[s]}
			if o := h.seats[s]; o != nil {
				info.Remote, info.Connected = !o.handed, o.conn != nil && !o.handed
				if o.name != "" {
					info.Name = o.name
				}
			}
			w.Seats = append(w.Seats, info)
		}
		out = append(out, w)
	}
	for _, n := range c.notices {
		out = append(out, HostMsg{T: TypeNotice, Text: n})
	}
	c.notices = nil
	for first := true; rs.view != nil && (first && rs.viewGen != c.sentGen || c.sentLog < len(rs.log)); first = false {
		m := HostMsg{T: TypeState, View: json.RawMessage(rs.view), LogFrom: c.sentLog, Ask: rs.ask}
		size := 0
		for c.sentLog < len(rs.log) && size < maxLogBatch {
			m.Log = append(m.Log, rs.log[c.sentLog])
			size += len(rs.log[c.sentLog])
			c.sentLog++
		}
		c.sentGen = rs.viewGen
		out = append(out, m)
	}
	if h.ended && !c.sentEnd && c.sentLog == len(rs.log) {
		c.sentEnd = true
		out = append(out, h.end)
	}
	return out, c.closing
}
