package setup

import (
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

// fcForm is the set-up of a FourCuatro game, the screen shows when
// FourCuatro is the game chosen: who you play (the easy or hard computer,
// or a friend at the same computer), both names, the format (basic or
// constructed), each person's deck for the constructed format (a saved
// deck, or one built in the deck builder), a seed, Start and Back. It
// remembers the choices for next time.
type fcForm struct {
	svc   *scenes.Services
	th    *widget.Theme
	cards []*fourcuatro.Def
	// saved are the names of the saved decks; savedErr is why they could
	// not be listed.
	saved    []string
	savedErr string
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
	// host is the screen the form is part of, which the deck builder
	// goes back to; nil for the form alone. back leaves the form, to the
	// menu unless the host says otherwise.
	host  scenes.Scene
	leave func(ctx *scenes.Context)
}

// newFCForm returns the FourCuatro set-up filled in with the last
// FourCuatro game's choices from the settings, or you against the easy
// computer in the basic format; it draws random seeds from rng.
func newFCForm(svc *scenes.Services, rng func() uint64) *fcForm {
	s := &fcForm{
		svc:    svc,
		th:     widget.NewTheme(svc.Painter, svc.Fonts),
		cards:  catalog.FourCuatro(),
		format: widget.Cycler{Options: fcFormatLabels()},
		seed:   seedfield.New(),
		start:  widget.Button{Label: "Start", Shortcut: "Enter", Style: widget.Primary, FontSize: 22},
		back:   widget.Button{Label: "Back", Shortcut: "Esc", Style: widget.Quiet},
		rng:    rng,
		d:      widget.Design{Scale: 1},
	}
	var last store.FourCuatroChoice
	if svc.Settings != nil {
		last = svc.Settings.FourCuatro
	}
	if last.Names[0] == "" || last.Names[1] == "" {
		last.Names = [2]string{"You", ""}
	}
	opponent := fcOpponentIndex(last.Opponent)
	s.format.Index = fcFormatIndex(last.Format)
	if last.Names[1] == "" {
		last.Names[1] = fcOpponents[opponent].name
	}
	s.listSaved()
	for i := range s.seats {
		s.seats[i] = newFCRow(last.Names[i])
		s.seats[i].setDecks(s.saved, last.Decks[i])
	}
	// Who plays the second seat is the opponent chosen; the first is
	// always a person at this computer.
	s.seats[1].who = widget.Cycler{Options: fcOpponentLabels(), Index: opponent}
	s.nameFirstSeat()
	s.checkDecks()
	s.unfinished = findUnfinished(svc)
	s.leave = func(ctx *scenes.Context) { ctx.Switch(svc.Nav.Menu()) }
	return s
}

// Err returns the error the screen shows, or "".
func (s *fcForm) Err() string { return widget.Capital(strings.TrimPrefix(s.err, "fcsetup: ")) }

// listSaved reads the names of the saved decks.
func (s *fcForm) listSaved() {
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
func (s *fcForm) opp() fcOpponent { return fcOpponents[s.seats[1].who.Index] }

// constructed reports whether the constructed format is chosen.
func (s *fcForm) constructed() bool { return fcFormats[s.format.Index].f == fourcuatro.Constructed }

// chooses reports whether seat i's player chooses a deck: a person, in
// the constructed format.
func (s *fcForm) chooses(i int) bool {
	return s.constructed() && (i == 0 || !s.opp().kind.Computer())
}

// checkDecks checks the decks of the seats that choose one.
func (s *fcForm) checkDecks() {
	for i, r := range s.seats {
		r.status, r.bad = "", false
		if s.chooses(i) {
			s.checkDeck(r)
		}
	}
}

// Update implements scenes.Scene.
func (s *fcForm) Update(ctx *scenes.Context) error {
	s.layout(ctx.Width, ctx.Height, ctx.Scale())
	s.update(ctx)
	s.layout(ctx.Width, ctx.Height, ctx.Scale())
	return nil
}

// update handles one frame's input.
func (s *fcForm) update(ctx *scenes.Context) {
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
		s.leave(ctx)
		return
	}
	if s.start.Update(in) || (!editing && in.KeyPressed(input.KeyEnter)) {
		s.begin(ctx)
	}
}

// cyclers returns the screen's cyclers that are showing.
func (s *fcForm) cyclers() []*widget.Cycler {
	c := []*widget.Cycler{&s.seats[1].who, &s.format}
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
func (s *fcForm) changed(ctx *scenes.Context, c *widget.Cycler, old int) {
	s.err = ""
	for i, r := range s.seats {
		if c == &r.deck && r.building() {
			r.deck.Index = old
			s.openBuilder(ctx, i, "")
			return
		}
	}
	if c == &s.seats[1].who {
		r := s.seats[1]
		if slices.ContainsFunc(fcOpponents, func(o fcOpponent) bool { return o.name == strings.TrimSpace(r.name.Text) }) || strings.TrimSpace(r.name.Text) == "" {
			r.name.Text = s.opp().name
		}
		s.nameFirstSeat()
	}
	s.checkDecks()
}

// nameFirstSeat calls the first seat "Player 1" instead of "You" when two
// people share the screen (the curtain says whose turn it is by name), and
// "You" again against the computer.
func (s *fcForm) nameFirstSeat() {
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
func (s *fcForm) openBuilder(ctx *scenes.Context, i int, deck string) {
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
		return s.screen()
	}))
}

// screen returns the screen the form is shown on: its host, or the form.
func (s *fcForm) screen() scenes.Scene {
	if s.host != nil {
		return s.host
	}
	return s
}
