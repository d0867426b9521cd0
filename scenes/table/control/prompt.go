package control

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// btnKind says what a prompt button does.
type btnKind uint8

const (
	btnApply       btnKind = iota // apply act
	btnConfirm                    // send the staged attacks or blocks
	btnClear                      // clear the staging
	btnCloseMenu                  // close the menu of abilities or mana
	btnSortDone                   // apply the sorting panel's picks
	btnSortClear                  // unpick the sorting panel's picks
	btnGuardCast                  // cast the spell held back by the guard (harmful to the viewer, or helpful to an opponent)
	btnGuardCancel                // forget it
	btnOrder                      // put the triggers on the stack in the listed order
	btnLookDone                   // apply the look panel's arrangement
	btnLookReset                  // put the look panel's cards back as they lay
	btnMulligan                   // ask before the mulligan act
	btnRemoveStart                // the quick start's Remove two: stage the two cards
	btnAskYes                     // apply the step asked about
	btnAskBack                    // forget it
	btnHandDone                   // send the staged hand cards
	btnHandClear                  // unstage them (or, at Remove two, go back)
)

// btnAct is what one prompt button does.
type btnAct struct {
	kind btnKind
	act  rules.Action
}

// uiCache is the prompt, its buttons and the choices for one version.
type uiCache struct {
	ok         bool
	ver        uint64
	prompt     Prompt
	btns       []btnAct
	choices    []layout.Choice
	choiceActs []rules.Action
}

// Prompt says what the viewer must do now and offers the buttons for it;
// Waiting is set when someone else decides.
func (c *Controller) Prompt() Prompt {
	c.prompter.ensureUI()
	return c.prompter.ui.prompt
}

// ensureUI rebuilds the prompt and choices when the version changed.
func (c *prompter) ensureUI() {
	if v := c.Version(); c.ui.ok && c.ui.ver == v {
		return
	}
	c.ui = uiCache{ok: true, ver: c.Version()}
	c.buildUI()
	if t := c.passes.passingText(); t != "" && c.ui.prompt.Waiting && c.replay == nil && !c.Over() {
		c.ui.prompt.Text += " · " + t
	}
}

func (c *prompter) button(label, key string, primary bool, kind btnKind, a rules.Action) {
	c.ui.prompt.Buttons = append(c.ui.prompt.Buttons, layout.Button{Label: label, Key: key, Primary: primary})
	c.ui.btns = append(c.ui.btns, btnAct{kind: kind, act: a})
}

func (c *prompter) choice(obj rules.ObjID, label string, a rules.Action) {
	c.ui.choices = append(c.ui.choices, layout.Choice{Obj: obj, Label: label})
	c.ui.choiceActs = append(c.ui.choiceActs, a)
}

func (c *prompter) say(format string, args ...any) { c.ui.prompt.Text = fmt.Sprintf(format, args...) }

// buildUI fills c.ui for the current state.
func (c *prompter) buildUI() {
	if c.Over() {
		c.say("Game over: %s", c.results.resultText())
		return
	}
	if c.replay != nil {
		c.replayer.replayUI()
		return
	}
	if who, up := c.Curtain(); up {
		c.ui.prompt.Waiting = true
		c.say("%s, it's your turn to decide: come to the screen and click to continue", c.name(who))
		return
	}
	d := c.sight.pending()
	if d.Seat != c.Viewer() || !c.IsHuman(d.Seat) {
		c.ui.prompt.Waiting = true
		if lvl := c.t.Computer(d.Seat); lvl != "" {
			c.say("%s (%s) is thinking…", c.name(d.Seat), lvl)
		} else {
			c.say("%s is deciding…", c.name(d.Seat))
		}
		return
	}
	if c.guards.guardOpen() {
		c.guards.guardUI()
		return
	}
	if c.asker.askOpen() {
		c.asker.askUI()
		return
	}
	if n, ok := c.hands.handStaging(); ok {
		c.hands.handUI(d, n)
		return
	}
	legal := c.legalNow()
	switch d.Kind {
	case rules.DecideMulligan:
		c.mulliganUI(d, legal)
	case rules.DecidePriority:
		if _, auto := c.passes.autoAction(d); auto && c.selector.menu == rules.NoObj {
			c.passes.passingUI()
			return
		}
		c.priorityUI(legal)
	case rules.DecideX:
		c.xUI(d, legal)
	case rules.DecideTarget:
		c.targetUI(d, legal)
	case rules.DecidePay:
		c.payUI(d, legal)
	case rules.DecideAttackers:
		c.combat.attackUI(legal)
	case rules.DecideBlockers:
		c.combat.blockUI(legal)
	case rules.DecideChoice:
		c.selector.choiceUI(d, legal)
	}
}

