package art

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/mana"
)

func TestSeedOf(t *testing.T) {
	// FNV-1a of "Cinder Whelp": a name's seed never changes between runs.
	if got := SeedOf("Cinder Whelp"); got != 0xb02b981b95b9f22 {
		t.Errorf("SeedOf = %#x", got)
	}
	if SeedOf("Cinder Whelp") == SeedOf("Cinder Whelp ") {
		t.Error("two names share a seed")
	}
}

func TestPaletteOf(t *testing.T) {
	for _, c := range []struct {
		cs       mana.ColorSet
		artifact bool
		n        int
	}{
		{0, true, 5}, {0, false, 5}, {mana.SetOf(mana.Red), false, 5},
		{mana.SetOf(mana.Red, mana.Green), false, 7}, {mana.AllColors, false, 16},
	} {
		if got := PaletteOf(c.cs, c.artifact); len(got) != c.n {
			t.Errorf("PaletteOf(%v, %v) has %d colours, want %d", c.cs, c.artifact, len(got), c.n)
		}
	}
	if PaletteOf(0, true)[0] == PaletteOf(0, false)[0] {
		t.Error("artifacts and colourless cards share a palette")
	}
}

// TestSchemePalettes checks that ongoing and one-shot schemes get
// different villain colours, dark to light, five each.
func TestSchemePalettes(t *testing.T) {
	once, ongoing := SchemePalette(false), SchemePalette(true)
	if len(once) != 5 || len(ongoing) != 5 {
		t.Fatalf("palettes of %d and %d colours", len(once), len(ongoing))
	}
	if once[2] == ongoing[2] {
		t.Error("ongoing and one-shot schemes share their main colour")
	}
}
