package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/rules"
)

// verbs are the words of the replay's action lines, by rules.ActionKind.
var verbs = [...]string{
	rules.ActPass:       "pass",
	rules.ActPlayLand:   "play",
	rules.ActCast:       "cast",
	rules.ActActivate:   "activate",
	rules.ActChooseX:    "x",
	rules.ActTarget:     "target",
	rules.ActAutoPay:    "auto-pay",
	rules.ActTapMana:    "tap",
	rules.ActPayPool:    "pay-pool",
	rules.ActCancel:     "cancel",
	rules.ActAttack:     "attack",
	rules.ActAttackDone: "attackers-done",
	rules.ActBlock:      "block",
	rules.ActBlockDone:  "blockers-done",
	rules.ActKeep:       "keep",
	rules.ActMulligan:   "mulligan",
	rules.ActChoose:     "choose",
	rules.ActChooseDone: "done",
}

// actionText writes an action as one replay line: a verb, then "#17" for
// the object acted with, a number for an index (X, ability, option), a
// mana symbol for the kind of mana tapped for, and "P2" or "#33" for the
// target — for example "cast #17", "target P2", "tap #12 0 G",
// "block #40 #33". Two different legal actions never share a line, so a
// replay finds each action by its text among the legal ones.
func actionText(a rules.Action) string {
	var b strings.Builder
	if int(a.Kind) < len(verbs) && verbs[a.Kind] != "" {
		b.WriteString(verbs[a.Kind])
	} else {
		fmt.Fprintf(&b, "kind%d", a.Kind)
	}
	if a.Obj != rules.NoObj {
		fmt.Fprintf(&b, " #%d", a.Obj)
	}
	switch {
	case a.Index != 0, a.Kind == rules.ActChooseX, a.Kind == rules.ActActivate, a.Kind == rules.ActTapMana,
		a.Kind == rules.ActChoose && a.Obj == rules.NoObj:
		b.WriteString(" " + strconv.Itoa(int(a.Index)))
	}
	if a.Kind == rules.ActTapMana || a.Kind2 != 0 {
		b.WriteString(" " + mana.Kind(a.Kind2).String())
	}
	switch t := a.Target; {
	case t.Obj != rules.NoObj:
		fmt.Fprintf(&b, " #%d", t.Obj)
	case t.Player != rules.NoSeat:
		b.WriteString(" " + t.Player.String())
	}
	return b.String()
}

// findAction returns the legal action whose text is line (spaces between
// words do not matter).
func findAction(legal []rules.Action, line string) (rules.Action, error) {
	want := strings.Join(strings.Fields(line), " ")
	var found []rules.Action
	for _, a := range legal {
		if actionText(a) == want {
			found = append(found, a)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return rules.Action{}, fmt.Errorf("%q is not legal now", want)
	}
	return rules.Action{}, fmt.Errorf("%q matches %d legal actions", want, len(found))
}

// legalTexts lists the first legal actions as replay lines, for error messages.
func legalTexts(legal []rules.Action) string {
	const most = 20
	var s []string
	for i, a := range legal {
		if i == most {
			s = append(s, fmt.Sprintf("and %d more", len(legal)-most))
			break
		}
		s = append(s, actionText(a))
	}
	return strings.Join(s, ", ")
}
