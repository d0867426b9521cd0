package ai

import (
	"github.com/kitchentable/kitchentable/game/rules"
)

// winNow returns the first action of a line that wins the game before
// this turn ends whatever the opponents block (see lethalSearch), played
// out in a world sample draws from what k knows (with a seed for the
// opponents' choices), and whether there is
// one. It looks only when reach says the opponents' life is within it.
func winNow(k *rules.Knowledge, legal []rules.Action, budget int, sample func() (*rules.Game, uint64)) (rules.Action, bool) {
	d := k.Pending()
	if d.Kind == rules.DecideMulligan || len(legal) < 2 {
		return rules.Action{}, false
	}
	b := newBoard(k.View())
	if len(b.foes()) == 0 || b.reach() < b.foesLife() {
		return rules.Action{}, false
	}
	g, seed := sample()
	ls := newLethalSearch(g, k.Seat(), budget, seed)
	a, ok := ls.find(g)
	if !ok || !contains(legal, a) {
		return rules.Action{}, false
	}
	return a, true
}

// safeBlock returns, for a block declaration while the creatures
// attacking the seat could kill it, prefer when some way to go on from
// it keeps the seat alive to the end of the turn (see lethalSearch with
// the goal to survive), else the first action that does; prefer when
// nothing does or nothing threatens.
func safeBlock(k *rules.Knowledge, legal []rules.Action, prefer rules.Action, budget int, sample func() (*rules.Game, uint64)) rules.Action {
	d := k.Pending()
	if d.Kind != rules.DecideBlockers || !threatened(newBoard(k.View())) {
		return prefer
	}
	g, seed := sample()
	ls := newLethalSearch(g, k.Seat(), budget, seed)
	ls.survive = true
	if a, ok := ls.findFrom(g, prefer, true); ok && contains(legal, a) {
		return a
	}
	return prefer
}

// threatened reports whether the creatures attacking the deciding seat
// deal at least its life if nothing blocks them.
func threatened(b *board) bool {
	n := 0
	for i := range b.v.Battlefield {
		if c := &b.v.Battlefield[i]; c.Attacking == b.me && isCreature(c) {
			n += strikes(c)
		}
	}
	return n > 0 && n >= b.v.Players[b.me].Life
}
