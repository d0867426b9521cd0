package store

import (
	"math"
	"slices"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/graphics"
)

// Ranges of the settings' values.
const (
	// MaxAnimSpeed is the fastest animation speed.
	MaxAnimSpeed = 4.0
	// MaxHoverZoomMillis is the longest hover delay before a card zooms.
	MaxHoverZoomMillis = 5000
)

// Clamp returns s with every value brought into its range: AnimSpeed 0 to
// MaxAnimSpeed, Volume 0 to 1, HoverZoomMillis 0 to MaxHoverZoomMillis,
// at most rules.MaxSeats LastSeats, and graphics libraries this system
// does not offer become automatic; names are cut to MaxName
// characters and other strings too long to be real dropped. A value that
// is not a number takes its default.
func (s Settings) Clamp() Settings {
	def := DefaultSettings()
	s.AnimSpeed = clampFloat(s.AnimSpeed, 0, MaxAnimSpeed, def.AnimSpeed)
	s.Volume = clampFloat(s.Volume, 0, 1, def.Volume)
	s.HoverZoomMillis = min(max(s.HoverZoomMillis, 0), MaxHoverZoomMillis)
	if len(s.LastSeats) > rules.MaxSeats {
		s.LastSeats = s.LastSeats[:rules.MaxSeats:rules.MaxSeats]
	}
	s.LastSeats = slices.Clone(s.LastSeats)
	if !graphics.Valid(s.Graphics) {
		s.Graphics = graphics.Auto
	}
	if !graphics.Valid(s.GraphicsWorked) {
		s.GraphicsWorked = graphics.Auto
	}
	s.boundStrings()
	return s
}

// clampFloat brings v into [lo, hi]; NaN becomes def.
func clampFloat(v, lo, hi, def float64) float64 {
	if math.IsNaN(v) {
		return def
	}
	return math.Min(math.Max(v, lo), hi)
}
