package layout

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// Hit returns what is at p, topmost first: prompt buttons, the phase
// bar's stop rows, stack entries, cards (the last drawn first), the
// draft band's piles, players' plates, piles, the viewer's hand strip,
// the land drop area and battlefields. The menu button and
// the choices strip are the scene's own and are not reported.
func (t *Table) Hit(p geom.Vec) Hit {
	return t.HitExcept(p, rules.NoObj)
}

// HitExcept is Hit ignoring the card skip (the card being dragged).
func (t *Table) HitExcept(p geom.Vec, skip rules.ObjID) Hit {
	none := Hit{Kind: HitNone, Obj: rules.NoObj, Seat: rules.NoSeat}
	if !t.Screen.Contains(p) {
		return none
	}
	for i, b := range t.Buttons {
		if b.Contains(p) {
			return Hit{Kind: HitButton, Obj: rules.NoObj, Seat: t.Viewer, Index: i}
		}
	}
	if t.PhaseBar.Contains(p) {
		for _, st := range t.Steps {
			switch {
			case st.Mine.Contains(p):
				return Hit{Kind: HitStep, Obj: rules.NoObj, Seat: t.Viewer, Index: int(st.Step)}
			case st.Theirs.Contains(p):
				return Hit{Kind: HitStep, Obj: rules.NoObj, Seat: t.Other, Index: int(st.Step)}
			}
		}
	}
	for i := len(t.Stack) - 1; i >= 0; i-- {
		it := t.Stack[i]
		if geom.Centered(it.Center, it.Width, it.Width*7/5).Contains(p) {
			return Hit{Kind: HitStack, Obj: it.Obj, Seat: rules.NoSeat, Index: it.Index}
		}
	}
	if t.StackArea.Contains(p) {
		return Hit{Kind: HitStack, Obj: rules.NoObj, Seat: rules.NoSeat}
	}
	for i := len(t.Cards) - 1; i >= 0; i-- {
		c := &t.Cards[i]
		if c.Obj == skip || c.Zone == rules.ZoneStack {
			continue
		}
		if c.Bounds().Contains(p) {
			switch c.Zone {
			case rules.ZoneGraveyard:
				return Hit{Kind: HitGraveyard, Obj: c.Obj, Seat: c.Seat}
			case rules.ZoneExile:
				return Hit{Kind: HitExile, Obj: c.Obj, Seat: c.Seat}
			case rules.ZonePile:
				return Hit{Kind: HitPile, Obj: c.Obj, Seat: rules.NoSeat}
			case rules.ZoneRemoved:
				return Hit{Kind: HitRemoved, Obj: c.Obj, Seat: rules.NoSeat}
			case rules.ZoneCommand:
				if !c.FaceUp {
					return Hit{Kind: HitSchemes, Obj: rules.NoObj, Seat: c.Seat}
				}
			}
			return Hit{Kind: HitCard, Obj: c.Obj, Seat: c.Seat}
		}
	}
	if h, ok := t.hitDraft(p); ok {
		return h
	}
	for i := range t.Seats {
		st := &t.Seats[i]
		switch {
		case st.Plate.Contains(p):
			return Hit{Kind: HitPlayer, Obj: rules.NoObj, Seat: st.Seat}
		case st.Graveyard.Contains(p):
			return Hit{Kind: HitGraveyard, Obj: rules.NoObj, Seat: st.Seat}
		case st.Exile.Contains(p):
			return Hit{Kind: HitExile, Obj: rules.NoObj, Seat: st.Seat}
		case st.Library.Contains(p):
			return Hit{Kind: HitLibrary, Obj: rules.NoObj, Seat: st.Seat}
		case st.SchemePile.Contains(p):
			return Hit{Kind: HitSchemes, Obj: rules.NoObj, Seat: st.Seat}
		case st.Viewer && st.Hand.Contains(p):
			return Hit{Kind: HitHand, Obj: rules.NoObj, Seat: st.Seat}
		}
	}
	if t.LandDrop.Contains(p) {
		return Hit{Kind: HitLandDrop, Obj: rules.NoObj, Seat: t.Viewer}
	}
	for i := range t.Seats {
		st := &t.Seats[i]
		if st.Battlefield.Contains(p) {
			return Hit{Kind: HitBattlefield, Obj: rules.NoObj, Seat: st.Seat}
		}
	}
	return none
}
