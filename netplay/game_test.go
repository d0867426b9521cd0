package netplay

import (
	"slices"
	"testing"
)

// TestNetworkedGameMatchesLocal plays whole games with two seats on
// other "computers" (clients over loopback TCP) and a computer on the
// host, and checks each ends exactly as the same seeded game played on
// one computer, every seat's log and result received; and that no state
// sent to a seat named a card it may not see (see secrecy.check).
func TestNetworkedGameMatchesLocal(t *testing.T) {
	for _, seed := range []uint64{1, 2} {
		tb := newTable(t, seed, true, true, false)
		want := tb.playLocal(t)
		sec := newSecrecy(t)
		hs := tb.host(t, sec.check)
		res := tb.joinAll(t, hs, nil)
		if got := hs.g.Hash(); got != want.hash {
			t.Fatalf("seed %d: the networked game ended with hash %x, the local one %x", seed, got, want.hash)
		}
		for s, r := range res {
			if r == nil {
				continue
			}
			if !slices.Equal(r.Winners, want.winners) || len(r.Log) == 0 {
				t.Fatalf("seed %d, seat %d: winners %v (want %v), %d log lines", seed, s+1, r.Winners, want.winners, len(r.Log))
			}
		}
		if sec.checks < want.actions {
			t.Fatalf("seed %d: only %d states checked for %d actions", seed, sec.checks, want.actions)
		}
		st := hs.h.Stats()
		t.Logf("seed %d: %d actions, winners %v; sent %d messages, %d bytes; %d refused", seed, want.actions, want.winners, st.Messages, st.Bytes, st.Refused)
	}
}
