package mana

import "fmt"

// Kind is a kind of mana in a pool: one of the five colours (with the same
// numeric values as Color) or Colorless.
type Kind uint8

// Colorless is the kind of colourless mana.
const Colorless Kind = 5

// NumKinds is the number of kinds of mana.
const NumKinds = 6

// allKinds is the Kinds bit mask of every kind.
const allKinds uint8 = 1<<NumKinds - 1

// KindOf returns the kind of mana of colour c.
func KindOf(c Color) Kind { return Kind(c) }

// Valid reports whether k is one of the six kinds.
func (k Kind) Valid() bool { return k < NumKinds }

// Color returns the colour of k and true, or false when k is Colorless (or
// invalid).
func (k Kind) Color() (Color, bool) {
	if k >= Kind(NumColors) {
		return 0, false
	}
	return Color(k), true
}

// String returns the symbol of k: "W", "U", "B", "R", "G" or "C".
func (k Kind) String() string {
	switch {
	case k < Kind(NumColors):
		return colorSymbols[k]
	case k == Colorless:
		return "C"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Bit returns the bit of k in a Kinds mask (1<<k).
func (k Kind) Bit() uint8 { return 1 << k }

// KindsOf returns the Kinds mask of the colours in s.
func KindsOf(s ColorSet) uint8 { return uint8(s & AllColors) }
