package mana

import (
	"math"
	"math/rand/v2"
	"testing"
)

func poolOf(s string) Pool {
	var p Pool
	for i := 0; i < len(s); i++ {
		if s[i] == 'C' {
			p.Add(Colorless, 1)
			continue
		}
		c, err := ParseColor(s[i : i+1])
		if err != nil {
			panic(err)
		}
		p.Add(KindOf(c), 1)
	}
	return p
}

func TestPoolBasics(t *testing.T) {
	var p Pool
	if p.String() != "empty" || p.Total() != 0 {
		t.Errorf("zero pool: %q %d", p, p.Total())
	}
	p.Add(KindOf(Red), 2)
	p.Add(Colorless, 1)
	if p.String() != "{R}{R}{C}" || p.Total() != 3 {
		t.Errorf("pool: %q %d", p, p.Total())
	}
	p.Add(KindOf(Red), -5)
	if p[KindOf(Red)] != 0 || p.Total() != 1 {
		t.Errorf("negative add: %v", p)
	}
	p.Add(KindOf(White), math.MaxInt)
	p.Add(KindOf(White), 1)
	if p[KindOf(White)] != math.MaxInt16 {
		t.Errorf("saturation: %d", p[KindOf(White)])
	}
	p.Empty()
	if p != (Pool{}) {
		t.Errorf("Empty: %v", p)
	}
	if got := poolOf("GWUCB").String(); got != "{W}{U}{B}{G}{C}" {
		t.Errorf("String order: %q", got)
	}
}

func TestPoolPay(t *testing.T) {
	tests := []struct {
		pool, cost string
		ok         bool
		left       string // pool after paying (unchanged when !ok)
	}{
		{"", "", true, ""},
		{"", "{1}", false, ""},
		{"R", "{R}", true, ""},
		{"R", "{G}", false, "R"},
		{"RR", "{1}{R}", true, ""},
		{"RC", "{1}{R}", true, ""},
		{"RCG", "{1}{R}", true, "G"},    // colourless first for generic
		{"RCCG", "{1}{R}", true, "CG"},  // only one colourless needed
		{"WWUUUG", "{2}", true, "WUUG"}, // most left first: U, then the W/U tie goes to W
		{"WWUUUG", "{3}", true, "WUG"},  // then U
		{"WU", "{W}{U}{1}", false, "WU"},
		{"WUB", "{W}{U}{1}", true, ""},
		{"WWB", "{W}{U}", false, "WWB"},
		{"RRRR", "{X}{R}", true, "RRR"}, // X counts zero
		{"GG", "{0}", true, "GG"},
		{"CCCCC", "{5}", true, ""},
		{"WUBRGC", "{W}{U}{B}{R}{G}{1}", true, ""},
	}
	for _, tt := range tests {
		p := poolOf(tt.pool)
		c := MustParseCost(tt.cost)
		if got := p.CanPay(c); got != tt.ok {
			t.Errorf("%s.CanPay(%s) = %v", tt.pool, tt.cost, got)
		}
		if p != poolOf(tt.pool) {
			t.Errorf("CanPay changed the pool")
		}
		if got := p.Pay(c); got != tt.ok {
			t.Errorf("%s.Pay(%s) = %v", tt.pool, tt.cost, got)
		}
		want := poolOf(tt.left)
		if !tt.ok {
			want = poolOf(tt.pool)
		}
		if p != want {
			t.Errorf("%s.Pay(%s) left %v, want %v", tt.pool, tt.cost, p, want)
		}
	}
}

// TestCanPayAgreesWithPay checks CanPay against Pay on pools and costs
// drawn at random, negative amounts included.
func TestCanPayAgreesWithPay(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 7))
	for range 20000 {
		var p Pool
		for k := range p {
			p[k] = int16(r.IntN(5) - 1)
		}
		var c Cost
		c.Generic = int8(r.IntN(7) - 1)
		for col := range c.Colored {
			c.Colored[col] = int8(r.IntN(4) - 1)
		}
		q := p
		if got, want := p.CanPay(c), q.Pay(c); got != want {
			t.Fatalf("%v.CanPay(%v) = %v, Pay says %v", p, c, got, want)
		}
	}
}
