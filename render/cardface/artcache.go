package cardface

import (
	"image"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/art"
)

// ArtMasterWidth is the card width whose art box size a picture is
// painted at once per card; faces up to this wide scale that one picture
// down. Wider faces (zooms) paint their picture at their own size.
const ArtMasterWidth = 128

// DefaultArtCacheBytes is the budget of a renderer's picture cache: about
// 500 cards' pictures at the master size.
const DefaultArtCacheBytes = 16 << 20

// artKey identifies a painted picture: the card and the picture's size.
type artKey struct {
	set, name string
	token     bool
	w, h      int
}

// artCache keeps painted pictures (CPU images), least recently used
// dropped first when they exceed max bytes.
type artCache struct {
	pics   *lru[artKey, *image.RGBA]
	hits   int
	misses int
}

func newArtCache(maxBytes int) *artCache {
	return &artCache{pics: newLRU[artKey, *image.RGBA](maxBytes)}
}

// picture returns d's picture of size w × h, painting it on first use.
func (c *artCache) picture(d *card.Def, st Style, w, h int) *image.RGBA {
	k := artKey{set: d.Set, name: d.Name, token: d.Token, w: w, h: h}
	if img, ok := c.pics.get(k); ok {
		c.hits++
		return img
	}
	c.misses++
	img := art.Render(specOf(d, st), w, h)
	c.pics.add(k, img, len(img.Pix), nil)
	return img
}

// specOf returns the picture spec of d, styled st.
func specOf(d *card.Def, st Style) art.Spec {
	if st.Motif == art.Lair {
		return art.Spec{Seed: art.SeedOf(d.Name), Motif: art.Lair, Palette: art.SchemePalette(d.Super.Has(card.Ongoing))}
	}
	return art.Spec{Seed: art.SeedOf(d.Name), Motif: st.Motif, Palette: art.PaletteOf(st.Colors, d.Types.Has(card.Artifact))}
}

// artPixels returns d's picture at exactly w × h pixels: the card's
// master picture shrunk for small sizes, or a picture painted at this
// size for large ones. A shrunk picture is valid until the next call.
func (r *Renderer) artPixels(d *card.Def, st Style, w, h int) *image.RGBA {
	mr := LayoutOf(ArtMasterWidth).Art.Image()
	mw, mh := mr.Dx(), mr.Dy()
	if w > mw || h > mh {
		return r.arts.picture(d, st, w, h)
	}
	master := r.arts.picture(d, st, mw, mh)
	if w == mw && h == mh {
		return master
	}
	// The picture is opaque and the aspect ratios differ by under a
	// pixel, so stretching to fill keeps every edge covered.
	return r.shrink.shrink(master, w, h)
}
