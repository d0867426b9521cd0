package store

import "testing"

func TestSettingsAreTheTablesPreferences(t *testing.T) {
	s := DefaultSettings()
	s.AutoPay = true
	if !s.PaysAutomatically() {
		t.Error("AutoPay is not read")
	}
	if !s.TeammatesSeeEachOther() {
		t.Error("teammates do not see each other by default")
	}
	s.TeammatesShare = false
	if s.TeammatesSeeEachOther() {
		t.Error("TeammatesShare is not read")
	}
	if s.HoldsPriority() {
		t.Error("full control is on by default")
	}
	s.FullControl = true
	if !s.HoldsPriority() {
		t.Error("FullControl is not read")
	}
	step := 3
	own, theirs := s.StopsAt(true, step), s.StopsAt(false, step)
	if !s.ToggleStop(true, step) || s.StopsAt(true, step) == own || s.StopsAt(false, step) != theirs {
		t.Error("toggling a stop of one's own turns")
	}
	if !s.ToggleStop(false, step) || s.StopsAt(false, step) == theirs {
		t.Error("toggling a stop of the others' turns")
	}
	if s.ToggleStop(true, NumSteps) || s.StopsAt(false, -1) {
		t.Error("a step that does not exist")
	}
}
