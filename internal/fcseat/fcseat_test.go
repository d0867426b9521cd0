package fcseat

import "testing"

func TestKindsReadBackWhatStringWrites(t *testing.T) {
	for _, k := range []Kind{Human, ComputerEasy, ComputerHard} {
		got, err := Parse(k.String())
		if err != nil || got != k {
			t.Errorf("Parse(%q) = %v, %v", k.String(), got, err)
		}
	}
	if _, err := Parse("wizard"); err == nil {
		t.Error("Parse accepted wizard")
	}
}
