package leagues

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/ai/leaguebot"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// Pacing of the computers' steps, in ticks (1/60 s).
const (
	// stepPause is the pause after a computer's decision, so that the
	// people see the league move one step at a time.
	stepPause = 24
	// retryPause is the wait before a computer tries again a decision
	// that failed.
	retryPause = 600
	// bannerTicks is how long the banner of a set joining the pool shows.
	bannerTicks = 60 * 12
	// maxRows is how many decisions the hub lists (six players: three
	// matches, and a few more steps).
	maxRows = 6
	// maxSaveFailures is how many saves in a row may fail before the
	// computers wait: the league does not run on far ahead of its file.
	maxSaveFailures = 3
)

// The hub's tabs.
const (
	tabDecks = iota
	tabPool
	tabLog
	numTabs
)

// Hub is the league hub: the standings, the round's matches and byes,
// whose decision it is with a button for a person's (build, alter, take
// two decks apart, choose an option, choose who plays first, play a
// game), and in tabs every deck (number, builder and holder, in use or
// set aside, colours, a mana curve), the pool (by set, colour and type,
// with how many of each card remain) and the league's log. The
// computers' decisions and their games against each other happen by
// themselves, one at a time on a goroutine; a game between computers may
// be watched on the table instead.
type Hub struct {
	svc *scenes.Services
	th  *widget.Theme
	d   widget.Design

	name string
	sv   *store.LeagueSave
	view league.View
	sub  string // subtitle of view, made by refresh
	bot  *leaguebot.Bot

	// work is the computer job under way, pause the ticks to wait before
	// the next one.
	work  *job
	pause int
	// saver writes the league's file off the UI goroutine (nil without a
	// store); saveFailing counts the saves in a row that failed, as last
	// reported.
	saver       *store.LeagueWriter
	saveFailing int

	rows   []hubRow
	nrows  int
	back   widget.Button
	tabs   [numTabs]widget.Button
	tab    int
	pool   poolBrowser
	decks  deckList
	logTop int // lines scrolled back from the newest

	modal interface {
		layout(d widget.Design)
		update(ctx *scenes.Context) bool
		draw(dst *ebiten.Image, th *widget.Theme)
	}
	msg    string
	bad    bool
	banner string
	// bannerFor is how many ticks the banner still shows.
	bannerFor int
}

// hubRow is one line of "what now": a decision and its button.
type hubRow struct {
	dec  league.Decision
	text string
	btn  widget.Button
	// act is what the button does (nil: no button).
	act func(ctx *scenes.Context)
}

// NewHub returns the hub of the league saved as name.
func NewHub(svc *scenes.Services, name string, sv *store.LeagueSave) *Hub {
	h := &Hub{
		svc:  svc,
		th:   widget.NewTheme(svc.Painter, svc.Fonts),
		name: name,
		sv:   sv,
		bot:  &leaguebot.Bot{Sims: botSims, Level: "easy", Seed: gameSeed(name, 0, 0, 0)},
		back: widget.Button{Label: "Leagues", Shortcut: "Esc", Style: widget.Quiet, FontSize: 16},
	}
	for i, l := range []string{"Decks", "Pool", "Log"} {
		h.tabs[i] = widget.Button{Label: l, FontSize: 17}
	}
	if svc.Store != nil {
		h.saver = svc.Store.Leagues().Writer(name)
	}
	h.rows = make([]hubRow, maxRows)
	h.pool.init(h)
	h.refresh()
	if sv.Game != nil {
		h.say(false, "%s was left unfinished: Continue plays it on.", gameName(sv.Game.Match, sv.Game.Played))
	}
	return h
}

// League returns the league (read-only: tests).
func (h *Hub) League() *league.League { return h.sv.League }

// Save returns the league as the hub keeps it (tests).
func (h *Hub) Save() *store.LeagueSave { return h.sv }

// Message returns what the hub says and whether it is a failure.
func (h *Hub) Message() (string, bool) { return h.msg, h.bad }

// Banner returns the banner shown (a set joining the pool), or "".
func (h *Hub) Banner() string { return h.banner }

