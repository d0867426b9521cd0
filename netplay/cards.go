package netplay

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Cards names card definitions on the wire: both computers hold the same
// card sets, so a card travels as its set code and name ("STR/Gale
// Hawk"; tokens with a "token:" in front) and is found again by them.
type Cards struct {
	byKey map[string]*card.Def
}

// NewCards indexes the cards and tokens of lib, the lands Landless plays
// cards as, and extra definitions (scheme cards). The first definition of
// a key wins.
func NewCards(lib *card.Library, extra ...*card.Def) *Cards {
	c := &Cards{byKey: map[string]*card.Def{}}
	if lib != nil {
		for _, s := range lib.Sets() {
			c.add(s.Cards...)
			c.add(s.Tokens...)
		}
	}
	for cs := mana.ColorSet(0); cs <= mana.AllColors; cs++ {
		c.add(rules.LandIdentity(&card.Def{Colors: cs}, nil))
	}
	c.add(extra...)
	return c
}

func (c *Cards) add(defs ...*card.Def) {
	for _, d := range defs {
		if d == nil {
			continue
		}
		if k := cardKey(d); c.byKey[k] == nil {
			c.byKey[k] = d
		}
	}
}

// cardKey is how d is named on the wire.
func cardKey(d *card.Def) string {
	if d.Token {
		return "token:" + d.Set + "/" + d.Name
	}
	return d.Set + "/" + d.Name
}

// key returns d's wire name ("" for nil: a hidden card).
func (c *Cards) key(d *card.Def) string {
	if d == nil {
		return ""
	}
	return cardKey(d)
}

// def returns the definition named k (nil for ""), or an error saying the
// card is not in this computer's sets.
func (c *Cards) def(k string) (*card.Def, error) {
	if k == "" {
		return nil, nil
	}
	if d := c.byKey[k]; d != nil {
		return d, nil
	}
	if len(k) > 80 {
		k = k[:80]
	}
	return nil, fmt.Errorf("the table plays the card %q, which this computer does not have: both computers need the same card sets", k)
}
