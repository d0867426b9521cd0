package store

// PaysAutomatically reports whether mana costs are paid for the player
// (the table's control.Preferences).
func (s *Settings) PaysAutomatically() bool { return s.AutoPay }

// TeammatesSeeEachOther reports whether people on one team who share
// their turns pass the screen without the curtain and see each other's
// hands (the table's control.Preferences).
func (s *Settings) TeammatesSeeEachOther() bool { return s.TeammatesShare }

// HoldsPriority reports whether the table stops for the player after
// they cast a spell, so they may answer it (Settings.FullControl; the
// table's control.Preferences).
func (s *Settings) HoldsPriority() bool { return s.FullControl }

// StopsAt reports whether the table stops for the player at step (a
// step's number) of their own turns (own) or the others'.
func (s *Settings) StopsAt(own bool, step int) bool {
	if step < 0 || step >= NumSteps {
		return false
	}
	if own {
		return s.Stops.Mine[step]
	}
	return s.Stops.Theirs[step]
}

// ToggleStop turns the stop at step of the player's own turns (own) or
// the others' on or off; it reports false for a step that does not exist.
func (s *Settings) ToggleStop(own bool, step int) bool {
	if step < 0 || step >= NumSteps {
		return false
	}
	if own {
		s.Stops.Mine[step] = !s.Stops.Mine[step]
	} else {
		s.Stops.Theirs[step] = !s.Stops.Theirs[step]
	}
	return true
}
