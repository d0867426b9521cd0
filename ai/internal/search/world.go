package search

import "github.com/kitchentable/kitchentable/game/rules"

// sampled is a sampled game as a policy's world: the view and legal
// actions of the seat its pending decision is for.
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
