package seedfield

import "testing"

func TestValue(t *testing.T) {
	random := func() uint64 { return 77 }
	for _, tc := range []struct {
		text string
		want uint64
		ok   bool
	}{
		{"", 77, true}, {"  ", 77, true}, {"42", 42, true}, {" 9 ", 9, true},
		{"18446744073709551615", 18446744073709551615, true},
		{"18446744073709551616", 0, false}, {"-1", 0, false}, {"4x", 0, false},
	} {
		got, err := Value(tc.text, random)
		if got != tc.want || (err == nil) != tc.ok {
			t.Errorf("Value(%q) = %d, %v", tc.text, got, err)
		}
	}
	f := New()
	if !f.Accept('7') || f.Accept('a') || f.Placeholder == "" {
		t.Errorf("the field %+v", f)
	}
}
