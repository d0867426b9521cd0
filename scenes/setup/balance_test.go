package setup

import (
	"strconv"
	"strings"
	"testing"
)

// TestBalanceLineAtEverySeatCount: the archenemy modes' line about the
// game says what was measured at the table's size, for every size the
// mode takes (a size without measured figures fails), with that size's
// own figures; other modes have no balance line.
func TestBalanceLineAtEverySeatCount(t *testing.T) {
	f := newFixture(t)
	for _, tc := range []struct {
		mode  string
		table map[int]balance
	}{{"Archenemy", archenemyBalance}, {"Supervillain Rumble", rumbleBalance}} {
		f.chooseMode(tc.mode)
		lo, hi := f.s.seatBounds()
		if len(tc.table) != hi-lo+1 {
			t.Errorf("%s: %d sizes measured, want %d (%d to %d seats)", tc.mode, len(tc.table), hi-lo+1, lo, hi)
		}
		for len(f.s.seats.rows) > lo {
			f.click(f.s.seats.rows[len(f.s.seats.rows)-1].remove.Rect)
		}
		seen := map[string]bool{}
		for n := lo; n <= hi; n++ {
			if len(f.s.seats.rows) != n {
				t.Fatalf("%s: %d seats, want %d", tc.mode, len(f.s.seats.rows), n)
			}
			line, b := f.s.seats.balanceLine(), tc.table[n]
			if b.games == 0 || b.turns == 0 {
				t.Errorf("%s with %d seats: nothing measured", tc.mode, n)
			}
			want := []string{strconv.Itoa(b.games) + " games", "about " + strconv.Itoa(b.turns) + " turns"}
			if tc.mode == "Archenemy" {
				want = append(want, "Against "+strconv.Itoa(n-1), strconv.Itoa(b.wins)+"%")
			}
			for _, w := range want {
				if !strings.Contains(line, w) {
					t.Errorf("%s with %d seats: %q does not say %q", tc.mode, n, line, w)
				}
			}
			if seen[line] {
				t.Errorf("%s with %d seats: %q, the same as at another size", tc.mode, n, line)
			}
			seen[line] = true
			f.click(f.s.add.Rect)
		}
	}
	f.chooseMode("Standard")
	if b := f.s.seats.balanceLine(); b != "" {
		t.Errorf("Standard has the balance line %q", b)
	}
}
