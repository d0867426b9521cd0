package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"github.com/kitchentable/kitchentable/ai/build"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/internal/cputime"
	"github.com/kitchentable/kitchentable/internal/parallel"
)

// simConfig is what the sim flags ask for.
type simConfig struct {
	games, players      int
	seed                uint64
	ais                 []string
	decks               []catalog.Deck // cycled over the seats; nil: a random deck per seat
	pool                []catalog.Deck // the ready-made decks random seats choose from
	variant             string
	maxTurns, maxAction int
	workers             int
	replayDir           string
	swap                bool      // play each deal twice, the second time with the players rotated
	aiOpts              aiOptions // -iterations, -time-limit and -horizon
	landless            landlessDecks
	schemes             schemeDecks  // Archenemy and Supervillain Rumble
	fcFormat            string       // FourCuatro: basic or constructed
	live                liveDraftSim // Live-Draft: start, options and the common library
	cards               []*card.Def  // every card of the catalog: what computers guess unseen cards from
}

// gameOutcome is how one simulated game went.
type gameOutcome struct {
	turns, actions int
	winners        []rules.Seat
	stuck, capped  bool
	mill           bool // ended by Live-Draft's mill counters
	err            error
	players        []int             // index in simConfig.ais of each seat's player
	times          [][]time.Duration // each seat's timed decisions
	elapsed        time.Duration
}

func runSim(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("sim", flag.ContinueOnError)
	fl.SetOutput(stderr)
	var c simConfig
	var aiList, deckList string
	fl.IntVar(&c.games, "games", 100, "number of games to play")
	fl.Uint64Var(&c.seed, "seed", 1, "seed of the first game; game i uses seed+i")
	fl.IntVar(&c.players, "players", 2, "seats at the table (2 to 8)")
	fl.StringVar(&aiList, "ai", "random", "computer players by seat, comma-separated, cycled ("+strings.Join(aiNames(), ", ")+")")
	c.addGameFlags(fl, &deckList, append(variant.Names(), fourCuatroVariant))
	fl.StringVar(&c.fcFormat, "format", "basic", "fourcuatro: basic (the 66-card deck split in two) or constructed (a 44-card deck each, built by the computer)")
	asJSON := fl.Bool("json", false, "print the summary as a JSON object")
	fl.StringVar(&c.replayDir, "replay-dir", "", "write a replay file per game into this folder")
	fl.IntVar(&c.maxAction, "max-actions", 200000, "a game still going after this many actions is stuck and counts as a draw")
	fl.IntVar(&c.workers, "workers", 1, "games played at once")
	fl.BoolVar(&c.swap, "swap", false, "play every deal twice, the second time with the players moved one seat on (decks and seats swapped between the AIs)")
	fl.IntVar(&c.aiOpts.iterations, "iterations", 0, "hard AI: sampled worlds per decision (0: the default)")
	fl.DurationVar(&c.aiOpts.timeLimit, "time-limit", 0, "hard AI: thinking time limit per decision (0: none; results then depend on the machine)")
	fl.IntVar(&c.aiOpts.horizon, "horizon", 0, "hard AI: turns each rollout plays after the current one (0: the default)")
	configDir := configFlag(fl)
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: kitchentable sim [flags]\n\nPlays games between computer players and prints one summary line.\n\nflags:")
		fl.PrintDefaults()
	}
	if code, done := parseFlags(fl, args); done {
		return code
	}
	if code, done := c.setUp(fl, stderr, *configDir, aiList, deckList); done {
		return code
	}
	if c.replayDir != "" {
		if err := os.MkdirAll(c.replayDir, 0o755); err != nil {
			fmt.Fprintf(stderr, "sim: %v\n", err)
			return 1
		}
	}
	if os.Getenv("GOGC") == "" {
		// Games allocate little and keep nothing: collecting garbage
		// four times less often saves about a tenth of the CPU time for
		// ~12 MB more memory. GOGC, when set, decides instead.
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}
	start, cpu0 := time.Now(), cputime.Process()
	outs := c.playAll()
	sum := summarize(&c, outs, time.Since(start))
	if c.showAI() {
		sum.AI = aiReport(&c, outs, cputime.Process()-cpu0)
	}
	failed := 0
	for i, o := range outs {
		if o.err != nil {
			failed++
			fmt.Fprintf(stderr, "sim: game %d (seed %d): %v\n", i+1, c.seed+uint64(i), o.err)
		}
	}
	if *asJSON {
		b, _ := json.Marshal(sum) // a struct of plain values always encodes
		fmt.Fprintln(stdout, string(b))
	} else {
		fmt.Fprintln(stdout, sum.line())
		if c.showAI() {
			writeAIReport(stdout, sum.AI)
		}
	}
	if failed > 0 {
		return 1
	}
	return 0
}

