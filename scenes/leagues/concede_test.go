package leagues

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes"
)

// TestAConcededLeagueGameIsALoss: Ada concedes game 1 of her match on the
// table; the league records it as won by her opponent, and the hub says
// she conceded.
func TestAConcededLeagueGameIsALoss(t *testing.T) {
	f := newFixture(t)
	h := f.newLeague("Friday")
	f.click(h, row(t, h, "Build deck 1").btn.Rect)
	f.build(h)
	f.settle(h)
	if next := f.click(h, row(t, h, "Play game 1").btn.Rect); next != named("table") {
		t.Fatalf("Play went to %v", next)
	}
	rec := f.nav.games[len(f.nav.games)-1]
	g, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	ada := rules.Seat(-1)
	for i, st := range rec.Seats {
		if st.Name == "Ada" {
			ada = rules.Seat(i)
		}
	}
	if _, err := g.Apply(rules.Concede(ada)); err != nil {
		t.Fatal(err)
	}
	rec.Add(rules.Concede(ada))
	winner := g.Player(1 - ada).Name
	if !g.Over() || g.Winners()[0] != 1-ada {
		t.Fatal("the concession did not end the game")
	}
	next := f.nav.hosts[len(f.nav.hosts)-1].Done(scenes.Result{Winners: []string{winner}, Conceded: []string{"Ada"}}, rec)
	if next != scenes.Scene(h) {
		t.Fatalf("the end went to %v", next)
	}
	m := h.match(0)
	if len(m.Games) != 1 {
		t.Fatalf("%d games recorded", len(m.Games))
	}
	players := h.view.Players
	if got := m.Games[0].Winner; got == league.Draw || players[got].Name != winner {
		t.Fatalf("game 1 recorded as won by %d, want %s", got, winner)
	}
	if !strings.Contains(h.msg, "Ada conceded Game 1 of Match A: it counts as a loss.") {
		t.Errorf("hub message %q", h.msg)
	}
}
