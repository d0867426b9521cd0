package widget

import "testing"

func TestCapital(t *testing.T) {
	for in, want := range map[string]string{"": "", "seat 2": "Seat 2", "éclair": "Éclair", "“x” is": "“x” is", "OK": "OK"} {
		if got := Capital(in); got != want {
			t.Errorf("Capital(%q) = %q, want %q", in, got, want)
		}
	}
}
