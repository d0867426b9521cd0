// Package setup is the new-game screen: the kind of game (standard, one of
// the Landless variants with their options, Archenemy, Supervillain
// Rumble, or Live-Draft's tableau, pipeline or rummy with the common
// library, the start and the running-out options), two to eight seats (as
// many as the kind of game takes), each with a name, who plays it (a
// person or a computer level) and a deck (an archenemy's theme deck with
// its schemes), a seed, quick presets, and Start.
package setup

import (
	"log"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/seedfield"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// The number of seats a game can have on this screen.
const (
	minSeats = 2
	maxSeats = 8
	// roomySeats is the most seats shown in full-height rows.
	roomySeats = 4
)

// Scene is the new-game screen.
type Scene struct {
	svc *scenes.Services
	th  *widget.Theme
	// seats, collection, live, drafts and pick are the screen's parts
	// (parts.go).
	seats seatList
	mode  widget.Cycler
	// pool and minDeck are a random draft's pool size and deck minimum;
	// shared is a single deck's size.
	pool       widget.TextField
	minDeck    widget.TextField
	shared     widget.Cycler
	collection collectionPanel
	// live are a Live-Draft game's library, start and options.
	live    liveOptions
	drafts  drafts
	presets []widget.Button
	add     widget.Button
	start   widget.Button
	back    widget.Button
	seed    widget.TextField
	pick    filePick
	err     string
	rng     func() uint64
	panel   geom.Rect
	// fc is FourCuatro's set-up, shown instead while FourCuatro is the
	// game chosen; fourCuatro asks for it from the start (WithFourCuatro).
	fc         *fcForm
	fourCuatro bool
	// ox, oy and scale map the 1280×720 design onto the screen.
	ox, oy, scale float64
}

// Option configures a Scene.
type Option func(*Scene)

// WithRand makes the screen draw random seeds from f instead of from
// math/rand/v2.
func WithRand(f func() uint64) Option { return func(s *Scene) { s.rng = f } }

// New returns the set-up screen filled in with the last game's seats from
// the settings, or you against a medium computer player.
func New(svc *scenes.Services, opts ...Option) *Scene {
	s := &Scene{
		svc: svc,
		th:  widget.NewTheme(svc.Painter, svc.Fonts),
		seats: seatList{
			whoOpts:   controllers(),
			deckOpts:  deckChoices(svc.Catalog.Decks, savedDecks(svc.Store)),
			themeOpts: append(themeChoices(svc.Catalog, svc.Catalog.Decks), savedSchemeChoices(svc.Catalog, svc.Store)...),
		},
		add:        widget.Button{Label: "+ Add seat"},
		start:      widget.Button{Label: "Start", Shortcut: "Enter", Style: widget.Primary, FontSize: 22},
		back:       widget.Button{Label: "Back", Shortcut: "Esc", Style: widget.Quiet},
		seed:       seedfield.New(),
		rng:        rand.Uint64,
		scale:      1,
		mode:       widget.Cycler{Options: gameLabels()},
		pool:       widget.TextField{Max: 3, Accept: widget.Digits, Placeholder: strconv.Itoa(defaultPool)},
		minDeck:    widget.TextField{Max: 3, Accept: widget.Digits, Placeholder: strconv.Itoa(defaultMinDeck)},
		shared:     widget.Cycler{Options: labels(sharedSizes)},
		collection: collectionPanel{choice: widget.Cycler{Options: labels(collectionChoices)}},
		live:       newLiveOptions(nil, store.GameChoice{}),
	}
	s.wire()
	l := &s.seats
	l.plainDeckOpts, l.landFreeOpts = labels(l.deckOpts), landFreeLabels(l.deckOpts)
	for _, p := range presets {
		s.presets = append(s.presets, widget.Button{Label: p.label, FontSize: 17})
	}
	for _, o := range opts {
		o(s)
	}
	last := []store.SeatChoice{{Name: "You", Controller: "human", Deck: randomDeck}, {Name: "Computer", Controller: "medium", Deck: randomDeck}}
	if svc.Settings != nil && len(svc.Settings.LastSeats) >= minSeats {
		last = svc.Settings.LastSeats
	}
	if svc.Settings != nil {
		s.setGameChoice(svc.Settings.LastGame)
	}
	for _, c := range last[:min(len(last), maxSeats)] {
		s.seats.rows = append(s.seats.rows, s.seats.newRow(c))
	}
	s.seats.fitSeats(false)
	s.seats.nameThePeople()
	if s.fourCuatro {
		s.chooseFourCuatro(s.mode.Index)
	}
	return s
}

// mainErr returns the error the main game's set-up shows, or "".
func (s *Scene) mainErr() string { return widget.Capital(strings.TrimPrefix(s.err, "setup: ")) }

// applyPreset replaces the seats with preset i's, keeping the seed; a
// preset is a Standard game, whatever game was chosen before.
func (s *Scene) applyPreset(i int) {
	s.mode.Index = 0
	s.seats.rows = nil
	for _, p := range presets[i].seats() {
		s.seats.rows = append(s.seats.rows, s.seats.newRow(store.SeatChoice{Name: p.name, Controller: p.controller, Deck: randomDeck}))
	}
	s.seats.fitSeats(false)
	s.err = ""
}

// update handles one frame's input.
func (s *Scene) update(ctx *scenes.Context) {
	in := ctx.In
	if s.pick.picker.Open {
		s.pick.update(in)
		return
	}
	// An open list takes every input until it closes.
	for _, c := range []*widget.Cycler{&s.mode, &s.shared, &s.collection.choice, &s.live.library, &s.live.start} {
		if c.Open {
			was := s.mode.Index
			if c.Update(in) {
				s.err = ""
			}
			if s.mode.Value() == fourCuatroLabel {
				s.chooseFourCuatro(was)
			}
			return
		}
	}
	for _, r := range s.seats.rows {
		for _, c := range []*widget.Cycler{&r.who, &r.deck, &r.theme} {
			if c.Open {
				if c.Update(in) {
					s.seats.changed(r, c)
				}
				return
			}
		}
	}
	fields := s.fields()
	focused := -1
	for i, f := range fields {
		if f.Focused {
			focused = i
		}
	}
	editing := focused >= 0
	if editing && in.KeyPressed(input.KeyTab) {
		// Tab moves to the next field.
		fields[focused].Focused = false
		fields[(focused+1)%len(fields)].Focused = true
		return
	}
	for i := range s.presets {
		if s.presets[i].Update(in) {
			s.applyPreset(i)
			return
		}
	}
	for i, r := range s.seats.rows {
		r.name.Update(in)
		wasFocused := r.path.Focused
		if r.path.Update(in) {
			r.pathErr = ""
		}
		if wasFocused && !r.path.Focused {
			s.seats.checkPath(r)
		}
		if r.browse.Update(in) {
			s.seats.pickDeck(r)
			return
		}
		for _, c := range []*widget.Cycler{&r.who, &r.deck, &r.theme} {
			if c.Update(in) {
				s.seats.changed(r, c)
			}
		}
		if r.remove.Update(in) {
			s.seats.rows = append(s.seats.rows[:i:i], s.seats.rows[i+1:]...)
			return
		}
	}
	if was := s.mode.Index; s.mode.Update(in) {
		s.err = ""
		if s.mode.Value() == fourCuatroLabel {
			s.mode.Index = stepOverFourCuatro(was)
		}
		s.seats.fitSeats(true)
		return
	}
	if s.shared.Update(in) {
		s.err = ""
	}
	if s.live.chosen() && s.live.update(in) {
		s.err = ""
	}
	if s.collection.used() && s.collection.update(in) {
		s.err = ""
	}
	if s.modeValue().decks == draftPools {
		s.pool.Update(in)
		s.minDeck.Update(in)
	}
	s.seed.Update(in)
	if s.add.Update(in) {
		s.seats.addSeat()
	}
	if s.back.Update(in) || in.KeyPressed(input.KeyEscape) { // one press, from a field too
		ctx.Switch(s.svc.Nav.Menu())
		return
	}
	if s.start.Update(in) || (!editing && in.KeyPressed(input.KeyEnter)) {
		s.begin(ctx)
	}
	for _, f := range fields {
		if f.ClipboardErr != "" {
			s.err, f.ClipboardErr = "setup: "+f.ClipboardErr, ""
		}
	}
}

// fields returns the text fields shown, in Tab order: the draft's pool
// size and deck minimum, each seat's name and deck file, then the seed.
func (s *Scene) fields() []*widget.TextField {
	var f []*widget.TextField
	if s.modeValue().decks == draftPools {
		f = append(f, &s.pool, &s.minDeck)
	}
	if !s.live.path.Rect.Empty() {
		f = append(f, &s.live.path)
	}
	for _, r := range s.seats.rows {
		f = append(f, &r.name)
		if !r.path.Rect.Empty() {
			f = append(f, &r.path)
		}
	}
	return append(f, &s.seed)
}

// begin starts the game, or shows why it cannot.
func (s *Scene) begin(ctx *scenes.Context) {
	rec, err := s.build()
	if err != nil {
		s.err = err.Error()
		// A deck file of the player's that will not load is worth a line
		// in the log too.
		log.Printf("setup: the game cannot start: %v", err)
		return
	}
	if s.svc.Settings != nil {
		s.svc.Settings.LastSeats = s.svc.Settings.LastSeats[:0:0]
		for i, r := range s.seats.rows {
			s.svc.Settings.LastSeats = append(s.svc.Settings.LastSeats, s.seats.choice(i, r))
		}
		s.svc.Settings.LastGame = s.gameChoice()
		// A failure to remember the seats must not stop the game.
		_ = s.svc.SaveSettings()
	}
	var next scenes.Scene
	if s.modeValue().decks == draftPools {
		next, err = s.drafts.buildDrafts(rec, s.svc.Nav.Play)
	} else {
		next, err = s.svc.Nav.Play(rec)
	}
	if err != nil {
		s.err = "setup: the game could not start: " + err.Error()
		return
	}
	ctx.Switch(next)
}

// layout places every widget for a w×h screen: the design is 1280×720,
// scaled and centred.
func (s *Scene) layout(w, h int, scale float64) {
	s.scale = scale
	s.th.Scale = scale
	s.ox = (float64(w) - 1280*scale) / 2
	s.oy = (float64(h) - 720*scale) / 2
	px := [...]float64{1210 - 250 - 10 - 210 - 10 - 200, 1210 - 250 - 10 - 210, 1210 - 250}
	wd := [...]float64{200, 210, 250}
	for i := range s.presets {
		s.presets[i].Rect = s.r(px[i], 34, wd[i], 40)
	}
	s.mode.Rect = s.r(120, 112, 420, 40)
	s.mode.Limit = s.oy + 708*scale
	s.pool.Rect = s.r(700, 112, 80, 40)
	s.minDeck.Rect = s.r(960, 112, 80, 40)
	s.shared.Rect = s.r(670, 112, 320, 40)
	s.shared.Limit = s.oy + 708*scale
	m := s.modeValue()
	if m.decks != draftPools {
		s.pool.Rect, s.minDeck.Rect = geom.Rect{}, geom.Rect{}
		s.pool.Focused, s.minDeck.Focused = false, false
	}
	if m.decks != sharedDeck || s.collection.listFileChosen() {
		s.shared.Rect = geom.Rect{}
		s.shared.Open = false
	}
	s.collection.choice.Rect = geom.Rect{}
	if s.collection.used() {
		s.collection.choice.Rect = s.r(120, liveOptionsY, 420, 40)
		s.collection.choice.Limit = s.oy + 708*scale
	} else {
		s.collection.choice.Open = false
	}
	s.live.layout(scale)
	_, hi := s.seatBounds()
	y := s.seats.layout(s.headY() + 18)
	s.add.Rect = s.r(120, y+2, 170, 34)
	s.add.Disabled = len(s.seats.rows) >= hi
	s.panel = s.r(50, 96, 1180, max(y+2+34+14, 300)-96)
	s.seed.Rect = s.r(140, 614, 250, 34)
	s.back.Rect = s.r(70, 662, 180, 44)
	s.start.Rect = s.r(1030, 662, 180, 44)
	s.pick.layout(w, h, scale)
}

// r maps a rectangle of the 1280×720 design onto the screen.
func (s *Scene) r(x, y, w, h float64) geom.Rect {
	k := s.scale
	return geom.R(s.ox+x*k, s.oy+y*k, w*k, h*k)
}
