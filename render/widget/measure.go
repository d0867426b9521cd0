package widget

// TextMeasure measures text set in one font of a theme; it is a
// textfit.Measurer, for wrapping text to a width.
type TextMeasure struct {
	Theme *Theme
	Font  Font
}

// Advance returns the width of s.
func (m TextMeasure) Advance(s string) float64 { return m.Theme.Measure(s, m.Font) }

// Symbol returns the width of an inline symbol (a digit's width).
func (m TextMeasure) Symbol() float64 { return m.Theme.Measure("0", m.Font) }

// Space returns the width of a space.
func (m TextMeasure) Space() float64 { return m.Theme.Measure(" ", m.Font) }