// Busy reports whether a computer is deciding or playing now.
func (h *Hub) Busy() bool { return h.work != nil }

// say shows a message.
func (h *Hub) say(bad bool, format string, args ...any) {
	h.msg, h.bad = fmt.Sprintf(format, args...), bad
}

// person reports whether a person plays seat s.
func (h *Hub) person(s int) bool {
	return s >= 0 && s < len(h.sv.Seats) && h.sv.Seats[s] == record.Human
}

// level is the computer level of seat s (medium for an unknown one).
func (h *Hub) level(s int) string {
	w := h.sv.Seats[s]
	for _, l := range ai.Levels() {
		if l == w {
			return w
		}
	}
	return "medium"
}

// who names seat s.
func (h *Hub) who(s int) string {
	if s < 0 || s >= len(h.view.Players) {
		return "Nobody"
	}
	return h.view.Players[s].Name
}

// apply carries out a on the league, logs what happened and saves the
// league; a refusal is returned as one sentence (and changes nothing).
func (h *Hub) apply(a league.Action) string {
	evs, err := h.sv.League.Apply(a)
	if err != nil {
		return reason(err)
	}
	for _, e := range evs {
		h.sv.Log = append(h.sv.Log, e.Text)
		if e.Kind == league.EvSetAdded && e.Set < len(h.view.Sets) {
			h.banner, h.bannerFor = h.view.Sets[e.Set].Name+" joins the pool", bannerTicks
		}
	}
	if n := len(h.sv.Log); n > store.MaxLeagueLog {
		h.sv.Log = h.sv.Log[n-store.MaxLeagueLog:]
	}
	h.refresh()
	h.save()
	return ""
}

// save has the league written to its file, off the UI goroutine; how
// the write went is shown by checkSaves. The error is only that of a
// league that could not even be copied for writing.
func (h *Hub) save() error {
	if h.saver == nil {
		return nil
	}
	err := h.saver.Save(*h.sv)
	if err != nil {
		h.say(true, "The league could not be saved: %s.", store.Reason(err))
	}
	return err
}

// checkSaves shows how the last write of the league's file went, once:
// a failure (logged and kept for the menu and the list by the store),
// and, after maxSaveFailures in a row, that the computers wait until a
// save works again (compute tries again every retryPause ticks).
func (h *Hub) checkSaves() {
	if h.saver == nil {
		return
	}
	failing, fresh, err := h.saver.Result()
	if !fresh {
		return
	}
	was := h.saveFailing
	h.saveFailing = failing
	switch {
	case err != nil && failing >= maxSaveFailures:
		h.say(true, "The league could not be saved %d times in a row, so the computers wait: %s.", failing, store.Reason(err))
	case err != nil:
		h.say(true, "The league could not be saved: %s.", store.Reason(err))
	case was > 0:
		h.say(false, "The league is saved again.")
		h.pause = min(h.pause, stepPause) // the computers go on
	}
}

// refresh reads the league again and remakes the list of decisions.
func (h *Hub) refresh() {
	h.view = h.sv.League.View()
	h.sub = h.subtitle()
	h.nrows = 0
	add := func(d league.Decision, text, label string, act func(ctx *scenes.Context)) {
		if h.nrows == len(h.rows) {
			return
		}
		r := &h.rows[h.nrows]
		h.nrows++
		r.dec, r.text, r.act = d, text, act
		r.btn.Label, r.btn.Style, r.btn.FontSize, r.btn.Disabled = label, widget.Primary, 16, act == nil
	}
	v := h.view
	if v.Over {
		add(league.Decision{}, fmt.Sprintf("%s wins the league with %d points!", h.who(v.Winner), v.Players[v.Winner].Score), "", nil)
		return
	}
	for _, d := range v.Decisions {
		text, label, act := h.describe(d)
		add(d, text, label, act)
	}
	h.pool.refresh()
	h.decks.refresh(h)
}

