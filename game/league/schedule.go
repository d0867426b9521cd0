package league

import (
	"fmt"
)

// Schedule says, as data, when the sets after the first join the pool and
// how many decks may exist at once. The league counts the decks that exist
// (in use or set aside; not taken apart): someone who would build a new
// deck "would build deck N", N being that count plus one.
//
// Each time someone would build deck N, the league adds the next set of
// the schedule while its step is due (N ≥ AtDeck and some player has
// reached MinScore points at some time), raising the limit of decks to the
// step's Decks. If N is then above the limit, the builder first takes
// apart two decks nobody is using (their cards go back to the pool) and
// builds what is now deck N−2. The builder is the first who may use the
// new set's cards, simply because they join the pool at that build. At
// most one set joins per build, so two steps due at once join at two
// builds, in order.
type Schedule struct {
	// Name says which schedule it is, for people, e.g. "block".
	Name string
	// FirstDecks is how many decks may exist while only the first set is
	// in the pool (5 in every schedule of the rules).
	FirstDecks int
	// Steps add the second, third, … set, in order.
	Steps []Step
	// MinPlayers and MaxPlayers bound the seats the schedule is played
	// with (the one-set schedule is for two or three people).
	MinPlayers, MaxPlayers int
}

// Step adds one set to the pool.
type Step struct {
	// AtDeck: the set is added when someone would build deck AtDeck (or a
	// later number, if the step waited for MinScore).
	AtDeck int `json:"at_deck"`
	// MinScore: the set is only added once some player has reached this
	// many points (the Weatherlight saga's eligibility); 0 for none.
	MinScore int `json:"min_score,omitempty"`
	// Decks is how many decks may exist once the set is in. A step whose
	// Decks is below AtDeck makes that builder take two decks apart first.
	Decks int `json:"decks"`
}

// Schedule names.
const (
	ScheduleOneSet  = "one-set"
	ScheduleTwoSets = "two-sets"
	ScheduleBlock   = "block"
	ScheduleLorwyn  = "four-sets"
	ScheduleSaga    = "saga"
)

// OneSet is the schedule for a single set (a core set): only five decks
// exist; whoever would build deck 6 takes apart two decks not in use and
// builds deck 4 instead. Two or three players only.
func OneSet() Schedule {
	return Schedule{Name: ScheduleOneSet, FirstDecks: 5, MinPlayers: 2, MaxPlayers: 3}
}

// TwoSets is the schedule for two sets: the second joins when someone
// would build deck 6. Nothing is added at deck 11, but the rest of the
// block rule still holds: whoever would build deck 11 takes apart two
// unused decks and builds deck 9, so no more than ten decks exist.
func TwoSets() Schedule {
	return Schedule{Name: ScheduleTwoSets, FirstDecks: 5, MinPlayers: 2, MaxPlayers: 6,
		Steps: []Step{{AtDeck: 6, Decks: 10}}}
}

// Block is the standard schedule for a block of three sets: the second set
// joins when someone would build deck 6; the third when someone would build
// deck 11, who first takes apart two unused decks and builds what is now
// deck 9. From then on whoever would build deck 11 takes two decks apart
// first, so no more than ten decks ever exist.
func Block() Schedule {
	return Schedule{Name: ScheduleBlock, FirstDecks: 5, MinPlayers: 2, MaxPlayers: 6,
		Steps: []Step{{AtDeck: 6, Decks: 10}, {AtDeck: 11, Decks: 10}}}
}

// Lorwyn is the schedule for four sets, big, small, big, small, with 15
// decks: deck 6 adds the second set, deck 11 the third (nothing is taken
// apart), and whoever would build deck 16 adds the fourth, takes two decks
// apart and builds deck 14; from then on deck 16 is never built.
func Lorwyn() Schedule {
	return Schedule{Name: ScheduleLorwyn, FirstDecks: 5, MinPlayers: 2, MaxPlayers: 6,
		Steps: []Step{{AtDeck: 6, Decks: 10}, {AtDeck: 11, Decks: 15}, {AtDeck: 16, Decks: 15}}}
}

