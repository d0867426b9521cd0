package variant

import (
	"fmt"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Live-Draft: one common library that every seat draws from (the seats'
// decks shuffled together; SplitShared shares one library out among the
// seats), each card owned by the seat that most recently drew it,
// graveyards per seat, and nobody losing for being unable to draw. The
// LiveDraft options choose the start and what running out means.

// liveDraft returns the set-up of a Live-Draft variant with draw rule r.
func liveDraft(decks [][]*card.Def, r rules.DrawRule) rules.Setup {
	s := plain.setup(decks)
	s.Options.Library = rules.SharedLibrary
	s.Options.EmptyLibrary = rules.EmptyNothing
	s.Options.Draw = r
	s.Options.Mulligan = rules.MulliganRemoveTwo // the quick start
	if r == rules.DrawRummy {
		s.Options.Mulligan = rules.MulliganNone
	}
	return s
}

// liveTableau draws from seven face-up cards.
var liveTableau = &Variant{
	Name:       "live-tableau",
	Summary:    "Live-Draft: one common library; draw any of seven face-up cards, replaced at once; all lands or all nonlands are swept away",
	MinPlayers: 2,
	MaxPlayers: 6,
	setup:      func(decks [][]*card.Def) rules.Setup { return liveDraft(decks, rules.DrawTableau) },
}

// livePipeline draws from a pipeline of seven face-up cards.
var livePipeline = &Variant{
	Name:       "live-pipeline",
	Summary:    "Live-Draft: one common library; draw any of seven face-up cards in a row, then the leftmost falls off and two come in on the right",
	MinPlayers: 2,
	MaxPlayers: 6,
	setup:      func(decks [][]*card.Def) rules.Setup { return liveDraft(decks, rules.DrawPipeline) },
}

// liveRummy draws rummy-style from the library and a common discard pile.
var liveRummy = &Variant{
	Name:       "live-rummy",
	Summary:    "Live-Draft: one common library and a common discard pile; deal 14 keep 7; draw the pile's top card, or two and discard one",
	MinPlayers: 2,
	MaxPlayers: 6,
	setup:      func(decks [][]*card.Def) rules.Setup { return liveDraft(decks, rules.DrawRummy) },
}

// CarefulStart starts a tableau or pipeline game the careful way: round
// the table from the first player, one draw at a time by the draw method,
// until everyone has seven (no mulligans). Without it the start is quick:
// seven dealt, and a player may remove two cards in hand from the game to
// draw one, as often as they like. Build refuses it for other variants.
func CarefulStart() Option { return func(c *config) { c.careful = true } }

// MillCounters turns on Live-Draft's mill counters: a counter for every
// card a player takes from the library, and when a draw finds library and
// face-up cards (or pile) exhausted, the fewest counters win. Build
// refuses it for other variants.
func MillCounters() Option { return func(c *config) { c.mill = true } }

// ReshuffleRemoved shuffles the cards the draw method removed from the
// game into a new library when the library runs out (Live-Draft). Build
// refuses it for other variants.
func ReshuffleRemoved() Option { return func(c *config) { c.reshuffleRemoved = true } }

// namedOptions are the options a record or a flag names, in order.
var namedOptions = []struct {
	name string
	opt  func() Option
}{
	{"careful-start", CarefulStart},
	{"mill-counters", MillCounters},
	{"reshuffle-removed", ReshuffleRemoved},
	{"open-decklists", OpenDecklists},
}

// OptionNames returns the names of the options that records and flags
// give by name: "careful-start" (CarefulStart), "mill-counters"
// (MillCounters), "reshuffle-removed" (ReshuffleRemoved) and
// "open-decklists" (OpenDecklists).
func OptionNames() []string {
	out := make([]string, len(namedOptions))
	for i, o := range namedOptions {
		out[i] = o.name
	}
	return out
}

// Named returns the option with the given name (see OptionNames).
func Named(name string) (Option, error) {
	for _, o := range namedOptions {
		if o.name == name {
			return o.opt(), nil
		}
	}
	return nil, fmt.Errorf("variant: unknown option %q (known: %s)", name, strings.Join(OptionNames(), ", "))
}
