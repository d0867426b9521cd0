package replay

import (
	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/ask"
	"github.com/kitchentable/kitchentable/scenes/table/control"
)

// AllCards is the view of every hand and face-down card (Scene.View).
const AllCards = gamelog.Everyone

// Option configures a replay.
type Option func(*options)

type options struct {
	watcher rules.Seat
}

// WithWatcher says which seat's person asked to watch the game again
// (the person at the table when it ended); rules.NoSeat when not known.
// In a hot-seat game the replay opens as that seat saw it.
func WithWatcher(seat rules.Seat) Option { return func(o *options) { o.watcher = seat } }

// people counts the seats of rec that people played, here or on
// another computer.
func people(rec *record.Record) int {
	n := 0
	for _, st := range rec.Seats {
		if st.Controller == record.Human || st.Controller == record.Remote {
			n++
		}
	}
	return n
}

// networked reports whether rec was hosted here with seats played on
// other computers: their people are not here to agree to show their
// cards, so only the sides of the people here may be shown.
func networked(rec *record.Record) bool {
	for _, st := range rec.Seats {
		if st.Controller == record.Remote {
			return true
		}
	}
	return false
}

// mayShow reports whether view v may be shown: any view, but of a game
// hosted for other computers only a side played at this one.
func (s *sides) mayShow(v rules.Seat) bool {
	if !networked(s.rec) {
		return true
	}
	return v >= 0 && int(v) < len(s.rec.Seats) && s.rec.Seats[v].Controller == record.Human
}

// StartView returns the view a replay of rec opens on for watcher (the
// seat of the person who asked, or rules.NoSeat): every card when at
// most one person played, the watcher's side in a hot-seat game; ok is
// false when a hot-seat game's watcher is not known, and the replay
// must ask whose side to show first.
func StartView(rec *record.Record, watcher rules.Seat) (view rules.Seat, ok bool) {
	if people(rec) <= 1 {
		return AllCards, true
	}
	if watcher >= 0 && int(watcher) < len(rec.Seats) && rec.Seats[watcher].Controller == record.Human {
		return watcher, true
	}
	return rules.NoSeat, false
}

// View returns the view the replay shows: AllCards or a seat, or
// rules.NoSeat while it still asks whose side to show.
func (s *Scene) View() rules.Seat {
	if s.tbl == nil {
		return rules.NoSeat
	}
	return s.sides.view
}

// Choosing reports whether the replay asks whose side to show before
// its first position (no table is drawn yet).
func (s *Scene) Choosing() bool { return s.tbl == nil }

// Asking returns the question the replay asks (showing more than the
// view shows now), or "".
func (s *Scene) Asking() string {
	if s.ask == nil {
		return ""
	}
	return s.ask.Text
}

// hotSeat reports whether two or more people played the game.
func (s *sides) hotSeat() bool { return people(s.rec) >= 2 }

// viewLabel names view v in the chooser: "All cards" or "As Ada saw it".
func (s *sides) viewLabel(v rules.Seat) string {
	if v == AllCards || v < 0 || int(v) >= len(s.rec.Seats) {
		return "All cards"
	}
	return "As " + s.rec.Seats[v].Name + " saw it"
}

// views returns the views in the chooser's order: every card, then each
// seat.
func (s *sides) views() []rules.Seat {
	vs := make([]rules.Seat, 0, len(s.rec.Seats)+1)
	for _, v := range append([]rules.Seat{AllCards}, seatsOf(s.rec)...) {
		if s.mayShow(v) {
			vs = append(vs, v)
		}
	}
	return vs
}

// cycleView asks for the view after the one shown (before it, with d
// -1), wrapping around.
func (s *sides) cycleView(d int) {
	vs := s.views()
	i := 0
	for j, v := range vs {
		if v == s.view {
			i = j
		}
	}
	s.askView(vs[(i+d+len(vs))%len(vs)])
}

// askView shows view v, first asking whether to when it would show a
// hot-seat person cards hidden from the side shown now (every card, or
// another seat's; before anything is shown, only every card).
func (s *sides) askView(v rules.Seat) {
	if s.tbl != nil && v == s.view || !s.mayShow(v) {
		return
	}
	reveals := v == AllCards || s.tbl != nil && s.view != AllCards
	if !s.hotSeat() || !reveals {
		s.setView(v)
		return
	}
	text := "Show every player's hidden cards?"
	show := "Show all cards"
	if v != AllCards {
		name := s.rec.Seats[v].Name
		text, show = "Show "+name+"'s hidden cards?", "Show "+name+"'s"
	}
	s.ask = ask.New(text,
		ask.Answer{Label: "Cancel", Style: widget.Primary},
		ask.Answer{Label: show, Style: widget.Plain, Act: func(*scenes.Context) { s.setView(v) }})
	s.ask.Layout(s.design)
}

// setView shows view v at the position shown (the first one when
// nothing was shown yet), playing or paused as it was.
func (s *sides) setView(v rules.Seat) {
	pos := 0
	if s.tbl != nil {
		pos = s.Position()
	}
	c, err := control.NewReplayAs(s.rec, pos, v)
	if err != nil {
		s.err = "The game could not be shown that way."
		return
	}
	s.view, s.err = v, ""
	if s.tbl == nil {
		if err := s.startTable(c); err != nil {
			s.err = "The game could not be shown."
		}
		return
	}
	s.tbl.Show(c)
	s.seen, s.wait = pos, 0
}

// sides says whose side of the table the replay shows, and changes it
// when asked (asking first when it would show a hot-seat person hidden
// cards); it reaches the record and the table through the replay.
type sides struct {
	*Scene
	// view is what the table shows: AllCards or a seat's side.
	view rules.Seat
}

// seatsOf returns every seat of rec, in order.
func seatsOf(rec *record.Record) []rules.Seat {
	out := make([]rules.Seat, len(rec.Seats))
	for i := range out {
		out[i] = rules.Seat(i)
	}
	return out
}