// Saga is the Weatherlight-saga schedule for a long sequence of n sets,
// taken as blocks of three (big, small, small). Within block b (counting
// from 0, decks 10b+1 to 10b+10): its first set joins when some player has
// reached 10b points and someone would build deck 10b+1 (block 0's is in
// from the start); its second when someone would build deck 10b+6; its
// third when someone would build deck 10b+11, who takes two decks apart and
// builds deck 10b+9 instead. Until the next block is eligible, whoever would
// build deck 10b+11 takes two decks apart first. With three sets it is the
// block schedule.
func Saga(n int) Schedule {
	s := Schedule{Name: ScheduleSaga, FirstDecks: 5, MinPlayers: 2, MaxPlayers: 6}
	for set := 1; set < n; set++ {
		b := set / 3
		switch set % 3 {
		case 0:
			s.Steps = append(s.Steps, Step{AtDeck: 10*b + 1, MinScore: 10 * b, Decks: 10*b + 5})
		case 1:
			s.Steps = append(s.Steps, Step{AtDeck: 10*b + 6, Decks: 10*b + 10})
		case 2:
			s.Steps = append(s.Steps, Step{AtDeck: 10*b + 11, Decks: 10*b + 10})
		}
	}
	return s
}

// Standard is the rules' schedule for n sets: OneSet, TwoSets, Block, or
// the saga for more; with four sets the rules suggest Lorwyn instead, which
// the caller may choose.
func Standard(n int) Schedule {
	switch n {
	case 1:
		return OneSet()
	case 2:
		return TwoSets()
	case 3:
		return Block()
	}
	return Saga(n)
}

// Sets is how many sets the schedule uses: the first and one per step.
func (s Schedule) Sets() int { return len(s.Steps) + 1 }

// Limits on schedules, so a file cannot ask for absurd numbers.
const (
	MaxSets  = 60
	maxDecks = 1000
)

// Validate checks that the schedule can be played by players seats: every
// step can come due, limits never shrink, a builder who must take decks
// apart always finds two that nobody uses, and the decks built before the
// first round need no taking apart. An error is one plain sentence.
func (s Schedule) Validate(players int) error {
	if s.MinPlayers < 2 || s.MaxPlayers > 6 || s.MinPlayers > s.MaxPlayers {
		return fmt.Errorf("league: the schedule %q must be for 2 to 6 players", s.Name)
	}
	if players < s.MinPlayers || players > s.MaxPlayers {
		return fmt.Errorf("league: the schedule %q is for %d to %d players, not %d", s.Name, s.MinPlayers, s.MaxPlayers, players)
	}
	if len(s.Steps)+1 > MaxSets {
		return fmt.Errorf("league: a schedule may add at most %d sets", MaxSets)
	}
	if s.FirstDecks < 2 || s.FirstDecks > maxDecks {
		return fmt.Errorf("league: the schedule %q must allow 2 to %d decks with the first set", s.Name, maxDecks)
	}
	limit := s.FirstDecks
	for i, st := range s.Steps {
		set := i + 2
		switch {
		case st.AtDeck < 2 || st.AtDeck > limit+1:
			return fmt.Errorf("league: set %d of the schedule joins at deck %d, but only decks 2 to %d can be built then", set, st.AtDeck, limit+1)
		case st.Decks < limit || st.Decks > maxDecks:
			return fmt.Errorf("league: set %d of the schedule would allow %d decks; the limit may only grow (from %d, at most %d)", set, st.Decks, limit, maxDecks)
		case st.Decks < st.AtDeck-2:
			return fmt.Errorf("league: set %d of the schedule would need more than two decks taken apart", set)
		case st.MinScore < 0 || st.MinScore > maxTarget:
			return fmt.Errorf("league: set %d of the schedule waits for an impossible score", set)
		case st.Decks < st.AtDeck && st.AtDeck-players < 2:
			return fmt.Errorf("league: set %d of the schedule takes two decks apart at deck %d, but %d players may not leave two unused decks then", set, st.AtDeck, players)
		}
		limit = st.Decks
	}
	// Before the first round every player builds; no teardown may be needed.
	limit, next := s.FirstDecks, 0
	for n := 1; n <= players; n++ {
		if next < len(s.Steps) && n >= s.Steps[next].AtDeck && s.Steps[next].MinScore <= 0 {
			limit = s.Steps[next].Decks
			next++
		}
		if n > limit {
			return fmt.Errorf("league: the schedule %q allows only %d decks at the start, too few for %d players", s.Name, limit, players)
		}
	}
	// Whoever must take two decks apart finds them: the others hold
	// players-1 decks, the rest (the builder's old deck among them) are
	// unused. Past the start, a teardown comes at the limit when no step
	// is left or the next one waits for points.
	for ; ; next++ {
		if (next == len(s.Steps) || s.Steps[next].MinScore > 0) && limit < players+1 {
			return fmt.Errorf("league: the schedule %q allows only %d decks, too few for %d players", s.Name, limit, players)
		}
		if next == len(s.Steps) {
			break
		}
		limit = s.Steps[next].Decks
	}
	return nil
}
