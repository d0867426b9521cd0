package leagues

import (
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
)

// Every schedule of the rules is offered, each with as many set rows as
// it takes; the saga takes four or more (as many as there are sets, up to
// six), and its Add and Last set buttons say so.
func TestNewLeagueEverySchedule(t *testing.T) {
	f := newFixture(t)
	c := NewLeague(f.svc)
	f.play(c, new(input.Script).Idle(1))
	want := map[string]int{league.ScheduleBlock: 3, league.ScheduleTwoSets: 2, league.ScheduleOneSet: 1, league.ScheduleLorwyn: 4, league.ScheduleSaga: 4}
	for name, rows := range want {
		pickSchedule(f, c, name)
		f.play(c, new(input.Script).Idle(1))
		if name == league.ScheduleOneSet {
			f.click(c, c.seats[2].remove.Rect) // one set: two or three players
		}
		cfg, _, problem := c.Config()
		if problem != "" || cfg.Schedule.Name != name || len(cfg.Sets) != rows || len(c.rows) != rows {
			t.Errorf("%s: %q, %d sets, %d rows", name, problem, len(cfg.Sets), len(c.rows))
		}
		if got := c.addSet.Disabled || c.addSet.Rect.Empty(); (name == league.ScheduleSaga) == got && len(c.pool) > rows {
			t.Errorf("%s: add a set shown %v", name, !got)
		}
		if name == league.ScheduleOneSet {
			f.click(c, c.add.Rect)
		}
	}
	// The saga: no fewer than four sets, no more than the loaded ones.
	pickSchedule(f, c, league.ScheduleSaga)
	f.play(c, new(input.Script).Idle(1))
	if !c.dropSet.Disabled {
		t.Errorf("a saga of four may lose a set")
	}
	for !c.addSet.Disabled {
		f.click(c, c.addSet.Rect)
	}
	if n := len(c.rows); n != min(maxSagaSets, len(c.pool)) {
		t.Errorf("the saga stops at %d sets of %d", n, len(c.pool))
	}
	cfg, _, problem := c.Config()
	if problem != "" || cfg.Schedule.Sets() != len(c.rows) {
		t.Errorf("saga of %d: %q, schedule of %d sets", len(c.rows), problem, cfg.Schedule.Sets())
	}
}

// The switches, the score and who sits out first reach the league that
// Start makes: extra basics and one of each special card on Simmering
// Feud, 30 points, seat 1 sitting out; and a drawn sit-out is the
// league's own draw.
func TestNewLeagueOptionsReachTheLeague(t *testing.T) {
	f := newFixture(t)
	c := NewLeague(f.svc, WithSeed(func() uint64 { return 5 }))
	f.play(c, new(input.Script).Idle(1))
	smf := c.rows[1]
	if smf.special.Rect.Empty() || !c.rows[0].special.Rect.Empty() {
		t.Fatalf("the specials switch: SMF %v, HTH %v", smf.special.Rect, c.rows[0].special.Rect)
	}
	f.click(c, smf.extra.Rect)
	f.click(c, smf.special.Rect)
	f.play(c, new(input.Script).Click(c.target.Rect.Center()).Chord(input.ModCtrl, input.KeyA).Type("30").Key(input.KeyEnter).Idle(1))
	_, next := c.sitOut.Arrows()
	f.play(c, new(input.Script).Click(next.Center()).Idle(1)) // from the last seat to "Drawn at random"
	if c.sitOut.Value() != "Drawn at random" {
		t.Fatalf("sits out: %q", c.sitOut.Value())
	}
	cfg, _, problem := c.Config()
	if problem != "" || cfg.FirstBye != league.SitOutDrawn {
		t.Fatalf("%q, first bye %d", problem, cfg.FirstBye)
	}
	cfg.Seed = 5
	drawn, _ := league.New(cfg)
	f.play(c, new(input.Script).Click(next.Center()).Idle(1)) // around to seat 1
	if c.sitOut.Value() != "Player 1 (seat 1)" {
		t.Fatalf("sits out: %q", c.sitOut.Value())
	}
	h, ok := f.click(c, c.start.Rect).(*Hub)
	if !ok {
		t.Fatalf("Start: %q", c.Err())
	}
	v := h.view
	if s := v.Sets[1]; s.Code != "SMF" || !s.ExtraBasics || !s.Specials || v.Target != 30 || v.FirstBye != 0 {
		t.Errorf("the league: %+v, target %d, first bye %d", s, v.Target, v.FirstBye)
	}
	if d := drawn.View().FirstBye; d < 0 || d > 2 {
		t.Errorf("drawn: seat %d", d)
	}
	if log := strings.Join(h.Save().Log, " "); !strings.Contains(log, "Player 1, chosen, sits out first") || !strings.Contains(log, "to 30 points") {
		t.Errorf("the log says %q", log)
	}
	// An even number of seats has nobody to sit out, and no chooser.
	c = NewLeague(f.svc)
	f.play(c, new(input.Script).Idle(1))
	f.click(c, c.add.Rect)
	f.play(c, new(input.Script).Idle(1))
	if !c.sitOut.Rect.Empty() {
		t.Errorf("four seats show who sits out first")
	}
	if cfg, _, _ := c.Config(); cfg.FirstBye != league.SitOutLast {
		t.Errorf("four seats: first bye %d", cfg.FirstBye)
	}
}

