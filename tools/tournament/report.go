package main

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"time"
)

// record is a deck's games, wins and draws, overall or against one opponent.
type record struct{ games, wins, draws int }

// score is the wins plus half the draws.
func (r record) score() float64 { return float64(r.wins) + float64(r.draws)/2 }

// rate is the share of the games won, draws counting half (0 for no games).
func (r record) rate() float64 {
	if r.games == 0 {
		return 0
	}
	return r.score() / float64(r.games)
}

// table holds the tournament's records.
type table struct {
	overall []record
	vs      [][]record // vs[i][j]: deck i against deck j
	games   int
	turns   int // summed over the games
	draws   int
	errs    int
}

// tally adds up the results of n decks.
func tally(n int, results []result) *table {
	t := &table{overall: make([]record, n), vs: make([][]record, n)}
	for i := range t.vs {
		t.vs[i] = make([]record, n)
	}
	for _, r := range results {
		if r.err != nil {
			t.errs++
			continue
		}
		t.games++
		t.turns += r.turns
		for _, side := range [2][2]int{{r.a, r.b}, {r.b, r.a}} {
			me, opp := side[0], side[1]
			for _, rec := range []*record{&t.overall[me], &t.vs[me][opp]} {
				rec.games++
				switch r.win {
				case me:
					rec.wins++
				case -1:
					rec.draws++
				}
			}
		}
		if r.win < 0 {
			t.draws++
		}
	}
	return t
}

// wilson returns the 95% Wilson score interval of a share of successes
// out of n trials (successes may be fractional, for half-won draws).
func wilson(successes float64, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	nf := float64(n)
	p := successes / nf
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z / den * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return math.Max(0, mid-half), math.Min(1, mid+half)
}

// writeReport prints the overall table, sorted by win rate, then the win
// rates of every deck (row) against every other (column).
func writeReport(w io.Writer, c *config, decks []deck, t *table, elapsed time.Duration) {
	pairs := len(decks) * (len(decks) - 1) / 2
	avg := 0.0
	if t.games > 0 {
		avg = float64(t.turns) / float64(t.games)
	}
	fmt.Fprintf(w, "%d decks, %d pairs × %d games = %d games (%d drawn, %d failed), seed %d, %s players, %.1f turns a game, %.1fs\n\n",
		len(decks), pairs, c.games, t.games, t.draws, t.errs, c.seed, c.players, avg, elapsed.Seconds())
	width := len("deck")
	for _, d := range decks {
		width = max(width, len(d.name))
	}
	order := make([]int, len(decks))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(x, y int) bool { return t.overall[order[x]].rate() > t.overall[order[y]].rate() })
	fmt.Fprintf(w, "%3s  %-*s  %5s  %5s  %5s  %5s  %6s  %s\n", "#", width, "deck", "games", "wins", "draws", "losses", "win%", "95% CI")
	for _, i := range order {
		r := t.overall[i]
		lo, hi := wilson(r.score(), r.games)
		fmt.Fprintf(w, "%3d  %-*s  %5d  %5d  %5d  %6d  %5.1f%%  %4.1f–%4.1f%%\n",
			i+1, width, decks[i].name, r.games, r.wins, r.draws, r.games-r.wins-r.draws, 100*r.rate(), 100*lo, 100*hi)
	}
	top := order[0]
	fmt.Fprintf(w, "\nmax win rate: %.1f%% (%s)\n\n", 100*t.overall[top].rate(), decks[top].name)
	fmt.Fprintln(w, "win% of each row's deck against each column's deck:")
	var b strings.Builder
	fmt.Fprintf(&b, "%3s  %-*s", "#", width, "deck")
	for j := range decks {
		fmt.Fprintf(&b, " %4d", j+1)
	}
	fmt.Fprintln(w, b.String())
	for i := range decks {
		b.Reset()
		fmt.Fprintf(&b, "%3d  %-*s", i+1, width, decks[i].name)
		for j := range decks {
			if i == j {
				b.WriteString("    -")
				continue
			}
			fmt.Fprintf(&b, " %4.0f", 100*t.vs[i][j].rate())
		}
		fmt.Fprintln(w, b.String())
	}
}
