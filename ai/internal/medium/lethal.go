package medium

import (
	"slices"

	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Before any of its rules or its search, medium, hard and easy look for
// a win this turn (here): in one world sampled from what the seat
// knows, an AND-OR search over its own actions (and, in a shared team
// turn, its teammates') must end the game won before the turn ends
// against every set of blocks the opponents' visible creatures could
// declare, the opponents passing priority (their answers are unknown);
// it runs only when a generous count of the damage and life loss within
// reach (attackers, burn, drain, pumps, haste) covers the opponents'
// life (and, after finding nothing, again only once the opponents have
// acted or a card was drawn), and looks 3000 actions deep (easy 300). Under an attack that
// would kill it, a block stands only when some way on from it lives
// through the turn; otherwise the first block that does is taken. Hard's
// search scores an ended game 5% less for each turn it took, so a win
// now scores above a win later and a loss later above a loss now.
//
// lethalSearch looks, in one game sampled from what a seat knows, for a
// line of its own (and, in a shared team turn, its teammates') actions
// that wins the game before the turn ends whatever the opponents block.
// The opponents pass priority (their instant-speed answers are unknown)
// and make their other choices as the medium policy would; every set of
// blocks they could declare is tried. It is an AND-OR search: one of our
// actions must win against all of their blocks.
type lethalSearch struct {
	seat    rules.Seat
	survive bool // the goal is to be still in the game when the turn ends, not to win

	turn   int
	budget int                 // game actions still to apply
	failed map[uint64]struct{} // states of ours already shown not to win
	opp    *Policy             // the opponents' choices besides priority and blocks
	w      sampled
}

// Budgets of actions applied in one lethal search: the careful levels
// look deep, easy only at short lines.
const (
	LethalBudget     = 3000
	easyLethalBudget = 300
)

// declared tracks one seat's declarations (attackers or blockers) in
// progress, so that each set of them is tried in one order only: by
// increasing object number.
type declared struct {
	seat rules.Seat
	kind rules.DecisionKind
	last rules.ObjID
}

// newLethalSearch returns a search for seat's win in the turn g is in.
func newLethalSearch(g *rules.Game, seat rules.Seat, budget int, seed uint64) *lethalSearch {
	return &lethalSearch{seat: seat, turn: g.Turn(), budget: budget, failed: map[uint64]struct{}{},
		opp: NewPolicy(seed, 0x1e7a, nil, true)}
}

// find returns the first action of a winning line from g's pending
// decision, which must be the seat's, and whether there is one. g is
// used up.
func (ls *lethalSearch) find(g *rules.Game) (rules.Action, bool) {
	return ls.findFrom(g, rules.Action{}, false)
}

// findFrom is find trying first, when given, before the other actions.
func (ls *lethalSearch) findFrom(g *rules.Game, first rules.Action, given bool) (rules.Action, bool) {
	d := g.Pending()
	if g.Over() || !ls.ours(g, d.Seat) {
		return rules.Action{}, false
	}
	cands := ls.moves(g, d, declared{seat: rules.NoSeat})
	if given {
		cands = append([]rules.Action{first}, slices.DeleteFunc(cands, func(a rules.Action) bool { return a == first })...)
	}
	for i, a := range cands {
		c := g
		if i < len(cands)-1 {
			c = g.Clone()
		}
		if ls.applied(c, a) && ls.wins(c, ls.next(d, a)) {
			return a, true
		}
		if ls.budget <= 0 {
			break
		}
	}
	return rules.Action{}, false
}

// ours reports whether seat s decides for the searching side.
func (ls *lethalSearch) ours(g *rules.Game, s rules.Seat) bool {
	return s == ls.seat || (g.Options().SharedTeamTurns && g.Teammates(s, ls.seat))
}

// won reports whether the game is over and the searching side won (or,
// when the goal is to survive, the seat is still in it).
func (ls *lethalSearch) won(g *rules.Game) bool {
	if ls.survive {
		return !g.Player(ls.seat).Lost
	}
	for _, s := range g.Winners() {
		if ls.ours(g, s) {
			return true
		}
	}
	return false
}

// applied applies a to g, counting it against the budget.
func (ls *lethalSearch) applied(g *rules.Game, a rules.Action) bool {
	ls.budget--
	_, err := g.Apply(a)
	return err == nil
}

// next is the declaration in progress after a was chosen for d.
func (ls *lethalSearch) next(d rules.Decision, a rules.Action) declared {
	switch a.Kind {
	case rules.ActAttack, rules.ActBlock:
		return declared{seat: d.Seat, kind: d.Kind, last: a.Obj}
	}
	return declared{seat: rules.NoSeat}
}

// wins reports whether the searching side wins in g before the turn
// ends, whatever the opponents block. g is used up.
func (ls *lethalSearch) wins(g *rules.Game, dc declared) bool {
	for {
		if g.Over() {
			return ls.won(g)
		}
		if ls.budget <= 0 {
			return false
		}
		if g.Turn() != ls.turn {
			return ls.survive
		}
		d := g.Pending()
		if d.Seat != dc.seat || d.Kind != dc.kind {
			dc = declared{seat: rules.NoSeat}
		}
		if ls.ours(g, d.Seat) {
			return ls.anyWins(g, d, dc)
		}
		var a rules.Action
		switch d.Kind {
		case rules.DecideBlockers, rules.DecideAttackers:
			return ls.allWin(g, d, dc)
		case rules.DecidePriority:
			a = pick.Pass(g.Legal())
		default:
			ls.w.g = g
			a = ls.opp.Decide(&ls.w)
		}
		if !ls.applied(g, a) {
			return false
		}
	}
}

// anyWins reports whether one of our candidate actions wins. States are
// remembered only at priority and attacks: the game's hash leaves out
// the targets of a spell still being cast.
func (ls *lethalSearch) anyWins(g *rules.Game, d rules.Decision, dc declared) bool {
	var h uint64
	keep := d.Kind == rules.DecidePriority || d.Kind == rules.DecideAttackers
	if keep {
		h = g.Hash()
		if _, ok := ls.failed[h]; ok {
			return false
		}
	}
	cands := ls.moves(g, d, dc)
	for i, a := range cands {
		c := g
		if i < len(cands)-1 {
			c = g.Clone()
		}
		if ls.applied(c, a) && ls.wins(c, ls.next(d, a)) {
			return true
		}
		if ls.budget <= 0 {
			return false
		}
	}
	if keep {
		ls.failed[h] = struct{}{}
	}
	return false
}

// allWin reports whether we win whatever blocks (or attacks) the
// opponent declares next: each further blocker (in increasing object
// number) on each attacker it may block, and no more blocks.
func (ls *lethalSearch) allWin(g *rules.Game, d rules.Decision, dc declared) bool {
	legal := g.Legal()
	var cands []rules.Action
	var done rules.Action
	hasDone := false
	for _, a := range legal {
		switch {
		case (a.Kind == rules.ActBlock || a.Kind == rules.ActAttack) && (dc.seat == rules.NoSeat || a.Obj > dc.last):
			cands = append(cands, a)
		case a.Kind == rules.ActBlockDone || a.Kind == rules.ActAttackDone:
			done, hasDone = a, true
		}
	}
	if hasDone {
		cands = append(cands, done) // blocks first: they are likelier to stop us
	}
	if len(cands) == 0 {
		cands = append(cands, pick.Fallback(legal))
	}
	for i, a := range cands {
		c := g
		if i < len(cands)-1 {
			c = g.Clone()
		}
		if !ls.applied(c, a) || !ls.wins(c, ls.next(d, a)) {
			return false
		}
	}
	return true
}

// moves lists the actions worth trying for our decision d in g: for
// priority every spell (one card of each kind), ability and land, then
// the pass; automatic payment; the largest X; any target but our own
// side; for attacks, each further attacker (in increasing object number)
// before stopping; blocks likewise when the goal is to survive (they
// cannot win this turn); every choice.
func (ls *lethalSearch) moves(g *rules.Game, d rules.Decision, dc declared) []rules.Action {
	legal := g.Legal()
	var out []rules.Action
	switch d.Kind {
	case rules.DecidePriority:
		var cast []*card.Def
		land := false
		var pass []rules.Action
		for _, a := range legal {
			switch a.Kind {
			case rules.ActPass:
				pass = append(pass, a)
			case rules.ActCast:
				if o := g.Obj(a.Obj); o != nil {
					if slices.Contains(cast, o.Def) {
						continue
					}
					cast = append(cast, o.Def)
				}
				out = append(out, a)
			case rules.ActActivate:
				out = append(out, a)
			case rules.ActPlayLand:
				if !land {
					land = true
					out = append(out, a)
				}
			}
		}
		out = append(out, pass...)
	case rules.DecidePay:
		out = append(out, pick.Pay(legal))
	case rules.DecideX:
		out = append(out, pick.LargestX(legal))
	case rules.DecideTarget:
		for _, a := range legal {
			if a.Kind == rules.ActTarget && a.Target.IsPlayer() && ls.ours(g, a.Target.Player) {
				continue
			}
			if a.Kind != rules.ActCancel {
				out = append(out, a)
			}
		}
	case rules.DecideAttackers:
		var done []rules.Action
		for _, a := range legal {
			switch {
			case a.Kind == rules.ActAttack && (dc.seat == rules.NoSeat || a.Obj > dc.last):
				out = append(out, a)
			case a.Kind == rules.ActAttackDone:
				done = append(done, a)
			}
		}
		out = append(out, done...)
	case rules.DecideBlockers:
		for _, a := range legal {
			switch {
			case a.Kind == rules.ActBlock && ls.survive && (dc.seat == rules.NoSeat || a.Obj > dc.last):
				out = append(out, a)
			case a.Kind == rules.ActBlockDone:
				out = append(out, a)
			}
		}
	default:
		for _, a := range legal {
			if a.Kind != rules.ActCancel && a.Kind != rules.ActConcede {
				out = append(out, a)
			}
		}
	}
	if len(out) == 0 {
		out = append(out, pick.Fallback(legal))
	}
	return out
}
