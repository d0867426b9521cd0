package tabletest

import (
	"sort"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Sight follows, through a game, which card names each seat has been
// allowed to see (its own hand, the public zones, the cards it looked at)
// and which exist at all, to tell whether a text shown to a seat names a
// card it never saw. A card name seen once stays known (a card that went
// back into a library was seen), so the test is of what was never
// visible, which is what a leak shows.
type Sight struct {
	all  map[string]bool
	seen [rules.MaxSeats]map[string]bool
}

// NewSight starts following g: call Look after every action.
func NewSight(g *rules.Game) *Sight {
	s := &Sight{all: map[string]bool{}}
	for i := range s.seen {
		s.seen[i] = map[string]bool{}
	}
	s.Look(g)
	return s
}

// Look notes every card in g and what each seat may see of it now.
func (s *Sight) Look(g *rules.Game) {
	note := func(ids []rules.ObjID) {
		for _, id := range ids {
			if o := g.Obj(id); o.Def != nil {
				s.all[o.Def.Name] = true
			}
		}
	}
	for i := range g.Seats() {
		p := g.Player(rules.Seat(i))
		note(p.Hand)
		note(p.Library)
		note(p.Graveyard)
		note(p.Exile)
		note(p.Command)
	}
	note(g.Battlefield())
	note(g.Row())
	note(g.Removed())
	note(g.Pile())
	for i := range g.Seats() {
		v := g.View(rules.Seat(i))
		seen := s.seen[i]
		see := func(cs []rules.CardView) {
			for j := range cs {
				if cs[j].Def != nil {
					seen[cs[j].Def.Name] = true
				}
				if cs[j].LandDef != nil {
					seen[cs[j].LandDef.Name] = true
				}
			}
		}
		for j := range v.Players {
			see(v.Players[j].Hand)
			see(v.Players[j].Graveyard)
			see(v.Players[j].Exile)
			see(v.Players[j].Command)
			see(v.Players[j].Shown)
		}
		see(v.Row)
		see(v.Removed)
		see(v.Pile)
		see(v.Battlefield)
		see(v.Looking)
		for j := range v.Stack {
			see([]rules.CardView{v.Stack[j].Source})
		}
	}
}

// Leak returns a card name in text that seat has never been allowed to
// see, or "". Names it has seen are taken out of text first, longest
// first, so that a hidden "Otter" is not found inside a seen "Millpond
// Otter".
func (s *Sight) Leak(seat rules.Seat, text string) string {
	seen := make([]string, 0, len(s.seen[seat]))
	for n := range s.seen[seat] {
		seen = append(seen, n)
	}
	sort.Slice(seen, func(i, j int) bool { return len(seen[i]) > len(seen[j]) })
	for _, n := range seen {
		text = strings.ReplaceAll(text, n, "·")
	}
	hidden := make([]string, 0, len(s.all))
	for n := range s.all {
		if !s.seen[seat][n] {
			hidden = append(hidden, n)
		}
	}
	sort.Strings(hidden)
	for _, n := range hidden {
		if strings.Contains(text, n) {
			return n
		}
	}
	return ""
}

// SightOf is the Sight of r's game played from its first action, so that
// what each seat saw before the table took the game over (a hand it took
// a mulligan on, a card since shuffled away) counts as seen: the log
// still tells those seats about it.
func SightOf(tb testing.TB, r *record.Record) *Sight {
	tb.Helper()
	var s *Sight
	if _, err := r.Play(func(g *rules.Game, _ []rules.Event) {
		if s == nil {
			s = NewSight(g)
			return
		}
		s.Look(g)
	}); err != nil {
		tb.Fatal(err)
	}
	return s
}
