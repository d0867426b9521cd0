package control

import (
	"errors"
	"fmt"
	"slices"

	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
)

// replay is what a replaying controller keeps: the whole record's
// actions and how far it may go.
type replay struct {
	actions []string // every recorded action
	want    int      // the position the replay may move on to
	// seat is the seat whose side the replay shows (its view and its
	// log), or gamelog.Everyone for every card.
	seat rules.Seat
}

// errRecordEnds is the replaying seat's answer past the record's end.
var errRecordEnds = errors.New("control: the record has no more actions")

// NewReplay builds rec's game after its first at actions (clamped to
// the record) for watching it again with every card shown: it is
// NewReplayAs(rec, at, gamelog.Everyone).
func NewReplay(rec *record.Record, at int) (*Controller, error) {
	return NewReplayAs(rec, at, gamelog.Everyone)
}

// NewReplayAs builds rec's game after its first at actions (clamped to
// the record) for watching it again from seat's side. Nobody plays it:
// the input methods refuse everything and no computer thinks. With seat
// gamelog.Everyone the view shows every seat's hand from seat 0's place
// and the log names every card; with a seat of the game, the table is
// that seat's own, exactly as it saw the game (its view and its log: the
// other hands as backs, nothing it was not allowed to see). At the end
// the seats that lost with the last action keep their cards on the
// table. The game moves on only by Advance, one recorded action at a
// Tick that is not busy.
func NewReplayAs(rec *record.Record, at int, seat rules.Seat) (*Controller, error) {
	if rec == nil {
		return nil, errors.New("control: no game record")
	}
	if seat != gamelog.Everyone && (seat < 0 || int(seat) >= len(rec.Seats)) {
		return nil, fmt.Errorf("control: no seat %d to replay the game from", seat)
	}
	at = min(max(at, 0), len(rec.Actions))
	c := newController(rec, nil)
	c.rec.Actions = c.rec.Actions[:at]
	c.replay = &replay{actions: slices.Clone(rec.Actions), want: at, seat: seat}
	t, err := newLocalReplay(&c.rec, c.replay, c.localHooks())
	if err != nil {
		return nil, err
	}
	c.attach(t)
	return c, nil
}

// Replaying reports whether the controller replays a record (NewReplay).
func (c *Replayer) Replaying() bool { return c.replay != nil }

// Position returns how many recorded actions a replay has applied (for
// a game being played, how many actions were taken).
func (c *Replayer) Position() int { return len(c.rec.Actions) }

// Length returns how many actions a replay's record holds (for a game
// being played, Position).
func (c *Replayer) Length() int {
	if c.replay == nil {
		return len(c.rec.Actions)
	}
	return len(c.replay.actions)
}

// Advance lets a replay apply its next recorded action at the next Tick
// that is not busy; called again before that, it lets one more follow.
// It reports false, and does nothing, when no recorded action is left
// to allow, or for a game being played.
func (c *Replayer) Advance() bool {
	r := c.replay
	if r == nil || r.want >= len(r.actions) {
		return false
	}
	r.want = max(r.want, len(c.rec.Actions)) + 1
	return true
}

// Waiting reports whether a replay was allowed an action it has not
// applied yet.
func (c *Replayer) Waiting() bool {
	return c.replay != nil && c.replay.want > len(c.rec.Actions)
}

// ReplaySeat returns the seat whose side a replay shows, or
// gamelog.Everyone when it shows every card (and for a game being
// played).
func (c *Replayer) ReplaySeat() rules.Seat {
	if c.replay == nil {
		return gamelog.Everyone
	}
	return c.replay.seat
}

// replayUI is a replay's prompt: whose turn and step it is and who
// decides, with no buttons.
func (c *Replayer) replayUI() {
	c.prompter.ui.prompt.Waiting = true
	v := c.View()
	d, active, step := v.Pending, v.Active, v.Step
	if d.Seat == active || d.Seat == rules.NoSeat {
		c.prompter.say("%s's %s", c.name(active), stepName(step))
		return
	}
	c.prompter.say("%s's %s: %s decides", c.name(active), stepName(step), c.name(d.Seat))
}