// parseFlags parses args; done is true when the command should stop with code.
func parseFlags(fl *flag.FlagSet, args []string) (code int, done bool) {
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, true
		}
		return 2, true
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(fl.Output(), "%s: unexpected argument %q\n", fl.Name(), fl.Arg(0))
		fl.Usage()
		return 2, true
	}
	return 0, false
}

// addGameFlags adds the flags that shape the game itself, shared by sim
// and host: the variant (one of variants), the decks (into deckList), the
// turn limit and the Landless and Live-Draft set-ups.
func (c *simConfig) addGameFlags(fl *flag.FlagSet, deckList *string, variants []string) {
	fl.StringVar(deckList, "decks", "", "decks by seat, comma-separated, cycled: ready-made deck names or .deck files (default: a random ready-made deck per seat); archenemy and rumble: decks with schemes go to the archenemies in turn, the others to the other seats, and seats left out get random ones")
	fl.StringVar(&c.variant, "variant", "plain", "variant ("+strings.Join(variants, ", ")+")")
	fl.IntVar(&c.maxTurns, "max-turns", 200, "a game still going after this many turns is a draw (0: no limit)")
	fl.IntVar(&c.landless.sharedSize, "shared-size", 0, "landless-single and landless-double: cards in the shared deck (0: 100 for up to four seats, 200 for more)")
	fl.IntVar(&c.landless.poolSize, "pool", 60, "landless without -decks: each seat's random draft pool")
	fl.IntVar(&c.landless.minDeck, "min-deck", 40, "landless without -decks: the least cards a drafted deck holds")
	fl.BoolVar(&c.landless.landFree, "land-free", false, "landless: play ready-made decks in their land-free forms (the -decks, or a random ready-made deck per seat) instead of random drafts")
	fl.StringVar(&c.landless.collection, "collection", "block", "landless drafts and landless-single/-double shared decks: the cards they are made from: block, own (the player's own sets) or a card list file")
	c.live.addFlags(fl)
}

// setUp checks the flags, loads the cards (the player's own sets from
// configDir, as -config gives it) and the decks; done is true when the
// command should stop with code. A usage error is followed by the usage;
// a deck file that does not load is one line.
func (c *simConfig) setUp(fl *flag.FlagSet, stderr io.Writer, configDir, aiList, deckList string) (code int, done bool) {
	c.live.set = map[string]bool{}
	fl.Visit(func(f *flag.Flag) { c.live.set[f.Name] = true })
	if err := c.check(aiList, deckList); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fl.Name(), err)
		fl.Usage()
		return 2, true
	}
	cat, err := loadCatalog(stderr, configDir)
	if err != nil {
		return failed(stderr, fl.Name(), err), true
	}
	if err := c.loadDecks(cat, deckList); err != nil {
		if errors.Is(err, catalog.ErrUnknownDeck) {
			fmt.Fprintf(stderr, "%s: %s\n", fl.Name(), plainError(err))
			fl.Usage()
			return 2, true
		}
		return failed(stderr, fl.Name(), err), true
	}
	return 0, false
}

