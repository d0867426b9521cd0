package fctable

import (
	"fmt"
	"log"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/fcface"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
)

// Scene is the FourCuatro table. Its parts keep their own state: what
// the viewer sees of the game, the pointer, the prompt, the motion of
// the events, the drawing and the saving (parts.go).
type Scene struct {
	svc   *scenes.Services
	th    *widget.Theme
	faces *fcface.Faces
	m     *match
	b     board
	w, h  int

	sight  sight
	ptr    pointer
	prompt prompter
	mo     motion
	canvas canvas
	saver  saver

	// reason is the last refusal, shown for a while at the cursor.
	reason      string
	reasonTicks int

	menu widget.Button
	// sync makes computers decide at once (tests).
	sync bool
	// ended is set once the end has been announced.
	ended bool
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
		menu: widget.Button{Label: "Menu", Style: widget.Quiet, FontSize: 14}}
	s.wire()
	s.mo.queue = m.takeEvents()
	if svc.Store != nil {
		s.saver.st = svc.Store
		m.run.SetSaver(&s.saver, s.saver.note)
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
	s.mo.queue = append(s.mo.queue, s.m.takeEvents()...)
	s.mo.step(s.mo.start)
	s.mo.easeSources()
	s.m.run.SetSync(s.sync)
	s.m.tick(s.mo.busy())
	s.prompt.update()
	s.ptr.input(ctx)
	if s.reasonTicks > 0 {
		s.reasonTicks--
	}
	if s.m.g.Over() && !s.mo.busy() && !s.ended {
		s.ended = true
		if s.m.g.Winner() >= 0 && s.m.human(s.m.g.Winner()) {
			s.play("win")
		} else {
			s.play("lose")
		}
	}
	return nil
}

// Draw implements scenes.Scene: the canvas draws the table (draw.go).
func (s *Scene) Draw(screen *ebiten.Image) { s.canvas.draw(screen) }

// Close stops a computer's thinking and saves an unfinished game for
// Continue, or forgets a finished one. It may be called more than once.
func (s *Scene) Close() {
	s.m.run.Close() // a computer still thinking stops; the game is saved or forgotten
	if !s.m.g.Over() && !s.saver.failed && s.svc.Store != nil {
		log.Printf("fctable: the unfinished FourCuatro game is saved for Continue after %d actions", len(s.m.rec.Actions))
	}
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
	s.prompt.chosen = fourcuatro.NoCard
}

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
