package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/game/record"
)

// The 421 leagues: NAME.league files in the "leagues" folder of the store.
// A league file is JSON: a header naming the format and its version, who
// plays each seat, the league's log, the game of a match being played on
// the table (its record's text, when one is) and the league itself as
// league.Marshal writes it. Everything is in one file so that one atomic
// write keeps the league and its game together: resuming never finds a
// game that belongs to another moment of the league.
const (
	leagueDir = "leagues"
	// LeagueExt is the extension of a league file.
	LeagueExt = ".league"
	// leagueFormat names the league file's format in its header.
	leagueFormat = "kitchentable 421 league save"
	// LeagueFileVersion is the version Leagues.Save writes.
	LeagueFileVersion = 1
	// MaxLeagueLog is how many lines of the log a league file keeps, the
	// newest.
	MaxLeagueLog = 400
	// maxLogLine is the longest log line kept, in characters.
	maxLogLine = 300
	// maxSeatWord is the longest word saying who plays a seat.
	maxSeatWord = 20
	// maxLeagueFile is the largest league file read: the league and a
	// long game's record.
	maxLeagueFile = league.MaxFileSize + 8<<20
)

// LeagueSave is a league as the store keeps it.
type LeagueSave struct {
	League *league.League
	// Seats say who plays each seat of the league: record.Human or a
	// computer level.
	Seats []string
	// Log is what happened in the league, one sentence a line, oldest
	// first; only the newest MaxLeagueLog lines are kept.
	Log []string
	// Game is the game of a match being played on the table, or nil.
	Game *LeagueGame
}

// LeagueGame is the game of a league's match left unfinished on the table.
type LeagueGame struct {
	// Match is the match of the current round (0 is match A), and Played
	// how many games of it were played before this one.
	Match, Played int
	// Record is the game so far.
	Record *record.Record
}

// LeagueEntry is one saved league as the league list shows it.
type LeagueEntry struct {
	// Name is the league's (and its file's) name.
	Name string
	// Players are the players with their scores, in seat order; Seats
	// who plays each (record.Human or a computer level).
	Players []league.Player
	Seats   []string
	// Round is the number of the round being played (0 before the first).
	Round int
	// Target is the score that wins the league.
	Target int
	// Winner is the seat that won the league, or -1 while it goes on.
	Winner int
	// Played is when the league was last saved.
	Played time.Time
}

// the league file's JSON.
type fileLeagueGame struct {
	Match  int    `json:"match"`
	Played int    `json:"played"`
	Record string `json:"record"`
}

type fileLeagueSave struct {
	Format  string          `json:"format"`
	Version int             `json:"version"`
	Seats   []string        `json:"seats"`
	Log     []string        `json:"log"`
	Game    *fileLeagueGame `json:"game,omitempty"`
	League  json.RawMessage `json:"league"`
}

// CheckLeagueName reports what is wrong with name as the name of a
// league, whose file it names: it must not be empty, start or end with a
// space, start with a dot, be longer than league.MaxName characters or
// hold a character a file name cannot.
func CheckLeagueName(name string) error {
	switch {
	case strings.TrimSpace(name) == "":
		return errors.New("store: the league needs a name")
	case name != strings.TrimSpace(name) || strings.HasPrefix(name, "."):
		return errors.New("store: a league's name cannot start or end with a space or start with a dot")
	case utf8.RuneCountInString(name) > league.MaxName:
		return fmt.Errorf("store: a league's name has at most %d characters", league.MaxName)
	}
	for _, r := range name {
		if strings.ContainsRune(`/\:*?"<>|`, r) || !unicode.IsPrint(r) {
			return fmt.Errorf("store: a league's name cannot hold %q", r)
		}
	}
	return nil
}

// leagueFile is the store's name of the league named name's file.
func leagueFile(name string) string { return filepath.Join(leagueDir, name+LeagueExt) }

// Path returns the path of the league named name's file.
func (l *Leagues) Path(name string) string { return l.path(leagueFile(name)) }

