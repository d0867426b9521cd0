package control

import (
	"fmt"
	"strings"

	"github.com/kitchentable/kitchentable/game/rules"
)

// A step the viewer cannot take back (a mulligan, a creature sacrificed)
// is asked first: the prompt says what will happen, naming the cards,
// and the actions reach the engine only when the viewer confirms (Enter
// or Space); Back (Esc) returns to the decision as it was.

// ask is a step held until the viewer confirms it.
type ask struct {
	text string         // the question: "Mulligan to 6? …"
	yes  string         // the confirming button's label
	acts []rules.Action // applied in order on confirmation
	at   uint64         // the game's action count when it was asked
}

// askOpen reports whether a step waits for the viewer's confirmation:
// nothing happened in the game since it was asked.
func (c *asker) askOpen() bool {
	return c.asking != nil && c.asking.at == c.t.Actions()
}

// Asking reports whether the prompt asks the viewer to confirm a step
// they cannot take back.
func (c *Controller) Asking() bool { return c.asker.askOpen() && c.mine() == nil }

// askFor holds acts until the viewer confirms text with the button yes.
func (c *asker) askFor(yes string, acts []rules.Action, format string, args ...any) error {
	if err := c.mine(); err != nil {
		return err
	}
	c.asking = &ask{text: fmt.Sprintf(format, args...), yes: yes, acts: acts, at: c.t.Actions()}
	c.version++
	return nil
}

// askUI is the prompt of an open ask.
func (c *asker) askUI() {
	c.prompter.say("%s", c.asking.text)
	c.prompter.button(c.asking.yes, "Space", true, btnAskYes, rules.Action{})
	c.prompter.button("Back", "Esc", false, btnAskBack, rules.Action{})
}

// confirmAsk applies the held step.
func (c *asker) confirmAsk() error {
	if !c.askOpen() {
		c.asking = nil
		return refuse("There is nothing to confirm")
	}
	acts := c.asking.acts
	c.asking = nil
	c.version++
	for _, a := range acts {
		if err := c.userApply(a); err != nil {
			return err
		}
	}
	return nil
}

// dropAsk forgets a held step; it reports whether one was open.
func (c *asker) dropAsk() bool {
	if c.asking == nil {
		return false
	}
	open := c.askOpen()
	c.asking = nil
	c.version++
	return open
}

// askMulligan asks before the mulligan a: "Mulligan to 6?".
func (c *asker) askMulligan(a rules.Action) error {
	mulligans := c.t.Mulligans(c.Viewer())
	to := 7 - (mulligans + 1)
	if c.View().Options.Mulligan == rules.MulliganDoubleDraw {
		return c.askFor("Mulligan", []rules.Action{a},
			"Mulligan to %d? This hand goes back and you are dealt a new one to keep %d of", to, to)
	}
	return c.askFor("Mulligan", []rules.Action{a},
		"Mulligan to %d? You shuffle this hand away, draw seven and put %s on the bottom", to, cards(mulligans+1))
}

// askSacrifice asks before a, the choice of obj as the creature to
// sacrifice: for the cost of the ability being activated, or for an
// effect that makes the viewer sacrifice.
func (c *asker) askSacrifice(obj rules.ObjID, a rules.Action) error {
	d := c.sight.pending()
	if d.Kind == rules.DecideTarget {
		return c.askFor("Sacrifice", []rules.Action{a}, "Sacrifice %s to activate %s's ability?", c.selector.objName(obj), c.selector.objName(d.Source))
	}
	return c.askFor("Sacrifice", []rules.Action{a}, "Sacrifice %s?", c.selector.objName(obj))
}

// cardNames lists the objects' names: "Ember Lash", "Ember Lash and Sparkrunner",
// "A, B and C".
func (c *asker) cardNames(objs []rules.ObjID) string {
	ns := make([]string, len(objs))
	for i, o := range objs {
		ns[i] = c.selector.objName(o)
	}
	if len(ns) <= 1 {
		return strings.Join(ns, "")
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " and " + ns[len(ns)-1]
}