// check validates the flags that need no cards.
func (c *simConfig) check(aiList, deckList string) error {
	switch {
	case c.games < 1:
		return errors.New("-games must be at least 1")
	case c.players < 2 || c.players > rules.MaxSeats:
		return fmt.Errorf("-players must be 2 to %d", rules.MaxSeats)
	case c.maxTurns < 0 || c.maxAction < 1:
		return errors.New("-max-turns must not be negative and -max-actions must be positive")
	case c.workers < 1:
		return errors.New("-workers must be at least 1")
	case c.aiOpts.iterations < 0 || c.aiOpts.horizon < 0:
		return errors.New("-iterations and -horizon must not be negative")
	}
	if err := c.live.check(c.variant, deckList); err != nil {
		return err
	}
	if c.variant == fourCuatroVariant {
		return c.checkFourCuatro(aiList)
	}
	v, ok := variant.Lookup(c.variant)
	if !ok {
		return fmt.Errorf("unknown variant %q (known: %s)", c.variant, strings.Join(variant.Names(), ", "))
	}
	if c.players < v.MinPlayers || c.players > v.MaxPlayers {
		return fmt.Errorf("-players must be %d to %d for %s", v.MinPlayers, v.MaxPlayers, c.variant)
	}
	for _, a := range strings.Split(aiList, ",") {
		if _, ok := ais[a]; !ok {
			return fmt.Errorf("unknown computer player %q (known: %s)", a, strings.Join(aiNames(), ", "))
		}
		c.ais = append(c.ais, a)
	}
	if c.landless.landFree && c.variant != "landless" {
		return errors.New("-land-free is for the landless variant, where each seat plays its own deck")
	}
	if landlessVariant(c.variant) && deckList == "" && !c.landless.landFree {
		return c.landless.check()
	}
	return nil
}

// loadDecks loads the -decks, or the ready-made decks random seats choose
// from, and the block for the Landless variants.
func (c *simConfig) loadDecks(cat *catalog.Catalog, deckList string) error {
	c.cards = cat.Lib.All()
	if c.variant == fourCuatroVariant {
		return nil
	}
	if liveDraftVariant(c.variant) {
		return c.live.load(cat)
	}
	if deckList != "" {
		for _, n := range strings.Split(deckList, ",") {
			d, err := cat.Deck(strings.TrimSpace(n))
			if err != nil {
				return err
			}
			c.decks = append(c.decks, d)
		}
	}
	if _, ok := schemeVariant(c.variant); ok {
		return c.schemes.load(cat, c.decks)
	}
	if deckList != "" {
		return nil
	}
	for _, n := range cat.Decks {
		d, err := cat.Deck(n)
		if err != nil {
			return err
		}
		if len(d.Schemes) == 0 { // theme decks are for archenemies, as in the set-up
			c.pool = append(c.pool, d)
		}
	}
	if len(c.pool) == 0 {
		return errors.New("no ready-made decks")
	}
	if landlessVariant(c.variant) {
		return c.landless.load(cat)
	}
	return nil
}

// record returns the record of the game with the given seed before it is
// played, its players moved on rot seats: the variant, the turn limit and
// each seat's deck and computer player. Without -decks, the Landless
// variants deal their decks from the block (a shared deck, or draft pools
// built by the computer). The Live-Draft variants share their common
// library out among the seats and record their options.
func (c *simConfig) record(seed uint64, rot int) (*record.Record, error) {
	rec := &record.Record{Variant: c.variant, Seed: seed, MaxTurns: c.maxTurns, Pool: c.cards}
	if v, ok := schemeVariant(c.variant); ok {
		c.dealSchemes(v, rec, seed, rot)
		return rec, nil
	}
	if liveDraftVariant(c.variant) {
		decks, name, err := c.live.deal(c.players, seed)
		if err != nil {
			return nil, err
		}
		for s := range decks {
			rec.Seats = append(rec.Seats, record.Seat{Controller: c.ais[c.seatPlayer(s, rot)], DeckName: name, Deck: decks[s]})
		}
		rec.Options = c.live.options()
		return rec, nil
	}
	if c.decks == nil && landlessVariant(c.variant) && !c.landless.landFree {
		decks, names, err := c.landless.deal(c.variant, c.players, seed)
		if err != nil {
			return nil, err
		}
		for s := range decks {
			rec.Seats = append(rec.Seats, record.Seat{Controller: c.ais[c.seatPlayer(s, rot)], DeckName: names[s], Deck: decks[s]})
		}
		return rec, nil
	}
	r := rand.New(rand.NewPCG(seed, 0xdec_0000))
	for s := 0; s < c.players; s++ {
		var d catalog.Deck
		if c.decks != nil {
			d = c.decks[s%len(c.decks)]
		} else {
			d = c.pool[r.IntN(len(c.pool))]
		}
		cards, name := d.Cards, d.Name
		if c.landless.landFree {
			cards, name = build.LandlessFormFrom(cards, c.cards), name+" (land-free)"
		}
		rec.Seats = append(rec.Seats, record.Seat{Controller: c.ais[c.seatPlayer(s, rot)], DeckName: name, Deck: cards})
	}
	return rec, nil
}

