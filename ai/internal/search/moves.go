package search

import (
	"sort"
	"strconv"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// move is one choice the hard search compares: a single action, or a
// whole attack or block declaration (a macro) that is played out as its
// declarations followed by the done action.
type move struct {
	acts  []rules.Action // the actions in order; a macro leaves out the done action
	macro bool
	key   string // identity within one decision, the same in every sampled world
}

// plainMove is the move of the single action a.
func plainMove(a rules.Action) move {
	return move{acts: []rules.Action{a}, key: actionKey(nil, a)}
}

// macroMove is the declaration of acts (attacks or blocks) and nothing
// else; its key does not depend on the order of acts.
func macroMove(acts []rules.Action) move {
	acts = append([]rules.Action(nil), acts...)
	sort.Slice(acts, func(i, j int) bool {
		if acts[i].Obj != acts[j].Obj {
			return acts[i].Obj < acts[j].Obj
		}
		if acts[i].Target.Obj != acts[j].Target.Obj {
			return acts[i].Target.Obj < acts[j].Target.Obj
		}
		return acts[i].Target.Player < acts[j].Target.Player
	})
	k := []byte{'m'}
	for _, a := range acts {
		k = append(k, actionKey(nil, a)...)
	}
	return move{acts: acts, macro: true, key: string(k)}
}

// actionKey appends a's identity to dst.
func actionKey(dst []byte, a rules.Action) string {
	dst = strconv.AppendInt(dst, int64(a.Kind), 10)
	dst = append(dst, ':')
	dst = strconv.AppendInt(dst, int64(a.Obj), 10)
	dst = append(dst, ':')
	dst = strconv.AppendInt(dst, int64(a.Index), 10)
	dst = append(dst, ':')
	dst = strconv.AppendInt(dst, int64(a.Kind2), 10)
	dst = append(dst, ':')
	dst = strconv.AppendInt(dst, int64(a.Target.Player), 10)
	dst = append(dst, ':')
	dst = strconv.AppendInt(dst, int64(a.Target.Obj), 10)
	return string(append(dst, ';'))
}

// first is the move's first action: what a Player returns for it now.
func (m *move) first(done rules.Action) rules.Action {
	if len(m.acts) == 0 {
		return done
	}
	return m.acts[0]
}

// play applies m to g: a plain move's action, or a macro's declarations
// while the same seat is still declaring, then the done action. A
// declaration the game refuses (it cannot be made in this world) is left
// out. It reports whether g accepted the move's first action.
func (m *move) play(g *rules.Game) bool {
	if !m.macro {
		_, err := g.Apply(m.acts[0])
		return err == nil
	}
	d := g.Pending()
	done := pick.Done(d.Kind)
	for _, a := range m.acts {
		if p := g.Pending(); p.Seat != d.Seat || p.Kind != d.Kind {
			return true
		}
		_, _ = g.Apply(a) // refused: this world has no such declaration
	}
	for i := 0; i < 4; i++ {
		if p := g.Pending(); p.Seat != d.Seat || p.Kind != d.Kind {
			break
		}
		if _, err := g.Apply(done); err != nil {
			return false
		}
	}
	return true
}

// maxMacros bounds the attack or block configurations compared.
const maxMacros = 12

// declaration returns the declarations p makes, one at a time, for the
// declaration g is pending on, played on a copy of g (a sampled world:
// the policy reads only the deciding seat's view).
func declaration(p *medium.Policy, g *rules.Game) []rules.Action {
	c := g.Clone()
	d := c.Pending()
	q := *p // choose may move the memo and stall clock; keep p's
	w := &sampled{g: c}
	var out []rules.Action
	for i := 0; i < 64; i++ {
		if pd := c.Pending(); pd.Seat != d.Seat || pd.Kind != d.Kind {
			break
		}
		a := q.Choose(medium.NewBoard(w.View()), w.Legal())
		if a.Kind == rules.ActAttackDone || a.Kind == rules.ActBlockDone {
			break
		}
		if _, err := c.Apply(a); err != nil {
			break
		}
		out = append(out, a)
	}
	return out
}

// declarationMoves lists whole attack or block configurations for the
// declaration g is pending on, medium's (p's) first: medium's, none,
// everything, and medium's with each creature taken out or added.
func declarationMoves(p *medium.Policy, g *rules.Game, b *medium.Board, legal []rules.Action) []move {
	med := declaration(p, g)
	var out []move
	seen := map[string]bool{}
	twin := twins(b.V)
	add := func(acts []rules.Action) {
		if len(out) >= maxMacros {
			return
		}
		m := macroMove(acts)
		// A configuration that differs only in which of two identical
		// creatures does what is the same configuration.
		same := make([]rules.Action, len(acts))
		for i, a := range acts {
			same[i] = a
			same[i].Obj = twin[a.Obj]
			if a.Target.Obj != rules.NoObj {
				same[i].Target.Obj = twin[a.Target.Obj]
			}
		}
		if k := macroMove(same).key; !seen[k] {
			seen[k] = true
			out = append(out, m)
		}
	}
	add(med)
	add(nil)
	if b.V.Pending.Kind == rules.DecideAttackers {
		attackMoves(b, legal, med, add)
	} else {
		blockMoves(b, legal, med, add)
	}
	return out
}

// attackMoves adds everything at medium's defender (or the most
// threatening one), then medium's attack less each of its creatures and
// plus each other creature.
func attackMoves(b *medium.Board, legal, med []rules.Action, add func([]rules.Action)) {
	def := rules.NoSeat
	defenders := map[rules.Seat]bool{}
	for _, a := range med {
		def = a.Target.Player
	}
	for _, a := range legal {
		if a.Kind == rules.ActAttack {
			defenders[a.Target.Player] = true
		}
	}
	if def == rules.NoSeat {
		def = b.ChooseDefender(defenders)
	}
	var all, extra []rules.Action
	in := map[rules.ObjID]bool{}
	for _, a := range med {
		in[a.Obj] = true
	}
	for _, a := range legal {
		if a.Kind != rules.ActAttack || a.Target.Player != def {
			continue
		}
		if c := b.Obj(a.Obj); c == nil || c.Power <= 0 {
			continue
		}
		if !in[a.Obj] {
			all = append(all, a)
			extra = append(extra, a)
		}
	}
	add(append(append([]rules.Action(nil), med...), all...))
	if len(med) > 1 {
		for i := range med {
			add(without(med, i))
		}
	}
	for _, a := range extra {
		add(append(append([]rules.Action(nil), med...), a))
	}
}

// blockMoves adds medium's blocks less each of them, medium's plus one
// more block on each attacker it leaves unblocked (its cheapest and its
// strongest free blocker), and as many blocks as there are attackers.
func blockMoves(b *medium.Board, legal, med []rules.Action, add func([]rules.Action)) {
	used := map[rules.ObjID]bool{}
	blocked := map[rules.ObjID]bool{}
	for _, a := range med {
		used[a.Obj], blocked[a.Target.Obj] = true, true
	}
	if len(med) > 1 {
		for i := range med {
			add(without(med, i))
		}
	}
	byAttacker := map[rules.ObjID][]rules.Action{}
	var attackers []rules.ObjID
	for _, a := range legal {
		if a.Kind != rules.ActBlock || used[a.Obj] || blocked[a.Target.Obj] {
			continue
		}
		if len(byAttacker[a.Target.Obj]) == 0 {
			attackers = append(attackers, a.Target.Obj)
		}
		byAttacker[a.Target.Obj] = append(byAttacker[a.Target.Obj], a)
	}
	power := func(a rules.Action) int {
		if c := b.Obj(a.Obj); c != nil {
			return c.Power
		}
		return 0
	}
	value := func(a rules.Action) float64 {
		if c := b.Obj(a.Obj); c != nil {
			return cardvalue.Creature(c)
		}
		return 0
	}
	// The biggest attackers first.
	sort.SliceStable(attackers, func(i, j int) bool {
		ci, cj := b.Obj(attackers[i]), b.Obj(attackers[j])
		return ci != nil && cj != nil && medium.Strikes(ci) > medium.Strikes(cj)
	})
	greedy := append([]rules.Action(nil), med...)
	taken := map[rules.ObjID]bool{}
	for _, at := range attackers {
		opts := byAttacker[at]
		cheap, strong := opts[0], opts[0]
		for _, a := range opts {
			if value(a) < value(cheap) {
				cheap = a
			}
			if power(a) > power(strong) {
				strong = a
			}
		}
		add(append(append([]rules.Action(nil), med...), strong))
		add(append(append([]rules.Action(nil), med...), cheap))
		for _, a := range opts {
			if !taken[a.Obj] {
				taken[a.Obj] = true
				greedy = append(greedy, a)
				break
			}
		}
	}
	add(greedy)
}

// without returns acts less its i-th action.
func without(acts []rules.Action, i int) []rules.Action {
	out := append([]rules.Action(nil), acts[:i]...)
	return append(out, acts[i+1:]...)
}

// twinState is what tells a permanent from an identical twin.
type twinState struct {
	def, land            *card.Def
	controller, attacks  rules.Seat
	tapped, token, sick  bool
	Power, toughness     int
	keywords             card.Keywords
	damage, counters     int
	blocking, attachedTo rules.ObjID
}

// twins maps each permanent of v to the first one in the same state (the
// same card, untouched by anything attached to either): declaring one or
// the other makes no difference.
func twins(v *rules.View) map[rules.ObjID]rules.ObjID {
	carries := map[rules.ObjID]bool{}
	for i := range v.Battlefield {
		if a := v.Battlefield[i].AttachedTo; a != rules.NoObj {
			carries[a] = true
		}
	}
	first := map[twinState]rules.ObjID{}
	out := make(map[rules.ObjID]rules.ObjID, len(v.Battlefield))
	for i := range v.Battlefield {
		c := &v.Battlefield[i]
		out[c.ID] = c.ID
		if c.Def == nil || carries[c.ID] {
			continue
		}
		st := twinState{c.Def, c.LandDef, c.Controller, c.Attacking, c.Tapped, c.Token, c.SummoningSick,
			c.Power, c.Toughness, c.Keywords, c.Damage, c.Counters, c.Blocking, c.AttachedTo}
		if id, ok := first[st]; ok {
			out[c.ID] = id
		} else {
			first[st] = c.ID
		}
	}
	return out
}
