package replay

import (
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// The transport buttons, in their row's order.
const (
	btnPrevTurn = iota
	btnStepBack
	btnPlay
	btnStepForward
	btnNextTurn
	numTransport
)

// transportHints say what each transport button does and its key.
var transportHints = [numTransport]string{
	"Previous turn (PageUp)", "Step back (Left)", "Play or pause (Space)", "Step forward (Right)", "Next turn (PageDown)",
}

// controls are the replay's buttons and bar, laid over the table's
// prompt panel and its Menu button's place.
type controls struct {
	scale     float64
	panel     geom.Rect // the prompt panel the controls cover
	label     geom.Rect // the turn and step line
	bar       geom.Rect // the progress bar
	barHit    geom.Rect // where a press seeks
	seeking   bool      // the bar is held
	cursor    geom.Vec
	hint      geom.Rect
	back      widget.Button
	transport [numTransport]widget.Button
	speeds    [len(Speeds)]widget.Button
	// show is the Show chooser's button, at the top of the table's
	// column; rows are its open list's rows, one per view (Scene.views),
	// in list.
	show     widget.Button
	list     geom.Rect
	rows     []geom.Rect
	listOpen bool
	listAt   int // the row under the cursor or the keys' focus, or -1
}

func (u *controls) init() {
	u.back = widget.Button{Label: "Back", Shortcut: "Esc", Style: widget.Quiet}
	labels := [numTransport]string{"Previous turn", "Step back", "Play", "Step forward", "Next turn"}
	for i := range u.transport {
		u.transport[i].Label = labels[i]
	}
	for i, v := range Speeds {
		u.speeds[i].Label = speedLabel(v)
	}
}

// speedLabel writes a speed as "0.5×", "2×".
func speedLabel(v float64) string {
	if v == 0.5 {
		return "0.5×"
	}
	return string(rune('0'+int(v))) + "×"
}

// layout places the controls in the table's prompt panel and over its
// Menu button, and the Show chooser left of that, with its list of
// views views long.
func (u *controls) layout(panel, menu geom.Rect, scale float64, views int) {
	u.scale, u.panel = scale, panel
	k := scale
	in := panel.Inset(8 * k)
	u.back.Rect = menu
	u.show.Rect = geom.R(panel.Min.X, menu.Min.Y, max(0, menu.Min.X-6*k-panel.Min.X), menu.H())
	rh := 28 * k
	u.list = geom.R(panel.Min.X, u.show.Rect.Max.Y+4*k, menu.Max.X-panel.Min.X, float64(views)*rh+8*k)
	u.rows = u.rows[:0]
	for i := range views {
		u.rows = append(u.rows, geom.R(u.list.Min.X+4*k, u.list.Min.Y+4*k+float64(i)*rh, u.list.W()-8*k, rh))
	}
	u.label = geom.R(in.Min.X, in.Min.Y, in.W(), 16*k)
	u.bar = geom.R(in.Min.X+4*k, in.Min.Y+25*k, in.W()-8*k, 9*k)
	u.barHit = geom.R(in.Min.X, in.Min.Y+18*k, in.W(), 23*k)
	gap := 6 * k
	bw := (in.W() - gap*float64(numTransport-1)) / float64(numTransport)
	y := in.Min.Y + 44*k
	for i := range u.transport {
		u.transport[i].Rect = geom.R(in.Min.X+float64(i)*(bw+gap), y, bw, 32*k)
	}
	gap = 4 * k
	sw := (in.W() - gap*float64(len(Speeds)-1)) / float64(len(Speeds))
	y += 40 * k
	for i := range u.speeds {
		u.speeds[i].Rect = geom.R(in.Min.X+float64(i)*(sw+gap), y, sw, 24*k)
	}
	u.hint = geom.R(in.Min.X, y+30*k, in.W(), 14*k)
}

// Update implements scenes.Scene. A question asked, the chooser before
// the first position or the Show list open take the input; else the
// keys and controls (Escape is the open card's or pile's when one is
// open), then the table, then the pace of the replay.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.design = widget.DesignFor(ctx.Width, ctx.Height, ctx.Scale())
	quiet := true
	switch {
	case s.ask != nil:
		s.updateAsk(ctx)
	case s.tbl == nil:
		if s.updateChooser(ctx) {
			return nil
		}
	case s.ui.listOpen:
		s.updateList(ctx.In)
	default:
		if s.updateControls(ctx) {
			return nil
		}
		quiet = false
	}
	if s.tbl == nil {
		return nil
	}
	return s.updateTable(ctx, quiet)
}