// describe says what decision d waits for and, when a person can act on
// it here, the button's label and action.
func (h *Hub) describe(d league.Decision) (string, string, func(*scenes.Context)) {
	name := h.who(d.Seat)
	person := h.person(d.Seat)
	dd := d
	switch d.Kind {
	case league.DecideBuild:
		why := ""
		switch d.Reason {
		case league.ReasonOptionB:
			why = " (option B)"
		case league.ReasonOptionD:
			why = " (directed by option D)"
		}
		if d.Place != d.Deck {
			why += fmt.Sprintf(", now deck %d of those in play", d.Place)
		}
		if !person {
			return fmt.Sprintf("%s is building deck %d%s…", name, d.Deck, why), "", nil
		}
		return fmt.Sprintf("%s builds deck %d%s from the pool: exactly 60 cards.", name, d.Deck, why), fmt.Sprintf("Build deck %d", d.Deck),
			func(ctx *scenes.Context) { h.openBuild(ctx, dd) }
	case league.DecideAlter:
		if !person {
			return fmt.Sprintf("%s is altering deck %d…", name, d.Deck), "", nil
		}
		return fmt.Sprintf("%s alters deck %d with cards from the pool.", name, d.Deck), fmt.Sprintf("Alter deck %d", d.Deck),
			func(ctx *scenes.Context) { h.openBuild(ctx, dd) }
	case league.DecideTakeApart:
		if !person {
			return fmt.Sprintf("%s is choosing two decks to take apart…", name), "", nil
		}
		return fmt.Sprintf("%s would build one deck too many: first take two unused decks apart.", name), "Choose two decks",
			func(*scenes.Context) { h.modal = newTakeApart(h, dd) }
	case league.DecideOption:
		if !person {
			return fmt.Sprintf("%s lost %s and is choosing an option…", name, league.MatchName(d.Match)), "", nil
		}
		return fmt.Sprintf("%s lost %s: choose option A, B, C or D.", name, league.MatchName(d.Match)), "Choose an option",
			func(*scenes.Context) { h.modal = newOptions(h, dd) }
	case league.DecideFirstPlayer:
		m := h.match(d.Match)
		if !person {
			return fmt.Sprintf("%s, %s: %s chooses who plays first…", league.MatchName(d.Match), matchScore(m, h.view.Players), name), "", nil
		}
		return fmt.Sprintf("%s, %s: %s lost the last game and chooses who plays first in game %d.", league.MatchName(d.Match), matchScore(m, h.view.Players), name, len(m.Games)+1),
			"Who plays first?", func(*scenes.Context) { h.modal = newFirstPlayer(h, dd) }
	case league.DecideGameResult:
		return h.describeGame(d)
	}
	return "", "", nil
}

// describeGame says which game of a match is next, with the score.
func (h *Hub) describeGame(d league.Decision) (string, string, func(*scenes.Context)) {
	m := h.match(d.Match)
	n := len(m.Games) + 1
	dd := d
	resume := h.sv.Game != nil && h.sv.Game.Match == d.Match
	text := gameText(league.MatchName(d.Match), n, m, h.view.Players, h.who(m.Next), resume)
	label := fmt.Sprintf("Play game %d", n)
	if resume {
		label = fmt.Sprintf("Continue game %d", n)
	}
	if h.person(m.Seats[0]) || h.person(m.Seats[1]) {
		return text, label, func(ctx *scenes.Context) { h.play(ctx, dd) }
	}
	if !resume {
		label = "Watch"
		text = fmt.Sprintf("%s, game %d — %s: the computers are playing it.", league.MatchName(d.Match), n, matchScore(m, h.view.Players))
	}
	return text, label, func(ctx *scenes.Context) { h.watchGame(ctx, dd) }
}

// match returns match i of the current round.
func (h *Hub) match(i int) league.Match {
	if len(h.view.Rounds) == 0 {
		return league.Match{}
	}
	r := h.view.Rounds[len(h.view.Rounds)-1]
	if i < 0 || i >= len(r.Matches) {
		return league.Match{}
	}
	return r.Matches[i]
}

