package fcconfig

import "testing"

func TestSeatKindsReadBackWhatStringWrites(t *testing.T) {
	for _, k := range []SeatKind{Human, ComputerEasy, ComputerHard} {
		got, err := ParseSeatKind(k.String())
		if err != nil || got != k {
			t.Errorf("ParseSeatKind(%q) = %v, %v", k.String(), got, err)
		}
	}
	if _, err := ParseSeatKind("wizard"); err == nil {
		t.Error("ParseSeatKind accepted wizard")
	}
}
