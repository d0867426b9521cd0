package search

import (
	"math"
	"os"
	"strconv"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// evalSample is one seat's position at the start of a turn and whether
// the seat went on to win.
type evalSample struct {
	x   []float64
	won bool
}

// TestEvalFit fits the evaluation's weights to medium-against-medium
// games by logistic regression, from the turn AI_EVALFIT_TURN on; it
// runs only with AI_EVALFIT=games set (a tuning aid, not a check).
func TestEvalFit(t *testing.T) {
	n := aitest.TuningGames(t, "AI_EVALFIT")
	minTurn, _ := strconv.Atoi(os.Getenv("AI_EVALFIT_TURN"))
	decks := testdecks.Decks(t)
	var data []evalSample
	for i := 0; i < n; i++ {
		seed := uint64(i + 900001)
		g := aitest.NewGame(t, seed, aitest.DealDecks(decks, seed)...)
		ps := []aitest.Player{medium.New(seed*31 + 1), medium.New(seed*31 + 2)}
		var pos []evalSample
		var who []rules.Seat
		turn := 0
		for steps := 0; !g.Over() && steps < 20000; steps++ {
			if g.Turn() != turn && g.Turn() >= minTurn {
				turn = g.Turn()
				for s := rules.Seat(0); s < 2; s++ {
					pos = append(pos, evalSample{x: evalRow(g.View(s))})
					who = append(who, s)
				}
			}
			aitest.PlayStep(t, g, ps, g.KnowledgeOf(g.Pending().Seat))
		}
		w := g.Winners()
		if len(w) != 1 {
			continue
		}
		for j := range pos {
			pos[j].won = who[j] == w[0]
			data = append(data, pos[j])
		}
	}
	t.Logf("%d samples", len(data))
	// The present evaluation (and the tempo again), scaled: with the
	// fitted weights in use, its weight comes out near 1/evalUnit.
	old := make([]evalSample, len(data))
	for i, d := range data {
		old[i] = evalSample{x: []float64{d.x[len(d.x)-1], d.x[len(d.x)-2]}, won: d.won}
	}
	wOld := fitLogistic(old)
	t.Logf("evaluate, tempo: weights %.4f, log loss %.4f", wOld, logLoss(old, wOld))
	feat := make([]evalSample, len(data))
	for i, d := range data {
		feat[i] = evalSample{x: d.x[:len(d.x)-1], won: d.won}
	}
	w := fitLogistic(feat)
	t.Logf("fitted: log loss %.4f weights %.4f", logLoss(feat, w), w)
}

// evalRow is a position's features (see sideFeatures) for the seat of
// v, its side less the other's, then the tempo (+1 when the seat is
// active), then the present evaluation.
func evalRow(v *rules.View) []float64 {
	var sd sides
	sideFeatures(v, &sd)
	me := sd.lead[v.Seat]
	row := make([]float64, 0, nFeatures+2)
	mine, theirs := &sd.f[me], &[nFeatures]float64{}
	for t := range v.Players {
		if sd.live[t] && t != me {
			theirs = &sd.f[t]
		}
	}
	for i := 0; i < nFeatures; i++ {
		row = append(row, mine[i]-theirs[i])
	}
	tempo := -1.0
	if v.Active == v.Seat {
		tempo = 1
	}
	return append(row, tempo, evaluate(v))
}

// fitLogistic fits weights w (no intercept) maximising the likelihood of
// won given x by Newton's method, with a little ridge.
func fitLogistic(data []evalSample) []float64 {
	k := len(data[0].x)
	w := make([]float64, k)
	for it := 0; it < 30; it++ {
		g := make([]float64, k)
		h := make([][]float64, k)
		for i := range h {
			h[i] = make([]float64, k)
			h[i][i] = 1e-3 * float64(len(data))
			g[i] = -1e-3 * float64(len(data)) * w[i]
		}
		for _, d := range data {
			p := predict(w, d.x)
			y := 0.0
			if d.won {
				y = 1
			}
			for i, xi := range d.x {
				g[i] += (y - p) * xi
				for j, xj := range d.x {
					h[i][j] += p * (1 - p) * xi * xj
				}
			}
		}
		step := solve(h, g)
		for i := range w {
			w[i] += step[i]
		}
	}
	return w
}

// predict is the chance of a win that weights w give features x.
func predict(w, x []float64) float64 {
	z := 0.0
	for i, xi := range x {
		z += w[i] * xi
	}
	return 1 / (1 + math.Exp(-z))
}

// logLoss is the mean negative log likelihood of data under w.
func logLoss(data []evalSample, w []float64) float64 {
	s := 0.0
	for _, d := range data {
		p := min(max(predict(w, d.x), 1e-9), 1-1e-9)
		if d.won {
			s -= math.Log(p)
		} else {
			s -= math.Log(1 - p)
		}
	}
	return s / float64(len(data))
}

// solve solves a x = b by Gaussian elimination with partial pivoting.
func solve(a [][]float64, b []float64) []float64 {
	n := len(b)
	m := make([][]float64, n)
	for i := range a {
		m[i] = append(append([]float64(nil), a[i]...), b[i])
	}
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		m[c], m[p] = m[p], m[c]
		for r := c + 1; r < n; r++ {
			f := m[r][c] / m[c][c]
			for j := c; j <= n; j++ {
				m[r][j] -= f * m[c][j]
			}
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		s := m[r][n]
		for j := r + 1; j < n; j++ {
			s -= m[r][j] * x[j]
		}
		x[r] = s / m[r][r]
	}
	return x
}
