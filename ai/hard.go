package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/kitchentable/kitchentable/game/rules"
)

// hardPlayer searches: for each decision it samples worlds consistent with
// its knowledge, tries each candidate action in every world, plays on
// with the medium policy for every seat to a horizon and scores the
// result with evaluate. It takes the candidate with the best mean score;
// the medium policy's own choice wins ties.
type hardPlayer struct {
	pol *policy // the medium policy: default choices and its memo
	r   *rand.Rand
	c   config
}

// maxCandidates bounds the actions compared in one decision.
const maxCandidates = 8

// mediumBonus is the lead the medium policy's choice starts with, so that
// search noise alone does not change a sound default.
const mediumBonus = 0.5

func newHard(seed uint64, c config) Player {
	return &hardPlayer{pol: newPolicy(seed, 0x4a2d, nil, true), r: rand.New(rand.NewPCG(seed, 0x4a2e)), c: c}
}

// Choose searches the decision k is pending on.
func (h *hardPlayer) Choose(ctx context.Context, k *rules.Knowledge) (rules.Action, error) {
	legal := k.Legal()
	if err := check(k, legal); err != nil {
		return rules.Action{}, err
	}
	if err := ctx.Err(); err != nil {
		return rules.Action{}, err
	}
	d := k.Pending()
	if len(legal) == 1 {
		h.pol.noteForced(legal[0], k)
		return legal[0], nil
	}
	v := k.View()
	b := newBoard(v)
	saved := h.pol.m
	def := h.pol.choose(b, legal)
	if !contains(legal, def) {
		def = fallback(legal)
	}
	h.pol.m = saved
	cands := h.candidates(b, legal, def)
	best := def
	if len(cands) > 1 {
		var err error
		if best, err = h.search(ctx, k, cands, v.Turn); err != nil {
			return rules.Action{}, err
		}
	}
	h.pol.note(best, d, v.Turn, v.Step)
	return best, nil
}

// candidates lists the actions worth comparing, the medium choice first.
// Payments, X, mulligans and choices while resolving follow the medium
// policy: the search adds little there.
func (h *hardPlayer) candidates(b *board, legal []rules.Action, def rules.Action) []rules.Action {
	switch b.v.Pending.Kind {
	case rules.DecidePriority, rules.DecideTarget, rules.DecideAttackers, rules.DecideBlockers:
	default:
		return []rules.Action{def}
	}
	out := []rules.Action{def}
	landDone := def.Kind == rules.ActPlayLand
	for _, a := range legal {
		if len(out) >= maxCandidates {
			break
		}
		switch {
		case a == def, a.Kind == rules.ActCancel, a.Kind == rules.ActTapMana:
			continue
		case a.Kind == rules.ActPlayLand:
			if landDone {
				continue // one land is enough to compare; the policy picks which
			}
			landDone = true
		}
		out = append(out, a)
	}
	return out
}

// search scores each candidate over sampled worlds and returns the best.
func (h *hardPlayer) search(ctx context.Context, k *rules.Knowledge, cands []rules.Action, turn int) (rules.Action, error) {
	var deadline time.Time
	if h.c.timeLimit > 0 {
		deadline = time.Now().Add(h.c.timeLimit)
	}
	sum := make([]float64, len(cands))
	n := 0
	seat := k.Seat()
	for it := 0; it < h.c.iterations; it++ {
		if err := ctx.Err(); err != nil {
			return rules.Action{}, fmt.Errorf("ai: search cancelled: %w", err)
		}
		if it > 0 && !deadline.IsZero() && time.Now().After(deadline) {
			break
		}
		world := k.Sample(h.r.Uint64())
		rseed := h.r.Uint64()
		for i, a := range cands {
			g := world
			if i < len(cands)-1 {
				g = world.Clone()
			}
			sum[i] += h.rollout(g, seat, a, turn, rseed)
		}
		n++
	}
	best, bs := 0, -1e18
	for i := range cands {
		s := sum[i] / float64(n)
		if i == 0 {
			s += mediumBonus
		}
		if s > bs {
			best, bs = i, s
		}
	}
	return cands[best], nil
}

// rollout applies a in g, plays on with the medium policy for every seat
// until the horizon and returns the evaluation for seat.
func (h *hardPlayer) rollout(g *rules.Game, seat rules.Seat, a rules.Action, turn int, seed uint64) float64 {
	d := g.Pending()
	if _, err := g.Apply(a); err != nil {
		return -winScore // cannot happen: a is legal in every sample
	}
	pols := make([]*policy, g.Seats())
	for s := range pols {
		pols[s] = newPolicy(seed, uint64(s), nil, true)
		pols[s].stall = h.pol.stall // how long the board has stood still is public
	}
	root := pols[seat]
	root.m = h.pol.m
	root.m.targets = append([]rules.Target(nil), h.pol.m.targets...)
	root.m.cancelled = append([]cancelled(nil), h.pol.m.cancelled...)
	root.note(a, d, turn, g.Step())
	w := &sampled{g: g}
	end := turn + 1 + h.c.horizon
	for steps := 0; !g.Over() && g.Turn() < end && steps < 3000; steps++ {
		p := pols[g.Pending().Seat]
		if _, err := g.Apply(p.decide(w)); err != nil {
			break
		}
	}
	return evaluate(g.View(seat))
}
