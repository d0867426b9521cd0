package cardface

import (
	"math"
	"reflect"
	"testing"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/art"
	"github.com/kitchentable/kitchentable/render/geom"
)

// library loads the embedded card sets once per test binary.
func library(t testing.TB) *card.Library {
	t.Helper()
	sets, err := card.LoadFS(assets.Cards, ".")
	if err != nil {
		t.Fatal(err)
	}
	lib, err := card.NewLibrary(sets...)
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

func mustCard(t testing.TB, lib *card.Library, name string) *card.Def {
	t.Helper()
	d, ok := lib.Card(name)
	if !ok {
		t.Fatalf("no card %q", name)
	}
	return d
}

func TestStyleOf(t *testing.T) {
	lib := library(t)
	tests := []struct {
		name   string
		kind   FrameKind
		motif  art.Motif
		colors mana.ColorSet
	}{
		{"Cinder Whelp", MonoFrame, art.Sigil, mana.SetOf(mana.Red)},
		{"Compost Stirrer", DualFrame, art.Sigil, mana.SetOf(mana.Black, mana.Green)},
		{"Fivefold Hearth Phoenix", MultiFrame, art.Sigil, mana.AllColors},
		{"Rolling-Pin Cudgel", ArtifactFrame, art.Machine, 0},
		{"Old Orchard Gate", LandFrame, art.Landscape, mana.SetOf(mana.White, mana.Green)},
		{"Forest", LandFrame, art.Landscape, mana.SetOf(mana.Green)},
		{"Gardener's Crown", MonoFrame, art.Ribbons, mana.SetOf(mana.Green)},
	}
	for _, tt := range tests {
		s := StyleOf(mustCard(t, lib, tt.name))
		if s.Kind != tt.kind || s.Motif != tt.motif || s.Colors != tt.colors {
			t.Errorf("%s: kind %v motif %v colours %v, want %v %v %v", tt.name, s.Kind, s.Motif, s.Colors, tt.kind, tt.motif, tt.colors)
		}
		if len(s.Frame) == 0 || len(s.Bar) == 0 || len(s.Box) == 0 || len(s.Accent) == 0 {
			t.Errorf("%s: a part has no colour: %+v", tt.name, s)
		}
	}
	red := StyleOf(mustCard(t, lib, "Cinder Whelp")).Frame[1]
	if !(int(red.R) > int(red.G)+60 && int(red.R) > int(red.B)+60) {
		t.Errorf("a red card's frame is not red: %v", red)
	}
	steel := StyleOf(mustCard(t, lib, "Rolling-Pin Cudgel")).Frame[1]
	if spread := int(max(steel.R, steel.G, steel.B)) - int(min(steel.R, steel.G, steel.B)); spread > 40 {
		t.Errorf("an artifact's frame is not grey: %v", steel)
	}
}

func TestCostSymbols(t *testing.T) {
	for _, c := range []struct {
		cost string
		want []string
	}{
		{"{0}", nil},
		{"{2}{R}", []string{"2", "R"}},
		{"{X}{U}{U}", []string{"X", "U", "U"}},
		{"{W}{U}{B}{R}{G}", []string{"W", "U", "B", "R", "G"}},
	} {
		if got := CostSymbols(c.cost); !reflect.DeepEqual(got, c.want) {
			t.Errorf("CostSymbols(%q) = %q, want %q", c.cost, got, c.want)
		}
	}
}

func TestLayoutScales(t *testing.T) {
	for _, w := range []int{100, 250, 251, 744} {
		if h := Height(w); math.Abs(float64(h)-float64(w)*1.4) > 0.5 {
			t.Errorf("Height(%d) = %d", w, h)
		}
		l := LayoutOf(w)
		card := geom.R(0, 0, l.W, l.H)
		parts := []geom.Rect{l.Name, l.Art, l.Type, l.Text}
		for i, p := range parts {
			if p.Intersect(l.Frame) != p || p.Intersect(card) != p {
				t.Errorf("width %d: part %d %v is outside the frame", w, i, p)
			}
			if i > 0 && parts[i-1].Max.Y > p.Min.Y {
				t.Errorf("width %d: part %d overlaps the one above", w, i)
			}
		}
		if l.PT.Intersect(l.Frame) != l.PT {
			t.Errorf("width %d: P/T box outside the frame", w)
		}
		k := float64(w) / 250
		if ref := LayoutOf(250); math.Abs(l.NameSize-ref.NameSize*k) > 1e-9 || math.Abs(l.Art.W()-ref.Art.W()*k) > 1e-9 {
			t.Errorf("width %d: layout does not scale with the width", w)
		}
	}
}

func TestPlacementBounds(t *testing.T) {
	p := Placement{Center: geom.V(100, 100), Width: 50}
	if b := p.Bounds(); math.Abs(b.W()-50) > 1e-9 || math.Abs(b.H()-70) > 1e-9 {
		t.Errorf("upright bounds %v", b)
	}
	p.Angle = Tapped
	if b := p.Bounds(); math.Abs(b.W()-70) > 1e-9 || math.Abs(b.H()-50) > 1e-9 || b.Center() != p.Center {
		t.Errorf("tapped bounds %v", b)
	}
}
