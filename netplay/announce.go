package netplay

import (
	"net"
	"time"
)

// LocalIPs returns this computer's IPv4 addresses but loopback's: where
// the other computers of the local network reach it.
func LocalIPs() []net.IP { return localIPs() }

// SeatState is what the lobby shows of one seat.
type SeatState struct {
	Remote    bool   // played from another computer
	Name      string // who took a remote seat ("" while it is open)
	Connected bool   // someone holds the remote seat right now
	Handed    bool   // the host's computers play it now
}

// Seats returns the state of every seat, by seat.
func (h *Host) Seats() []SeatState {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]SeatState, len(h.seats))
	for s, rs := range h.seats {
		if rs != nil {
			out[s] = SeatState{Remote: true, Name: rs.name, Connected: rs.conn != nil, Handed: rs.handed}
		}
	}
	return out
}

// open counts the remote seats nobody has taken yet.
func (h *Host) open() int {
	n := 0
	for _, st := range h.Seats() {
		if st.Remote && st.Name == "" && !st.Handed {
			n++
		}
	}
	return n
}

// AnnounceOn announces t on the local network, joinable at the port l
// listens on, and keeps its count of open seats up to date until the
// returned function is called. It announces nothing for a listener on
// loopback, which no other computer reaches (then stop does nothing).
func (h *Host) AnnounceOn(l net.Listener, t Table) (stop func(), err error) {
	tcp, ok := l.Addr().(*net.TCPAddr)
	if !ok || tcp.IP.IsLoopback() {
		return func() {}, nil
	}
	var ips []net.IP
	if !tcp.IP.IsUnspecified() {
		ips = []net.IP{tcp.IP}
	}
	t.Open = h.open()
	if t.Proto == 0 {
		t.Proto = ProtocolVersion
	}
	a, err := Announce(t, tcp.Port, ips)
	if err != nil {
		return func() {}, err
	}
	done := make(chan struct{})
	go func() {
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				if n := h.open(); n != t.Open {
					t.Open = n
					a.Update(t)
				}
			}
		}
	}()
	return func() { close(done); a.Stop() }, nil
}