// playAll plays every game, c.workers at a time; outcomes are in game order.
func (c *simConfig) playAll() []gameOutcome {
	outs := make([]gameOutcome, c.games)
	rooms := make([]simRoom, c.workers)
	parallel.Do(c.games, c.workers, func(w, i int) { outs[i] = c.playOne(i, &rooms[w]) })
	return outs
}

// game returns the seed of game i and how many seats its players are
// moved on (-swap plays each seed twice, the second time moved on by one).
func (c *simConfig) game(i int) (seed uint64, rot int) {
	if !c.swap {
		return c.seed + uint64(i), 0
	}
	return c.seed + uint64(i/2), i % 2
}

// seatPlayer returns the index in c.ais of the player of seat s when the
// players are moved on rot seats.
func (c *simConfig) seatPlayer(s, rot int) int { return ((s + rot) % c.players) % len(c.ais) }

// showAI reports whether the sim prints the per-player table: when some
// seat is not the random player, or with -swap.
func (c *simConfig) showAI() bool {
	for _, a := range c.ais {
		if a != "random" {
			return true
		}
	}
	return c.swap
}

// simRoom is what one worker of playAll keeps from game to game: its last
// game, played to the end, whose room the next game reuses (see
// rules.Reuse), or nil.
type simRoom struct{ last *rules.Game }

// playOne plays game i in room, writing its replay if asked.
func (c *simConfig) playOne(i int, room *simRoom) (out gameOutcome) {
	if c.variant == fourCuatroVariant {
		return c.playFourCuatro(i)
	}
	seed, rot := c.game(i)
	began := time.Now()
	defer func() { out.elapsed = time.Since(began) }()
	defer func() {
		if p := recover(); p != nil {
			out.err = fmt.Errorf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	rec, err := c.record(seed, rot)
	if err != nil {
		return gameOutcome{err: err}
	}
	old := room.last
	room.last = nil // not to be used again, whatever happens
	g, err := rec.StartReusing(old)
	if err != nil {
		return gameOutcome{err: err}
	}
	players := make([]chooser, c.players)
	out.players = make([]int, c.players)
	for s := range players {
		k := c.seatPlayer(s, rot)
		out.players[s] = k
		players[s] = ais[c.ais[k]](seed, s, c.aiOpts)
	}
	defer func() {
		for _, p := range players {
			out.times = append(out.times, decisionTimes(p))
		}
	}()
	var after func(rules.Action, []rules.Event)
	if c.replayDir != "" {
		after = func(a rules.Action, _ []rules.Event) { rec.Add(a) }
	}
	out.actions, out.err = playOut(g, players, c.maxAction, after)
	out.turns = g.Turn()
	out.winners = g.Winners()
	out.stuck = out.err == nil && !g.Over()
	out.mill = g.Over() && g.MillOut()
	out.capped = g.Over() && !out.mill && out.winners == nil && c.maxTurns > 0 && g.Turn() >= c.maxTurns
	if c.replayDir != "" {
		rec.Result, rec.Hash = resultText(g), g.Hash()
		name := fmt.Sprintf("seed-%d.replay", seed)
		if rot > 0 {
			name = fmt.Sprintf("seed-%d-moved-%d.replay", seed, rot)
		}
		if err := writeReplayFile(filepath.Join(c.replayDir, name), rec); err != nil && out.err == nil {
			out.err = err
		}
	}
	room.last = g
	return out
}

// writeReplayFile writes a replay to a new file.
func writeReplayFile(path string, r *record.Record) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := record.Write(f, r); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
