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
// Menu button.
func (u *controls) layout(panel, menu geom.Rect, scale float64) {
	u.scale, u.panel = scale, panel
	k := scale
	in := panel.Inset(8 * k)
	u.back.Rect = menu
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

// Update implements scenes.Scene: the keys and controls first (Escape is
// the open card's or pile's when one is open), then the table, then the
// pace of the replay.
func (s *Scene) Update(ctx *scenes.Context) error {
	in := ctx.In
	u := &s.ui
	u.cursor = in.Cursor
	if u.back.Update(in) || in.KeyPressed(input.KeyEscape) && !s.tbl.Overlay() {
		s.leave(ctx)
		return nil
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
		s.goTo(s.nextTurn())
	}
	if u.transport[btnPrevTurn].Update(in) || in.KeyPressed(input.KeyPageUp) {
		s.goTo(s.prevTurn())
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
	if err := s.tbl.Update(ctx); err != nil {
		return err
	}
	s.pace()
	prompt, menu := s.tbl.Corners()
	u.layout(prompt, menu, ctx.Scale())
	return nil
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
func (s *Scene) Close() { s.tbl.Close() }

// leave goes back to the screen the replay came from.
func (s *Scene) leave(ctx *scenes.Context) {
	s.tbl.Close()
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
	return "Space: play or pause · Esc: back"
}

// Probe implements scenes.Prober: the position as the prompt, the
// buttons and the turn.
func (s *Scene) Probe() scenes.Probe {
	u := &s.ui
	p := scenes.Probe{Scene: "replay", Prompt: s.positionText()}
	p.Turn, _ = s.Turn()
	p.Buttons = scenes.ProbeButtons(&u.back)
	for i := range u.transport {
		p.Buttons = append(p.Buttons, scenes.ProbeButtons(&u.transport[i])...)
	}
	for i := range u.speeds {
		p.Buttons = append(p.Buttons, scenes.ProbeButtons(&u.speeds[i])...)
	}
	p.Buttons = append(p.Buttons, scenes.ProbeRect("Progress", u.bar))
	return p
}
