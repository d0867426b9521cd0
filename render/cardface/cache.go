package cardface

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// DefaultCacheBytes is a cache budget that holds about 250 faces at 250
// pixels wide, or 40 at a 4K zoom.
const DefaultCacheBytes = 96 << 20

// entryKind is what a cache entry holds.
type entryKind uint8

const (
	faceEntry entryKind = iota
	backEntry
	countersEntry
	damageEntry
	sickEntry
	schemeEntry
	schemeBackEntry
	ptEntry       // a power/toughness plate
	printedEntry  // the printed power and toughness beside a plate
	keywordsEntry // the chip of gained keywords
	costEntry     // the pill of a changed cost
)

// key identifies a cached image. Faces are keyed by set, name and width
// (tokens of one name may differ between sets); marks by kind, number and
// size (and a cost pill by its cost).
type key struct {
	kind      entryKind
	set, name string
	token     bool
	w, n      int
	cost      mana.Cost
}

// Cache keeps drawn faces, backs and table marks as images, so each is
// drawn once per size and then only copied. It is bounded: when its images
// exceed its budget in bytes it drops the least recently used. A Cache is
// used from the UI goroutine only; it is not safe for concurrent use.
//
// Images dropped from the cache are released at the next call of
// EndFrame, so an image fetched earlier in the same frame stays drawable
// even if a later fetch pushed it out.
type Cache struct {
	r        *Renderer
	imgs     *lru[key, *ebiten.Image]
	retired  []*ebiten.Image
	hits     int
	misses   int
	evicted  int
	released int
}

// NewCache returns a cache drawing with r that holds at most maxBytes of
// images (DefaultCacheBytes when maxBytes ≤ 0). A single image larger
// than the budget is still kept, alone.
func NewCache(r *Renderer, maxBytes int) *Cache {
	if maxBytes <= 0 {
		maxBytes = DefaultCacheBytes
	}
	return &Cache{r: r, imgs: newLRU[key, *ebiten.Image](maxBytes)}
}

// Renderer returns the renderer the cache draws with.
func (c *Cache) Renderer() *Renderer { return c.r }

// Face returns d's face at width w, drawing it on first use. It does not
// allocate when the face is cached.
func (c *Cache) Face(d *card.Def, w int) *ebiten.Image {
	k := key{kind: faceEntry, set: d.Set, name: d.Name, token: d.Token, w: w}
	if img := c.get(k); img != nil {
		return img
	}
	return c.put(k, c.r.NewFace(d, w))
}

// Warm makes sure d's face at width w is cached, drawing it if it is not,
// and reports whether it already was. Warming marks the face recently
// used, like Face.
func (c *Cache) Warm(d *card.Def, w int) bool {
	k := key{kind: faceEntry, set: d.Set, name: d.Name, token: d.Token, w: w}
	if _, ok := c.imgs.get(k); ok {
		return true
	}
	c.misses++
	c.put(k, c.r.NewFace(d, w))
	return false
}

// WarmBudget draws the faces of defs at width w that are not cached yet,
// in order, until it has spent budget, and returns how many are still
// missing. The table calls it once a frame with what it will show soon
// (the hand, the battlefield, cards being dealt) and a few milliseconds,
// so that first draws are spread over frames instead of stalling one. A
// positive budget always draws at least one missing face, so warming
// makes progress; it checks the time after each face, so it may overrun
// by one face (a millisecond or two at table widths). A budget ≤ 0 draws
// nothing.
// Warming more faces than the cache holds evicts the oldest, so keep defs
// to what is on or near the table.
func (c *Cache) WarmBudget(defs []*card.Def, w int, budget time.Duration) int {
	start := time.Now()
	missing, spent := 0, budget <= 0
	for _, d := range defs {
		k := key{kind: faceEntry, set: d.Set, name: d.Name, token: d.Token, w: w}
		if c.imgs.has(k) {
			continue
		}
		if spent {
			missing++
			continue
		}
		c.Warm(d, w)
		spent = time.Since(start) >= budget
	}
	return missing
}

// Back returns the card back at width w.
func (c *Cache) Back(w int) *ebiten.Image {
	k := key{kind: backEntry, w: w}
	if img := c.get(k); img != nil {
		return img
	}
	return c.put(k, c.r.NewBack(w))
}

// SchemeFace returns scheme d's landscape face at width w (its height is
// SchemeHeight(w)), drawing it on first use. It does not allocate when
// the face is cached.
func (c *Cache) SchemeFace(d *card.Def, w int) *ebiten.Image {
	k := key{kind: schemeEntry, set: d.Set, name: d.Name, w: w}
	if img := c.get(k); img != nil {
		return img
	}
	return c.put(k, c.r.NewSchemeFace(d, w))
}

// HasSchemeFace reports whether scheme d's face at width w is cached,
// without drawing it or counting a miss.
func (c *Cache) HasSchemeFace(d *card.Def, w int) bool {
	return c.imgs.has(key{kind: schemeEntry, set: d.Set, name: d.Name, w: w})
}

// SchemeBack returns the back of a scheme at width w.
func (c *Cache) SchemeBack(w int) *ebiten.Image {
	k := key{kind: schemeBackEntry, w: w}
	if img := c.get(k); img != nil {
		return img
	}
	return c.put(k, c.r.NewSchemeBack(w))
}

// mark returns a cached table mark, drawing it with draw on first use.
func (c *Cache) mark(kind entryKind, w, n int, draw func() *ebiten.Image) *ebiten.Image {
	k := key{kind: kind, w: w, n: n}
	if img := c.get(k); img != nil {
		return img
	}
	return c.put(k, draw())
}

func (c *Cache) get(k key) *ebiten.Image {
	img, ok := c.imgs.get(k)
	if !ok {
		c.misses++
		return nil
	}
	c.hits++
	return img
}

func (c *Cache) put(k key, img *ebiten.Image) *ebiten.Image {
	b := img.Bounds()
	c.imgs.add(k, img, 4*b.Dx()*b.Dy(), c.retire)
	return img
}

// retire queues an image dropped from the cache for release at EndFrame.
func (c *Cache) retire(img *ebiten.Image) {
	c.retired = append(c.retired, img)
	c.evicted++
}

// EndFrame releases the GPU memory of images dropped from the cache since
// the last call. Call it once a frame, after drawing.
func (c *Cache) EndFrame() {
	for i, img := range c.retired {
		img.Deallocate()
		c.retired[i] = nil
		c.released++
	}
	c.retired = c.retired[:0]
}

// Clear drops every image (released at the next EndFrame).
func (c *Cache) Clear() {
	c.imgs.clear(func(img *ebiten.Image) { c.retired = append(c.retired, img) })
}

// CacheStats counts a cache's use.
type CacheStats struct {
	Entries, Bytes, MaxBytes int
	Hits, Misses, Evicted    int
}

// Stats returns the cache's counts.
func (c *Cache) Stats() CacheStats {
	return CacheStats{Entries: c.imgs.len(), Bytes: c.imgs.bytes, MaxBytes: c.imgs.max,
		Hits: c.hits, Misses: c.misses, Evicted: c.evicted}
}
