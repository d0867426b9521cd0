package rules

import "github.com/kitchentable/kitchentable/game/card"

// choiceState is a choice among cards or options that interrupts whatever
// is happening (an opening, a resolving effect, a turn-based action).
type choiceState struct {
	purpose  Purpose
	seat     Seat
	count    int     // how many more to choose
	cands    []ObjID // cards to choose from (nil: use the hand when fromHand)
	fromHand bool
	optional bool // ActChooseDone is allowed
	source   ObjID
	toBF     bool      // ChooseSearch: onto the battlefield tapped
	kept     []ObjID   // ChooseScryBottom: cards kept on top, in the order decided, the first on top
	amount   int       // ChoosePayOrSacrifice: the generic mana to pay; ChooseRummy: cards drawn from the library
	options  [2]string // ChooseOption: the options' texts
	allowed  [2]bool   // ChooseOption: which options may be chosen
}

// candidates lists the cards the current choice picks from.
func (g *Game) candidates() []ObjID {
	c := g.choice
	if c.fromHand {
		return g.players[c.seat].Hand
	}
	if c.purpose == ChooseDraw {
		return g.row
	}
	return c.cands
}

// legalChoice lists the actions of a pending choice.
func (g *Game) legalChoice(out []Action) []Action {
	c := g.choice
	switch c.purpose {
	case ChooseScryBottom, ChoosePayOrSacrifice:
		out = append(out, Action{Kind: ActChoose, Obj: NoObj, Index: 0, Target: noTarget},
			Action{Kind: ActChoose, Obj: NoObj, Index: 1, Target: noTarget})
		if c.purpose == ChooseScryBottom {
			// Any other looked-at card may be decided next, so the cards
			// kept on top can go back in any order.
			for _, id := range c.cands[1:] {
				out = append(out, Action{Kind: ActChoose, Obj: id, Index: 0, Target: noTarget},
					Action{Kind: ActChoose, Obj: id, Index: 1, Target: noTarget})
			}
		}
		return out
	case ChooseOption:
		for i, ok := range c.allowed {
			if ok {
				out = append(out, Action{Kind: ActChoose, Obj: NoObj, Index: int16(i), Target: noTarget})
			}
		}
		return out
	case ChooseRummy:
		if len(g.pile) > 0 {
			out = append(out, actObj(ActChoose, g.pile[len(g.pile)-1]))
		}
		if len(*g.library(c.seat)) > 0 {
			out = append(out, Action{Kind: ActChoose, Obj: NoObj, Index: 1, Target: noTarget})
		}
		return out
	case ChooseTriggerOrder:
		for i, t := range g.trig {
			if t.controller == c.seat {
				out = append(out, Action{Kind: ActChoose, Obj: t.source, Index: int16(i), Target: noTarget})
			}
		}
		return out
	}
	for _, id := range g.candidates() {
		out = append(out, actObj(ActChoose, id))
	}
	if c.optional {
		out = append(out, act(ActChooseDone))
	}
	return out
}

