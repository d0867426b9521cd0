package rules

import "github.com/kitchentable/kitchentable/game/mana"

// manaCache remembers the answers of manaSourcesAlt while nothing they
// depend on changes: each seat's plain answer (no alternative abilities)
// has a slot of its own, so that seats taking turns to list their actions
// do not push each other's answers out, and one more slot holds the last
// other answer. The game bumps ver (see manaChanged) whenever a permanent
// is tapped or untapped, moves, or changes its characteristics, or a turn
// begins; an answer worked out under another ver is stale.
type manaCache struct {
	ver   uint32
	slots [MaxSeats + 1]manaSlot
}

// manaSlot is one remembered answer of manaSourcesAlt.
type manaSlot struct {
	filled bool
	ver    uint32
	seat   Seat
	skip   ObjID
	alt    int
	multi  int
	srcs   []mana.Source
	objs   []ObjID
	abs    []int8
}

// slot returns the slot for an answer of manaSourcesAlt(s, skip, alt).
func (c *manaCache) slot(s Seat, skip ObjID, alt int) *manaSlot {
	if skip == NoObj && alt == 0 && s >= 0 && int(s) < MaxSeats {
		return &c.slots[s]
	}
	return &c.slots[MaxSeats]
}

// holds reports whether the slot holds the current answer for these arguments.
func (m *manaSlot) holds(ver uint32, s Seat, skip ObjID, alt int) bool {
	return m.filled && m.ver == ver && m.seat == s && m.skip == skip && m.alt == alt
}

// manaChanged notes that the mana sources of some seat may have changed:
// a permanent was tapped or untapped, moved, or changed its
// characteristics, or a turn began (summoning sickness). The next
// manaSources call works them out again.
func (g *Game) manaChanged() { g.mana.ver++ }