// Has reports whether a league named name is saved (names that
// differ only in case are one file on some systems, so they count too).
func (l *Leagues) Has(name string) bool {
	names, _ := l.names()
	return slices.ContainsFunc(names, func(n string) bool { return strings.EqualFold(n, name) })
}

// names lists the names of the league files, sorted ignoring case.
func (l *Leagues) names() ([]string, error) {
	return l.namesIn(leagueDir, LeagueExt, CheckLeagueName)
}

// List lists the saved leagues, the last played first, finding their
// cards in lib. A league file that cannot be read is set aside as
// NAME.league.bad (or .bad.2…), so that it is never overwritten, and
// reported in problems, one sentence each.
func (l *Leagues) List(lib *card.Library) (list []LeagueEntry, problems []string, err error) {
	names, err := l.names()
	if err != nil {
		return nil, nil, err
	}
	for _, name := range names {
		sv, err := l.Load(name, lib)
		var broken *BrokenError
		switch {
		case errors.As(err, &broken):
			problems = append(problems, broken.Sentence("The league “"+name+"”"))
			continue
		case err != nil:
			problems = append(problems, "The league “"+name+"” could not be opened: "+Reason(err)+".")
			continue
		}
		e := LeagueEntry{Name: name, Players: sv.League.Players(), Seats: sv.Seats, Winner: sv.League.Winner(),
			Target: sv.League.View().Target}
		if r, ok := sv.League.Round(); ok {
			e.Round = r.Number
		}
		if fi, err := os.Stat(l.Path(name)); err == nil {
			e.Played = fi.ModTime()
		}
		list = append(list, e)
	}
	slices.SortStableFunc(list, func(a, b LeagueEntry) int { return b.Played.Compare(a.Played) })
	return list, problems, nil
}

// Load reads the league named name, finding its cards in lib. A
// file that cannot be read, or whose parts do not agree (the game of a
// match the league does not wait for, seats that are not the league's),
// gives a *BrokenError saying what is wrong and is set aside at once as
// NAME.league.bad (or .bad.2…): it is kept, never overwritten.
func (l *Leagues) Load(name string, lib *card.Library) (*LeagueSave, error) {
	if err := CheckLeagueName(name); err != nil {
		return nil, err
	}
	l.flush(name)
	path := l.Path(name)
	data, err := readFile(path, "league file", maxLeagueFile)
	switch {
	case notThere(err):
		return nil, fmt.Errorf("store: there is no league %q (%s)", name, path)
	case errors.Is(err, card.ErrNotRegular):
		return nil, l.setAsideLocked(leagueFile(name), whyNotRegular(err))
	case errors.Is(err, card.ErrTooBig):
		return nil, l.setAsideLocked(leagueFile(name), fmt.Errorf("the league file is larger than %s", card.FormatSize(maxLeagueFile)))
	case err != nil:
		return nil, err
	}
	sv, err := decodeLeague(path, data, lib)
	if err != nil {
		return nil, l.setAsideLocked(leagueFile(name), err)
	}
	return sv, nil
}

