package paint

import (
	"bytes"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
)

// Fonts holds the project's typefaces (the Go fonts, BSD-licensed), parsed
// once. A Fonts is read-only after NewFonts and may be shared.
type Fonts struct {
	Regular, Bold, Italic *text.GoTextFaceSource
}

// NewFonts parses the embedded typefaces.
func NewFonts() (*Fonts, error) {
	var f Fonts
	for _, s := range []struct {
		dst  **text.GoTextFaceSource
		name string
		ttf  []byte
	}{
		{&f.Regular, "regular", goregular.TTF},
		{&f.Bold, "bold", gobold.TTF},
		{&f.Italic, "italic", goitalic.TTF},
	} {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(s.ttf))
		if err != nil {
			return nil, fmt.Errorf("paint: loading the %s font: %w", s.name, err)
		}
		*s.dst = src
	}
	return &f, nil
}
