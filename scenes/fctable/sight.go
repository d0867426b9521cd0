package fctable

import (
	"slices"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
)

// sight is the game as the person in front of the screen sees it: the
// view and the legal actions, taken once for each change of the game or
// the viewer (View and Legal build new values), and what they know of
// each card.
type sight struct {
	m *match
	v *fourcuatro.View
	// acts are the legal actions; ver is the game and viewer they were
	// taken for.
	acts     []fourcuatro.Action
	ver      int
	sideText [2][5]string // sideTexts of each seat, for this view
}

// view is what the person in front of the screen sees.
func (s *sight) view() *fourcuatro.View {
	s.refresh()
	return s.v
}

// refresh takes the view and the legal actions again when the game or
// the viewer changed.
func (s *sight) refresh() {
	ver := len(s.m.rec.Actions)*4 + int(s.m.viewer())*2
	if s.m.curtain() {
		ver++
	}
	if s.v != nil && ver == s.ver {
		return
	}
	s.ver = ver
	s.v = s.m.g.View(s.m.viewer())
	s.acts = s.m.g.LegalInto(s.acts[:0])
	for i := range s.sideText {
		s.sideText[i] = sideTexts(&s.v.Players[i])
	}
}

// isLegal reports whether a is among the legal actions.
func (s *sight) isLegal(a fourcuatro.Action) bool {
	s.refresh()
	return slices.Contains(s.acts, a)
}

// legal reports whether a is legal now for the viewer.
func (s *sight) legal(a fourcuatro.Action) bool { return s.m.mine() && s.isLegal(a) }

// def is what card c is to the viewer, or nil.
func (s *sight) def(c fourcuatro.CardID) *fourcuatro.Def {
	if c == fourcuatro.NoCard || !s.m.g.Knows(s.m.viewer(), c) {
		return nil
	}
	return s.m.g.Def(c)
}

// name is the player's name for seat p.
func (s *sight) name(p fourcuatro.Seat) string { return s.m.g.Player(p).Name }

// inMyHand reports whether c is in the viewer's hand.
func (s *sight) inMyHand(c fourcuatro.CardID) bool {
	return slices.Contains(s.m.g.Player(s.m.viewer()).Hand, c)
}

// hasTrap reports whether the viewer holds a trap that may answer now.
func (s *sight) hasTrap() bool {
	s.refresh()
	for _, a := range s.acts {
		if a.Kind == fourcuatro.ActTrap {
			return true
		}
	}
	return false
}

// actionable reports whether the viewer can do something with hand card c.
func (s *sight) actionable(c fourcuatro.CardID) bool {
	if !s.m.mine() {
		return false
	}
	switch s.m.g.Pending().Kind {
	case fourcuatro.DecideMain:
		return s.isLegal(fourcuatro.Cast(c))
	case fourcuatro.DecideResponse:
		return s.isLegal(fourcuatro.PlayTrap(c))
	case fourcuatro.DecideDiscard:
		return s.isLegal(fourcuatro.Choose(c))
	}
	return false
}

// cardViews is the viewer's sight of some cards.
func (s *sight) cardViews(ids []fourcuatro.CardID) []fourcuatro.CardView {
	out := make([]fourcuatro.CardView, len(ids))
	for i, c := range ids {
		out[i] = fourcuatro.CardView{ID: c, Def: s.def(c)}
	}
	return out
}
