package league

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// Three players, the first to sit out chosen: that seat has the bye in
// round 1 and the other two play; the choice survives a save made before
// the first round.
func TestFirstByeChosen(t *testing.T) {
	for seat := 0; seat < 3; seat++ {
		cfg := testConfig(t, 3, 3, Block(), 1)
		cfg.FirstBye = SitOutSeat(seat)
		l, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(1, 1))
		buildRandom(t, l, r)
		data, err := l.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if l, err = Unmarshal(data, testLib.Card); err != nil {
			t.Fatal(err)
		}
		if l.View().FirstBye != seat {
			t.Fatalf("seat %d chosen; the view says %d", seat, l.View().FirstBye)
		}
		startAll(t, l, r)
		rd, _ := l.Round()
		m := rd.Matches[0].Seats
		if rd.Bye != seat || m[0] == seat || m[1] == seat || m[0] > m[1] {
			t.Errorf("seat %d chosen: round 1 is %+v", seat, rd)
		}
		invariants(t, l)
	}
}

// Drawn: the league's seed decides who sits out first (the same seed, the
// same player), and over a few seeds each of the three is drawn.
func TestFirstByeDrawn(t *testing.T) {
	seen := map[int]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		var byes [2]int
		for k := range byes {
			cfg := testConfig(t, 3, 3, Block(), seed)
			cfg.FirstBye = SitOutDrawn
			l, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			startAll(t, l, rand.New(rand.NewPCG(seed, 1)))
			rd, _ := l.Round()
			byes[k] = rd.Bye
			invariants(t, l)
		}
		if byes[0] != byes[1] {
			t.Fatalf("seed %d drew %d and then %d", seed, byes[0], byes[1])
		}
		seen[byes[0]] = true
	}
	if len(seen) != 3 {
		t.Errorf("twelve seeds drew only %v", seen)
	}
}

// Five players may choose too; with an even number nobody sits out, and a
// seat that is not there is refused.
func TestFirstByeRefused(t *testing.T) {
	cfg := testConfig(t, 5, 3, Block(), 1)
	cfg.FirstBye = SitOutSeat(1)
	l, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	startAll(t, l, rand.New(rand.NewPCG(1, 1)))
	if rd, _ := l.Round(); rd.Bye != 1 || rd.Matches[0].Seats != [2]int{0, 2} || rd.Matches[1].Seats != [2]int{3, 4} {
		t.Errorf("five players, seat 1 out: %+v", rd)
	}
	for _, c := range []struct {
		players int
		sit     SitOut
		want    string
	}{
		{4, SitOutSeat(0), "with 4 players nobody sits out"},
		{2, SitOutDrawn, "with 2 players nobody sits out"},
		{3, SitOutSeat(3), "not one of the 3 players"},
		{3, SitOut(-2), "not one of the 3 players"},
	} {
		cfg := testConfig(t, c.players, 3, Block(), 1)
		cfg.FirstBye = c.sit
		if _, err := New(cfg); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%d players, sit-out %d: %v", c.players, c.sit, err)
		}
	}
}

// A version 2 file has no first_bye: its league was played with the last
// seat sitting out first, and reads so.
func TestVersionTwoFilesSitOutLast(t *testing.T) {
	l := newTest(t, 3, 3, Block(), 4)
	buildRandom(t, l, rand.New(rand.NewPCG(4, 4)))
	data, _ := l.Marshal()
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	f["version"] = 2
	delete(f, "first_bye")
	v2, _ := json.Marshal(f)
	old, err := Unmarshal(v2, testLib.Card)
	if err != nil {
		t.Fatal(err)
	}
	if old.View().FirstBye != 2 {
		t.Errorf("a version 2 file reads with seat %d sitting out first", old.View().FirstBye)
	}
	// A version 3 file whose first round contradicts its first_bye is damaged.
	startAll(t, l, rand.New(rand.NewPCG(4, 5)))
	data, _ = l.Marshal()
	bad := bytes.Replace(data, []byte(`"first_bye":2`), []byte(`"first_bye":0`), 1)
	if _, err := Unmarshal(bad, testLib.Card); err == nil || !strings.Contains(err.Error(), "round 1's bye") {
		t.Errorf("a contradicting first_bye: %v", err)
	}
}

