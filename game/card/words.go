package card

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// phraseMode says how specPhrase describes a target spec.
type phraseMode uint8

const (
	modeTarget phraseMode = iota // "target creature you control", "another target creature"
	modeEach                     // "each creature your opponents control"
	modeAll                      // "all creatures your opponents control"
	modePlural                   // "creatures you control", "all creatures"
	modeA                        // "a creature", "another creature"
	modeBare                     // "creature you control" (enchant)
)

// kindNoun returns the singular and plural nouns for a target kind.
func kindNoun(k TargetKind) (string, string) {
	switch k {
	case AnyTarget:
		return "creature or player", "creatures and players"
	case ArtifactOrEnchantment:
		return "artifact or enchantment", "artifacts and enchantments"
	case InstantOrSorcerySpell:
		return "instant or sorcery spell", "instant and sorcery spells"
	}
	s := strings.ReplaceAll(k.String(), "-", " ")
	return s, s + "s"
}

// specPhrase describes a target spec in English.
func specPhrase(t TargetSpec, mode phraseMode) string {
	if t.Kind == AnyTarget && mode == modeTarget {
		return "any target"
	}
	sing, plur := kindNoun(t.Kind)
	plural := mode == modeAll || mode == modePlural
	noun := sing
	if plural {
		noun = plur
	}
	if t.Subtype != "" {
		noun = t.Subtype + " " + noun
	}
	var s string
	switch mode {
	case modeTarget:
		s = "target " + noun
		if t.Other {
			s = "another " + s
		}
	case modeEach:
		s = "each " + noun
		if t.Other {
			s = "each other " + noun
		}
	case modeAll:
		s = "all " + noun
		if t.Other {
			s = "all other " + noun
		}
	case modePlural:
		s = noun
		switch {
		case t.Other:
			s = "other " + noun
		case t.Controller == AnyController:
			s = "all " + noun
		}
	case modeA:
		s = withArticle(noun)
		if t.Other {
			s = "another " + noun
		}
	default:
		s = noun
		if t.Other {
			s = "other " + noun
		}
	}
	switch t.Controller {
	case YouControl:
		s += " you control"
	case OpponentControls:
		if plural || mode == modeEach {
			s += " your opponents control"
		} else {
			s += " an opponent controls"
		}
	}
	if t.MaxPower > 0 {
		s += " with power " + itoa(int(t.MaxPower)) + " or less"
	}
	return s
}

// verb conjugates a verb for a third-person subject: "get" -> "gets",
// unless plural.
func verb(v string, plural bool) string {
	if plural {
		return v
	}
	if v == "have" {
		return "has"
	}
	return v + "s"
}

// keywordList writes keywords in lower case: "flying", "flying and
// trample", "first strike, vigilance, and lifelink".
func keywordList(k Keywords) string {
	var names []string
	for _, kw := range k.List() {
		names = append(names, kw.String())
	}
	return joinAnd(names)
}

func joinAnd(s []string) string { return joinList(s, "and") }

func joinOr(s []string) string { return joinList(s, "or") }

func joinList(s []string, conj string) string {
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	case 2:
		return s[0] + " " + conj + " " + s[1]
	}
	return strings.Join(s[:len(s)-1], ", ") + ", " + conj + " " + s[len(s)-1]
}

var numberWords = [...]string{"zero", "one", "two", "three", "four", "five", "six",
	"seven", "eight", "nine", "ten"}

// numberWord writes small numbers as words: 2 -> "two"; 11 -> "11".
func numberWord(n int) string {
	if n >= 0 && n < len(numberWords) {
		return numberWords[n]
	}
	return itoa(n)
}

// count writes "a card", "two cards" or "X cards".
func count(n int8, x bool, sing, plur string) string {
	switch {
	case x:
		return "X " + plur
	case n == 1:
		return withArticle(sing)
	}
	return numberWord(int(n)) + " " + plur
}

// amount writes an effect's amount in digits, or "X".
func amount(e *Effect) string {
	if e.AmountX {
		return "X"
	}
	return itoa(int(e.Amount))
}

// withArticle puts "a" or "an" before a noun phrase.
func withArticle(s string) string {
	if s == "" {
		return s
	}
	switch {
	case strings.ContainsRune("aeiouAEIOU", rune(s[0])),
		strings.HasPrefix(s, "8"), strings.HasPrefix(s, "11/"), strings.HasPrefix(s, "18/"):
		return "an " + s
	}
	return "a " + s
}

// capitalize upper-cases the first letter of s.
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

func itoa(n int) string { return strconv.Itoa(n) }
