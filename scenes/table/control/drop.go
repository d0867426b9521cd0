package control

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// dropCache remembers the drop targets of one card for one version.
type dropCache struct {
	ok   bool
	ver  uint64
	obj  rules.ObjID
	hits []layout.Hit
}

// handAction returns the legal action of kind k with hand card obj.
func (c *Drops) handAction(obj rules.ObjID, k rules.ActionKind) (rules.Action, bool) {
	for _, a := range c.legalNow() {
		if a.Kind == k && a.Obj == obj {
			return a, true
		}
	}
	return rules.Action{}, false
}

// Draggable reports whether the viewer may drag obj now: a hand card they
// can play, a creature they can attack or block with, or in Live-Draft a
// row card or the discard pile's top card to draw, or a hand card to put
// onto the discard pile or remove from the game (draft.go).
func (c *Drops) Draggable(obj rules.ObjID) bool {
	if c.mine() != nil {
		return false
	}
	switch c.sight.pending().Kind {
	case rules.DecidePriority:
		_, land := c.handAction(obj, rules.ActPlayLand)
		_, cast := c.handAction(obj, rules.ActCast)
		return land || cast
	case rules.DecideAttackers:
		_, ok := c.handAction(obj, rules.ActAttack)
		return ok
	case rules.DecideBlockers:
		_, ok := c.handAction(obj, rules.ActBlock)
		return ok
	case rules.DecideChoice:
		return c.drafter.draftDraggable(obj)
	}
	return false
}

// DropTargets appends to dst the places where dropping obj now does
// something, for highlighting: the viewer's battlefield (and land drop
// area) for a playable card and the legal first targets of a spell; the
// opponents for an attacker; the attackers it may block for a blocker;
// in Live-Draft the viewer's hand for a card to draw, the discard pile or
// the removed pile for a hand card.
func (c *Drops) DropTargets(obj rules.ObjID, dst []layout.Hit) []layout.Hit {
	if !c.Draggable(obj) {
		return dst
	}
	dc := &c.drops
	if v := c.Version(); !dc.ok || dc.ver != v || dc.obj != obj {
		dc.hits = c.dropTargets(obj, dc.hits[:0])
		dc.ok, dc.ver, dc.obj = true, c.Version(), obj
	}
	return append(dst, dc.hits...)
}

func (c *Drops) dropTargets(obj rules.ObjID, dst []layout.Hit) []layout.Hit {
	if c.sight.pending().Kind == rules.DecideChoice {
		return c.drafter.draftDropTargets(obj, dst)
	}
	for _, a := range c.legalNow() {
		if a.Obj != obj {
			continue
		}
		switch a.Kind {
		case rules.ActPlayLand:
			if c.sight.card(obj).Def.IsLand() {
				dst = append(dst, layout.Hit{Kind: layout.HitBattlefield, Seat: c.Viewer()})
			}
			if c.View().Options.Land == rules.LandAnyCard {
				dst = append(dst, layout.Hit{Kind: layout.HitLandDrop, Seat: c.Viewer()})
			}
		case rules.ActCast:
			dst = append(dst, layout.Hit{Kind: layout.HitBattlefield, Seat: c.Viewer()})
			targets, _ := c.firstTargets(a)
			for _, t := range targets {
				dst = append(dst, c.targetHit(t.Target))
			}
		case rules.ActAttack:
			s := a.Target.Player
			dst = append(dst, layout.Hit{Kind: layout.HitPlayer, Seat: s}, layout.Hit{Kind: layout.HitBattlefield, Seat: s})
		case rules.ActBlock:
			dst = append(dst, layout.Hit{Kind: layout.HitCard, Obj: a.Target.Obj, Seat: c.sight.card(a.Target.Obj).Controller})
		}
	}
	return dst
}

// targetHit returns the table object a target is.
func (c *Drops) targetHit(t rules.Target) layout.Hit {
	if t.IsPlayer() {
		return layout.Hit{Kind: layout.HitPlayer, Seat: t.Player}
	}
	o := c.sight.card(t.Obj)
	if o.Zone == rules.ZoneStack {
		return layout.Hit{Kind: layout.HitStack, Obj: t.Obj, Seat: o.Controller}
	}
	return layout.Hit{Kind: layout.HitCard, Obj: t.Obj, Seat: o.Controller}
}

// firstTargets returns the legal choices of cast's first target (with X =
// 0), asking the engine; targeted is false when the spell takes no target.
func (c *Drops) firstTargets(cast rules.Action) (targets []rules.Action, targeted bool) {
	if c.sight.pending().Seat != c.Viewer() {
		return nil, false
	}
	return c.t.CastTargets(cast.Obj)
}

