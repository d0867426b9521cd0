package control

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/match"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
)

// replay is what a replaying controller keeps: the whole record's
// actions and how far it may go.
type replay struct {
	actions []string // every recorded action
	want    int      // the position the replay may move on to
	// before is the game one action before the end, whose losers still
	// hold their cards (made once, when the end is shown).
	before      *rules.Game
	beforeTried bool
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
	n := len(rec.Seats)
	c.levels = make([]string, n)
	players := make([]match.Player[*rules.Knowledge, rules.Action], n)
	for i := range players {
		players[i] = replayer{c}
	}
	if err := c.start(players, Options{syncAI: true}); err != nil {
		return nil, err
	}
	return c, nil
}

// replayer plays every seat of a replay: it answers with the next
// recorded action.
type replayer struct{ c *Controller }

// Choose implements match.Player.
func (p replayer) Choose(context.Context, *rules.Knowledge) (rules.Action, error) {
	c := p.c
	i := len(c.rec.Actions)
	if i >= len(c.replay.actions) {
		return rules.Action{}, errRecordEnds
	}
	return record.ParseAction(c.replay.actions[i], c.legalNow())
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

// logSeat is the seat whose log lines are written for viewer: in a
// replay, the seat it is watched as (every card named for all of them).
func (c *Replayer) logSeat(viewer rules.Seat) rules.Seat {
	if c.replay != nil {
		return c.replay.seat
	}
	return viewer
}

// viewer is the seat whose eyes are on the screen: a replay's seat when
// it is watched as one, else the match's viewer.
func (c *Controller) viewer() rules.Seat {
	if c.replay != nil && c.replay.seat != gamelog.Everyone {
		return c.replay.seat
	}
	return c.run.Viewer()
}

// replayUI is a replay's prompt: whose turn and step it is and who
// decides, with no buttons.
func (c *Replayer) replayUI() {
	c.prompter.ui.prompt.Waiting = true
	d := c.g.Pending()
	active, step := c.g.Active(), c.g.Step()
	if d.Seat == active || d.Seat == rules.NoSeat {
		c.prompter.say("%s's %s", c.name(active), stepName(step))
		return
	}
	c.prompter.say("%s's %s: %s decides", c.name(active), stepName(step), c.name(d.Seat))
}

// replayView is the view of a replay: the watched seat's own or, for
// every card, seat 0's with every hand shown; once the game is over,
// with the last losers' cards as they lay.
func (c *Replayer) replayView() *rules.View {
	all := c.replay.seat == gamelog.Everyone
	v := c.g.View(c.Viewer())
	if c.g.Over() {
		if b := c.beforeEnd(); b != nil {
			keepLosers(v, b, all)
		}
	}
	if all {
		showHands(v, c.g)
	}
	return v
}

// beforeEnd returns the game one action before the replay's position,
// made once (nil when it cannot be).
func (c *Replayer) beforeEnd() *rules.Game {
	r := c.replay
	if !r.beforeTried {
		r.beforeTried = true
		if n := len(c.rec.Actions); n > 0 {
			prev := c.rec
			prev.Actions = c.rec.Actions[:n-1]
			if g, err := prev.Start(); err == nil {
				r.before = g
			}
		}
	}
	return r.before
}

// keepLosers puts back into v, the view of a game that is over, what the
// seats that lost in its last action held one action before (game
// before): the engine takes a loser's cards out of the game, but the
// final table should show the board as it stood when the game ended.
// A loser's hand is shown face up only with all set (or to its own
// seat).
func keepLosers(v *rules.View, before *rules.Game, all bool) {
	bv := before.View(v.Seat)
	for i := range v.Players {
		p := &v.Players[i]
		if !p.Lost || i >= len(bv.Players) || bv.Players[i].Lost {
			continue
		}
		b, s := &bv.Players[i], p.Seat
		p.HandCount, p.LibraryCount, p.MillCounters = b.HandCount, b.LibraryCount, b.MillCounters
		p.Graveyard, p.Exile, p.Command, p.Shown = b.Graveyard, b.Exile, b.Command, b.Shown
		p.Hand = b.Hand
		if all {
			p.Hand = before.View(s).Players[i].Hand
		}
		for _, cv := range bv.Battlefield {
			if (cv.Owner == s || cv.Controller == s) && !inView(v, cv.ID) {
				v.Battlefield = append(v.Battlefield, cv)
			}
		}
	}
}

// inView reports whether v's battlefield holds id.
func inView(v *rules.View, id rules.ObjID) bool {
	for i := range v.Battlefield {
		if v.Battlefield[i].ID == id {
			return true
		}
	}
	return false
}

// showHands shows every hand of v face up, each as its owner sees it.
func showHands(v *rules.View, g *rules.Game) {
	for i := range v.Players {
		p := &v.Players[i]
		if p.Seat == v.Seat || len(p.Hand) > 0 || p.Lost || p.HandCount == 0 {
			continue
		}
		p.Hand = g.View(p.Seat).Players[i].Hand
	}
}
