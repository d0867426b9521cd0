package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"strings"
	"time"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/version"
	"github.com/kitchentable/kitchentable/netplay"
)

// remoteSeat is the -seats word for a seat played from another computer.
const remoteSeat = "remote"

// runHost hosts one game for players on other computers and computers
// on this one, and prints sim's summary line for it.
func runHost(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("host", flag.ContinueOnError)
	fl.SetOutput(stderr)
	var c simConfig
	var deckList string
	seats := fl.String("seats", "remote,medium", "who plays each seat, comma-separated: remote (a player on another computer) or a computer player ("+strings.Join(aiNames(), ", ")+")")
	fl.Uint64Var(&c.seed, "seed", 1, "seed of the game")
	c.addGameFlags(fl, &deckList, variant.Names())
	handOver := fl.Duration("hand-over", 0, "a remote seat nobody holds for this long is played by a medium computer from then on (0: the game waits for its player)")
	share := fl.Bool("teammates-share", true, "teammates who share their turns (archenemy) see each other's hands, as with the app's \"Teammates share\" setting")
	addr := fl.String("addr", "127.0.0.1:7420", "address to listen on (host:port; port 0 picks one)")
	code := fl.String("code", "", "join code (default: a new random one, printed)")
	wait := fl.Duration("wait", 10*time.Minute, "how long to wait for every remote seat to be taken")
	savePath := fl.String("save", "", "keep the game in this file after every action, for -resume")
	tableName := fl.String("name", "", "the table's name, announced on the local network (default: Kitchen Table on this computer's name)")
	announced := fl.Bool("announce", true, "announce the table on the local network (mDNS) so that joiners find it by themselves; never for a loopback address")
	resume := fl.String("resume", "", "go on with the game saved in this file by -save (its seats, code and game; the game flags are not used)")
	configDir := configFlag(fl)
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: kitchentable host [flags]\n\nHosts one game; players on other computers join with kitchentable join.\nPrints the address and join code, then sim's summary line for the game.\n\nflags:")
		fl.PrintDefaults()
	}
	if code, done := parseFlags(fl, args); done {
		return code
	}
	var sv hostSave
	var saved *record.Record
	if *resume != "" {
		cat, err := loadCatalog(stderr, *configDir)
		if err != nil {
			return failed(stderr, "host", err)
		}
		if sv, saved, err = readHostSave(*resume, cat.Lib); err != nil {
			return failed(stderr, "host", err)
		}
		*seats, *code, c.seed, c.variant, c.maxTurns = strings.Join(sv.Seats, ","), sv.Code, saved.Seed, saved.Variant, saved.MaxTurns
		if *savePath == "" {
			*savePath = *resume
		}
	}
	words := strings.Split(*seats, ",")
	remote := make([]bool, len(words))
	var aiWords []string
	for i, w := range words {
		w = strings.TrimSpace(w)
		words[i] = w
		if w == remoteSeat {
			remote[i], w = true, "random" // its deck is dealt as any seat's; nobody here plays it
		}
		aiWords = append(aiWords, w)
	}
	c.games, c.players, c.maxAction, c.workers = 1, len(words), 200000, 1
	if c.variant == fourCuatroVariant {
		fmt.Fprintln(stderr, "host: FourCuatro cannot be hosted yet; every other variant can")
		return 2
	}
	if code, done := c.setUp(fl, stderr, *configDir, strings.Join(aiWords, ","), deckList); done {
		return code
	}
	cat, err := loadCatalog(stderr, *configDir)
	if err != nil {
		return failed(stderr, "host", err)
	}
	rec := saved
	if rec == nil {
		if rec, err = c.record(c.seed, 0); err != nil {
			return failed(stderr, "host", err)
		}
		sv.Taken = make([]string, len(words))
	}
	rec.Pool = c.cards
	g, err := rec.Start()
	if err != nil {
		return failed(stderr, "host", err)
	}
	// A new game is dealt again once every remote seat is taken, with the
	// joiners' names and, where the variant plays the seats' own decks,
	// the decks they bring (netplay.SeatJoiners).
	var names []string
	for s := range words {
		names = append(names, g.Player(rules.Seat(s)).Name)
	}
	deal := func(joined []netplay.Joined) (*rules.Game, error) {
		netplay.SeatJoiners(rec, joined, func(format string, a ...any) { fmt.Fprintf(stderr, format+"\n", a...) })
		var err error
		if g, err = rec.Start(); err == nil {
			fmt.Fprintf(stderr, "host: dealt: %s\n", dealtSeats(g, rec))
		}
		return g, err
	}
	if saved != nil {
		deal, names = nil, nil
	} else {
		g = nil
	}
	players := make([]chooser, len(words))
	for s := range players {
		if !remote[s] {
			players[s] = ais[c.ais[c.seatPlayer(s, 0)]](c.seed, s, c.aiOpts)
		}
	}
	if *code == "" {
		*code = netplay.NewJoinCode()
	}
	var h *netplay.Host
	var saveErr error
	applied := func(a rules.Action, _ []rules.Event) {
		rec.Add(a)
		if *savePath != "" && saveErr == nil {
			if saveErr = writeHostSave(*savePath, hostSave{Seats: words, Code: *code, Taken: h.Taken()}, rec); saveErr != nil {
				fmt.Fprintf(stderr, "host: the game cannot be kept in %s (%s); it goes on unsaved\n", *savePath, plainError(saveErr))
			}
		}
	}
	h, err = netplay.NewHost(netplay.HostConfig{Game: g, Deal: deal, Names: names, Cards: netplay.NewCards(cat.Lib), Code: *code, Program: version.String(), Remote: remote,
		TeamShare: *share, Taken: sv.Taken, Played: len(rec.Actions), Applied: applied,
		Local:  func(s rules.Seat, legal []rules.Action) (int, error) { return players[s].choose(g, legal) },
		Result: resultText,
		Logf:   func(format string, a ...any) { fmt.Fprintf(stderr, format+"\n", a...) }})
	if err != nil {
		return failed(stderr, "host", err)
	}
	l, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "host: cannot listen on %s: %s\n", *addr, plainError(err))
		return 1
	}
	go h.Serve(l)
	defer h.Close()
	if *announced {
		defer announce(h, l, *tableName, c.variant, stderr)()
	}
	if saved != nil {
		fmt.Fprintf(stderr, "host: resuming the game of %s after %d actions (turn %d)\n", *resume, len(rec.Actions), g.Turn())
	}
	fmt.Fprintf(stderr, "host: table at %s, join code %s\n", l.Addr(), *code)
	ctx, cancel := context.WithTimeout(context.Background(), *wait)
	err = h.WaitSeated(ctx)
	cancel()
	if err != nil {
		fmt.Fprintf(stderr, "host: not every remote seat was taken within %v\n", *wait)
		return 1
	}
	start := time.Now()
	out := gameOutcome{players: make([]int, len(words))}
	for s := range words {
		out.players[s] = c.seatPlayer(s, 0)
	}
	stopWatch := watchAway(h, remote, *handOver, func(s rules.Seat) { players[s] = ais["medium"](c.seed, int(s), c.aiOpts) })
	_, out.err = h.Play(context.Background())
	stopWatch()
	out.actions = len(rec.Actions)
	out.turns, out.winners = g.Turn(), g.Winners()
	out.stuck = out.err == nil && !g.Over()
	out.capped = g.Over() && out.winners == nil && c.maxTurns > 0 && g.Turn() >= c.maxTurns
	h.Close()
	st := h.Stats()
	fmt.Fprintln(stdout, summarize(&c, []gameOutcome{out}, time.Since(start)).line())
	fmt.Fprintf(stderr, "host: %s; hash %016x; sent %d messages, %d bytes; refused %d; %d connections\n",
		resultText(g), g.Hash(), st.Messages, st.Bytes, st.Refused, st.Connections)
	if out.err != nil {
		fmt.Fprintf(stderr, "host: %v\n", out.err)
		return 1
	}
	return 0
}

// watchAway hands every remote seat nobody has held for after to a
// computer, which take makes first (nothing when after is 0); the
// returned function stops watching.
func watchAway(h *netplay.Host, remote []bool, after time.Duration, take func(rules.Seat)) func() {
	if after <= 0 {
		return func() {}
	}
	done := make(chan struct{})
	go func() {
		tick := time.NewTicker(after / 10)
		defer tick.Stop()
		handed := make([]bool, len(remote))
		for {
			select {
			case <-done:
				return
			case <-tick.C:
			}
			for s, r := range remote {
				if seat := rules.Seat(s); r && !handed[s] && h.Away(seat) >= after {
					take(seat)
					handed[s] = h.HandToComputer(seat) == nil
				}
			}
		}
	}()
	return func() { close(done) }
}
