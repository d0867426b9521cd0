package table

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// Text sizes at scale 1.
const (
	promptSize = layout.PromptTextSize
	logSize    = layout.LogTextSize
	nameSize   = 15.0
	lifeSize   = 30.0
	smallSize  = 11.5
)

// The table's colours.
var (
	inkLight  = paint.Hex(0xf3ead8)
	inkDim    = paint.Hex(0xb9b19f)
	inkGold   = paint.Hex(0xf2c65a)
	inkDark   = paint.Hex(0x1d1a16)
	glowGold  = paint.Hex(0xffd45a)
	glowCyan  = paint.Hex(0x63e6ff)
	glowGreen = paint.Hex(0x7dff8a)
	attackRed = paint.Hex(0xff5a47)
	blockBlue = paint.Hex(0x5aa8ff)
	lifeGood  = paint.Hex(0x6cff7a)
	lifeBad   = paint.Hex(0xff6b5a)
)

// Face flags in graphics.known.
const (
	knownTable uint8 = 1 << iota
	knownZoom
	knownScheme    // a scheme's table face (schemeW)
	knownSchemeBig // a scheme's large face (bigSchemeW), for the flip, zoom and viewer
)

// maxBigScheme bounds the width a large scheme face is drawn at (on 4K
// screens it is scaled up from this, rather than painted at 2000 pixels).
const maxBigScheme = 1280

// newFacesPerTick bounds how many new faces are drawn in one tick, so a
// table full of new cards appears over a few frames instead of freezing.
const newFacesPerTick = 6

// graphics holds what drawing needs: text, primitives, the static layer
// (felt, mats, plates, phase bar, sidebar panels and prompt, redrawn only
// when the table changes) and which card faces are ready.
type graphics struct {
	svc *scenes.Services
	// callSize is the curtain's name size for callFor (the name, the
	// width it must fit and the size it would have), fitted once rather
	// than every frame.
	callSize float64
	callFor  struct {
		name        string
		width, size float64
	}
	labels      *labels
	pr          *prims
	static      *ebiten.Image
	staticDirty bool
	// phaseBar is the phase bar's part of static, drawn again over the
	// arrows (coverPhaseBar); phaseBarAt is where it was cut.
	phaseBar   *ebiten.Image
	phaseBarAt image.Rectangle
	phaseOpts  ebiten.DrawImageOptions
	faceW      int
	zoomW      int
	schemeW    int // schemes' table width
	bigSchemeW int // schemes' width set in motion, zoomed and previewed
	known      map[*card.Def]uint8
	// The painters of the table's parts, each keeping its own scratch.
	arrowp arrowPainter
	overp  overlayPainter
}

// arrowPainter draws the arrows of attacks, blocks and targets
// (arrows.go).
type arrowPainter struct {
	*graphics
	// arrows is drawArrows' scratch; blocked the attackers seen blocked
	// while they attack (combatArrows).
	arrows  []arrowLine
	blocked map[rules.ObjID]bool
}

// overlayPainter draws what lies over the table: the zoom and its notes,
// the pile browser, the look panel, the scheme viewer, the menu and
// Live-Draft's ghosts (overlays.go and the files it names).
type overlayPainter struct {
	*graphics
	// notes is the zoomed card's notes panel (warmNotes).
	notes zoomNotesPanel
}

// Per-card flags.
const (
	cardActionable uint8 = 1 << iota
	cardSelectable
	cardTarget
	cardLandOnly  // Landless: it can only be played as a land now (tagged, not lit)
	cardStagedOut // marked in the hand to be discarded or removed, not yet confirmed
)

func newGraphics(svc *scenes.Services) *graphics {
	g := &graphics{svc: svc, known: map[*card.Def]uint8{}, staticDirty: true}
	g.arrowp = arrowPainter{graphics: g, blocked: map[rules.ObjID]bool{}}
	g.overp.graphics = g
	g.labels = newLabels(svc.Fonts)
	g.pr = newPrims(svc.Painter)
	return g
}

// measureBold measures a button label (layout.Measure).
func (g *graphics) measureBold(s string, size float64) float64 {
	return g.labels.measure(s, bold, size)
}

// measureRegular measures prompt text (layout.Input.Regular).
func (g *graphics) measureRegular(s string, size float64) float64 {
	return g.labels.measure(s, regular, size)
}

// sizes sets the face widths for the screen scale; a change forgets which
// faces are ready.
func (g *graphics) sizes(s *Scene) {
	sc := s.lay.Scale
	fw := int(math.Round(104 * sc))
	zw := int(math.Round(min(340*sc, float64(s.h)*0.62*5/7)))
	sw := int(math.Round(130 * sc))
	bw := int(math.Round(min(s.lay.Felt.W()*0.7, float64(s.h)*0.66*7/5, maxBigScheme)))
	if fw != g.faceW || zw != g.zoomW || sw != g.schemeW || bw != g.bigSchemeW {
		g.faceW, g.zoomW, g.schemeW, g.bigSchemeW = fw, zw, sw, bw
		clear(g.known)
	}
}

