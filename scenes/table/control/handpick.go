package control

import (
	"slices"

	"github.com/kitchentable/kitchentable/game/rules"
)

// Cards leaving the viewer's hand for good — discarded, put onto rummy's
// common pile at the start, or removed from the game by Live-Draft's
// quick start — are staged first: a click marks
// a card (a second click unmarks it), and only the confirming button
// (Space or Enter), which names them, sends them to the engine. Esc
// clears the marks; at the quick start's "Remove two" it goes back to
// keeping or removing.

// handPicks are the hand cards staged for the decision they were made in.
type handPicks struct {
	at uint64 // the game's action count when they were made
	// removing: the quick start's "Remove two" was pressed, and the
	// mulligan that removes them is not taken yet.
	removing bool
	picked   []rules.ObjID
}

// handPurpose reports whether d's cards are staged in the hand: rummy's
// discard down to seven onto the common pile at the start among them
// (its one-card discard after drawing two is made at a click, as a draw
// is).
func (c *HandPicks) handPurpose(d rules.Decision) bool {
	if d.Kind != rules.DecideChoice {
		return false
	}
	switch d.Purpose {
	case rules.ChooseDiscard, rules.ChooseCleanupDiscard, rules.ChooseRemove:
		return true
	case rules.ChoosePile:
		return c.View().Turn == 0
	}
	return false
}

// hand returns the staging of the current decision, dropping one of an
// earlier decision.
func (c *HandPicks) hand() *handPicks {
	if n := c.t.Actions(); c.picksHand.at != n {
		c.picksHand = handPicks{at: n}
	}
	return &c.picksHand
}

// handStaging reports whether the viewer is staging hand cards now, and
// how many the decision takes.
func (c *HandPicks) handStaging() (int, bool) {
	if c.mine() != nil {
		return 0, false
	}
	d := c.sight.pending()
	switch {
	case c.handPurpose(d):
		return d.Count, true
	case d.Kind == rules.DecideMulligan && c.hand().removing:
		return 2, true
	}
	return 0, false
}

// StagedInHand reports whether obj, a card in the viewer's hand, is
// staged to be discarded or removed from the game.
func (c *HandPicks) StagedInHand(obj rules.ObjID) bool {
	if _, ok := c.handStaging(); !ok {
		return false
	}
	return slices.Contains(c.hand().picked, obj)
}

// stageable reports whether obj may be staged now: a card in the
// viewer's hand that the decision may take.
func (c *HandPicks) stageable(obj rules.ObjID) bool {
	if _, ok := c.handStaging(); !ok {
		return false
	}
	o := c.sight.card(obj)
	if o == nil || o.Zone != rules.ZoneHand || o.Owner != c.Viewer() {
		return false
	}
	if c.sight.pending().Kind == rules.DecideMulligan {
		return true // the removal's choice comes after the mulligan
	}
	_, ok := c.chooseAction(obj)
	return ok
}

// chooseAction returns the legal choice of obj.
func (c *HandPicks) chooseAction(obj rules.ObjID) (rules.Action, bool) {
	for _, a := range c.legalNow() {
		if a.Kind == rules.ActChoose && a.Obj == obj {
			return a, true
		}
	}
	return rules.Action{}, false
}

// toggleHandPick stages obj, or unstages it when staged.
func (c *HandPicks) toggleHandPick(obj rules.ObjID) error {
	h := c.hand()
	if i := slices.Index(h.picked, obj); i >= 0 {
		h.picked = slices.Delete(h.picked, i, i+1)
		c.version++
		return nil
	}
	return c.stageHandPick(obj)
}

// stageHandPick stages obj (a card dragged onto the removed pile, or
// clicked).
func (c *HandPicks) stageHandPick(obj rules.ObjID) error {
	n, ok := c.handStaging()
	if !ok || !c.stageable(obj) {
		return refuse("That card can't be chosen now")
	}
	h := c.hand()
	if slices.Contains(h.picked, obj) {
		return nil
	}
	if len(h.picked) >= n {
		return refuse("You have chosen %s already: click one again to keep it", cards(n))
	}
	h.picked = append(h.picked, obj)
	c.version++
	return nil
}

// startRemoving is the quick start's "Remove two": the viewer now
// stages the two cards; nothing reaches the engine yet.
func (c *HandPicks) startRemoving() {
	h := c.hand()
	h.removing, h.picked = true, h.picked[:0]
	c.version++
}

