package mana

import "testing"

func TestCostMethods(t *testing.T) {
	tests := []struct {
		in     string
		str    string
		mv     int
		colors string
		zero   bool
	}{
		{"", "{0}", 0, "", true},
		{"{0}", "{0}", 0, "", true},
		{"{2}{R}{R}", "{2}{R}{R}", 4, "R", false},
		{"{X}{U}", "{X}{U}", 1, "U", false},
		{"{X}{X}{G}", "{X}{X}{G}", 1, "G", false},
		{"{X}", "{X}", 0, "", false},
		{"GW3", "{3}{W}{G}", 5, "WG", false},
		{"{B}{R}{U}{G}{W}", "{W}{U}{B}{R}{G}", 5, "WUBRG", false},
		{"{10}", "{10}", 10, "", false},
		{"{X}{1}{B}", "{X}{1}{B}", 2, "B", false},
	}
	for _, tt := range tests {
		c := MustParseCost(tt.in)
		if got := c.String(); got != tt.str {
			t.Errorf("%q.String() = %q, want %q", tt.in, got, tt.str)
		}
		if got := c.ManaValue(); got != tt.mv {
			t.Errorf("%q.ManaValue() = %d, want %d", tt.in, got, tt.mv)
		}
		if got := c.Total(); got != tt.mv {
			t.Errorf("%q.Total() = %d, want %d", tt.in, got, tt.mv)
		}
		if got := c.Colors().String(); got != tt.colors {
			t.Errorf("%q.Colors() = %q, want %q", tt.in, got, tt.colors)
		}
		if got := c.IsZero(); got != tt.zero {
			t.Errorf("%q.IsZero() = %v", tt.in, got)
		}
	}
}

func TestCostArithmetic(t *testing.T) {
	tests := []struct {
		name string
		got  Cost
		want string
	}{
		{"WithX 3", MustParseCost("{X}{R}").WithX(3), "{3}{R}"},
		{"WithX XX 2", MustParseCost("{X}{X}{1}{G}").WithX(2), "{5}{G}"},
		{"WithX 0", MustParseCost("{X}{U}").WithX(0), "{U}"},
		{"WithX negative", MustParseCost("{X}{2}").WithX(-4), "{2}"},
		{"WithX no X", MustParseCost("{2}").WithX(5), "{2}"},
		{"WithX saturates", MustParseCost("{X}{X}{99}").WithX(1000), "{127}"},
		{"Plus", MustParseCost("{1}{R}").Plus(MustParseCost("{X}{2}{R}{G}")), "{X}{3}{R}{R}{G}"},
		{"Plus zero", MustParseCost("{W}").Plus(Cost{}), "{W}"},
		{"Plus saturates", MustParseCost("{99}").Plus(MustParseCost("{99}")), "{127}"},
		{"Reduce", MustParseCost("{3}{B}").ReduceGeneric(2), "{1}{B}"},
		{"Reduce floor", MustParseCost("{3}{B}").ReduceGeneric(5), "{B}"},
		{"Reduce huge", MustParseCost("{3}{B}").ReduceGeneric(1 << 62), "{B}"},
		{"Increase", MustParseCost("{B}").ReduceGeneric(-2), "{2}{B}"},
		{"Increase huge", MustParseCost("{B}").ReduceGeneric(-1 << 62), "{127}{B}"},
		{"Reduce keeps X", MustParseCost("{X}{1}").ReduceGeneric(1), "{X}"},
	}
	for _, tt := range tests {
		if s := tt.got.String(); s != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, s, tt.want)
		}
	}
	if c := MustParseCost("{X}{X}{R}").WithX(2); c.X != 0 || c.Total() != 5 {
		t.Errorf("WithX: %+v", c)
	}
}
