package league

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode/utf8"

	"github.com/kitchentable/kitchentable/game/card"
)

// Numbers of the rules.
const (
	// DeckSize is the exact size of every deck.
	DeckSize = 60
	// BasicCopies is how many of each basic land the pool starts with.
	BasicCopies = 48
	// ExtraBasicCopies of each basic land join with a set marked as having
	// extra basic lands.
	ExtraBasicCopies = 12
	// DefaultTarget is the score a league is played to unless told otherwise.
	DefaultTarget = 21
	// MaxName is the longest league, player or set name, in characters.
	MaxName = card.MaxName

	maxTarget = 10000
)

// Copies is how many copies of a card of rarity r a "421 set" holds: 4 of
// each common, 2 of each uncommon, 1 of each rare and mythic rare. Other
// cards (basic lands, marked Special) are not part of a 421 set.
func Copies(r card.Rarity) int {
	switch r {
	case card.Common:
		return 4
	case card.Uncommon:
		return 2
	case card.Rare, card.Mythic:
		return 1
	}
	return 0
}

// SetSpec is one set the league uses.
type SetSpec struct {
	Set *card.Set
	// ExtraBasics marks a set with extra basic lands (like a snow set):
	// when it joins the pool, 12 more of each basic land join with it.
	ExtraBasics bool
	// Specials adds one of each card the set marks as special (like Time
	// Spiral's timeshifted reprints); without it those cards stay out.
	Specials bool
}

// Size is how many cards the set's 421 set brings to the pool, with
// basics basic lands: its cards by rarity, one of each special card if
// taken, and 12 of each basic land if it has extra basic lands.
func (s SetSpec) Size(basics int) int {
	n := 0
	if s.Set != nil {
		for _, d := range s.Set.Cards {
			if d != nil && !d.Super.Has(card.Basic) {
				n += setCopies(d, s.Specials)
			}
		}
	}
	if s.ExtraBasics {
		n += ExtraBasicCopies * basics
	}
	return n
}

// SpecialCards is how many cards of set s are marked special (and may be
// taken one of each with SetSpec.Specials).
func SpecialCards(s *card.Set) int {
	n := 0
	for _, d := range s.Cards {
		if d != nil && d.SpecialCard && !d.Token {
			n++
		}
	}
	return n
}

// SitOut says who sits out the first round of a league with an odd number
// of players: SitOutLast, SitOutDrawn, or a seat given by SitOutSeat.
type SitOut int

// The ways to choose who sits out first.
const (
	// SitOutLast: the last seat sits out first (it built last, from the
	// thinnest pool). It is the zero value.
	SitOutLast SitOut = 0
	// SitOutDrawn: the league's seeded generator draws who sits out first.
	SitOutDrawn SitOut = -1
)

// SitOutSeat is the choice that seat s sits out the first round.
func SitOutSeat(s int) SitOut { return SitOut(s + 1) }

// Config is everything a new league is made of.
type Config struct {
	// Name is the league's name.
	Name string
	// Players are the names of the 2 to 6 players, in seat order: player
	// one builds first.
	Players []string
	// Sets are the sets in the order they join the pool; the first is in
	// from the start. There must be one more set than the schedule's steps.
	Sets []SetSpec
	// Basics are the basic lands (five, normally), 48 of each in the pool.
	Basics []*card.Def
	// Schedule says when sets join and how many decks may exist.
	Schedule Schedule
	// Target is the winning score; 0 means DefaultTarget.
	Target int
	// Seed seeds every random choice of the league (coin flips).
	Seed uint64
	// FirstBye says who sits out the first round when the number of
	// players is odd; with an even number it must be SitOutLast.
	FirstBye SitOut
}

// Player is one seat of the league.
type Player struct {
	Name  string
	Score int
	// Deck is the number of the deck the player holds, 0 before it built one.
	Deck int
}

// Deck is one deck ever built.
type Deck struct {
	// Number counts every deck ever built: deck 1, 2, …; never reused.
	Number int
	// Place is the rules' count when it was built: it was deck Place of
	// the decks that existed (after a teardown "what is now deck 9").
	Place int
	// Builder is the seat that built it.
	Builder int
	State   DeckState
	// Cards are the deck's 60 cards (what it held, if taken apart).
	Cards []*card.Def
}

// setInfo is one set of the league, fixed at New.
type setInfo struct {
	name, code string
	extra      bool
	specials   bool  // one of each of its special cards is in its 421 set
	cards      []int // indices into League.cards, in set order
}

// deck is a deck as the league keeps it.
type deck struct {
	place, builder int
	state          DeckState
	cards          []int // 60 indices into League.cards, ascending
}

type phase uint8

const (
	phaseStart   phase = iota // the players build their first decks
	phasePlay                 // the round's matches are played
	phaseOptions              // the losers resolve their options, match by match
	phaseOver                 // someone won
)

var phaseNames = [...]string{"start", "play", "options", "over"}

// job is the single pending decision of the start and options phases.
type job struct {
	kind   DecisionKind
	seat   int
	match  int
	reason Reason
}

