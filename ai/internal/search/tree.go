package search

import (
	"math"
	"slices"

	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// node is one information set of the searching seat in its search tree:
// the seat's own moves so far (other seats' actions are the world's
// doing, not part of the key). Its children are the moves tried from it,
// in every sampled world where they were available.
type node struct {
	moves  []move
	kids   []*node // nil until the child has been visited once
	n      []int   // visits of each child
	avail  []int   // how often each child was available when one was chosen here
	sum    []float64
	visits int
}

// index returns the child for m, adding it when new.
func (nd *node) index(m *move) int {
	for i := range nd.moves {
		if nd.moves[i].key == m.key {
			return i
		}
	}
	nd.moves = append(nd.moves, *m)
	nd.kids = append(nd.kids, nil)
	nd.n = append(nd.n, 0)
	nd.avail = append(nd.avail, 0)
	nd.sum = append(nd.sum, 0)
	return len(nd.moves) - 1
}

// mean is the child's mean reward.
func (nd *node) mean(i int) float64 {
	if nd.n[i] == 0 {
		return 0
	}
	return nd.sum[i] / float64(nd.n[i])
}

// exploration is UCB1's constant for rewards in [-endReward, endReward].
const exploration = 0.6

// widening returns how many of a decision's candidates, medium's first,
// a node visited visits times may try: medium's alone at first, one
// more as the visits grow (progressive widening), so that a little-
// visited node plays like the rollout policy.
func widening(visits int) int {
	return 1 + int(math.Sqrt(float64(visits)/widenEvery))
}

// widenEvery sets the pace of progressive widening: k candidates need
// widenEvery*(k-1)^2 visits.
const widenEvery = 3

// selectChild picks, among the children of nd listed in present (each
// available now), one not yet visited, else the one with the best UCB1
// score using its availability count.
func (nd *node) selectChild(present []int) int {
	for _, i := range present {
		nd.avail[i]++
	}
	for _, i := range present {
		if nd.n[i] == 0 {
			return i
		}
	}
	best, bs := present[0], math.Inf(-1)
	for _, i := range present {
		s := nd.mean(i) + exploration*math.Sqrt(math.Log(float64(nd.avail[i]))/float64(nd.n[i]))
		if s > bs {
			best, bs = i, s
		}
	}
	return best
}

// endReward is the reward of a won game (minus: lost); a position still
// being played scores tanh(evaluate/evalScale), less in size.
const (
	endReward = 1.5
	evalScale = 20
)

// reward maps an evaluation to the search's reward.
func reward(score float64) float64 {
	switch {
	case score >= winScore:
		return endReward
	case score <= -winScore:
		return -endReward
	}
	return math.Tanh(score / evalScale)
}

// turnDecay is how much of an ended game's reward each turn it took
// costs: a win now scores above a win later, a loss later above a loss
// now, and every ended game still beyond any position being played.
const turnDecay = 0.05

// sooner scales the reward r of a game that ended turns after the
// search's turn by turnDecay a turn.
func sooner(r float64, turns int) float64 {
	return r * max(1-turnDecay*float64(max(turns, 0)), 1/endReward)
}

// treeStep is one choice made in the tree on the way down.
type treeStep struct {
	nd *node
	i  int
}

// maxTreeDepth bounds the searching seat's decisions held in the tree.
const maxTreeDepth = 8

// searchedKind reports whether the search compares candidates for
// decisions of kind k (the others follow the medium policy).
func searchedKind(d rules.Decision) bool {
	switch d.Kind {
	case rules.DecidePriority, rules.DecideTarget, rules.DecideAttackers, rules.DecideBlockers:
		return true
	case rules.DecideChoice:
		switch d.Purpose {
		case rules.ChooseDiscard, rules.ChooseSacrifice, rules.ChoosePayOrSacrifice, rules.ChooseOption, rules.ChooseCleanupDiscard:
			return true
		}
	}
	return false
}

// moves lists the candidate moves of the decision g is pending on for
// the searching seat's policy p, medium's first, at most limit of them.
// b is the seat's board and legal the legal actions.
func candidateMoves(p *medium.Policy, g *rules.Game, b *medium.Board, legal []rules.Action, limit int) []move {
	d := b.V.Pending
	if d.Kind == rules.DecideAttackers || d.Kind == rules.DecideBlockers {
		if limit <= 1 {
			return []move{macroMove(declaration(p, g))}
		}
		return declarationMoves(p, g, b, legal)
	}
	def := p.Peek(b, legal)
	if !pick.Contains(legal, def) {
		def = pick.Fallback(legal)
	}
	out := []move{plainMove(def)}
	if limit <= 1 || !searchedKind(d) || def.Kind == rules.ActPlayLand || quietStep(b.V) {
		// Playing a land now rather than later is never worse; which
		// land is medium's choice.
		return out
	}
	var cast []*card.Def // the cards compared for casting, one of each
	if c := b.HandCard(def.Obj); def.Kind == rules.ActCast && c != nil {
		cast = append(cast, c.Def)
	}
	landDone := false
	for _, a := range legal {
		if len(out) >= min(limit, maxCandidates) {
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
		case a.Kind == rules.ActCast:
			c := b.HandCard(a.Obj)
			if c != nil && slices.Contains(cast, c.Def) {
				continue // a second copy of a card casts the same
			}
			if c != nil {
				cast = append(cast, c.Def)
			}
		}
		out = append(out, plainMove(a))
	}
	return out
}

// quietStep reports whether v's pending decision is priority in an
// upkeep, draw or end-of-combat step with nothing on the stack: anything
// done there can wait for the next step where it matters (a main phase,
// the attack, the end step) at no loss, so medium's choice stands
// unsearched.
func quietStep(v *rules.View) bool {
	if v.Pending.Kind != rules.DecidePriority || len(v.Stack) > 0 {
		return false
	}
	switch v.Step {
	case rules.StepUpkeep, rules.StepDraw, rules.StepEndCombat:
		return true
	}
	return false
}
