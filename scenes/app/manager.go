package app

import (
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
)

// manager runs the current scene and switches to the next one after the
// Update that asked for it.
type manager struct {
	svc *scenes.Services
	cur scenes.Scene
	ctx scenes.Context
}

// update runs the current scene for one tick with in on a w×h screen. It
// reports whether the scene asked to quit; the scene is closed then.
func (m *manager) update(in *input.State, w, h int) (quit bool, err error) {
	m.ctx.In, m.ctx.Width, m.ctx.Height, m.ctx.Svc = in, w, h, m.svc
	if err := m.cur.Update(&m.ctx); err != nil {
		return false, err
	}
	if next := m.ctx.Next(); next != nil {
		if err := m.enter(next, in, w, h); err != nil {
			return false, err
		}
	}
	if m.ctx.Quitting() {
		m.close()
		return true, nil
	}
	return false, nil
}

// enter makes s the current scene and gives it one Update with nothing
// pressed, so that it lays itself out before it is first drawn. A scene
// that switches again at once is followed, a few times at most.
func (m *manager) enter(s scenes.Scene, last *input.State, w, h int) error {
	var none input.State
	if last != nil {
		none.Cursor, none.Down = last.Cursor, last.Down
	}
	for i := 0; s != nil && i < 4; i++ {
		m.cur = s
		m.ctx.In, m.ctx.Width, m.ctx.Height, m.ctx.Svc = &none, w, h, m.svc
		if err := s.Update(&m.ctx); err != nil {
			return err
		}
		s = m.ctx.Next()
	}
	return nil
}

// close lets the current scene save and stop its work (when it has a
// Close method) and forgets it.
func (m *manager) close() {
	if c, ok := m.cur.(interface{ Close() }); ok {
		c.Close()
	}
	m.cur = nil
}
