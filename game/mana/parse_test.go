package mana

import (
	"strings"
	"testing"
)

func cost(generic int8, x int8, w, u, b, r, g int8) Cost {
	return Cost{Generic: generic, X: x, Colored: [NumColors]int8{w, u, b, r, g}}
}

func TestParseCost(t *testing.T) {
	tests := []struct {
		in   string
		want Cost
	}{
		{"", Cost{}},
		{"{0}", Cost{}},
		{"0", Cost{}},
		{"{2}{R}{R}", cost(2, 0, 0, 0, 0, 2, 0)},
		{"2RR", cost(2, 0, 0, 0, 0, 2, 0)},
		{"2rr", cost(2, 0, 0, 0, 0, 2, 0)},
		{"{X}{U}", cost(0, 1, 0, 1, 0, 0, 0)},
		{"XU", cost(0, 1, 0, 1, 0, 0, 0)},
		{"{x}{u}", cost(0, 1, 0, 1, 0, 0, 0)},
		{"{X}{X}{R}", cost(0, 2, 0, 0, 0, 1, 0)},
		{"{W}{U}{B}{R}{G}", cost(0, 0, 1, 1, 1, 1, 1)},
		{"WUBRG", cost(0, 0, 1, 1, 1, 1, 1)},
		{"{G}{2}", cost(2, 0, 0, 0, 0, 0, 1)},
		{"G2", cost(2, 0, 0, 0, 0, 0, 1)},
		{"{12}", cost(12, 0, 0, 0, 0, 0, 0)},
		{"12", cost(12, 0, 0, 0, 0, 0, 0)},
		{"{99}", cost(99, 0, 0, 0, 0, 0, 0)},
		{"{007}", cost(7, 0, 0, 0, 0, 0, 0)},
		{"{1}{1}", cost(2, 0, 0, 0, 0, 0, 0)},
		{"1B1", cost(2, 0, 0, 0, 1, 0, 0)},
		{"{0}{B}", cost(0, 0, 0, 0, 1, 0, 0)},
		{strings.Repeat("{R}", 99), cost(0, 0, 0, 0, 0, 99, 0)},
	}
	for _, tt := range tests {
		got, err := ParseCost(tt.in)
		if err != nil {
			t.Errorf("ParseCost(%q): %v", tt.in, err)
			continue
		}
		if got != tt.want {
			t.Errorf("ParseCost(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
		back, err := ParseCost(got.String())
		if err != nil || back != got {
			t.Errorf("round trip %q -> %q -> %+v, %v", tt.in, got, back, err)
		}
	}
}

func TestParseCostInvalid(t *testing.T) {
	for _, in := range []string{
		"{Q}", "{2", "2}", "{", "}", "{}", "{-1}", "-1", "{100}", "100", "{1000000000000000000000}",
		"{50}{50}", "{C}", "C", "{W/U}", "{2/W}", "{R/P}", "{RR}", "{1R}", "{R}2", "2{R}",
		" {R}", "{R} ", "R R", "{ R}", "{+1}", "Q", "{X}{Y}", "{R}}", "{{R}", "{½}",
		"\x00", strings.Repeat("{R}", 100), strings.Repeat("X", 100), "{99}{1}",
	} {
		got, err := ParseCost(in)
		if err == nil {
			t.Errorf("ParseCost(%q) = %v, want error", in, got)
			continue
		}
		if !strings.HasPrefix(err.Error(), "mana: ") {
			t.Errorf("ParseCost(%q) error %q lacks prefix", in, err)
		}
		if got != (Cost{}) {
			t.Errorf("ParseCost(%q) returned non-zero cost on error", in)
		}
	}
}

func TestMustParseCostPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("MustParseCost did not panic")
		}
	}()
	MustParseCost("{Q}")
}

func FuzzParseCost(f *testing.F) {
	for _, s := range []string{
		"", "{0}", "{2}{R}{R}", "2RR", "{X}{U}", "XU", "{Q}", "{2", "{-1}", "{100}",
		"{X}{X}{10}{W}{U}{B}{R}{G}", "wubrgx99", "{}", "}{",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCost(s)
		if err != nil {
			return
		}
		str := c.String()
		back, err := ParseCost(str)
		if err != nil {
			t.Fatalf("ParseCost(%q) = %q does not re-parse: %v", s, str, err)
		}
		if back != c {
			t.Fatalf("ParseCost(%q) = %+v, re-parsed %q = %+v", s, c, str, back)
		}
		if back.String() != str {
			t.Fatalf("String not canonical: %q vs %q", str, back.String())
		}
	})
}
