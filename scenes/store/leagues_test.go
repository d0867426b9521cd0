package store

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// blockLeague returns a three-player league of the block whose decks are
// built (the first 60 unchosen cards of the pool each) and whose first
// match waits for a game, and the library.
func blockLeague(t *testing.T) (*league.League, *card.Library) {
	t.Helper()
	cat, err := catalog.LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	cfg := league.Config{Name: "Tuesday", Players: []string{"Ada", "Bo", "Cy"}, Schedule: league.Block(), Seed: 7}
	byCode := map[string]*card.Set{}
	for _, s := range cat.Lib.Sets() {
		byCode[s.Code] = s
	}
	for _, code := range catalog.BlockSets {
		cfg.Sets = append(cfg.Sets, league.SetSpec{Set: byCode[code]})
	}
	cfg.Basics = byCode[catalog.BasicSet].Cards
	l, err := league.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for l.Pending().Kind == league.DecideBuild {
		d := l.Pending()
		var cards []*card.Def
		for _, pc := range l.View().Pool {
			for k := 0; k < pc.Left && len(cards) < league.DeckSize; k++ {
				cards = append(cards, pc.Card)
			}
		}
		if _, err := l.Apply(league.Action{Kind: league.ActBuild, Seat: d.Seat, Cards: cards}); err != nil {
			t.Fatal(err)
		}
	}
	if l.Pending().Kind != league.DecideGameResult {
		t.Fatalf("pending %v, want a game", l.Pending().Kind)
	}
	return l, cat.Lib
}

// matchGame returns a record of the next game of match m of l with a few
// actions played.
func matchGame(t *testing.T, l *league.League, m int) *LeagueGame {
	t.Helper()
	r, _ := l.Round()
	mt := r.Matches[m]
	rec := &record.Record{Variant: "plain", Seed: 99}
	for k, seat := range mt.Seats {
		dk, _ := l.Deck(mt.Decks[k])
		rec.Seats = append(rec.Seats, record.Seat{Name: l.Players()[seat].Name, Controller: record.Human, DeckName: "deck", Deck: dk.Cards})
	}
	g, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		a := g.Legal()[0]
		rec.Add(a)
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return &LeagueGame{Match: m, Played: len(mt.Games), Record: rec}
}

func TestLeagueRoundTrip(t *testing.T) {
	s := newStore(t)
	l, lib := blockLeague(t)
	game := matchGame(t, l, 0)
	sv := LeagueSave{League: l, Seats: []string{record.Human, "medium", "easy"}, Log: []string{"Ada built deck 1.", "Bo built deck 2."}, Game: game}
	if err := s.Leagues().Save("Tuesday", sv); err != nil {
		t.Fatal(err)
	}
	got, err := s.Leagues().Load("Tuesday", lib)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := l.Marshal()
	have, _ := got.League.Marshal()
	if !bytes.Equal(want, have) {
		t.Error("the league read back differs from the one saved")
	}
	if strings.Join(got.Seats, ",") != "human,medium,easy" || strings.Join(got.Log, "|") != strings.Join(sv.Log, "|") {
		t.Errorf("seats %v log %v", got.Seats, got.Log)
	}
	if got.Game == nil || got.Game.Match != 0 || got.Game.Played != 0 || len(got.Game.Record.Actions) != 3 {
		t.Fatalf("game %+v", got.Game)
	}
	g1, err := game.Record.Start()
	if err != nil {
		t.Fatal(err)
	}
	g2, err := got.Game.Record.Start()
	if err != nil {
		t.Fatal(err)
	}
	if g1.Hash() != g2.Hash() {
		t.Error("the game read back is not the game saved")
	}

	list, problems, err := s.Leagues().List(lib)
	if err != nil || len(problems) != 0 || len(list) != 1 {
		t.Fatalf("Leagues: %v %v %v", list, problems, err)
	}
	e := list[0]
	if e.Name != "Tuesday" || len(e.Players) != 3 || e.Players[0].Name != "Ada" || e.Round != 1 || e.Winner != -1 || e.Target != league.DefaultTarget {
		t.Errorf("entry %+v", e)
	}
	if time.Since(e.Played) > time.Minute {
		t.Errorf("played %v", e.Played)
	}
	// The bye is scored when the round is paired.
	if e.Players[2].Score != league.ByePoints {
		t.Errorf("Cy's score %d, want the bye's %d", e.Players[2].Score, league.ByePoints)
	}

	// Without a game, the file has none.
	sv.Game = nil
	if err := s.Leagues().Save("Tuesday", sv); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Leagues().Load("Tuesday", lib); err != nil || got.Game != nil {
		t.Fatalf("%+v %v", got, err)
	}
	if !s.Leagues().Has("tuesday") || s.Leagues().Has("Wednesday") {
		t.Error("HasLeague")
	}
	if err := s.Leagues().Delete("Tuesday"); err != nil {
		t.Fatal(err)
	}
	if list, _, _ := s.Leagues().List(lib); len(list) != 0 {
		t.Errorf("after delete: %v", list)
	}
	if err := s.Leagues().Delete("Tuesday"); err == nil {
		t.Error("deleting a league twice worked")
	}
}

