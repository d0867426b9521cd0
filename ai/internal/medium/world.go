package medium

import "github.com/kitchentable/kitchentable/game/rules"

// World is what a policy reads to decide: the deciding seat's view, the
// pending decision and its legal actions. *rules.Knowledge is a world; so
// is a game sampled from it (sampled), whose every seat a rollout plays.
type World interface {
	View() *rules.View
	Pending() rules.Decision
	Legal() []rules.Action
}

// sampled is a determinised game seen by whichever seat decides next. A
// rollout plays every seat of it with the same policy, each seat reading
// only its own view.
type sampled struct {
	g     *rules.Game
	legal []rules.Action
}

func (s *sampled) View() *rules.View       { return s.g.View(s.g.Pending().Seat) }
func (s *sampled) Pending() rules.Decision { return s.g.Pending() }
func (s *sampled) Legal() []rules.Action {
	s.legal = s.g.LegalInto(s.legal)
	return s.legal
}
