package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
)

// replayMagic is the first line of every replay file.
const replayMagic = "kitchentable-replay 1"

// replay is a recorded game: the set-up, the seed, every action and the
// hash of the state the actions led to. The file is plain text:
//
//	kitchentable-replay 1
//	variant plain
//	seed 42
//	max-turns 200
//	seat 1 rg-stampede
//	  4 Sparkrunner
//	  ...
//	result P1 wins on turn 12
//	hash 1f3a5b7c9d0e2f41
//	actions 1234
//	keep
//	cast #17
//	...
//
// Cards are listed in deck order (the order matters to the shuffle).
// "result" is for people and is not checked; lines starting with '#' and
// blank lines are ignored.
type replay struct {
	match
	Seed    uint64
	Result  string
	Hash    uint64
	Actions []string
	// firstAction is the file line of Actions[0], for error messages.
	firstAction int
}

// write writes the replay file.
func (r *replay) write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, replayMagic)
	fmt.Fprintln(bw, "# Play it back with: kitchentable replay FILE")
	fmt.Fprintf(bw, "variant %s\nseed %d\nmax-turns %d\n", r.Variant, r.Seed, r.MaxTurns)
	for i, d := range r.Decks {
		fmt.Fprintf(bw, "seat %d %s\n", i+1, d.Name)
		for j := 0; j < len(d.Cards); {
			k := j
			for k < len(d.Cards) && d.Cards[k] == d.Cards[j] {
				k++
			}
			fmt.Fprintf(bw, "  %d %s\n", k-j, d.Cards[j].Name)
			j = k
		}
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

// readReplay reads a replay file named name, finding its cards in lib.
func readReplay(name string, rd io.Reader, lib *card.Library) (*replay, error) {
	r := &replay{}
	sc := bufio.NewScanner(rd)
	line, nActions, inActions, hasHash := 0, -1, false, false
	errf := func(format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", name, line, fmt.Sprintf(format, args...))
	}
	for sc.Scan() {
		line++
		s := strings.TrimSpace(sc.Text())
		if line == 1 {
			if s != replayMagic {
				return nil, errf("not a replay file (the first line must be %q)", replayMagic)
			}
			continue
		}
		if s == "" || s[0] == '#' {
			continue
		}
		if inActions {
			if len(r.Actions) == 0 {
				r.firstAction = line
			}
			r.Actions = append(r.Actions, s)
			continue
		}
		if s[0] >= '0' && s[0] <= '9' {
			if len(r.Decks) == 0 {
				return nil, errf("a card line before the first seat line")
			}
			if err := addCards(&r.Decks[len(r.Decks)-1], s, lib); err != nil {
				return nil, errf("%v", err)
			}
			continue
		}
		key, val, _ := strings.Cut(s, " ")
		val = strings.TrimSpace(val)
		var err error
		switch key {
		case "variant":
			r.Variant = val
		case "seed":
			r.Seed, err = strconv.ParseUint(val, 10, 64)
		case "max-turns":
			r.MaxTurns, err = strconv.Atoi(val)
		case "seat":
			num, deck, _ := strings.Cut(val, " ")
			if n, e := strconv.Atoi(num); e != nil || n != len(r.Decks)+1 {
				return nil, errf("expected \"seat %d DECK\"", len(r.Decks)+1)
			}
			r.Decks = append(r.Decks, namedDeck{Name: strings.TrimSpace(deck)})
		case "result":
			r.Result = val
		case "hash":
			r.Hash, err = strconv.ParseUint(val, 16, 64)
			hasHash = true
		case "actions":
			nActions, err = strconv.Atoi(val)
			inActions = true
		default:
			return nil, errf("unknown line %q", s)
		}
		if err != nil {
			return nil, errf("bad %s %q", key, val)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	switch {
	case r.Variant == "":
		return nil, fmt.Errorf("%s: no variant line", name)
	case len(r.Decks) == 0:
		return nil, fmt.Errorf("%s: no seat lines", name)
	case !hasHash:
		return nil, fmt.Errorf("%s: no hash line", name)
	case !inActions:
		return nil, fmt.Errorf("%s: no actions line", name)
	case nActions != len(r.Actions):
		return nil, fmt.Errorf("%s: %d actions listed, but the actions line says %d", name, len(r.Actions), nActions)
	}
	return r, nil
}

// addCards adds a "COUNT Card Name" line to a deck.
func addCards(d *namedDeck, s string, lib *card.Library) error {
	num, cardName, _ := strings.Cut(s, " ")
	n, err := strconv.Atoi(num)
	if err != nil || n < 1 {
		return fmt.Errorf("expected \"COUNT Card Name\", got %q", s)
	}
	c, ok := lib.Card(strings.TrimSpace(cardName))
	if !ok {
		return fmt.Errorf("unknown card %q", strings.TrimSpace(cardName))
	}
	for i := 0; i < n; i++ {
		d.Cards = append(d.Cards, c)
	}
	return nil
}
