package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/rules"
)

func runReplay(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("replay", flag.ContinueOnError)
	fl.SetOutput(stderr)
	quiet := fl.Bool("quiet", false, "print only the result, not the game log")
	reveal := fl.Bool("reveal", false, "name every card in the log, even cards in hands")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: kitchentable replay [flags] FILE\n\nPlays a recorded game back, checks that every action is legal and that\nthe final state matches the recorded hash, and prints the game log.\n\nflags:")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fl.NArg() != 1 {
		fmt.Fprintln(stderr, "replay: expected one replay file")
		fl.Usage()
		return 2
	}
	name := fl.Arg(0)
	cat, err := loadCatalog(stderr)
	if err != nil {
		fmt.Fprintf(stderr, "replay: %v\n", err)
		return 1
	}
	f, err := os.Open(name)
	if err != nil {
		fmt.Fprintf(stderr, "replay: %v\n", err)
		return 1
	}
	r, err := readReplay(name, f, cat.lib)
	f.Close()
	if err != nil {
		fmt.Fprintf(stderr, "replay: %v\n", err)
		return 1
	}
	viewer := rules.NoSeat
	if *reveal {
		viewer = gamelog.Everyone
	}
	var log io.Writer = stdout
	if *quiet {
		log = io.Discard
	}
	g, err := r.play(name, log, viewer)
	if err != nil {
		fmt.Fprintf(stderr, "replay: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %s after %d actions, hash %016x matches\n", name, resultText(g), len(r.Actions), r.Hash)
	return 0
}

// play replays the actions, writing the log for viewer to log, and checks
// the final hash. Errors name the file line of a refused action.
func (r *replay) play(name string, log io.Writer, viewer rules.Seat) (*rules.Game, error) {
	g, err := r.newGame(r.Seed)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	for _, s := range gamelog.Lines(g, g.Events(), viewer) {
		fmt.Fprintln(log, s)
	}
	var legal []rules.Action
	for i, line := range r.Actions {
		if g.Over() {
			return nil, fmt.Errorf("%s:%d: the game is already over, but %d actions are left", name, r.firstAction+i, len(r.Actions)-i)
		}
		legal = g.LegalInto(legal)
		a, err := findAction(legal, line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v; the %v decision of %s allows: %s", name, r.firstAction+i, err, g.Pending().Kind, g.Pending().Seat, legalTexts(legal))
		}
		events, err := g.Apply(a)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %q refused: %w", name, r.firstAction+i, line, err)
		}
		for _, s := range gamelog.Lines(g, events, viewer) {
			fmt.Fprintln(log, s)
		}
	}
	if h := g.Hash(); h != r.Hash {
		return nil, fmt.Errorf("%s: the final state hash is %016x, but the replay recorded %016x: the game played out differently (the rules or the cards changed since it was recorded?)", name, h, r.Hash)
	}
	return g, nil
}
