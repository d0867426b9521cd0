package card

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxListWarnings is the most warnings ParseDeckList returns; one more
// says how many were left out.
const MaxListWarnings = 20

// ParseDeckList reads a deck list in the text form players share, more
// leniently than ParseDeck: it is for lists pasted from elsewhere.
//
//   - Card lines are "4 Card Name" or "4x Card Name" (1 to 99 copies); a
//     line that is exactly a card's name is one copy. Lines for the same
//     card are added together.
//   - A set code and collector number after the name are ignored:
//     "4 Card Name (HTH) 123", "4 Card Name [HTH]", "4 Card Name (HTH)",
//     and a "*F*" foil mark.
//   - Headers "Deck", "Main", "Mainboard", "Main deck" start the main deck;
//     "Sideboard", "Side" start the sideboard, whose cards are kept apart
//     in Deck.Side; "SB: 2 Card Name" puts one line in the sideboard;
//     "Schemes" starts the scheme deck. A colon after a header is allowed,
//     and a header may be repeated. "Commander", "Companion" and
//     "Maybeboard" sections are left out, with a warning.
//   - Group titles ("Creatures", "Lands (24)"), "name: Deck Name", "About"
//     and "Name Deck Name" lines, blank lines and comments starting with
//     "//" or "#" are skipped.
//
// A card the library does not know, a token, a scheme outside the scheme
// deck (or a non-scheme inside it) and a line that is not a card line are
// left out and reported as warnings naming the line: `line 3: no card
// called "Lightning Bolt"`. Input over MaxDeckFileSize, a line over
// MaxLine bytes or text with no card line at all is an error. The deck is
// named name.
func ParseDeckList(name string, r io.Reader, lib *Library) (*Deck, []string, error) {
	p := listParser{d: &Deck{Name: name}, lib: lib, at: map[listKey]int{}}
	lr := NewLineReader(r, "the deck list", "deck list", MaxDeckFileSize)
	for lr.Next() {
		p.line = lr.Line()
		p.read(lr.Text())
	}
	if err := lr.Err(); err != nil {
		if e, ok := err.(*Error); ok {
			return nil, nil, fmt.Errorf("card: line %d of the deck list: %s", e.Line, e.Msg)
		}
		return nil, nil, fmt.Errorf("card: the deck list is larger than %s; a deck list may be at most %[1]s", FormatSize(MaxDeckFileSize))
	}
	if !p.cardLines {
		return nil, p.warnings(), fmt.Errorf("card: the deck list has no card lines (like \"4 Card Name\")")
	}
	return p.d, p.warnings(), nil
}

// listSection is where the card lines of a deck list go.
type listSection uint8

const (
	listMain listSection = iota
	listSide
	listSchemes
	// listSkipped is a section left out (Commander, Maybeboard…).
	listSkipped
)

// listKey is one card in one section, to add up its lines.
type listKey struct {
	sec listSection
	d   *Def
}

// listParser is the state of ParseDeckList.
type listParser struct {
	d         *Deck
	lib       *Library
	sec       listSection
	line      int
	cardLines bool
	warn      []string
	// at is the index of each card's entry in its section.
	at map[listKey]int
}

// warnf notes a warning about the current line.
func (p *listParser) warnf(format string, args ...any) {
	p.warn = append(p.warn, fmt.Sprintf("line %d: ", p.line)+fmt.Sprintf(format, args...))
}

// warnings returns the warnings, at most MaxListWarnings and a line
// saying how many more there were.
func (p *listParser) warnings() []string {
	if len(p.warn) <= MaxListWarnings {
		return p.warn
	}
	w := slices.Clone(p.warn[:MaxListWarnings])
	return append(w, fmt.Sprintf("and %d more", len(p.warn)-MaxListWarnings))
}

