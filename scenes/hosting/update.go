package hosting

import (
	"context"
	"log"
	"strconv"

	"github.com/kitchentable/kitchentable/game/rules"

	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
)

// followEvery is how often, in ticks, the screen looks at the seats.
const followEvery = 10

// maxNews is how many of the seats' changes the screen keeps.
const maxNews = 6

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.layout(ctx)
	in := ctx.In
	if s.ticks%followEvery == 0 {
		s.follow()
	}
	s.ticks++
	if d := s.dealing.Load(); d != nil {
		t, err, done := d.result()
		switch {
		case done && err != nil:
			log.Printf("hosting: the game could not be dealt: %v", err)
			s.err = "The game could not be dealt. " + dealSentence(err)
			s.dealing.Store(nil)
		case done:
			ctx.Switch(&played{Table: t, sess: s.sess})
			s.sess = nil // the table holds it now
		case s.cancel.Update(in) || in.KeyPressed(input.KeyEscape):
			s.leave(ctx)
		}
		return nil
	}
	s.start.Disabled = !s.ready()
	switch {
	case s.cancel.Update(in) || in.KeyPressed(input.KeyEscape):
		s.leave(ctx)
	case s.start.Update(in) || in.KeyPressed(input.KeyEnter) && !s.start.Disabled:
		s.begin()
	}
	return nil
}

// dealSentence says in one sentence what went wrong dealing.
func dealSentence(err error) string {
	if err == context.Canceled {
		return "It was cancelled."
	}
	return "A deck or a seat of this set-up cannot be played; go back and change it."
}

// Seats returns the seats as the screen last saw them (tests).
func (s *Scene) Seats() []netplay.SeatState { return s.seats }

// Code returns the join code to give out.
func (s *Scene) Code() string { return s.code }

// Addrs returns the addresses to give out.
func (s *Scene) Addrs() []string { return s.addrs }

// Err returns what stopped the last Start, or "".
func (s *Scene) Err() string { return s.err }

// ready reports whether every remote seat is held by someone connected.
func (s *Scene) ready() bool {
	for _, st := range s.seats {
		if st.Remote && !st.Handed && (st.Name == "" || !st.Connected) {
			return false
		}
	}
	return true
}

// follow looks at the seats and notes who sat down, left or came back.
func (s *Scene) follow() {
	if s.sess == nil {
		return
	}
	now := s.sess.h.Seats()
	for i, st := range now {
		if !st.Remote || i >= len(s.seats) {
			continue
		}
		was := s.seats[i]
		switch {
		case st.Name != "" && was.Name == "" && st.Connected:
			s.note(st.Name + " sat down at seat " + strconv.Itoa(i+1) + ".")
		case st.Name != "" && was.Connected && !st.Connected:
			s.note(st.Name + " left; the seat waits for them.")
		case st.Name != "" && !was.Connected && st.Connected:
			s.note(st.Name + " is back at seat " + strconv.Itoa(i+1) + ".")
		}
	}
	s.seats = now
}

// note keeps one change of the seats to show.
func (s *Scene) note(text string) {
	s.news = append(s.news, text)
	if len(s.news) > maxNews {
		s.news = s.news[1:]
	}
}

// begin deals the game on a goroutine of its own: the host deals once
// every seat is held, and Deal opens the table.
func (s *Scene) begin() {
	ctx, cancel := context.WithCancel(context.Background())
	d := &dealing{cancel: cancel}
	s.err = ""
	s.dealing.Store(d)
	h := s.host
	go func() {
		_, err := h.Begin(ctx)
		d.mu.Lock()
		defer d.mu.Unlock()
		if err == nil && d.table == nil {
			err = context.Canceled
		}
		d.err, d.done = err, true
	}()
}

// deal is the host's Deal: the people's names and decks go into the
// record (a resumed game keeps its own) and the table is opened on it.
func (s *Scene) deal(joined []netplay.Joined) (*rules.Game, error) {
	d := s.dealing.Load()
	if d == nil {
		return nil, context.Canceled
	}
	if !resumed(s.rec) {
		netplay.SeatJoiners(s.rec, joined, log.Printf)
	}
	t, err := s.open(s.rec, s.host)
	if err != nil {
		return nil, err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.left {
		closeScene(t)
		return nil, context.Canceled
	}
	d.table = t
	return nil, nil // the table's game was given to the host (Adopt)
}

// closeScene closes sc, if it has anything to close.
func closeScene(sc scenes.Scene) {
	if c, ok := sc.(interface{ Close() }); ok {
		c.Close()
	}
}

// leave closes the table: the people who sat down are told, and the set-up
// (or, for a resumed game, the menu) is shown.
func (s *Scene) leave(ctx *scenes.Context) {
	s.Close()
	if resumed(s.rec) {
		ctx.Switch(s.svc.Nav.Menu())
		return
	}
	ctx.Switch(s.svc.Nav.Setup())
}

// Close implements the scene's end: a table not yet handed to its game is
// closed, and whoever sat down is told.
func (s *Scene) Close() {
	if s.sess == nil {
		return
	}
	if d := s.dealing.Load(); d != nil {
		d.cancel()
		d.mu.Lock()
		d.left = true
		if d.table != nil {
			closeScene(d.table)
		}
		d.mu.Unlock()
	}
	s.sess.h.Abandon("The host closed the table before the game began.")
	s.sess.close()
	s.sess = nil
}

// result returns the table opened, or why dealing ended, once it did.
func (d *dealing) result() (Table, error, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.table, d.err, d.done
}

// played is the host's table of a hosted game: once its game is over the
// other computers are sent the end, and when it closes the host stops.
type played struct {
	Table
	sess *session
}

// Update implements scenes.Scene.
func (p *played) Update(ctx *scenes.Context) error {
	err := p.Table.Update(ctx)
	p.finishIfOver()
	return err
}

// Close implements the scene's end: the table closes (a game under way
// was saved by it) and the host stops; people still at the table are
// cut off, and rejoin when the game is resumed.
func (p *played) Close() {
	p.finishIfOver()
	closeScene(p.Table)
	p.sess.close()
}

// Inner returns the table (the app looks at whose side it shows).
func (p *played) Inner() scenes.Scene { return p.Table }

// finishIfOver sends the end to the other computers once, when the game
// is over.
func (p *played) finishIfOver() {
	if !p.sess.finished && p.Over() {
		p.sess.finished = true
		p.sess.h.Finish()
	}
}
