package search

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Player, the hard level, searches: information-set Monte Carlo tree
// search over worlds sampled from what its seat knows (see search).
// Attacks and blocks are compared as whole configurations; the one
// chosen is then declared over the next decisions (plan).
//
// The hard level is information-set Monte Carlo tree search: each simulation
// samples a world consistent with what it knows (Knowledge.Sample: the
// cards it has seen, public decklists, otherwise guesses in each
// opponent's colours from the card pool, never their real cards),
// plays one of the moves compared at the root (sequential halving,
// every move in the same worlds), descends a tree of its own later
// decisions (UCB1 with availability counts, widening from medium's
// choice as visits grow), plays on with the medium policy to the end
// of the third turn after the current one and scores the result with
// a static evaluation: the log-odds of winning, from weights fitted to
// medium-against-medium games (life, cards in hand, lands, creatures'
// power, toughness and abilities, other permanents, whose turn it
// is; face-up ongoing schemes count for their owner). Attacks and
// blocks are compared as whole configurations (medium's, none, everything, medium's less or plus one creature)
// and the chosen one is declared over the next decisions. Moves that
// cannot matter are not searched: a land played (now is never worse
// than later), a priority pass in an upkeep, draw or end-of-combat
// step with an empty stack, a second copy of a card or a
// configuration that only swaps identical creatures, and the rest of
// the budget once twelve worlds gave every move the same result. A
// time limit is checked inside the simulations, so a decision
// overshoots it by well under a millisecond.
type Player struct {
	pol   *medium.Policy // the medium policy: default choices and its memo
	r     *rand.Rand
	c     Config
	plan  declPlan
	clock func() time.Time // time.Now; tests count its readings
	stats searchStats      // the last decision's search
	noWin uint64           // the lethal search's memo (see medium.WinNow)
	// sees, when set, replaces the honest sample of the game with
	// another (tests: a hard player that sees every hidden card).
	sees func(k *rules.Knowledge, seed uint64) *rules.Game
}

// sample returns a world sampled from what k knows (see sees).
func (h *Player) sample(k *rules.Knowledge) *rules.Game {
	seed := h.r.Uint64()
	if h.sees != nil {
		return h.sees(k, seed)
	}
	return k.Sample(seed)
}

// searchStats count what one decision's search did.
type searchStats struct {
	sims   int // simulations finished and backed up
	steps  int // game steps played in simulations
	rounds int // rounds of the halving finished
	moves  int // root moves compared
	Clocks int // clock readings
}

// declPlan is the rest of an attack or block configuration the search
// chose, declared one action per decision.
type declPlan struct {
	acts []rules.Action // still to declare, the done action last
	turn int
	kind rules.DecisionKind
}

// maxCandidates bounds the plain actions compared in one decision.
const maxCandidates = 8

// mediumBonus is the lead, in reward, the medium policy's choice starts
// with, so that search noise alone does not change a sound default.
const mediumBonus = 0.03

// Config is what the hard level's options set (see ai.WithIterations,
// ai.WithTimeLimit and ai.WithHorizon).
type Config struct {
	Iterations int           // simulations per move compared
	TimeLimit  time.Duration // stop searching after this long (0: none)
	Horizon    int           // turns played forward in each rollout
}

// New returns the hard player: it searches with the options c.
func New(seed uint64, c Config) *Player {
	return &Player{pol: medium.NewPolicy(seed, 0x4a2d, nil, true), r: rand.New(rand.NewPCG(seed, 0x4a2e)), c: c, clock: time.Now}
}

