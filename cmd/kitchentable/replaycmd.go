package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
)

func runReplay(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("replay", flag.ContinueOnError)
	fl.SetOutput(stderr)
	quiet := fl.Bool("quiet", false, "print only the result, not the game log")
	reveal := fl.Bool("reveal", false, "name every card in the log, even cards in hands")
	configDir := configFlag(fl)
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
	cat, err := loadCatalog(stderr, *configDir)
	if err != nil {
		return failed(stderr, "replay", err)
	}
	f, err := card.Open(name, "replay file")
	if err != nil {
		fmt.Fprintf(stderr, "replay: %s\n", strings.TrimPrefix(err.Error(), "card: "))
		return 1
	}
	r, err := record.Read(name, f, cat.Lib)
	f.Close()
	if err != nil {
		return failed(stderr, "replay", err)
	}
	viewer := rules.NoSeat
	if *reveal {
		viewer = gamelog.Everyone
	}
	var log io.Writer = stdout
	if *quiet {
		log = io.Discard
	}
	g, err := playBack(r, log, viewer)
	if err != nil {
		fmt.Fprintf(stderr, "replay: %v\n", err)
		return 1
	}
	if r.Hash == 0 {
		fmt.Fprintf(stdout, "%s: %s after %d actions, no hash recorded to check\n", name, resultText(g), len(r.Actions))
		return 0
	}
	if h := g.Hash(); h != r.Hash {
		fmt.Fprintf(stderr, "replay: %s: the final state hash is %016x, but the replay recorded %016x: the game played out differently (the rules or the cards changed since it was recorded?)\n", name, h, r.Hash)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %s after %d actions, hash %016x matches\n", name, resultText(g), len(r.Actions), r.Hash)
	return 0
}

// playBack replays a record's actions, writing the log for viewer to log.
func playBack(r *record.Record, log io.Writer, viewer rules.Seat) (*rules.Game, error) {
	return r.Play(func(g *rules.Game, events []rules.Event) {
		for _, s := range gamelog.Lines(g, events, viewer) {
			fmt.Fprintln(log, s)
		}
	})
}
