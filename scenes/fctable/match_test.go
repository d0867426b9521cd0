package fctable

import (
	"errors"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
)

// A computer player that fails (the runner turns a panic into an error,
// see game/match) is stood in for by the first legal action.
func TestAFailingComputerTakesTheFirstLegalAction(t *testing.T) {
	m, err := newMatch(fcconfig.Config{Setup: fourcuatro.Setup{Format: fourcuatro.Basic, Names: [2]string{"Ana", "Ben"}, Cards: catalog.FourCuatro()},
		Seed: 5, Seats: [2]fcseat.Kind{fcseat.ComputerEasy, fcseat.ComputerEasy}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.run.Close()
	got, _, ok := m.fallback(m.deciding(), errors.New("it crashed"))
	if want := m.g.Legal()[0]; !ok || got != want {
		t.Fatalf("the fallback is %+v, want the first legal action %+v", got, want)
	}
	if _, err := m.g.Apply(got); err != nil {
		t.Fatalf("the stand-in action is not legal: %v", err)
	}
}