// read handles one line of the list.
func (p *listParser) read(raw string) {
	s := strings.TrimSpace(raw)
	if s == "" || strings.HasPrefix(s, "#") || strings.HasPrefix(s, "//") {
		return
	}
	if !utf8.ValidString(s) {
		p.warnf("the line is not readable text")
		return
	}
	if sec, skip, ok := listHeader(s); ok {
		p.sec = sec
		if sec == listSkipped {
			p.warnf("the %s section is left out", Quote(skip))
		}
		return
	}
	sec := p.sec
	if rest, ok := cutFold(s, "SB:"); ok {
		s, sec = strings.TrimSpace(rest), listSide
	}
	n, rest, counted := listCount(s)
	d, found := p.find(rest)
	switch {
	case !counted && !found:
		if !isListTitle(s) {
			p.warnf("%s is not a card line (like \"4 Card Name\")", Quote(s))
		}
		return
	case n < 1 || n > 99:
		p.cardLines = true
		p.warnf("%d copies of %s: a line gives 1 to 99", n, Quote(rest))
		return
	}
	p.cardLines = true
	if !found {
		if _, tok := p.lib.Token(bareName(rest)); tok {
			p.warnf("%s is a token, not a card", Quote(bareName(rest)))
		} else {
			p.warnf("no card called %s", Quote(bareName(rest)))
		}
		return
	}
	if sec == listSkipped {
		return
	}
	scheme := d.Types.Has(Scheme)
	switch {
	case scheme && sec != listSchemes:
		p.warnf("%s is a scheme: it goes in a scheme deck, under a Schemes line", Quote(d.Name))
		return
	case !scheme && sec == listSchemes:
		p.warnf("%s is not a scheme: only schemes go under Schemes", Quote(d.Name))
		return
	}
	p.add(sec, d, n)
}

// add puts n copies of d in section sec, on the card's entry if it has
// one.
func (p *listParser) add(sec listSection, d *Def, n int) {
	list := &p.d.Main
	switch sec {
	case listSide:
		list = &p.d.Side
	case listSchemes:
		list = &p.d.Schemes
	}
	k := listKey{sec, d}
	if i, ok := p.at[k]; ok {
		(*list)[i].Count += n
		return
	}
	p.at[k] = len(*list)
	*list = append(*list, DeckEntry{Count: n, Card: d})
}

// find looks up a card line's name: as it is, then without a set code,
// collector number or foil mark after it.
func (p *listParser) find(name string) (*Def, bool) {
	if name == "" {
		return nil, false
	}
	if d, ok := p.lib.Card(name); ok {
		return d, true
	}
	if b := bareName(name); b != name && b != "" {
		return p.lib.Card(b)
	}
	return nil, false
}

// listCount splits "4 Name" or "4x Name" into 4 and "Name". A line with
// no count is one copy of the whole line; counted is false then.
func listCount(s string) (n int, rest string, counted bool) {
	num, rest, ok := strings.Cut(s, " ")
	if !ok {
		return 1, s, false
	}
	num = strings.TrimSuffix(strings.TrimSuffix(num, "x"), "X")
	n, err := strconv.Atoi(num)
	if err != nil || num == "" || num[0] == '+' || num[0] == '-' {
		return 1, s, false
	}
	return n, strings.TrimSpace(rest), true
}

// bareName strips what deck lists put after a card's name: a "*F*" foil
// mark, a collector number after a set code in parentheses ("(HTH) 123"),
// and the set code in parentheses or brackets ("(HTH)", "[HTH]").
func bareName(s string) string {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "*F*"))
	// "(HTH) 123": drop the number when a set code comes before it.
	if i := strings.LastIndexByte(s, ' '); i > 0 && isCollector(s[i+1:]) && strings.HasSuffix(s[:i], ")") {
		s = s[:i]
	}
	for _, br := range []struct{ open, close string }{{"(", ")"}, {"[", "]"}} {
		if !strings.HasSuffix(s, br.close) {
			continue
		}
		i := strings.LastIndex(s, br.open)
		if i > 0 && isSetCode(s[i+1:len(s)-1]) {
			return strings.TrimSpace(s[:i])
		}
	}
	return s
}

// isSetCode reports whether s looks like a set code: 2 to 6 letters and
// digits (a bracketed code may carry a number after a colon, "HTH:12").
func isSetCode(s string) bool {
	s, _, _ = strings.Cut(s, ":")
	if len(s) < 2 || len(s) > 6 {
		return false
	}
	for _, r := range s {
		if r > unicode.MaxASCII || !(unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return false
		}
	}
	return true
}

// isCollector reports whether s looks like a collector number: digits,
// perhaps with a letter or two ("123", "45a", "A12").
func isCollector(s string) bool {
	digits := 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r > unicode.MaxASCII || !unicode.IsLetter(r):
			return false
		}
	}
	return digits > 0 && len(s) <= 8
}

