package rules

import "github.com/kitchentable/kitchentable/game/card"

// CastTargets answers, without changing the game, what the first target of
// casting obj now could be: it appends to dst the ActTarget actions that
// the first target decision would offer if ActCast obj were applied (and X,
// if asked for, were 0), and reports whether casting obj asks for a target
// at all. It is false when obj cannot be cast now (ActCast obj is not
// legal) and when the spell takes no target. The actions are the ones
// Legal lists once the cast reaches that decision, so the caller may apply
// the one it wants then.
func (g *Game) CastTargets(dst []Action, obj ObjID) ([]Action, bool) {
	if g.over || g.pending.Kind != DecidePriority || !g.isLegal(actObj(ActCast, obj)) {
		return dst, false
	}
	specs := spellSpecs(g.objs[obj].Def)
	if len(specs) == 0 {
		return dst, false
	}
	return g.appendTargetChoices(dst, specs, g.pending.Seat, obj, nil), true
}

// isLegal reports whether a is one of the pending decision's legal actions.
func (g *Game) isLegal(a Action) bool {
	g.freshLegal()
	for _, l := range g.legalBuf {
		if l == a {
			return true
		}
	}
	return false
}

// appendTargetChoices appends the ActTarget actions for the next of specs
// (the one after the targets chosen so far) by seat s for source: every
// legal target that still leaves one for each later spec.
func (g *Game) appendTargetChoices(out []Action, specs []card.TargetSpec, s Seat, source ObjID, chosen []Target) []Action {
	start := len(out)
	out = g.appendTargets(out, &specs[len(chosen)], s, source, chosen)
	rest := specs[len(chosen)+1:]
	if len(rest) == 0 {
		return out
	}
	kept := out[:start]
	var tbuf [4]Target
	for _, a := range out[start:] {
		next := append(append(tbuf[:0], chosen...), a.Target)
		if g.targetsSatisfiable(rest, s, source, next) {
			kept = append(kept, a)
		}
	}
	return kept
}
