package store

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestFourCuatroChoiceRoundTrip(t *testing.T) {
	s := newStore(t)
	if err := s.SaveSettings(DefaultSettings()); err != nil {
		t.Fatal(err)
	}
	if text := read(t, filepath.Join(s.Dir, "settings.json")); strings.Contains(text, "fourcuatro") {
		t.Errorf("settings with no FourCuatro game mention it:\n%s", text)
	}
	want := DefaultSettings()
	want.FourCuatro = FourCuatroChoice{Opponent: "human", Names: [2]string{"Ada", "Bo"}, Format: "constructed", Decks: [2]string{"Burn", "Traps"}}
	if err := s.SaveSettings(want); err != nil {
		t.Fatal(err)
	}
	got, err := s.LoadSettings()
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("LoadSettings = %+v, %v\nwant %+v", got, err, want)
	}
}
