package control

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// mine returns nil when the viewer may act now, else the reason they may not.
func (c *Controller) mine() error {
	if c.Over() {
		return refuse("The game is over")
	}
	if who, up := c.Curtain(); up {
		return refuse("Waiting for %s to come to the screen", c.name(who))
	}
	d := c.sight.pending()
	if !c.IsHuman(d.Seat) {
		return refuse("Wait: %s is thinking", c.name(d.Seat))
	}
	if d.Seat == c.Viewer() {
		return nil
	}
	return refuse("It's %s's decision now", c.name(d.Seat))
}

// userApply applies an action the viewer chose, then aims a spell that was
// dropped on a target once its X is chosen.
func (c *Controller) userApply(a rules.Action) error {
	if err := c.mine(); err != nil {
		return err
	}
	if err := c.apply(a); err != nil {
		return refuse("That can't be done now")
	}
	c.dropper.followAim()
	return nil
}

// followAim chooses the remembered target of a spell dropped on a target
// when the spell asks for its first target.
func (c *Drops) followAim() {
	if c.aim.Kind == layout.HitNone {
		return
	}
	d := c.sight.pending()
	if d.Source != c.aimSrc || d.Seat != c.Viewer() {
		c.aim, c.aimSrc = layout.Hit{}, rules.NoObj
		return
	}
	switch d.Kind {
	case rules.DecideX:
		return // still waiting for X
	case rules.DecideTarget:
		if d.TargetIndex == 0 {
			for _, a := range c.legalNow() {
				if targetMatches(a, c.aim) {
					_ = c.apply(a) // a legal action
					break
				}
			}
		}
	}
	c.aim, c.aimSrc = layout.Hit{}, rules.NoObj
}

// targetMatches reports whether a is choosing the target h points at.
func targetMatches(a rules.Action, h layout.Hit) bool {
	if a.Kind != rules.ActTarget {
		return false
	}
	switch h.Kind {
	case layout.HitPlayer:
		return a.Target.IsPlayer() && a.Target.Player == h.Seat
	case layout.HitCard, layout.HitStack:
		return !a.Target.IsPlayer() && a.Target.Obj == h.Obj
	}
	return false
}

// Press presses prompt button i.
func (c *Controller) Press(i int) error {
	c.prompter.ensureUI()
	if i < 0 || i >= len(c.prompter.ui.btns) {
		return refuse("There is no such button")
	}
	b := c.prompter.ui.btns[i]
	switch b.kind {
	case btnApply:
		return c.userApply(b.act)
	case btnConfirm:
		return c.combat.confirmStaged()
	case btnClear:
		c.combat.clearStaging()
	case btnCloseMenu:
		c.selector.menu = rules.NoObj
		c.version++
	case btnSortDone:
		return c.sorter.applyPicks()
	case btnSortClear:
		c.sorter.clearPicks()
	case btnOrder:
		return c.passes.useListedOrder()
	case btnLookDone:
		return c.arranger.applyArrangement()
	case btnLookReset:
		c.arranger.resetArrangement()
	case btnGuardCast:
		return c.guards.confirmGuard()
	case btnGuardCancel:
		c.guards.dropGuard()
	case btnMulligan:
		return c.asker.askMulligan(b.act)
	case btnRemoveStart:
		if err := c.mine(); err != nil {
			return err
		}
		c.hands.startRemoving()
	case btnAskYes:
		return c.asker.confirmAsk()
	case btnAskBack:
		c.asker.dropAsk()
	case btnHandDone:
		return c.hands.applyHandPicks()
	case btnHandClear:
		c.hands.clearHandPicks()
	}
	return nil
}

// OK presses the primary button (Space).
func (c *Controller) OK() error {
	c.prompter.ensureUI()
	for i := range c.prompter.ui.prompt.Buttons {
		if c.prompter.ui.prompt.Buttons[i].Primary {
			return c.Press(i)
		}
	}
	if err := c.mine(); err != nil {
		return err
	}
	// While the table is about to pass for the viewer (passingUI), Space
	// passes at once.
	if d := c.sight.pending(); d.Kind == rules.DecidePriority && c.selector.menu == rules.NoObj {
		if a, ok := c.passes.autoAction(d); ok {
			return c.apply(a)
		}
	}
	if c.arranger.Arranging() {
		return c.arranger.applyArrangement() // it says what is missing
	}
	return refuse("Choose one first")
}

// Cancel (Esc) backs out of what the viewer is doing: it forgets a
// harmful drop waiting for confirmation, stops a standing pass (PassUntil),
// closes a menu of abilities or mana, clears staged attackers or blockers,
// unpicks the sorting panel, puts the look panel's cards back as they
// lay, or stops casting.
func (c *Controller) Cancel() error {
	if c.guards.dropGuard() || c.asker.dropAsk() {
		return nil
	}
	if c.hands.clearHandPicks() {
		return nil
	}
	if c.passes.Passing() != PassNone {
		c.passes.passing[c.Viewer()] = PassNone
		c.version++
		return nil
	}
	if c.selector.menu != rules.NoObj {
		c.selector.menu = rules.NoObj
		c.version++
		return nil
	}
	if len(c.combat.stagedAtk) > 0 || len(c.combat.stagedBlk) > 0 {
		c.combat.clearStaging()
		return nil
	}
	if c.sorter.Sorting() && len(c.sorter.picks()) > 0 {
		c.sorter.clearPicks()
		return nil
	}
	if c.arranger.Arranging() && c.arranger.arranged() {
		c.arranger.resetArrangement()
		return nil
	}
	if err := c.mine(); err != nil {
		return err
	}
	for _, a := range c.legalNow() {
		if a.Kind == rules.ActCancel {
			c.dropper.aim, c.dropper.aimSrc = layout.Hit{}, rules.NoObj
			return c.userApply(a)
		}
	}
	return refuse("There is nothing to cancel")
}