// listHeader reports whether s is a section header, which section it
// starts, and for a section left out, its word.
func listHeader(s string) (sec listSection, word string, ok bool) {
	w := strings.ToLower(strings.TrimSpace(strings.TrimSuffix(s, ":")))
	switch w {
	case "deck", "main", "maindeck", "main deck", "mainboard":
		return listMain, "", true
	case "sideboard", "side", "side board":
		return listSide, "", true
	case "schemes", "scheme deck":
		return listSchemes, "", true
	case "commander", "companion", "maybeboard", "considering":
		return listSkipped, strings.TrimSuffix(s, ":"), true
	}
	return listMain, "", false
}

// groupTitles are the words of group title lines deck lists use between
// their cards.
var groupTitles = []string{
	"creature", "creatures", "instant", "instants", "sorcery", "sorceries",
	"enchantment", "enchantments", "artifact", "artifacts", "land", "lands",
	"spells", "other spells", "planeswalkers", "other", "basic lands",
}

// isListTitle reports whether s is a line deck lists put between their
// cards: a group title ("Creatures", "Lands (24)", "Instants: 4"), a
// "name: Deck Name" line, or Arena's "About" and "Name Deck Name".
func isListTitle(s string) bool {
	w := strings.ToLower(strings.TrimSpace(s))
	if w == "about" || strings.HasPrefix(w, "name ") || strings.HasPrefix(w, "name:") {
		return true
	}
	if i := strings.IndexAny(w, "(:"); i > 0 {
		w = strings.TrimSpace(w[:i])
	}
	return slices.Contains(groupTitles, w)
}

// cutFold is strings.CutPrefix ignoring case.
func cutFold(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix) {
		return s[len(prefix):], true
	}
	return s, false
}

// Group is the part of a deck list a card is listed in, by its type.
type Group uint8

// The groups, in the order deck lists show them.
const (
	GroupCreature Group = iota
	GroupInstant
	GroupSorcery
	GroupEnchantment
	GroupArtifact
	GroupLand
	GroupOther
	// NumGroups is the number of groups.
	NumGroups
)

var groupNames = [NumGroups]string{"Creatures", "Instants", "Sorceries", "Enchantments", "Artifacts", "Lands", "Other"}

// String returns the group's title: "Creatures", "Lands".
func (g Group) String() string {
	if g >= NumGroups {
		return "Group(" + strconv.Itoa(int(g)) + ")"
	}
	return groupNames[g]
}

// GroupOf returns the group d is listed in: lands first (an artifact land
// is a land), then creatures, instants, sorceries, artifacts and
// enchantments.
func GroupOf(d *Def) Group {
	switch t := d.Types; {
	case t.Has(Land):
		return GroupLand
	case t.Has(Creature):
		return GroupCreature
	case t.Has(Instant):
		return GroupInstant
	case t.Has(Sorcery):
		return GroupSorcery
	case t.Has(Artifact):
		return GroupArtifact
	case t.Has(Enchantment):
		return GroupEnchantment
	}
	return GroupOther
}

// FormatDeckList writes cards as a deck list players share and
// ParseDeckList reads back: a "Deck" line, then one
// "COUNT Card Name" line per card, grouped by GroupOf under "// Creatures
// (20)" comment lines, each group by mana value then name, basic lands
// last among the lands.
func FormatDeckList(cards []*Def) string {
	count := map[*Def]int{}
	var order []*Def
	for _, d := range cards {
		if count[d] == 0 {
			order = append(order, d)
		}
		count[d]++
	}
	slices.SortStableFunc(order, func(a, b *Def) int {
		if c := int(GroupOf(a)) - int(GroupOf(b)); c != 0 {
			return c
		}
		if c := boolInt(a.Super.Has(Basic)) - boolInt(b.Super.Has(Basic)); c != 0 {
			return c
		}
		if c := a.Cost.ManaValue() - b.Cost.ManaValue(); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	var b strings.Builder
	b.WriteString("Deck\n")
	for i := 0; i < len(order); {
		g := GroupOf(order[i])
		j, n := i, 0
		for ; j < len(order) && GroupOf(order[j]) == g; j++ {
			n += count[order[j]]
		}
		if i > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "// %s (%d)\n", g, n)
		for _, d := range order[i:j] {
			fmt.Fprintf(&b, "%d %s\n", count[d], d.Name)
		}
		i = j
	}
	return b.String()
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
