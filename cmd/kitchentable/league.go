package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/ai/leaguebot"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/internal/parallel"
)

// leaguePlayers are the computer players' names, by seat.
var leaguePlayers = []string{"Ann", "Bo", "Cy", "Dee", "Eli", "Flo"}

// leagueConfig is what the league flags ask for.
type leagueConfig struct {
	players, target, workers, sims, leagues int
	seed                                    uint64
	levels                                  []string
	sets                                    []string // set codes, in the order they join
	schedule                                string
	maxTurns                                int
	quiet                                   bool
}

func runLeague(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("league", flag.ContinueOnError)
	fl.SetOutput(stderr)
	var c leagueConfig
	var aiList, setList string
	fl.IntVar(&c.players, "players", 4, "players in the league (2 to 6), all computers")
	fl.Uint64Var(&c.seed, "seed", 1, "seed of the league (its coin flips, the games and the computers' quick games); with -leagues, league i uses seed+i")
	fl.StringVar(&aiList, "ai", "medium", "computer levels that play the games, by seat, comma-separated, cycled ("+strings.Join(ai.Levels(), ", ")+")")
	fl.IntVar(&c.target, "target", league.DefaultTarget, "the score that wins the league")
	fl.StringVar(&setList, "sets", "block", "the sets, comma-separated set codes in the order they join the pool, or block (Hearthlands, Simmering Feud, Larder & Forge)")
	fl.StringVar(&c.schedule, "schedule", "standard", "when sets join: standard (the rules' schedule for the number of sets) or four-sets (Lorwyn-style, 15 decks; four sets)")
	fl.IntVar(&c.workers, "workers", 1, "games played at once (the matches of a round); with -leagues, leagues played at once")
	fl.IntVar(&c.sims, "sims", 8, "quick games a computer plays for each option it weighs after losing a match (0: it judges decks by their cards alone)")
	fl.IntVar(&c.leagues, "leagues", 1, "leagues to play, one summary line each, then a total")
	fl.IntVar(&c.maxTurns, "max-turns", leaguebot.MaxTurns, "a game still going after this many turns is drawn")
	fl.BoolVar(&c.quiet, "quiet", false, "print only the summary")
	configDir := configFlag(fl)
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: kitchentable league [flags]\n\nPlays a whole 421 league between computers: they build decks from the open pool,\nplay best-of-three matches and choose the loser's options; prints the standings\nafter each round and a summary.\n\nflags:")
		fl.PrintDefaults()
	}
	if code, done := parseFlags(fl, args); done {
		return code
	}
	if err := c.check(aiList, setList); err != nil {
		fmt.Fprintf(stderr, "league: %v\n", err)
		fl.Usage()
		return 2
	}
	cat, err := loadCatalog(stderr, *configDir)
	if err != nil {
		return failed(stderr, "league", err)
	}
	base, err := c.leagueSetup(cat)
	if err != nil {
		fmt.Fprintf(stderr, "league: %s\n", leagueError(err))
		fl.Usage()
		return 2
	}
	if c.leagues == 1 {
		res := c.playLeague(base, c.seed, c.workers, stdout)
		fmt.Fprintln(stdout, res.line())
		if res.err != nil {
			fmt.Fprintf(stderr, "league: %s\n", leagueError(res.err))
			return 1
		}
		return 0
	}
	return c.playMany(base, stdout, stderr)
}

