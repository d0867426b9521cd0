// Package leagues holds the 421 league's screens: the list of saved
// leagues (List), the new-league screen (NewLeague) and the league hub
// (Hub) with its option chooser, take-apart and first-player choices. A
// person's decks are built in the deck editor's pool builder and a
// person's games played on the table, both through Nav; the computers
// decide and play their games on goroutines of their own. The league is
// saved after every step (store.Leagues.Save), the game on the table as it
// goes, so a league resumes where it stopped, mid-match too.
package leagues

import (
	"errors"
	"fmt"
	"github.com/kitchentable/kitchentable/scenes/internal/ask"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// listShown is how many leagues the list shows at once.
const listShown = 6

// List is the league list: the saved leagues with their players, scores
// and when they were last played, the newest first; open one, delete one
// (after a question) or start a new league.
type List struct {
	svc *scenes.Services
	th  *widget.Theme
	d   widget.Design

	entries []store.LeagueEntry
	// problems are the league files that could not be read (set aside),
	// one sentence each.
	problems []string
	rows     []listRow
	// top is the first league shown, shown how many are.
	top, shown int
	newB       widget.Button
	back       widget.Button
	ask        *ask.Question
	msg        string
	bad        bool
}

// listRow is one league's row and its buttons.
type listRow struct {
	r         geom.Rect
	open, del widget.Button
}

// NewList returns the league list, reading the saved leagues.
func NewList(svc *scenes.Services) *List {
	s := &List{
		svc:  svc,
		th:   widget.NewTheme(svc.Painter, svc.Fonts),
		newB: widget.Button{Label: "New league", Style: widget.Primary, FontSize: 20},
		back: widget.Button{Label: "Back", Shortcut: "Esc", Style: widget.Quiet, FontSize: 16},
	}
	s.reload()
	return s
}

// reload reads the saved leagues again.
func (s *List) reload() {
	s.entries = nil
	if s.svc.Store == nil || s.svc.Catalog == nil {
		return
	}
	list, problems, err := s.svc.Store.Leagues().List(s.svc.Catalog.Lib)
	if err != nil {
		s.msg, s.bad = "The saved leagues could not be listed: "+store.Reason(err)+".", true
	}
	s.entries = list
	s.problems = append(s.problems, problems...)
	// A league whose last save failed is older on disk than it was.
	for _, f := range s.svc.Store.Leagues().Failures() {
		if !slices.Contains(s.problems, f) {
			s.problems = append(s.problems, f)
		}
	}
}

// Entries returns the leagues listed.
func (s *List) Entries() []store.LeagueEntry { return s.entries }

// Problems returns the sentences about league files that could not be read.
func (s *List) Problems() []string { return s.problems }

// layout places everything for the screen.
func (s *List) layout(ctx *scenes.Context) {
	s.d = widget.DesignFor(ctx.Width, ctx.Height, ctx.Scale())
	s.th.Scale = s.d.Scale
	d := s.d
	s.back.Rect = d.R(1112, 18, 140, 40)
	s.newB.Rect = d.R(1010, 120, 240, 52)
	s.top = min(max(0, s.top), max(0, len(s.entries)-listShown))
	if s.rows == nil {
		s.rows = make([]listRow, listShown)
		for i := range s.rows {
			s.rows[i].open = widget.Button{Label: "Open", FontSize: 17}
			s.rows[i].del = widget.Button{Label: "Delete", Style: widget.Quiet, FontSize: 15}
		}
	}
	s.shown = min(listShown, len(s.entries)-s.top)
	for i := range s.rows {
		y := 120 + float64(i)*78
		row := &s.rows[i]
		row.r = d.R(30, y, 950, 70)
		row.open.Rect, row.del.Rect = d.R(800, y+14, 82, 42), d.R(890, y+14, 82, 42)
		row.open.Disabled, row.del.Disabled = i >= s.shown, i >= s.shown
	}
	if s.ask != nil {
		s.ask.Layout(d)
	}
}

// Update implements scenes.Scene.
func (s *List) Update(ctx *scenes.Context) error {
	s.layout(ctx)
	in := ctx.In
	if s.ask != nil {
		if act, ok := s.ask.Update(in); ok {
			s.ask = nil
			if act != nil {
				act(ctx)
			}
		}
		return nil
	}
	switch {
	case s.back.Update(in) || in.KeyPressed(input.KeyEscape):
		ctx.Switch(s.svc.Nav.Menu())
		return nil
	case s.newB.Update(in):
		ctx.Switch(NewLeague(s.svc))
		return nil
	}
	if in.Wheel > 0 {
		s.top--
	} else if in.Wheel < 0 {
		s.top++
	}
	for i := range s.rows[:s.shown] {
		row := &s.rows[i]
		e := s.entries[s.top+i]
		switch {
		case row.del.Update(in):
			s.askDelete(e.Name)
			return nil
		case row.open.Update(in), in.Released[input.Left] && row.r.Contains(in.Cursor) && !row.del.Rect.Contains(in.Cursor):
			s.open(ctx, e.Name)
			return nil
		}
	}
	return nil
}

// open opens the league named name in its hub. A league that cannot be
// read is set aside and explained.
func (s *List) open(ctx *scenes.Context, name string) {
	sv, err := s.svc.Store.Leagues().Load(name, s.svc.Catalog.Lib)
	var broken *store.BrokenError
	switch {
	case errors.As(err, &broken):
		s.problems = append([]string{broken.Sentence("The league “" + name + "”")}, s.problems...)
		s.reload()
		return
	case err != nil:
		s.msg, s.bad = "The league “"+name+"” could not be opened: "+store.Reason(err)+".", true
		return
	}
	ctx.Switch(NewHub(s.svc, name, sv))
}

// askDelete asks, then deletes the league named name.
func (s *List) askDelete(name string) {
	s.ask = ask.New("Delete the league “"+name+"”? Its decks, scores and games are lost.",
		ask.Answer{Label: "Delete", Style: widget.Primary, Act: func(*scenes.Context) {
			if err := s.svc.Store.Leagues().Delete(name); err != nil {
				s.msg, s.bad = "The league “"+name+"” could not be deleted: "+store.Reason(err)+".", true
				return
			}
			s.msg, s.bad = "Deleted the league “"+name+"”.", false
			s.reload()
		}},
		ask.Answer{Label: "Cancel", Style: widget.Quiet, Act: nil})
}

// Draw implements scenes.Scene.
func (s *List) Draw(screen *ebiten.Image) {
	th, d := s.th, s.d
	th.Background(screen)
	th.ShadowText(screen, "421 league", d.At(30, 44), widget.Font{Size: 34, Bold: true}, widget.Start, widget.Cream)
	th.ShadowText(screen, "Decks built in turn from one open pool, best-of-three matches, the loser's options A–D and new sets joining, over many sittings.",
		d.At(32, 84), widget.Font{Size: widget.Small, Italic: true}, widget.Start, widget.Parchment)
	s.back.Draw(screen, th)
	s.newB.Draw(screen, th)
	if len(s.entries) == 0 {
		th.Text(screen, "No league yet: New league starts one.", d.At(505, 200), widget.Font{Size: widget.Body, Italic: true}, widget.Center, muted)
	}
	for i, row := range s.rows[:s.shown] {
		s.drawRow(screen, s.entries[s.top+i], row)
	}
	if n := len(s.entries); n > listShown {
		th.Text(screen, fmt.Sprintf("leagues %d–%d of %d · the wheel scrolls", s.top+1, min(n, s.top+listShown), n),
			d.At(505, 600), widget.Font{Size: widget.Small, Italic: true}, widget.Center, muted)
	}
	y := 620.0
	notes := s.problems
	if s.msg != "" {
		notes = append([]string{s.msg}, notes...)
	}
	for i, p := range notes {
		if y > 690 {
			break
		}
		th.Notice(screen, p, d.R(30, y, 950, 30), i > 0 || s.bad)
		y += 36
	}
	if s.ask != nil {
		s.ask.Draw(screen, th)
	}
}

// drawRow draws one league's row: its name, round and date, and the
// players with their scores.
func (s *List) drawRow(screen *ebiten.Image, e store.LeagueEntry, row listRow) {
	th := s.th
	th.Panel(screen, row.r)
	x, y := row.r.Min.X+th.Px(18), row.r.Min.Y
	th.Text(screen, th.Fit(e.Name, widget.Font{Size: 21, Bold: true}, th.Px(330)), geom.V(x, y+th.Px(24)), widget.Font{Size: 21, Bold: true}, widget.Start, widget.Cream)
	state := fmt.Sprintf("round %d · to %d points", e.Round, e.Target)
	if e.Round == 0 {
		state = fmt.Sprintf("building the first decks · to %d points", e.Target)
	}
	if e.Winner >= 0 && e.Winner < len(e.Players) {
		state = fmt.Sprintf("won by %s with %d points", e.Players[e.Winner].Name, e.Players[e.Winner].Score)
	}
	if !e.Played.IsZero() {
		state += " · last played " + e.Played.Format("2 Jan 2006, 15:04")
	}
	th.Text(screen, state, geom.V(x+th.Px(350), y+th.Px(24)), widget.Font{Size: widget.Small}, widget.Start, muted)
	var parts []string
	for i, p := range e.Players {
		who := ""
		if i < len(e.Seats) && e.Seats[i] != record.Human {
			who = " (computer)"
		}
		parts = append(parts, fmt.Sprintf("%s%s %d", p.Name, who, p.Score))
	}
	f := widget.Font{Size: 16}
	th.Text(screen, th.Fit(strings.Join(parts, "  ·  "), f, th.Px(740)), geom.V(x, y+th.Px(52)), f, widget.Start, widget.Cream)
	row.open.Draw(screen, th)
	row.del.Draw(screen, th)
}
