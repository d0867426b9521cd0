package medium

import (
	"context"
	"fmt"

	"github.com/kitchentable/kitchentable/game/rules"
)

// ViewOnly turns p's lethal search off, so that it decides from a view
// and legal actions alone (ChooseView), and returns p.
func (p *Player) ViewOnly() *Player {
	p.lethal = 0
	return p
}

// viewWorld is a world made of a view and its legal actions.
type viewWorld struct {
	V     *rules.View
	legal []rules.Action
}

func (w *viewWorld) View() *rules.View       { return w.V }
func (w *viewWorld) Pending() rules.Decision { return w.V.Pending }
func (w *viewWorld) Legal() []rules.Action   { return w.legal }

// ChooseView returns the policy's action for the decision v.Pending, one
// of legal, from the view alone.
func (p *Player) ChooseView(ctx context.Context, v *rules.View, legal []rules.Action) (rules.Action, error) {
	if len(legal) == 0 {
		return rules.Action{}, fmt.Errorf("ai: seat %s has no decision to make", v.Seat)
	}
	if err := ctx.Err(); err != nil {
		return rules.Action{}, err
	}
	return p.p.Decide(&viewWorld{V: v, legal: legal}), nil
}
