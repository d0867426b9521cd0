// Package endgame is the screen after a game: who won, a summary of the
// game, its seed, and Rematch, Watch again or Main menu. Given the final
// table (WithBoard), it is drawn dimmed behind the result, and Look at
// the table (Tab) shows it in full.
package endgame

import (
	"fmt"
	"image/color"
	"log"
	"math/rand/v2"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// Scene is the end-of-game screen.
type Scene struct {
	svc     *scenes.Services
	th      *widget.Theme
	res     scenes.Result
	rec     *record.Record
	rematch widget.Button
	menu    widget.Button
	watch   widget.Button // Watch again, with a replay
	look    widget.Button // Look at the table, with a board
	err     string
	rng     func() uint64
	ox, oy  float64
	scale   float64

	board   Board
	replay  func(back scenes.Scene) (scenes.Scene, error)
	looking bool        // the board is shown in full, taking the input
	quiet   input.State // the board's input while the result covers it
	// hosted: the game was played at a table hosted on another computer,
	// which keeps it: no rematch, no seed to deal it again.
	hosted bool
}

// Board is the final table the end screen draws behind itself: a table
// that only shows the game (package replay's FinalBoard).
type Board interface {
	scenes.Scene
	// Overlay reports whether a card shown large or an open pile covers
	// the table; Escape closes it first.
	Overlay() bool
	// Close lets the board go when the screen is left.
	Close()
	// Corners returns where the table's prompt panel and Menu button are
	// (the board draws no Menu button; the way back goes there).
	Corners() (prompt, menu geom.Rect)
}

// Option configures a Scene.
type Option func(*Scene)

// WithRand makes Rematch draw its new seed from f instead of from
// math/rand/v2.
func WithRand(f func() uint64) Option { return func(s *Scene) { s.rng = f } }

// WithBoard draws b, the game's final table, dimmed behind the result,
// and offers Look at the table (Tab) to see it in full.
func WithBoard(b Board) Option { return func(s *Scene) { s.board = b } }

// WithReplay offers Watch again (Space): it shows the screen f returns,
// which comes back to this one (back) when left.
func WithReplay(f func(back scenes.Scene) (scenes.Scene, error)) Option {
	return func(s *Scene) { s.replay = f }
}

// HostedElsewhere is the end of a game played at a table another computer
// hosts: only Main menu, as the game (its seed, its rematch) is the host's.
func HostedElsewhere() Option { return func(s *Scene) { s.hosted = true } }

// New returns the end screen of the game rec that ended as res.
func New(svc *scenes.Services, res scenes.Result, rec *record.Record, opts ...Option) *Scene {
	s := &Scene{
		svc: svc, th: widget.NewTheme(svc.Painter, svc.Fonts), res: res, rec: rec,
		rematch: widget.Button{Label: "Rematch", Shortcut: "Enter", Style: widget.Primary, FontSize: 22},
		menu:    widget.Button{Label: "Main menu", Shortcut: "Esc", Style: widget.Plain},
		watch:   widget.Button{Label: "Watch again", Shortcut: "Space", Style: widget.Plain},
		look:    widget.Button{Label: "Look at the table", Shortcut: "Tab", Style: widget.Quiet, FontSize: widget.Small},
		rng:     rand.Uint64, scale: 1,
	}
	s.quiet.Cursor = geom.V(-1e6, -1e6)
	for _, o := range opts {
		o(s)
	}
	return s
}

// Headline returns the big result line: "You conceded" when the only
// person conceded (or "Ada and Bo conceded" when the people did and left
// the computers playing), "You win!" when the only person at
// the table won, "Draw", or the winners' names ("Computer wins", "Ada
// wins", "Ada and Bo win").
func Headline(res scenes.Result, rec *record.Record) string {
	humans := 0
	for _, st := range rec.Seats {
		if st.Controller == record.Human {
			humans++
		}
	}
	if len(res.Conceded) > 0 && !res.HumanWon && (humans == 1 || len(res.Winners) == 0) {
		// The person conceded (or the people did, and the computers'
		// game was not played on).
		if humans == 1 {
			return "You conceded"
		}
		return strings.Join(res.Conceded, " and ") + " conceded"
	}
	if len(res.Winners) == 0 {
		return "Draw"
	}
	if humans == 1 && res.HumanWon {
		return "You win!"
	}
	if len(res.Winners) == 1 {
		return res.Winners[0] + " wins"
	}
	n := len(res.Winners)
	return strings.Join(res.Winners[:n-1], ", ") + " and " + res.Winners[n-1] + " win"
}

// Rematch returns the same game set up again (variant, turn limit,
// options and seats) with a new seed and no actions.
func Rematch(rec *record.Record, seed uint64) *record.Record { return rec.Rematch(seed) }

// Looking reports whether the final table is shown in full.
func (s *Scene) Looking() bool { return s.looking }

// Err returns the error the screen shows, or "".
func (s *Scene) Err() string { return s.err }

func (s *Scene) layout(w, h int, scale float64) {
	s.scale, s.th.Scale = scale, scale
	s.ox = (float64(w) - 1280*scale) / 2
	s.oy = (float64(h) - 720*scale) / 2
	_, top, ph := s.panel()
	y := min(top+ph+48, 600)
	s.watch.Rect, s.look.Rect = geom.Rect{}, geom.Rect{}
	s.look.Label, s.look.Shortcut, s.look.FontSize = "Look at the table", "Tab", widget.Small
	if s.looking {
		s.look.Label, s.look.Shortcut, s.look.FontSize = "Back", "Tab", 13
	}
	switch {
	case s.hosted:
		s.menu.Rect, s.rematch.Rect = s.r(530, y, 220, 52), geom.Rect{}
	case s.replay == nil:
		s.menu.Rect = s.r(400, y, 220, 52)
		s.rematch.Rect = s.r(660, y, 220, 52)
	default:
		s.menu.Rect = s.r(280, y, 220, 52)
		s.watch.Rect = s.r(530, y, 220, 52)
		s.rematch.Rect = s.r(780, y, 220, 52)
	}
	if s.board != nil {
		s.look.Rect = s.r(505, y+66, 270, 40)
		if _, menu := s.board.Corners(); s.looking && !menu.Empty() {
			s.look.Rect = menu // where the table's Menu button would be
		}
	}
}

// maxLines is the number of summary lines shown.
const maxLines = 10

// panel returns the summary lines to show and the top and height of their
// panel in the design.
func (s *Scene) panel() (lines []string, top, height float64) {
	lines = s.res.Lines
	if len(lines) > maxLines {
		lines = append(lines[:maxLines-1:maxLines-1], fmt.Sprintf("… and %d more", len(s.res.Lines)-maxLines+1))
	}
	return lines, 240, 30 + 28*float64(len(lines)) + 44
}

func (s *Scene) r(x, y, w, h float64) geom.Rect {
	k := s.scale
	return geom.R(s.ox+x*k, s.oy+y*k, w*k, h*k)
}

func (s *Scene) at(x, y float64) geom.Vec {
	return geom.V(s.ox+x*s.scale, s.oy+y*s.scale)
}

// Update implements scenes.Scene. While the result is shown the board
// behind it moves on (its layout, its faces) but takes no input.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.layout(ctx.Width, ctx.Height, ctx.Scale())
	// The buttons are where the screen shows them next, in or out of the
	// table.
	defer s.layout(ctx.Width, ctx.Height, ctx.Scale())
	in := ctx.In
	if s.looking {
		return s.updateLooking(ctx)
	}
	if s.board != nil {
		bctx := scenes.Context{In: &s.quiet, Width: ctx.Width, Height: ctx.Height, Svc: ctx.Svc}
		if err := s.board.Update(&bctx); err != nil {
			return err
		}
	}
	if s.look.Update(in) || s.board != nil && in.KeyPressed(input.KeyTab) {
		s.looking = true
		return nil
	}
	if s.menu.Update(in) || in.KeyPressed(input.KeyEscape) {
		s.leave()
		ctx.Switch(s.svc.Nav.Menu())
		return nil
	}
	if s.watch.Update(in) || s.replay != nil && in.KeyPressed(input.KeySpace) {
		next, err := s.replay(s)
		if err != nil {
			log.Printf("endgame: the game could not be replayed: %v", err)
			s.err = "This game could not be replayed."
			return nil
		}
		s.err = ""
		ctx.Switch(next)
		return nil
	}
	if !s.hosted && (s.rematch.Update(in) || in.KeyPressed(input.KeyEnter)) {
		next, err := s.svc.Nav.Play(Rematch(s.rec, s.rng()))
		if err != nil {
			s.err = "The rematch could not start: " + err.Error()
			return nil
		}
		s.leave()
		ctx.Switch(next)
	}
	return nil
}