// gameText says which game of match m (named name) comes next, game n,
// with the score and who plays first (first); a game already under way
// (resume) is said to be so, with the score only once a game is done.
func gameText(name string, n int, m league.Match, players []league.Player, first string, resume bool) string {
	if !resume {
		return fmt.Sprintf("%s, game %d — %s. %s plays first.", name, n, matchScore(m, players), first)
	}
	if len(m.Games) == 0 {
		return fmt.Sprintf("%s, game %d is under way; %s played first.", name, n, first)
	}
	return fmt.Sprintf("%s, game %d is under way (%s); %s played first.", name, n, matchScore(m, players), first)
}

// matchScore says how a match stands: "no game played yet", "Ada leads
// 1–0", "1–1".
func matchScore(m league.Match, players []league.Player) string {
	w, _ := m.Wins()
	name := func(s int) string {
		if s >= 0 && s < len(players) {
			return players[s].Name
		}
		return "?"
	}
	switch {
	case len(m.Games) == 0:
		return "no game played yet"
	case w[0] > w[1]:
		return fmt.Sprintf("%s leads %d–%d", name(m.Seats[0]), w[0], w[1])
	case w[1] > w[0]:
		return fmt.Sprintf("%s leads %d–%d", name(m.Seats[1]), w[1], w[0])
	}
	return fmt.Sprintf("level at %d–%d", w[0], w[1])
}

// poolCards returns every unchosen card of the pool, one entry a copy.
func poolCards(v league.View) []*card.Def {
	var out []*card.Def
	for _, pc := range v.Pool {
		for range pc.Left {
			out = append(out, pc.Card)
		}
	}
	return out
}

// openBuild opens the pool deck builder for a person's build or
// alteration; Done applies it to the league and comes back here.
func (h *Hub) openBuild(ctx *scenes.Context, d league.Decision) {
	pool := poolCards(h.view)
	b := scenes.PoolBuild{Pool: pool, Size: league.DeckSize, Back: func() scenes.Scene { return h }}
	kind := league.ActBuild
	b.Title = fmt.Sprintf("%s builds deck %d", h.who(d.Seat), d.Deck)
	if d.Place != d.Deck {
		b.Title += fmt.Sprintf(" (now deck %d)", d.Place)
	}
	if d.Kind == league.DecideAlter {
		kind = league.ActAlter
		if n := h.view.Players[d.Seat].Deck; n >= 1 && n <= len(h.view.Decks) {
			b.Deck = append([]*card.Def(nil), h.view.Decks[n-1].Cards...)
			b.Pool = append(b.Pool, b.Deck...)
		}
		b.Title = fmt.Sprintf("%s alters deck %d", h.who(d.Seat), d.Deck)
	}
	if h.bannerFor > 0 {
		b.Title += " · " + h.banner
	}
	v, seat := h.view, d.Seat
	b.Suggest = func() []*card.Def {
		if kind == league.ActAlter {
			return leaguebot.AlterDeck(v, seat)
		}
		return leaguebot.Deck(v)
	}
	b.Done = func(cards []*card.Def) (scenes.Scene, string) {
		if p := h.apply(league.Action{Kind: kind, Seat: d.Seat, Match: d.Match, Cards: cards}); p != "" {
			return nil, p
		}
		h.say(false, "Deck %d is ready.", d.Deck)
		return h, ""
	}
	ctx.Switch(h.svc.Nav.PoolDeck(b))
}

// play opens the table on a person's game of match d.Match: the game
// left unfinished, or the next one.
func (h *Hub) play(ctx *scenes.Context, d league.Decision) {
	m := h.match(d.Match)
	rec := (*record.Record)(nil)
	if g := h.sv.Game; g != nil && g.Match == d.Match {
		rec = g.Record
	} else {
		r, err := matchRecord(h.name, h.sv.League, h.sv.Seats, d.Match)
		if err != nil {
			h.say(true, "The game could not start: %s", reason(err))
			return
		}
		rec = r
		h.sv.Game = &store.LeagueGame{Match: d.Match, Played: len(m.Games), Record: rec}
		h.save()
	}
	next, err := h.svc.Nav.PlayHosted(rec, host{h: h, match: d.Match, played: len(m.Games)})
	if err != nil {
		h.sv.Game = nil
		h.save()
		h.say(true, "The game could not start: %s", reason(err))
		return
	}
	ctx.Switch(next)
}

