package rules

import "github.com/kitchentable/kitchentable/game/card"

// seatPerms indexes the battlefield by controller for the loops that list
// legal actions and mana sources: for each seat, in battlefield order, the
// permanents it controls that have a mana ability and those that have an
// activated ability. Which permanents these are changes only when a
// permanent leaves or enters the battlefield (entering also sets its
// controller and a land's identity), so detach and move mark the index
// stale then, and it is rebuilt when next needed. The zero value is stale.
type seatPerms struct {
	fresh bool
	mana  [][]ObjID
	act   [][]ObjID
}

// manaPerms returns the permanents s controls that have a mana ability
// with an effect, in battlefield order. The slice is valid until something
// moves.
func (g *Game) manaPerms(s Seat) []ObjID {
	if !g.perms.fresh {
		g.buildPerms()
	}
	return g.perms.mana[s]
}

// activatedPerms returns the permanents s controls that have an activated
// ability, in battlefield order. The slice is valid until something moves.
func (g *Game) activatedPerms(s Seat) []ObjID {
	if !g.perms.fresh {
		g.buildPerms()
	}
	return g.perms.act[s]
}

func (g *Game) buildPerms() {
	n := len(g.players)
	if len(g.perms.mana) != n {
		g.perms.mana = make([][]ObjID, n)
		g.perms.act = make([][]ObjID, n)
	}
	for s := range n {
		g.perms.mana[s] = g.perms.mana[s][:0]
		g.perms.act[s] = g.perms.act[s][:0]
	}
	for _, id := range g.bf {
		o := &g.objs[id]
		s := int(o.Controller)
		if s < 0 || s >= n {
			continue
		}
		hasMana, hasAct := false, false
		d := o.Base()
		for i := range d.Abilities {
			switch ab := &d.Abilities[i]; ab.Kind {
			case card.ManaAbility:
				hasMana = hasMana || len(ab.Effects) > 0
			case card.Activated:
				hasAct = true
			}
		}
		if hasMana {
			g.perms.mana[s] = append(g.perms.mana[s], id)
		}
		if hasAct {
			g.perms.act[s] = append(g.perms.act[s], id)
		}
	}
	g.perms.fresh = true
}
