package league

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// A league saved at any moment (a build, a teardown, mid-match, an option)
// reads back exactly: saving it again gives the same bytes, and played on
// with the same actions, the saved copy and the original stay the same,
// coin flips included.
func TestMarshalRoundTrip(t *testing.T) {
	for _, players := range []int{2, 3, 5} {
		l := newTest(t, players, 3, Block(), uint64(players))
		l.target = 60
		r := rand.New(rand.NewPCG(11, uint64(players)))
		kinds := map[DecisionKind]bool{}
		every := 7
		if testing.Short() {
			every = 29
		}
		for n := 0; n < 600 && !l.Over(); n++ {
			if n%every == 0 || !kinds[l.Pending().Kind] {
				kinds[l.Pending().Kind] = true
				data, err := l.Marshal()
				if err != nil {
					t.Fatal(err)
				}
				c, err := Unmarshal(data, testLib.Card)
				if err != nil {
					t.Fatalf("action %d: %v", n, err)
				}
				again, _ := c.Marshal()
				if !bytes.Equal(data, again) {
					t.Fatalf("action %d: a second save differs", n)
				}
				// Both go on the same way for a while.
				l2, r2 := l.Clone(), rand.New(rand.NewPCG(uint64(n), 3))
				r3 := rand.New(rand.NewPCG(uint64(n), 3))
				for k := 0; k < 40 && !l2.Over(); k++ {
					a := randomAction(l2, r2)
					b := randomAction(c, r3)
					e1, err1 := l2.Apply(a)
					e2, err2 := c.Apply(b)
					if err1 != nil || err2 != nil || len(e1) != len(e2) {
						t.Fatalf("action %d+%d: %v / %v", n, k, err1, err2)
					}
					for i := range e1 {
						if e1[i].Text != e2[i].Text {
							t.Fatalf("action %d+%d: %q vs %q", n, k, e1[i].Text, e2[i].Text)
						}
					}
				}
				d1, _ := l2.Marshal()
				d2, _ := c.Marshal()
				if !bytes.Equal(d1, d2) {
					t.Fatalf("action %d: the copies drifted apart", n)
				}
			}
			mustApply(t, l, randomAction(l, r))
		}
		for _, k := range []DecisionKind{DecideBuild, DecideOption, DecideAlter, DecideFirstPlayer, DecideGameResult} {
			if !kinds[k] {
				t.Errorf("%d players: never saved at a %v decision", players, k)
			}
		}
	}
}

// Clone is independent of the original.
func TestCloneIndependent(t *testing.T) {
	l, r := twoPlayers(t, 5)
	before, _ := l.Marshal()
	c := l.Clone()
	runRandom(t, c, r, 200)
	after, _ := l.Marshal()
	if !bytes.Equal(before, after) {
		t.Fatalf("playing a clone changed the original")
	}
}

