// Package table is the match table scene: it lays the game out (package
// layout), draws it with animated card sprites, and turns the player's
// drags, clicks and keys into calls of the table's Controller (package
// control), which owns the game and the computer players.
package table

import (
	"errors"
	"log"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/curtain"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// Scene is the match table.
type Scene struct {
	svc  *scenes.Services
	ctrl *control.Controller

	lay     layout.Table
	version uint64
	w, h    int
	laidOut bool
	mo      motion
	guard   curtain.Guard // lifts the hot-seat curtain only on a deliberate press
	flags   []uint8       // per layout card: cardActionable, cardSelectable
	gfx     *graphics     // made on the first Draw (it needs the GPU)
	// libraryPick: a click on the common library is a choice now (rummy's
	// draw two), so it glows.
	libraryPick bool
	// platePick, per layout seat: the seat's plate is a target the
	// viewer may pick now (a spell aimed at a player), so it glows.
	platePick []bool

	// Cached text, remade when the layout is.
	prompt    []string // the prompt's lines
	promptSrc string   // the text they were wrapped from
	seatText  []seatText
	numbers   []string // "0".."999"
	timesText []string // "×0".."×99"

	// The scene's parts, each keeping its own state (parts.go).
	ptr     pointerInput
	lookp   lookPanel
	tmenu   tableMenu
	draftmo draftMotion
	schemep schemePanel
	over    overlays
	feed    eventFeed
	side    sidebar

	ticks     int
	overTicks int
	ended     bool
	closed    bool
	saveErr   error
}

// seatText is a seat's plate text, made when the view changes.
type seatText struct {
	name, counts string
}

// New starts (or resumes, when rec has actions) the game rec describes.
func New(svc *scenes.Services, rec *record.Record) (*Scene, error) {
	return newTable(svc, rec, nil)
}

// NewHosting is New for a game this computer hosts over the network:
// its Remote seats are h's, played from other computers, and the game
// it deals is h's (netplay.Host.Adopt).
func NewHosting(svc *scenes.Services, rec *record.Record, h *netplay.Host) (*Scene, error) {
	if h == nil {
		return nil, errors.New("table: no host")
	}
	return newTable(svc, rec, h)
}

// newTable is New and NewHosting.
func newTable(svc *scenes.Services, rec *record.Record, h *netplay.Host) (*Scene, error) {
	if svc == nil || svc.Settings == nil {
		return nil, errors.New("table: no services or settings")
	}
	s := &Scene{svc: svc}
	opts := control.Options{Settings: svc.Settings, Host: h}
	if svc.Store != nil {
		opts.Saver, opts.Saved = gameSaver{svc.Store, s}, s.noteSave
	}
	c, err := control.New(rec, opts)
	if err != nil {
		return nil, err
	}
	s.ctrl = c
	s.init()
	return s, nil
}

// init makes the scene's number texts and sets its state to nothing
// shown yet (New and NewViewer).
func (s *Scene) init() {
	s.wire()
	s.numbers = make([]string, 1000)
	for i := range s.numbers {
		s.numbers[i] = strconv.Itoa(i)
	}
	for i := range 100 {
		s.timesText = append(s.timesText, "×"+s.numbers[i])
	}
	s.ptr.ui.reset()
	s.lookp.look.reset()
	s.tmenu.menu.pressed = -1
	s.mo.pin = rules.NoObj
	s.side.logViewer = rules.NoSeat
}

// Controller returns the scene's controller (for tests and the app).
func (s *Scene) Controller() *control.Controller { return s.ctrl }

// Layout returns the current layout (for tests).
func (s *Scene) Layout() *layout.Table { return &s.lay }

// num returns n as text without allocating for 0–999.
func (s *Scene) num(n int) string {
	if n >= 0 && n < len(s.numbers) {
		return s.numbers[n]
	}
	return strconv.Itoa(n)
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	if s.closed {
		return nil
	}
	s.ticks++
	s.resize(ctx.Width, ctx.Height)
	s.relayoutIfChanged()
	if s.gfx != nil {
		s.gfx.labels.trim()
	}
	speed := s.svc.Settings.AnimSpeed
	who, up := s.ctrl.Curtain()
	if s.guard.Sync(up, int(who)) {
		s.forgetViewer()
	}
	if up {
		s.ptr.ui.reset()
		if s.tmenu.menu.open {
			s.tmenu.handleMenu(ctx)
			s.tickController(true)
			return nil
		}
		if s.curtainMenu(ctx) {
			return nil
		}
		if s.guard.Update(ctx.In) {
			s.ctrl.LiftCurtain()
			s.relayoutIfChanged()
			s.snap()
			s.side.syncLog()
		}
		s.tickController(false)
		return nil
	}
	if s.gfx != nil {
		s.gfx.warm(s)
		s.side.syncLog()
	}
	s.handleInput(ctx)
	busy := s.mo.step(&s.lay, speed, s.ptr.ui.dragObj())
	if s.schemep.stepFlip() {
		busy = true // the game waits while a scheme is shown set in motion
	}
	s.tickController(busy || s.tmenu.menu.open) // the game waits while the menu is open
	s.relayoutIfChanged()
	if s.ctrl.Over() {
		s.overTicks++
		if s.overTicks > 110 && !s.ended && !busy {
			s.ended = true
			s.finish(ctx)
		}
	}
	return nil
}

// tickController lets the game move on and shows what happened.
func (s *Scene) tickController(busy bool) {
	ev := s.ctrl.Tick(busy)
	if len(ev) > 0 {
		s.relayoutIfChanged()
		s.feed.onEvents(ev)
	}
}

// resize notes the screen size; a change lays the table out again.
func (s *Scene) resize(w, h int) {
	if w <= 0 || h <= 0 {
		w, h = 1280, 720
	}
	if w != s.w || h != s.h {
		s.w, s.h = w, h
		s.laidOut = false
		s.side.logSrc, s.side.log = 0, s.side.log[:0]
	}
}

// relayoutIfChanged lays the table out again when the game, the staging or
// the screen changed.
func (s *Scene) relayoutIfChanged() {
	v := s.ctrl.Version()
	if s.laidOut && v == s.version {
		return
	}
	animate := s.laidOut && s.svc.Settings.AnimSpeed > 0
	s.version, s.laidOut = v, true
	view := s.ctrl.View()
	p := s.ctrl.Prompt()
	in := layout.Input{
		View: view, Width: float64(s.w), Height: float64(s.h), Scale: scenes.ScaleFor(s.w, s.h),
		Staging: staging{s.ctrl.Combat(), s.ctrl.HandPicks()}, Buttons: p.Buttons, Choices: s.ctrl.Selection().Choices(),
	}
	if len(in.Choices) > 0 {
		in.ChoiceTitle = s.over.choiceTitle()
	}
	in.Prompt = p.Text
	if s.gfx != nil {
		in.Measure, in.Regular = s.gfx.measureBold, s.gfx.measureRegular
	}
	s.lay.Compute(in)
	s.mo.relayout(&s.lay, animate)
	s.mo.setLives(view)
	s.remakeText(view, p)
	s.libraryPick = s.ctrl.Selection().Selectable(layout.Hit{Kind: layout.HitLibrary, Obj: rules.NoObj, Seat: view.Seat})
	s.flags = s.flags[:0]
	for i := range s.lay.Cards {
		c := &s.lay.Cards[i]
		var f uint8
		if s.ctrl.Selection().Actionable(c.Obj) {
			f |= cardActionable
		} else if c.Zone == rules.ZoneHand && s.ctrl.Selection().LandOnly(c.Obj) {
			f |= cardLandOnly
		}
		if s.ctrl.Selection().Selectable(layout.Hit{Kind: layout.HitCard, Obj: c.Obj, Seat: c.Seat}) {
			f |= cardSelectable
		}
		if c.Zone == rules.ZoneHand && s.ctrl.HandPicks().StagedInHand(c.Obj) {
			f |= cardStagedOut
		}
		s.flags = append(s.flags, f)
	}
	s.platePick = s.platePick[:0]
	for i := range s.lay.Seats {
		st := &s.lay.Seats[i]
		s.platePick = append(s.platePick, s.ctrl.Selection().Selectable(layout.Hit{Kind: layout.HitPlayer, Obj: rules.NoObj, Seat: st.Seat}))
	}
	if s.gfx != nil {
		s.gfx.staticDirty = true
	}
	s.ptr.ui.relayout(s)
}

// forgetViewer drops what the person leaving the screen was told or
// scrolled to when the curtain rises: a refusal naming a card in their
// hand, the log scrolled back (the pointer's zoom, drag and open pile are
// reset every tick the curtain is up). The next person starts from their
// own table.
func (s *Scene) forgetViewer() {
	s.mo.toast, s.mo.toastT = "", 0
	s.ptr.ui.logScroll = 0
}

// snap puts every sprite at its place at once (after the curtain, when the
// table seen is another player's).
func (s *Scene) snap() {
	s.mo.settle()
	s.mo.relayout(&s.lay, false)
	s.mo.step(&s.lay, 0, rules.NoObj)
}

// remakeText makes the strings the plates and the prompt show.
func (s *Scene) remakeText(v *rules.View, p control.Prompt) {
	s.seatText = s.seatText[:0]
	for _, pl := range v.Players {
		counts := "Hand " + s.num(pl.HandCount) + "  ·  Library " + s.num(pl.LibraryCount)
		if v.Options.Library == rules.SharedLibrary {
			// The one library's count is on its pile.
			counts = "Hand " + s.num(pl.HandCount)
		}
		s.seatText = append(s.seatText, seatText{name: pl.Name, counts: counts})
	}
	s.prompt = s.prompt[:0]
	if p.Text != s.promptSrc {
		s.promptSrc, s.ptr.ui.promptScroll = p.Text, 0
	}
	if s.gfx != nil {
		s.prompt = s.gfx.labels.wrap(p.Text, regular, promptSize*s.lay.SideScale, s.lay.PromptText.W(), s.prompt)
	} else {
		s.prompt = append(s.prompt, p.Text)
	}
}

// seatTextOf returns the plate text of seat st.
func (s *Scene) seatTextOf(st rules.Seat) *seatText {
	if int(st) < len(s.seatText) {
		return &s.seatText[st]
	}
	return &seatText{}
}

// gameSaver keeps the table's game in the store for Continue: the match
// runner saves it while it moves on and when the table closes, and
// forgets it once it is over.
type gameSaver struct {
	st *store.Store
	s  *Scene
}

func (g gameSaver) Save() error   { return g.st.MainSave().Save(g.s.ctrl.Record()) }
func (g gameSaver) Forget() error { return g.st.MainSave().Clear() }

// noteSave shows the player a failure to save (or forget) the game, once
// until a save works again; the store logs it, and the main menu repeats
// it after the game is left.
func (s *Scene) noteSave(err error) {
	if err != nil && s.saveErr == nil {
		s.mo.say("Your game could not be saved: " + store.Reason(err) + ".")
		s.mo.toastT = saveToastTicks
	}
	s.saveErr = err
}

// saveToastTicks is how long a failure to save is shown: longer than a
// refusal, as it says more.
const saveToastTicks = 420

// finish leaves for the end screen (the match forgot the saved game when
// it ended).
func (s *Scene) finish(ctx *scenes.Context) {
	sum := s.ctrl.Results().Summary()
	res := scenes.Result{Winners: sum.WinnerNames, HumanWon: sum.HumanWon, Turns: sum.Turns, Lines: sum.Lines, Conceded: sum.ConcededNames}
	if s.svc.Nav != nil {
		ctx.Switch(s.svc.Nav.End(res, s.ctrl.Record()))
	}
	s.Close()
}

// Close stops the computer players and saves an unfinished game (through
// the match's Saver); a finished one is forgotten. It may be called more
// than once.
func (s *Scene) Close() {
	if s.closed {
		return
	}
	s.closed = true
	s.ctrl.Close()
	if s.svc.Store != nil && !s.ctrl.Over() && s.saveErr == nil {
		log.Printf("table: the unfinished game is saved for Continue after %d actions", len(s.ctrl.Record().Actions))
	}
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	if s.gfx == nil {
		s.gfx = newGraphics(s.svc)
		s.laidOut = false // lay out again with real text measures
	}
	s.gfx.draw(s, screen)
}

// staging tells the layout the viewer's staged attacks and blocks
// (Combat) and the hand cards staged to leave the hand (HandPicks).
type staging struct {
	*control.Combat
	*control.HandPicks
}
