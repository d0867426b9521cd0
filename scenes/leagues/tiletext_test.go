package leagues

import (
	"fmt"
	"testing"

	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
)

// TestDeckTextIsNeverCut: a deck tile's lines fit its width with long
// player names ("held by Co…" was cut), and the deck view's line for any
// card of the catalog fits its column.
func TestDeckTextIsNeverCut(t *testing.T) {
	fonts, err := paint.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	th := widget.NewTheme(nil, fonts)
	f := newFixture(t)
	long := "Computer Twenty-Four Ch"
	h := &Hub{view: league.View{
		Players: []league.Player{{Name: long + "1", Deck: 1}, {Name: long + "2"}},
		Decks:   []league.Deck{{Number: 1, Builder: 1, State: league.InUse}},
	}}
	l := &deckList{info: map[int]deckInfo{1: {lands: 24}}}
	for _, line := range l.lines(h, 1) {
		if w := th.Measure(line.text, line.font); w > tileTextW {
			t.Errorf("tile line %q is %.0f wide, more than %d", line.text, w, tileTextW)
		}
	}
	for _, d := range f.svc.Catalog.Lib.All() {
		line := fmt.Sprintf("%d  %s", 4, d.Name)
		if w := th.Measure(line, deckViewFont); w > deckViewLineW {
			t.Errorf("deck view line %q is %.0f wide, more than %d", line, w, deckViewLineW)
		}
	}
}
