package pick

import "github.com/kitchentable/kitchentable/game/rules"

// Pay pays automatically when it can.
func Pay(legal []rules.Action) rules.Action {
	for _, k := range []rules.ActionKind{rules.ActAutoPay, rules.ActPayPool, rules.ActTapMana} {
		for _, a := range legal {
			if a.Kind == k {
				return a
			}
		}
	}
	return Fallback(legal)
}

// Contains reports whether a is one of legal.
func Contains(legal []rules.Action, a rules.Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}

// Fallback is a safe legal action: anything but cancel, if possible.
func Fallback(legal []rules.Action) rules.Action {
	for _, a := range legal {
		if a.Kind != rules.ActCancel {
			return a
		}
	}
	return legal[0]
}

// LargestX returns the ActChooseX with the largest X.
func LargestX(legal []rules.Action) rules.Action {
	best := Fallback(legal)
	for _, a := range legal {
		if a.Kind == rules.ActChooseX && (best.Kind != rules.ActChooseX || a.Index > best.Index) {
			best = a
		}
	}
	return best
}

// Pass returns the pass among legal, else the fallback.
func Pass(legal []rules.Action) rules.Action {
	for _, a := range legal {
		if a.Kind == rules.ActPass {
			return a
		}
	}
	return Fallback(legal)
}

// Done is the action that ends a declaration of kind k.
func Done(k rules.DecisionKind) rules.Action {
	kind := rules.ActAttackDone
	if k == rules.DecideBlockers {
		kind = rules.ActBlockDone
	}
	return rules.Action{Kind: kind, Obj: rules.NoObj, Target: rules.PlayerTarget(rules.NoSeat)}
}
