package variant_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
)

// testSchemes returns a scheme deck of n schemes, two of each name.
func testSchemes(t *testing.T, n int) []*card.Def { return namedSchemes(t, "", n) }

// namedSchemes returns a scheme deck of n schemes, two of each name, the
// names ("Plot 1", "Plot 2"…) after prefix.
func namedSchemes(t *testing.T, prefix string, n int) []*card.Def {
	t.Helper()
	var b strings.Builder
	b.WriteString("set: Plots\ncode: PLT\n")
	for i := 0; i < (n+1)/2; i++ {
		fmt.Fprintf(&b, "card: %sPlot %d\ntype: Scheme\nrarity: common\ntrigger: set-in-motion -> draw 1\n", prefix, i+1)
	}
	set, err := card.Parse("plots.cards", strings.NewReader(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	var d []*card.Def
	for i := 0; i < n; i++ {
		d = append(d, set.Cards[i/2])
	}
	return d
}

func TestArchenemySetup(t *testing.T) {
	d, sch := testDeck(t), testSchemes(t, 20)
	s, err := variant.Build("archenemy", [][]*card.Def{d, d, d, d}, variant.SchemeDecks(sch, nil, nil))
	if err != nil {
		t.Fatal(err)
	}
	o := s.Options
	if !o.SharedTeamTurns || !o.FixedFirst || o.FirstPlayer != 0 {
		t.Errorf("options = %+v, want shared team turns and the archenemy first", o)
	}
	for i, p := range s.Players {
		life, team, schemes := 20, 1, 0
		if i == 0 {
			life, team, schemes = 40, 0, 20
		}
		if p.Life != life || p.Team != team || len(p.Command) != schemes {
			t.Errorf("seat %d: life %d team %d %d schemes, want %d %d %d", i+1, p.Life, p.Team, len(p.Command), life, team, schemes)
		}
	}
	sch[0] = nil
	if s.Players[0].Command[0] == nil {
		t.Error("Build shares the caller's scheme deck")
	}
	g, err := rules.New(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	if g.Active() != 0 {
		t.Errorf("first player %v, want the archenemy", g.Active())
	}
}

func TestRumbleSetup(t *testing.T) {
	d, sch := testDeck(t), testSchemes(t, 20)
	s, err := variant.Build("rumble", [][]*card.Def{d, d, d, d}, variant.SchemeDecks(sch, sch, sch, sch))
	if err != nil {
		t.Fatal(err)
	}
	if s.Options.SharedTeamTurns || s.Options.FixedFirst {
		t.Errorf("options = %+v, want a free-for-all with a random first player", s.Options)
	}
	for i, p := range s.Players {
		if p.Life != 40 || p.Team != i || len(p.Command) != 20 {
			t.Errorf("seat %d: life %d team %d %d schemes", i+1, p.Life, p.Team, len(p.Command))
		}
	}
	firsts := map[rules.Seat]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		g, err := rules.New(s, seed)
		if err != nil {
			t.Fatal(err)
		}
		firsts[g.Active()] = true
	}
	if len(firsts) < 3 {
		t.Errorf("first players over 40 seeds: %v, want them random", firsts)
	}
	v, _ := variant.Lookup("rumble")
	if !strings.Contains(v.Summary, "40 life") {
		t.Errorf("rumble's summary %q does not say the life total", v.Summary)
	}
}

func TestSchemeDeckErrors(t *testing.T) {
	d, sch := testDeck(t), testSchemes(t, 20)
	three := [][]*card.Def{d, d, d}
	for _, tc := range []struct {
		name    string
		variant string
		opts    []variant.Option
		want    string
	}{
		{"no scheme deck", "archenemy", nil, "seat 1 is an archenemy in archenemy and needs a scheme deck"},
		{"19 schemes", "archenemy", []variant.Option{variant.SchemeDecks(sch[:19])}, "the scheme deck of seat 1: has 19 schemes (at least 20 are needed)"},
		{"three of a name", "archenemy", []variant.Option{variant.SchemeDecks(append(sch[:19:19], sch[0], sch[0]))}, `the scheme deck of seat 1: holds more than 2 copies of "Plot 1"`},
		{"not a scheme", "archenemy", []variant.Option{variant.SchemeDecks(append(sch[:20:20], d[0]))}, `holds "Test Bear", which is not a scheme`},
		{"team member with schemes", "archenemy", []variant.Option{variant.SchemeDecks(sch, sch)}, "seat 2 is not an archenemy in archenemy"},
		{"rumble seat without", "rumble", []variant.Option{variant.SchemeDecks(sch, sch)}, "seat 3 is an archenemy in rumble and needs a scheme deck"},
		{"plain with schemes", "plain", []variant.Option{variant.SchemeDecks(nil, sch)}, "plain has no schemes, but seat 2"},
		{"too many", "rumble", []variant.Option{variant.SchemeDecks(sch, sch, sch, sch)}, "4 scheme decks for 3 seats"},
		{"archenemy not first", "archenemy", []variant.Option{variant.SchemeDecks(sch), variant.FirstPlayer(1)}, "the archenemy (seat 1) takes the first turn"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := variant.Build(tc.variant, three, tc.opts...)
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "variant: ") {
				t.Errorf("err = %v, want one containing %q", err, tc.want)
			}
		})
	}
	if _, err := variant.Build("rumble", [][]*card.Def{d, d}, variant.SchemeDecks(sch, sch)); err == nil {
		t.Error("a rumble of two seats: no error")
	}
}

func TestArchenemySeats(t *testing.T) {
	a, _ := variant.Lookup("archenemy")
	r, _ := variant.Lookup("rumble")
	p, _ := variant.Lookup("plain")
	if !a.Archenemy(0) || a.Archenemy(1) || !r.Archenemy(0) || !r.Archenemy(5) || p.Archenemy(0) {
		t.Error("Archenemy: archenemy seat 1 only, rumble every seat, plain none")
	}
	if a.Schemes.String() != "first seat" || variant.SchemeSeats(9).String() != "SchemeSeats(9)" {
		t.Errorf("SchemeSeats strings: %v", a.Schemes)
	}
}
