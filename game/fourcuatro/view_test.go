package fourcuatro

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

func TestViewShowsPublicCountsAndHidesTheRest(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Scorch", "Sift"}, Deck: []string{"Pry"}, Discard: []string{"Rattle", "Meddle"},
			Burnt: []string{"Wildfire"}, Sources: []string{"Stoke", "Stoke"}, Exhausted: 1},
		table{Hand: []string{"Snuff Out"}, Deck: longDeck})
	v := g.View(1)
	me := v.Players[0]
	if me.DeckCount != 1 || len(me.Hand) != 2 || len(me.Discard) != 2 || me.BurntCount != 1 || len(me.Sources) != 2 || me.Refreshed != 1 {
		t.Errorf("counts %+v", me)
	}
	for _, cv := range me.Hand {
		if cv.Def != nil {
			t.Errorf("the opponent sees %s in hand", cv.Def.Name)
		}
	}
	for _, cv := range me.Deck {
		if cv.Def != nil {
			t.Errorf("the opponent sees %s in the deck", cv.Def.Name)
		}
	}
	var discard []string
	for _, cv := range me.Discard {
		discard = append(discard, cv.Def.Name)
	}
	wantNames(t, "discard pile, bottom first", discard, "Rattle", "Meddle")
	if got := g.View(0).Players[0].Hand[0].Def; got == nil || got.Name != "Scorch" {
		t.Errorf("the owner sees %v", got)
	}
	if g.View(0).Players[0].Deck[0].Def != nil {
		t.Error("the owner sees their own deck")
	}
}

func TestTheBurntPileIsNeverShown(t *testing.T) {
	g := newBasic(t, 5)
	playRandom(t, g, rand.New(rand.NewPCG(5, 5)), 200)
	v := g.View(0)
	typ := reflect.TypeOf(v.Players[0])
	for i := range typ.NumField() {
		if strings.Contains(typ.Field(i).Name, "Burnt") && typ.Field(i).Type.Kind() != reflect.Int {
			t.Errorf("PlayerView.%s shows the burnt pile", typ.Field(i).Name)
		}
	}
}

func TestDescribeSpeaksToTheViewer(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Scorch"}, Sources: []string{"Pry", "Pry"}},
		table{Deck: longDeck})
	ev := do(t, g, Cast(handCard(t, g, 0, "Scorch")))
	ev = append(ev, do(t, g, NoResponse())...)
	got := strings.Join(g.Describe(ev, 0), " | ")
	for _, want := range []string{"You cast Scorch (2).", "Ben lets it through.", "Ben burns 4 cards."} {
		if !strings.Contains(got, want) {
			t.Errorf("Ana's log %q lacks %q", got, want)
		}
	}
	got = strings.Join(g.Describe(ev, 1), " | ")
	for _, want := range []string{"Ana casts Scorch (2).", "You let it through.", "You burn 4 cards."} {
		if !strings.Contains(got, want) {
			t.Errorf("Ben's log %q lacks %q", got, want)
		}
	}
}

func TestCloneIsIndependent(t *testing.T) {
	g := newBasic(t, 9)
	before := g.View(0)
	c := g.Clone()
	playRandom(t, c, rand.New(rand.NewPCG(1, 1)), 300)
	if !reflect.DeepEqual(before, g.View(0)) {
		t.Error("playing a clone changed the original")
	}
}

func TestSameSeedSameGame(t *testing.T) {
	a, b := newBasic(t, 21), newBasic(t, 21)
	playRandom(t, a, rand.New(rand.NewPCG(3, 3)), 400)
	playRandom(t, b, rand.New(rand.NewPCG(3, 3)), 400)
	if !reflect.DeepEqual(a.View(0), b.View(0)) || !reflect.DeepEqual(a.View(1), b.View(1)) {
		t.Error("the same seed and actions gave different games")
	}
}

func TestDeterminizeKeepsWhatTheSeatKnows(t *testing.T) {
	for seed := range uint64(30) {
		g := newBasic(t, seed)
		playRandom(t, g, rand.New(rand.NewPCG(seed, 1)), int(seed*7))
		if g.Over() {
			continue
		}
		for s := Seat(0); s < 2; s++ {
			d := g.Determinize(s, rand.New(rand.NewPCG(seed, 2)))
			if !reflect.DeepEqual(g.View(s), d.View(s)) {
				t.Fatalf("seed %d: seat %d sees a different game after determinizing", seed, s)
			}
			checkInvariants(t, d)
			counts := map[*Def]int{}
			for id := range g.defs {
				counts[g.defs[id]]++
				counts[d.defs[id]]--
			}
			for def, n := range counts {
				if n != 0 {
					t.Fatalf("seed %d: %s changed count by %d", seed, def.Name, n)
				}
			}
			playRandom(t, d, rand.New(rand.NewPCG(seed, 3)), 2000)
		}
	}
}

func TestDeterminizeRedealsTheOpponentsHand(t *testing.T) {
	changed := false
	for seed := range uint64(20) {
		g := newBasic(t, seed)
		opp := g.Active().Other()
		d := g.Determinize(g.Active(), rand.New(rand.NewPCG(seed, 9)))
		if !reflect.DeepEqual(names(g, g.players[opp].Hand), names(d, d.players[opp].Hand)) {
			changed = true
		}
	}
	if !changed {
		t.Error("determinizing never changed the opponent's hand")
	}
}

func TestDeterminizeDependsOnlyOnWhatTheSeatKnows(t *testing.T) {
	for seed := range uint64(20) {
		g := newBasic(t, seed)
		playRandom(t, g, rand.New(rand.NewPCG(seed, 1)), int(seed*5))
		if g.Over() {
			continue
		}
		s := g.Pending().Seat
		other := g.Determinize(s, rand.New(rand.NewPCG(99, seed))) // the same to s, re-dealt
		a := g.Determinize(s, rand.New(rand.NewPCG(7, 7)))
		b := other.Determinize(s, rand.New(rand.NewPCG(7, 7)))
		for id := range a.defs {
			if a.defs[id] != b.defs[id] {
				t.Fatalf("seed %d: card %d is %s in one copy and %s in the other", seed, id, a.defs[id].Name, b.defs[id].Name)
			}
		}
	}
}
