package record

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/variant"
)

// Magic is the first line of every record file written now (format 2:
// shuffles renumber objects, see rules.Setup.DeckOrderNumbers).
const Magic = "kitchentable-replay 2"

// MagicDeckOrder is the first line of record files of format 1, whose
// objects keep their deck-order numbers all game (Record.DeckOrderNumbers).
const MagicDeckOrder = "kitchentable-replay 1"

// Write writes r in the file format of the package doc. It refuses a
// record that would not read back the same: a line break in a name, an
// unknown option, an empty or blank action, or one that starts with '#'.
func Write(w io.Writer, r *Record) error {
	if err := r.checkWritable(); err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	if r.DeckOrderNumbers {
		fmt.Fprintln(bw, MagicDeckOrder)
	} else {
		fmt.Fprintln(bw, Magic)
	}
	fmt.Fprintln(bw, "# Play it back with: kitchentable replay FILE")
	fmt.Fprintf(bw, "variant %s\nseed %d\nmax-turns %d\n", r.Variant, r.Seed, r.MaxTurns)
	for _, o := range r.Options {
		fmt.Fprintf(bw, "option %s\n", o)
	}
	for i, s := range r.Seats {
		fmt.Fprintf(bw, "seat %d %s\n", i+1, s.DeckName)
		if s.Name != "" {
			fmt.Fprintf(bw, "  name %s\n", s.Name)
		}
		if s.Controller != "" && s.Controller != DefaultController {
			fmt.Fprintf(bw, "  controller %s\n", s.Controller)
		}
		writeCards(bw, "", s.Deck)
		writeCards(bw, "scheme ", s.Schemes)
	}
	if r.Result != "" {
		fmt.Fprintf(bw, "result %s\n", r.Result)
	}
	fmt.Fprintf(bw, "hash %016x\nactions %d\n", r.Hash, len(r.Actions))
	for _, a := range r.Actions {
		fmt.Fprintln(bw, a)
	}
	return bw.Flush()
}

// writeCards writes cards as "  PREFIXCOUNT Card Name" lines, a line for
// each run of one card.
func writeCards(bw *bufio.Writer, prefix string, cards []*card.Def) {
	for j := 0; j < len(cards); {
		k := j
		for k < len(cards) && cards[k] == cards[j] && k-j < maxCopies {
			k++
		}
		fmt.Fprintf(bw, "  %s%d %s\n", prefix, k-j, cards[j].Name)
		j = k
	}
}

// checkWritable reports a field that Write cannot write so that Read
// gives it back.
func (r *Record) checkWritable() error {
	word := func(what, s string) error {
		switch {
		case s == "":
			return fmt.Errorf("record: the %s is empty", what)
		case strings.TrimSpace(s) != s || strings.ContainsAny(s, " \t\r\n"):
			return fmt.Errorf("record: the %s %q is not one word", what, s)
		}
		return nil
	}
	text := func(what, s string) error {
		if strings.TrimSpace(s) != s || strings.ContainsAny(s, "\r\n") {
			return fmt.Errorf("record: the %s %q has a line break or spaces at an end", what, s)
		}
		return nil
	}
	if err := word("variant", r.Variant); err != nil {
		return err
	}
	if err := text("result", r.Result); err != nil {
		return err
	}
	for _, o := range r.Options {
		if _, err := variant.Named(o); err != nil {
			return fmt.Errorf("record: unknown option %q", o)
		}
	}
	if len(r.Seats) == 0 {
		return fmt.Errorf("record: no seats")
	}
	for i, s := range r.Seats {
		if err := text(fmt.Sprintf("seat %d deck name", i+1), s.DeckName); err != nil {
			return err
		}
		if err := text(fmt.Sprintf("seat %d name", i+1), s.Name); err != nil {
			return err
		}
		if s.Controller != "" {
			if err := word(fmt.Sprintf("seat %d controller", i+1), s.Controller); err != nil {
				return err
			}
		}
		for _, c := range append(s.Deck[:len(s.Deck):len(s.Deck)], s.Schemes...) {
			if c == nil {
				return fmt.Errorf("record: seat %d has a missing card", i+1)
			}
		}
	}
	for i, a := range r.Actions {
		if strings.TrimSpace(a) == "" || strings.ContainsAny(a, "\r\n") || strings.TrimSpace(a)[0] == '#' {
			return fmt.Errorf("record: action %d %q is not one action", i+1, a)
		}
	}
	return nil
}
