package medium

import (
	"encoding/binary"
	"hash/fnv"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/rules"
)

// WinNow returns the first action of a line that wins the game before
// this turn ends whatever the opponents block (see lethalSearch), played
// out in a world sample draws from what k knows (with a seed for the
// opponents' choices), and whether there is
// one. It looks only when reach says the opponents' life is within it.
// After a search found nothing, memo (when not nil) keeps it from
// searching again until the opponents have done something (see
// lethalKey): everything our own actions lead to was in that search.
func WinNow(k *rules.Knowledge, legal []rules.Action, budget int, memo *uint64, sample func() (*rules.Game, uint64)) (rules.Action, bool) {
	d := k.Pending()
	if d.Kind == rules.DecideMulligan || len(legal) < 2 {
		return rules.Action{}, false
	}
	v := k.View()
	b := NewBoard(v)
	if len(b.Foes()) == 0 || b.reach() < b.foesLife() {
		return rules.Action{}, false
	}
	key := lethalKey(b)
	if memo != nil && *memo == key {
		return rules.Action{}, false
	}
	g, seed := sample()
	ls := newLethalSearch(g, k.Seat(), budget, seed)
	a, ok := ls.find(g)
	if !ok || !pick.Contains(legal, a) {
		if memo != nil {
			*memo = key
		}
		return rules.Action{}, false
	}
	return a, true
}

// lethalKey sums up what the opponents have done this turn as far as a
// lethal search cares: the turn, their cards in hand, their spells and
// abilities on the stack and every block declared, and the size of our
// hand (a card drawn was only guessed in the sample). Our other actions
// and passing priority lead only to positions a search from earlier in
// the turn went through.
func lethalKey(b *Board) uint64 {
	h := fnv.New64a()
	var buf [8]byte
	put := func(n int) {
		binary.LittleEndian.PutUint64(buf[:], uint64(n))
		h.Write(buf[:])
	}
	put(b.V.Turn)
	put(len(b.V.Players[b.Me].Hand)) // a card drawn is news (a sample guessed it)
	for _, f := range b.Foes() {
		put(int(f))
		put(b.V.Players[f].HandCount)
	}
	for i := range b.V.Stack {
		if b.foe(b.V.Stack[i].Controller) {
			put(int(b.V.Stack[i].Source.ID))
			put(b.V.Stack[i].Ability)
		}
	}
	for i := range b.V.Battlefield {
		if c := &b.V.Battlefield[i]; c.Blocking != rules.NoObj {
			put(int(c.ID))
			put(int(c.Blocking))
		}
	}
	return h.Sum64() | 1 // never 0, the memo's empty value
}

// SafeBlock returns, for a block declaration while the creatures
// attacking the seat could kill it, prefer when some way to go on from
// it keeps the seat alive to the end of the turn (see lethalSearch with
// the goal to survive), else the first action that does; prefer when
// nothing does or nothing threatens.
func SafeBlock(k *rules.Knowledge, legal []rules.Action, prefer rules.Action, budget int, sample func() (*rules.Game, uint64)) rules.Action {
	d := k.Pending()
	if d.Kind != rules.DecideBlockers || !threatened(NewBoard(k.View())) {
		return prefer
	}
	g, seed := sample()
	ls := newLethalSearch(g, k.Seat(), budget, seed)
	ls.survive = true
	if a, ok := ls.findFrom(g, prefer, true); ok && pick.Contains(legal, a) {
		return a
	}
	return prefer
}

// threatened reports whether the creatures attacking the deciding seat
// deal at least its life if nothing blocks them.
func threatened(b *Board) bool {
	n := 0
	for i := range b.V.Battlefield {
		if c := &b.V.Battlefield[i]; c.Attacking == b.Me && cardvalue.IsCreature(c) {
			n += Strikes(c)
		}
	}
	return n > 0 && n >= b.V.Players[b.Me].Life
}
