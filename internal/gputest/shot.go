package gputest

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Shot writes screen as NAME.png into the folder named by the environment
// variable env, for looking at what a test drew; with env unset it does
// nothing.
func Shot(tb testing.TB, screen *ebiten.Image, env, name string) {
	tb.Helper()
	dir := os.Getenv(env)
	if dir == "" {
		return
	}
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		tb.Fatal(err)
	}
}
