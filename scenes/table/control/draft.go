package control

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// Live-Draft's decisions are taken on the table itself, not on the
// choices panel: a draw is a click on a card of the row (or a drag of it
// into the hand); rummy's draw a click on the pile's top card or on the
// library (draw two); a discard onto the common pile, or a card removed
// by the quick start, a click on a hand card (or a drag of it onto the
// pile).

// draftPurpose reports whether d is one of Live-Draft's decisions.
func draftPurpose(d rules.Decision) bool {
	switch d.Purpose {
	case rules.ChooseDraw, rules.ChooseRummy, rules.ChoosePile, rules.ChooseRemove:
		return d.Kind == rules.DecideChoice
	}
	return false
}

// methodName names the row of the draw rule: "tableau" or "pipeline".
func methodName(r rules.DrawRule) string {
	if r == rules.DrawPipeline {
		return "pipeline"
	}
	return "tableau"
}

// moreToDraw says how many cards the draw takes after this one, for a
// prompt: "" or " (2 more to draw after this one)".
func moreToDraw(count int) string {
	switch {
	case count == 2:
		return " (1 more to draw after this one)"
	case count > 2:
		return fmt.Sprintf(" (%d more to draw after this one)", count-1)
	}
	return ""
}

// draftUI fills the prompt and buttons of a Live-Draft decision.
func (c *drafter) draftUI(d rules.Decision, legal []rules.Action) {
	opts := c.View().Options
	who := "Draw"
	switch {
	case c.View().Turn == 0 && opts.Start == rules.StartCareful:
		who = fmt.Sprintf("Opening hand, card %d of 7", len(c.sight.player(d.Seat).Hand)+1)
	case c.View().Turn == 0 && d.Purpose == rules.ChooseDraw:
		who = "Quick start: your draw for the two cards removed"
	case d.Source != rules.NoObj:
		who = "Draw for " + c.selector.objName(d.Source)
	}
	switch d.Purpose {
	case rules.ChooseDraw:
		c.prompter.say("%s: take a card from the %s%s — click it, or drag it into your hand",
			who, methodName(opts.Draw), moreToDraw(d.Count))
	case rules.ChooseRummy:
		c.prompter.say("%s: take the pile's top card, or draw two and then discard one%s — click the pile or the library",
			who, moreToDraw(d.Count))
		for _, a := range legal {
			switch {
			case a.Kind != rules.ActChoose:
			case a.Obj != rules.NoObj:
				c.prompter.button("Take "+c.selector.objName(a.Obj), "", false, btnApply, a)
			default:
				c.prompter.button("Draw two", "Space", true, btnApply, a)
			}
		}
	case rules.ChoosePile: // at the start, staged in the hand (handUI)
		c.prompter.say("Discard one: put a card from your hand onto the common pile — click it, or drag it onto the pile")
	}
}

// draftMulliganText is the mulligan prompt of a Live-Draft quick start
// (rules.MulliganRemoveTwo), or "" for other mulligans.
func (c *drafter) draftMulliganText() string {
	if c.View().Options.Mulligan != rules.MulliganRemoveTwo {
		return ""
	}
	return fmt.Sprintf("Keep this hand (Space), or remove two cards from your hand from the game to draw one from the %s",
		methodName(c.View().Options.Draw))
}

// draftChoice returns the legal choice that a click on h makes in a
// Live-Draft decision: a row card, the pile's top card, a hand card, or
// the library for rummy's draw two.
func (c *drafter) draftChoice(h layout.Hit) (rules.Action, bool) {
	d := c.sight.pending()
	if !draftPurpose(d) {
		return rules.Action{}, false
	}
	for _, a := range c.legalNow() {
		if a.Kind != rules.ActChoose {
			continue
		}
		switch h.Kind {
		case layout.HitLibrary:
			if d.Purpose == rules.ChooseRummy && a.Obj == rules.NoObj {
				return a, true
			}
		case layout.HitCard, layout.HitPile:
			if h.Obj != rules.NoObj && a.Obj == h.Obj {
				return a, true
			}
		}
	}
	return rules.Action{}, false
}

// draftDraggable reports whether obj may be dragged in a Live-Draft
// decision: a row card or the pile's top card to draw, a hand card to
// discard onto the pile or remove from the game.
func (c *drafter) draftDraggable(obj rules.ObjID) bool {
	_, ok := c.draftChoice(layout.Hit{Kind: layout.HitCard, Obj: obj})
	return ok
}

// draftDropTargets appends where dragging obj does something in a
// Live-Draft decision.
func (c *drafter) draftDropTargets(obj rules.ObjID, dst []layout.Hit) []layout.Hit {
	if !c.draftDraggable(obj) {
		return dst
	}
	switch c.sight.pending().Purpose {
	case rules.ChooseDraw, rules.ChooseRummy:
		return append(dst, layout.Hit{Kind: layout.HitHand, Obj: rules.NoObj, Seat: c.Viewer()})
	case rules.ChoosePile:
		return append(dst, layout.Hit{Kind: layout.HitPile, Obj: rules.NoObj, Seat: rules.NoSeat})
	case rules.ChooseRemove:
		return append(dst, layout.Hit{Kind: layout.HitRemoved, Obj: rules.NoObj, Seat: rules.NoSeat})
	}
	return dst
}

// draftDrop handles a drag of obj dropped on on in a Live-Draft
// decision: a row card or the pile's top card dropped into the hand (or
// on the viewer's own side) is drawn; a hand card dropped on the pile is
// discarded onto it, on the removed pile removed from the game.
func (c *drafter) draftDrop(obj rules.ObjID, on layout.Hit) error {
	a, ok := c.draftChoice(layout.Hit{Kind: layout.HitCard, Obj: obj})
	if !ok {
		return refuse("Finish what you are doing first")
	}
	mine := on.Seat == c.Viewer() && (on.Kind == layout.HitHand || on.Kind == layout.HitBattlefield || on.Kind == layout.HitPlayer || on.Kind == layout.HitLandDrop)
	if on.Kind == layout.HitCard && on.Obj != rules.NoObj {
		o := c.sight.card(on.Obj)
		mine = o.Zone == rules.ZoneHand && o.Owner == c.Viewer()
	}
	switch c.sight.pending().Purpose {
	case rules.ChooseDraw, rules.ChooseRummy:
		if !mine {
			return refuse("Drag the card into your hand to draw it")
		}
	case rules.ChoosePile:
		if on.Kind != layout.HitPile {
			return refuse("Drag the card onto the common pile to discard it")
		}
		if c.hands.handPurpose(c.sight.pending()) {
			return c.hands.stageHandPick(obj) // put there once the viewer confirms
		}
	case rules.ChooseRemove:
		if on.Kind != layout.HitRemoved {
			return refuse("Click the cards to remove, or drag them onto the removed pile")
		}
		return c.hands.stageHandPick(obj) // removed once the viewer confirms
	}
	return c.userApply(a)
}

// rowRefusal says why clicking a row card or the pile does nothing now.
func (c *drafter) rowRefusal(h layout.Hit) error {
	switch c.View().Options.Draw {
	case rules.DrawRummy:
		if h.Kind == layout.HitLibrary {
			return refuse("You draw from the library when you draw a card")
		}
		return refuse("You may take the pile's top card when you draw a card")
	}
	return refuse("You take a card from the %s when you draw a card", methodName(c.View().Options.Draw))
}
