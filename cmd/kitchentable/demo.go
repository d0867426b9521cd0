package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

func runDemo(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("demo", flag.ContinueOnError)
	fl.SetOutput(stderr)
	seed := fl.Uint64("seed", 0, "seed of the game (default: a random one)")
	deckList := fl.String("decks", "", "the two decks, comma-separated (default: two random ready-made decks)")
	reveal := fl.Bool("reveal", false, "name every card in the log, even cards in hands")
	maxTurns := fl.Int("max-turns", 200, "the game is a draw after this many turns")
	aiList := fl.String("ai", "medium", "the two computer players, comma-separated ("+strings.Join(aiNames(), ", ")+")")
	iterations := fl.Int("iterations", 0, "hard AI: sampled worlds per decision (0: the default)")
	configDir := configFlag(fl)
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: kitchentable demo [flags]\n\nPlays one game between two computer players and prints its log.\n\nflags:")
		fl.PrintDefaults()
	}
	if code, done := parseFlags(fl, args); done {
		return code
	}
	seedSet := false
	fl.Visit(func(f *flag.Flag) { seedSet = seedSet || f.Name == "seed" })
	if !seedSet {
		*seed = rand.Uint64() % 1_000_000
	}
	c := simConfig{games: 1, workers: 1, players: 2, variant: "plain", maxTurns: *maxTurns, maxAction: 200000}
	if code, done := c.setUp(fl, stderr, *configDir, *aiList, *deckList); done {
		return code
	}
	if c.decks == nil && len(c.pool) >= 2 {
		// Two different ready-made decks.
		perm := rand.New(rand.NewPCG(*seed, 0xdec_0001)).Perm(len(c.pool))
		c.decks = []catalog.Deck{c.pool[perm[0]], c.pool[perm[1]]}
	}
	rec, err := c.record(*seed, 0)
	if err != nil {
		fmt.Fprintf(stderr, "demo: %v\n", err)
		return 1
	}
	g, err := rec.Start()
	if err != nil {
		fmt.Fprintf(stderr, "demo: %v\n", err)
		return 1
	}
	names := make([]string, len(rec.Seats))
	for i, s := range rec.Seats {
		who := rules.Seat(i).String()
		if s.Controller != "random" {
			who += ", " + s.Controller
		}
		names[i] = fmt.Sprintf("%s (%s) plays %s", g.Player(rules.Seat(i)).Name, who, s.DeckName)
	}
	fmt.Fprintf(stdout, "Demo game, seed %d: %s.\n", *seed, strings.Join(names, "; "))
	viewer := rules.NoSeat
	if *reveal {
		viewer = gamelog.Everyone
	}
	for _, s := range gamelog.Lines(g, g.Events(), viewer) {
		fmt.Fprintln(stdout, s)
	}
	players := make([]chooser, 2)
	for s := range players {
		players[s] = ais[rec.Seats[s].Controller](*seed, s, aiOptions{iterations: *iterations})
	}
	_, err = playOut(g, players, c.maxAction, func(_ rules.Action, events []rules.Event) {
		for _, s := range gamelog.Lines(g, events, viewer) {
			fmt.Fprintln(stdout, s)
		}
	})
	if err != nil {
		fmt.Fprintf(stderr, "demo: seed %d: %v\n", *seed, err)
		return 1
	}
	fmt.Fprintf(stdout, "Result: %s. (Watch it again: %s)\n", resultText(g), againCommand(fl, *seed))
	return 0
}

// againCommand is the demo command that plays the same game again: the
// seed and every other flag that was given, as given.
func againCommand(fl *flag.FlagSet, seed uint64) string {
	words := []string{"kitchentable", "demo", "-seed", strconv.FormatUint(seed, 10)}
	fl.Visit(func(f *flag.Flag) {
		if f.Name == "seed" {
			return
		}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			if f.Value.String() == "true" {
				words = append(words, "-"+f.Name)
			} else {
				words = append(words, "-"+f.Name+"="+f.Value.String())
			}
			return
		}
		words = append(words, "-"+f.Name, shellWord(f.Value.String()))
	})
	return strings.Join(words, " ")
}

// shellWord quotes s for a shell when it holds anything but letters,
// digits and , . / : _ = + -.
func shellWord(s string) string {
	plain := s != ""
	for _, r := range s {
		plain = plain && (r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune(",./:_=+-", r)))
	}
	if plain {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
