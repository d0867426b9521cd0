package rules

import "github.com/kitchentable/kitchentable/game/card"

// setSchemeInMotion turns the top scheme of s's scheme deck face up
// (Archenemy, rule 904.9). The scheme deck is the face-down cards of the
// command zone, top first; face-up schemes stay in the command zone too.
func (g *Game) setSchemeInMotion(s Seat) {
	p := &g.players[s]
	down := 0
	for _, id := range p.Command {
		if g.objs[id].FaceDown {
			down++
		}
	}
	for i, id := range p.Command {
		o := &g.objs[id]
		if !o.FaceDown || !o.Def.Types.Has(card.Scheme) {
			continue
		}
		if p.KnownSchemes >= down {
			p.KnownSchemes = down - 1 // the top was a scheme whose place was known
		}
		copy(p.Command[i:], p.Command[i+1:])
		p.Command[len(p.Command)-1] = id
		o.FaceDown = false
		o.Seen = allSeats
		o.Stamp++
		g.touch()
		g.emit(Event{Kind: EvMove, Seat: s, Obj: id, Other: NoObj, Target: noTarget, From: ZoneCommand, To: ZoneCommand,
			Amount: int(SchemeSetInMotion)})
		g.queueTriggers(id, card.OnSetInMotion, s, 0)
		return
	}
}

// schemeToBottom turns a face-up scheme face down and puts it on the
// bottom of its owner's scheme deck; the owner knows its place.
func (g *Game) schemeToBottom(id ObjID, why SchemeMotion) {
	o := &g.objs[id]
	p := &g.players[o.Owner]
	o.FaceDown = true
	o.Stamp++
	removeID(&p.Command, id)
	p.Command = append(p.Command, id)
	p.KnownSchemes++
	g.touch()
	g.sbaDue = true
	g.emit(Event{Kind: EvMove, Seat: o.Owner, Obj: id, Other: NoObj, Target: noTarget, From: ZoneCommand, To: ZoneCommand,
		Amount: int(why)})
}

// abandon abandons the scheme id (rule 701.26) if it is still the face-up
// scheme that stamp names: it goes face down to the bottom of its
// owner's scheme deck.
func (g *Game) abandon(id ObjID, stamp uint32) {
	o := &g.objs[id]
	if o.Zone != ZoneCommand || o.FaceDown || o.Stamp != stamp || !o.Def.Types.Has(card.Scheme) {
		return
	}
	g.schemeToBottom(id, SchemeAbandoned)
}

// schemeSBA turns face-up non-ongoing schemes face down at the bottom of
// their scheme deck once none of their abilities wait to resolve (rule
// 904.10).
func (g *Game) schemeSBA() bool {
	did := false
	for s := range g.players {
		p := &g.players[s]
		for _, id := range p.Command {
			o := &g.objs[id]
			if o.FaceDown || o.Def.Super.Has(card.Ongoing) || g.schemesBusy() {
				continue
			}
			g.schemeToBottom(id, SchemeToBottom)
			did = true
			break
		}
	}
	return did
}

// schemesBusy reports whether an ability of any scheme is waiting to be
// put on the stack, on the stack or resolving: until none is, face-up
// non-ongoing schemes stay face up (rule 904.10).
func (g *Game) schemesBusy() bool {
	isScheme := func(id ObjID) bool { return g.objs[id].Def.Types.Has(card.Scheme) }
	for _, t := range g.trig {
		if isScheme(t.source) {
			return true
		}
	}
	for i := range g.stack {
		if isScheme(g.stack[i].obj) {
			return true
		}
	}
	if g.resolving != nil && isScheme(g.resolving.item.obj) {
		return true
	}
	return g.cast != nil && isScheme(g.cast.obj)
}
