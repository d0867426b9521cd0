package mana

import (
	"fmt"
	"strings"
)

// Color is one of the five colours of mana.
type Color uint8

// The five colours, in the conventional WUBRG order.
const (
	White Color = iota
	Blue
	Black
	Red
	Green
)

// NumColors is the number of colours.
const NumColors = 5

var colorSymbols = [NumColors]string{"W", "U", "B", "R", "G"}

var colorNames = [NumColors]string{"white", "blue", "black", "red", "green"}

// Valid reports whether c is one of the five colours.
func (c Color) Valid() bool { return c < NumColors }

// String returns the one-letter symbol of c: "W", "U", "B", "R" or "G".
func (c Color) String() string {
	if !c.Valid() {
		return fmt.Sprintf("Color(%d)", uint8(c))
	}
	return colorSymbols[c]
}

// Name returns the lower-case name of c, e.g. "white".
func (c Color) Name() string {
	if !c.Valid() {
		return fmt.Sprintf("Color(%d)", uint8(c))
	}
	return colorNames[c]
}

// ParseColor parses a colour from its symbol ("W") or its name ("white"),
// case-insensitively.
func ParseColor(s string) (Color, error) {
	for c := Color(0); c < NumColors; c++ {
		if strings.EqualFold(s, colorSymbols[c]) || strings.EqualFold(s, colorNames[c]) {
			return c, nil
		}
	}
	return 0, fmt.Errorf("mana: unknown colour %q", s)
}
