package variant

import (
	"fmt"
	"sort"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Variant is one named way to set up a game.
type Variant struct {
	// Name is the name Build looks the variant up by, e.g. "plain".
	Name string
	// Summary says in one line what the variant is.
	Summary string
	// MinPlayers and MaxPlayers bound the number of decks Build accepts.
	MinPlayers, MaxPlayers int
	// Schemes says which seats are archenemies and play a scheme deck
	// (given with the SchemeDecks option).
	Schemes SchemeSeats
	// setup builds the set-up for checked decks.
	setup func(decks [][]*card.Def) rules.Setup
}

// registry holds every variant by name. It is never changed after start-up.
var registry = map[string]*Variant{
	"plain":           plain,
	"landless":        landless,
	"landless-single": landlessSingle,
	"landless-double": landlessDouble,
	"archenemy":       archenemy,
	"rumble":          rumble,
	"live-tableau":    liveTableau,
	"live-pipeline":   livePipeline,
	"live-rummy":      liveRummy,
}

// Names returns the names of every variant, sorted.
func Names() []string {
	out := make([]string, 0, len(registry))
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Lookup returns the variant with the given name.
func Lookup(name string) (*Variant, bool) {
	v, ok := registry[name]
	return v, ok
}

// Build returns the set-up of the named variant for one deck per seat,
// in seat order, changed by opts.
func Build(name string, decks [][]*card.Def, opts ...Option) (rules.Setup, error) {
	v, ok := Lookup(name)
	if !ok {
		return rules.Setup{}, fmt.Errorf("variant: unknown variant %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	return v.Build(decks, opts...)
}

// Build returns the variant's set-up for one deck per seat, in seat order,
// changed by opts.
func (v *Variant) Build(decks [][]*card.Def, opts ...Option) (rules.Setup, error) {
	if n := len(decks); n < v.MinPlayers || n > v.MaxPlayers {
		return rules.Setup{}, fmt.Errorf("variant: %s needs %d to %d decks, got %d", v.Name, v.MinPlayers, v.MaxPlayers, n)
	}
	for i, d := range decks {
		if len(d) == 0 {
			return rules.Setup{}, fmt.Errorf("variant: the deck of seat %d is empty", i+1)
		}
		for _, c := range d {
			if c == nil {
				return rules.Setup{}, fmt.Errorf("variant: the deck of seat %d holds a missing card", i+1)
			}
		}
	}
	var c config
	for _, o := range opts {
		o(&c)
	}
	s := v.setup(decks)
	if err := c.apply(&s); err != nil {
		return rules.Setup{}, err
	}
	if err := v.applySchemes(&s, c.schemes); err != nil {
		return rules.Setup{}, err
	}
	return s, nil
}