// check validates the flags that need no cards.
func (c *leagueConfig) check(aiList, setList string) error {
	switch {
	case c.players < 2 || c.players > len(leaguePlayers):
		return fmt.Errorf("-players must be 2 to %d", len(leaguePlayers))
	case c.target < 1:
		return errors.New("-target must be at least 1")
	case c.workers < 1:
		return errors.New("-workers must be at least 1")
	case c.sims < 0:
		return errors.New("-sims must not be negative")
	case c.leagues < 1:
		return errors.New("-leagues must be at least 1")
	case c.maxTurns < 1:
		return errors.New("-max-turns must be at least 1")
	case c.schedule != "standard" && c.schedule != "four-sets":
		return fmt.Errorf("unknown schedule %q (known: standard, four-sets)", c.schedule)
	}
	for _, a := range strings.Split(aiList, ",") {
		a = strings.TrimSpace(a)
		if !slices.Contains(ai.Levels(), a) {
			return fmt.Errorf("unknown computer level %q (known: %s)", a, strings.Join(ai.Levels(), ", "))
		}
		c.levels = append(c.levels, a)
	}
	if strings.EqualFold(strings.TrimSpace(setList), "block") {
		c.sets = []string{"HTH", "SMF", "LDF"}
	} else {
		for _, s := range strings.Split(setList, ",") {
			s = strings.ToUpper(strings.TrimSpace(s))
			if s == "" {
				return errors.New("-sets has an empty set code")
			}
			if slices.Contains(c.sets, s) {
				return fmt.Errorf("-sets names %s twice", s)
			}
			c.sets = append(c.sets, s)
		}
	}
	if c.schedule == "four-sets" && len(c.sets) != 4 {
		return fmt.Errorf("the four-sets schedule needs four sets, and -sets names %d", len(c.sets))
	}
	return nil
}

// leagueSetup is the league's configuration (without its seed) from the
// loaded cards.
func (c *leagueConfig) leagueSetup(cat *catalog.Catalog) (league.Config, error) {
	byCode := map[string]*card.Set{}
	var codes []string
	for _, s := range cat.Lib.Sets() {
		if s.Code != catalog.BasicSet && !leagueSet(s) {
			continue
		}
		byCode[strings.ToUpper(s.Code)] = s
		if s.Code != catalog.BasicSet {
			codes = append(codes, s.Code)
		}
	}
	sort.Strings(codes)
	cfg := league.Config{Name: "Computer league", Players: leaguePlayers[:c.players], Target: c.target}
	bas := byCode[catalog.BasicSet]
	if bas == nil {
		return cfg, errors.New("the basic lands are missing")
	}
	cfg.Basics = bas.Cards
	for _, code := range c.sets {
		s := byCode[code]
		if s == nil || code == catalog.BasicSet {
			return cfg, fmt.Errorf("unknown set %q (known: %s)", code, strings.Join(codes, ", "))
		}
		cfg.Sets = append(cfg.Sets, league.SetSpec{Set: s})
	}
	cfg.Schedule = league.Standard(len(cfg.Sets))
	if c.schedule == "four-sets" {
		cfg.Schedule = league.Lorwyn()
	}
	if err := cfg.Schedule.Validate(c.players); err != nil {
		return cfg, err
	}
	_, err := league.New(cfg) // the pool must hold a deck for everyone
	return cfg, err
}

// leagueSet reports whether a set has cards for a 421 pool (a set of
// schemes has none).
func leagueSet(s *card.Set) bool {
	for _, d := range s.Cards {
		if league.Copies(d.Rarity) > 0 && !d.Types.Has(card.Scheme) && !d.Super.Has(card.Basic) {
			return true
		}
	}
	return false
}

// leagueResult is how one league went.
type leagueResult struct {
	seed                          uint64
	over                          bool
	winner                        string
	score, rounds, matches, games int
	drawnGames, capped, stuck     int
	built, takenApart, setsAdded  int
	options                       [5]int        // by league.Option
	slowest                       time.Duration // the slowest decision of a computer
	wall                          time.Duration
	err                           error
}

// line is the summary of one league on one line.
func (r leagueResult) line() string {
	var b strings.Builder
	if r.over {
		fmt.Fprintf(&b, "winner=%s score=%d ", r.winner, r.score)
	} else {
		b.WriteString("winner=none ")
	}
	fmt.Fprintf(&b, "seed=%d rounds=%d matches=%d games=%d drawn_games=%d capped=%d stuck=%d decks_built=%d taken_apart=%d sets_added=%d options=A:%d,B:%d,C:%d,D:%d slowest_decision=%s wall=%s",
		r.seed, r.rounds, r.matches, r.games, r.drawnGames, r.capped, r.stuck, r.built, r.takenApart, r.setsAdded,
		r.options[league.OptionA], r.options[league.OptionB], r.options[league.OptionC], r.options[league.OptionD],
		r.slowest.Round(time.Millisecond), r.wall.Round(time.Millisecond))
	return b.String()
}

