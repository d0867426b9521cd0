//go:build kitchentableprobe

package fctable

import (
	"testing"

	"github.com/kitchentable/kitchentable/internal/fcseat"
)

func TestProbeDescribesTheTable(t *testing.T) {
	f := newTable(t, 7, fcseat.Human, fcseat.ComputerEasy)
	f.untilMine()
	p := f.s.Probe()
	if p.Scene != "fourcuatro" || p.Drop == nil || len(p.Seats) != 2 || p.Prompt == "" {
		t.Fatalf("probe %+v", p)
	}
	hand := 0
	for _, c := range p.Cards {
		if c.Zone == "hand" {
			hand++
		}
	}
	if hand != len(f.g().Player(f.s.m.viewer()).Hand) {
		t.Errorf("%d hand cards in the probe", hand)
	}
}