func (c *prompter) mulliganUI(d rules.Decision, legal []rules.Action) {
	remove := c.drafter.draftMulliganText()
	switch {
	case remove != "":
		c.say("%s", remove)
	case d.Count > 0:
		c.say("Keep this hand and put %s on the bottom (Space), or mulligan again", cards(d.Count))
	default:
		c.say("Keep this hand (Space), or take a mulligan: shuffle it away and draw a new one")
	}
	for _, a := range legal {
		switch a.Kind {
		case rules.ActKeep:
			c.button("Keep", "Space", true, btnApply, a)
		case rules.ActMulligan:
			if remove != "" {
				c.button("Remove two", "", false, btnRemoveStart, a)
			} else {
				c.button("Mulligan", "", false, btnMulligan, a)
			}
		}
	}
}

// passingUI is the prompt while the table passes priority for the viewer
// (no stop here, or their own spell on the stack), which it does as soon
// as the animations end: it says where the game is and offers no button.
func (c *Passes) passingUI() {
	c.prompter.ui.prompt.Waiting = true
	v := c.View()
	switch {
	case len(v.Stack) > 0:
		top := v.Stack[len(v.Stack)-1]
		c.prompter.say("%s resolves…", c.selector.objName(top.Source.ID))
	case c.ownTurn(c.Viewer()):
		c.prompter.say("Your %s…", stepName(v.Step))
	default:
		c.prompter.say("%s's %s…", c.name(v.Active), stepName(v.Step))
	}
}

func (c *prompter) priorityUI(legal []rules.Action) {
	if c.selector.menu != rules.NoObj {
		name := c.selector.objName(c.selector.menu)
		c.say("Choose an ability of %s", name)
		def := cardBase(c.sight.card(c.selector.menu))
		for _, a := range legal {
			if a.Kind == rules.ActActivate && a.Obj == c.selector.menu {
				c.choice(a.Obj, card.AbilityText(def, int(a.Index)), a)
			}
		}
		c.button("Back", "Esc", false, btnCloseMenu, rules.Action{})
		c.button("Pass", "Space", true, btnApply, legal[0])
		return
	}
	v := c.View()
	switch {
	case len(v.Stack) > 0:
		top := v.Stack[len(v.Stack)-1]
		src := c.selector.objName(top.Source.ID)
		// The viewer's own items on top pass automatically (passingUI),
		// their spells not under full control.
		switch {
		case top.IsSpell && top.Controller == c.Viewer():
			c.say("Full control: you cast %s — answer it yourself, or Pass (Space) to let the others answer", src)
		case top.IsSpell:
			c.say("%s cast %s: answer it with an instant or ability, or Pass (Space) to let it resolve", c.name(top.Controller), src)
		default:
			c.say("The ability of %s's %s is on the stack: answer it, or Pass (Space) to let it resolve", c.name(top.Controller), src)
		}
	case c.passes.ownTurn(c.Viewer()) && v.Step.IsMain():
		c.say("Your turn — drag a card onto the table to play it, or press Space to pass")
	case c.passes.ownTurn(c.Viewer()):
		c.say("Your %s: cast an instant or use an ability, or press Space to pass", stepName(v.Step))
	default:
		c.say("%s's %s: cast an instant or use an ability, or press Space to pass", c.name(v.Active), stepName(v.Step))
	}
	c.ui.prompt.Text += " (" + PassKeysHint + ")"
	c.button("Pass", "Space", true, btnApply, legal[0])
}

func (c *prompter) xUI(d rules.Decision, legal []rules.Action) {
	c.say("Choose X for %s", c.selector.objName(d.Source))
	var maxX rules.Action
	found := false
	for _, a := range legal {
		if a.Kind == rules.ActChooseX {
			c.choice(rules.NoObj, fmt.Sprintf("X = %d", a.Index), a)
			maxX, found = a, true
		}
	}
	if found {
		c.button(fmt.Sprintf("X = %d", maxX.Index), "Space", true, btnApply, maxX)
	}
	c.cancelButton(legal)
}

func (c *prompter) targetUI(d rules.Decision, legal []rules.Action) {
	src := c.selector.objName(d.Source)
	obj := c.sight.card(d.Source)
	hint := c.targetHint(legal)
	switch {
	case d.Ability >= 0 && isSacChoice(cardBase(obj), d):
		c.say("Choose a creature to sacrifice for %s's ability%s", src, hint)
	case d.TargetIndex > 0:
		c.say("Choose another target for %s%s", src, hint)
	case d.Ability >= 0:
		c.say("Choose a target for %s's ability%s", src, hint)
	default:
		c.say("Choose a target for %s%s", src, hint)
	}
	for _, a := range legal {
		if a.Kind == rules.ActTarget && !a.Target.IsPlayer() && c.sight.card(a.Target.Obj).Zone == rules.ZoneStack {
			c.choice(a.Target.Obj, c.selector.objName(a.Target.Obj)+" (on the stack)", a)
		}
	}
	c.cancelButton(legal)
}

