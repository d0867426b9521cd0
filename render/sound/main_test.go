package sound

import (
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// runErr is what ebiten.RunGame returned for gameLoop, when there was a
// display to run it.
var (
	ranGame bool
	runErr  error
)

// gameLoop plays sounds for a second of frames, as the table does. On a
// machine without a sound device it must end only when asked to.
type gameLoop struct {
	p     *Player
	frame int
}

func (g *gameLoop) Update() error {
	if g.frame == 0 {
		g.p = New(func() float64 { return 0.3 })
	}
	g.p.Play(wanted[g.frame%len(wanted)])
	g.p.Play("tap")
	g.frame++
	if g.frame >= 90 {
		return ebiten.Termination
	}
	return nil
}

func (g *gameLoop) Draw(*ebiten.Image)         {}
func (g *gameLoop) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	if os.Getenv("DISPLAY") != "" {
		g := &gameLoop{}
		ebiten.SetWindowSize(64, 64)
		ebiten.SetWindowTitle("sound tests")
		err := ebiten.RunGame(g)
		if errors.Is(err, ebiten.Termination) {
			err = nil
		}
		ranGame, runErr = true, err
		if g.frame < 90 {
			runErr = errors.Join(runErr, fmt.Errorf("the game stopped after %d frames", g.frame))
		}
	}
	os.Exit(m.Run())
}

// The game keeps running, with no error, while it plays sounds: on a
// machine without a sound device too.
func TestGameRunsWithSound(t *testing.T) {
	if !ranGame {
		t.Skip("no display: run under xvfb-run")
	}
	if runErr != nil {
		t.Fatal(runErr)
	}
}
