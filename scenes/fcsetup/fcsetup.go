// Package fcsetup is the FourCuatro set-up screen: who you play (the easy
// or hard computer, or a friend at the same computer), both names, the
// format (basic or constructed), each person's deck for the constructed
// format (a saved deck, or one built in the deck builder), a seed, Start
// and Back. It remembers the choices for next time.
package fcsetup

import (
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/seedfield"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// Scene is the FourCuatro set-up screen.
type Scene struct {
	svc   *scenes.Services
	th    *widget.Theme
	cards []*fourcuatro.Def
	// saved are the names of the saved decks; savedErr is why they could
	// not be listed.
	saved    []string
	savedErr string
	opponent widget.Cycler
	format   widget.Cycler
	seats    [2]*seatRow
	seed     widget.TextField
	start    widget.Button
	back     widget.Button
	err      string
	// unfinished is the saved game offered to continue; nil if none.
	unfinished *unfinished
	rng        func() uint64
	d          widget.Design
	panel      geom.Rect
}

// Option configures a Scene.
type Option func(*Scene)

// WithRand makes the screen draw random seeds from f instead of from
// math/rand/v2.
func WithRand(f func() uint64) Option { return func(s *Scene) { s.rng = f } }

// New returns the set-up screen filled in with the last FourCuatro game's
// choices from the settings, or you against the easy computer in the basic
// format.
func New(svc *scenes.Services, opts ...Option) *Scene {
	s := &Scene{
		svc:      svc,
		th:       widget.NewTheme(svc.Painter, svc.Fonts),
		cards:    catalog.FourCuatro(),
		opponent: widget.Cycler{Options: opponentLabels()},
		format:   widget.Cycler{Options: formatLabels()},
		seed:     seedfield.New(),
		start:    widget.Button{Label: "Start", Shortcut: "Enter", Style: widget.Primary, FontSize: 22},
		back:     widget.Button{Label: "Back", Shortcut: "Esc", Style: widget.Quiet},
		rng:      rand.Uint64,
		d:        widget.Design{Scale: 1},
	}
	for _, o := range opts {
		o(s)
	}
	var last store.FourCuatroChoice
	if svc.Settings != nil {
		last = svc.Settings.FourCuatro
	}
	if last.Names[0] == "" || last.Names[1] == "" {
		last.Names = [2]string{"You", ""}
	}
	s.opponent.Index = opponentIndex(last.Opponent)
	s.format.Index = formatIndex(last.Format)
	if last.Names[1] == "" {
		last.Names[1] = opponents[s.opponent.Index].name
	}
	s.listSaved()
	for i := range s.seats {
		s.seats[i] = newRow(last.Names[i])
		s.seats[i].setDecks(s.saved, last.Decks[i])
	}
	s.nameFirstSeat()
	s.checkDecks()
	s.unfinished = findUnfinished(svc)
	return s
}

// Err returns the error the screen shows, or "".
func (s *Scene) Err() string { return widget.Capital(strings.TrimPrefix(s.err, "fcsetup: ")) }

// listSaved reads the names of the saved decks.
func (s *Scene) listSaved() {
	s.saved, s.savedErr = nil, ""
	if s.svc.Store == nil {
		return
	}
	names, err := s.svc.Store.DeckNames(store.FourCuatroDecks)
	if err != nil {
		s.savedErr = "The saved decks could not be listed: " + err.Error()
	}
	s.saved = names
}

// opp returns the chosen opponent.
func (s *Scene) opp() opponent { return opponents[s.opponent.Index] }

// constructed reports whether the constructed format is chosen.
func (s *Scene) constructed() bool { return formats[s.format.Index].f == fourcuatro.Constructed }

// chooses reports whether seat i's player chooses a deck: a person, in
// the constructed format.
func (s *Scene) chooses(i int) bool {
	return s.constructed() && (i == 0 || !s.opp().kind.Computer())
}

// checkDecks checks the decks of the seats that choose one.
func (s *Scene) checkDecks() {
	for i, r := range s.seats {
		r.status, r.bad = "", false
		if s.chooses(i) {
			s.checkDeck(r)
		}
	}
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.layout(ctx.Width, ctx.Height, ctx.Scale())
	s.update(ctx)
	s.layout(ctx.Width, ctx.Height, ctx.Scale())
	return nil
}

// update handles one frame's input.
func (s *Scene) update(ctx *scenes.Context) {
	in := ctx.In
	// An open list takes every input until it closes.
	for _, c := range s.cyclers() {
		if c.Open {
			old := c.Index
			if c.Update(in) {
				s.changed(ctx, c, old)
			}
			return
		}
	}
	fields := []*widget.TextField{&s.seats[0].name, &s.seats[1].name, &s.seed}
	editing := false
	for i, f := range fields {
		if f.Focused && in.KeyPressed(input.KeyTab) {
			f.Focused = false
			fields[(i+1)%len(fields)].Focused = true
			return
		}
		editing = editing || f.Focused
	}
	for _, f := range fields {
		if f.Update(in) {
			s.err = ""
		}
	}
	for _, c := range s.cyclers() {
		old := c.Index
		if c.Update(in) {
			s.changed(ctx, c, old)
		}
	}
	for i, r := range s.seats {
		if r.edit.Update(in) {
			s.openBuilder(ctx, i, r.deckName())
			return
		}
	}
	if u := s.unfinished; u != nil && u.err == "" && u.button.Update(in) {
		s.resume(ctx)
		return
	}
	if s.back.Update(in) || in.KeyPressed(input.KeyEscape) { // one press, from a field too
		ctx.Switch(s.svc.Nav.Menu())
		return
	}
	if s.start.Update(in) || (!editing && in.KeyPressed(input.KeyEnter)) {
		s.begin(ctx)
	}
}

// cyclers returns the screen's cyclers that are showing.
func (s *Scene) cyclers() []*widget.Cycler {
	c := []*widget.Cycler{&s.opponent, &s.format}
	for i, r := range s.seats {
		if s.chooses(i) {
			c = append(c, &r.deck)
		}
	}
	return c
}

// changed reacts to a new choice in c, which was at index old: a new
// opponent gets a fitting name if the seat still had a default one;
// "Build a deck…" opens the deck builder, leaving the choice as it was.
func (s *Scene) changed(ctx *scenes.Context, c *widget.Cycler, old int) {
	s.err = ""
	for i, r := range s.seats {
		if c == &r.deck && r.building() {
			r.deck.Index = old
			s.openBuilder(ctx, i, "")
			return
		}
	}
	if c == &s.opponent {
		r := s.seats[1]
		if slices.ContainsFunc(opponents, func(o opponent) bool { return o.name == strings.TrimSpace(r.name.Text) }) || strings.TrimSpace(r.name.Text) == "" {
			r.name.Text = s.opp().name
		}
		s.nameFirstSeat()
	}
	s.checkDecks()
}

// nameFirstSeat calls the first seat "Player 1" instead of "You" when two
// people share the screen (the curtain says whose turn it is by name), and
// "You" again against the computer.
func (s *Scene) nameFirstSeat() {
	r := s.seats[0]
	name := strings.TrimSpace(r.name.Text)
	switch {
	case !s.opp().kind.Computer() && strings.EqualFold(name, "You"):
		r.name.Text = "Player 1"
	case s.opp().kind.Computer() && name == "Player 1":
		r.name.Text = "You"
	}
}

// openBuilder shows the deck builder for seat i, on the saved deck named
// deck ("" for a new one). Coming back, the deck chosen there becomes the
// seat's.
func (s *Scene) openBuilder(ctx *scenes.Context, i int, deck string) {
	before := s.seats[i].deckName()
	ctx.Switch(s.svc.Nav.FourCuatroDeck(deck, func(chosen string) scenes.Scene {
		s.listSaved()
		for j, r := range s.seats {
			keep := r.deckName()
			if j == i {
				keep = before
				if chosen != "" {
					keep = chosen
				}
			}
			r.setDecks(s.saved, keep)
		}
		s.checkDecks()
		return s
	}))
}
