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

// chooseFourCuatro shows FourCuatro's set-up in place of the main game's,
// whose mode stays the one at index was. Chosen from the Game choice's
// list, its Back comes back to the main game's set-up; opened on
// FourCuatro (WithFourCuatro), to the menu.
func (s *Scene) chooseFourCuatro(was int) {
	s.mode.Index = was
	s.fc = newFCForm(s.svc, s.rng)
	s.fc.host = s
	if s.fourCuatro {
		s.fourCuatro = false
		return
	}
	s.fc.leave = func(*scenes.Context) { s.fc = nil }
}

// stepOverFourCuatro returns the mode an arrow of the Game choice steps
// to from index was when it lands on FourCuatro, the step after it: the
// arrows go round the main game's modes only, and FourCuatro is chosen
// from the list (or the menu's entry).
func stepOverFourCuatro(was int) int {
	if was == 0 {
		return len(modes) - 1
	}
	return 0
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

// ShowsFourCuatro reports whether FourCuatro is the game chosen, its own
// set-up showing in place of the main game's.
func (s *Scene) ShowsFourCuatro() bool { return s.fc != nil }

// Err returns the error the screen shows, or "".
func (s *Scene) Err() string {
	if s.fc != nil {
		return s.fc.Err()
	}
	return s.mainErr()
}