// League is a 421 league: the pool, the decks, the players' scores and the
// rounds. It changes only through Apply, and every random choice comes
// from its own seeded generator, so a league is defined by its Config and
// the actions applied to it. It is not safe for concurrent use; Clone it.
type League struct {
	name    string
	target  int
	sched   Schedule
	cards   []*card.Def // every card that is or may be in the pool
	copies  []int       // a 421 set's copies of each card (basics: BasicCopies)
	setOf   []int       // the set of each card; -1 for basics
	index   map[*card.Def]int
	sets    []setInfo
	basics  []int
	players []Player
	decks   []deck // every deck ever built; number = index+1
	pool    []int  // unchosen copies of each card
	steps   int    // schedule steps done: sets[0..steps] are in the pool
	peak    int    // the highest score any player has had
	bye1    int    // the seat sitting out the first round, or -1
	rounds  []Round
	phase   phase
	job     job
	winner  int
	pcg     *rand.PCG
	rng     *rand.Rand
}

// New starts a league: the first set's 421 set and the basic lands form
// the pool, and player one is to build the first deck.
func New(cfg Config) (*League, error) {
	if err := checkConfig(cfg); err != nil {
		return nil, err
	}
	target := cfg.Target
	if target == 0 {
		target = DefaultTarget
	}
	pcg := rand.NewPCG(cfg.Seed, cfg.Seed^0x9e3779b97f4a7c15)
	l := &League{name: cfg.Name, target: target, sched: cloneSchedule(cfg.Schedule), winner: -1, pcg: pcg, rng: rand.New(pcg)}
	for _, p := range cfg.Players {
		l.players = append(l.players, Player{Name: p})
	}
	l.index = map[*card.Def]int{}
	for _, b := range cfg.Basics {
		l.basics = append(l.basics, l.addCard(b, -1, BasicCopies))
	}
	for i, s := range cfg.Sets {
		info := setInfo{name: s.Set.Name, code: s.Set.Code, extra: s.ExtraBasics, specials: s.Specials}
		for _, d := range s.Set.Cards {
			if n := setCopies(d, s.Specials); n > 0 {
				info.cards = append(info.cards, l.addCard(d, i, n))
			}
		}
		l.sets = append(l.sets, info)
	}
	l.pool = make([]int, len(l.cards))
	for _, b := range l.basics {
		l.pool[b] = BasicCopies
	}
	l.bye1 = firstBye(cfg.FirstBye, len(l.players), l.rng)
	l.addSet(0)
	if total(l.pool) < DeckSize*len(l.players) {
		return nil, fmt.Errorf("league: the first set and the basic lands hold %d cards, too few for %d decks of %d", total(l.pool), len(l.players), DeckSize)
	}
	l.beginBuild(0, ReasonStart, -1)
	return l, nil
}

// setCopies is how many copies of d a set's 421 set holds: by rarity,
// and one of each special card if the league takes them (none if not).
func setCopies(d *card.Def, specials bool) int {
	switch {
	case d.Token:
		return 0
	case d.SpecialCard && specials:
		return 1
	case d.SpecialCard:
		return 0
	}
	return Copies(d.Rarity)
}

// firstBye is the seat sitting out the first round of n players as c
// says (drawn with rng), or -1 if n is even.
func firstBye(c SitOut, n int, rng *rand.Rand) int {
	switch {
	case n%2 == 0:
		return -1
	case c == SitOutDrawn:
		return rng.IntN(n)
	case c == SitOutLast:
		return n - 1
	}
	return int(c) - 1
}

func (l *League) addCard(d *card.Def, set, copies int) int {
	i := len(l.cards)
	l.cards = append(l.cards, d)
	l.copies = append(l.copies, copies)
	l.setOf = append(l.setOf, set)
	l.index[d] = i
	return i
}

// addSet puts set i's 421 set into the pool, with 12 of each basic land
// if the set has extra basic lands.
func (l *League) addSet(i int) {
	for _, c := range l.sets[i].cards {
		l.pool[c] += l.copies[c]
	}
	if l.sets[i].extra {
		for _, b := range l.basics {
			l.pool[b] += ExtraBasicCopies
		}
	}
}

