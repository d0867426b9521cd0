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
// begins, and the seat's tap and untap versions, bumped (tapChanged,
// untapChanged) whenever a permanent the seat controls is tapped or
// untapped. An answer worked out under another version is stale, but one
// that only taps made stale is brought up to date by taking out the mana
// of what was tapped (see tapsSince). Every bump takes a number never
// handed out before (last counts them), so a version names one state:
// cancelling a spell, which untaps what paying it tapped, may give the
// caster its versions from before the spell back (see applyCast).
type manaCache struct {
	ver    uint32
	taps   [MaxSeats]uint32
	untaps [MaxSeats]uint32
	last   uint32
	slots  [MaxSeats + 1]manaSlot
}

// manaVer is the version of what a seat's mana sources, the costs it can
// pay and its priority actions depend on: the board and its own taps and
// untaps.
type manaVer struct{ board, taps, untaps uint32 }

// seatVer returns the current version for seat s.
func (c *manaCache) seatVer(s Seat) manaVer {
	if s < 0 || int(s) >= MaxSeats {
		return manaVer{board: c.ver}
	}
	return manaVer{board: c.ver, taps: c.taps[s], untaps: c.untaps[s]}
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
	// tapOnly says each permanent with mana in srcs makes it only with
	// {T}: tapping it takes all its mana out, and nothing else.
	tapOnly bool
	srcs    []mana.Source
	objs    []ObjID
	abs     []int8
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

// tapsSince reports whether the only change since the slot's answer for
// these arguments was worked out is that permanents were tapped, and its
// permanents make their mana only with {T}: taking out the mana of those
// now tapped (dropTapped) then gives the current answer.
func (m *manaSlot) tapsSince(ver manaVer, s Seat, skip ObjID, alt int) bool {
	return m.filled && m.tapOnly && m.ver.board == ver.board && m.ver.untaps == ver.untaps &&
		m.seat == s && m.skip == skip && m.alt == alt
}

// dropTapped takes the mana of the permanents now tapped out of the slot
// (see tapsSince) and gives it version ver.
func (g *Game) dropTapped(m *manaSlot, ver manaVer) {
	objs, n := m.objs, 0
	for i, id := range objs {
		if g.objs[id].Tapped {
			continue
		}
		if n != i {
			m.srcs[n], objs[n], m.abs[n] = m.srcs[i], id, m.abs[i]
		}
		n++
	}
	m.srcs, m.objs, m.abs, m.ver = m.srcs[:n], objs[:n], m.abs[:n], ver
}

// manaChanged notes that the mana sources of any seat may have changed:
// a permanent moved or changed its characteristics, or a turn began
// (summoning sickness). The next manaSources call works them out again.
func (g *Game) manaChanged() { g.mana.ver = g.mana.next() }

// tapChanged notes that a permanent seat s controls was tapped.
func (g *Game) tapChanged(s Seat) { g.seatChanged(&g.mana.taps, s) }

// untapChanged notes that a permanent seat s controls was untapped.
func (g *Game) untapChanged(s Seat) { g.seatChanged(&g.mana.untaps, s) }

// seatChanged gives seat s a new version in vers (its taps or untaps),
// or the board a new version if there is no such seat.
func (g *Game) seatChanged(vers *[MaxSeats]uint32, s Seat) {
	if s < 0 || int(s) >= MaxSeats {
		g.manaChanged()
		return
	}
	vers[s] = g.mana.next()
}

// restore gives seat s its version ver back, from before the taps and
// untaps since (see applyCast). The seat's answers worked out in between
// are forgotten: versions no longer only grow, as tapsSince needs.
func (c *manaCache) restore(s Seat, ver manaVer) {
	c.taps[s], c.untaps[s] = ver.taps, ver.untaps
	for _, m := range [...]*manaSlot{&c.slots[s], &c.slots[MaxSeats]} { // see slot
		if m.seat == s && m.ver != ver {
			m.filled = false
		}
	}
}
