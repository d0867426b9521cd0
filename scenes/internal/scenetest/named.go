package scenetest

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/scenes"
)

// Named is a scene that does nothing, known by its name: what a screen
// under test is given to go back or on to, for the test to compare with
// where it went.
type Named string

// Update implements scenes.Scene: nothing happens.
func (Named) Update(*scenes.Context) error { return nil }

// Draw implements scenes.Scene: nothing is drawn.
func (Named) Draw(*ebiten.Image) {}
