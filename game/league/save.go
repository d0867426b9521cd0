package league

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
)

// The league file: JSON, a header naming the format and its version, then
// the whole state. Cards are named; everything else is numbers and short
// words. Seats count from 0, decks from 1 (deck n is decks[n-1]).
const (
	fileFormat = "kitchentable 421 league"
	// FileVersion is the version of the league file that Marshal writes.
	// Version 2 lists a deck's cards as numbers into the file's own list
	// of cards (about a tenth of version 1's names and counts, which grew
	// the file by a kilobyte and more with every deck built); version 1
	// files still read. Version 3 adds who sits out the first round
	// (first_bye; older files: the last seat, as they were played).
	FileVersion = 3
	// MaxFileSize is the largest league file Unmarshal reads.
	MaxFileSize = 16 << 20

	maxRounds   = 100000
	maxSetCards = 5000
)

// Lookup finds a card by name among the loaded cards (card.Library's
// Card method is one).
type Lookup func(name string) (*card.Def, bool)

type fileCount struct {
	Card  string `json:"card"`
	Count int    `json:"count"`
}

type fileSet struct {
	Name        string      `json:"name"`
	Code        string      `json:"code"`
	ExtraBasics bool        `json:"extra_basics,omitempty"`
	Cards       []fileCount `json:"cards"` // each card with its copies in the 421 set
}

type fileSchedule struct {
	Name       string `json:"name"`
	FirstDecks int    `json:"first_decks"`
	Steps      []Step `json:"steps"`
	MinPlayers int    `json:"min_players"`
	MaxPlayers int    `json:"max_players"`
}

type filePlayer struct {
	Name  string `json:"name"`
	Score int    `json:"score"`
	Deck  int    `json:"deck"`
}

type fileDeck struct {
	Place   int    `json:"place"`
	Builder int    `json:"builder"`
	State   string `json:"state"`
	// Cards (version 1) are the deck's cards by name.
	Cards []fileCount `json:"cards,omitempty"`
	// List (version 2) is the deck's cards as a cardList.
	List string `json:"list,omitempty"`
}

type fileMatch struct {
	Seats    [2]int `json:"seats"`
	Decks    [2]int `json:"decks"`
	Games    []Game `json:"games"`
	Chooser  int    `json:"chooser"`
	Next     int    `json:"next"`
	Over     bool   `json:"over"`
	Winner   int    `json:"winner"`
	Option   string `json:"option"`
	Claimed  int    `json:"claimed"`
	Resolved bool   `json:"resolved"`
}

type fileRound struct {
	Bye     int         `json:"bye"`
	Matches []fileMatch `json:"matches"`
}

type fileJob struct {
	Kind   string `json:"kind"`
	Seat   int    `json:"seat"`
	Match  int    `json:"match"`
	Reason string `json:"reason"`
}

type fileHeader struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
}

type fileLeague struct {
	Format     string       `json:"format"`
	Version    int          `json:"version"`
	Name       string       `json:"name"`
	Target     int          `json:"target"`
	Schedule   fileSchedule `json:"schedule"`
	Players    []filePlayer `json:"players"`
	Basics     []string     `json:"basics"`
	Sets       []fileSet    `json:"sets"`
	SetsInPool int          `json:"sets_in_pool"`
	Pool       []fileCount  `json:"pool"`
	Decks      []fileDeck   `json:"decks"`
	Peak       int          `json:"peak"`
	FirstBye   int          `json:"first_bye"`
	Rounds     []fileRound  `json:"rounds"`
	Phase      string       `json:"phase"`
	Pending    fileJob      `json:"pending"`
	Winner     int          `json:"winner"`
	Random     string       `json:"random"`
}

// ErrTooLong is the error of Marshal for a league grown past what
// Unmarshal reads back (more rounds or decks than a file may list, or a
// file over MaxFileSize): nothing is written rather than a file that
// cannot be read.
var ErrTooLong = errors.New("league: the league has grown too long for a league file")

