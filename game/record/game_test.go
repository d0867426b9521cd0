package record

import (
	"strconv"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

func TestGoldenStart(t *testing.T) {
	r, err := readString(goldenFile, golden(t), testLib(t))
	if err != nil {
		t.Fatal(err)
	}
	if r.Hash == 0 || len(r.Actions) == 0 {
		t.Fatalf("golden record has hash %x and %d actions", r.Hash, len(r.Actions))
	}
	g, err := r.Start()
	if err != nil {
		t.Fatal(err)
	}
	if h := g.Hash(); h != r.Hash {
		t.Fatalf("golden game ends with hash %016x, want %016x", h, r.Hash)
	}
	if !g.Over() {
		t.Error("golden game is not over")
	}
	if g.Player(0).Name != "Player 1" || g.Player(1).Name != "Player 2" {
		t.Errorf("default names %q, %q", g.Player(0).Name, g.Player(1).Name)
	}
}

func TestPlayObserves(t *testing.T) {
	r, err := readString(goldenFile, golden(t), testLib(t))
	if err != nil {
		t.Fatal(err)
	}
	calls, events := 0, 0
	g, err := r.Play(func(_ *rules.Game, ev []rules.Event) {
		calls++
		events += len(ev)
	})
	if err != nil {
		t.Fatal(err)
	}
	if calls != len(r.Actions)+1 || events == 0 || g.Hash() != r.Hash {
		t.Errorf("%d calls with %d events for %d actions", calls, events, len(r.Actions))
	}
}

func TestStartNamesAndRebuild(t *testing.T) {
	r, err := readString(goldenFile, golden(t), testLib(t))
	if err != nil {
		t.Fatal(err)
	}
	r.Seats[0].Name, r.Seats[1].Name = "Ada", "Grace"
	half := &Record{Variant: r.Variant, Seed: r.Seed, MaxTurns: r.MaxTurns, Seats: r.Seats, Actions: r.Actions[:len(r.Actions)/2], DeckOrderNumbers: r.DeckOrderNumbers}
	g, err := half.Start()
	if err != nil {
		t.Fatal(err)
	}
	if g.Player(0).Name != "Ada" || g.Player(1).Name != "Grace" {
		t.Errorf("names %q, %q", g.Player(0).Name, g.Player(1).Name)
	}
	// Continuing the rebuilt game with the rest of the actions reaches the
	// recorded end, and Add records them in the same text.
	var legal []rules.Action
	for _, text := range r.Actions[len(half.Actions):] {
		legal = g.LegalInto(legal)
		a, err := ParseAction(text, legal)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		half.Add(a)
	}
	if g.Hash() != r.Hash || strings.Join(half.Actions, "\n") != strings.Join(r.Actions, "\n") {
		t.Errorf("continued game differs: hash %016x, want %016x", g.Hash(), r.Hash)
	}
}

// The card pool reaches the set-up, and changes nothing of the game: the
// record plays to the same end with and without it.
func TestPoolReachesTheSetUpOnly(t *testing.T) {
	r, err := readString(goldenFile, golden(t), testLib(t))
	if err != nil {
		t.Fatal(err)
	}
	r.Pool = testLib(t).All()
	s, err := r.Setup()
	if err != nil {
		t.Fatal(err)
	}
	if len(s.CardPool) != len(r.Pool) || len(s.CardPool) == 0 {
		t.Fatalf("set-up pool has %d cards, want %d", len(s.CardPool), len(r.Pool))
	}
	g, err := r.Start()
	if err != nil {
		t.Fatal(err)
	}
	if g.Hash() != r.Hash {
		t.Errorf("hash %016x with a pool, want %016x", g.Hash(), r.Hash)
	}
	var b strings.Builder
	if err := Write(&b, r); err != nil {
		t.Fatal(err)
	}
	if b.String() != golden(t) {
		t.Error("the pool changed the written record")
	}
}

func TestStartErrors(t *testing.T) {
	lib := testLib(t)
	text := golden(t)
	for _, tc := range []struct {
		name string
		edit func(r *Record)
		want string
	}{
		{"illegal", func(r *Record) { r.Actions[0] = "attack #999 P2" },
			`record: ` + goldenFile + `:` + "%d" + `: action 1: "attack #999 P2" is not legal now; the mulligan decision of P2 allows: keep, mulligan`},
		{"extra", func(r *Record) { r.Actions = append(r.Actions, "pass") },
			`: the game is already over, but 1 actions are left`},
		{"variant", func(r *Record) { r.Variant = "nosuch" },
			"record: " + goldenFile + `: variant: unknown variant "nosuch"`},
		{"seats", func(r *Record) { r.Seats = r.Seats[:1] },
			"record: " + goldenFile + ": variant: plain needs 2 to 8 decks, got 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := readString(goldenFile, text, lib)
			if err != nil {
				t.Fatal(err)
			}
			want := strings.Replace(tc.want, "%d", strconv.Itoa(r.lines[0]), 1)
			tc.edit(r)
			_, err = r.Start()
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("error %v\nwant %q", err, want)
			}
		})
	}
	// A record made in memory names the action without a file.
	r, err := readString(goldenFile, text, lib)
	if err != nil {
		t.Fatal(err)
	}
	mem := r.Rematch(r.Seed)
	mem.Actions = []string{"keep", "cast #12345"}
	if _, err := mem.Start(); err == nil || !strings.HasPrefix(err.Error(), `record: action 2: "cast #12345" is not legal now;`) {
		t.Errorf("in memory: %v", err)
	}
}

func TestRematch(t *testing.T) {
	r, err := readString(goldenFile, golden(t), testLib(t))
	if err != nil {
		t.Fatal(err)
	}
	r.Seats[0].Name, r.Seats[0].Controller = "Ada", Human
	m := r.Rematch(r.Seed + 1)
	if m.Seed != r.Seed+1 || m.Variant != r.Variant || m.MaxTurns != r.MaxTurns || len(m.Actions) != 0 ||
		m.Hash != 0 || m.Result != "" || len(m.Seats) != 2 || m.Seats[0].Name != "Ada" || m.Seats[0].Controller != Human ||
		len(m.Seats[1].Deck) != len(r.Seats[1].Deck) {
		t.Fatalf("rematch %+v", m)
	}
	m.Seats[0].Name = "Bea"
	if r.Seats[0].Name != "Ada" {
		t.Error("changing the rematch's seat changed the original")
	}
	g, err := m.Start()
	if err != nil {
		t.Fatal(err)
	}
	if g.Over() || g.Player(0).Name != "Bea" {
		t.Errorf("rematch game: over %v, P1 %q", g.Over(), g.Player(0).Name)
	}
	s, err := m.Setup()
	if err != nil || len(s.Players) != 2 || s.Players[1].Name != "Player 2" {
		t.Errorf("setup %+v, %v", s, err)
	}
}
