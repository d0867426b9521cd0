package setup

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/scenes"
)

// fourCuatroLabel is the Game choice that sets up a FourCuatro game, last
// after the main game's modes.
const fourCuatroLabel = "FourCuatro"

// gameLabels are the Game choice's options: the main game's modes, then
// FourCuatro.
func gameLabels() []string { return append(modeLabels(), fourCuatroLabel) }

// WithFourCuatro opens the screen with FourCuatro chosen.
func WithFourCuatro() Option { return func(s *Scene) { s.fourCuatro = true } }

// chooseFourCuatro shows FourCuatro's set-up in place of the main game's.
// Chosen in the Game choice, at index was before, its Back comes back to
// the main game's set-up, on the mode past FourCuatro in the way the
// arrows went (Standard after the last mode, the last mode before
// Standard), or the mode it was for a choice from the open list.
func (s *Scene) chooseFourCuatro(was int) {
	s.fc = newFCForm(s.svc, s.rng)
	s.fc.host = s
	switch {
	case s.fourCuatro:
		s.fourCuatro = false
		s.mode.Index = was
		return // opened on FourCuatro: Back goes to the menu
	case was == len(modes)-1:
		s.mode.Index = 0
	case was == 0:
		s.mode.Index = len(modes) - 1
	default:
		s.mode.Index = was
	}
	s.fc.leave = func(*scenes.Context) { s.fc = nil }
}

// The screen is FourCuatro's set-up while FourCuatro is chosen (fc is
// set): these hand it the frame.

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	if s.fc != nil {
		return s.fc.Update(ctx)
	}
	s.layout(ctx.Width, ctx.Height, ctx.Scale())
	s.update(ctx)
	// Seats come and go and deck-file fields open: lay out again so Draw
	// and the next frame's clicks see where things are now.
	s.layout(ctx.Width, ctx.Height, ctx.Scale())
	return nil
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	if s.fc != nil {
		s.fc.Draw(screen)
		return
	}
	s.draw(screen)
}

// Probe implements scenes.Prober.
func (s *Scene) Probe() scenes.Probe {
	if s.fc != nil {
		return s.fc.Probe()
	}
	return s.probe()
}

// Err returns the error the screen shows, or "".
func (s *Scene) Err() string {
	if s.fc != nil {
		return s.fc.Err()
	}
	return s.mainErr()
}