// Marshal writes the whole league, the random generator's state and the
// pending decision included, as a versioned JSON file: Unmarshal of it
// gives a league that goes on exactly as this one would.
func (l *League) Marshal() ([]byte, error) {
	if len(l.rounds) > maxRounds || len(l.decks) > maxDecks*100 {
		return nil, ErrTooLong
	}
	f := fileLeague{Format: fileFormat, Version: FileVersion, Name: l.name, Target: l.target,
		Schedule: fileSchedule{Name: l.sched.Name, FirstDecks: l.sched.FirstDecks, Steps: append([]Step{}, l.sched.Steps...),
			MinPlayers: l.sched.MinPlayers, MaxPlayers: l.sched.MaxPlayers},
		SetsInPool: l.steps + 1, Peak: l.peak, FirstBye: l.bye1, Phase: phaseNames[l.phase], Winner: l.winner,
		Pending: fileJob{Kind: l.job.kind.String(), Seat: l.job.seat, Match: l.job.match, Reason: l.job.reason.String()},
		Basics:  []string{}, Pool: []fileCount{}, Decks: []fileDeck{}, Rounds: []fileRound{}}
	for _, p := range l.players {
		f.Players = append(f.Players, filePlayer(p))
	}
	for _, b := range l.basics {
		f.Basics = append(f.Basics, l.cards[b].Name)
	}
	for _, s := range l.sets {
		fs := fileSet{Name: s.name, Code: s.code, ExtraBasics: s.extra, Cards: []fileCount{}}
		for _, c := range s.cards {
			fs.Cards = append(fs.Cards, fileCount{l.cards[c].Name, l.copies[c]})
		}
		f.Sets = append(f.Sets, fs)
	}
	for c, n := range l.pool {
		if n > 0 {
			f.Pool = append(f.Pool, fileCount{l.cards[c].Name, n})
		}
	}
	for _, d := range l.decks {
		f.Decks = append(f.Decks, fileDeck{Place: d.place, Builder: d.builder, State: d.state.String(), List: cardList(d.cards)})
	}
	for _, r := range l.rounds {
		fr := fileRound{Bye: r.Bye, Matches: []fileMatch{}}
		for _, m := range r.Matches {
			fr.Matches = append(fr.Matches, fileMatch{Seats: m.Seats, Decks: m.Decks, Games: append([]Game{}, m.Games...),
				Chooser: m.Chooser, Next: m.Next, Over: m.Over, Winner: m.Winner, Option: m.Option.String(), Claimed: m.Claimed, Resolved: m.Resolved})
		}
		f.Rounds = append(f.Rounds, fr)
	}
	state, err := l.pcg.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("league: the random generator cannot be saved")
	}
	f.Random = hex.EncodeToString(state)
	data, err := json.Marshal(f)
	if err == nil && len(data) > MaxFileSize {
		return nil, ErrTooLong
	}
	return data, err
}

// damaged is the error of a broken league file: one sentence saying what
// is wrong.
func damaged(format string, args ...any) error {
	return fmt.Errorf("league: the league file is damaged: "+format, args...)
}

// Unmarshal reads a league written by Marshal; cards are found by name
// with lookup. A broken file is refused with an error saying what is
// wrong in one sentence (and the file is left to the caller to keep).
func Unmarshal(data []byte, lookup Lookup) (*League, error) {
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("league: the league file is %d bytes long; a league file may be at most %d", len(data), MaxFileSize)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fmt.Errorf("league: the league file is empty")
	}
	var h fileHeader
	if err := json.Unmarshal(data, &h); err != nil {
		return nil, describeJSON(err)
	}
	if h.Format != fileFormat {
		return nil, fmt.Errorf("league: the file is not a 421 league file")
	}
	if h.Version > FileVersion {
		return nil, fmt.Errorf("league: the league file was saved by a newer version of the program (file version %d)", h.Version)
	}
	if h.Version < 1 {
		return nil, damaged("its version %d is not one this program knows", h.Version)
	}
	var f fileLeague
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, describeJSON(err)
	}
	if lookup == nil {
		return nil, fmt.Errorf("league: no cards were given to read the league with")
	}
	l, err := fromFile(&f, h.Version, lookup)
	if err != nil {
		return nil, err
	}
	if err := l.check(); err != nil {
		return nil, damaged("%s", err)
	}
	return l, nil
}

// describeJSON turns a JSON error into a plain sentence.
func describeJSON(err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return damaged("it is not readable JSON (a mistake near byte %d)", syn.Offset)
	case errors.As(err, &typ):
		return damaged("the field %q holds the wrong kind of value", typ.Field)
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return damaged("it has a field this program does not know, %s", strings.TrimPrefix(err.Error(), "json: unknown field "))
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return damaged("it ends too early")
	}
	return damaged("it cannot be read")
}