// watchGame stops the computers' game of match d.Match played off the
// table, if it is, and plays it on the table instead.
func (h *Hub) watchGame(ctx *scenes.Context, d league.Decision) {
	if h.work != nil && h.work.watchable && h.work.dec.Match == d.Match {
		h.work.stop()
		h.work = nil
	}
	h.play(ctx, d)
}

// Update implements scenes.Scene.
func (h *Hub) Update(ctx *scenes.Context) error {
	h.layout(ctx)
	h.checkSaves()
	h.compute()
	if h.bannerFor > 0 {
		h.bannerFor--
	}
	in := ctx.In
	if m := h.modal; m != nil {
		// An answer may open the next choice (take two decks apart).
		if m.update(ctx) && h.modal == m {
			h.modal = nil
		}
		return nil
	}
	if h.back.Update(in) || in.KeyPressed(input.KeyEscape) {
		h.leave(ctx)
		return nil
	}
	for i := range h.tabs {
		if h.tabs[i].Update(in) {
			h.tab = i
			return nil
		}
	}
	for i := range h.rows[:h.nrows] {
		r := &h.rows[i]
		if r.btn.Update(in) && r.act != nil {
			h.msg, h.bad = "", false
			r.act(ctx)
			return nil
		}
	}
	switch h.tab {
	case tabPool:
		h.pool.update(in)
	case tabDecks:
		h.decks.update(h, in)
	case tabLog:
		if in.Wheel > 0 {
			h.logTop++
		} else if in.Wheel < 0 {
			h.logTop--
		}
		h.logTop = min(max(0, h.logTop), max(0, len(h.sv.Log)-logShown))
	}
	return nil
}

// leave goes back to the league list; a computer's work is dropped (it
// is done again when the league is opened).
func (h *Hub) leave(ctx *scenes.Context) {
	h.Close()
	ctx.Switch(h.svc.Nav.Leagues())
}

// Close stops a computer's work under way and waits for the league's
// file to be written.
func (h *Hub) Close() {
	if h.work != nil {
		h.work.stop()
		h.work = nil
	}
	if h.saver != nil {
		h.saver.Flush()
	}
}

// compute lets the computers move the league on: it applies the result
// of the job under way once it is done, and starts the next, one at a
// time.
func (h *Hub) compute() {
	if h.work != nil {
		res, ok := h.work.poll()
		if !ok {
			return
		}
		j := h.work
		h.work = nil
		h.pause = stepPause
		if res.err != nil {
			h.say(true, "%s could not go on: %s It tries again in a moment.", h.who(j.dec.Seat), reason(res.err))
			h.pause = retryPause
			return
		}
		if p := h.apply(res.act); p != "" {
			h.say(true, "The league refused a computer's choice: %s", p)
			h.pause = retryPause
		}
		return
	}
	if h.pause > 0 {
		h.pause--
		return
	}
	if h.saveFailing >= maxSaveFailures {
		// The computers wait for the file: try it again now and then.
		h.pause = retryPause
		h.save()
		return
	}
	for _, d := range h.view.Decisions {
		switch {
		case d.Kind == league.DecideGameResult:
			m := h.match(d.Match)
			if h.person(m.Seats[0]) || h.person(m.Seats[1]) || h.sv.Game != nil && h.sv.Game.Match == d.Match {
				continue
			}
			levels := [2]string{h.level(m.Seats[0]), h.level(m.Seats[1])}
			h.work = playGame(h.sv.League, d, levels, gameSeed(h.name, len(h.view.Rounds), d.Match, len(m.Games)))
			return
		case d.Seat >= 0 && !h.person(d.Seat):
			h.work = decide(h.bot, h.sv.League, d)
			return
		}
	}
}
