package variant_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
)

func TestLiveDraftVariantsSetTheirRules(t *testing.T) {
	d := testDeck(t)
	decks := variant.SplitShared(append(append(append([]*card.Def(nil), d...), d...), d...), 3)
	base := rules.Options{Library: rules.SharedLibrary, EmptyLibrary: rules.EmptyNothing}
	cases := []struct {
		name string
		opts []variant.Option
		want func(o *rules.Options)
	}{
		{"live-tableau", nil, func(o *rules.Options) { o.Draw, o.Mulligan = rules.DrawTableau, rules.MulliganRemoveTwo }},
		{"live-pipeline", nil, func(o *rules.Options) { o.Draw, o.Mulligan = rules.DrawPipeline, rules.MulliganRemoveTwo }},
		{"live-rummy", nil, func(o *rules.Options) { o.Draw, o.Mulligan = rules.DrawRummy, rules.MulliganNone }},
		{"live-pipeline", []variant.Option{variant.CarefulStart(), variant.MillCounters(), variant.ReshuffleRemoved()}, func(o *rules.Options) {
			o.Draw, o.Mulligan, o.Start = rules.DrawPipeline, rules.MulliganNone, rules.StartCareful
			o.MillCounters, o.EmptyLibrary = true, rules.EmptyReshuffleRemoved
		}},
		{"live-rummy", []variant.Option{variant.MillCounters()}, func(o *rules.Options) {
			o.Draw, o.Mulligan, o.MillCounters = rules.DrawRummy, rules.MulliganNone, true
		}},
	}
	for _, c := range cases {
		s, err := variant.Build(c.name, decks, c.opts...)
		if err != nil {
			t.Fatal(err)
		}
		want := base
		c.want(&want)
		if s.Options != want {
			t.Errorf("%s: options %+v, want %+v", c.name, s.Options, want)
		}
		// Random legal actions play the game to its end.
		s.Options.MaxTurns = 30
		g, err := rules.New(s, 1)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		r := rand.New(rand.NewPCG(1, 2))
		for i := 0; i < 50000 && !g.Over(); i++ {
			acts := g.Legal()
			if _, err := g.Apply(acts[r.IntN(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
		if !g.Over() {
			t.Errorf("%s: a random game did not end", c.name)
		}
	}
}

func TestLiveDraftOptionsAreRefusedElsewhere(t *testing.T) {
	d := testDeck(t)
	if _, err := variant.Build("plain", [][]*card.Def{d, d}, variant.MillCounters()); err == nil {
		t.Error("mill counters accepted for the plain game")
	}
	if _, err := variant.Build("live-rummy", [][]*card.Def{d, d}, variant.CarefulStart()); err == nil {
		t.Error("a careful start accepted for rummy")
	}
}

func TestNamedOptions(t *testing.T) {
	if got := strings.Join(variant.OptionNames(), ","); got != "careful-start,mill-counters,reshuffle-removed,open-decklists" {
		t.Errorf("OptionNames() = %s", got)
	}
	d := testDeck(t)
	decks := [][]*card.Def{d, d}
	var opts []variant.Option
	for _, n := range variant.OptionNames() {
		o, err := variant.Named(n)
		if err != nil {
			t.Fatal(err)
		}
		opts = append(opts, o)
	}
	byName, err := variant.Build("live-tableau", decks, opts...)
	if err != nil {
		t.Fatal(err)
	}
	direct, err := variant.Build("live-tableau", decks, variant.CarefulStart(), variant.MillCounters(), variant.ReshuffleRemoved(), variant.OpenDecklists())
	if err != nil {
		t.Fatal(err)
	}
	if byName.Options != direct.Options {
		t.Errorf("by name %+v, directly %+v", byName.Options, direct.Options)
	}
	if _, err := variant.Named("slow-start"); err == nil || err.Error() != `variant: unknown option "slow-start" (known: careful-start, mill-counters, reshuffle-removed, open-decklists)` {
		t.Errorf("unknown option: %v", err)
	}
}

// Open decklists (421) are an option of any variant: the plain game with
// it has Options.OpenDecklists, without it the decklists are secret.
func TestOpenDecklistsOption(t *testing.T) {
	d := testDeck(t)
	open, err := variant.Build("plain", [][]*card.Def{d, d}, variant.OpenDecklists())
	if err != nil {
		t.Fatal(err)
	}
	secret, err := variant.Build("plain", [][]*card.Def{d, d})
	if err != nil {
		t.Fatal(err)
	}
	if !open.Options.OpenDecklists || secret.Options.OpenDecklists {
		t.Errorf("open %v, secret %v", open.Options.OpenDecklists, secret.Options.OpenDecklists)
	}
}
