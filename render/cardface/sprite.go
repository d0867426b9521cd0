package cardface

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/geom"
)

// maxSprites bounds a renderer's sprites; past it they are all dropped
// and drawn again as needed.
const maxSprites = 512

// spriteKind is what a sprite shows.
type spriteKind uint8

const (
	symbolSprite spriteKind = iota
	gemSprite
)

// spriteKey identifies a sprite. size is its radius in eighths of a pixel.
type spriteKey struct {
	kind   spriteKind
	sym    string
	shadow bool
	rarity card.Rarity
	size   int
}

// drawSprite copies the sprite k of radius rad centred on c (to the
// nearest pixel), drawing it on first use. Copies of sprites batch into
// few draw calls, where drawing each symbol takes several.
func (r *Renderer) drawSprite(dst *ebiten.Image, k spriteKey, c geom.Vec, rad float64) {
	k.size = max(1, int(math.Round(rad*8)))
	rad = float64(k.size) / 8
	img, ok := r.sprites[k]
	half := math.Ceil(rad*1.3) + 2 // room for rims and shadows
	if !ok {
		if len(r.sprites) >= maxSprites {
			clear(r.sprites)
		}
		img = ebiten.NewImage(int(2*half), int(2*half))
		at := geom.V(half, half)
		switch k.kind {
		case symbolSprite:
			r.paintSymbol(img, k.sym, at, rad, k.shadow)
		case gemSprite:
			light, dark := rarityStyle(k.rarity)
			r.paintGem(img, at, rad, light, dark)
		}
		r.sprites[k] = img
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(math.Round(c.X-half), math.Round(c.Y-half))
	dst.DrawImage(img, &op)
}
