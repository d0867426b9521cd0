package control

import (
	"context"

	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
)

// newLocalReplay starts the local table of a replay of r's actions,
// from rec's (the first of them): every seat is played by the record.
func newLocalReplay(rec *record.Record, r *replay, h localHooks) (*localTable, error) {
	n := len(rec.Seats)
	t := &localTable{rec: rec, levels: make([]string, n), replay: r}
	players := make([]seatPlayer, n)
	for i := range players {
		players[i] = replayer{t}
	}
	if err := t.start(players, Options{syncAI: true}, false, h); err != nil {
		return nil, err
	}
	return t, nil
}

// replayer plays every seat of a replay: it answers with the next
// recorded action.
type replayer struct{ t *localTable }

// Choose implements match.Player.
func (p replayer) Choose(context.Context, *rules.Knowledge) (rules.Action, error) {
	t := p.t
	i := len(t.rec.Actions)
	if i >= len(t.replay.actions) {
		return rules.Action{}, errRecordEnds
	}
	return record.ParseAction(t.replay.actions[i], t.g.Legal())
}

// replayView is the view of a replay: the watched seat's own or, for
// every card, seat 0's with every hand shown; once the game is over,
// with the last losers' cards as they lay.
func (t *localTable) replayView(viewer rules.Seat) *rules.View {
	all := t.replay.seat == gamelog.Everyone
	v := t.g.View(viewer)
	if t.g.Over() {
		if b := t.beforeEnd(); b != nil {
			keepLosers(v, b, all)
		}
	}
	if all {
		showHands(v, t.g)
	}
	return v
}

// beforeEnd returns the game one action before the replay's position,
// made once (nil when it cannot be).
func (t *localTable) beforeEnd() *rules.Game {
	if !t.beforeTried {
		t.beforeTried = true
		if n := len(t.rec.Actions); n > 0 {
			prev := *t.rec
			prev.Actions = t.rec.Actions[:n-1]
			if g, err := prev.Start(); err == nil {
				t.before = g
			}
		}
	}
	return t.before
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
