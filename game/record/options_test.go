package record

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
)

// liveDraftRecord returns a three-seat live-pipeline record with a careful
// start and mill counters, its decks the shipped Live-Draft library shared
// out.
func liveDraftRecord(t *testing.T, lib *card.Library) *Record {
	t.Helper()
	f, err := os.Open("../../assets/libraries/live-draft.deck")
	if err != nil {
		t.Fatal(err)
	}
	d, err := card.ParseDeck("live-draft.deck", f, lib)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	r := &Record{Variant: "live-pipeline", Seed: 18, MaxTurns: 40, Options: []string{"careful-start", "mill-counters"}}
	for i, deck := range variant.SplitShared(d.Cards(), 3) {
		r.Seats = append(r.Seats, Seat{DeckName: fmt.Sprintf("Live-Draft library (%d of 3)", i+1), Deck: deck})
	}
	return r
}

// TestLiveDraftOptionsRoundTripAndReplay plays a live-pipeline game with
// a careful start and mill counters at random to its end, writes and
// reads the record and replays it to the same final state.
func TestLiveDraftOptionsRoundTripAndReplay(t *testing.T) {
	lib := testLib(t)
	r := liveDraftRecord(t, lib)
	g, err := r.Start()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(18, 5))
	for n := 0; n < 50000 && !g.Over(); n++ {
		acts := g.Legal()
		a := acts[rng.IntN(len(acts))]
		if len(acts) > 1 && a.Kind == rules.ActCancel {
			a = acts[0]
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		r.Add(a)
	}
	if !g.Over() {
		t.Fatalf("not over after %d actions", len(r.Actions))
	}
	if v := g.View(0); v.Players[0].MillCounters == 0 {
		t.Error("no mill counters: the option did not reach the game")
	}
	r.Hash = g.Hash()
	var b bytes.Buffer
	if err := Write(&b, r); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "\nmax-turns 40\noption careful-start\noption mill-counters\nseat 1 ") {
		t.Errorf("the option lines are not after max-turns and before the seats:\n%s", b.String()[:300])
	}
	back, err := Read("game", &b, lib)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Options, r.Options) {
		t.Errorf("options read back %v, want %v", back.Options, r.Options)
	}
	h, err := back.Start()
	if err != nil {
		t.Fatal(err)
	}
	if h.Hash() != r.Hash {
		t.Error("the replay ends in another state")
	}
	if m := back.Rematch(1); !slices.Equal(m.Options, r.Options) {
		t.Errorf("a rematch has options %v", m.Options)
	}
}

func TestOptionLineErrors(t *testing.T) {
	lib := testLib(t)
	text := golden(t)
	at := strings.Index(text, "\nseat 1 ")
	line := strings.Count(text[:at], "\n") + 2 // the inserted line's number
	for _, tc := range []struct{ insert, want string }{
		{"option slow-start\n", `unknown option "slow-start" (known: careful-start, mill-counters, reshuffle-removed, open-decklists)`},
		{"option mill-counters\noption mill-counters\n", "a second option mill-counters line"},
	} {
		bad := text[:at+1] + tc.insert + text[at+1:]
		n := line + strings.Count(tc.insert, "\n") - 1
		want := fmt.Sprintf("record: golden:%d: %s", n, tc.want)
		if _, err := readString("golden", bad, lib); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %q", tc.insert, err, want)
		}
	}
	// A plain game refuses Live-Draft's options when it is set up.
	r, err := readString("golden", text[:at+1]+"option careful-start\n"+text[at+1:], lib)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Start(); err == nil || !strings.Contains(err.Error(), "Live-Draft options") {
		t.Errorf("careful start in a plain game: %v", err)
	}
	r.Options = []string{"fast"}
	if err := Write(new(bytes.Buffer), r); err == nil {
		t.Error("Write accepted an unknown option")
	}
}
