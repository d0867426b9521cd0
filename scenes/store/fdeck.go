package store

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/fourcuatro"
)

// maxCopies is the most copies of one card a deck file line may give.
const maxCopies = 99

// ParseFDeck reads a FourCuatro deck file: one "COUNT NAME" line per card
// (COUNT from 1 to 99, NAME a card of cards, matched ignoring case); blank
// lines and lines starting with '#' are ignored, and a card may have only
// one line. A byte-order mark at the start is skipped. A file with nothing
// in it, one over card.MaxDeckFileSize bytes or with a line over
// card.MaxLine bytes is refused. It returns the deck in file order, each
// card repeated COUNT times. It does not check that the deck is legal (see
// fourcuatro.CheckConstructed). Errors are *fourcuatro.ParseError values
// naming file and line.
func ParseFDeck(file string, r io.Reader, cards []*fourcuatro.Def) ([]*fourcuatro.Def, error) {
	byName := make(map[string]*fourcuatro.Def, len(cards))
	for _, d := range cards {
		byName[strings.ToLower(d.Name)] = d
	}
	firstLine := map[*fourcuatro.Def]int{}
	var deck []*fourcuatro.Def
	line, empty := 0, true
	fail := func(format string, args ...any) error {
		return &fourcuatro.ParseError{File: file, Line: max(line, 1), Msg: fmt.Sprintf(format, args...)}
	}
	if err := checkFDeckSize(r, fail); err != nil {
		return nil, err
	}
	lim := &io.LimitedReader{R: r, N: card.MaxDeckFileSize + 1}
	sc := bufio.NewScanner(lim)
	sc.Buffer(make([]byte, 0, 4096), card.MaxLine+1)
	for sc.Scan() && lim.N > 0 {
		line++
		text := sc.Text()
		if line == 1 {
			text = strings.TrimPrefix(text, "\ufeff")
		}
		text = strings.TrimSpace(text)
		if text != "" {
			empty = false
		}
		if text == "" || text[0] == '#' {
			continue
		}
		count, name, _ := strings.Cut(text, " ")
		n, err := strconv.Atoi(count)
		name = strings.TrimSpace(name)
		if err != nil || name == "" {
			return nil, fail("expected \"COUNT Card Name\", got %s", clip(text))
		}
		if n < 1 || n > maxCopies {
			return nil, fail("%d copies of %s: a line gives 1 to %d", n, shorten(name), maxCopies)
		}
		d, ok := byName[strings.ToLower(name)]
		if !ok {
			return nil, fail("%s is not a FourCuatro card", clip(name))
		}
		if at, dup := firstLine[d]; dup {
			return nil, fail("a second line for %s (the first is line %d)", d.Name, at)
		}
		firstLine[d] = line
		for range n {
			deck = append(deck, d)
		}
	}
	switch err := sc.Err(); {
	case lim.N <= 0:
		line = 0
		return nil, fail("the deck file is larger than %s; a deck file may be at most %[1]s", card.FormatSize(card.MaxDeckFileSize))
	case errors.Is(err, bufio.ErrTooLong):
		line++
		return nil, fail("the line is longer than %d bytes", card.MaxLine)
	case err != nil:
		line++
		return nil, fail("cannot read the deck file: %s", card.DescribeFileError(err))
	case empty:
		line = 0
		return nil, fail("the deck file is empty")
	}
	return deck, nil
}

// checkFDeckSize refuses, before reading it, a deck file r (when it is a
// file) over card.MaxDeckFileSize, saying how big it is.
func checkFDeckSize(r io.Reader, fail func(string, ...any) error) error {
	f, ok := r.(interface{ Stat() (fs.FileInfo, error) })
	if !ok {
		return nil
	}
	info, err := f.Stat()
	if err != nil || info.Size() <= card.MaxDeckFileSize {
		return nil
	}
	return fail("the deck file is %s; a deck file may be at most %s", card.FormatSize(info.Size()), card.FormatSize(card.MaxDeckFileSize))
}

// clip quotes s for an error message, cut to its first 30 characters and
// "…" when longer.
func clip(s string) string {
	if r := []rune(s); len(r) > 30 {
		return fmt.Sprintf("%q…", string(r[:30]))
	}
	return fmt.Sprintf("%q", s)
}

// shorten is clip without the quotes.
func shorten(s string) string {
	if r := []rune(s); len(r) > 30 {
		return string(r[:30]) + "…"
	}
	return s
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
