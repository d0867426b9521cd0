package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/kitchentable/kitchentable/internal/catalog"
)

// configFlag adds the -config flag to a command that reads the player's
// own card sets. It means what play's -config means: the folder is the
// one configdir.Dir decides, so the command finds the sets the window
// finds.
func configFlag(fl *flag.FlagSet) *string {
	return fl.String("config", "", "the folder of your files, whose sets folder holds your own card sets, as for play (default: $KITCHENTABLE_CONFIG_DIR, else kitchentable in your config folder)")
}

// loadCatalog loads every card: the built-in ones and the player's own
// sets from the folder configDir (a -config flag) leads to. A problem
// with the player's sets is one line on stderr, and they are left out.
func loadCatalog(stderr io.Writer, configDir string) (*catalog.Catalog, error) {
	return catalog.LoadConfig(stderr, configDir)
}

// failed prints err on one line as "cmd: what is wrong", without the
// prefixes of the packages it came through, and returns exit code 1.
func failed(stderr io.Writer, cmd string, err error) int {
	fmt.Fprintf(stderr, "%s: %s\n", cmd, plainError(err))
	return 1
}

// plainError returns err's message without the prefixes the packages it
// came through put in front ("catalog: ", "card: ", "record: ").
func plainError(err error) string {
	msg := err.Error()
	for _, p := range []string{"catalog: ", "card: ", "record: "} {
		msg = strings.TrimPrefix(msg, p)
	}
	return msg
}
