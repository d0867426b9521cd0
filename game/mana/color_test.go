package mana

import (
	"reflect"
	"testing"
)

func TestColorStringName(t *testing.T) {
	tests := []struct {
		c          Color
		sym, name  string
		kind       Kind
		kindSymbol string
	}{
		{White, "W", "white", 0, "W"},
		{Blue, "U", "blue", 1, "U"},
		{Black, "B", "black", 2, "B"},
		{Red, "R", "red", 3, "R"},
		{Green, "G", "green", 4, "G"},
	}
	for _, tt := range tests {
		if got := tt.c.String(); got != tt.sym {
			t.Errorf("%d.String() = %q, want %q", tt.c, got, tt.sym)
		}
		if got := tt.c.Name(); got != tt.name {
			t.Errorf("%d.Name() = %q, want %q", tt.c, got, tt.name)
		}
		if got := KindOf(tt.c); got != tt.kind || got.String() != tt.kindSymbol {
			t.Errorf("KindOf(%v) = %v, want %v", tt.c, got, tt.kind)
		}
		if c, ok := tt.kind.Color(); !ok || c != tt.c {
			t.Errorf("Kind(%d).Color() = %v, %v", tt.kind, c, ok)
		}
	}
	if got := Color(7).String(); got != "Color(7)" {
		t.Errorf("Color(7).String() = %q", got)
	}
	if Color(5).Valid() || !Green.Valid() {
		t.Error("Valid wrong")
	}
}

func TestParseColor(t *testing.T) {
	tests := []struct {
		in   string
		want Color
		ok   bool
	}{
		{"W", White, true},
		{"w", White, true},
		{"white", White, true},
		{"WHITE", White, true},
		{"U", Blue, true},
		{"Blue", Blue, true},
		{"b", Black, true},
		{"black", Black, true},
		{"R", Red, true},
		{"red", Red, true},
		{"G", Green, true},
		{"gReEn", Green, true},
		{"", 0, false},
		{"C", 0, false},
		{"colorless", 0, false},
		{" W", 0, false},
		{"WU", 0, false},
		{"purple", 0, false},
	}
	for _, tt := range tests {
		got, err := ParseColor(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseColor(%q) = %v, %v; want %v, ok=%v", tt.in, got, err, tt.want, tt.ok)
		}
		if err != nil && err.Error()[:6] != "mana: " {
			t.Errorf("error %q lacks prefix", err)
		}
	}
}

func TestColorSet(t *testing.T) {
	s := SetOf(Blue, White, Blue)
	if !s.Has(White) || !s.Has(Blue) || s.Has(Red) || s.Has(Color(9)) {
		t.Errorf("SetOf(U,W) membership wrong: %v", s)
	}
	if s.Count() != 2 || s.String() != "WU" {
		t.Errorf("Count/String = %d %q", s.Count(), s.String())
	}
	if got := s.Colors(); !reflect.DeepEqual(got, []Color{White, Blue}) {
		t.Errorf("Colors() = %v", got)
	}
	if got := s.With(Green).With(Color(6)); got.String() != "WUG" {
		t.Errorf("With = %q", got)
	}
	if got := SetOf(Green, Red, Black, Blue, White); got != AllColors || got.String() != "WUBRG" || got.Count() != 5 {
		t.Errorf("all colours = %v", got)
	}
	var none ColorSet
	if none.String() != "" || none.Count() != 0 || len(none.Colors()) != 0 {
		t.Errorf("empty set = %q", none)
	}
	if SetOf(Color(5)) != 0 {
		t.Error("invalid colour added")
	}
}

func TestKind(t *testing.T) {
	if Colorless.String() != "C" || Kind(9).String() != "Kind(9)" {
		t.Errorf("String: %q %q", Colorless, Kind(9))
	}
	if _, ok := Colorless.Color(); ok {
		t.Error("Colorless has a colour")
	}
	if !Colorless.Valid() || Kind(6).Valid() {
		t.Error("Valid wrong")
	}
	for k := Kind(0); k < NumKinds; k++ {
		if k.Bit() != 1<<k {
			t.Errorf("%v.Bit() = %d", k, k.Bit())
		}
	}
	if got := KindsOf(SetOf(White, Red)); got != KindOf(White).Bit()|KindOf(Red).Bit() {
		t.Errorf("KindsOf = %b", got)
	}
	if KindsOf(AllColors)&Colorless.Bit() != 0 {
		t.Error("KindsOf includes colourless")
	}
}
