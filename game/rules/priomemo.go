package rules

import "github.com/kitchentable/kitchentable/game/mana"

// prioMemo remembers a seat's last list of priority actions with what it
// depends on, so that a seat given priority again in a state that did not
// change for it (the next step of a quiet turn, or after cancelling a
// spell) gets the list back without working it out. The list depends on
// the seat's hand (its version: see handState), pool, life and land
// drop, on whether the seat has sorcery timing, on the stack (spells as
// targets), and on everything the mana version covers: the permanents
// (moves, taps, characteristics, hence targets, costs and abilities), the
// seats still playing and the turn (summoning sickness); see manaChanged.
type prioMemo struct {
	filled bool
	ver    manaVer
	pool   mana.Pool
	life   int
	lands  int
	hand   uint32
	stack  []stackKey
	acts   []Action
}

// stackKey is what the priority actions see of a stack item.
type stackKey struct {
	obj     ObjID
	stamp   uint32
	isSpell bool
}

// maxMemoStack is the deepest stack a prioMemo remembers a list for.
const maxMemoStack = 4

// prioMemoFor returns seat s's memo for lists with or without sorcery
// timing (a seat has one of each: the active player's main phases and
// other steps take turns), or nil when the stack is too deep to remember.
func (g *Game) prioMemoFor(s Seat, sorcery bool) *prioMemo {
	if len(g.stack) > maxMemoStack || s < 0 || int(s) >= len(g.players) {
		return nil
	}
	if len(g.prio) != 2*len(g.players) {
		g.prio = make([]prioMemo, 2*len(g.players))
	}
	i := 2 * int(s)
	if sorcery {
		i++
	}
	return &g.prio[i]
}

// holds reports whether m, the memo prioMemoFor gave, holds the priority
// actions of seat s now.
func (m *prioMemo) holds(g *Game, s Seat) bool {
	p := &g.players[s]
	if !m.filled || m.ver != g.mana.seatVer(s) || m.pool != p.Pool ||
		m.life != p.Life || m.lands != p.LandsPlayed || len(m.stack) != len(g.stack) || m.hand != g.hands[s].ver {
		return false
	}
	for i := range m.stack {
		it := &g.stack[i]
		if m.stack[i] != (stackKey{obj: it.obj, stamp: it.stamp, isSpell: it.isSpell}) {
			return false
		}
	}
	return true
}

// fill remembers m.acts, just listed, as the priority actions of seat s now.
func (m *prioMemo) fill(g *Game, s Seat) {
	p := &g.players[s]
	m.filled, m.ver, m.pool, m.life, m.lands = true, g.mana.seatVer(s), p.Pool, p.Life, p.LandsPlayed
	m.hand = g.hands[s].ver
	m.stack = m.stack[:0]
	for i := range g.stack {
		it := &g.stack[i]
		m.stack = append(m.stack, stackKey{obj: it.obj, stamp: it.stamp, isSpell: it.isSpell})
	}
}

// handState is what the game keeps of a seat's hand besides its cards: a
// version, which handChanged bumps whenever a card comes or goes (or a
// guess deals another card), and whether the hand held an instant or flash
// card at version instVer (see hasInstant).
type handState struct {
	ver      uint32
	instSeen bool
	instVer  uint32
	instant  bool
}

// handChanged notes that the cards in seat s's hand changed.
func (g *Game) handChanged(s Seat) {
	if s >= 0 && int(s) < MaxSeats {
		g.hands[s].ver++
	}
}

// hasInstant reports whether seat s's hand holds an instant or flash card,
// looking again only when the hand changed since.
func (g *Game) hasInstant(s Seat) bool {
	h := &g.hands[s]
	if !h.instSeen || h.instVer != h.ver {
		h.instSeen, h.instVer, h.instant = true, h.ver, g.handHasInstant(s)
	}
	return h.instant
}

// handHasInstant reports whether seat s's hand holds an instant or flash card.
func (g *Game) handHasInstant(s Seat) bool {
	for _, id := range g.players[s].Hand {
		if g.objs[id].instant {
			return true
		}
	}
	return false
}