// applyChoice carries out one choice.
func (g *Game) applyChoice(a Action) {
	c := g.choice
	s := c.seat
	if a.Kind == ActChooseDone {
		g.finishChoice()
		return
	}
	switch c.purpose {
	case ChooseDiscard, ChooseCleanupDiscard:
		g.discard(s, a.Obj)
	case ChooseScryBottom:
		id := c.cands[0]
		if a.Obj != NoObj {
			id = a.Obj
		}
		removeID(&c.cands, id)
		g.emit(Event{Kind: EvScry, Seat: s, Obj: id, Other: NoObj, Target: noTarget, Amount: int(a.Index)})
		if a.Index == 1 {
			g.putBottom(s, id)
		} else {
			c.kept = append(c.kept, id)
		}
	case ChooseSearch:
		removeID(&c.cands, a.Obj)
		// The card is the searcher's now (a shared library belongs to seat 0).
		g.objs[a.Obj].Owner = s
		g.millCounter(s, 1)
		if c.toBF {
			g.move(a.Obj, ZoneBattlefield, false)
			g.objs[a.Obj].Tapped = true
			g.manaChanged()
		} else {
			g.move(a.Obj, ZoneHand, false)
		}
	case ChooseSacrifice:
		removeID(&c.cands, a.Obj)
		g.sacrifice(a.Obj)
	case ChooseKeep:
		removeID(&c.cands, a.Obj)
		g.toHand(s, a.Obj)
	case ChooseDraw:
		g.drawFromRow(s, a.Obj)
		c.count = 1 // one card per choice; the queued draw asks again for the next
	case ChooseRummy:
		c.amount = g.rummyDraw(s, a.Obj)
		c.count = 1
	case ChoosePile:
		g.move(a.Obj, ZonePile, false)
	case ChooseRemove:
		g.move(a.Obj, ZoneRemoved, false)
	case ChooseBottom:
		if !c.fromHand {
			removeID(&c.cands, a.Obj)
		}
		g.putBottom(s, a.Obj)
	case ChooseTriggerOrder:
		g.stackTrigger(int(a.Index))
	case ChooseOption:
		if r := g.resolving; r != nil {
			r.opt.chosen, r.opt.option = true, int8(a.Index)
			g.emit(Event{Kind: EvChoose, Seat: s, Obj: c.source, Other: NoObj, Target: noTarget, Amount: int(a.Index)})
		}
	case ChooseDamageOrder:
		removeID(&c.cands, a.Obj)
		g.objs[a.Obj].BlockRank = int8(len(c.kept) + 1)
		c.kept = append(c.kept, a.Obj)
	case ChoosePayOrSacrifice:
		if a.Index == 1 && g.payGeneric(s, c.amount) {
			break
		}
		g.sacrifice(c.source)
	case ChooseLegend:
		name := g.objs[a.Obj].Name()
		for _, id := range append([]ObjID(nil), g.bf...) {
			o := &g.objs[id]
			if id != a.Obj && o.Controller == s && o.Name() == name && o.Def.Super.Has(card.Legendary) {
				g.move(id, ZoneGraveyard, false)
			}
		}
		c.count = 1
	}
	c.count--
	if c.purpose == ChooseScryBottom {
		if c.count <= 0 {
			g.finishChoice()
		}
		return
	}
	if c.count <= 0 || (!c.fromHand && len(g.candidates()) == 0) {
		g.finishChoice()
	}
}

// finishChoice ends the current choice and sets up any follow-on choice.
func (g *Game) finishChoice() {
	c := g.choice
	g.choice = nil
	switch c.purpose {
	case ChooseScryBottom:
		// Cards kept on top go back in the order they were kept, the first on top.
		lib := g.library(c.seat)
		for i := len(c.kept) - 1; i >= 0; i-- {
			id := c.kept[i]
			g.objs[id].Zone = ZoneLibrary
			*lib = append(*lib, id)
		}
	case ChooseKeep:
		if len(c.cands) > 1 {
			g.choice = &choiceState{purpose: ChooseBottom, seat: c.seat, count: len(c.cands) - 1, cands: c.cands, source: c.source}
		} else if len(c.cands) == 1 {
			g.putBottom(c.seat, c.cands[0])
		}
	case ChooseBottom:
		if !c.fromHand {
			for _, id := range c.cands {
				g.putBottom(c.seat, id)
			}
		}
	case ChooseSearch:
		g.shuffleLibrary(c.seat)
	case ChooseRemove:
		// Two cards removed: one drawn by the draw method.
		g.queueDraw(c.seat, 1, NoObj)
	case ChooseRummy:
		if c.amount > 0 && len(g.players[c.seat].Hand) > 0 {
			g.choice = &choiceState{purpose: ChoosePile, seat: c.seat, count: 1, fromHand: true, source: c.source}
		}
	case ChooseDamageOrder:
		for _, id := range c.cands {
			g.objs[id].BlockRank = int8(len(c.kept) + 1)
			c.kept = append(c.kept, id)
		}
	}
}