// warm draws a few missing faces of cards on the table (and the zoomed
// one) each tick, from Update.
func (g *graphics) warm(s *Scene) {
	if s.svc.Faces == nil {
		return
	}
	g.sizes(s)
	budget := newFacesPerTick
	need := func(d *card.Def, flag uint8, w int) {
		if d == nil || g.known[d]&flag != 0 || budget <= 0 {
			return
		}
		switch flag {
		case knownScheme, knownSchemeBig:
			s.svc.Faces.SchemeFace(d, w)
		default:
			s.svc.Faces.Face(d, w)
		}
		g.known[d] |= flag
		budget--
	}
	if s.schemep.flip.on() {
		need(s.schemep.flip.def, knownSchemeBig, g.bigSchemeW)
	}
	if z := s.over.zoomed(); z != rules.NoObj {
		shown, other, _ := s.over.zoomPair(z)
		if cardface.IsScheme(shown) {
			need(shown, knownSchemeBig, g.bigSchemeW)
		} else {
			need(shown, knownZoom, g.zoomW)
			need(other, knownZoom, g.zoomW)
		}
	}
	for i := range s.lay.Cards {
		c := &s.lay.Cards[i]
		switch {
		case c.Scheme && c.FaceUp && c.View != nil:
			need(c.View.Def, knownScheme, g.schemeW)
		case c.FaceUp && c.View != nil:
			need(shownDef(c), knownTable, g.faceW)
		}
	}
	if s.ptr.ui.browse != rules.NoSeat && s.ptr.ui.browseZone == rules.ZoneCommand {
		need(s.schemep.previewed(), knownSchemeBig, g.bigSchemeW)
	}
	v := s.ctrl.View()
	for i := range v.Stack {
		need(v.Stack[i].Source.Def, knownTable, g.faceW)
	}
	for _, ch := range s.ctrl.Selection().Choices() {
		need(s.feed.defOf(ch.Obj), knownTable, g.faceW)
	}
	if s.lookp.lookOpen() {
		// The look panel draws its cards large.
		for _, cv := range v.Looking {
			need(cv.Def, knownZoom, g.zoomW)
		}
	}
	for i := range s.mo.ghosts {
		need(s.mo.ghosts[i].def, knownTable, g.faceW)
	}
	if s.ptr.ui.browse != rules.NoSeat && s.ptr.ui.browseZone != rules.ZoneCommand {
		for _, c := range s.over.browsed() {
			need(c.Def, knownTable, g.faceW)
		}
	}
	g.overp.warmNotes(s)
}

// face returns d's table face if it is ready, else the card back.
func (g *graphics) face(d *card.Def) *ebiten.Image {
	if d != nil && g.known[d]&knownTable != 0 {
		return g.svc.Faces.Face(d, g.faceW)
	}
	return g.svc.Faces.Back(g.faceW)
}

// schemeFace returns scheme d's table face if it is ready, else the
// scheme back (so a face not yet drawn never shows as a card back).
func (g *graphics) schemeFace(d *card.Def) *ebiten.Image {
	if d != nil && g.known[d]&knownScheme != 0 {
		return g.svc.Faces.SchemeFace(d, g.schemeW)
	}
	return g.svc.Faces.SchemeBack(g.schemeW)
}

// bigSchemeFace returns scheme d's large face if ready, else its table
// face.
func (g *graphics) bigSchemeFace(d *card.Def) *ebiten.Image {
	if d != nil && g.known[d]&knownSchemeBig != 0 {
		return g.svc.Faces.SchemeFace(d, g.bigSchemeW)
	}
	return g.schemeFace(d)
}

// zoomFace returns d's large face if ready, else its table face.
func (g *graphics) zoomFace(d *card.Def) *ebiten.Image {
	if d != nil && g.known[d]&knownZoom != 0 {
		return g.svc.Faces.Face(d, g.zoomW)
	}
	return g.face(d)
}

// draw draws the whole scene.
func (g *graphics) draw(s *Scene, screen *ebiten.Image) {
	if !s.laidOut {
		screen.Fill(color.NRGBA{22, 40, 34, 255})
		return
	}
	g.sizes(s)
	if seat, up := s.ctrl.Curtain(); up {
		g.overp.drawCurtain(s, screen, seat)
		return
	}
	if g.static == nil || g.static.Bounds().Dx() != s.w || g.static.Bounds().Dy() != s.h {
		if g.static != nil {
			g.static.Deallocate()
		}
		g.static = ebiten.NewImage(s.w, s.h)
		g.phaseBar = nil
		g.staticDirty = true
	}
	if g.staticDirty {
		g.staticDirty = false
		g.drawStatic(s, g.static)
	}
	screen.DrawImage(g.static, nil)
	g.drawDropTargets(s, screen)
	g.drawDraftLive(s, screen)
	g.drawPiles(s, screen)
	g.drawCards(s, screen)
	g.drawStack(s, screen)
	g.overp.drawGhosts(s, screen)
	g.arrowp.drawArrows(s, screen)
	g.drawPlates(s, screen)
	g.drawLog(s, screen)
	g.drawButtonsHover(s, screen)
	g.drawLifted(s, screen)
	g.drawPops(s, screen)
	g.overp.drawChoices(s, screen)
	g.overp.drawLook(s, screen)
	g.overp.drawBrowser(s, screen)
	g.drawDragged(s, screen)
	g.overp.drawZoom(s, screen)
	g.drawToast(s, screen)
	g.overp.drawFlip(s, screen)
	g.overp.drawGameMenu(s, screen)
	s.svc.Faces.EndFrame()
}
