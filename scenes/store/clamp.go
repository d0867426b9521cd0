package store

import (
	"math"
	"slices"

	"github.com/kitchentable/kitchentable/game/rules"
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
// and at most rules.MaxSeats LastSeats; names are cut to MaxName
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
