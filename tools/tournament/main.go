// Command tournament plays a round robin between decks with computer
// players and prints each deck's win rate with a 95% confidence interval,
// its win rate against every other deck, and the highest overall win rate:
// a quick balance check for deck and card designers.
//
//	go run ./tools/tournament -games 40 -seed 1
//	go run ./tools/tournament -decks '/tmp/try/*.deck' -games 100
//
// Every pair of decks plays -games games of the plain variant; in half of
// them the decks swap seats. Each game has its own seed, derived from -seed,
// the pair and the game number, so a run is the same for the same flags
// (whatever -workers is). A drawn game (the turn limit, or a game still
// going after -max-actions actions) counts half a win for each deck.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/card"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// config is what the flags ask for.
type config struct {
	games      int
	seed       uint64
	pattern    string
	players    string
	maxTurns   int
	maxActions int
	workers    int
	pool       []*card.Def // every card of the sets: what computers guess unseen cards from
}

func run(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("tournament", flag.ContinueOnError)
	fl.SetOutput(stderr)
	var c config
	fl.IntVar(&c.games, "games", 40, "games per pair of decks (seats swapped in half of them)")
	fl.Uint64Var(&c.seed, "seed", 1, "seed of the whole tournament")
	fl.StringVar(&c.pattern, "decks", defaultPattern, "glob of .deck files on disk, or of ready-made deck names")
	fl.StringVar(&c.players, "players", "random", "computer player for every seat: "+strings.Join(ai.Levels(), ", "))
	fl.IntVar(&c.maxTurns, "max-turns", 200, "a game still going after this many turns is a draw")
	fl.IntVar(&c.maxActions, "max-actions", 200000, "a game still going after this many actions is stuck and a draw")
	fl.IntVar(&c.workers, "workers", runtime.GOMAXPROCS(0), "games played at once")
	configDir := fl.String("config", "", "the game's folder of your files, whose sets folder holds your own card sets, as for kitchentable play (default: $KITCHENTABLE_CONFIG_DIR, else kitchentable in your config folder)")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: tournament [flags]\n\nPlays every pair of decks and prints their win rates.\n\nflags:")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if err := c.check(fl.NArg()); err != nil {
		fmt.Fprintf(stderr, "tournament: %v\n", err)
		fl.Usage()
		return 2
	}
	decks, pool, err := loadDecks(stderr, c.pattern, *configDir)
	if err != nil {
		fmt.Fprintf(stderr, "tournament: %s\n", strings.TrimPrefix(err.Error(), "card: "))
		return 1
	}
	c.pool = pool
	start := time.Now()
	results := c.playAll(decks)
	failed := 0
	for _, r := range results {
		if r.err != nil {
			failed++
			fmt.Fprintf(stderr, "tournament: %s vs %s, game %d (seed %d): %v\n",
				decks[r.a].name, decks[r.b].name, r.game+1, r.seed, r.err)
		}
	}
	t := tally(len(decks), results)
	writeReport(stdout, &c, decks, t, time.Since(start))
	if failed > 0 {
		return 1
	}
	return 0
}

// check validates the flags.
func (c *config) check(extra int) error {
	switch {
	case extra > 0:
		return fmt.Errorf("unexpected arguments")
	case c.games < 1:
		return fmt.Errorf("-games must be at least 1")
	case !knownLevel(c.players):
		return fmt.Errorf("unknown player %q (known: %s)", c.players, strings.Join(ai.Levels(), ", "))
	case c.maxTurns < 0 || c.maxActions < 1:
		return fmt.Errorf("-max-turns must not be negative and -max-actions must be positive")
	case c.workers < 1:
		return fmt.Errorf("-workers must be at least 1")
	}
	return nil
}

// knownLevel reports whether level names a computer player.
func knownLevel(level string) bool {
	for _, l := range ai.Levels() {
		if l == level {
			return true
		}
	}
	return false
}
