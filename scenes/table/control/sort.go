package control

import (
	"fmt"
	"slices"

	"github.com/kitchentable/kitchentable/game/rules"
)

// Keep-half draws and putting cards on the bottom (Landless double draw,
// and the opening hand's extra cards) are sorted on a panel: every
// candidate is shown, clicking picks or unpicks one, dragging a picked
// card onto another moves it to that place in the order, and Done applies
// the picks one after another. Picks go to the bottom top first: the last
// one picked ends at the very bottom.

// sorting is the panel's picks, for the decision they were made in.
type sorting struct {
	actions uint64 // the number of actions applied when the picks were made
	picked  []rules.ObjID
}

// sortPurpose reports whether d is sorted on the panel: keeping or
// bottoming two or more cards (one card is simply clicked).
func sortPurpose(d rules.Decision) bool {
	return d.Kind == rules.DecideChoice && d.Count >= 2 && (d.Purpose == rules.ChooseKeep || d.Purpose == rules.ChooseBottom)
}

// Sorting reports whether the choice panel is sorting cards now. The
// purpose is checked first: mine formats a sentence when the decision is
// not the viewer's, which the table asks every frame.
func (c *Sorter) Sorting() bool {
	return sortPurpose(c.sight.pending()) && c.mine() == nil
}

// picks returns the picks, dropping those of an earlier decision.
func (c *Sorter) picks() []rules.ObjID {
	if n := c.t.Actions(); c.sort.actions != n {
		c.sort = sorting{actions: n}
	}
	return c.sort.picked
}

// Picked returns the place (1 for the first) of obj among the picks, or 0.
func (c *Sorter) Picked(obj rules.ObjID) int {
	return slices.Index(c.picks(), obj) + 1
}

// SortTitle is the sorting panel's heading: what to pick and how many
// are picked.
func (c *Sorter) SortTitle() string {
	d := c.sight.pending()
	n := len(c.picks())
	if d.Purpose == rules.ChooseKeep {
		return fmt.Sprintf("Keep %d — %d picked", d.Count, n)
	}
	return fmt.Sprintf("To the bottom, top first — %d of %d picked (drag to reorder)", n, d.Count)
}

// sortUI fills the prompt and choices of a sorted decision.
func (c *Sorter) sortUI(d rules.Decision, legal []rules.Action) {
	picked := c.picks()
	switch d.Purpose {
	case rules.ChooseKeep:
		c.prompter.say("Keep %s: click them (%d of %d picked); the others go to the bottom", cards(d.Count), len(picked), d.Count)
	default:
		c.prompter.say("Put %s on the bottom of your library: click them top first, drag to reorder (%d of %d)", cards(d.Count), len(picked), d.Count)
	}
	for _, a := range legal {
		if a.Kind == rules.ActChoose {
			c.prompter.choice(a.Obj, cardName(c.sight.card(a.Obj)), a)
		}
	}
	if len(picked) == d.Count {
		c.prompter.button("Done", "Space", true, btnSortDone, rules.Action{})
	}
	if len(picked) > 0 {
		c.prompter.button("Clear", "Esc", false, btnSortClear, rules.Action{})
	}
}

// togglePick picks obj, or unpicks it when it is picked.
func (c *Sorter) togglePick(obj rules.ObjID) error {
	d := c.sight.pending()
	picked := c.picks()
	if i := slices.Index(picked, obj); i >= 0 {
		c.sort.picked = slices.Delete(picked, i, i+1)
	} else {
		if len(picked) >= d.Count {
			return refuse("You have picked %s already: unpick one first", cards(d.Count))
		}
		c.sort.picked = append(picked, obj)
	}
	c.version++
	return nil
}

// MovePick moves the pick at place from (1-based, as Picked returns) to
// place to, shifting the picks between.
func (c *Sorter) MovePick(from, to int) error {
	picked := c.picks()
	if from < 1 || to < 1 || from > len(picked) || to > len(picked) {
		return refuse("Drag a picked card onto another picked card to reorder")
	}
	obj := picked[from-1]
	picked = slices.Delete(picked, from-1, from)
	c.sort.picked = slices.Insert(picked, to-1, obj)
	c.version++
	return nil
}

// clearPicks unpicks everything.
func (c *Sorter) clearPicks() {
	c.sort.picked = c.sort.picked[:0]
	c.version++
}

// applyPicks applies the picks in order.
func (c *Sorter) applyPicks() error {
	picked := append([]rules.ObjID(nil), c.picks()...)
	if len(picked) != c.sight.pending().Count {
		return refuse("Pick %s first", cards(c.sight.pending().Count))
	}
	return c.chooseInOrder(picked)
}

// chooseInOrder applies the choice of each of objs in turn, one engine
// decision a card, stopping at the first that is not legal or fails.
func (c *Sorter) chooseInOrder(objs []rules.ObjID) error {
	for _, obj := range objs {
		i := slices.IndexFunc(c.legalNow(), func(a rules.Action) bool { return a.Kind == rules.ActChoose && a.Obj == obj })
		if i < 0 {
			return refuse("That card can't be chosen now")
		}
		if err := c.userApply(c.legalNow()[i]); err != nil {
			return err
		}
	}
	return nil
}
