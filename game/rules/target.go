package rules

import "github.com/kitchentable/kitchentable/game/card"

// matchesKind reports whether an object's current characteristics fit a target kind.
func (g *Game) matchesKind(k card.TargetKind, o *Object) bool {
	switch k {
	case card.AnyTarget, card.CreatureTarget:
		return o.Zone == ZoneBattlefield && o.Types.Has(card.Creature)
	case card.PermanentTarget:
		return o.Zone == ZoneBattlefield
	case card.NonlandPermanent:
		return o.Zone == ZoneBattlefield && !o.Types.Has(card.Land)
	case card.ArtifactTarget:
		return o.Zone == ZoneBattlefield && o.Types.Has(card.Artifact)
	case card.EnchantmentTarget:
		return o.Zone == ZoneBattlefield && o.Types.Has(card.Enchantment)
	case card.LandTarget:
		return o.Zone == ZoneBattlefield && o.Types.Has(card.Land)
	case card.ArtifactOrEnchantment:
		return o.Zone == ZoneBattlefield && (o.Types.Has(card.Artifact) || o.Types.Has(card.Enchantment))
	case card.SpellTarget, card.CreatureSpell, card.NoncreatureSpell, card.InstantOrSorcerySpell:
		return o.Zone == ZoneStack && spellMatches(k, o.Def)
	}
	return false
}

// matches reports whether object id fits spec for an ability of source controlled by s.
func (g *Game) matches(spec *card.TargetSpec, id ObjID, s Seat, source ObjID) bool {
	g.refresh()
	return g.matchesNow(spec, id, s, source)
}

// matchesNow is matches for callers that have brought the characteristics
// up to date (refresh).
func (g *Game) matchesNow(spec *card.TargetSpec, id ObjID, s Seat, source ObjID) bool {
	o := &g.objs[id]
	if !g.matchesKind(spec.Kind, o) {
		return false
	}
	if spec.Other && id == source {
		return false
	}
	switch spec.Controller {
	case card.YouControl:
		if o.Controller != s {
			return false
		}
	case card.OpponentControls:
		if !g.opponents(o.Controller, s) {
			return false
		}
	}
	if spec.Subtype != "" && !hasSubtype(o.Base(), spec.Subtype) {
		return false
	}
	if spec.MaxPower > 0 && o.Power > int16(spec.MaxPower) {
		return false
	}
	return true
}

func hasSubtype(d *card.Def, st string) bool {
	for _, s := range d.Subtypes {
		if s == st {
			return true
		}
	}
	return false
}

// targetable reports whether id may be targeted by s (hexproof).
func (g *Game) targetable(id ObjID, s Seat) bool {
	o := &g.objs[id]
	return !(o.Zone == ZoneBattlefield && o.Keywords.Has(card.Hexproof) && g.opponents(o.Controller, s))
}

// playerMatches reports whether seat p fits a player-accepting spec.
func (g *Game) playerMatches(spec *card.TargetSpec, p, s Seat) bool {
	if g.players[p].Lost {
		return false
	}
	switch spec.Kind {
	case card.AnyTarget, card.PlayerTarget:
		return spec.Controller != card.OpponentControls || g.opponents(p, s)
	case card.OpponentTarget:
		return g.opponents(p, s)
	}
	return false
}

// appendTargets adds an ActTarget for every legal choice for spec.
func (g *Game) appendTargets(out []Action, spec *card.TargetSpec, s Seat, source ObjID, chosen []Target) []Action {
	for p := range g.players {
		if g.playerMatches(spec, Seat(p), s) {
			out = append(out, Action{Kind: ActTarget, Obj: NoObj, Target: PlayerTarget(Seat(p))})
		}
	}
	if spec.Kind == card.PlayerTarget || spec.Kind == card.OpponentTarget {
		return out
	}
	add := func(id ObjID) {
		for _, t := range chosen {
			if t.Obj == id {
				return
			}
		}
		if g.matches(spec, id, s, source) && g.targetable(id, s) {
			out = append(out, Action{Kind: ActTarget, Obj: NoObj, Target: Target{Player: NoSeat, Obj: id, Stamp: g.objs[id].Stamp}})
		}
	}
	if spec.Kind >= card.SpellTarget {
		for i := range g.stack {
			if g.stack[i].isSpell {
				add(g.stack[i].obj)
			}
		}
		return out
	}
	for _, id := range g.targetPerms(spec.Kind) {
		add(id)
	}
	return out
}

// targetPerms returns the permanents that may match a target of kind k,
// in battlefield order: the bodies when only creatures match, else the
// whole battlefield.
func (g *Game) targetPerms(k card.TargetKind) []ObjID {
	if k == card.AnyTarget || k == card.CreatureTarget {
		return g.bodyPerms()
	}
	return g.bf
}

// hasTargets reports whether every spec has at least one legal target
// (distinct objects when there are several specs).
func (g *Game) hasTargets(specs []card.TargetSpec, s Seat, source ObjID) bool {
	if len(specs) > 1 {
		return g.targetsSatisfiable(specs, s, source, nil)
	}
	for i := range specs {
		if !g.anyTarget(&specs[i], s, source, nil) {
			return false
		}
	}
	return true
}

// anyTarget reports whether appendTargets would list at least one choice
// for spec, without listing them.
func (g *Game) anyTarget(spec *card.TargetSpec, s Seat, source ObjID, chosen []Target) bool {
	for p := range g.players {
		if g.playerMatches(spec, Seat(p), s) {
			return true
		}
	}
	if spec.Kind == card.PlayerTarget || spec.Kind == card.OpponentTarget {
		return false
	}
	g.refresh()
	if spec.Kind >= card.SpellTarget {
		for i := range g.stack {
			if g.stack[i].isSpell && g.freeTarget(spec, g.stack[i].obj, s, source, chosen) {
				return true
			}
		}
		return false
	}
	for _, id := range g.targetPerms(spec.Kind) {
		if g.freeTarget(spec, id, s, source, chosen) {
			return true
		}
	}
	return false
}

// freeTarget reports whether object id is a legal choice for spec that is
// not already in chosen. The characteristics must be up to date (refresh).
func (g *Game) freeTarget(spec *card.TargetSpec, id ObjID, s Seat, source ObjID, chosen []Target) bool {
	for _, t := range chosen {
		if t.Obj == id {
			return false
		}
	}
	return g.matchesNow(spec, id, s, source) && g.targetable(id, s)
}

// stillLegal checks a chosen target again as the spell or ability resolves.
func (g *Game) stillLegal(spec *card.TargetSpec, t Target, s Seat, source ObjID) bool {
	if t.IsPlayer() {
		return g.playerMatches(spec, t.Player, s)
	}
	o := &g.objs[t.Obj]
	if o.Stamp != t.Stamp {
		return false
	}
	return g.matches(spec, t.Obj, s, source) && g.targetable(t.Obj, s)
}

// targetsSatisfiable reports whether every spec can still get a legal
// target, none an object already chosen.
func (g *Game) targetsSatisfiable(specs []card.TargetSpec, s Seat, source ObjID, chosen []Target) bool {
	switch len(specs) {
	case 0:
		return true
	case 1:
		return g.anyTarget(&specs[0], s, source, chosen)
	}
	var abuf [16]Action
	var tbuf [4]Target
	for _, a := range g.appendTargets(abuf[:0], &specs[0], s, source, chosen) {
		next := append(append(tbuf[:0], chosen...), a.Target)
		if g.targetsSatisfiable(specs[1:], s, source, next) {
			return true
		}
	}
	return false
}
