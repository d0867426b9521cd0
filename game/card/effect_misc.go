package card

import (
	"strings"

	"github.com/kitchentable/kitchentable/game/mana"
)

// parseCreate reads "create [N|X] Token Name".
func (p *parser) parseCreate(e *Effect, words []string) error {
	e.Amount = 1
	if len(words) > 0 && isAmount(words[0]) {
		e.Amount, e.AmountX, _ = parseAmount(words[0])
		words = words[1:]
		if !e.AmountX && e.Amount < 1 {
			return p.errf("create amount must be at least 1")
		}
	}
	if len(words) == 0 {
		return p.errf("create needs a token name")
	}
	ph := &Def{Name: strings.Join(words, " ")}
	e.Token = ph
	p.pending = append(p.pending, tokenRef{placeholder: ph, line: p.line})
	return nil
}

// parseSearch reads "search basic-land to:hand|battlefield".
func (p *parser) parseSearch(e *Effect, words []string) error {
	if len(words) != 2 || words[0] != "basic-land" || (words[1] != "to:hand" && words[1] != "to:battlefield") {
		return p.errf("search must be \"search basic-land to:hand\" or \"search basic-land to:battlefield\"")
	}
	e.Amount = 1
	e.ToBattlefield = words[1] == "to:battlefield"
	return nil
}

// allColorKinds is the ManaKinds mask of the five colours.
const allColorKinds = uint8(mana.AllColors)

// parseAdd reads "add [N] MANA": MANA is "any" (one colour of choice),
// one symbol such as {G} or {C}, a repeated symbol such as {G}{G}, or a
// choice such as {W}/{U}.
func (p *parser) parseAdd(e *Effect, words []string) error {
	e.Amount = 1
	counted := false
	if len(words) == 2 {
		n, x, ok := parseAmount(words[0])
		if !ok || x || n < 1 {
			return p.errf("add amount %q must be a number from 1 to 99", words[0])
		}
		e.Amount, counted = n, true
		words = words[1:]
	}
	if len(words) != 1 {
		return p.errf("add needs one mana form: {G}, {C}, {G}{G}, {W}/{U} or any")
	}
	w := words[0]
	switch {
	case w == "any":
		e.ManaKinds = allColorKinds
	case strings.Contains(w, "/"):
		for _, s := range strings.Split(w, "/") {
			k, ok := manaSymbol(s)
			if !ok {
				return p.errf("add: bad mana symbol %q", s)
			}
			if e.ManaKinds&k.Bit() != 0 {
				return p.errf("add: %s listed twice", s)
			}
			e.ManaKinds |= k.Bit()
		}
	default:
		n := 0
		for rest := w; rest != ""; n++ {
			end := strings.IndexByte(rest, '}')
			if end < 0 {
				return p.errf("add: bad mana symbol %q", rest)
			}
			k, ok := manaSymbol(rest[:end+1])
			if !ok {
				return p.errf("add: bad mana symbol %q", rest[:end+1])
			}
			if n > 0 && e.ManaKinds != k.Bit() {
				return p.errf("add makes one kind of mana: write {R}/{G} for a choice, or two add effects")
			}
			e.ManaKinds = k.Bit()
			rest = rest[end+1:]
		}
		if counted && n > 1 {
			return p.errf("add: give a count or repeat the symbol, not both")
		}
		if !counted {
			e.Amount = int8(n)
		}
	}
	if e.Amount > 20 {
		return p.errf("add: at most 20 mana")
	}
	return nil
}

// manaSymbol reads one of {W} {U} {B} {R} {G} {C}.
func manaSymbol(s string) (mana.Kind, bool) {
	if len(s) != 3 || s[0] != '{' || s[2] != '}' {
		return 0, false
	}
	if s[1] == 'C' {
		return mana.Colorless, true
	}
	i := strings.IndexByte("WUBRG", s[1])
	if i < 0 {
		return 0, false
	}
	return mana.Kind(i), true
}
