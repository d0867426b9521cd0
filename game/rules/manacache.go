package rules

import "github.com/kitchentable/kitchentable/game/mana"

// manaCache remembers the answers of manaSourcesAlt while nothing they
// depend on changes: each seat's plain answer (no alternative abilities)
// has a slot of its own, so that seats taking turns to list their actions
// do not push each other's answers out, and one more slot holds the last
// other answer.
//
// What an answer for a seat depends on is named by a version (see
// manaVer): the board version, which the game bumps (manaChanged)
// whenever a permanent moves or changes its characteristics, or a turn
// begins, and the seat's tap version, bumped (tapChanged) whenever a
// permanent the seat controls is tapped or untapped. An answer worked out
// under another version is stale. Every bump takes a number never handed
// out before (last counts them), so a version names one state: cancelling
// a spell, which untaps what paying it tapped, may give the caster its
// tap version from before the spell back (see applyCast).
type manaCache struct {
	ver   uint32
	taps  [MaxSeats]uint32
	last  uint32
	slots [MaxSeats + 1]manaSlot
}

// manaVer is the version of what a seat's mana sources, the costs it can
// pay and its priority actions depend on: the board and its own taps.
type manaVer struct{ board, taps uint32 }

// seatVer returns the current version for seat s.
func (c *manaCache) seatVer(s Seat) manaVer {
	if s < 0 || int(s) >= MaxSeats {
		return manaVer{board: c.ver}
	}
	return manaVer{board: c.ver, taps: c.taps[s]}
}

// next returns a version number not handed out before.
func (c *manaCache) next() uint32 {
	c.last++
	return c.last
}

// manaSlot is one remembered answer of manaSourcesAlt.
type manaSlot struct {
	filled bool
	ver    manaVer
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
func (m *manaSlot) holds(ver manaVer, s Seat, skip ObjID, alt int) bool {
	return m.filled && m.ver == ver && m.seat == s && m.skip == skip && m.alt == alt
}

// manaChanged notes that the mana sources of any seat may have changed:
// a permanent moved or changed its characteristics, or a turn began
// (summoning sickness). The next manaSources call works them out again.
func (g *Game) manaChanged() { g.mana.ver = g.mana.next() }

// tapChanged notes that a permanent seat s controls was tapped or untapped.
func (g *Game) tapChanged(s Seat) {
	if s < 0 || int(s) >= MaxSeats {
		g.manaChanged()
		return
	}
	g.mana.taps[s] = g.mana.next()
}