// Choose searches the decision k is pending on.
func (h *Player) Choose(ctx context.Context, k *rules.Knowledge) (rules.Action, error) {
	var deadline time.Time
	h.stats = searchStats{}
	if h.c.TimeLimit > 0 {
		deadline = h.clock().Add(h.c.TimeLimit)
	}
	legal := k.Legal()
	if err := medium.Check(k, legal); err != nil {
		return rules.Action{}, err
	}
	if err := ctx.Err(); err != nil {
		return rules.Action{}, err
	}
	d := k.Pending()
	if len(legal) == 1 {
		h.pol.NoteForced(legal[0], k)
		return legal[0], nil
	}
	v := k.View()
	if a, ok := medium.WinNow(k, legal, medium.LethalBudget, &h.noWin, func() (*rules.Game, uint64) { return h.sample(k), h.r.Uint64() }); ok {
		h.plan = declPlan{}
		h.pol.Note(a, d, v.Turn, v.Step)
		return a, nil
	}
	if a, ok := h.planned(d, v.Turn, legal); ok {
		return h.safe(k, legal, a), nil
	}
	h.plan = declPlan{}
	b := medium.NewBoard(v)
	var moves []move
	if searchedKind(d) {
		// A sampled world stands in for the game where the candidates
		// need one (medium's attack, played out on a copy).
		moves = candidateMoves(h.pol, h.sample(k), b, legal, maxMacros)
	} else {
		moves = candidateMoves(h.pol, nil, b, legal, 1)
	}
	best := 0
	if len(moves) > 1 {
		s := &search{h: h, k: k, ctx: ctx, deadline: deadline, seat: k.Seat(), turn: v.Turn}
		if !deadline.IsZero() {
			s.start = h.clock()
			s.target = s.start.Add(time.Duration(float64(h.c.TimeLimit) * targetShare))
		}
		var err error
		best, err = s.run(moves)
		h.stats = s.stats
		if err != nil {
			return rules.Action{}, err
		}
	}
	m := moves[best]
	done := pick.Done(d.Kind)
	a := m.first(done)
	if m.macro {
		h.plan = declPlan{acts: append(append([]rules.Action(nil), m.acts...), done), turn: v.Turn, kind: d.Kind}
		h.plan.acts = h.plan.acts[1:]
	}
	if !pick.Contains(legal, a) {
		a = pick.Fallback(legal)
	}
	a = h.safe(k, legal, a)
	h.pol.Note(a, d, v.Turn, v.Step)
	return a, nil
}

// safe is medium.SafeBlock for hard's block a: when a way on from it survives
// the turn, a stands; otherwise the plan is dropped for one that does.
func (h *Player) safe(k *rules.Knowledge, legal []rules.Action, a rules.Action) rules.Action {
	b := medium.SafeBlock(k, legal, a, medium.LethalBudget, func() (*rules.Game, uint64) { return h.sample(k), h.r.Uint64() })
	if b != a {
		h.plan = declPlan{}
	}
	return b
}

// planned returns the next declaration of the configuration chosen
// earlier, when the decision is the one it was made for and the action is
// still legal; otherwise the plan is dropped and the search starts anew.
func (h *Player) planned(d rules.Decision, turn int, legal []rules.Action) (rules.Action, bool) {
	p := &h.plan
	if len(p.acts) == 0 || p.turn != turn || p.kind != d.Kind {
		return rules.Action{}, false
	}
	a := p.acts[0]
	if !pick.Contains(legal, a) {
		return rules.Action{}, false
	}
	p.acts = p.acts[1:]
	return a, true
}

// search is the state of one decision's search.
type search struct {
	h        *Player
	k        *rules.Knowledge
	ctx      context.Context
	deadline time.Time
	// start and target: when the search began and when it aims to end
	// (zero without a time limit; see targetShare).
	start, target time.Time
	seat          rules.Seat
	turn          int
	root          node
	stats         searchStats
	stopped       bool // the clock ran out
	// rollout holds the seats' rollout policies, reset for each
	// simulation instead of made anew; srcs are their generators.
	rollout []*medium.Policy
	srcs    []*rand.PCG
}

// rolloutPolicies returns a medium policy for each of n seats, each as
// medium.NewPolicy(seed, seat, nil, true) would make it, reusing the search's.
func (s *search) rolloutPolicies(n int, seed uint64) []*medium.Policy {
	for len(s.rollout) < n {
		src := rand.NewPCG(0, 0)
		s.srcs = append(s.srcs, src)
		s.rollout = append(s.rollout, medium.NewPolicyFrom(rand.New(src)))
	}
	pols := s.rollout[:n]
	for t, p := range pols {
		s.srcs[t].Seed(seed, uint64(t))
		p.Renew(s.h.pol)
	}
	return pols
}

// checkEvery is how many game steps pass between two clock checks.
const checkEvery = 8

