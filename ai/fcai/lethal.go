package fcai

import (
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
)

// Budgets of actions applied in one win check: Hard looks deep, Easy only
// at short lines.
const (
	lethalBudget     = 2000
	easyLethalBudget = 200
)

// winCheck looks, in one world sampled from what a seat knows, for a line
// of the seat's own actions that wins before the turn ends whatever the
// opponent answers in between (every answer it could give in that world
// is tried: an AND-OR search).
type winCheck struct {
	me     fourcuatro.Seat
	turn   int
	budget int
}

// winNow returns the first action of a line that wins this turn, and
// whether there is one.
func winNow(k *fourcuatro.Knowledge, legal []fourcuatro.Action, r *rand.Rand, budget int) (fourcuatro.Action, bool) {
	return winIn(k.Sample(r), k.Seat(), distinct(k.View(), legal), budget)
}

// winIn is winNow in world g for seat me, trying the actions cands.
func winIn(g *fourcuatro.Game, me fourcuatro.Seat, cands []fourcuatro.Action, budget int) (fourcuatro.Action, bool) {
	w := &winCheck{me: me, turn: g.Turn(), budget: budget}
	for _, a := range cands {
		h := g.Clone()
		if w.apply(h, a) && w.wins(h) {
			return a, true
		}
		if w.budget <= 0 {
			break
		}
	}
	return fourcuatro.Action{}, false
}

// apply applies a to h, counting it against the budget.
func (w *winCheck) apply(h *fourcuatro.Game, a fourcuatro.Action) bool {
	w.budget--
	_, err := h.Apply(a)
	return err == nil
}

// wins reports whether the seat wins in h before the turn ends: one of its
// actions wins at each of its decisions, all of the opponent's at each of
// theirs.
func (w *winCheck) wins(h *fourcuatro.Game) bool {
	if h.Over() {
		return h.Winner() == w.me
	}
	if h.Turn() != w.turn || w.budget <= 0 {
		return false
	}
	legal := h.LegalInto(nil)
	mine := h.Deciding() == w.me
	for _, a := range legal {
		c := h.Clone()
		ok := w.apply(c, a) && w.wins(c)
		if mine && ok {
			return true
		}
		if !mine && !ok {
			return false
		}
		if w.budget <= 0 {
			return false
		}
	}
	return !mine && len(legal) > 0
}