// Nothing on the screen is cut, at 1280×720 and at 900×560: each
// schedule's explanation fits its four lines and its label the cycler,
// and every shipped set's name its row.
func TestNewLeagueTextFits(t *testing.T) {
	fonts, err := paint.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	th := widget.NewTheme(nil, fonts)
	f := newFixture(t)
	c := NewLeague(f.svc)
	if !slices.Contains(c.poolNames, "Simmering Feud") || !slices.Contains(c.poolNames, "Starter") {
		t.Errorf("sets %v", c.poolNames)
	}
	for _, scale := range []float64{1, 900.0 / 1280} {
		th.Scale = scale
		for _, s := range schedules {
			if n := len(wrap(th, s.about, widget.Font{Size: 15}, 586*scale)); n > 4 {
				t.Errorf("scale %.2f, %s: %d lines", scale, s.label, n)
			}
			if w := th.Measure(s.label, widget.Font{Size: widget.Body}); w > (590-2*42-8)*scale {
				t.Errorf("scale %.2f: %s is %.0f wide", scale, s.label, w)
			}
		}
		if n := len(wrap(th, setsFootnote, widget.Font{Size: 14, Italic: true}, 586*scale)); n > 2 {
			t.Errorf("scale %.2f: the footnote takes %d lines", scale, n)
		}
		for _, name := range c.poolNames {
			if w := th.Measure(name, widget.Font{Size: widget.Body}); w > (290-2*38-8)*scale {
				t.Errorf("scale %.2f: %s is %.0f wide", scale, name, w)
			}
		}
	}
}

// A saga's subtitle names the next set and counts the rest, so that it
// fits its line; a block's names both sets still to come.
func TestHubSubtitleOfALongSaga(t *testing.T) {
	fonts, err := paint.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	th := widget.NewTheme(nil, fonts)
	h := &Hub{view: league.View{Target: 100, Limit: 5}}
	for _, n := range []string{"Hearthlands", "Simmering Feud", "Larder & Forge", "Starter Kitchen", "Second Hearth", "Another Feud"} {
		h.view.Sets = append(h.view.Sets, league.SetView{Name: n, InPool: n == "Hearthlands"})
	}
	sub := h.subtitle()
	if !strings.HasSuffix(sub, "still to come: Simmering Feud, then 4 more sets") {
		t.Errorf("saga subtitle %q", sub)
	}
	if w := th.Measure(sub, widget.Font{Size: widget.Small, Italic: true}); w > 1060 {
		t.Errorf("the subtitle is %.0f wide", w)
	}
	h.view.Sets = h.view.Sets[:3]
	if sub := h.subtitle(); !strings.HasSuffix(sub, "still to come: Simmering Feud, Larder & Forge") {
		t.Errorf("block subtitle %q", sub)
	}
}