// updateLooking is Update while the final table is shown in full: it
// takes the input (cards shown large, piles opened), and Tab, Escape or
// the button bring the result back.
func (s *Scene) updateLooking(ctx *scenes.Context) error {
	in := ctx.In
	back := s.look.Update(in) || in.KeyPressed(input.KeyTab) || in.KeyPressed(input.KeyEscape) && !s.board.Overlay()
	if err := s.board.Update(ctx); err != nil {
		return err
	}
	if back {
		s.looking = false
	}
	return nil
}

// leave lets the board go: the screen is left for good.
func (s *Scene) leave() {
	if s.board != nil {
		s.board.Close()
	}
}

// Close lets the board go (the app closes the screen it quits on).
func (s *Scene) Close() { s.leave() }

// veil darkens the final table behind the result.
var veil = color.NRGBA{8, 12, 10, 165}

// Draw implements scenes.Scene: the final table dimmed (or the felt),
// the result over it; or, while looking, the table and one button.
func (s *Scene) Draw(screen *ebiten.Image) {
	th := s.th
	if s.board == nil {
		th.Background(screen)
	} else {
		s.board.Draw(screen)
		if s.looking {
			s.look.Draw(screen, th)
			return
		}
		b := screen.Bounds()
		th.Painter.Panel(screen, geom.R(0, 0, float64(b.Dx()), float64(b.Dy())), 0, paint.Flat(veil))
	}
	head := Headline(s.res, s.rec)
	col := widget.Cream
	if s.res.HumanWon {
		col = widget.Focus
	}
	th.ShadowText(screen, head, s.at(640, 120), widget.Font{Size: 80, Bold: true}, widget.Center, col)
	sub := fmt.Sprintf("after %d turns", s.res.Turns)
	if s.res.Turns == 1 {
		sub = "after 1 turn"
	}
	th.ShadowText(screen, sub, s.at(640, 185), widget.Font{Size: 24, Italic: true}, widget.Center, widget.Parchment)
	body := widget.Font{Size: widget.Body}
	lines, top, ph := s.panel()
	th.Panel(screen, s.r(290, top, 700, ph))
	y := top + 30
	for _, l := range lines {
		th.Text(screen, th.Fit(l, body, 640*s.scale), s.at(320, y+4), body, widget.Start, widget.Cream)
		y += 28
	}
	if !s.hosted {
		seed := fmt.Sprintf("Seed %d — type it in New game to deal this game again", s.rec.Seed)
		th.Text(screen, th.Fit(seed, widget.Font{Size: widget.Small}, 640*s.scale), s.at(320, y+14), widget.Font{Size: widget.Small}, widget.Start, paint.Alpha(widget.Muted, 0.9))
		s.rematch.Draw(screen, th)
	}
	s.menu.Draw(screen, th)
	if s.replay != nil {
		s.watch.Draw(screen, th)
	}
	if s.board != nil {
		s.look.Draw(screen, th)
	}
	if s.err != "" {
		th.Notice(screen, s.err, s.r(290, 664, 700, 40), true)
	}
}
