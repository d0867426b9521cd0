package netplay

import (
	"fmt"
	"time"
)

// waitJoined waits (up to a minute) until remote seat s has been taken,
// as tests join seats in order; s < 0 or a local seat returns at once.
func (h *Host) waitJoined(s int) error {
	for i := 0; i < 6000; i++ {
		h.mu.Lock()
		done := s < 0 || s >= len(h.seats) || h.seats[s] == nil || h.seats[s].name != ""
		h.mu.Unlock()
		if done {
			return nil
		}
		time.Sleep(10 * time.Millisecond)
	}
	return fmt.Errorf("netplay: seat %d was not taken", s+1)
}
