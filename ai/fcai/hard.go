package fcai

import (
	"context"
	"math/rand/v2"
	"time"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
)

// defaultWorlds is how many determinised copies Hard plays each candidate
// action out in.
const defaultWorlds = 160

// rolloutNoise is the chance of a random action in a rollout, so that the
// playouts of one world differ.
const rolloutNoise = 0.05

// maxRolloutActions ends a playout that runs long; it is then scored by
// the cards each side has left.
const maxRolloutActions = 600

// search is Hard's perfect-information Monte Carlo: every candidate is
// tried in the same determinised worlds and played out by the easy policy.
type search struct {
	worlds int
	margin float64 // keepMargin unless a test changes it
	limit  time.Duration
	r      *rand.Rand
	buf    seen
	acts   []fourcuatro.Action
	// rollPCG drives the rollouts' random choices; it is seeded again for
	// every world so that every candidate sees the same ones.
	rollPCG rand.PCG
}

// decide returns the candidate with the best average outcome. Every
// candidate is played out in the same worlds with the same random choices
// (common random numbers), and the easy policy's own choice is kept unless
// another candidate does clearly better.
func (s *search) decide(ctx context.Context, k *fourcuatro.Knowledge, v *fourcuatro.View, legal []fourcuatro.Action, base fourcuatro.Action) (fourcuatro.Action, error) {
	me := k.Seat()
	cands := distinct(v, legal)
	if len(cands) == 1 {
		return cands[0], nil
	}
	start := time.Now()
	score := make([]float64, len(cands))
	roll := policy{noise: rolloutNoise, r: rand.New(&s.rollPCG)}
	worlds := 0
	for w := 0; w < s.worlds; w++ {
		if s.limit > 0 && w > 0 && time.Since(start) > s.limit {
			break
		}
		if err := ctx.Err(); err != nil {
			return fourcuatro.Action{}, err
		}
		world := k.Sample(s.r)
		seed := s.r.Uint64()
		for i, a := range cands {
			h := world.Clone()
			if _, err := h.Apply(a); err != nil {
				continue
			}
			s.rollPCG.Seed(seed, 0x5eed)
			score[i] += s.playout(h, me, &roll, world.Turn())
		}
		worlds++
	}
	base = representative(v, cands, base)
	best, bs := base, -1e18
	for i, a := range cands {
		if a == base {
			bs = score[i] + s.margin*float64(worlds)
		}
	}
	for i, a := range cands {
		if score[i] > bs {
			best, bs = a, score[i]
		}
	}
	return best, nil
}

// keepMargin is how much better (in wins per world) another candidate must
// do before Hard leaves the easy policy's choice.
const keepMargin = 0.04

// playout plays h to the end (or the action cap) with the rollout policy
// and scores it for me: about 1 for a win and 0 for a loss (nearer the
// middle for each turn after turn it took: see sooner), and in between
// by the cards each side has left when cut short.
func (s *search) playout(h *fourcuatro.Game, me fourcuatro.Seat, roll *policy, turn int) float64 {
	for n := 0; !h.Over() && n < maxRolloutActions; n++ {
		s.acts = h.LegalInto(s.acts[:0])
		a := roll.choose(seenFromSample(h, &s.buf), s.acts)
		if _, err := h.Apply(a); err != nil {
			return 0.5
		}
	}
	if h.Over() {
		return sooner(h.Winner() == me, h.Turn()-turn)
	}
	mine, theirs := h.Player(me), h.Player(me.Other())
	a := float64(len(mine.Deck) + len(mine.Discard))
	b := float64(len(theirs.Deck) + len(theirs.Discard))
	return 0.5 + 0.5*(a-b)/(a+b+1)
}

// turnDecay is how much of a win's score each turn it took costs (and a
// loss's gains), up to maxDecay: a win now scores above a win later.
const (
	turnDecay = 0.002
	maxDecay  = 0.1
)

// sooner scores a game that ended turns after the playout began.
func sooner(won bool, turns int) float64 {
	d := min(turnDecay*float64(max(turns, 0)), maxDecay)
	if won {
		return 1 - d
	}
	return d
}

// representative is the candidate standing for a: a itself, or the
// action on another copy of the same card that distinct kept.
func representative(v *fourcuatro.View, cands []fourcuatro.Action, a fourcuatro.Action) fourcuatro.Action {
	for _, c := range cands {
		if c == a {
			return a
		}
	}
	def := func(id fourcuatro.CardID) *fourcuatro.Def {
		for _, c := range v.Players[v.Seat].Hand {
			if c.ID == id {
				return c.Def
			}
		}
		return nil
	}
	for _, c := range cands {
		if c.Kind == a.Kind && def(c.Card) != nil && def(c.Card) == def(a.Card) {
			return c
		}
	}
	return a
}

// distinct drops actions that are the same from the seat's view: casting
// or choosing one of two copies of the same known card.
func distinct(v *fourcuatro.View, legal []fourcuatro.Action) []fourcuatro.Action {
	defs := map[fourcuatro.CardID]*fourcuatro.Def{}
	for _, p := range v.Players {
		for _, pile := range [][]fourcuatro.CardView{p.Hand, p.Deck} {
			for _, c := range pile {
				if c.Def != nil {
					defs[c.ID] = c.Def
				}
			}
		}
	}
	type key struct {
		kind fourcuatro.ActionKind
		def  *fourcuatro.Def
	}
	seen := map[key]bool{}
	var out []fourcuatro.Action
	for _, a := range legal {
		d := defs[a.Card]
		if a.Card != fourcuatro.NoCard && d != nil && v.Pending.Kind != fourcuatro.DecideOrder {
			k := key{a.Kind, d}
			if seen[k] {
				continue
			}
			seen[k] = true
		}
		out = append(out, a)
	}
	return out
}