// Click handles a left click on h: it picks a target or a card to choose
// (in Live-Draft a row card to draw, the discard pile's top card or the
// library to draw two, a hand card to discard or remove), taps a
// permanent for mana while paying, activates a permanent's ability,
// stages or unstages an attacker or blocker, presses a button, or toggles
// the stop on a step of the phase bar.
func (c *Controller) Click(h layout.Hit) error {
	switch h.Kind {
	case layout.HitStep:
		return c.passes.toggleStop(h)
	case layout.HitButton:
		return c.Press(h.Index)
	case layout.HitNone:
		return refuse("There is nothing there")
	}
	if c.guards.guard != nil {
		c.guards.dropGuard() // the player went on to something else
	}
	if c.asker.asking != nil {
		c.asker.dropAsk() // so did they here: the click is taken afresh
	}
	if err := c.mine(); err != nil {
		return err
	}
	d := c.sight.pending()
	switch d.Kind {
	case rules.DecideTarget:
		for _, a := range c.legalNow() {
			if targetMatches(a, h) {
				if isSacChoice(cardBase(c.sight.card(d.Source)), d) {
					return c.asker.askSacrifice(a.Target.Obj, a)
				}
				return c.userApply(a)
			}
		}
		return refuse("%s can't target that", c.selector.objName(d.Source))
	case rules.DecideChoice:
		if c.hands.handPurpose(d) {
			if h.Kind == layout.HitCard && c.hands.stageable(h.Obj) {
				return c.hands.toggleHandPick(h.Obj)
			}
			return refuse("That is not one of the choices")
		}
		if a, ok := c.drafter.draftChoice(h); ok {
			return c.userApply(a)
		}
		if h.Kind == layout.HitCard {
			for _, a := range c.legalNow() {
				if a.Kind == rules.ActChoose && a.Obj == h.Obj {
					if sortPurpose(d) {
						return c.sorter.togglePick(a.Obj)
					}
					if d.Purpose == rules.ChooseSacrifice {
						return c.asker.askSacrifice(a.Obj, a)
					}
					return c.userApply(a)
				}
			}
		}
		return refuse("That is not one of the choices")
	case rules.DecidePay:
		return c.selector.clickMenu(h, rules.ActTapMana, "%s can't help pay for this")
	case rules.DecidePriority:
		if h.Kind == layout.HitPile || h.Kind == layout.HitLibrary && c.View().Options.Draw.LiveDraft() ||
			h.Kind == layout.HitCard && c.sight.card(h.Obj).Zone == rules.ZoneRow {
			return c.drafter.rowRefusal(h)
		}
		if h.Kind == layout.HitCard && c.sight.card(h.Obj).Zone == rules.ZoneHand {
			if o := c.sight.card(h.Obj); o.Owner != c.Viewer() {
				return refuse("%s plays the cards in their own hand", c.names[o.Owner])
			}
			return refuse("Drag %s onto the table to play it", c.selector.objName(h.Obj))
		}
		return c.selector.clickMenu(h, rules.ActActivate, "%s has no ability you can use now")
	case rules.DecideAttackers:
		if h.Kind == layout.HitCard {
			return c.combat.toggleAttack(h.Obj)
		}
		return refuse("Click or drag your creatures to attack")
	case rules.DecideBlockers:
		if h.Kind == layout.HitCard {
			return c.combat.clickBlocker(h.Obj)
		}
		return refuse("Drag your creatures onto attackers to block")
	case rules.DecideX:
		return refuse("Choose a value for X first")
	case rules.DecideMulligan:
		if _, ok := c.hands.handStaging(); ok && h.Kind == layout.HitCard && c.hands.stageable(h.Obj) {
			return c.hands.toggleHandPick(h.Obj)
		}
		return refuse("Keep this hand or take a mulligan first")
	}
	return refuse("There is nothing to do with that now")
}

// clickMenu applies the only action of kind k with the clicked permanent,
// or opens the menu of them in Choices when there are several.
func (c *Selection) clickMenu(h layout.Hit, k rules.ActionKind, none string) error {
	if h.Kind != layout.HitCard {
		return refuse("There is nothing to do with that now")
	}
	n, first := 0, rules.Action{}
	for _, a := range c.legalNow() {
		if a.Kind == k && a.Obj == h.Obj {
			if n == 0 {
				first = a
			}
			n++
		}
	}
	switch n {
	case 0:
		return refuse(none, c.objName(h.Obj))
	case 1:
		return c.userApply(first)
	}
	c.menu = h.Obj
	c.version++
	return nil
}

// toggleStop turns the stop on the clicked step on or off: for the viewer's
// own turns when h.Seat is the viewer, for the others' turns otherwise.
func (c *Passes) toggleStop(h layout.Hit) error {
	if !c.settings.ToggleStop(h.Seat == c.Viewer(), h.Index) {
		return refuse("There is no such step")
	}
	c.version++
	return nil
}

// objName returns an object's name, or "that" for a hidden or missing one.
func (c *Selection) objName(id rules.ObjID) string {
	if id < 0 {
		return "That"
	}
	o := c.sight.card(id)
	if o == nil || o.Def == nil {
		return "That"
	}
	if o.Zone == rules.ZoneHand && o.Owner != c.Viewer() || o.Zone == rules.ZoneLibrary {
		return "That card"
	}
	return cardName(o)
}
