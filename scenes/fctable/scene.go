package fctable

import (
	"fmt"
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/fcface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
	"github.com/kitchentable/kitchentable/scenes/internal/curtain"
)

// Scene is the FourCuatro table.
type Scene struct {
	svc   *scenes.Services
	th    *widget.Theme
	faces *fcface.Faces
	m     *match
	b     board
	an    anim
	w, h  int

	// The pointer: a card pressed or dragged, a card hovered; the cursor.
	cursor geom.Vec
	press  input.Press[fourcuatro.CardID]
	hover  input.Hover[fourcuatro.CardID]

	// chosen is the hand card dropped on the table while the player picks
	// how to cast it (a spell or a Cinder); NoCard otherwise.
	chosen fourcuatro.CardID
	// browse is the seat whose discard pile is open, or NoSeat.
	browse fourcuatro.Seat
	// reason is the last refusal, shown for a while at the cursor.
	reason      string
	reasonTicks int
	// guard lifts the hot-seat curtain only on a deliberate press.
	guard curtain.Guard

	buttons []button
	menu    widget.Button
	// sync makes computers decide at once (tests).
	sync bool
	// ended is set once the end has been announced.
	ended bool

	// saveFailed is set once a failure to save was shown.
	saveFailed bool

	// The game as the viewer sees it and the legal actions, taken once
	// for each change of the game (View and Legal build new values).
	v        *fourcuatro.View
	acts     []fourcuatro.Action
	seenVer  int
	sideText [2][5]string // sideTexts of each seat, for this view
	// btnKey is what the prompt's buttons were made for.
	btnKey btnKey
	// The log panel's wrapped lines and what they were wrapped for.
	logKey     [3]int
	logWrapped []string

	// trap is the trap that answered the spell being shown, or NoCard.
	trap fourcuatro.CardID
	// onTable are the spell and the trap as the events shown so far
	// left them.
	onTable [2]tableCard
	// layers holds the table as drawn for the last state (static.go).
	layers layers
	// rects is scratch space for hit tests.
	rects []geom.Rect
	// mouseDown is whether the left button is held (a pressed button
	// looks pressed).
	mouseDown bool
}

// button is a prompt button and what it does.
type button struct {
	widget.Button
	do func(ctx *scenes.Context)
	// primary buttons answer Space.
	primary bool
}

// New deals the game of cfg and returns its table.
func New(svc *scenes.Services, cfg fcconfig.Config) (*Scene, error) {
	m, err := newMatch(cfg)
	if err != nil {
		return nil, err
	}
	return newScene(svc, m), nil
}

// newScene returns the table for match m.
func newScene(svc *scenes.Services, m *match) *Scene {
	th := widget.NewTheme(svc.Painter, svc.Fonts)
	s := &Scene{svc: svc, th: th, faces: fcface.New(th), m: m,
		chosen: fourcuatro.NoCard, browse: fourcuatro.NoSeat, trap: fourcuatro.NoCard,
		menu: widget.Button{Label: "Menu", Style: widget.Quiet, FontSize: 14}}
	s.an.queue = m.takeEvents()
	if svc.Store != nil {
		m.run.SetSaver(fcSaver{svc.Store, s}, s.noteSave)
	}
	return s
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.w, s.h = ctx.Width, ctx.Height
	if s.th.Scale != ctx.Scale() {
		s.th.Scale = ctx.Scale()
		s.faces = fcface.New(s.th)
	}
	s.b = layout(ctx.Width, ctx.Height, ctx.Scale(), s.m.viewer())
	s.menu.Rect = s.b.menu
	s.an.queue = append(s.an.queue, s.m.takeEvents()...)
	s.an.step(s.startEvent)
	s.easeSources()
	s.m.run.SetSync(s.sync)
	s.m.tick(s.an.busy())
	s.layoutButtons()
	s.input(ctx)
	if s.reasonTicks > 0 {
		s.reasonTicks--
	}
	if s.m.g.Over() && !s.an.busy() && !s.ended {
		s.ended = true
		if s.m.g.Winner() >= 0 && s.m.human(s.m.g.Winner()) {
			s.play("win")
		} else {
			s.play("lose")
		}
	}
	return nil
}

// play plays a sound effect, if there is sound.
func (s *Scene) play(name string) {
	if s.svc.Sound != nil {
		s.svc.Sound.Play(name)
	}
}

// refuse shows why something cannot be done.
func (s *Scene) refuse(reason string) {
	s.reason, s.reasonTicks = reason, 150
	s.play("error")
}

// apply makes the viewer's decision, or says why not.
func (s *Scene) apply(a fourcuatro.Action) {
	if err := s.m.apply(a); err != nil {
		s.refuse("That can't be done now")
		return
	}
	s.chosen = fourcuatro.NoCard
}

// view is what the person in front of the screen sees.
func (s *Scene) view() *fourcuatro.View {
	s.refresh()
	return s.v
}

// refresh takes the view and the legal actions again when the game or
// the viewer changed.
func (s *Scene) refresh() {
	ver := len(s.m.rec.Actions)*4 + int(s.m.viewer())*2
	if s.m.curtain() {
		ver++
	}
	if s.v != nil && ver == s.seenVer {
		return
	}
	s.seenVer = ver
	s.v = s.m.g.View(s.m.viewer())
	s.acts = s.m.g.LegalInto(s.acts[:0])
	for i := range s.sideText {
		s.sideText[i] = sideTexts(&s.v.Players[i])
	}
}

// isLegal reports whether a is among the legal actions.
func (s *Scene) isLegal(a fourcuatro.Action) bool {
	s.refresh()
	for _, l := range s.acts {
		if l == a {
			return true
		}
	}
	return false
}

// def is what card c is to the viewer, or nil.
func (s *Scene) def(c fourcuatro.CardID) *fourcuatro.Def {
	if c == fourcuatro.NoCard || !s.m.g.Knows(s.m.viewer(), c) {
		return nil
	}
	return s.m.g.Def(c)
}

// name is the player's name for seat p.
func (s *Scene) name(p fourcuatro.Seat) string { return s.m.g.Player(p).Name }

// legal reports whether a is legal now for the viewer.
func (s *Scene) legal(a fourcuatro.Action) bool { return s.m.mine() && s.isLegal(a) }

// rematch deals the same set-up again with a new seed.
func (s *Scene) rematch(ctx *scenes.Context) {
	cfg := s.m.cfg
	cfg.Seed = rand.Uint64()
	next, err := New(s.svc, cfg)
	if err != nil {
		s.refuse(fmt.Sprint("The game could not start: ", err))
		return
	}
	next.sync = s.sync
	ctx.Switch(next)
}
