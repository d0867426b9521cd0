package card

import (
	"strings"
	"unicode"
)

// TypeLine returns the card's type line, e.g. "Creature — Elf Druid" or
// "Legendary Enchantment — Aura". Tokens start with "Token".
func (d *Def) TypeLine() string {
	var words []string
	for _, s := range supertypeOrder {
		if d.Super.Has(s) {
			words = append(words, s.String())
		}
	}
	if d.Token {
		words = append(words, "Token")
	}
	for _, t := range typeOrder {
		if d.Types.Has(t) {
			words = append(words, t.String())
		}
	}
	line := strings.Join(words, " ")
	if len(d.Subtypes) > 0 {
		line += " — " + strings.Join(d.Subtypes, " ")
	}
	return line
}

// typeLine reads "[supertypes] types [— subtypes]"; the dash may be
// written "—", "–" or "-".
func (p *parser) typeLine(val string) error {
	d := p.cur
	for _, dash := range []string{"—", "–"} {
		val = strings.ReplaceAll(val, dash, " - ")
	}
	words := strings.Fields(val)
	sub := false
	for _, w := range words {
		if w == "-" {
			if sub {
				return p.errf("type line has two dashes")
			}
			sub = true
			continue
		}
		if sub {
			if !validSubtype(w) {
				return p.errf("subtype %q must be a capitalised word", w)
			}
			for _, s := range d.Subtypes {
				if s == w {
					return p.errf("subtype %s listed twice", w)
				}
			}
			d.Subtypes = append(d.Subtypes, w)
			continue
		}
		if st, ok := findSupertype(w); ok {
			if d.Super.Has(st) {
				return p.errf("supertype %s listed twice", st)
			}
			d.Super |= Supertypes(st)
			continue
		}
		t, ok := findType(w)
		if !ok {
			if w == "Token" || w == "token" {
				return p.errf("write token: NAME instead of a Token type")
			}
			return p.errf("unknown card type %q", w)
		}
		if d.Types.Has(t) {
			return p.errf("type %s listed twice", t)
		}
		d.Types = d.Types.With(t)
	}
	switch {
	case d.Types == 0:
		return p.errf("type line %q names no card type", val)
	case sub && len(d.Subtypes) == 0:
		return p.errf("no subtypes after the dash")
	}
	return p.checkTypes()
}

func (p *parser) checkTypes() error {
	d := p.cur
	ts := d.Types
	spell := ts.Has(Instant) || ts.Has(Sorcery)
	switch {
	case ts.Has(Instant) && ts.Has(Sorcery):
		return p.errf("a card cannot be both instant and sorcery")
	case spell && ts.IsPermanent():
		return p.errf("an instant or sorcery cannot also be a permanent type")
	case ts.Has(Scheme) && ts != Types(Scheme):
		return p.errf("a scheme has no other card types")
	case d.Super.Has(Basic) && ts != Types(Land):
		return p.errf("only lands can be basic")
	case d.Super.Has(Ongoing) && !ts.Has(Scheme):
		return p.errf("only schemes can be ongoing")
	}
	for _, s := range d.Subtypes {
		switch {
		case s == "Aura" && !ts.Has(Enchantment):
			return p.errf("an Aura must be an enchantment")
		case s == "Equipment" && !ts.Has(Artifact):
			return p.errf("Equipment must be an artifact")
		}
	}
	return nil
}

func findSupertype(w string) (Supertype, bool) {
	for _, s := range supertypeOrder {
		if strings.EqualFold(w, s.String()) {
			return s, true
		}
	}
	return 0, false
}

func findType(w string) (Type, bool) {
	for _, t := range typeOrder {
		if strings.EqualFold(w, t.String()) {
			return t, true
		}
	}
	return 0, false
}

// validSubtype accepts a capitalised word of letters, with inner
// apostrophes or hyphens ("Elf", "Assembly-Worker").
func validSubtype(w string) bool {
	for i, r := range w {
		switch {
		case i == 0:
			if !unicode.IsUpper(r) {
				return false
			}
		case unicode.IsLetter(r), r == '\'' || r == '-':
		default:
			return false
		}
	}
	return w != ""
}