// fromFile builds a league from a decoded file, checking every index and
// name on the way; check then verifies the invariants.
func fromFile(f *fileLeague, version int, lookup Lookup) (*League, error) {
	if err := checkName("league", f.Name); err != nil {
		return nil, damaged("%s", strings.TrimPrefix(err.Error(), "league: "))
	}
	if f.Target < 1 || f.Target > maxTarget {
		return nil, damaged("the target score %d is impossible", f.Target)
	}
	sched := Schedule{Name: f.Schedule.Name, FirstDecks: f.Schedule.FirstDecks, Steps: f.Schedule.Steps,
		MinPlayers: f.Schedule.MinPlayers, MaxPlayers: f.Schedule.MaxPlayers}
	if len(sched.Name) > MaxName {
		return nil, damaged("the schedule's name is too long")
	}
	if len(sched.Steps) > MaxSets {
		return nil, damaged("the schedule adds more than %d sets", MaxSets)
	}
	if err := sched.Validate(len(f.Players)); err != nil {
		return nil, damaged("%s", strings.TrimPrefix(err.Error(), "league: "))
	}
	l := &League{name: f.Name, target: f.Target, sched: cloneSchedule(sched), index: map[*card.Def]int{}, peak: f.Peak, winner: f.Winner, bye1: f.FirstBye}
	if version < 3 {
		l.bye1 = firstBye(SitOutLast, len(f.Players), nil)
	}
	seen := map[string]bool{}
	for i, p := range f.Players {
		if err := checkName(fmt.Sprintf("player %d", i+1), p.Name); err != nil {
			return nil, damaged("%s", strings.TrimPrefix(err.Error(), "league: "))
		}
		if seen[strings.ToLower(p.Name)] {
			return nil, damaged("two players are called %s", p.Name)
		}
		seen[strings.ToLower(p.Name)] = true
		l.players = append(l.players, Player(p))
	}
	byName := map[string]int{}
	add := func(name string, set, copies int) error {
		if len(name) > 4*MaxName {
			return damaged("a card name is too long")
		}
		d, ok := lookup(name)
		if !ok || d == nil {
			return damaged("the card %s is not among the loaded cards", name)
		}
		if _, dup := byName[name]; dup {
			return damaged("the card %s is listed twice", name)
		}
		if _, dup := l.index[d]; dup {
			return damaged("the card %s is listed twice", name)
		}
		byName[name] = l.addCard(d, set, copies)
		return nil
	}
	if len(f.Basics) == 0 || len(f.Basics) > 20 {
		return nil, damaged("it lists %d basic lands", len(f.Basics))
	}
	for _, b := range f.Basics {
		if err := add(b, -1, BasicCopies); err != nil {
			return nil, err
		}
		if d := l.cards[byName[b]]; !d.Super.Has(card.Basic) {
			return nil, damaged("%s is listed as a basic land, but it is not one", b)
		}
		l.basics = append(l.basics, byName[b])
	}
	if len(f.Sets) != sched.Sets() {
		return nil, damaged("its schedule uses %d sets, but it lists %d", sched.Sets(), len(f.Sets))
	}
	for i, s := range f.Sets {
		if err := checkName(fmt.Sprintf("set %d", i+1), s.Name); err != nil {
			return nil, damaged("%s", strings.TrimPrefix(err.Error(), "league: "))
		}
		if s.Code == "" || len(s.Code) > MaxName {
			return nil, damaged("set %s has no code", s.Name)
		}
		if len(s.Cards) == 0 || len(s.Cards) > maxSetCards {
			return nil, damaged("set %s lists %d cards", s.Name, len(s.Cards))
		}
		info := setInfo{name: s.Name, code: s.Code, extra: s.ExtraBasics}
		for _, c := range s.Cards {
			if c.Count < 1 || c.Count > 4 {
				return nil, damaged("set %s has %d copies of %s in its 421 set", s.Name, c.Count, c.Card)
			}
			if err := add(c.Card, i, c.Count); err != nil {
				return nil, err
			}
			info.cards = append(info.cards, byName[c.Card])
			if d := l.cards[byName[c.Card]]; d.SpecialCard {
				if c.Count != 1 {
					return nil, damaged("set %s has %d copies of the special card %s", s.Name, c.Count, c.Card)
				}
				info.specials = true
			}
		}
		l.sets = append(l.sets, info)
	}
	if f.SetsInPool < 1 || f.SetsInPool > len(l.sets) {
		return nil, damaged("%d sets are said to be in the pool, of %d", f.SetsInPool, len(l.sets))
	}
	l.steps = f.SetsInPool - 1
	l.pool = make([]int, len(l.cards))
	for _, c := range f.Pool {
		i, ok := byName[c.Card]
		if !ok {
			return nil, damaged("the pool holds %s, which is not one of the league's cards", c.Card)
		}
		if c.Count < 1 || c.Count > 10000 || l.pool[i] != 0 {
			return nil, damaged("the pool's count of %s is impossible", c.Card)
		}
		l.pool[i] = c.Count
	}
	if len(f.Decks) > maxDecks*100 {
		return nil, damaged("it lists too many decks")
	}
	for n, fd := range f.Decks {
		st := lookupName(deckStateNames[:], fd.State)
		if st < 0 {
			return nil, damaged("deck %d's state %q is not one of in-use, set-aside, taken-apart", n+1, fd.State)
		}
		d := deck{place: fd.Place, builder: fd.Builder, state: DeckState(st)}
		if version >= 2 {
			cards, err := parseCardList(fd.List, len(l.cards))
			if err != nil || len(fd.Cards) > 0 {
				return nil, damaged("deck %d's list of cards is unreadable", n+1)
			}
			d.cards = cards
			l.decks = append(l.decks, d)
			continue
		}
		for _, c := range fd.Cards {
			i, ok := byName[c.Card]
			if !ok {
				return nil, damaged("deck %d holds %s, which is not one of the league's cards", n+1, c.Card)
			}
			if c.Count < 1 || c.Count > DeckSize || len(d.cards)+c.Count > DeckSize {
				return nil, damaged("deck %d holds more than %d cards", n+1, DeckSize)
			}
			for k := 0; k < c.Count; k++ {
				d.cards = append(d.cards, i)
			}
		}
		l.decks = append(l.decks, d)
	}
	if len(f.Rounds) > maxRounds {
		return nil, damaged("it lists more than %d rounds", maxRounds)
	}
	for ri, fr := range f.Rounds {
		r := Round{Number: ri + 1, Bye: fr.Bye}
		if len(fr.Matches) > 3 {
			return nil, damaged("round %d has more than three matches", ri+1)
		}
		for mi, fm := range fr.Matches {
			opt := lookupName(optionNames[:], fm.Option)
			if opt < 0 {
				return nil, damaged("round %d, %s: the option %q is not none, A, B, C or D", ri+1, MatchName(mi), fm.Option)
			}
			if len(fm.Games) > GamesToWin*2+MaxDrawnGames {
				return nil, damaged("round %d, %s: too many games", ri+1, MatchName(mi))
			}
			r.Matches = append(r.Matches, Match{Seats: fm.Seats, Decks: fm.Decks, Games: append([]Game(nil), fm.Games...),
				Chooser: fm.Chooser, Next: fm.Next, Over: fm.Over, Winner: fm.Winner, Option: Option(opt), Claimed: fm.Claimed, Resolved: fm.Resolved})
		}
		l.rounds = append(l.rounds, r)
	}
	ph := lookupName(phaseNames[:], f.Phase)
	kind := lookupName(decisionNames[:], f.Pending.Kind)
	reason := lookupName(reasonNames[:], f.Pending.Reason)
	if ph < 0 || kind < 0 || reason < 0 {
		return nil, damaged("the pending decision is not one this program knows")
	}
	l.phase = phase(ph)
	l.job = job{kind: DecisionKind(kind), seat: f.Pending.Seat, match: f.Pending.Match, reason: Reason(reason)}
	if l.phase != phaseOver && l.winner != -1 {
		return nil, damaged("the league names a winner but is not over")
	}
	state, err := hex.DecodeString(f.Random)
	l.pcg = &rand.PCG{}
	if err != nil || l.pcg.UnmarshalBinary(state) != nil {
		return nil, damaged("the state of its random generator is unreadable")
	}
	l.rng = rand.New(l.pcg)
	return l, nil
}
