package main

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"text/tabwriter"
	"time"
)

// aiReportData is the per-player part of a sim summary: win rates with 95%
// confidence intervals and decision times, by -ai entry.
type aiReportData struct {
	Players []aiStat `json:"players"`
	// CPUPerGameMS is the process CPU time of the run divided by the games
	// (the engine and every player; -1 where the platform does not say).
	CPUPerGameMS float64 `json:"cpu_per_game_ms"`
	// WallPerGameMS is the average time one game took from start to end.
	WallPerGameMS float64 `json:"wall_per_game_ms"`
}

// aiStat is how one -ai entry did over all its seats and games.
type aiStat struct {
	Name  string  `json:"name"`
	Games int     `json:"games"`
	Wins  int     `json:"wins"`
	Draws int     `json:"draws"`
	Rate  float64 `json:"win_rate"`
	Low   float64 `json:"ci95_low"`
	High  float64 `json:"ci95_high"`
	// Decisions counts the timed decisions (those with more than one legal action).
	Decisions int     `json:"decisions"`
	P50MS     float64 `json:"p50_ms"`
	P95MS     float64 `json:"p95_ms"`
	P99MS     float64 `json:"p99_ms"`
	MaxMS     float64 `json:"max_ms"`
}

// aiLabels names the -ai entries: the level, numbered when a level
// appears more than once ("medium#1", "medium#2").
func aiLabels(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = n
		count := 0
		for _, m := range names {
			if m == n {
				count++
			}
		}
		if count > 1 {
			out[i] = fmt.Sprintf("%s#%d", n, i+1)
		}
	}
	return out
}

// aiReport adds up wins and decision times per -ai entry. A game won by a
// team counts as a win for each of its seats' players.
func aiReport(c *simConfig, outs []gameOutcome, cpu time.Duration) *aiReportData {
	labels := aiLabels(c.ais)
	stats := make([]aiStat, len(labels))
	times := make([][]time.Duration, len(labels))
	var wall time.Duration
	for _, o := range outs {
		wall += o.elapsed
		if o.err != nil {
			continue
		}
		won := map[int]bool{}
		for _, w := range o.winners {
			won[int(w)] = true
		}
		for s, k := range o.players {
			st := &stats[k]
			st.Games++
			switch {
			case won[s]:
				st.Wins++
			case len(o.winners) == 0:
				st.Draws++
			}
			if s < len(o.times) {
				times[k] = append(times[k], o.times[s]...)
			}
		}
	}
	r := &aiReportData{CPUPerGameMS: -1}
	if n := len(outs); n > 0 {
		r.WallPerGameMS = round2(float64(wall.Microseconds()) / 1000 / float64(n))
		if cpu > 0 {
			r.CPUPerGameMS = round2(float64(cpu.Microseconds()) / 1000 / float64(n))
		}
	}
	for k := range stats {
		st := &stats[k]
		st.Name = labels[k]
		st.Rate, st.Low, st.High = wilson(st.Wins, st.Games)
		ts := times[k]
		slices.Sort(ts)
		st.Decisions = len(ts)
		st.P50MS, st.P95MS, st.P99MS = ms(quantile(ts, 0.5)), ms(quantile(ts, 0.95)), ms(quantile(ts, 0.99))
		if len(ts) > 0 {
			st.MaxMS = ms(ts[len(ts)-1])
		}
		// Several -ai entries may be the same level on several seats: keep one row per entry.
		r.Players = append(r.Players, *st)
	}
	return r
}

// wilson returns the win rate and its 95% Wilson score interval.
func wilson(wins, n int) (p, lo, hi float64) {
	if n == 0 {
		return 0, 0, 0
	}
	const z = 1.959964
	p = float64(wins) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return round4(p), round4(max(0, mid-half)), round4(min(1, mid+half))
}

// quantile returns the q-quantile of sorted durations (nearest rank).
func quantile(sorted []time.Duration, q float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(q*float64(len(sorted)))) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

func ms(d time.Duration) float64 { return math.Round(float64(d.Nanoseconds())/1e3) / 1e3 }

func round2(x float64) float64 { return math.Round(x*100) / 100 }

func round4(x float64) float64 { return math.Round(x*10000) / 10000 }

// writeAIReport prints the per-player table under the summary line.
func writeAIReport(w io.Writer, r *aiReportData) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "player\tgames\twins\tdraws\twin rate\t95% CI\tdecisions\tp50 ms\tp95 ms\tp99 ms\tmax ms")
	for _, s := range r.Players {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%.1f%%\t%.1f–%.1f%%\t%d\t%.3f\t%.3f\t%.3f\t%.3f\n", s.Name, s.Games, s.Wins, s.Draws,
			100*s.Rate, 100*s.Low, 100*s.High, s.Decisions, s.P50MS, s.P95MS, s.P99MS, s.MaxMS)
	}
	tw.Flush()
	cpu := "unknown"
	if r.CPUPerGameMS >= 0 {
		cpu = fmt.Sprintf("%.1f ms", r.CPUPerGameMS)
	}
	fmt.Fprintln(w, strings.TrimSpace(fmt.Sprintf("per game: %s CPU (whole process), %.1f ms wall", cpu, r.WallPerGameMS)))
}