func TestLeaguesListedLastPlayedFirst(t *testing.T) {
	s := newStore(t)
	l, lib := blockLeague(t)
	for _, n := range []string{"One", "Two"} {
		if err := s.Leagues().Save(n, LeagueSave{League: l, Seats: []string{"human", "medium", "medium"}}); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(s.Leagues().Path("Two"), old, old); err != nil {
		t.Fatal(err)
	}
	list, _, _ := s.Leagues().List(lib)
	if len(list) != 2 || list[0].Name != "One" || list[1].Name != "Two" {
		t.Fatalf("%+v", list)
	}
}

func TestBrokenLeagueIsKeptAside(t *testing.T) {
	s := newStore(t)
	l, lib := blockLeague(t)
	good := LeagueSave{League: l, Seats: []string{"human", "medium", "medium"}}
	if err := s.Leagues().Save("Fine", good); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(s.Leagues().Path("Fine"))
	wrongGame := good
	wrongGame.Game = matchGame(t, l, 0)
	wrongGame.Game.Played = 1
	bad, _ := encodeLeague(wrongGame)
	oneSeat := strings.Replace(string(data), `"seats":["human","medium","medium"]`, `"seats":["human"]`, 1)
	cases := map[string]string{
		"Garbage":   "this is not JSON",
		"Empty":     "",
		"Cut":       string(data[:len(data)/2]),
		"Other":     `{"format":"something else","version":1}`,
		"Future":    strings.Replace(string(data), `"version":1`, `"version":9`, 1),
		"OneSeat":   oneSeat,
		"WrongGame": string(bad),
	}
	for name, text := range cases {
		if err := os.WriteFile(s.Leagues().Path(name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	list, problems, err := s.Leagues().List(lib)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].Name != "Fine" {
		t.Errorf("listed %+v", list)
	}
	if len(problems) != len(cases) {
		t.Fatalf("problems %q", problems)
	}
	for _, p := range problems {
		if !strings.HasPrefix(p, "The league “") || !strings.Contains(p, "set aside as ") || strings.Count(p, ".") < 1 || strings.Contains(p, "\n") {
			t.Errorf("problem %q is not one sentence saying where the file went", p)
		}
	}
	for name, text := range cases {
		kept, err := os.ReadFile(s.Leagues().Path(name) + ".bad")
		if err != nil || string(kept) != text {
			t.Errorf("%s: the broken file was not kept as it was (%v)", name, err)
		}
		if _, err := os.Stat(s.Leagues().Path(name)); err == nil {
			t.Errorf("%s: still offered", name)
		}
	}
	// A new league of the name never overwrites the broken copy.
	if err := s.Leagues().Save("Garbage", good); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(s.Leagues().Path("Garbage"), []byte("broken again"), 0o644); err != nil {
		t.Fatal(err)
	}
	var broken *BrokenError
	if _, err := s.Leagues().Load("Garbage", lib); !errors.As(err, &broken) || !strings.HasSuffix(broken.Kept, ".bad.2") {
		t.Fatalf("second broken file: %v", err)
	}
	if kept, _ := os.ReadFile(s.Leagues().Path("Garbage") + ".bad"); string(kept) != cases["Garbage"] {
		t.Error("the first broken copy was overwritten")
	}
}

func TestLeagueSaveIsAtomic(t *testing.T) {
	s := newStore(t)
	l, lib := blockLeague(t)
	sv := LeagueSave{League: l, Seats: []string{"human", "medium", "medium"}, Log: []string{"first"}}
	if err := s.Leagues().Save("Keep", sv); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(s.Leagues().Path("Keep"))
	s.wrap = func(w io.Writer) io.Writer { return &failingWriter{w: w, left: 1000} }
	sv.Log = append(sv.Log, "second")
	if err := s.Leagues().Save("Keep", sv); err == nil {
		t.Fatal("a failing write reported no error")
	}
	s.wrap = nil
	after, _ := os.ReadFile(s.Leagues().Path("Keep"))
	if !bytes.Equal(before, after) {
		t.Error("a failed save changed the league file")
	}
	entries, _ := os.ReadDir(filepath.Join(s.Dir, leagueDir))
	if len(entries) != 1 {
		t.Errorf("files left: %v", entries)
	}
	if got, err := s.Leagues().Load("Keep", lib); err != nil || len(got.Log) != 1 {
		t.Fatalf("%v %v", got, err)
	}
}

func TestLeagueLogIsBounded(t *testing.T) {
	s := newStore(t)
	l, lib := blockLeague(t)
	var log []string
	for i := range MaxLeagueLog + 50 {
		log = append(log, strings.Repeat("x", i%5+1))
	}
	if err := s.Leagues().Save("Long", LeagueSave{League: l, Seats: []string{"human", "medium", "medium"}, Log: log}); err != nil {
		t.Fatal(err)
	}
	got, err := s.Leagues().Load("Long", lib)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Log) != MaxLeagueLog || got.Log[MaxLeagueLog-1] != log[len(log)-1] {
		t.Errorf("%d lines kept", len(got.Log))
	}
}

func TestCheckLeagueName(t *testing.T) {
	for _, ok := range []string{"Tuesday", "The 421 league", "Ada & Bo"} {
		if err := CheckLeagueName(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", " ", " x", "x ", ".hidden", "a/b", `a\b`, "a:b", "a\tb", strings.Repeat("n", league.MaxName+1)} {
		if err := CheckLeagueName(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
