package card

import "strings"

// Keyword is one keyword ability bit.
type Keyword uint16

// The keywords.
const (
	Flying Keyword = 1 << iota
	Reach
	FirstStrike
	DoubleStrike
	Deathtouch
	Lifelink
	Trample
	Vigilance
	Haste
	Defender
	Menace
	Flash
	Hexproof
	Indestructible
	numKeywords = iota
)

var keywordNames = [...]string{
	"flying", "reach", "first strike", "double strike", "deathtouch", "lifelink",
	"trample", "vigilance", "haste", "defender", "menace", "flash", "hexproof", "indestructible",
}

// String returns the keyword's name in lower case, e.g. "first strike".
func (k Keyword) String() string {
	for i := 0; i < numKeywords; i++ {
		if k == 1<<i {
			return keywordNames[i]
		}
	}
	return "keyword?"
}

// ParseKeyword reads a keyword name ("first strike" or "first-strike").
func ParseKeyword(s string) (Keyword, bool) {
	s = strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), "-", " ")
	for i, n := range keywordNames {
		if n == s {
			return Keyword(1 << i), true
		}
	}
	return 0, false
}

// Keywords is a set of keywords.
type Keywords uint16

// Has reports whether k is in the set.
func (s Keywords) Has(k Keyword) bool { return uint16(s)&uint16(k) != 0 }

// With returns the set with k added.
func (s Keywords) With(k Keyword) Keywords { return Keywords(uint16(s) | uint16(k)) }

// List returns the keywords in canonical order.
func (s Keywords) List() []Keyword {
	var out []Keyword
	for i := 0; i < numKeywords; i++ {
		if s.Has(Keyword(1 << i)) {
			out = append(out, Keyword(1<<i))
		}
	}
	return out
}

// String joins the keyword names with ", ".
func (s Keywords) String() string {
	parts := make([]string, 0, 4)
	for _, k := range s.List() {
		parts = append(parts, k.String())
	}
	return strings.Join(parts, ", ")
}
