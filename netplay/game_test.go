package netplay

import (
	"slices"
	"testing"

	"github.com/kitchentable/kitchentable/game/variant"
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

// TestEveryVariantNetworkedMatchesLocal plays one game of every variant
// of the rules engine with seats on other computers (in Archenemy two of
// the team, who see each other's hands, the archenemy and the fourth
// seat on the host), and checks each ends exactly as the same game played
// on one computer, with every state sent still secret.
func TestEveryVariantNetworkedMatchesLocal(t *testing.T) {
	for _, name := range variant.Names() {
		if name == "plain" || testing.Short() && name != "archenemy" && name != "landless-double" {
			continue // plain: TestNetworkedGameMatchesLocal
		}
		t.Run(name, func(t *testing.T) {
			remote := []bool{true, true, false}
			if v, _ := variant.Lookup(name); v.Archenemy(0) && !v.Archenemy(1) {
				remote = []bool{false, true, true, false}
			}
			tb := newVariantTable(t, name, 5, remote...)
			tb.team = true
			want := tb.playLocal(t)
			sec := newSecrecy(t)
			sec.team = true
			hs := tb.host(t, sec.check)
			tb.joinAll(t, hs, nil)
			if got := hs.g.Hash(); got != want.hash {
				t.Fatalf("the networked game ended with hash %x, the local one %x", got, want.hash)
			}
			if sec.checks < want.actions {
				t.Fatalf("only %d states checked for %d actions", sec.checks, want.actions)
			}
			st := hs.h.Stats()
			t.Logf("%d actions, winners %v, turn %d; sent %d messages, %d bytes", want.actions, want.winners, hs.g.Turn(), st.Messages, st.Bytes)
		})
	}
}
