package fctable

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

func TestAComputerPlayerThatPanicsTakesTheFirstLegalAction(t *testing.T) {
	g, err := fourcuatro.New(fourcuatro.Setup{Format: fourcuatro.Basic, Names: [2]string{"Ana", "Ben"}, Cards: catalog.FourCuatro()}, 5)
	if err != nil {
		t.Fatal(err)
	}
	// A nil player panics as soon as it is asked.
	got := decideSafely(nil, g.KnowledgeOf(g.Deciding()))
	if want := g.Legal()[0]; got != want {
		t.Fatalf("decideSafely on a panicking player = %+v, want the first legal action %+v", got, want)
	}
	if _, err := g.Apply(got); err != nil {
		t.Fatalf("the stand-in action is not legal: %v", err)
	}
}
