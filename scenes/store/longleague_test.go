package store

import (
	"math/rand/v2"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// longLeague returns a three-player league of the block played at random
// for the given number of rounds (to a target nobody reaches), and the
// library: the league of a long-running save.
func longLeague(tb testing.TB, rounds int) (*league.League, *card.Library) {
	tb.Helper()
	cat, err := catalog.LoadDir(nil, "")
	if err != nil {
		tb.Fatal(err)
	}
	cfg := league.Config{Name: "Long", Players: []string{"Ada", "Bo", "Cy"}, Schedule: league.Block(), Seed: 11, Target: 10000}
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
		tb.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 6))
	for {
		if rd, ok := l.Round(); ok && rd.Number > rounds {
			return l, cat.Lib
		}
		legal := l.Legal()
		a := legal[r.IntN(len(legal))]
		switch a.Kind {
		case league.ActBuild:
			a.Cards = poolDeck(l, r)
		case league.ActAlter:
			d, _ := l.Deck(l.Players()[a.Seat].Deck)
			a.Cards = d.Cards
		case league.ActGameResult:
			rd, _ := l.Round()
			a.Winner = rd.Matches[a.Match].Seats[r.IntN(2)]
		}
		if _, err := l.Apply(a); err != nil {
			tb.Fatalf("%+v: %v", a, err)
		}
	}
}

// poolDeck draws 60 cards of the pool at random.
func poolDeck(l *league.League, r *rand.Rand) []*card.Def {
	var all []*card.Def
	for _, pc := range l.View().Pool {
		for range pc.Left {
			all = append(all, pc.Card)
		}
	}
	r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	return all[:league.DeckSize]
}

// BenchmarkSaveLongLeague saves a league of 300 rounds, with its log, as
// the hub does after every step.
func BenchmarkSaveLongLeague(b *testing.B) {
	l, _ := longLeague(b, 300)
	dir := b.TempDir()
	s, err := OpenDir(dir)
	if err != nil {
		b.Fatal(err)
	}
	log := make([]string, MaxLeagueLog)
	for i := range log {
		log[i] = "Ada beats Bo 2–1 (deck 12 against deck 14, 3 games). Bo chooses D: Ada sets deck 12 aside."
	}
	sv := LeagueSave{League: l, Seats: []string{"human", "medium", "medium"}, Log: log}
	data, err := encodeLeague(sv)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if err := s.Leagues().Save("Long", sv); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "file-bytes")
}

// BenchmarkEncodeLongLeague is the part of BenchmarkSaveLongLeague done
// on the hub's goroutine: the league made into the file's bytes.
func BenchmarkEncodeLongLeague(b *testing.B) {
	l, _ := longLeague(b, 300)
	sv := LeagueSave{League: l, Seats: []string{"human", "medium", "medium"}}
	for b.Loop() {
		if _, err := encodeLeague(sv); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLeagueWriterSaveLongLeague is what the hub's goroutine now
// spends on a save of the league of BenchmarkSaveLongLeague: freezing it
// for the writer (the encoding and writing happen on the writer's
// goroutine; the loop waits for it only between saves, so as not to
// fold them).
func BenchmarkLeagueWriterSaveLongLeague(b *testing.B) {
	l, _ := longLeague(b, 300)
	s, err := OpenDir(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	w := s.Leagues().Writer("Long")
	sv := LeagueSave{League: l, Seats: []string{"human", "medium", "medium"}}
	for b.Loop() {
		if err := w.Save(sv); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		w.Flush()
		b.StartTimer()
	}
}
