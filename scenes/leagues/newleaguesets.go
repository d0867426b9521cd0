package leagues

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/render/widget"
)

// Sets a saga may use on this screen (the rows that fit under the
// schedule), and the fewest: with three it is the block.
const (
	maxSagaSets = 6
	minSagaSets = 4
)

// scheduleChoice is one schedule of the rules the screen offers.
type scheduleChoice struct {
	label string
	// sets is how many sets it takes; 0 for the saga (any from
	// minSagaSets).
	sets int
	make func(n int) league.Schedule
	// about says what it means, in a sentence or three.
	about string
}

// schedules are the rules' schedules, the standard block first.
var schedules = []scheduleChoice{
	{label: "Standard block: three sets", sets: 3, make: func(int) league.Schedule { return league.Block() },
		about: "The first set (normally the large one) is the pool at the start. The second joins when someone would build deck 6; the third when someone would build deck 11, who first takes two unused decks apart and builds what is now deck 9. Never more than ten decks."},
	{label: "Two sets", sets: 2, make: func(int) league.Schedule { return league.TwoSets() },
		about: "The second set joins when someone would build deck 6. Nothing joins at deck 11, but whoever would build it takes two unused decks apart and builds deck 9: never more than ten decks."},
	{label: "One set (two or three players)", sets: 1, make: func(int) league.Schedule { return league.OneSet() },
		about: "Only five decks: whoever would build deck 6 takes two unused decks apart and builds deck 4 instead. For two or three players."},
	{label: "Four sets, Lorwyn style (15 decks)", sets: 4, make: func(int) league.Schedule { return league.Lorwyn() },
		about: "For big, small, big, small sets. The second joins at deck 6; the third at deck 11, with nothing taken apart; the fourth at deck 16, whose builder takes two decks apart and builds deck 14. Never more than fifteen decks."},
	{label: "Weatherlight saga (4 or more sets)", sets: 0, make: league.Saga,
		about: "Blocks of three sets. The 2nd joins at deck 6; the 3rd at deck 11, who takes two decks apart and builds deck 9. The 4th waits until a player has 10 points, then joins at the next deck 11; the 5th at deck 16, the 6th at deck 21 (two taken apart), and so on, 10 points more per block."},
}

// setRow is one set of the league, in the order the sets join: which set,
// whether it has extra basic lands, and whether one of each of its
// special cards is taken.
type setRow struct {
	set     widget.Cycler
	extra   widget.Toggle
	special widget.Toggle
}

// loadPoolSets lists the sets a pool can be made of, the block first in
// its order, then the others (the starter set, the player's own) as the
// library has them; and finds the basic lands.
func (s *Create) loadPoolSets() {
	if s.svc.Catalog == nil {
		return
	}
	byCode := map[string]*card.Set{}
	for _, set := range s.svc.Catalog.Lib.Sets() {
		byCode[set.Code] = set
	}
	if b := byCode[catalog.BasicSet]; b != nil {
		s.basics = b.Cards
	}
	for _, code := range catalog.BlockSets {
		if set := byCode[code]; set != nil && poolSet(set) {
			s.pool = append(s.pool, set)
		}
	}
	for _, set := range s.svc.Catalog.Lib.Sets() {
		if !slices.Contains(catalog.BlockSets, set.Code) && poolSet(set) {
			s.pool = append(s.pool, set)
		}
	}
	names := map[string]int{}
	for _, set := range s.pool {
		names[strings.ToLower(set.Name)]++
	}
	for _, set := range s.pool {
		label := set.Name
		if names[strings.ToLower(set.Name)] > 1 {
			label = fmt.Sprintf("%s (%s)", set.Name, set.Code)
		}
		s.poolNames = append(s.poolNames, label)
	}
}

// poolSet reports whether a set has cards for a 421 pool (a set of
// schemes or of basic lands has none).
func poolSet(set *card.Set) bool {
	for _, d := range set.Cards {
		if league.Copies(d.Rarity) > 0 && !d.Types.Has(card.Scheme) && !d.Super.Has(card.Basic) && !d.Token {
			return true
		}
	}
	return false
}

// schedule is the chosen schedule choice.
func (s *Create) schedule() scheduleChoice {
	return schedules[min(max(0, s.sched.Index), len(schedules)-1)]
}

// wantRows is how many set rows the chosen schedule takes.
func (s *Create) wantRows() int {
	if n := s.schedule().sets; n > 0 {
		return n
	}
	return min(max(len(s.rows), minSagaSets), maxSagaSets)
}

// fitRows adds or removes set rows to n: a new row takes the first set no
// row uses yet.
func (s *Create) fitRows(n int) {
	for len(s.rows) > n {
		s.rows = s.rows[:len(s.rows)-1]
	}
	for len(s.rows) < n {
		r := &setRow{set: widget.Cycler{Options: s.poolNames, Rows: 8}}
		for i := range s.pool {
			if !slices.ContainsFunc(s.rows, func(o *setRow) bool { return o.set.Index == i }) {
				r.set.Index = i
				break
			}
		}
		s.rows = append(s.rows, r)
	}
}

// chosenSet is row r's set, or nil with no sets loaded.
func (s *Create) chosenSet(r *setRow) *card.Set {
	if len(s.pool) == 0 {
		return nil
	}
	return s.pool[min(max(0, r.set.Index), len(s.pool)-1)]
}

// spec is row r as the league takes it; a set with no special cards
// takes none, whatever its switch says.
func (s *Create) spec(r *setRow) league.SetSpec {
	set := s.chosenSet(r)
	sp := league.SetSpec{Set: set, ExtraBasics: r.extra.On}
	sp.Specials = set != nil && r.special.On && league.SpecialCards(set) > 0
	return sp
}

// setsProblem says what is wrong with the chosen sets, or "".
func (s *Create) setsProblem() string {
	if len(s.pool) == 0 || len(s.basics) == 0 {
		return "There are no card sets to make a pool from."
	}
	if n := len(s.rows); n > len(s.pool) {
		return fmt.Sprintf("This schedule needs %d different sets, and only %d are loaded.", n, len(s.pool))
	}
	for i, r := range s.rows {
		for j := range s.rows[:i] {
			if s.rows[j].set.Index == r.set.Index {
				return fmt.Sprintf("Set %d and set %d are both %s: choose each set once.", j+1, i+1, s.chosenSet(r).Name)
			}
		}
	}
	return ""
}