// edit changes a saved league through its JSON.
func edit(t *testing.T, data []byte, f func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	f(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func at(m map[string]any, keys ...any) any {
	var v any = m
	for _, k := range keys {
		switch k := k.(type) {
		case string:
			v = v.(map[string]any)[k]
		case int:
			v = v.([]any)[k]
		}
	}
	return v
}

// A broken league file is refused with a sentence saying what is wrong.
func TestCorruptFile(t *testing.T) {
	l := newTest(t, 3, 3, Block(), 2)
	r := rand.New(rand.NewPCG(2, 2))
	runRandom(t, l, r, 60)
	data, err := l.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Unmarshal(data, testLib.Card); err != nil {
		t.Fatalf("the unbroken file: %v", err)
	}
	v1, err := os.ReadFile("testdata/v1.league")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"version 1: unknown card", edit(t, v1, func(m map[string]any) {
			at(m, "decks", 0, "cards", 0).(map[string]any)["card"] = "Nothing Such"
		}), "Nothing Such, which is not one of the league's cards"},
		{"version 1: 59-card deck", edit(t, v1, func(m map[string]any) {
			c := at(m, "decks", 0, "cards", 0).(map[string]any)
			c["count"] = c["count"].(float64) - 1
		}), "deck 1 holds 59 cards"},
		{"version 2: a deck by names", edit(t, data, func(m map[string]any) {
			at(m, "decks", 0).(map[string]any)["cards"] = v1Decks(t, v1)[0].(map[string]any)["cards"]
		}), "deck 1's list of cards is unreadable"},
		{"version 2: unknown card", edit(t, data, func(m map[string]any) {
			at(m, "decks", 0).(map[string]any)["list"] = "99999"
		}), "deck 1's list of cards is unreadable"},
		{"version 2: cards out of order", edit(t, data, func(m map[string]any) {
			at(m, "decks", 0).(map[string]any)["list"] = "5*30 4*30"
		}), "deck 1's list of cards is unreadable"},
		{"version 2: 59-card deck", edit(t, data, func(m map[string]any) {
			at(m, "decks", 0).(map[string]any)["list"] = "0*59"
		}), "deck 1 holds 59 cards"},
		{"empty", nil, "is empty"},
		{"cut short", data[:len(data)/2], "not readable JSON"},
		{"not JSON", []byte("hello"), "not readable JSON"},
		{"another format", edit(t, data, func(m map[string]any) { m["format"] = "chess" }), "not a 421 league file"},
		{"newer", edit(t, data, func(m map[string]any) { m["version"] = 9 }), "newer version"},
		{"version 0", edit(t, data, func(m map[string]any) { m["version"] = 0 }), "version 0"},
		{"unknown field", edit(t, data, func(m map[string]any) { m["colour"] = "red" }), `"colour"`},
		{"wrong type", edit(t, data, func(m map[string]any) { m["target"] = "twenty" }), `"target"`},
		{"card not loaded", edit(t, data, func(m map[string]any) {
			at(m, "sets", 0, "cards", 0).(map[string]any)["card"] = "Nothing Such"
		}), "Nothing Such is not among the loaded cards"},
		{"a card too many in the pool", edit(t, data, func(m map[string]any) {
			c := at(m, "pool", 0).(map[string]any)
			c["count"] = c["count"].(float64) + 1
		}), "joined the pool"},
		{"score", edit(t, data, func(m map[string]any) {
			p := at(m, "players", 0).(map[string]any)
			p["score"] = p["score"].(float64) + 3
		}), "P1 has"},
		{"long name", edit(t, data, func(m map[string]any) { m["name"] = strings.Repeat("n", 200) }), "longer than 64"},
		{"phase", edit(t, data, func(m map[string]any) { m["phase"] = "lunch" }), "pending decision"},
		{"random", edit(t, data, func(m map[string]any) { m["random"] = "zz" }), "random generator"},
		{"deck state", edit(t, data, func(m map[string]any) { at(m, "decks", 0).(map[string]any)["state"] = "lost" }), `state "lost"`},
		{"held twice", edit(t, data, func(m map[string]any) {
			at(m, "players", 1).(map[string]any)["deck"] = at(m, "players", 0, "deck")
		}), "deck"},
		{"schedule", edit(t, data, func(m map[string]any) { at(m, "schedule").(map[string]any)["first_decks"] = 1 }), "decks with the first set"},
		{"sets in pool", edit(t, data, func(m map[string]any) { m["sets_in_pool"] = 7 }), "sets are said to be in the pool"},
		{"target", edit(t, data, func(m map[string]any) { m["target"] = 0 }), "target score"},
		{"game winner", edit(t, data, func(m map[string]any) {
			g := at(m, "rounds", 0, "matches", 0, "games", 0).(map[string]any)
			g["winner"] = 7
		}), "not in the match"},
	}
	for _, c := range cases {
		_, err := Unmarshal(c.data, testLib.Card)
		if err == nil {
			t.Errorf("%s: accepted", c.name)
			continue
		}
		t.Logf("%s: %v", c.name, err)
		if !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "league: ") || strings.Contains(err.Error(), "json:") {
			t.Errorf("%s: %v (want %q)", c.name, err, c.want)
		}
	}
	if _, err := Unmarshal(bytes.Repeat([]byte(" "), MaxFileSize+1), testLib.Card); err == nil || !strings.Contains(err.Error(), "at most") {
		t.Errorf("a huge file: %v", err)
	}
}

// Every number of a saved league changed to odd values: Unmarshal never
// panics, and what it accepts passes every invariant and plays on.
func TestUnmarshalMutatedNumbers(t *testing.T) {
	l := newTest(t, 4, 3, Block(), 8)
	runRandom(t, l, rand.New(rand.NewPCG(8, 8)), 150)
	data, _ := l.Marshal()
	var paths [][]any
	var walk func(v any, path []any)
	walk = func(v any, path []any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				walk(x, append(append([]any(nil), path...), k))
			}
		case []any:
			for i, x := range v {
				walk(x, append(append([]any(nil), path...), i))
			}
		case float64:
			paths = append(paths, path)
		}
	}
	var root map[string]any
	if err := json.Unmarshal(data, &root); err != nil {
		t.Fatal(err)
	}
	walk(root, nil)
	step := 1
	if testing.Short() {
		step = 1 + len(paths)/80
	}
	accepted := 0
	for i := 0; i < len(paths); i += step {
		p := paths[i]
		for _, val := range []float64{-1, 0, 2, 61, 1e6} {
			bad := edit(t, data, func(m map[string]any) {
				parent := at(m, p[:len(p)-1]...)
				switch k := p[len(p)-1].(type) {
				case string:
					parent.(map[string]any)[k] = val
				case int:
					parent.([]any)[k] = val
				}
			})
			c, err := Unmarshal(bad, testLib.Card)
			if err != nil {
				continue
			}
			accepted++
			invariants(t, c)
			runRandom(t, c, rand.New(rand.NewPCG(1, 1)), 10)
		}
	}
	t.Logf("%d numbers, %d changed files accepted", len(paths), accepted)
}

// v1Decks returns the decks of a version 1 league file, decoded.
func v1Decks(t *testing.T, v1 []byte) []any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(v1, &m); err != nil {
		t.Fatal(err)
	}
	return m["decks"].([]any)
}