// clearHandPicks unstages every card; at the quick start's removal it
// goes back to keeping or removing. It reports whether there was
// anything to clear.
func (c *HandPicks) clearHandPicks() bool {
	if _, ok := c.handStaging(); !ok {
		return false
	}
	h := c.hand()
	if len(h.picked) == 0 && !h.removing {
		return false
	}
	if len(h.picked) == 0 {
		h.removing = false
	}
	h.picked = h.picked[:0]
	c.version++
	return true
}

// handUI fills the prompt of a decision staged in the hand.
func (c *HandPicks) handUI(d rules.Decision, n int) {
	h := c.hand()
	picked := h.picked
	removing := d.Kind == rules.DecideMulligan || d.Purpose == rules.ChooseRemove
	done := len(picked) == n
	switch {
	case removing && done:
		c.prompter.say("Remove %s from the game and draw one from the %s? Press Remove (Space) to confirm, or pick again to change",
			c.asker.cardNames(picked), methodName(c.View().Options.Draw))
		c.prompter.button("Remove", "Space", true, btnHandDone, rules.Action{})
	case removing:
		c.prompter.say("Quick start: choose %s of your hand to remove from the game, then draw one from the %s — click them in your hand (%d of %d chosen)",
			cards(n), methodName(c.View().Options.Draw), len(picked), n)
	case done && d.Purpose == rules.ChoosePile:
		c.prompter.say("Put %s onto the common pile? Press Discard (Space) to confirm, or pick again to change", c.asker.cardNames(picked))
		c.prompter.button("Discard", "Space", true, btnHandDone, rules.Action{})
	case done:
		c.prompter.say("Discard %s? Press Discard (Space) to confirm, or pick again to change", c.asker.cardNames(picked))
		c.prompter.button("Discard", "Space", true, btnHandDone, rules.Action{})
	case d.Purpose == rules.ChoosePile:
		c.prompter.say("Discard down to seven: choose %s to put onto the common pile — click them in your hand, or drag them onto the pile (%d of %d chosen)",
			cards(n), len(picked), n)
	case d.Purpose == rules.ChooseCleanupDiscard:
		c.prompter.say("Too many cards in hand: choose %s to discard (click them in your hand; %d of %d chosen)", cards(n), len(picked), n)
	case n == 1:
		c.prompter.say("Choose a card to discard: click it in your hand")
	default:
		c.prompter.say("Choose %s to discard: click them in your hand (%d of %d chosen)", cards(n), len(picked), n)
	}
	if d.Kind == rules.DecideChoice {
		for _, a := range c.legalNow() {
			if a.Kind == rules.ActChooseDone && !done {
				c.prompter.button("Done", "Space", true, btnHandDone, rules.Action{})
			}
		}
	}
	switch {
	case len(picked) > 0:
		c.prompter.button("Clear", "Esc", false, btnHandClear, rules.Action{})
	case h.removing && d.Kind == rules.DecideMulligan:
		c.prompter.button("Back", "Esc", false, btnHandClear, rules.Action{})
	}
}

// applyHandPicks sends the staged cards to the engine: the quick start's
// mulligan first, then one choice per card (and Done when the decision
// takes fewer).
func (c *HandPicks) applyHandPicks() error {
	n, ok := c.handStaging()
	if !ok {
		return refuse("There is nothing to confirm")
	}
	h := c.hand()
	picked := append([]rules.ObjID(nil), h.picked...)
	d := c.sight.pending()
	optional := false
	for _, a := range c.legalNow() {
		optional = optional || a.Kind == rules.ActChooseDone
	}
	if len(picked) != n && !optional {
		return refuse("Choose %s first", cards(n))
	}
	if d.Kind == rules.DecideMulligan {
		i := slices.IndexFunc(c.legalNow(), func(a rules.Action) bool { return a.Kind == rules.ActMulligan })
		if i < 0 {
			return refuse("You can't remove cards now")
		}
		if err := c.userApply(c.legalNow()[i]); err != nil {
			return err
		}
	}
	for _, obj := range picked {
		a, ok := c.chooseAction(obj)
		if !ok {
			return refuse("%s can't be chosen now", c.selector.objName(obj))
		}
		if err := c.userApply(a); err != nil {
			return err
		}
	}
	if len(picked) < n {
		for _, a := range c.legalNow() {
			if a.Kind == rules.ActChooseDone {
				return c.userApply(a)
			}
		}
	}
	return nil
}