// decodeLeague reads a league file's bytes; path names it in errors.
func decodeLeague(path string, data []byte, lib *card.Library) (*LeagueSave, error) {
	if len(data) > maxLeagueFile {
		return nil, fmt.Errorf("the league file is larger than %s", card.FormatSize(maxLeagueFile))
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, errors.New("the league file is empty")
	}
	var f fileLeagueSave
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, errors.New("the league file is not a league save (its JSON does not read)")
	}
	switch {
	case f.Format != leagueFormat:
		return nil, errors.New("the file is not a Kitchen Table league")
	case f.Version < 1 || f.Version > LeagueFileVersion:
		return nil, fmt.Errorf("the league file is of version %d, which this Kitchen Table does not know", f.Version)
	}
	lookup := func(string) (*card.Def, bool) { return nil, false }
	if lib != nil {
		lookup = lib.Card
	}
	l, err := league.Unmarshal(f.League, lookup)
	if err != nil {
		return nil, errors.New(strings.TrimPrefix(err.Error(), "league: "))
	}
	players := l.Players()
	if len(f.Seats) != len(players) {
		return nil, fmt.Errorf("the league has %d players but the file says who plays %d seats", len(players), len(f.Seats))
	}
	for i, w := range f.Seats {
		if w == "" || utf8.RuneCountInString(w) > maxSeatWord {
			return nil, fmt.Errorf("the file does not say who plays %s", players[i].Name)
		}
	}
	if len(f.Log) > MaxLeagueLog {
		f.Log = f.Log[len(f.Log)-MaxLeagueLog:]
	}
	for i, line := range f.Log {
		if utf8.RuneCountInString(line) > maxLogLine || strings.ContainsAny(line, "\n\r") {
			f.Log[i] = "…"
		}
	}
	sv := &LeagueSave{League: l, Seats: f.Seats, Log: f.Log}
	if f.Game != nil {
		g, err := decodeLeagueGame(path, f.Game, l, lib)
		if err != nil {
			return nil, err
		}
		sv.Game = g
	}
	return sv, nil
}

// decodeLeagueGame reads the game of a match and checks that the league
// waits for it: a game of that match, the next one, between its players
// with their decks.
func decodeLeagueGame(path string, fg *fileLeagueGame, l *league.League, lib *card.Library) (*LeagueGame, error) {
	rec, err := record.Read(path, strings.NewReader(fg.Record), lib)
	if err != nil {
		return nil, fmt.Errorf("the game being played: %s", strings.TrimPrefix(err.Error(), "record: "))
	}
	r, ok := l.Round()
	waits := false
	for _, d := range l.Decisions() {
		if d.Kind == league.DecideGameResult && d.Match == fg.Match {
			waits = true
		}
	}
	if !ok || !waits || fg.Match < 0 || fg.Match >= len(r.Matches) {
		return nil, fmt.Errorf("the league does not wait for a game of %s", league.MatchName(max(0, fg.Match)))
	}
	m := r.Matches[fg.Match]
	if fg.Played != len(m.Games) {
		return nil, fmt.Errorf("the game being played is game %d of %s, but the league waits for game %d", fg.Played+1, league.MatchName(fg.Match), len(m.Games)+1)
	}
	if len(rec.Seats) != 2 {
		return nil, fmt.Errorf("the game being played has %d players, not the match's two", len(rec.Seats))
	}
	players := l.Players()
	for k, seat := range m.Seats {
		dk, _ := l.Deck(m.Decks[k])
		if !slices.ContainsFunc(rec.Seats, func(st record.Seat) bool {
			return st.Name == players[seat].Name && sameCards(st.Deck, dk.Cards)
		}) {
			return nil, fmt.Errorf("the game being played is not %s's with deck %d", players[seat].Name, m.Decks[k])
		}
	}
	return &LeagueGame{Match: fg.Match, Played: fg.Played, Record: rec}, nil
}

// sameCards reports whether a and b hold the same cards, in any order.
func sameCards(a, b []*card.Def) bool {
	if len(a) != len(b) {
		return false
	}
	n := map[*card.Def]int{}
	for _, d := range a {
		n[d]++
	}
	for _, d := range b {
		n[d]--
	}
	for _, k := range n {
		if k != 0 {
			return false
		}
	}
	return true
}

// encodeLeague writes sv as a league file.
func encodeLeague(sv LeagueSave) ([]byte, error) {
	snap, err := snapshotLeague(sv)
	if err != nil {
		return nil, err
	}
	return snap.encode()
}

// leagueSnapshot is a league save frozen for writing: a copy of the
// league and of the log, and the game's record as text, so that it can
// be encoded on another goroutine while the league goes on.
type leagueSnapshot struct {
	league *league.League
	file   fileLeagueSave
}

