package control

import (
	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/rules"
)

// The local table's answers to the Controller (Table).

// View implements Table: a replay's own view, the team view for
// teammates who share the screen, else seat s's view.
func (t *localTable) View(s rules.Seat) *rules.View {
	switch {
	case t.replay != nil:
		return t.replayView(s)
	case t.shares:
		return t.g.TeamView(s)
	}
	return t.g.View(s)
}

// Deciding implements Table.
func (t *localTable) Deciding() (rules.Decision, bool) {
	d := t.g.Pending()
	return d, t.run.IsPerson(d.Seat)
}

// Legal implements Table.
func (t *localTable) Legal(dst []rules.Action) []rules.Action {
	if !t.run.IsPerson(t.g.Deciding()) {
		return dst[:0]
	}
	return t.g.LegalInto(dst)
}

// CastTargets implements Table.
func (t *localTable) CastTargets(obj rules.ObjID) ([]rules.Action, bool) {
	if t.g.Deciding() != t.Viewer() || !t.run.IsPerson(t.Viewer()) {
		return nil, false
	}
	return t.g.CastTargets(nil, obj)
}

// TriggerOrderMatters implements Table.
func (t *localTable) TriggerOrderMatters() bool {
	return t.run.IsPerson(t.g.Deciding()) && t.g.TriggerOrderMatters()
}

// CanConcede implements Table.
func (t *localTable) CanConcede(s rules.Seat) bool { return t.run.IsPerson(s) && t.g.CanConcede(s) }

// Mulligans implements Table.
func (t *localTable) Mulligans(s rules.Seat) int {
	if s < 0 || int(s) >= t.g.Seats() {
		return 0
	}
	return t.g.Player(s).Mulligans
}

// LostOn implements Table.
func (t *localTable) LostOn(s rules.Seat) int {
	if s < 0 || int(s) >= t.g.Seats() || !t.g.Player(s).Lost {
		return 0
	}
	return t.g.Player(s).LostTurn
}

// Apply implements Table.
func (t *localTable) Apply(a rules.Action) error { return t.run.Apply(a) }

// ApplyOutOfTurn implements Table.
func (t *localTable) ApplyOutOfTurn(a rules.Action) error { return t.run.ApplyOutOfTurn(a) }

// Tick implements Table.
func (t *localTable) Tick(busy bool) []rules.Event { return t.run.Tick(busy) }

// Close implements Table.
func (t *localTable) Close() { t.run.Close() }

// Closed implements Table.
func (t *localTable) Closed() bool { return t.run.Closed() }

// Gen implements Table.
func (t *localTable) Gen() uint64 { return t.run.Gen() }

// Actions implements Table.
func (t *localTable) Actions() uint64 { return t.run.Actions() }

// Log implements Table.
func (t *localTable) Log() []string { return t.run.Log() }

// LogOf implements Table.
func (t *localTable) LogOf(s rules.Seat) []string { return t.run.LogOf(s) }

// Viewer implements Table: a replay's seat when it is watched as one,
// else the match's viewer.
func (t *localTable) Viewer() rules.Seat {
	if t.replay != nil && t.replay.seat != gamelog.Everyone {
		return t.replay.seat
	}
	return t.run.Viewer()
}

// Curtain implements Table.
func (t *localTable) Curtain() (rules.Seat, bool) { return t.run.Curtain() }

// LiftCurtain implements Table.
func (t *localTable) LiftCurtain() { t.run.LiftCurtain() }

// IsPerson implements Table.
func (t *localTable) IsPerson(s rules.Seat) bool { return t.run.IsPerson(s) }

// People implements Table.
func (t *localTable) People() []rules.Seat { return t.run.People() }

// Computer implements Table.
func (t *localTable) Computer(s rules.Seat) string {
	if s < 0 || int(s) >= len(t.levels) {
		return ""
	}
	return t.levels[s]
}

// Thinking implements Table.
func (t *localTable) Thinking() (rules.Seat, bool) { return t.run.Thinking() }

// Over implements Table.
func (t *localTable) Over() bool { return t.g.Over() }

// Winners implements Table.
func (t *localTable) Winners() []rules.Seat { return t.g.Winners() }

// PeopleConceded implements Table.
func (t *localTable) PeopleConceded() bool {
	if t.run == nil {
		return false // not started yet
	}
	conceded := false
	for _, s := range t.run.People() {
		p := t.g.Player(s)
		if !p.Lost {
			return false
		}
		conceded = conceded || p.Conceded
	}
	return conceded
}

// Hash implements Table.
func (t *localTable) Hash() uint64 { return t.g.Hash() }
