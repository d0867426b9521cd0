// Command kitchentable is Kitchen Table, a desktop client for Magic-style
// card-game variants. With no command it opens the game's window; the
// other commands run headless:
//
//	kitchentable                 open the window: play against the computer or each other
//	kitchentable -fullscreen     the same with play's flags
//	kitchentable play [flags]    the same, full screen or saving a screenshot
//	kitchentable demo [flags]    play a demo game between two computer players and print its log
//	kitchentable sim [flags]     play many games and print a summary line
//	kitchentable league [flags]  play a whole 421 league between computers and print its rounds
//	kitchentable replay FILE     play a recorded game back and check it
//	kitchentable host [flags]    host one game for players on other computers
//	kitchentable join [ADDR]     join a hosted game with a computer player
//	kitchentable find            list the tables hosted on the local network
//	kitchentable cards [flags]   list the cards and count them by set, rarity and colour
//	kitchentable version         print the version
package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/kitchentable/kitchentable/internal/version"
)

func main() {
	attachParentConsole()
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

const usage = `usage: kitchentable [command] [flags]

With no command, opens the Kitchen Table window (play's flags work
without the word play: kitchentable -fullscreen).

commands:
  play     open the window (flags: -fullscreen, -screenshot FILE -ticks N, -config DIR)
  demo     play one game between computer players and print its log
  sim      play many games between computer players and print a summary
  league   play a whole 421 league between computer players and print its rounds
  replay   play a recorded game back and check its final state
  host     host one game for players on other computers; print its summary
  join     join a hosted game with a computer player
  find     list the tables hosted on the local network
  cards    list the cards with their rules text and a summary table
  version  print the version
  help     print this help

Run "kitchentable COMMAND -h" for the flags of a command.
`

// run runs the program with the arguments after the program name and
// returns the exit code: 0 on success, 1 on failure, 2 on a usage error.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		return runPlay(nil, stderr)
	}
	switch args[0] {
	case "play":
		return runPlay(args[1:], stderr)
	case "demo":
		return runDemo(args[1:], stdout, stderr)
	case "sim":
		return runSim(args[1:], stdout, stderr)
	case "league":
		return runLeague(args[1:], stdout, stderr)
	case "replay":
		return runReplay(args[1:], stdout, stderr)
	case "host":
		return runHost(args[1:], stdout, stderr)
	case "join":
		return runJoin(args[1:], stdout, stderr)
	case "find":
		return runFind(args[1:], stdout, stderr)
	case "cards":
		return runCards(args[1:], stdout, stderr)
	case "version", "-version", "--version":
		fmt.Fprintf(stdout, "Kitchen Table %s (%s/%s)\n", version.String(), runtime.GOOS, runtime.GOARCH)
		return 0
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	if strings.HasPrefix(args[0], "-") {
		// Flags without a command are the window's: kitchentable -fullscreen.
		return runPlay(args, stderr)
	}
	fmt.Fprintf(stderr, "kitchentable: unknown command %q\n\n%s", args[0], usage)
	return 2
}