// snapshotLeague freezes sv for writing.
func snapshotLeague(sv LeagueSave) (*leagueSnapshot, error) {
	if sv.League == nil {
		return nil, errors.New("store: no league to save")
	}
	log := sv.Log
	if len(log) > MaxLeagueLog {
		log = log[len(log)-MaxLeagueLog:]
	}
	f := fileLeagueSave{Format: leagueFormat, Version: LeagueFileVersion, Seats: slices.Clone(sv.Seats), Log: slices.Clone(log)}
	if f.Log == nil {
		f.Log = []string{}
	}
	if g := sv.Game; g != nil {
		var b strings.Builder
		if err := record.Write(&b, g.Record); err != nil {
			return nil, fmt.Errorf("store: %w", err)
		}
		f.Game = &fileLeagueGame{Match: g.Match, Played: g.Played, Record: b.String()}
	}
	return &leagueSnapshot{league: sv.League.Clone(), file: f}, nil
}

// encode writes the snapshot as a league file's bytes. A league too long
// for Leagues.Load to read back is refused (ErrLeagueTooLarge) rather than
// written.
func (snap *leagueSnapshot) encode() ([]byte, error) {
	raw, err := snap.league.Marshal()
	if errors.Is(err, league.ErrTooLong) {
		return nil, ErrLeagueTooLarge
	}
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	f := snap.file
	f.League = raw
	data, err := json.Marshal(f)
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	if len(data) > maxLeagueFile {
		return nil, ErrLeagueTooLarge
	}
	return data, nil
}

// ErrLeagueTooLarge is the error of saving a league that has grown past
// what a league file may hold: the file is left as it was.
var ErrLeagueTooLarge = errors.New("store: the league has grown too large for its file")

// Save writes the league named name, atomically: if writing fails,
// the file is left as it was. The folder of leagues is made if missing.
// A failure is logged (once while it repeats) and kept for
// Store.Failures and Leagues.Failures; a success forgets it.
func (l *Leagues) Save(name string, sv LeagueSave) error {
	if err := CheckLeagueName(name); err != nil {
		return err
	}
	snap, err := snapshotLeague(sv)
	if err != nil {
		return err
	}
	return l.saveSnapshot(name, snap)
}

// saveSnapshot encodes and writes snap as the league named name's
// file, noting the outcome (see Leagues.Save).
func (l *Leagues) saveSnapshot(name string, snap *leagueSnapshot) error {
	data, err := snap.encode()
	l.mu.Lock()
	defer l.mu.Unlock()
	switch {
	case err != nil:
	case l.noWrite != nil:
		err = l.noWrite
	default:
		if err = os.MkdirAll(l.path(leagueDir), 0o755); err != nil {
			err = fmt.Errorf("store: %w", err)
			break
		}
		err = l.writeFile(leagueFile(name), false, func(w io.Writer) error {
			_, err := w.Write(data)
			return err
		})
	}
	l.noteWrite(leagueKind(name), "The league “"+name+"” could not be saved", err)
	return err
}

// leagueKind is the kind of file (see noteWrite) of the league named name.
func leagueKind(name string) string { return kindLeague + name }

// Failures returns, one sentence each and by league name, the
// leagues whose last save failed ("The league “X” could not be saved:
// the disk is full."). Unlike Store.Failures it forgets nothing: the list of
// leagues shows them for as long as they hold.
func (l *Leagues) Failures() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var kinds []string
	for k, failing := range l.failing {
		if failing && strings.HasPrefix(k, kindLeague) {
			kinds = append(kinds, k)
		}
	}
	slices.Sort(kinds)
	out := make([]string, 0, len(kinds))
	for _, k := range kinds {
		out = append(out, l.lastFailure[k])
	}
	return out
}

// Delete removes the league named name.
func (l *Leagues) Delete(name string) error {
	if err := CheckLeagueName(name); err != nil {
		return err
	}
	l.flush(name)
	return l.deleteNamed(leagueDir, l.Path(name), "league", name)
}
