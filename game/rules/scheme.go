package rules

import "github.com/kitchentable/kitchentable/game/card"

// setSchemeInMotion turns the top scheme of s's scheme deck face up
// (Archenemy). The scheme deck is the face-down cards of the command zone,
// top first; face-up schemes stay in the command zone too.
func (g *Game) setSchemeInMotion(s Seat) {
	p := &g.players[s]
	for i, id := range p.Command {
		o := &g.objs[id]
		if !o.FaceDown || !o.Def.Types.Has(card.Scheme) {
			continue
		}
		copy(p.Command[i:], p.Command[i+1:])
		p.Command[len(p.Command)-1] = id
		o.FaceDown = false
		o.Stamp++
		g.touch()
		g.emit(Event{Kind: EvMove, Seat: s, Obj: id, Other: NoObj, Target: noTarget, From: ZoneCommand, To: ZoneCommand})
		g.queueTriggers(id, card.OnSetInMotion, s, 0)
		return
	}
}

// schemeSBA turns face-up non-ongoing schemes face down at the bottom of
// their scheme deck once none of their abilities wait to resolve.
func (g *Game) schemeSBA() bool {
	did := false
	for s := range g.players {
		p := &g.players[s]
		for _, id := range p.Command {
			o := &g.objs[id]
			if o.FaceDown || o.Def.Super.Has(card.Ongoing) || g.schemeBusy(id) {
				continue
			}
			o.FaceDown = true
			removeID(&p.Command, id)
			p.Command = append(p.Command, id)
			g.touch()
			did = true
			break
		}
	}
	return did
}

// schemeBusy reports whether a scheme has an ability waiting or on the stack.
func (g *Game) schemeBusy(id ObjID) bool {
	for _, t := range g.trig {
		if t.source == id {
			return true
		}
	}
	for i := range g.stack {
		if g.stack[i].obj == id {
			return true
		}
	}
	if g.resolving != nil && g.resolving.item.obj == id {
		return true
	}
	return g.cast != nil && g.cast.obj == id
}
