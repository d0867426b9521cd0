package leagues

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/catalog"
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

// targets are the winning scores offered; DefaultTarget is among them.
var targets = []int{11, 15, 21, 25, 31, 41}

// setChoice is one choice of sets and schedule.
type setChoice struct {
	label string
	// about says what the choice means, in a sentence or two.
	about string
	sets  []*card.Set
	sched league.Schedule
}

// Create is the new-league screen: the league's name, its 2 to 6 seats
// (each a person or a computer of a level, with a name), the sets and
// their schedule (the block, two sets, one set, the player's own sets)
// and the winning score. Start makes the league, saves it and opens its
// hub.
type Create struct {
	svc *scenes.Services
	th  *widget.Theme
	d   widget.Design

	name    widget.TextField
	seats   []*seatRow
	add     widget.Button
	sets    widget.Cycler
	choices []setChoice
	target  widget.Cycler
	start   widget.Button
	back    widget.Button
	whoOpts []whoOption
	basics  []*card.Def
	err     string
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
// medium level, the block, to 21 points.
func NewLeague(svc *scenes.Services, opts ...NewLeagueOption) *Create {
	s := &Create{
		svc:    svc,
		th:     widget.NewTheme(svc.Painter, svc.Fonts),
		name:   widget.TextField{Max: league.MaxName, Placeholder: "name the league"},
		add:    widget.Button{Label: "+ Add a seat", FontSize: 16},
		sets:   widget.Cycler{Rows: 8},
		target: widget.Cycler{},
		start:  widget.Button{Label: "Start", Shortcut: "Enter", Style: widget.Primary, FontSize: 20},
		back:   widget.Button{Label: "Back", Shortcut: "Esc", Style: widget.Quiet, FontSize: 16},
		seed:   rand.Uint64,
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
	s.makeChoices()
	for _, t := range targets {
		s.target.Options = append(s.target.Options, fmt.Sprintf("%d points", t))
	}
	s.target.Index = slices.Index(targets, league.DefaultTarget)
	s.name.Text = s.freeLeagueName()
	s.addSeat("Player 1", record.Human)
	s.addSeat("Computer 1", "medium")
	s.addSeat("Computer 2", "medium")
	return s
}

// makeChoices lists the sets and schedules: the block, two of its sets,
// one set, and each other set (the starter set, the player's own) alone.
func (s *Create) makeChoices() {
	if s.svc.Catalog == nil {
		return
	}
	byCode := map[string]*card.Set{}
	for _, set := range s.svc.Catalog.Lib.Sets() {
		byCode[set.Code] = set
	}
	if b := byCode[catalog.BasicSet]; b != nil {
		s.basics = b.Cards
	}
	var block []*card.Set
	for _, code := range catalog.BlockSets {
		if set := byCode[code]; set != nil {
			block = append(block, set)
		}
	}
	if len(block) == 3 {
		big, a, b := block[0], block[1], block[2]
		s.choices = append(s.choices,
			setChoice{label: "The block: " + big.Name + ", " + a.Name + ", " + b.Name,
				about: fmt.Sprintf("%s, the large set, is the pool at the start. %s joins when someone would build deck 6; %s when someone would build deck 11, who first takes two unused decks apart and builds what is now deck 9. Never more than ten decks.", big.Name, a.Name, b.Name),
				sets:  block, sched: league.Block()},
			setChoice{label: "Two sets: " + big.Name + ", then " + a.Name,
				about: fmt.Sprintf("%s joins when someone would build deck 6. Whoever would build deck 11 takes two unused decks apart first: never more than ten decks.", a.Name),
				sets:  []*card.Set{big, a}, sched: league.TwoSets()},
			setChoice{label: "Two sets: " + big.Name + ", then " + b.Name,
				about: fmt.Sprintf("%s joins when someone would build deck 6. Whoever would build deck 11 takes two unused decks apart first: never more than ten decks.", b.Name),
				sets:  []*card.Set{big, b}, sched: league.TwoSets()},
			setChoice{label: "One set: " + big.Name,
				about: "Only five decks: whoever would build deck 6 takes two unused decks apart and builds deck 4 instead. For two or three players.",
				sets:  []*card.Set{big}, sched: league.OneSet()})
	}
	for _, set := range s.svc.Catalog.Lib.Sets() {
		if slices.Contains(catalog.BlockSets, set.Code) || !poolSet(set) {
			continue
		}
		s.choices = append(s.choices, setChoice{label: fmt.Sprintf("One set: %s (%s)", set.Name, set.Code),
			about: "Only five decks: whoever would build deck 6 takes two unused decks apart and builds deck 4 instead. For two or three players.",
			sets:  []*card.Set{set}, sched: league.OneSet()})
	}
	for _, c := range s.choices {
		s.sets.Options = append(s.sets.Options, c.label)
	}
}

// poolSet reports whether a set has cards for a 421 pool (a set of
// schemes or of basic lands has none).
func poolSet(set *card.Set) bool {
	for _, d := range set.Cards {
		if league.Copies(d.Rarity) > 0 && !d.Types.Has(card.Scheme) && !d.Super.Has(card.Basic) && !d.Token {
			return true
		}
	}
	return false
}

// freeLeagueName returns the first of "League", "League 2"… not saved yet.
func (s *Create) freeLeagueName() string {
	for n := 1; ; n++ {
		name := "League"
		if n > 1 {
			name = fmt.Sprintf("League %d", n)
		}
		if s.svc.Store == nil || !s.svc.Store.HasLeague(name) {
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

// layout places everything.
func (s *Create) layout(ctx *scenes.Context) {
	s.d = widget.DesignFor(ctx.Width, ctx.Height, ctx.Scale())
	s.th.Scale = s.d.Scale
	d := s.d
	s.back.Rect = d.R(1112, 18, 140, 40)
	s.name.Rect = d.R(30, 126, 420, 42)
	for i, r := range s.seats {
		y := 228 + float64(i)*54
		r.name.Rect = d.R(30, y, 220, 42)
		r.who.Rect = d.R(260, y, 310, 42)
		r.who.Limit = d.At(0, 708).Y
		r.remove.Rect = d.R(580, y, 42, 42)
		r.remove.Disabled = len(s.seats) <= minSeats
	}
	s.add.Rect = d.R(30, 228+float64(len(s.seats))*54, 200, 40)
	s.add.Disabled = len(s.seats) >= maxSeats
	s.sets.Rect = d.R(660, 126, 590, 42)
	s.sets.Limit = d.At(0, 708).Y
	s.target.Rect = d.R(660, 370, 220, 42)
	s.start.Rect = d.R(1060, 640, 190, 50)
}

// Update implements scenes.Scene.
func (s *Create) Update(ctx *scenes.Context) error {
	s.layout(ctx)
	in := ctx.In
	for _, c := range []*widget.Cycler{&s.sets, &s.target} {
		if c.Open {
			c.Update(in)
			return nil
		}
	}
	for _, r := range s.seats {
		if r.who.Open {
			r.who.Update(in)
			return nil
		}
	}
	editing := s.name.Focused
	s.name.Update(in)
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
	}
	s.sets.Update(in)
	s.target.Update(in)
	for i, r := range s.seats {
		r.who.Update(in)
		if r.remove.Update(in) {
			s.seats = slices.Delete(s.seats, i, i+1)
			return nil
		}
	}
	return nil
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

// Config returns the league the screen describes and who plays each seat,
// or what is wrong with it in one sentence.
func (s *Create) Config() (league.Config, []string, string) {
	name := strings.TrimSpace(s.name.Text)
	if err := store.CheckLeagueName(name); err != nil {
		return league.Config{}, nil, reason(err)
	}
	if s.svc.Store != nil && s.svc.Store.HasLeague(name) {
		return league.Config{}, nil, "There is already a league called “" + name + "”: choose another name."
	}
	if len(s.choices) == 0 {
		return league.Config{}, nil, "There are no card sets to make a pool from."
	}
	ch := s.choices[min(max(0, s.sets.Index), len(s.choices)-1)]
	cfg := league.Config{Name: name, Basics: s.basics, Schedule: ch.sched, Target: targets[min(max(0, s.target.Index), len(targets)-1)]}
	for _, set := range ch.sets {
		cfg.Sets = append(cfg.Sets, league.SetSpec{Set: set})
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
	if err := ch.sched.Validate(len(cfg.Players)); err != nil {
		return cfg, nil, reason(err)
	}
	return cfg, seats, ""
}

// begin makes the league, saves it and opens its hub; what stops it is
// shown instead.
func (s *Create) begin(ctx *scenes.Context) {
	cfg, seats, problem := s.Config()
	if problem != "" {
		s.err = problem
		return
	}
	cfg.Seed = s.seed()
	l, err := league.New(cfg)
	if err != nil {
		s.err = reason(err)
		return
	}
	sv := &store.LeagueSave{League: l, Seats: seats, Log: []string{fmt.Sprintf("The league %s begins: %s, to %d points.", cfg.Name, s.sets.Value(), l.View().Target)}}
	if s.svc.Store != nil {
		if err := s.svc.Store.SaveLeague(cfg.Name, *sv); err != nil {
			s.err = "The league could not be saved: " + store.Reason(err) + "."
			return
		}
	}
	ctx.Switch(NewHub(s.svc, cfg.Name, sv))
}

// Draw implements scenes.Scene.
func (s *Create) Draw(screen *ebiten.Image) {
	th, d := s.th, s.d
	th.Background(screen)
	th.ShadowText(screen, "New 421 league", d.At(30, 44), widget.Font{Size: 34, Bold: true}, widget.Start, widget.Cream)
	head := widget.Font{Size: widget.Small, Bold: true}
	th.Text(screen, "NAME", d.At(30, 112), head, widget.Start, muted)
	s.name.Draw(screen, th)
	th.Text(screen, fmt.Sprintf("PLAYERS (%d to %d), in seat order: seat 1 builds first", minSeats, maxSeats), d.At(30, 212), head, widget.Start, muted)
	for _, r := range s.seats {
		r.name.Draw(screen, th)
		r.who.Draw(screen, th)
		r.remove.Draw(screen, th)
	}
	if !s.add.Disabled {
		s.add.Draw(screen, th)
	}
	th.Text(screen, "SETS AND SCHEDULE", d.At(660, 112), head, widget.Start, muted)
	s.sets.Draw(screen, th)
	if len(s.choices) > 0 {
		ch := s.choices[min(max(0, s.sets.Index), len(s.choices)-1)]
		paragraph(screen, th, ch.about, d.At(664, 196), 580*d.Scale, widget.Font{Size: 16}, widget.Parchment, 5)
		var sizes []string
		for _, set := range ch.sets {
			n := 0
			for _, c := range set.Cards {
				if !c.Token && !c.Super.Has(card.Basic) {
					n += league.Copies(c.Rarity)
				}
			}
			sizes = append(sizes, fmt.Sprintf("%s %d", set.Code, n))
		}
		paragraph(screen, th, "Cards in each set's 421 set (4 of each common, 2 of each uncommon, 1 of each rare and mythic): "+strings.Join(sizes, ", ")+"; and 48 of each basic land.",
			d.At(664, 306), 580*d.Scale, widget.Font{Size: 14, Italic: true}, muted, 3)
	}
	th.Text(screen, "PLAY TO", d.At(660, 356), head, widget.Start, muted)
	s.target.Draw(screen, th)
	paragraph(screen, th, "A match is best of three games. A win scores 2, a loss −1, a draw 0, a bye 2. The loser chooses: A alter its deck, B build a new one, C claim a set-aside deck, or D make the winner build a new one.",
		d.At(664, 446), 580*d.Scale, widget.Font{Size: 15}, widget.Parchment, 4)
	if s.err != "" {
		th.Notice(screen, s.err, d.R(30, 640, 1010, 50), true)
	}
	s.start.Draw(screen, th)
	s.back.Draw(screen, th)
	s.sets.DrawList(screen, th)
	s.target.DrawList(screen, th)
	for _, r := range s.seats {
		r.who.DrawList(screen, th)
	}
}
