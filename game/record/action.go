package record

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/rules"
)

// verbs are the first words of the action texts, by rules.ActionKind.
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
	rules.ActConcede:    "concede",
}

// ActionText writes an action as one line of text: a verb, then "#17" for
// the object acted with, a number for an index (X, ability, option), a
// mana symbol for the kind of mana tapped for, and "P2" or "#33" for the
// target — for example "cast #17", "target P2", "tap #12 0 G",
// "block #40 #33". Two different legal actions never share a text, so
// ParseAction finds each action by its text among the legal ones.
func ActionText(a rules.Action) string {
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

// ParseAction returns the action among legal whose ActionText is s;
// spaces between the words of s do not matter. It is an error when no
// legal action, or more than one, has that text.
func ParseAction(s string, legal []rules.Action) (rules.Action, error) {
	a, err := findAction(s, legal)
	if err != nil {
		return rules.Action{}, fmt.Errorf("record: %w", err)
	}
	return a, nil
}

// findAction is ParseAction with errors that do not name the package.
func findAction(s string, legal []rules.Action) (rules.Action, error) {
	want := strings.Join(strings.Fields(s), " ")
	var (
		found rules.Action
		n     int
	)
	for _, a := range legal {
		if ActionText(a) == want {
			found = a
			n++
		}
	}
	switch n {
	case 1:
		return found, nil
	case 0:
		return rules.Action{}, fmt.Errorf("%q is not legal now", want)
	}
	return rules.Action{}, fmt.Errorf("%q matches %d legal actions", want, n)
}

// LegalTexts lists the texts of the first 20 legal actions, separated by
// commas, for messages that say what was allowed instead.
func LegalTexts(legal []rules.Action) string {
	const most = 20
	var s []string
	for i, a := range legal {
		if i == most {
			s = append(s, fmt.Sprintf("and %d more", len(legal)-most))
			break
		}
		s = append(s, ActionText(a))
	}
	return strings.Join(s, ", ")
}