// updateControls follows the keys and the controls; it reports whether
// the replay was left.
func (s *Scene) updateControls(ctx *scenes.Context) (left bool) {
	in := ctx.In
	u := &s.ui
	u.cursor = in.Cursor
	if u.back.Update(in) || in.KeyPressed(input.KeyEscape) && !s.tbl.Overlay() {
		s.leave(ctx)
		return true
	}
	if u.transport[btnPlay].Update(in) || in.KeyPressed(input.KeySpace) {
		s.togglePlay()
	}
	if u.transport[btnStepBack].Update(in) || in.KeyPressed(input.KeyLeft) {
		s.stepBack()
	}
	if u.transport[btnStepForward].Update(in) || in.KeyPressed(input.KeyRight) {
		s.stepForward()
	}
	if u.transport[btnNextTurn].Update(in) || in.KeyPressed(input.KeyPageDown) {
		s.goTo(s.turns.next(s.Position()))
	}
	if u.transport[btnPrevTurn].Update(in) || in.KeyPressed(input.KeyPageUp) {
		s.goTo(s.turns.prev(s.Position()))
	}
	if in.KeyPressed(input.KeyHome) {
		s.goTo(0)
	}
	if in.KeyPressed(input.KeyEnd) {
		s.playing = false
		s.goTo(s.Length())
	}
	if in.KeyPressed(input.KeyUp) {
		s.setSpeed(s.speed + 1)
	}
	if in.KeyPressed(input.KeyDown) {
		s.setSpeed(s.speed - 1)
	}
	for i := range u.speeds {
		if u.speeds[i].Update(in) {
			s.setSpeed(i)
		}
	}
	s.seekBar(in)
	u.transport[btnPlay].Label = "Play"
	if s.playing {
		u.transport[btnPlay].Label = "Pause"
	}
	if u.show.Update(in) {
		s.openList()
	} else if in.KeyPressed(input.KeyV) && !in.Held(input.ModCtrl) {
		d := 1
		if in.Held(input.ModShift) {
			d = -1
		}
		s.sides.cycleView(d)
	}
	return false
}

// updateTable runs the table for one tick (with nothing pressed when
// quiet: something covers it) and, unless quiet, the pace of the replay;
// then lays the controls out where the table put its panel.
func (s *Scene) updateTable(ctx *scenes.Context, quiet bool) error {
	tctx := ctx
	if quiet {
		s.quiet.Cursor = geom.V(-1e6, -1e6)
		tctx = &scenes.Context{In: &s.quiet, Width: ctx.Width, Height: ctx.Height, Svc: ctx.Svc}
	}
	if err := s.tbl.Update(tctx); err != nil {
		return err
	}
	if !quiet {
		s.pace()
	}
	prompt, menu := s.tbl.Corners()
	s.ui.layout(prompt, menu, ctx.Scale(), len(s.sides.views()))
	s.ui.show.Label = s.sides.viewLabel(s.sides.view)
	return nil
}

// openList opens the Show list, the view shown in focus.
func (s *Scene) openList() {
	u := &s.ui
	u.listOpen, u.listAt = true, 0
	for i, v := range s.sides.views() {
		if v == s.sides.view {
			u.listAt = i
		}
	}
}

// updateList follows the input while the Show list is open: a click on
// a row (or Enter on the focused one) asks for its view; a click
// elsewhere or Escape closes the list.
func (s *Scene) updateList(in *input.State) {
	u := &s.ui
	moved := in.Cursor != u.cursor
	u.cursor = in.Cursor
	vs := s.sides.views()
	if moved {
		for i, r := range u.rows {
			if r.Contains(in.Cursor) {
				u.listAt = i
			}
		}
	}
	switch {
	case in.KeyPressed(input.KeyEscape):
		u.listOpen = false
	case in.KeyPressed(input.KeyDown):
		u.listAt = (u.listAt + 1) % len(vs)
	case in.KeyPressed(input.KeyUp):
		u.listAt = (u.listAt + len(vs) - 1) % len(vs)
	case in.KeyPressed(input.KeyEnter):
		u.listOpen = false
		s.sides.askView(vs[u.listAt])
	case in.Pressed[input.Left]:
		u.listOpen = false
		for i, r := range u.rows {
			if r.Contains(in.Cursor) && i < len(vs) {
				s.sides.askView(vs[i])
			}
		}
	}
}

// updateAsk follows the input while a question is asked: Escape, like
// Enter, is Cancel.
func (s *Scene) updateAsk(ctx *scenes.Context) {
	in := ctx.In
	s.ask.Layout(s.design)
	if in.KeyPressed(input.KeyEscape) {
		s.ask = nil
		return
	}
	if act, ok := s.ask.Update(in); ok {
		s.ask = nil
		if act != nil {
			act(ctx)
		}
	}
}

// seekBar follows a press on the progress bar: the replay jumps to the
// point under the cursor while it is held.
func (s *Scene) seekBar(in *input.State) {
	u := &s.ui
	if in.Pressed[input.Left] && u.barHit.Contains(in.Cursor) {
		u.seeking = true
	}
	if !u.seeking {
		return
	}
	s.playing = false
	if p := s.seekAt(in.Cursor.X, u.bar); p != s.Position() {
		s.goTo(p)
	}
	if !in.Down[input.Left] || in.Released[input.Left] {
		u.seeking = false
	}
}

// Close lets the replay's table go (the app closes the screen it quits
// on).
func (s *Scene) Close() {
	if s.tbl != nil {
		s.tbl.Close()
	}
}

// leave goes back to the screen the replay came from.
func (s *Scene) leave(ctx *scenes.Context) {
	s.Close()
	if s.back != nil {
		ctx.Switch(s.back)
	} else if s.svc.Nav != nil {
		ctx.Switch(s.svc.Nav.Menu())
	}
}

// hintText is the line at the bottom of the panel: what the control
// under the cursor does, or the main keys.
func (s *Scene) hintText() string {
	u := &s.ui
	for i := range u.transport {
		if u.transport[i].Hovered() {
			return transportHints[i]
		}
	}
	for i := range u.speeds {
		if u.speeds[i].Hovered() {
			return "Speed (Up and Down)"
		}
	}
	if u.barHit.Contains(u.cursor) {
		return "Click or drag to go there"
	}
	if u.show.Hovered() {
		return "Whose cards the table shows (V)"
	}
	return "Space: play or pause · V: view · Esc: back"
}
