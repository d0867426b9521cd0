package netplay

import (
	"fmt"
	"time"

	"github.com/kitchentable/kitchentable/game/rules"
)

// HandToComputer gives remote seat s to the host's computers: from now
// on HostConfig.Local decides for it (a question waiting for the seat is
// answered by it at once), whoever holds the seat is told and
// disconnected, nobody may take the seat any more, and the others are
// told. Handing a seat twice does nothing.
func (h *Host) HandToComputer(s rules.Seat) error {
	h.mu.Lock()
	if int(s) < 0 || int(s) >= len(h.seats) || h.seats[s] == nil {
		h.mu.Unlock()
		return fmt.Errorf("netplay: %s is not played from another computer", s)
	}
	if h.cfg.Local == nil {
		h.mu.Unlock()
		return fmt.Errorf("netplay: no computer on this host can take %s", s)
	}
	rs := h.seats[s]
	if rs.handed {
		h.mu.Unlock()
		return nil
	}
	rs.handed = true
	close(rs.handedC)
	name := rs.name
	if name == "" {
		name = h.names[s]
	}
	h.cfg.Logf("netplay: %s (%s) is played by a computer now", name, s)
	cs := h.tellOthers(rs, name+"'s seat is played by a computer now.")
	c := rs.conn
	if c != nil {
		c.queueNotice("The host gave your seat to a computer.")
		c.closing = true
		cs = append(cs, c)
	}
	h.checkSeated()
	h.mu.Unlock()
	for _, o := range cs {
		o.wake()
	}
	return nil
}

// Away returns how long remote seat s has had nobody connected since
// someone last held it (0 while connected, never taken, handed to a
// computer, or not remote).
func (h *Host) Away(s rules.Seat) time.Duration {
	h.mu.Lock()
	defer h.mu.Unlock()
	if int(s) < 0 || int(s) >= len(h.seats) {
		return 0
	}
	rs := h.seats[s]
	if rs == nil || rs.handed || rs.conn != nil || rs.leftAt.IsZero() {
		return 0
	}
	return h.cfg.Now().Sub(rs.leftAt)
}

// playedRemotely reports whether seat s is remote and still played from
// another computer.
func (h *Host) playedRemotely(s rules.Seat) bool {
	if int(s) < 0 || int(s) >= len(h.seats) || h.seats[s] == nil {
		return false
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	return !h.seats[s].handed
}

// checkSeated closes h.all once every remote seat was taken or handed to
// a computer; the caller holds h.mu.
func (h *Host) checkSeated() {
	for _, s := range h.seats {
		if s != nil && s.name == "" && !s.handed {
			return
		}
	}
	select {
	case <-h.all:
	default:
		close(h.all)
	}
}