// playLeague plays one league with the given seed, printing its rounds
// to out unless quiet.
func (c *leagueConfig) playLeague(base league.Config, seed uint64, workers int, out io.Writer) (res leagueResult) {
	start := time.Now()
	res.seed = seed
	cfg := base
	cfg.Seed = seed
	l, err := league.New(cfg)
	if err != nil {
		res.err = err
		return res
	}
	rep := &roundReport{l: l, out: out, quiet: c.quiet}
	d := &leaguebot.Driver{
		Bot:      &leaguebot.Bot{Sims: c.sims, Seed: seed},
		Levels:   c.levels,
		Seed:     seed,
		Workers:  workers,
		MaxTurns: c.maxTurns,
		Applied: func(a league.Action, evs []league.Event) {
			for _, e := range evs {
				res.count(e)
				rep.event(e)
			}
		},
	}
	st, err := d.Run(context.Background(), l)
	rep.flush()
	res.err = err
	res.games, res.capped, res.stuck, res.slowest = st.Games, st.Capped, st.Stuck, st.Slowest
	v := l.View()
	res.rounds = len(v.Rounds)
	for _, r := range v.Rounds {
		res.matches += len(r.Matches)
	}
	if v.Over {
		res.over, res.winner, res.score = true, v.Players[v.Winner].Name, v.Players[v.Winner].Score
	}
	res.wall = time.Since(start)
	return res
}

// count counts what an event says happened.
func (r *leagueResult) count(e league.Event) {
	switch e.Kind {
	case league.EvDeckBuilt:
		r.built++
	case league.EvDeckTakenApart:
		r.takenApart++
	case league.EvSetAdded:
		r.setsAdded++
	case league.EvOptionChosen:
		r.options[e.Option]++
	case league.EvGamePlayed:
		if e.Seat == league.Draw {
			r.drawnGames++
		}
	}
}

// playMany plays c.leagues leagues, workers at a time, one summary line
// each in seed order, then a total.
func (c *leagueConfig) playMany(base league.Config, stdout, stderr io.Writer) int {
	quiet := c.quiet
	c.quiet = true
	defer func() { c.quiet = quiet }()
	results := make([]leagueResult, c.leagues)
	start := time.Now()
	parallel.Do(c.leagues, c.workers, func(_, i int) {
		results[i] = c.playLeague(base, c.seed+uint64(i), 1, io.Discard)
	})
	failed, unfinished := 0, 0
	var rounds, matches, games, stuck []int
	var slowest, slowestDecision time.Duration
	for _, r := range results {
		fmt.Fprintln(stdout, r.line())
		if r.err != nil {
			failed++
			fmt.Fprintf(stderr, "league: seed %d: %s\n", r.seed, leagueError(r.err))
		}
		if !r.over {
			unfinished++
		}
		rounds, matches, games, stuck = append(rounds, r.rounds), append(matches, r.matches), append(games, r.games), append(stuck, r.stuck)
		slowest = max(slowest, r.wall)
		slowestDecision = max(slowestDecision, r.slowest)
	}
	fmt.Fprintf(stdout, "leagues=%d finished=%d unfinished=%d failed=%d rounds=%s matches=%s games=%s stuck_games=%d slowest_decision=%s slowest=%s wall=%s\n",
		c.leagues, c.leagues-unfinished, unfinished, failed, spread(rounds), spread(matches), spread(games), sum(stuck),
		slowestDecision.Round(time.Millisecond), slowest.Round(time.Millisecond), time.Since(start).Round(time.Millisecond))
	if failed > 0 || unfinished > 0 {
		return 1
	}
	return 0
}

// spread is "mean (min–max)" of ns.
func spread(ns []int) string {
	if len(ns) == 0 {
		return "0"
	}
	return fmt.Sprintf("%.1f(%d-%d)", float64(sum(ns))/float64(len(ns)), slices.Min(ns), slices.Max(ns))
}

func sum(ns []int) int {
	t := 0
	for _, n := range ns {
		t += n
	}
	return t
}

// leagueError is err's message without the packages' prefixes.
func leagueError(err error) string {
	msg := plainError(err)
	for _, p := range []string{"league: ", "ai: ", "variant: ", "match: "} {
		msg = strings.TrimPrefix(msg, p)
	}
	return msg
}
