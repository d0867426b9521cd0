// Package paint holds the drawing primitives the rest of render/ builds on:
// rounded panels with gradients, bevels and grain drawn by one shader,
// filled and stroked vector shapes, colours and text in the project's
// fonts.
//
// A Painter is used from the UI goroutine only (Ebitengine's rule for
// drawing), like every type in this package that draws.
package paint
