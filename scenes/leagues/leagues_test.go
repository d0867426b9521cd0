package leagues

import (
	"bytes"
	"context"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/ai/leaguebot"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/netplay"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/scenetest"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// named is a scene that only has a name.
type named string

func (named) Update(*scenes.Context) error { return nil }
func (named) Draw(*ebiten.Image)           {}

// fakeNav records the pool builders and the games it was asked for.
type fakeNav struct {
	scenes.Nav
	builds []scenes.PoolBuild
	games  []*record.Record
	hosts  []scenes.GameHost
}

func (n *fakeNav) Menu() scenes.Scene    { return named("menu") }
func (n *fakeNav) Leagues() scenes.Scene { return named("leagues") }
func (n *fakeNav) PoolDeck(b scenes.PoolBuild) scenes.Scene {
	n.builds = append(n.builds, b)
	return named("pool deck")
}
func (n *fakeNav) Join() scenes.Scene { return named("join") }
func (n *fakeNav) JoinTable(context.Context, netplay.ClientConfig) (scenes.Scene, error) {
	return named("networked table"), nil
}
func (n *fakeNav) PlayHosted(rec *record.Record, h scenes.GameHost) (scenes.Scene, error) {
	n.games = append(n.games, rec)
	n.hosts = append(n.hosts, h)
	return named("table"), nil
}

var cat *catalog.Catalog

type fixture struct {
	t   *testing.T
	nav *fakeNav
	svc *scenes.Services
	ctx *scenes.Context
	in  input.State
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	if cat == nil {
		c, err := catalog.LoadDir(nil, "")
		if err != nil {
			t.Fatal(err)
		}
		cat = c
	}
	st, err := store.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(st.Leagues().Flush) // before the folder is removed
	set := store.DefaultSettings()
	f := &fixture{t: t, nav: &fakeNav{}}
	f.svc = &scenes.Services{Catalog: cat, Store: st, Settings: &set, Nav: f.nav}
	f.ctx = &scenes.Context{In: &f.in, Width: 1280, Height: 720, Svc: f.svc}
	return f
}

// play runs s through sc's frames.
func (f *fixture) play(s scenes.Scene, sc *input.Script) {
	f.t.Helper()
	scenetest.Play(f.t, s, f.ctx, sc)
}

// click clicks r on s and returns the scene s switched to, or nil.
func (f *fixture) click(s scenes.Scene, r geom.Rect) scenes.Scene {
	f.t.Helper()
	return scenetest.Click(f.t, s, f.ctx, r)
}

// row returns the hub's row whose button is labelled like label.
func row(t *testing.T, h *Hub, label string) *hubRow {
	t.Helper()
	for i := range h.rows[:h.nrows] {
		if strings.HasPrefix(h.rows[i].btn.Label, label) && h.rows[i].act != nil {
			return &h.rows[i]
		}
	}
	var have []string
	for _, r := range h.rows[:h.nrows] {
		have = append(have, r.text+" ["+r.btn.Label+"]")
	}
	t.Fatalf("no row %q in %q", label, have)
	return nil
}

// settle runs the hub until the computers have nothing left to do: the
// league waits for a person, or is over.
func (f *fixture) settle(h *Hub) {
	f.t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	idle := 0
	for idle < 2*stepPause+4 {
		if time.Now().After(deadline) {
			f.t.Fatalf("the computers did not finish: %v (message %q)", h.view.Decisions, h.msg)
		}
		f.play(h, new(input.Script).Idle(1))
		if h.bad && strings.Contains(h.msg, "could not") {
			f.t.Fatalf("hub: %s", h.msg)
		}
		if h.work != nil {
			idle = 0
			time.Sleep(time.Millisecond)
			continue
		}
		idle++
	}
}

// newLeague makes a league from the list: a person and two easy
// computers with the block, and returns its hub.
func (f *fixture) newLeague(name string) *Hub {
	f.t.Helper()
	list := NewList(f.svc)
	f.play(list, new(input.Script).Idle(1))
	c, ok := f.click(list, list.newB.Rect).(*Create)
	if !ok {
		f.t.Fatal("New league did not open the new-league screen")
	}
	f.play(c, new(input.Script).Idle(1))
	f.play(c, new(input.Script).Click(c.name.Rect.Center()).Chord(input.ModCtrl, input.KeyA).Type(name).Key(input.KeyEnter).Idle(1))
	f.play(c, new(input.Script).Click(c.seats[0].name.Rect.Center()).Chord(input.ModCtrl, input.KeyA).Type("Ada").Key(input.KeyEnter).Idle(1))
	for _, r := range c.seats[1:] {
		prev, _ := r.who.Arrows()
		f.play(c, new(input.Script).Click(prev.Center()).Idle(1))
	}
	cfg, seats, problem := c.Config()
	if problem != "" {
		f.t.Fatal(problem)
	}
	if cfg.Name != name || !slices.Equal(cfg.Players, []string{"Ada", "Computer 1", "Computer 2"}) || !slices.Equal(seats, []string{"human", "easy", "easy"}) ||
		cfg.Schedule.Name != league.ScheduleBlock || cfg.Target != 21 || len(cfg.Sets) != 3 || cfg.Sets[0].Set.Code != "HTH" {
		f.t.Fatalf("config %+v seats %v", cfg, seats)
	}
	h, ok := f.click(c, c.start.Rect).(*Hub)
	if !ok {
		f.t.Fatalf("Start did not open the hub: %q", c.Err())
	}
	h.bot.Sims = 0 // quick decisions
	f.play(h, new(input.Script).Idle(1))
	return h
}

// build makes the person's pool builder (the last opened) finish with
// the computer's deck from the pool as it is.
func (f *fixture) build(h *Hub) {
	f.t.Helper()
	b := f.nav.builds[len(f.nav.builds)-1]
	if len(b.Pool) < b.Size || b.Size != league.DeckSize {
		f.t.Fatalf("pool builder of %d cards for %d", len(b.Pool), b.Size)
	}
	if b.Suggest == nil {
		f.t.Fatal("the pool builder has no Suggest")
	}
	next, problem := b.Done(b.Suggest())
	if problem != "" || next != scenes.Scene(h) {
		f.t.Fatalf("Done: %q, %v", problem, next)
	}
}

func TestNewLeagueChecks(t *testing.T) {
	f := newFixture(t)
	c := NewLeague(f.svc, WithSeed(func() uint64 { return 5 }))
	f.play(c, new(input.Script).Idle(1))
	var codes []string
	for _, r := range c.rows {
		codes = append(codes, c.chosenSet(r).Code)
	}
	if len(c.seats) != 3 || c.sched.Index != 0 || !slices.Equal(codes, []string{"HTH", "SMF", "LDF"}) || c.target.Text != "21" || c.sitOut.Value() != "Computer 2 (seat 3)" {
		t.Fatalf("defaults: %d seats, %q, sets %v, target %q, sits out %q", len(c.seats), c.sched.Value(), codes, c.target.Text, c.sitOut.Value())
	}
	// Two seats of one name.
	f.play(c, new(input.Script).Click(c.seats[1].name.Rect.Center()).Chord(input.ModCtrl, input.KeyA).Type("player 1").Key(input.KeyEnter).Idle(1))
	if next := f.click(c, c.start.Rect); next != nil || !strings.Contains(c.Err(), "Two seats are called") {
		t.Fatalf("went to %v, error %q", next, c.Err())
	}
	f.play(c, new(input.Script).Click(c.seats[1].name.Rect.Center()).Chord(input.ModCtrl, input.KeyA).Type("Bo").Key(input.KeyEnter).Idle(1))
	// One set is for two or three players: four refuse it.
	f.click(c, c.add.Rect)
	pickSchedule(f, c, league.ScheduleOneSet)
	if next := f.click(c, c.start.Rect); next != nil || c.Err() == "" {
		t.Fatalf("one set for four players went to %v", next)
	}
	if strings.Contains(c.Err(), "league:") || strings.Count(c.Err(), ".") > 2 {
		t.Errorf("not one plain sentence: %q", c.Err())
	}
	// Six seats at most, two at least.
	for range 4 {
		f.click(c, c.add.Rect)
	}
	if len(c.seats) != maxSeats || !c.add.Disabled {
		t.Fatalf("%d seats", len(c.seats))
	}
	for range 6 {
		f.click(c, c.seats[len(c.seats)-1].remove.Rect)
	}
	if len(c.seats) != minSeats {
		t.Fatalf("%d seats after removing", len(c.seats))
	}
	// A set chosen twice.
	pickSchedule(f, c, league.ScheduleBlock)
	_, next := c.rows[2].set.Arrows()
	for c.rows[2].set.Index != c.rows[1].set.Index {
		f.play(c, new(input.Script).Click(next.Center()).Idle(1))
	}
	if next := f.click(c, c.start.Rect); next != nil || !strings.Contains(c.Err(), "Set 2 and set 3 are both Simmering Feud") {
		t.Fatalf("a set twice went to %v: %q", next, c.Err())
	}
	f.play(c, new(input.Script).Click(next.Center()).Idle(1))
	// A winning score that is not one.
	for _, bad := range []string{"0", "10001"} {
		f.play(c, new(input.Script).Click(c.target.Rect.Center()).Chord(input.ModCtrl, input.KeyA).Type(bad).Key(input.KeyEnter).Idle(1))
		if next := f.click(c, c.start.Rect); next != nil || !strings.Contains(c.Err(), "winning score must be a number from 1 to 10000") {
			t.Fatalf("target %s went to %v: %q", bad, next, c.Err())
		}
	}
	f.play(c, new(input.Script).Click(c.target.Rect.Center()).Chord(input.ModCtrl, input.KeyA).Type("x7").Key(input.KeyEnter).Idle(1))
	if c.target.Text != "7" {
		t.Errorf("the score field took %q", c.target.Text)
	}
	// A bad name.
	f.play(c, new(input.Script).Click(c.name.Rect.Center()).Chord(input.ModCtrl, input.KeyA).Type("a/b").Key(input.KeyEnter).Idle(1))
	if next := f.click(c, c.start.Rect); next != nil || !strings.Contains(c.Err(), "cannot hold") {
		t.Fatalf("a/b went to %v: %q", next, c.Err())
	}
}

// pickSchedule steps the schedule cycler to the schedule called name.
func pickSchedule(f *fixture, c *Create, name string) {
	f.t.Helper()
	for range schedules {
		if c.schedule().make(len(c.rows)).Name == name {
			return
		}
		_, next := c.sched.Arrows()
		f.play(c, new(input.Script).Click(next.Center()).Idle(1))
	}
	f.t.Fatalf("no schedule %s", name)
}

// TestDoneWhen walks the path: a new league for me and two
// computers with the block; I build my first deck from the pool, the
// computers build theirs; I play a best-of-three match and lose, choose
// option B and build a new deck; a bye is scored; the league is left,
// opened again from the list and resumed where it stopped (mid-game too);
// later the second set joins the pool when someone builds deck 6.
func TestDoneWhen(t *testing.T) {
	f := newFixture(t)
	h := f.newLeague("Tuesday")
	if d := h.view.Pending(); d.Kind != league.DecideBuild || d.Seat != 0 || d.Deck != 1 {
		t.Fatalf("pending %+v", d)
	}
	if !f.svc.Store.Leagues().Has("Tuesday") {
		t.Fatal("the new league was not saved")
	}
	// My first deck.
	if next := f.click(h, row(t, h, "Build deck 1").btn.Rect); next != named("pool deck") {
		t.Fatalf("Build went to %v", next)
	}
	b := f.nav.builds[0]
	if b.Title != "Ada builds deck 1" || len(b.Deck) != 0 {
		t.Fatalf("builder %q with %d cards", b.Title, len(b.Deck))
	}
	short := leaguebot.Deck(h.view)[:59]
	if next, problem := b.Done(short); next != nil || problem == "" || strings.Contains(problem, "league:") {
		t.Fatalf("a deck of 59: %v %q", next, problem)
	}
	f.build(h)
	// The computers build theirs, one after the other.
	f.settle(h)
	log := strings.Join(h.sv.Log, "\n")
	for _, want := range []string{"Ada builds deck 1.", "Computer 1 builds deck 2.", "Computer 2 builds deck 3.", "Round 1."} {
		if !strings.Contains(log, want) {
			t.Fatalf("the log lacks %q:\n%s", want, log)
		}
	}
	if h.view.Players[2].Score != league.ByePoints {
		t.Fatalf("Computer 2 did not score the bye: %+v", h.view.Players)
	}
	// Game 1 on the table, left half way: the league keeps it.
	if next := f.click(h, row(t, h, "Play game 1").btn.Rect); next != named("table") {
		t.Fatalf("Play went to %v", next)
	}
	rec := f.nav.games[0]
	m := h.match(0)
	checkRecord(t, h, rec, m)
	host := f.nav.hosts[0]
	g, _ := rec.Start()
	rec.Add(g.Legal()[0])
	if err := host.Save(rec); err != nil {
		t.Fatal(err)
	}
	if host.Leave() != scenes.Scene(h) || !strings.Contains(h.msg, "Game 1 of Match A is saved") {
		t.Fatalf("leaving the table: %q", h.msg)
	}
	if r := row(t, h, "Continue game 1"); r.text != "Match A, game 1 is under way; "+h.who(h.match(0).Next)+" played first." {
		t.Errorf("the row of the unfinished game says %q", r.text)
	}
	// Quit and open it again: the game is there to continue.
	h.Close()
	h = f.reopen("Tuesday")
	if h.sv.Game == nil || len(h.sv.Game.Record.Actions) != 1 {
		t.Fatalf("the unfinished game was not kept: %+v", h.sv.Game)
	}
	if next := f.click(h, row(t, h, "Continue game 1").btn.Rect); next != named("table") || len(f.nav.games[1].Actions) != 1 {
		t.Fatalf("Continue went to %v", next)
	}
	// I lose game 1, choose who plays first, and lose game 2.
	host = f.nav.hosts[1]
	if host.Done(scenes.Result{Winners: []string{"Computer 1"}}, rec) != scenes.Scene(h) || h.sv.Game != nil {
		t.Fatal("the end of the game did not go back to the hub")
	}
	f.click(h, row(t, h, "Who plays first?").btn.Rect)
	fp, ok := h.modal.(*firstPlayer)
	if !ok || len(fp.btns) != 2 || !strings.Contains(fp.text, "Computer 1 leads 1–0") {
		t.Fatalf("first-player choice %+v", h.modal)
	}
	f.play(h, new(input.Script).Idle(1))
	f.click(h, fp.btns[0].Rect)
	if m := h.match(0); m.Next != 0 {
		t.Fatalf("next first player %d, want Ada", m.Next)
	}
	if r := row(t, h, "Play game 2"); !strings.Contains(r.text, "game 2 — Computer 1 leads 1–0. Ada plays first.") {
		t.Fatalf("row %q", r.text)
	}
	f.click(h, row(t, h, "Play game 2").btn.Rect)
	rec2 := f.nav.games[len(f.nav.games)-1]
	checkRecord(t, h, rec2, h.match(0))
	f.nav.hosts[len(f.nav.hosts)-1].Done(scenes.Result{Winners: []string{"Computer 1"}}, rec2)
	if h.view.Players[0].Score != league.LossPoints || h.view.Players[1].Score != league.WinPoints {
		t.Fatalf("scores %+v", h.view.Players)
	}
	// Option B, explained with its consequences; then my new deck.
	f.click(h, row(t, h, "Choose an option").btn.Rect)
	o, ok := h.modal.(*options)
	if !ok {
		t.Fatal("no option chooser")
	}
	f.play(h, new(input.Script).Idle(1))
	if o.rows[2].act != nil || !strings.HasPrefix(o.rows[2].result, "Not open") {
		t.Errorf("C is open with no deck set aside: %q", o.rows[2].result)
	}
	for i, want := range []string{"Ada alters deck 1", "Deck 1 is set aside and Ada builds a new deck", "Not open", "Ada keeps deck 1; Computer 1 sets deck 2 aside"} {
		if !strings.HasPrefix(o.rows[i].result, want) || o.rows[i].opt.Explain() == "" {
			t.Errorf("option %v: %q, want %q", o.rows[i].opt, o.rows[i].result, want)
		}
	}
	if next := f.click(h, o.rows[1].btn.Rect); next != named("pool deck") {
		t.Fatalf("B went to %v (message %q)", next, h.msg)
	}
	if b := f.nav.builds[len(f.nav.builds)-1]; b.Title != "Ada builds deck 4" {
		t.Fatalf("builder %q", b.Title)
	}
	f.build(h)
	if dk, _ := h.sv.League.Deck(1); dk.State != league.SetAside || h.view.Players[0].Deck != 4 {
		t.Fatalf("deck 1 %v, Ada holds %d", dk.State, h.view.Players[0].Deck)
	}
	// Round 2: the computers play each other; I sit out with a bye.
	f.settle(h)
	if len(h.view.Rounds) < 2 || h.view.Rounds[1].Bye != 0 {
		t.Fatalf("round 2: %+v", h.view.Rounds)
	}
	if !slices.ContainsFunc(h.sv.Log, func(l string) bool { return l == "Ada sits out round 2 with a bye." }) {
		t.Fatalf("no bye in the log:\n%s", strings.Join(h.sv.Log, "\n"))
	}
	if got := h.view.Players[0].Score; got < league.LossPoints+league.ByePoints {
		t.Fatalf("Ada's score %d after the bye", got)
	}
	// Quit, start again: the league resumes exactly.
	before, _ := h.sv.League.Marshal()
	h.Close()
	h = f.reopen("Tuesday")
	after, _ := h.sv.League.Marshal()
	if !bytes.Equal(before, after) {
		t.Fatal("the league read back is not the one left")
	}
	// Play on until someone builds deck 6: the second set joins.
	f.playUntil(h, func() bool { return h.view.Sets[1].InPool })
	if !strings.Contains(strings.Join(h.sv.Log, "\n"), "Simmering Feud joins the pool;") {
		t.Fatal("the set's joining is not in the log")
	}
	if h.Banner() != "Simmering Feud joins the pool" {
		t.Fatalf("banner %q", h.Banner())
	}
}

// checkRecord checks the record of a game of match m: the plain variant,
// the match's players with their decks and levels, the league's first
// player playing first.
func checkRecord(t *testing.T, h *Hub, rec *record.Record, m league.Match) {
	t.Helper()
	if rec.Variant != "plain" || len(rec.Seats) != 2 {
		t.Fatalf("record %s with %d seats", rec.Variant, len(rec.Seats))
	}
	for k, seat := range m.Seats {
		st := rec.Seats[k]
		dk, _ := h.sv.League.Deck(m.Decks[k])
		if st.Name != h.view.Players[seat].Name || st.Controller != h.sv.Seats[seat] || len(st.Deck) != 60 || !slices.Equal(st.Deck, dk.Cards) {
			t.Fatalf("seat %d: %s %s %d cards", k, st.Name, st.Controller, len(st.Deck))
		}
	}
	// Every deck of a league is open: the table's computers know the
	// other deck's cards, as in the headless league.
	if setup, err := rec.Setup(); err != nil || !setup.Options.OpenDecklists {
		t.Fatalf("the game's decklists are not open (%v)", err)
	}
	g, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	if first := m.Seats[g.Active()]; first != m.Next {
		t.Fatalf("%s plays first, the league says %s", h.who(first), h.who(m.Next))
	}
}

// reopen opens the league from a new list, as after a restart.
func (f *fixture) reopen(name string) *Hub {
	f.t.Helper()
	list := NewList(f.svc)
	f.play(list, new(input.Script).Idle(1))
	if len(list.Entries()) != 1 || list.Entries()[0].Name != name {
		f.t.Fatalf("listed %+v", list.Entries())
	}
	h, ok := f.click(list, list.rows[0].open.Rect).(*Hub)
	if !ok {
		f.t.Fatalf("Open did not open the hub: %v", list.Problems())
	}
	h.bot.Sims = 0
	f.play(h, new(input.Script).Idle(1))
	return h
}

// playUntil plays the league on, the person's decisions made at once
// (the computer's deck, option B, play first, lose every other game),
// until done says so.
func (f *fixture) playUntil(h *Hub, done func() bool) {
	f.t.Helper()
	for n := 0; !done(); n++ {
		if n > 400 || h.view.Over {
			f.t.Fatalf("not done after %d steps", n)
		}
		f.settle(h)
		if done() {
			return
		}
		d := h.view.Pending()
		for _, dd := range h.view.Decisions {
			if h.person(dd.Seat) || dd.Kind == league.DecideGameResult {
				d = dd
				break
			}
		}
		switch d.Kind {
		case league.DecideBuild, league.DecideAlter:
			h.openBuild(f.ctx, d)
			f.build(h)
		case league.DecideOption:
			h.modal = newOptions(h, d)
			h.modal.layout(h.d)
			o := h.modal.(*options)
			pick := o.rows[1].act
			if pick == nil {
				pick = o.rows[0].act
			}
			o.choose(f.ctx, *pick)
			h.modal = nil
			if p := h.view.Pending(); p.Kind == league.DecideBuild && p.Seat == 0 {
				f.build(h)
			}
		case league.DecideTakeApart:
			t := newTakeApart(h, d)
			t.on = t.legal[0].Decks[:]
			h.apply(*t.chosen())
		case league.DecideFirstPlayer:
			h.apply(league.Action{Kind: league.ActFirstPlayer, Seat: d.Seat, Match: d.Match, First: d.Seat})
		case league.DecideGameResult:
			h.play(f.ctx, d)
			m := h.match(d.Match)
			winner := h.who(m.Seats[n%2])
			f.nav.hosts[len(f.nav.hosts)-1].Done(scenes.Result{Winners: []string{winner}}, f.nav.games[len(f.nav.games)-1])
		default:
			f.t.Fatalf("stuck at %+v", d)
		}
	}
}

// TestOptionBTakesTwoDecksApartFirst chooses B when the new deck would
// be one too many: the take-apart choice opens at once, then the builder
// of what is now deck 9, with the third set in the pool.
func TestOptionBTakesTwoDecksApartFirst(t *testing.T) {
	f := newFixture(t)
	h := f.newLeague("Long")
	bNeedsTeardown := func() bool {
		d := h.view.Pending()
		if d.Kind != league.DecideOption || d.Seat != 0 {
			return false
		}
		c := h.sv.League.Clone()
		_, err := c.Apply(league.Action{Kind: league.ActOption, Seat: 0, Match: d.Match, Option: league.OptionB})
		return err == nil && c.Pending().Kind == league.DecideTakeApart
	}
	f.playUntil(h, bNeedsTeardown)
	f.play(h, new(input.Script).Idle(1))
	f.click(h, row(t, h, "Choose an option").btn.Rect)
	o := h.modal.(*options)
	f.play(h, new(input.Script).Idle(1))
	if !strings.Contains(o.rows[1].result, "Two unused decks come apart first.") {
		t.Errorf("B says %q", o.rows[1].result)
	}
	f.click(h, o.rows[1].btn.Rect)
	ta, ok := h.modal.(*takeApart)
	if !ok {
		t.Fatalf("after B the hub shows %T, not the take-apart choice", h.modal)
	}
	f.play(h, new(input.Script).Idle(1))
	if !ta.ok.Disabled {
		t.Error("Take them apart is open before two decks are chosen")
	}
	pair := ta.legal[0].Decks
	for i, n := range ta.decks {
		if n == pair[0] || n == pair[1] {
			f.click(h, ta.btns[i].Rect)
		}
	}
	if next := f.click(h, ta.ok.Rect); next != named("pool deck") {
		t.Fatalf("Take them apart went to %v (message %q)", next, h.msg)
	}
	b := f.nav.builds[len(f.nav.builds)-1]
	if !strings.Contains(b.Title, "(now deck ") {
		t.Errorf("builder %q", b.Title)
	}
	for _, n := range pair {
		if dk, _ := h.sv.League.Deck(n); dk.State != league.TakenApart {
			t.Errorf("deck %d is %v", n, dk.State)
		}
	}
	f.build(h)
}

// TestWatchComputersGame plays a game between the computers on the table
// instead of off it, and its result goes to the league.
func TestWatchComputersGame(t *testing.T) {
	f := newFixture(t)
	h := f.newLeague("Watch")
	computersMatch := func() int {
		for _, d := range h.view.Decisions {
			m := h.match(d.Match)
			if d.Kind == league.DecideGameResult && !h.person(m.Seats[0]) && !h.person(m.Seats[1]) && len(m.Games) == 0 {
				return d.Match
			}
		}
		return -1
	}
	// Play on until a round starts with the computers' match (a round
	// started by a person's step, before they play it off the table).
	f.playUntil(h, func() bool { return computersMatch() >= 0 })
	i := computersMatch()
	f.play(h, new(input.Script).Idle(1))
	r := row(t, h, "Watch")
	if next := f.click(h, r.btn.Rect); next != named("table") {
		t.Fatalf("Watch went to %v", next)
	}
	if h.work != nil && h.work.watchable {
		t.Error("the game is still played off the table")
	}
	rec := f.nav.games[len(f.nav.games)-1]
	checkRecord(t, h, rec, h.match(i))
	if rec.Seats[0].Controller == record.Human || rec.Seats[1].Controller == record.Human || rec.MaxTurns != leaguebot.MaxTurns {
		t.Fatalf("watched game: %+v, max turns %d", rec.Seats, rec.MaxTurns)
	}
	m := h.match(i)
	f.nav.hosts[len(f.nav.hosts)-1].Done(scenes.Result{Winners: []string{h.who(m.Seats[1])}}, rec)
	if m := h.match(i); len(m.Games) != 1 || m.Games[0].Winner != m.Seats[1] {
		t.Fatalf("games %+v", m.Games)
	}
}

func TestListDeletesAfterAskingAndExplainsBrokenFiles(t *testing.T) {
	f := newFixture(t)
	h := f.newLeague("First")
	h.Close()
	h = f.newLeague("Second")
	h.Close()
	if err := os.WriteFile(f.svc.Store.Leagues().Path("Broken"), []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	l := NewList(f.svc)
	f.play(l, new(input.Script).Idle(1))
	if len(l.Entries()) != 2 || len(l.Problems()) != 1 || !strings.Contains(l.Problems()[0], "“Broken”") {
		t.Fatalf("entries %d, problems %q", len(l.Entries()), l.Problems())
	}
	name := l.Entries()[0].Name
	f.click(l, l.rows[0].del.Rect)
	f.play(l, new(input.Script).Idle(1))
	if l.ask == nil || !strings.Contains(l.ask.Text, name) {
		t.Fatal("Delete did not ask first")
	}
	f.click(l, l.ask.Buttons[1].Rect) // Cancel
	if len(l.Entries()) != 2 || l.ask != nil {
		t.Fatal("Cancel deleted")
	}
	f.click(l, l.rows[0].del.Rect)
	f.play(l, new(input.Script).Idle(1))
	f.click(l, l.ask.Buttons[0].Rect)
	if len(l.Entries()) != 1 || l.Entries()[0].Name == name || f.svc.Store.Leagues().Has(name) {
		t.Fatalf("after Delete: %+v", l.Entries())
	}
	if next := f.click(l, l.back.Rect); next != named("menu") {
		t.Fatalf("Back went to %v", next)
	}
}

// TestEscLeavesFromAFocusedField: on the new-league screen Esc goes back
// to the list in one press while the player is typing the league's name.
func TestEscLeavesFromAFocusedField(t *testing.T) {
	f := newFixture(t)
	list := NewList(f.svc)
	f.play(list, new(input.Script).Idle(1))
	c, ok := f.click(list, list.newB.Rect).(*Create)
	if !ok {
		t.Fatal("New league did not open the new-league screen")
	}
	f.play(c, new(input.Script).Idle(1))
	f.play(c, new(input.Script).Click(c.name.Rect.Center()).Type("x"))
	if !c.name.Focused {
		t.Fatal("the click did not focus the name")
	}
	f.play(c, new(input.Script).Key(input.KeyEscape))
	if _, ok := f.ctx.Next().(*List); !ok {
		t.Fatalf("one Esc in a focused field went to %v, want the list", f.ctx.Next())
	}
}
