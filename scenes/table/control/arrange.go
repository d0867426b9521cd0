package control

import (
	"fmt"
	"slices"

	"github.com/kitchentable/kitchentable/game/rules"
)

// A scry, and a double draw's keep-half (draw 2N, keep N, the rest to the
// bottom), are arranged on the look panel: every looked-at card is shown
// at once in two zones. A scry's are the top of the library and its
// bottom; a keep-half's the cards kept (to the hand) and the bottom.
// Each zone reads left to right as the library lies from the top down.
// The player moves cards between the zones and within them; Done applies
// one engine decision per card in that order, so the library ends as the
// panel showed it.

// ArrangeZone is one zone of the look panel.
type ArrangeZone uint8

// The look panel's zones.
const (
	ArrangeTop    ArrangeZone = iota // back on top of the library, the first on top (a keep-half: kept)
	ArrangeBottom                    // to the bottom, the last at the very bottom
)

// arrangement is the look panel's zones, for the decision they were made
// in.
type arrangement struct {
	actions uint64 // the number of actions applied when it was made
	zones   [2][]rules.ObjID
}

// Arranging reports whether the look panel is open: the viewer scries,
// or keeps some of the cards a double draw looks at.
func (c *Arranger) Arranging() bool {
	return arrangePurpose(c.sight.pending()) && c.mine() == nil
}

// arrangePurpose reports whether d is taken on the look panel: a scry,
// or a keep-half of two cards or more (one is simply clicked).
func arrangePurpose(d rules.Decision) bool {
	return d.Kind == rules.DecideChoice && (d.Purpose == rules.ChooseScryBottom || d.Purpose == rules.ChooseKeep && d.Count >= 2)
}

// ArrangeKeeping reports whether the look panel keeps cards (its first
// zone goes to the hand) rather than scrying, and how many it keeps.
func (c *Arranger) ArrangeKeeping() (keeping bool, n int) {
	if d := c.sight.pending(); c.Arranging() && d.Purpose == rules.ChooseKeep {
		return true, d.Count
	}
	return false, 0
}

// zonesNow returns the arrangement of the pending decision: made afresh,
// every looked-at card on top as it lay, when the decision is new.
func (c *Arranger) zonesNow() *[2][]rules.ObjID {
	if n := c.t.Actions(); c.arrange.actions != n || c.arrange.zones[ArrangeTop] == nil {
		c.arrange = arrangement{actions: n}
		top := []rules.ObjID{}
		for _, cv := range c.View().Looking {
			top = append(top, cv.ID)
		}
		c.arrange.zones[ArrangeTop] = top
	}
	return &c.arrange.zones
}

// Arranged returns the cards of zone z of the look panel, in library
// order (nil when the panel is closed).
func (c *Arranger) Arranged(z ArrangeZone) []rules.ObjID {
	if !c.Arranging() || z > ArrangeBottom {
		return nil
	}
	return c.zonesNow()[z]
}

// ArrangedAt returns the zone and place (0 for the first) of obj on the
// look panel; ok is false when obj is not on it.
func (c *Arranger) ArrangedAt(obj rules.ObjID) (z ArrangeZone, place int, ok bool) {
	if !c.Arranging() {
		return 0, 0, false
	}
	for z, cards := range c.zonesNow() {
		if i := slices.Index(cards, obj); i >= 0 {
			return ArrangeZone(z), i, true
		}
	}
	return 0, 0, false
}

// MoveArranged moves obj to place (0 for the first; past the end is the
// last) of zone z, shifting the cards after it.
func (c *Arranger) MoveArranged(obj rules.ObjID, z ArrangeZone, place int) error {
	if err := c.mine(); err != nil {
		return err
	}
	if !c.Arranging() || z > ArrangeBottom {
		return refuse("There are no cards to arrange now")
	}
	from, i, ok := c.ArrangedAt(obj)
	if !ok {
		return refuse("That card is not one of those you are looking at")
	}
	zones := c.zonesNow()
	zones[from] = slices.Delete(zones[from], i, i+1)
	place = max(0, min(place, len(zones[z])))
	zones[z] = slices.Insert(zones[z], place, obj)
	c.version++
	return nil
}

// resetArrangement puts every looked-at card back on top as it lay.
func (c *Arranger) resetArrangement() {
	c.arrange = arrangement{}
	c.version++
}

