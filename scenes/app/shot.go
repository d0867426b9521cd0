package app

import (
	"fmt"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
)

// writePNG saves the screen's pixels as a PNG file.
func writePNG(screen *ebiten.Image, path string) error {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	// The screen is opaque; drop any alpha left by drawing.
	for i := 3; i < len(img.Pix); i += 4 {
		img.Pix[i] = 0xff
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("app: the screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("app: the screenshot: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("app: the screenshot: %w", err)
	}
	return nil
}

// geomCenter returns the point dy below the middle of a w×h screen.
func geomCenter(w, h int, dy float64) geom.Vec {
	return geom.V(float64(w)/2, float64(h)/2+dy)
}