// budget is the number of simulations for a root with n moves: the
// configured iterations count per candidate up to six. With a time limit
// (at the table) the clock bounds the search (see roundEnd). Without one
// (simulated games, which must be the same whatever the machine), the
// count is divided at a larger table by twice the number of opponents,
// where every simulation plays more seats and there are more decisions
// to make (a four-seat game has about three times a duel's decisions,
// each rollout step costs more, and the game must still finish in a few
// minutes).
func (s *search) budget(n int) int {
	b := s.h.c.Iterations * min(n, 6)
	if seats := len(s.k.View().Players); seats > 2 && s.target.IsZero() {
		b /= 2 * (seats - 1)
	}
	return max(b, n)
}

// targetShare is the part of the time limit a search plans to use: the
// limit is the most a decision may take, the share what it aims at, so
// that the rounds of sequential halving all fit in it and the table's
// computers keep their pace (a four-seat table asks hard for more than
// three times a duel's decisions).
const targetShare = 0.4

// roundEnd is when round r of rounds of the halving should end: the
// target time is split evenly among the rounds, and a round that ends
// early leaves its time to the next. The zero time: no time limit.
func (s *search) roundEnd(r, rounds int) time.Time {
	if s.target.IsZero() {
		return time.Time{}
	}
	return s.start.Add(s.target.Sub(s.start) * time.Duration(r+1) / time.Duration(rounds))
}

// roundOver reports whether round r should start no more worlds: its
// share of the target time is spent.
func (s *search) roundOver(end time.Time) bool {
	if end.IsZero() {
		return false
	}
	s.stats.Clocks++
	return s.h.clock().After(end)
}

// run compares the root moves by sequential halving: in each round every
// remaining move is simulated in the same sampled worlds with the same
// rollout seeds, then the better half stays. Below the root each
// simulation descends the tree of the seat's later decisions (UCB1 with
// availability counts and progressive widening) and then plays on with
// the medium policy to the horizon. It returns the index of the best move.
func (s *search) run(moves []move) (int, error) {
	s.stats.moves = len(moves)
	for i := range moves {
		s.root.index(&moves[i])
	}
	alive := make([]int, len(moves))
	for i := range alive {
		alive[i] = i
	}
	rounds := 0
	for n := len(moves); n > 1; n = (n + 1) / 2 {
		rounds++
	}
	total := s.budget(len(moves))
	for r := 0; r < rounds && len(alive) > 1 && !s.stopped; r++ {
		worlds := max(1, total/(rounds*len(alive)))
		end := s.roundEnd(r, rounds)
		for w := 0; w < worlds && !s.stopped; w++ {
			if err := s.ctx.Err(); err != nil {
				return 0, fmt.Errorf("ai: search cancelled: %w", err)
			}
			if s.late() || w > 0 && s.roundOver(end) {
				break
			}
			world := s.h.sample(s.k)
			rseed := s.h.r.Uint64()
			for j, i := range alive {
				g := world
				if j < len(alive)-1 {
					g = world.Clone()
				}
				if !s.simulate(g, i, rseed) {
					break
				}
			}
			if r == 0 && w+1 == tieWorlds && s.tied(alive) {
				return 0, nil
			}
		}
		alive = s.halve(alive)
		s.stats.rounds++
	}
	if err := s.ctx.Err(); err != nil {
		return 0, fmt.Errorf("ai: search cancelled: %w", err)
	}
	return s.best(alive), nil
}

// tieWorlds is how many worlds show whether the moves make any
// difference at all (see tied).
const tieWorlds = 12

// tied reports whether every move of alive has had the same total reward
// so far: in the same worlds every move came to the same result (a game
// won or lost whatever the seat does, a spell that changes nothing before
// the horizon), so medium's choice stands without spending the rest of
// the budget.
func (s *search) tied(alive []int) bool {
	for _, i := range alive[1:] {
		if s.root.n[i] != s.root.n[alive[0]] || math.Abs(s.root.sum[i]-s.root.sum[alive[0]]) > 1e-9 {
			return false
		}
	}
	return true
}

// score is a root move's mean reward, medium's with its bonus.
func (s *search) score(i int) float64 {
	m := s.root.mean(i)
	if i == 0 {
		m += mediumBonus
	}
	return m
}

// halve keeps the better half of alive by score.
func (s *search) halve(alive []int) []int {
	if len(alive) <= 1 {
		return alive
	}
	sorted := append([]int(nil), alive...)
	for i := 1; i < len(sorted); i++ {
		for j := i; j > 0 && s.score(sorted[j]) > s.score(sorted[j-1]); j-- {
			sorted[j], sorted[j-1] = sorted[j-1], sorted[j]
		}
	}
	return sorted[:(len(sorted)+1)/2]
}

