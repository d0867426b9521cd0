package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/version"
	"github.com/kitchentable/kitchentable/netplay"
)

// runJoin plays a seat at a hosted table with a computer player that
// sees only what the host sends that seat, and prints how the game ended.
func runJoin(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("join", flag.ContinueOnError)
	fl.SetOutput(stderr)
	level := fl.String("ai", "medium", "the computer player ("+strings.Join(ai.ViewLevels(), ", ")+")")
	name := fl.String("name", "", "the name to sit down with (the same name rejoins the same seat)")
	code := fl.String("code", "", "the table's join code (default: $KT_JOIN_CODE)")
	seed := fl.Uint64("seed", 1, "seed of the computer player")
	verbose := fl.Bool("v", false, "print the seat's log as it comes")
	deckName := fl.String("deck", "", "the deck to bring, where the table plays the seats' own decks: a ready-made deck's name or a .deck file (default: the host deals one)")
	findWait := fl.Duration("find", 2*time.Second, "without an address: how long to look for the table on the local network")
	configDir := configFlag(fl)
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: kitchentable join [flags] [ADDR]\n\nJoins the table hosted at ADDR (host:port) with a computer player; without\nADDR, the only table with an open seat on the local network.\n\nflags:")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *code == "" {
		*code = os.Getenv("KT_JOIN_CODE")
	}
	if fl.NArg() > 1 || *name == "" || *code == "" {
		fmt.Fprintln(stderr, "join: give -name, -code and at most one table address")
		fl.Usage()
		return 2
	}
	addr := fl.Arg(0)
	if addr == "" {
		var err error
		if addr, err = findOneTable(*findWait); err != nil {
			fmt.Fprintf(stderr, "join: %s\n", err)
			return 2
		}
		fmt.Fprintf(stderr, "join: found the table at %s\n", addr)
	}
	p, err := ai.NewViewPlayer(*level, *seed)
	if err != nil {
		fmt.Fprintf(stderr, "join: no computer player %q can play from another computer (these can: %s)\n", *level, strings.Join(ai.ViewLevels(), ", "))
		return 2
	}
	cat, err := loadCatalog(stderr, *configDir)
	if err != nil {
		return failed(stderr, "join", err)
	}
	cards := netplay.NewCards(cat.Lib)
	var deck []*card.Def
	if *deckName != "" {
		d, err := cat.Deck(*deckName)
		if err != nil {
			return failed(stderr, "join", err)
		}
		if len(d.Cards) > netplay.MaxDeckCards {
			fmt.Fprintf(stderr, "join: the deck %s has %d cards; a table takes at most %d\n", *deckName, len(d.Cards), netplay.MaxDeckCards)
			return 2
		}
		deck = d.Cards
	}
	cfg := netplay.ClientConfig{Addr: addr, Code: *code, Name: *name, Program: version.String(), Cards: cards, Deck: deck,
		Logf:   func(format string, a ...any) { fmt.Fprintf(stderr, format+"\n", a...) },
		Notice: func(text string) { fmt.Fprintln(stderr, "join: "+text) },
		Decide: func(v *rules.View, legal []rules.Action) (int, error) {
			a, err := p.ChooseView(context.Background(), v, legal)
			if err != nil {
				return 0, err
			}
			for i, l := range legal {
				if l == a {
					return i, nil
				}
			}
			return 0, errors.New("the computer chose an action that is not allowed")
		}}
	if *verbose {
		cfg.Line = func(l string) { fmt.Fprintln(stdout, l) }
	}
	res, err := netplay.Join(context.Background(), cfg)
	if err != nil {
		var refused *netplay.RefusedError
		if errors.As(err, &refused) {
			fmt.Fprintf(stderr, "join: %s\n", refused.Text)
		} else {
			fmt.Fprintf(stderr, "join: %s\n", plainError(err))
		}
		return 1
	}
	fmt.Fprintf(stdout, "%s (%s): %s\n", *name, res.Seat, res.Text)
	return 0
}
