package league_test

import (
	"math/rand/v2"
	"testing"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
)

// The real block through the public API only, as the app will use it: a
// four-player league of Hearthlands, Larder & Forge and Simmering Feud,
// played to the end by random choices, saved and read back on the way.
func TestRealBlockLeague(t *testing.T) {
	sets, err := card.LoadFS(assets.FS, "cards")
	if err != nil {
		t.Fatal(err)
	}
	lib, err := card.NewLibrary(sets...)
	if err != nil {
		t.Fatal(err)
	}
	byCode := map[string]*card.Set{}
	for _, s := range sets {
		byCode[s.Code] = s
	}
	cfg := league.Config{Name: "Kitchen league", Players: []string{"Ann", "Bo", "Cy", "Di"},
		Basics: byCode["BAS"].Cards, Schedule: league.Block(), Seed: 42}
	for _, code := range []string{"HTH", "LDF", "SMF"} {
		cfg.Sets = append(cfg.Sets, league.SetSpec{Set: byCode[code]})
	}
	l, err := league.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	v := l.View()
	// Hearthlands: 62 commons, 46 uncommons, 35 rares, 13 mythics.
	if v.Sets[0].Size != 62*4+46*2+35+13 || len(v.Pool) != 5+156 {
		t.Fatalf("the first set brings %d cards, %d different in the pool", v.Sets[0].Size, len(v.Pool))
	}
	r := rand.New(rand.NewPCG(42, 1))
	n := 0
	for ; n < 5000 && !l.Over(); n++ {
		a := pick(l, r)
		if _, err := l.Apply(a); err != nil {
			t.Fatalf("action %d: %v", n, err)
		}
		if n%50 == 0 {
			data, err := l.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			if l, err = league.Unmarshal(data, lib.Card); err != nil {
				t.Fatalf("action %d: %v", n, err)
			}
		}
	}
	v = l.View()
	if !v.Over || v.Players[v.Winner].Score < league.DefaultTarget {
		t.Fatalf("after %d actions: over %v", n, v.Over)
	}
	t.Logf("%d actions, %d rounds, %d decks built, %s won with %d", n, len(v.Rounds), len(v.Decks), v.Players[v.Winner].Name, v.Players[v.Winner].Score)
}

// pick is a random legal action; builds draw 60 cards from the pool,
// alterations keep the deck.
func pick(l *league.League, r *rand.Rand) league.Action {
	legal := l.Legal()
	a := legal[r.IntN(len(legal))]
	switch a.Kind {
	case league.ActBuild:
		var all []*card.Def
		for _, p := range l.View().Pool {
			for k := 0; k < p.Left; k++ {
				all = append(all, p.Card)
			}
		}
		r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
		a.Cards = all[:league.DeckSize]
	case league.ActAlter:
		d, _ := l.Deck(l.Players()[a.Seat].Deck)
		a.Cards = d.Cards
	}
	return a
}

// The shipped block marks five Simmering Feud cards as special: a league
// that takes one of each special card has each once in that set's pool,
// and one that does not has none of them.
func TestRealBlockSpecialCards(t *testing.T) {
	sets, err := card.LoadFS(assets.FS, "cards")
	if err != nil {
		t.Fatal(err)
	}
	byCode := map[string]*card.Set{}
	for _, s := range sets {
		byCode[s.Code] = s
	}
	var special []string
	for _, d := range byCode["SMF"].Cards {
		if d.SpecialCard {
			special = append(special, d.Name)
		}
	}
	if len(special) != 5 {
		t.Fatalf("Simmering Feud marks %d cards special, want 5", len(special))
	}
	for _, take := range []bool{false, true} {
		cfg := league.Config{Name: "Heirlooms", Players: []string{"Ann", "Bo"}, Basics: byCode["BAS"].Cards,
			Schedule: league.OneSet(), Sets: []league.SetSpec{{Set: byCode["SMF"], Specials: take}}}
		l, err := league.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		found := 0
		for _, p := range l.View().Pool {
			if p.Card.SpecialCard {
				found++
				if p.Added != 1 {
					t.Errorf("%s: %d in the pool, want 1", p.Card.Name, p.Added)
				}
			}
		}
		if want := map[bool]int{false: 0, true: 5}[take]; found != want {
			t.Errorf("one of each special card %v: %d in the pool, want %d", take, found, want)
		}
	}
}
