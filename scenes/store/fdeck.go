package store

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
)

// maxCopies is the most copies of one card a deck file line may give.
const maxCopies = 99

// ParseFDeck reads a FourCuatro deck file: one "COUNT NAME" line per card
// (COUNT from 1 to 99, NAME a card of cards, matched ignoring case); blank
// lines and lines starting with '#' are ignored, and a card may have only
// one line. It returns the deck in file order, each card repeated COUNT
// times. It does not check that the deck is legal (see
// fourcuatro.CheckConstructed). Errors are *fourcuatro.ParseError values
// naming file and line.
func ParseFDeck(file string, r io.Reader, cards []*fourcuatro.Def) ([]*fourcuatro.Def, error) {
	byName := make(map[string]*fourcuatro.Def, len(cards))
	for _, d := range cards {
		byName[strings.ToLower(d.Name)] = d
	}
	firstLine := map[*fourcuatro.Def]int{}
	var deck []*fourcuatro.Def
	sc := bufio.NewScanner(r)
	line := 0
	fail := func(format string, args ...any) error {
		return &fourcuatro.ParseError{File: file, Line: line, Msg: fmt.Sprintf(format, args...)}
	}
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		count, name, _ := strings.Cut(text, " ")
		n, err := strconv.Atoi(count)
		name = strings.TrimSpace(name)
		if err != nil || name == "" {
			return nil, fail("expected \"COUNT Card Name\", got %q", text)
		}
		if n < 1 || n > maxCopies {
			return nil, fail("%d copies of %s: a line gives 1 to %d", n, name, maxCopies)
		}
		d, ok := byName[strings.ToLower(name)]
		if !ok {
			return nil, fail("%q is not a FourCuatro card", name)
		}
		if at, dup := firstLine[d]; dup {
			return nil, fail("a second line for %s (the first is line %d)", d.Name, at)
		}
		firstLine[d] = line
		for range n {
			deck = append(deck, d)
		}
	}
	if err := sc.Err(); err != nil {
		line++
		return nil, fail("%v", err)
	}
	return deck, nil
}

// FormatFDeck returns deck as a deck file that ParseFDeck reads back: a
// comment line naming it, then one "COUNT NAME" line per card, in the
// order of cards (cards not in that list follow, in deck order).
func FormatFDeck(name string, deck, cards []*fourcuatro.Def) string {
	counts := map[*fourcuatro.Def]int{}
	for _, d := range deck {
		counts[d]++
	}
	order := make([]*fourcuatro.Def, 0, len(counts))
	placed := map[*fourcuatro.Def]bool{}
	for _, d := range append(slices.Clip(cards), deck...) {
		if counts[d] > 0 && !placed[d] {
			order = append(order, d)
			placed[d] = true
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# FourCuatro deck %q: %d cards, one \"COUNT Card Name\" line per card\n", name, len(deck))
	for _, d := range order {
		fmt.Fprintf(&b, "%d %s\n", counts[d], d.Name)
	}
	return b.String()
}
