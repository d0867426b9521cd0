package control

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/rules"
)

// choiceUI fills the prompt and choices of a DecideChoice.
func (c *Selection) choiceUI(d rules.Decision, legal []rules.Action) {
	if arrangePurpose(d) {
		c.arranger.arrangeUI()
		return
	}
	if sortPurpose(d) {
		c.sorter.sortUI(d, legal)
		return
	}
	if draftPurpose(d) {
		c.drafter.draftUI(d, legal)
		return
	}
	src := c.objName(d.Source)
	switch d.Purpose {
	case rules.ChooseScryBottom:
		looked := "the top card"
		if v := c.View(); len(v.Looking) > 0 && v.Looking[0].Def != nil {
			looked = v.Looking[0].Def.Name
		}
		c.prompter.say("Scry: keep %s on top of your library (Space), or put it on the bottom?", looked)
	case rules.ChooseKeep:
		c.prompter.say("Keep one of these cards; the other goes to the bottom of the library")
	case rules.ChooseBottom:
		c.prompter.say("Put a card on the bottom of your library: click it")
	case rules.ChooseSearch:
		c.prompter.say("Search your library: choose a card")
	case rules.ChooseSacrifice:
		c.prompter.say("Sacrifice %s: click one of yours", creatures(d.Count))
	case rules.ChooseTriggerOrder:
		c.prompter.say("Several of your abilities trigger: Use this order (Space) stacks them as listed, the last resolving first; or click the one to stack next")
		c.prompter.button("Use this order", "Space", true, btnOrder, rules.Action{})
	case rules.ChoosePayOrSacrifice:
		c.prompter.say("Pay for %s (Space), or sacrifice it?", src)
	case rules.ChooseLegend:
		c.prompter.say("Legend rule: choose which %s to keep", src)
	case rules.ChooseDamageOrder:
		c.prompter.say("Choose the blocker %s deals lethal damage to first", src)
	case rules.ChooseOption:
		c.prompter.say("%s: choose one", src)
	default:
		c.prompter.say("Choose one")
	}
	for _, a := range legal {
		switch {
		case a.Kind == rules.ActChooseDone:
			c.prompter.button("Done", "Space", true, btnApply, a)
		case a.Kind != rules.ActChoose:
		case d.Purpose == rules.ChooseScryBottom:
			label, primary := "Put on the bottom", false
			if a.Index == 0 {
				label, primary = "Keep on top", true
			}
			c.prompter.choice(rules.NoObj, label, a)
			c.prompter.button(label, key(primary), primary, btnApply, a)
		case d.Purpose == rules.ChoosePayOrSacrifice:
			label, primary := "Sacrifice "+src, false
			if a.Index == 1 {
				label, primary = "Pay", true
			}
			c.prompter.choice(rules.NoObj, label, a)
			c.prompter.button(label, key(primary), primary, btnApply, a)
		case d.Purpose == rules.ChooseTriggerOrder:
			c.prompter.choice(a.Obj, c.objName(a.Obj)+"'s ability", a)
		case d.Purpose == rules.ChooseOption:
			c.prompter.choice(rules.NoObj, d.Options[a.Index&1], a)
		case a.Obj == rules.NoObj:
			c.prompter.choice(rules.NoObj, fmt.Sprintf("layout.Choice %d", a.Index+1), a)
		case c.onTable(a.Obj):
			// Clicked where it lies: in the viewer's hand or on the battlefield.
		default:
			// The chooser may see every candidate (looked-at or searched-for cards).
			c.prompter.choice(a.Obj, cardName(c.sight.card(a.Obj)), a)
		}
	}
}

// onTable reports whether obj is shown on the table where the viewer can
// click it: in their hand or on the battlefield.
func (c *Selection) onTable(obj rules.ObjID) bool {
	o := c.sight.card(obj)
	return o.Zone == rules.ZoneBattlefield || o.Zone == rules.ZoneHand && o.Owner == c.Viewer()
}

// key returns the shortcut shown on a primary button.
func key(primary bool) string {
	if primary {
		return "Space"
	}
	return ""
}

// creatures says "a creature" or "N creatures".
func creatures(n int) string {
	if n == 1 {
		return "a creature"
	}
	return fmt.Sprintf("%d creatures", n)
}