// Drop handles a drag of obj that ended on on. A hand card dropped on the
// table is played (a land, or a spell cast); dropped on a creature, player
// or spell it is cast aimed at that target. During combat a creature
// dropped on an opponent is staged to attack them, one dropped on an
// attacker is staged to block it. In Live-Draft a row card or the
// discard pile's top card dropped into the hand is drawn, and a hand card
// dropped on the discard pile (or the removed pile) goes there. A
// non-nil error (a Refusal) says why nothing happened; the game and
// Version are then unchanged.
func (c *Drops) Drop(obj rules.ObjID, on layout.Hit) error {
	if err := c.mine(); err != nil {
		return err
	}
	if c.guards.guard != nil {
		c.guards.dropGuard() // the player went on to something else
	}
	switch c.sight.pending().Kind {
	case rules.DecidePriority:
		return c.dropFromHand(obj, on, false)
	case rules.DecideAttackers:
		switch {
		case on.Kind != layout.HitPlayer && on.Kind != layout.HitBattlefield && on.Kind != layout.HitCard:
			return refuse("Drag attackers onto an opponent")
		case on.Kind == layout.HitCard:
			on.Seat = c.sight.card(on.Obj).Controller
		}
		if on.Seat == c.Viewer() {
			return refuse("Drag attackers onto an opponent")
		}
		return c.combat.stageAttack(obj, on.Seat)
	case rules.DecideBlockers:
		if on.Kind != layout.HitCard {
			return refuse("Drag blockers onto the attacker they should block")
		}
		return c.combat.stageBlock(obj, on.Obj)
	case rules.DecideChoice:
		if draftPurpose(c.sight.pending()) {
			return c.drafter.draftDrop(obj, on)
		}
	}
	return refuse("Finish what you are doing first")
}

// dropFromHand plays or casts a hand card dropped on the table. A
// harmful spell dropped on the viewer's own creature, spell or self, or a
// helpful one dropped on an opponent's, is held back to ask first
// (guard), unless confirmed.
func (c *Drops) dropFromHand(obj rules.ObjID, on layout.Hit, confirmed bool) error {
	o := c.sight.card(obj)
	if o.Zone != rules.ZoneHand || o.Owner != c.Viewer() {
		return refuse("Drag cards from your hand to play them")
	}
	name := cardName(o)
	land, canLand := c.handAction(obj, rules.ActPlayLand)
	cast, canCast := c.handAction(obj, rules.ActCast)
	switch on.Kind {
	case layout.HitLandDrop:
		if !canLand {
			return c.landRefusal()
		}
		return c.userApply(land)
	case layout.HitBattlefield:
		if o.Def.IsLand() {
			if !canLand {
				return c.landRefusal()
			}
			return c.userApply(land)
		}
		if !canCast {
			return c.castRefusal(o)
		}
		return c.userApply(cast)
	case layout.HitCard:
		if t := c.sight.card(on.Obj); t.Zone == rules.ZoneHand {
			return refuse("Drop %s on the table to play it", name)
		}
	case layout.HitPlayer, layout.HitStack:
	default:
		return refuse("Drop %s on the table to play it", name)
	}
	if o.Def.IsLand() {
		if !canLand {
			return c.landRefusal()
		}
		return c.userApply(land)
	}
	if !canCast {
		return c.castRefusal(o)
	}
	targets, targeted := c.firstTargets(cast)
	if !targeted {
		return c.userApply(cast) // nothing to aim: just cast it
	}
	var aim rules.Action
	found := false
	for _, t := range targets {
		if targetMatches(t, on) {
			aim, found = t, true
			break
		}
	}
	if !found {
		return refuse("%s can't target that", name)
	}
	text := c.guards.harmToOwn(o, aim.Target)
	if text == "" {
		text = c.guards.helpToTheirs(o, aim.Target)
	}
	if text != "" && !confirmed {
		c.guards.guard = &guard{obj: obj, on: on, text: text, at: c.t.Actions()}
		c.version++
		return nil
	}
	if err := c.userApply(cast); err != nil {
		return err
	}
	if c.sight.pending().Kind == rules.DecideX {
		// Aim once X is chosen: targets do not depend on X.
		c.aim, c.aimSrc = on, obj
		return nil
	}
	if err := c.apply(aim); err != nil {
		return refuse("%s can't target that", name)
	}
	return nil
}

// landRefusal says why the viewer can't play a land now.
func (c *Drops) landRefusal() error {
	switch {
	case !c.passes.ownTurn(c.Viewer()):
		return refuse("You can play lands only on your turn")
	case c.sight.player(c.Viewer()).LandsPlayed > 0:
		return refuse("You've already played a land this turn")
	}
	return refuse("You can play a land only in your main phase, with the stack empty")
}

// castRefusal says why the viewer can't cast the card now.
func (c *Drops) castRefusal(o *rules.CardView) error {
	name := cardName(o)
	v := c.View()
	instant := o.Def.Types.Has(card.Instant) || o.Def.Keywords.Has(card.Flash)
	if !instant && !(c.passes.ownTurn(c.Viewer()) && v.Step.IsMain() && len(v.Stack) == 0) {
		return refuse("You can't cast %s now: only instants can be cast outside your main phase", name)
	}
	return refuse("You can't cast %s now: not enough mana, or nothing to target", name)
}