func checkConfig(cfg Config) error {
	if err := checkName("league", cfg.Name); err != nil {
		return err
	}
	if n := len(cfg.Players); n < 2 || n > 6 {
		return fmt.Errorf("league: a league needs 2 to 6 players, not %d", n)
	}
	seen := map[string]bool{}
	for i, p := range cfg.Players {
		if err := checkName(fmt.Sprintf("player %d", i+1), p); err != nil {
			return err
		}
		if seen[strings.ToLower(p)] {
			return fmt.Errorf("league: two players are called %s", p)
		}
		seen[strings.ToLower(p)] = true
	}
	if cfg.Target < 0 || cfg.Target > maxTarget {
		return fmt.Errorf("league: the target score must be 1 to %d", maxTarget)
	}
	switch n := len(cfg.Players); {
	case cfg.FirstBye != SitOutLast && n%2 == 0:
		return fmt.Errorf("league: with %d players nobody sits out, so nobody can be chosen to sit out first", n)
	case cfg.FirstBye < SitOutDrawn || int(cfg.FirstBye) > n:
		return fmt.Errorf("league: the player chosen to sit out first is not one of the %d players", n)
	}
	if err := cfg.Schedule.Validate(len(cfg.Players)); err != nil {
		return err
	}
	if len(cfg.Sets) != cfg.Schedule.Sets() {
		return fmt.Errorf("league: the schedule %q uses %d sets, but %d are given", cfg.Schedule.Name, cfg.Schedule.Sets(), len(cfg.Sets))
	}
	if len(cfg.Basics) == 0 {
		return fmt.Errorf("league: the pool needs basic lands")
	}
	names := map[string]string{}
	use := func(d *card.Def, where string) error {
		if d == nil {
			return fmt.Errorf("league: %s holds a missing card", where)
		}
		key := strings.ToLower(d.Name)
		if prev, dup := names[key]; dup {
			return fmt.Errorf("league: %s is both in %s and in %s", d.Name, prev, where)
		}
		names[key] = where
		return nil
	}
	for _, b := range cfg.Basics {
		if err := use(b, "the basic lands"); err != nil {
			return err
		}
		if !b.Super.Has(card.Basic) || b.Token {
			return fmt.Errorf("league: %s is not a basic land", b.Name)
		}
	}
	codes := map[string]bool{}
	for i, s := range cfg.Sets {
		if s.Set == nil {
			return fmt.Errorf("league: set %d is missing", i+1)
		}
		if err := checkName(fmt.Sprintf("set %d", i+1), s.Set.Name); err != nil {
			return err
		}
		if s.Set.Code == "" || len(s.Set.Code) > MaxName || codes[s.Set.Code] {
			return fmt.Errorf("league: set %s needs a code of its own", s.Set.Name)
		}
		codes[s.Set.Code] = true
		n, special := 0, 0
		for _, d := range s.Set.Cards {
			if d == nil {
				return fmt.Errorf("league: set %s holds a missing card", s.Set.Name)
			}
			if d.SpecialCard {
				special++
			}
			if setCopies(d, s.Specials) > 0 {
				if err := use(d, "set "+s.Set.Name); err != nil {
					return err
				}
				if !d.SpecialCard {
					n++
				}
			}
		}
		if n == 0 {
			return fmt.Errorf("league: set %s has no commons, uncommons, rares or mythic rares", s.Set.Name)
		}
		if s.Specials && special == 0 {
			return fmt.Errorf("league: set %s marks no card as special, so there is none to add", s.Set.Name)
		}
	}
	return nil
}

func checkName(what, s string) error {
	switch {
	case strings.TrimSpace(s) == "":
		return fmt.Errorf("league: the %s needs a name", what)
	case utf8.RuneCountInString(s) > MaxName:
		return fmt.Errorf("league: the %s's name is longer than %d characters", what, MaxName)
	case !utf8.ValidString(s) || strings.ContainsAny(s, "\n\r\t"):
		return fmt.Errorf("league: the %s's name has characters that cannot be shown", what)
	}
	return nil
}

func cloneSchedule(s Schedule) Schedule {
	s.Steps = append([]Step(nil), s.Steps...)
	return s
}

func total(counts []int) int {
	n := 0
	for _, c := range counts {
		n += c
	}
	return n
}

// limit is how many decks may exist now.
func (l *League) limit() int {
	if l.steps == 0 {
		return l.sched.FirstDecks
	}
	return l.sched.Steps[l.steps-1].Decks
}

// live is how many decks exist: in use or set aside.
func (l *League) live() int {
	n := 0
	for _, d := range l.decks {
		if d.state != TakenApart {
			n++
		}
	}
	return n
}

// Name is the league's name.
func (l *League) Name() string { return l.name }

// Over reports whether the league has a winner.
func (l *League) Over() bool { return l.phase == phaseOver }

// Winner is the seat that won the league, or -1 while it goes on.
func (l *League) Winner() int { return l.winner }

// Clone returns an independent copy of the league, random generator
// included: both go on the same way given the same actions.
func (l *League) Clone() *League {
	c := *l
	c.sched = cloneSchedule(l.sched)
	c.players = append([]Player(nil), l.players...)
	c.decks = make([]deck, len(l.decks))
	for i, d := range l.decks {
		d.cards = append([]int(nil), d.cards...)
		c.decks[i] = d
	}
	c.pool = append([]int(nil), l.pool...)
	c.rounds = make([]Round, len(l.rounds))
	for i, r := range l.rounds {
		c.rounds[i] = r.clone()
	}
	state, _ := l.pcg.MarshalBinary()
	c.pcg = &rand.PCG{}
	_ = c.pcg.UnmarshalBinary(state)
	c.rng = rand.New(c.pcg)
	return &c
}