// arranged reports whether the panel differs from the cards as they lay.
func (c *Arranger) arranged() bool {
	zones := c.zonesNow()
	if len(zones[ArrangeBottom]) > 0 {
		return true
	}
	for i, cv := range c.View().Looking {
		if i >= len(zones[ArrangeTop]) || zones[ArrangeTop][i] != cv.ID {
			return true
		}
	}
	return false
}

// ArrangeTitle is the look panel's heading: what the cards are looked at
// for.
func (c *Arranger) ArrangeTitle() string {
	n := len(c.View().Looking)
	what := fmt.Sprintf("Scry %d", n)
	if keeping, k := c.ArrangeKeeping(); keeping {
		what = fmt.Sprintf("Double draw · keep %d of %d", k, n)
	}
	if src := c.selector.objName(c.sight.pending().Source); src != "That" {
		return what + " · " + src
	}
	return what
}

// arrangeUI fills the prompt and buttons of the look panel's decision.
func (c *Arranger) arrangeUI() {
	zones := c.zonesNow()
	if keeping, n := c.ArrangeKeeping(); keeping {
		if more := len(zones[ArrangeTop]) - n; more > 0 {
			c.prompter.say("Keep %d of these cards: drag %d more to the bottom of your library, in the order they go under", n, more)
		} else if more < 0 {
			c.prompter.say("Keep %d of these cards: drag %d back to keep", n, -more)
		} else {
			c.prompter.say("Keep these %d, the others go to the bottom (the rightmost at the very bottom): Done (Space)", n)
			c.prompter.button("Done", "Space", true, btnLookDone, rules.Action{})
		}
		if c.arranged() {
			c.prompter.button("Reset", "Esc", false, btnLookReset, rules.Action{})
		}
		return
	}
	c.prompter.say("Scry: drag cards to the bottom or into a new order (the leftmost on top), then Done (Space) — %d on top, %d to the bottom",
		len(zones[ArrangeTop]), len(zones[ArrangeBottom]))
	c.prompter.button("Done", "Space", true, btnLookDone, rules.Action{})
	if c.arranged() {
		c.prompter.button("Reset", "Esc", false, btnLookReset, rules.Action{})
	}
}

// applyArrangement applies the panel: the top zone's cards kept in order,
// then the bottom zone's put under one after another.
func (c *Arranger) applyArrangement() error {
	if err := c.mine(); err != nil {
		return err
	}
	if !c.Arranging() {
		return refuse("There are no cards to arrange now")
	}
	zones := *c.zonesNow()
	order := append(append([]rules.ObjID(nil), zones[ArrangeTop]...), zones[ArrangeBottom]...)
	if len(order) != len(c.View().Looking) {
		return refuse("Put every card you are looking at in a zone first")
	}
	if keeping, n := c.ArrangeKeeping(); keeping {
		return c.applyKeep(zones, n)
	}
	for i, obj := range order {
		a, ok := c.scryAction(obj, i >= len(zones[ArrangeTop]))
		if !ok {
			return refuse("That card can't be arranged now")
		}
		if err := c.userApply(a); err != nil {
			return err
		}
	}
	return nil
}

// scryAction returns the legal scry decision for obj: put on the bottom,
// or kept on top next. The first looked-at card is decided by an action
// without an object (as the engine has always offered it).
func (c *Arranger) scryAction(obj rules.ObjID, bottom bool) (rules.Action, bool) {
	idx := int16(0)
	if bottom {
		idx = 1
	}
	if l := c.View().Looking; len(l) > 0 && l[0].ID == obj {
		obj = rules.NoObj
	}
	for _, a := range c.legalNow() {
		if a.Kind == rules.ActChoose && a.Obj == obj && a.Index == idx {
			return a, true
		}
	}
	return rules.Action{}, false
}

// applyKeep applies a keep-half: the kept cards, then the others put on
// the bottom in order (the engine puts the last one under by itself).
func (c *Arranger) applyKeep(zones [2][]rules.ObjID, n int) error {
	if len(zones[ArrangeTop]) != n {
		return refuse("Keep exactly %s: move the others to the bottom", cards(n))
	}
	order := slices.Clone(zones[ArrangeTop])
	if b := zones[ArrangeBottom]; len(b) > 1 {
		order = append(order, b[:len(b)-1]...) // the last goes under by itself
	}
	return c.sorter.chooseInOrder(order)
}