// targetHint says, after a colon, how to pick one of the targets in
// legal: ": click a glowing card or player", or ": pick a spell from the
// list" when only spells on the stack (listed on the choice panel) may be
// chosen; "" when legal has no target.
func (c *prompter) targetHint(legal []rules.Action) string {
	var card, player, stack bool
	for _, a := range legal {
		switch {
		case a.Kind != rules.ActTarget:
		case a.Target.IsPlayer():
			player = true
		case c.sight.card(a.Target.Obj).Zone == rules.ZoneStack:
			stack = true
		default:
			card = true
		}
	}
	var click string
	switch {
	case card && player:
		click = "click a glowing card or player"
	case card:
		click = "click a glowing card"
	case player:
		click = "click a glowing player"
	}
	switch {
	case click != "" && stack:
		return ": " + click + ", or pick a spell from the list"
	case stack:
		return ": pick a spell from the list"
	case click != "":
		return ": " + click
	}
	return ""
}

// isSacChoice reports whether a target decision picks the creature to
// sacrifice as the cost of ability d.Ability.
func isSacChoice(def *card.Def, d rules.Decision) bool {
	if def == nil || d.Ability < 0 || d.Ability >= len(def.Abilities) {
		return false
	}
	ab := &def.Abilities[d.Ability]
	return ab.SacFilter != nil && d.TargetIndex == len(ab.Targets)
}

func (c *prompter) payUI(d rules.Decision, legal []rules.Action) {
	if c.selector.menu != rules.NoObj {
		c.say("Choose the mana %s makes", c.selector.objName(c.selector.menu))
		for _, a := range legal {
			if a.Kind == rules.ActTapMana && a.Obj == c.selector.menu {
				c.choice(a.Obj, "Add {"+mana.Kind(a.Kind2).String()+"}", a)
			}
		}
		c.button("Back", "Esc", false, btnCloseMenu, rules.Action{})
		return
	}
	c.say("Pay %s: click your lands, or Auto-pay (Space)", c.costText(d))
	for _, a := range legal {
		switch a.Kind {
		case rules.ActAutoPay:
			c.button("Auto-pay", "Space", true, btnApply, a)
		case rules.ActPayPool:
			c.say("Pay %s from your mana pool (Space)", c.costText(d))
			c.button("Pay", "Space", true, btnApply, a)
		}
	}
	c.cancelButton(legal)
}

// costText is the mana cost being paid, X included.
func (c *prompter) costText(d rules.Decision) string {
	def := cardBase(c.sight.card(d.Source))
	if def == nil {
		return "it"
	}
	cost := def.Cost
	if d.Ability >= 0 && d.Ability < len(def.Abilities) {
		cost = def.Abilities[d.Ability].Cost
	}
	return cost.WithX(c.lastX).String()
}

func (c *prompter) cancelButton(legal []rules.Action) {
	for _, a := range legal {
		if a.Kind == rules.ActCancel {
			c.button("Cancel", "Esc", false, btnApply, a)
		}
	}
}

func (c *Combat) attackUI(legal []rules.Action) {
	c.prompter.say("Declare attackers: drag creatures onto an opponent, then Attack (Space)")
	if n := len(c.stagedAtk); n > 0 {
		c.prompter.button(fmt.Sprintf("Attack with %d", n), "Space", true, btnConfirm, rules.Action{})
		c.prompter.button("Clear", "Esc", false, btnClear, rules.Action{})
		return
	}
	c.prompter.button("No attacks", "Space", true, btnConfirm, rules.Action{})
}

func (c *Combat) blockUI(legal []rules.Action) {
	who := rules.NoSeat
	for _, cv := range c.View().Battlefield {
		if cv.Attacking == c.Viewer() {
			who = cv.Controller
			break
		}
	}
	c.prompter.say("%s is attacking you: drag your creatures onto attackers to block, then Done (Space)", c.name(who))
	if n := len(c.stagedBlk); n > 0 {
		c.prompter.button(fmt.Sprintf("Block with %d", n), "Space", true, btnConfirm, rules.Action{})
		c.prompter.button("Clear", "Esc", false, btnClear, rules.Action{})
		return
	}
	c.prompter.button("No blocks", "Space", true, btnConfirm, rules.Action{})
}

// stepName names a step for prompts.
func stepName(s rules.Step) string {
	switch s {
	case rules.StepUntap:
		return "untap step"
	case rules.StepUpkeep:
		return "upkeep"
	case rules.StepDraw:
		return "draw step"
	case rules.StepMain1:
		return "first main phase"
	case rules.StepBeginCombat:
		return "beginning of combat"
	case rules.StepAttackers:
		return "declare attackers step"
	case rules.StepBlockers:
		return "declare blockers step"
	case rules.StepFirstStrike:
		return "first-strike damage step"
	case rules.StepDamage:
		return "combat damage step"
	case rules.StepEndCombat:
		return "end of combat"
	case rules.StepMain2:
		return "second main phase"
	case rules.StepEnd:
		return "end step"
	}
	return "cleanup step"
}

// cards says "a card" or "N cards".
func cards(n int) string {
	if n == 1 {
		return "a card"
	}
	return fmt.Sprintf("%d cards", n)
}