// The one-of-each-special option: without it a set's special cards stay
// out of its 421 set; with it one of each joins with the set, whatever its
// rarity; a set with no special cards cannot take the option.
func TestOneOfEachSpecialCard(t *testing.T) {
	specials := []string{"Fourth Heirloom Common", "Fourth Heirloom Uncommon", "Fourth Heirloom Rare"}
	without := newTest(t, 2, 4, Lorwyn(), 1)
	cfg := testConfig(t, 2, 4, Lorwyn(), 1)
	cfg.Sets[3].Specials = true
	with, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := without.View().Sets[3], with.View().Sets[3]; a.Specials || !b.Specials || b.Size != a.Size+3 {
		t.Fatalf("the fourth set: %+v without, %+v with", a, b)
	}
	for _, name := range specials {
		if _, ok := without.cardIndex(def(t, name)); ok {
			t.Errorf("%s is a card of the league without the option", name)
		}
		i, ok := with.cardIndex(def(t, name))
		if !ok || with.copies[i] != 1 || with.setOf[i] != 3 {
			t.Errorf("%s with the option: found %v", name, ok)
		}
	}
	// Saved and read back, the special cards keep one copy each.
	data, _ := with.Marshal()
	back, err := Unmarshal(data, testLib.Card)
	if err != nil || !back.View().Sets[3].Specials {
		t.Fatalf("read back: %v", err)
	}
	again, _ := back.Marshal()
	if !bytes.Equal(data, again) {
		t.Error("a second save differs")
	}
	bad := bytes.Replace(data, []byte(`{"card":"Fourth Heirloom Rare","count":1}`), []byte(`{"card":"Fourth Heirloom Rare","count":2}`), 1)
	if _, err := Unmarshal(bad, testLib.Card); err == nil || !strings.Contains(err.Error(), "special card") {
		t.Errorf("two copies of a special card: %v", err)
	}
	cfg = testConfig(t, 2, 4, Lorwyn(), 1)
	cfg.Sets[0].Specials = true
	if _, err := New(cfg); err == nil || !strings.Contains(err.Error(), "marks no card as special") {
		t.Errorf("specials of a set without any: %v", err)
	}
}

// The target score is free: a league to 5 ends when a player reaches 6.
func TestFreeTargetScore(t *testing.T) {
	cfg := testConfig(t, 2, 3, Block(), 2)
	cfg.Target = 5
	l, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(2, 2))
	startAll(t, l, r)
	for k := 0; k < 3; k++ {
		if l.Over() {
			t.Fatalf("over after %d wins", k)
		}
		rd, _ := l.Round()
		win(t, l, 0, 0)
		if rd.Number < 3 {
			keep(t, l)
		}
	}
	if !l.Over() || l.Winner() != 0 || l.View().Target != 5 {
		t.Errorf("after three wins to 5: over %v, winner %d", l.Over(), l.Winner())
	}
}

// A SetSpec's Size is what its set brings when it joins: the fourth test
// set is 192 cards, 195 with its three special cards, 255 with extra
// basics too; View agrees.
func TestSetSpecSize(t *testing.T) {
	cfg := testConfig(t, 2, 4, Lorwyn(), 1)
	s := cfg.Sets[3]
	if n := SpecialCards(s.Set); n != 3 {
		t.Errorf("%d special cards, want 3", n)
	}
	if n := s.Size(5); n != 192 {
		t.Errorf("size %d, want 192", n)
	}
	s.Specials, s.ExtraBasics = true, true
	cfg.Sets[3] = s
	l, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if n, v := s.Size(5), l.View().Sets[3].Size; n != 192+3+60 || v != n {
		t.Errorf("size %d, view %d, want %d", n, v, 192+3+60)
	}
}
