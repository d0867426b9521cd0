package card

import (
	"fmt"
	"io"
	"path"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Deck is a list of cards to play with: a main deck, a sideboard and,
// for an archenemy, a scheme deck.
type Deck struct {
	Name string
	Main []DeckEntry
	Side []DeckEntry
	// Schemes is the scheme deck (Archenemy), empty for most decks.
	Schemes []DeckEntry
}

// DeckEntry is some copies of one card.
type DeckEntry struct {
	Count int
	Card  *Def
}

// ParseDeck reads a deck file. Each line is "COUNT Card Name" (COUNT from
// 1 to 99, "4x" also accepted); blank lines and lines starting with '#'
// are ignored; an optional "name: Deck Name" line before the cards names
// the deck (otherwise it is named after the file); a line "Sideboard"
// starts the sideboard and a line "Schemes" the scheme deck (each at most
// once, in either order, after the main deck; a colon after either word is
// allowed). Only scheme cards go in the scheme deck, and scheme cards go
// nowhere else; the scheme deck's size is checked when a game is set up
// (CheckSchemeDeck), not here. Card names are looked up in lib. A byte-order
// mark at the start is skipped; a file over MaxDeckFileSize, a line over
// MaxLine bytes or a name over MaxName characters is refused. Errors name
// the file and line.
func ParseDeck(name string, r io.Reader, lib *Library) (*Deck, error) {
	base := name[strings.LastIndexAny(name, `/\`)+1:]
	d := &Deck{Name: strings.TrimSuffix(base, path.Ext(base))}
	lr := NewLineReader(r, name, "deck file", MaxDeckFileSize)
	section, named, started := sectionMain, false, false
	seen := map[deckSection]bool{}
	errf := func(format string, args ...any) error {
		return &Error{File: name, Line: lr.Line(), Msg: fmt.Sprintf(format, args...)}
	}
	for lr.Next() {
		s := strings.TrimSpace(lr.Text())
		if s == "" || s[0] == '#' {
			continue
		}
		if !utf8.ValidString(s) {
			return nil, errf("invalid UTF-8")
		}
		if sec, ok := sectionLine(s); ok {
			if seen[sec] {
				return nil, errf("second %s line", sec)
			}
			seen[sec], section, started = true, sec, true
			continue
		}
		if k, v, ok := strings.Cut(s, ":"); ok && strings.TrimSpace(k) == "name" {
			if named || started {
				return nil, errf("name: must come once, before the cards")
			}
			d.Name, named = strings.TrimSpace(v), true
			if d.Name == "" {
				return nil, errf("empty name:")
			}
			if err := checkLength(d.Name); err != nil {
				return nil, errf("deck name: %v", err)
			}
			continue
		}
		num, cardName, ok := strings.Cut(s, " ")
		num = strings.TrimSuffix(num, "x")
		n, err := strconv.Atoi(num)
		if !ok || err != nil || n < 1 || n > 99 {
			return nil, errf("expected \"COUNT Card Name\", got %s", Quote(s))
		}
		cardName = strings.TrimSpace(cardName)
		if err := checkLength(cardName); err != nil {
			return nil, errf("card name: %v", err)
		}
		c, found := lib.Card(cardName)
		if !found {
			if _, tok := lib.Token(cardName); tok {
				return nil, errf("%q is a token, not a card", cardName)
			}
			return nil, errf("unknown card %q", cardName)
		}
		started = true
		e := DeckEntry{Count: n, Card: c}
		isScheme := c.Types.Has(Scheme)
		switch {
		case section == sectionSchemes && !isScheme:
			return nil, errf("%q is not a scheme; only schemes go under Schemes", c.Name)
		case section != sectionSchemes && isScheme:
			return nil, errf("%q is a scheme; list it under a Schemes line", c.Name)
		case section == sectionSchemes:
			d.Schemes = append(d.Schemes, e)
		case section == sectionSide:
			d.Side = append(d.Side, e)
		default:
			d.Main = append(d.Main, e)
		}
	}
	if err := lr.Err(); err != nil {
		return nil, err
	}
	return d, nil
}

// Cards returns the main deck with each entry repeated Count times, in
// file order.
func (d *Deck) Cards() []*Def {
	var out []*Def
	for _, e := range d.Main {
		for i := 0; i < e.Count; i++ {
			out = append(out, e.Card)
		}
	}
	return out
}

// SchemeCards returns the scheme deck with each entry repeated Count
// times, in file order (nil when the deck has no scheme deck).
func (d *Deck) SchemeCards() []*Def {
	var out []*Def
	for _, e := range d.Schemes {
		for i := 0; i < e.Count; i++ {
			out = append(out, e.Card)
		}
	}
	return out
}

// Size returns the number of cards in the main deck.
func (d *Deck) Size() int {
	n := 0
	for _, e := range d.Main {
		n += e.Count
	}
	return n
}

// Format writes the deck in the deck file format; ParseDeck reads it back
// to an equal deck.
func (d *Deck) Format() string {
	var b strings.Builder
	if d.Name != "" {
		b.WriteString("name: " + d.Name + "\n\n")
	}
	for _, e := range d.Main {
		fmt.Fprintf(&b, "%d %s\n", e.Count, e.Card.Name)
	}
	if len(d.Side) > 0 {
		b.WriteString("\nSideboard\n")
		for _, e := range d.Side {
			fmt.Fprintf(&b, "%d %s\n", e.Count, e.Card.Name)
		}
	}
	if len(d.Schemes) > 0 {
		b.WriteString("\nSchemes\n")
		for _, e := range d.Schemes {
			fmt.Fprintf(&b, "%d %s\n", e.Count, e.Card.Name)
		}
	}
	return b.String()
}
