package leagues

import (
	"fmt"
	"log"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// Seats of a league.
const (
	minSeats = 2
	maxSeats = 6
)

// maxTargetScore is the highest winning score the screen takes.
const maxTargetScore = 10000

// Who sits out first, as the screen keeps it: a seat index, or one of
// these.
const (
	sitLast  = -2 // the last seat (the rules' engine default)
	sitDrawn = -1 // drawn with the league's generator
)

// Create is the new-league screen: the league's name and winning score,
// its 2 to 6 seats (each a person or a computer of a level, with a name)
// and, with an odd number, who sits out first (chosen or drawn); the
// schedule of the rules (standard block, two sets, one set, four sets
// Lorwyn style, the Weatherlight saga) over any ordered choice of sets,
// the player's own included, each with its extra-basic-lands switch and,
// for a set with special cards, the one-of-each-special switch. Start
// makes the league, saves it and opens its hub.
type Create struct {
	svc *scenes.Services
	th  *widget.Theme
	d   widget.Design

	name   widget.TextField
	target widget.TextField
	seats  []*seatRow
	add    widget.Button
	sitOut widget.Cycler
	// sit is who sits out first: a seat, sitLast or sitDrawn.
	sit     int
	sched   widget.Cycler
	rows    []*setRow
	addSet  widget.Button
	dropSet widget.Button
	start   widget.Button
	back    widget.Button
	whoOpts []whoOption
	// pool are the sets a league may use, poolNames their labels.
	pool      []*card.Set
	poolNames []string
	basics    []*card.Def
	err       string
	// seed makes the league's seed.
	seed func() uint64
}

// seatRow is one seat: its player's name and who plays it.
type seatRow struct {
	name   widget.TextField
	who    widget.Cycler
	remove widget.Button
}

// whoOption is who may play a seat: record.Human or a computer level.
type whoOption struct {
	value, label string
}

// NewLeagueOption configures the new-league screen.
type NewLeagueOption func(*Create)

// WithSeed makes the new league's seed come from seed (tests).
func WithSeed(seed func() uint64) NewLeagueOption { return func(s *Create) { s.seed = seed } }

// NewLeague returns the new-league screen: you against two computers of
// medium level, the standard block, to 21 points, the last seat sitting
// out first.
func NewLeague(svc *scenes.Services, opts ...NewLeagueOption) *Create {
	s := &Create{
		svc:     svc,
		th:      widget.NewTheme(svc.Painter, svc.Fonts),
		name:    widget.TextField{Max: league.MaxName, Placeholder: "name the league"},
		target:  widget.TextField{Text: strconv.Itoa(league.DefaultTarget), Max: 5, Accept: widget.Digits, Placeholder: "21"},
		add:     widget.Button{Label: "+ Add a seat", FontSize: 16},
		sitOut:  widget.Cycler{},
		sit:     sitLast,
		sched:   widget.Cycler{},
		addSet:  widget.Button{Label: "+ Add a set", FontSize: 15},
		dropSet: widget.Button{Label: "− Last set", Style: widget.Quiet, FontSize: 15},
		start:   widget.Button{Label: "Start", Shortcut: "Enter", Style: widget.Primary, FontSize: 20},
		back:    widget.Button{Label: "Back", Shortcut: "Esc", Style: widget.Quiet, FontSize: 16},
		seed:    rand.Uint64,
	}
	for _, o := range opts {
		o(s)
	}
	s.whoOpts = []whoOption{{record.Human, "Person"}}
	levels := ai.Levels()
	for _, l := range []string{"easy", "medium", "hard"} {
		if slices.Contains(levels, l) {
			s.whoOpts = append(s.whoOpts, whoOption{l, "Computer — " + l})
		}
	}
	for _, c := range schedules {
		s.sched.Options = append(s.sched.Options, c.label)
	}
	s.loadPoolSets()
	s.fitRows(s.wantRows())
	s.name.Text = s.freeLeagueName()
	s.addSeat("Player 1", record.Human)
	s.addSeat("Computer 1", "medium")
	s.addSeat("Computer 2", "medium")
	return s
}

// freeLeagueName returns the first of "League", "League 2"… not saved yet.
func (s *Create) freeLeagueName() string {
	for n := 1; ; n++ {
		name := "League"
		if n > 1 {
			name = fmt.Sprintf("League %d", n)
		}
		if s.svc.Store == nil || !s.svc.Store.Leagues().Has(name) {
			return name
		}
	}
}

// addSeat adds a seat played by who.
func (s *Create) addSeat(name, who string) {
	r := &seatRow{
		name:   widget.TextField{Text: name, Max: 24, Placeholder: "name"},
		who:    widget.Cycler{},
		remove: widget.Button{Label: "×", Style: widget.Quiet, FontSize: 24},
	}
	for _, o := range s.whoOpts {
		r.who.Options = append(r.who.Options, o.label)
	}
	r.who.Index = max(0, slices.IndexFunc(s.whoOpts, func(o whoOption) bool { return o.value == who }))
	s.seats = append(s.seats, r)
}

// Err returns what stops Start, or "".
func (s *Create) Err() string { return s.err }

// cyclers are the screen's cyclers, whose open list takes the input.
func (s *Create) cyclers() []*widget.Cycler {
	cs := []*widget.Cycler{&s.sched, &s.sitOut}
	for _, r := range s.rows {
		cs = append(cs, &r.set)
	}
	for _, r := range s.seats {
		cs = append(cs, &r.who)
	}
	return cs
}

// Update implements scenes.Scene.
func (s *Create) Update(ctx *scenes.Context) error {
	s.layout(ctx)
	in := ctx.In
	for _, c := range s.cyclers() {
		if c.Open {
			if c.Update(in) {
				s.changed(c)
			}
			return nil
		}
	}
	editing := s.name.Focused || s.target.Focused
	s.name.Update(in)
	s.target.Update(in)
	for _, r := range s.seats {
		editing = editing || r.name.Focused
		r.name.Update(in)
	}
	switch {
	case s.back.Update(in) || in.KeyPressed(input.KeyEscape): // one press, from a field too
		ctx.Switch(NewList(s.svc))
		return nil
	case s.start.Update(in) || !editing && in.KeyPressed(input.KeyEnter):
		s.begin(ctx)
		return nil
	case s.add.Update(in):
		s.addSeat(s.freeSeatName(), "medium")
		return nil
	case s.addSet.Update(in):
		s.fitRows(len(s.rows) + 1)
		return nil
	case s.dropSet.Update(in):
		s.fitRows(len(s.rows) - 1)
		return nil
	}
	for _, c := range s.cyclers() {
		if c.Update(in) {
			s.changed(c)
		}
	}
	for _, r := range s.rows {
		r.extra.Update(in)
		r.special.Update(in)
	}
	for i, r := range s.seats {
		if r.remove.Update(in) {
			s.seats = slices.Delete(s.seats, i, i+1)
			if s.sit >= len(s.seats) {
				s.sit = sitLast
			}
			return nil
		}
	}
	return nil
}

// changed follows a cycler's new value: the schedule sets the number of
// set rows; the sit-out cycler says who sits out first.
func (s *Create) changed(c *widget.Cycler) {
	switch c {
	case &s.sched:
		s.fitRows(s.wantRows())
	case &s.sitOut:
		s.sit = c.Index
		if c.Index >= len(s.seats) {
			s.sit = sitDrawn
		}
	}
}

// freeSeatName returns the first "Computer N" no seat is called.
func (s *Create) freeSeatName() string {
	for n := 1; ; n++ {
		name := fmt.Sprintf("Computer %d", n)
		if !slices.ContainsFunc(s.seats, func(r *seatRow) bool { return strings.EqualFold(strings.TrimSpace(r.name.Text), name) }) {
			return name
		}
	}
}

// firstBye is who sits out first as the league takes it.
func (s *Create) firstBye() league.SitOut {
	switch {
	case len(s.seats)%2 == 0 || s.sit == sitLast:
		return league.SitOutLast
	case s.sit == sitDrawn:
		return league.SitOutDrawn
	}
	return league.SitOutSeat(min(s.sit, len(s.seats)-1))
}

// Config returns the league the screen describes and who plays each seat,
// or what is wrong with it in one sentence.
func (s *Create) Config() (league.Config, []string, string) {
	name := strings.TrimSpace(s.name.Text)
	if err := store.CheckLeagueName(name); err != nil {
		return league.Config{}, nil, reason(err)
	}
	if s.svc.Store != nil && s.svc.Store.Leagues().Has(name) {
		return league.Config{}, nil, "There is already a league called “" + name + "”: choose another name."
	}
	target, err := strconv.Atoi(strings.TrimSpace(s.target.Text))
	if err != nil || target < 1 || target > maxTargetScore {
		return league.Config{}, nil, fmt.Sprintf("The winning score must be a number from 1 to %d.", maxTargetScore)
	}
	if p := s.setsProblem(); p != "" {
		return league.Config{}, nil, p
	}
	sched := s.schedule().make(len(s.rows))
	cfg := league.Config{Name: name, Basics: s.basics, Schedule: sched, Target: target, FirstBye: s.firstBye()}
	for _, r := range s.rows {
		cfg.Sets = append(cfg.Sets, s.spec(r))
	}
	var seats []string
	for i, r := range s.seats {
		n := strings.TrimSpace(r.name.Text)
		switch {
		case n == "":
			return cfg, nil, fmt.Sprintf("Seat %d needs a name.", i+1)
		case slices.ContainsFunc(cfg.Players, func(p string) bool { return strings.EqualFold(p, n) }):
			return cfg, nil, fmt.Sprintf("Two seats are called %s: every player needs a name of their own.", n)
		}
		cfg.Players = append(cfg.Players, n)
		seats = append(seats, s.whoOpts[r.who.Index].value)
	}
	if n := len(cfg.Players); n < sched.MinPlayers || n > sched.MaxPlayers {
		return cfg, nil, fmt.Sprintf("The schedule “%s” is for %d to %d players, not %d.", s.schedule().label, sched.MinPlayers, sched.MaxPlayers, n)
	}
	if err := sched.Validate(len(cfg.Players)); err != nil {
		return cfg, nil, reason(err)
	}
	return cfg, seats, ""
}

// begin makes the league, saves it and opens its hub; what stops it is
// shown instead (and logged).
func (s *Create) begin(ctx *scenes.Context) {
	cfg, seats, problem := s.Config()
	if problem == "" {
		cfg.Seed = s.seed()
		l, err := league.New(cfg)
		if err != nil {
			problem = reason(err)
		} else {
			problem = s.open(ctx, cfg, l, seats)
		}
	}
	if problem != "" {
		s.err = problem
		log.Printf("leagues: a new league was refused: %s", problem)
	}
}

// open saves the new league and opens its hub, or says why it could not.
func (s *Create) open(ctx *scenes.Context, cfg league.Config, l *league.League, seats []string) string {
	var names []string
	for _, sp := range cfg.Sets {
		names = append(names, sp.Set.Name)
	}
	v := l.View()
	msg := fmt.Sprintf("The league %s begins: %s, with %s, to %d points.", cfg.Name, s.schedule().label, strings.Join(names, ", "), v.Target)
	if v.FirstBye >= 0 {
		how := "chosen"
		if cfg.FirstBye == league.SitOutDrawn {
			how = "drawn"
		}
		msg += fmt.Sprintf(" %s, %s, sits out first.", v.Players[v.FirstBye].Name, how)
	}
	sv := &store.LeagueSave{League: l, Seats: seats, Log: []string{msg}}
	if s.svc.Store != nil {
		if err := s.svc.Store.Leagues().Save(cfg.Name, *sv); err != nil {
			return "The league could not be saved: " + store.Reason(err) + "."
		}
	}
	ctx.Switch(NewHub(s.svc, cfg.Name, sv))
	return ""
}