// best is the move of alive with the best score among those simulated.
func (s *search) best(alive []int) int {
	best, bs := 0, -1e18
	for _, i := range alive {
		if s.root.n[i] == 0 {
			continue
		}
		if sc := s.score(i); sc > bs {
			best, bs = i, sc
		}
	}
	return best
}

// late reports whether the clock has run out, and remembers it.
func (s *search) late() bool {
	if !s.stopped && !s.deadline.IsZero() {
		s.stats.Clocks++
		s.stopped = s.h.clock().After(s.deadline)
	}
	return s.stopped
}

// tick counts a game step and checks the clock now and then.
func (s *search) tick() bool {
	s.stats.steps++
	if s.stats.steps%checkEvery == 0 {
		return s.late()
	}
	return s.stopped
}

// simulate plays root move i in world g, descends the tree of the seat's
// later decisions, plays on with the medium policy to the horizon and
// backs up the reward. It returns false, recording nothing, when the
// clock ran out meanwhile.
func (s *search) simulate(g *rules.Game, i int, seed uint64) bool {
	h := s.h
	pols := s.rolloutPolicies(g.Seats(), seed)
	me := pols[s.seat]
	me.CopyMemo(h.pol)
	path := []treeStep{{&s.root, i}}
	if !s.playMove(g, me, &s.root.moves[i]) {
		return true // cannot happen: every root move is legal in every sample
	}
	cur := s.root.kids[i]
	if cur == nil {
		s.root.kids[i] = &node{}
	}
	w := &sampled{g: g}
	end := s.turn + 1 + h.c.Horizon
	for steps := 0; !g.Over() && g.Turn() < end && steps < 3000; steps++ {
		if s.tick() {
			return false
		}
		d := g.Pending()
		if d.Seat != s.seat || cur == nil || len(path) > maxTreeDepth {
			if _, err := g.Apply(pols[d.Seat].Decide(w)); err != nil {
				break
			}
			continue
		}
		legal := w.Legal()
		if len(legal) == 1 {
			me.NoteForced(legal[0], w)
			if _, err := g.Apply(legal[0]); err != nil {
				break
			}
			continue
		}
		b := medium.NewBoard(w.View())
		limit := 1
		if searchedKind(d) {
			limit = widening(cur.visits)
		}
		cands := candidateMoves(me, g, b, legal, limit)
		if len(cands) == 1 && !cands[0].macro && !searchedKind(d) {
			// Not searched here: the policy's choice, outside the tree.
			if _, err := g.Apply(cands[0].acts[0]); err != nil {
				break
			}
			me.Note(cands[0].acts[0], d, g.Turn(), g.Step())
			continue
		}
		present := make([]int, len(cands))
		for j := range cands {
			present[j] = cur.index(&cands[j])
		}
		j := cur.selectChild(present)
		cur.visits++
		path = append(path, treeStep{cur, j})
		if !s.playMove(g, me, &cur.moves[j]) {
			break
		}
		next := cur.kids[j]
		if next == nil {
			cur.kids[j] = &node{} // expanded: its first visit goes on by rollout
		}
		cur = next
	}
	r := reward(evaluate(g.View(s.seat)))
	if g.Over() {
		r = sooner(r, g.Turn()-s.turn)
	}
	for _, st := range path {
		st.nd.n[st.i]++
		st.nd.sum[st.i] += r
	}
	s.stats.sims++
	return true
}

// playMove plays m in g for the searching seat, whose policy me notes it.
func (s *search) playMove(g *rules.Game, me *medium.Policy, m *move) bool {
	d := g.Pending()
	turn, step := g.Turn(), g.Step()
	if !m.play(g) {
		return false
	}
	if !m.macro {
		me.Note(m.acts[0], d, turn, step)
	}
	return true
}

// DefaultIterations is the simulations per move compared that ai.New
// gives the hard level unless told otherwise (ai.WithIterations).
const DefaultIterations = 96

// DefaultHorizon is how many turns after the current one a hard rollout
// plays with the medium policy before the position is evaluated: the
// further it plays, the less rests on the static evaluation. Three turns
// won 2.5 points more against medium than one on the tuning seeds, at
// about 100 ms more decision time at the 95th percentile.
const DefaultHorizon = 3
