package control

import (
	"context"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// finished plays a game between two medium computers to its end and
// returns its record.
func finished(t *testing.T, seed uint64) *record.Record {
	t.Helper()
	c := newCtl(t, seed, nil, seat("Hal", "medium", redDeck(t)), seat("Ivy", "medium", greenDeck(t)))
	for i := 0; i < 20000 && !c.Over(); i++ {
		c.Tick(false)
	}
	if !c.Over() {
		t.Fatal("the game did not end")
	}
	return c.Record()
}

// replayTo returns a replay of rec after at actions, failing the test on
// an error.
func replayTo(t *testing.T, rec *record.Record, at int) *Controller {
	t.Helper()
	c, err := NewReplay(rec, at)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

// hashAfter is the hash of rec's game after its first n actions.
func hashAfter(t *testing.T, rec *record.Record, n int) uint64 {
	t.Helper()
	r := *rec
	r.Actions = rec.Actions[:n]
	g, err := r.Start()
	if err != nil {
		t.Fatal(err)
	}
	return g.Hash()
}

// TestReplayMovesOnlyWhenAdvanced ticks a replay: nothing happens until
// Advance, a busy tick waits, and each Advance applies exactly the next
// recorded action, to the record's final game.
func TestReplayMovesOnlyWhenAdvanced(t *testing.T) {
	rec := finished(t, 21)
	c := replayTo(t, rec, 0)
	if !c.replayer.Replaying() || c.replayer.Position() != 0 || c.replayer.Length() != len(rec.Actions) || c.Over() {
		t.Fatalf("replay at %d of %d, over %v", c.replayer.Position(), c.replayer.Length(), c.Over())
	}
	if ev := c.Tick(false); len(ev) == 0 {
		t.Error("the first tick shows no deal")
	}
	for range 5 {
		c.Tick(false)
	}
	if c.replayer.Position() != 0 {
		t.Fatalf("the replay moved on by itself to %d", c.replayer.Position())
	}
	if !c.replayer.Advance() || !c.replayer.Waiting() {
		t.Fatal("Advance refused at the start")
	}
	c.Tick(true)
	if c.replayer.Position() != 0 {
		t.Fatal("a busy tick applied the action")
	}
	c.Tick(false)
	if c.replayer.Position() != 1 || c.replayer.Waiting() || GameForTests(c).Hash() != hashAfter(t, rec, 1) {
		t.Fatalf("after one step: position %d, waiting %v", c.replayer.Position(), c.replayer.Waiting())
	}
	// Two allowed at once are applied one a tick.
	c.replayer.Advance()
	c.replayer.Advance()
	c.Tick(false)
	if c.replayer.Position() != 2 {
		t.Fatalf("position %d after one tick, want 2", c.replayer.Position())
	}
	c.Tick(false)
	if c.replayer.Position() != 3 || GameForTests(c).Hash() != hashAfter(t, rec, 3) {
		t.Fatalf("position %d, want 3", c.replayer.Position())
	}
	for c.replayer.Advance() {
		c.Tick(false)
	}
	if !c.Over() || c.replayer.Position() != len(rec.Actions) || GameForTests(c).Hash() != rec.Hash {
		t.Fatalf("the replay ended at %d of %d, over %v", c.replayer.Position(), len(rec.Actions), c.Over())
	}
	if c.replayer.Advance() || c.Tick(false) != nil {
		t.Error("the replay went on past its end")
	}
	if got := c.Record(); len(got.Actions) != len(rec.Actions) || got.Actions[len(got.Actions)-1] != rec.Actions[len(rec.Actions)-1] {
		t.Error("the replay recorded other actions")
	}
}

// TestReplayStartsAnywhere builds replays in the middle, past the end and
// before the start: each is the game after that many actions.
func TestReplayStartsAnywhere(t *testing.T) {
	rec := finished(t, 22)
	n := len(rec.Actions)
	for _, at := range []int{-4, 0, 1, n / 2, n - 1, n, n + 10} {
		c := replayTo(t, rec, at)
		want := min(max(at, 0), n)
		if c.replayer.Position() != want || GameForTests(c).Hash() != hashAfter(t, rec, want) {
			t.Errorf("replay at %d: position %d", at, c.replayer.Position())
		}
		if c.Tick(false) != nil && at > 0 {
			t.Errorf("replay at %d animates its past", at)
		}
	}
	if _, err := NewReplay(nil, 0); err == nil {
		t.Error("a replay of no record")
	}
	bad := *rec
	bad.Actions = append([]string{"cast #9999"}, rec.Actions...)
	if _, err := NewReplay(&bad, 3); err == nil {
		t.Error("a replay of a broken record")
	}
}

// TestReplayRefusesInput tries the player's input on a replay: every
// action is refused and nothing changes.
func TestReplayRefusesInput(t *testing.T) {
	rec := finished(t, 23)
	c := replayTo(t, rec, len(rec.Actions)/2)
	h := GameForTests(c).Hash()
	p := c.Prompt()
	if !p.Waiting || len(p.Buttons) != 0 || !strings.Contains(p.Text, "'s ") {
		t.Errorf("replay prompt %+v", p)
	}
	if c.OK() == nil {
		t.Error("OK worked in a replay")
	}
	for _, obj := range c.View().Battlefield {
		_ = c.Click(layout.Hit{Kind: layout.HitCard, Obj: obj.ID, Seat: obj.Controller})
	}
	for i := range c.View().Players[0].Hand {
		o := c.View().Players[0].Hand[i].ID
		if c.dropper.Draggable(o) {
			t.Error("a hand card can be dragged in a replay")
		}
	}
	for range 10 {
		c.Tick(false)
	}
	if GameForTests(c).Hash() != h || c.replayer.Position() != len(rec.Actions)/2 {
		t.Fatal("input changed a replay")
	}
	if _, up := c.Curtain(); up {
		t.Error("a replay raised the curtain")
	}
}

// TestReplayShowsEverything checks a replay's view and log: every hand
// is shown, and the log names the cards the other seat draws.
func TestReplayShowsEverything(t *testing.T) {
	rec := finished(t, 24)
	c := replayTo(t, rec, 0)
	for range 60 {
		c.replayer.Advance()
		c.Tick(false)
	}
	v := c.View()
	for _, p := range v.Players {
		if p.HandCount == 0 || len(p.Hand) != p.HandCount {
			t.Fatalf("%s's hand: %d of %d shown", p.Name, len(p.Hand), p.HandCount)
		}
		for _, cv := range p.Hand {
			if cv.Def == nil {
				t.Fatalf("%s's hand has a hidden card", p.Name)
			}
		}
	}
	log := strings.Join(c.Log(), "\n")
	if !strings.Contains(log, "Ivy draws ") || strings.Contains(log, "Ivy draws a card") {
		t.Errorf("the replay log hides Ivy's draws:\n%s", log)
	}
	// The log follows the position: a replay built there has the same.
	d := replayTo(t, rec, c.replayer.Position())
	if strings.Join(d.Log(), "\n") != log {
		t.Error("a replay built at a position has another log than one stepped there")
	}
}

// TestReplayEndKeepsTheLosersCards checks the final table: the engine
// took the loser's cards out of the game, the replay's view still shows
// them where they were.
func TestReplayEndKeepsTheLosersCards(t *testing.T) {
	rec := finished(t, 25)
	c := replayTo(t, rec, len(rec.Actions))
	raw := GameForTests(c).View(0)
	v := c.View()
	loser := rules.NoSeat
	for _, p := range v.Players {
		if p.Lost {
			loser = p.Seat
		}
	}
	if loser == rules.NoSeat {
		t.Fatal("nobody lost")
	}
	count := func(v *rules.View) (n int) {
		for _, cv := range v.Battlefield {
			if cv.Owner == loser {
				n++
			}
		}
		return n
	}
	if count(raw) != 0 {
		t.Fatalf("the engine left %d of the loser's permanents", count(raw))
	}
	if count(v) == 0 {
		t.Error("the final table lost the loser's permanents")
	}
	lp := v.Players[loser]
	if lp.Life != raw.Players[loser].Life || !lp.Lost {
		t.Errorf("the loser shows %d life (lost %v), the game says %d", lp.Life, lp.Lost, raw.Players[loser].Life)
	}
	if lp.HandCount != len(lp.Hand) || lp.LibraryCount == 0 {
		t.Errorf("the loser's hand %d of %d, library %d", len(lp.Hand), lp.HandCount, lp.LibraryCount)
	}
	if p := c.Prompt(); !strings.HasPrefix(p.Text, "Game over: ") {
		t.Errorf("final prompt %q", p.Text)
	}
}

// BenchmarkReplayStepBack measures a step back at the end of a long
// four-seat game: the game built again from its record to the action
// before, with its log and its view.
func BenchmarkReplayStepBack(b *testing.B) {
	decks := testdecks.Decks(b)
	rec := &record.Record{Variant: "plain", Seed: 5, MaxTurns: 60}
	players := make([]ai.Player, 4)
	for i := range players {
		rec.Seats = append(rec.Seats, seat(string(rune('A'+i)), "medium", decks[i]))
		var err error
		if players[i], err = ai.New("medium", uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
	g, err := rec.Start()
	if err != nil {
		b.Fatal(err)
	}
	for !g.Over() {
		s := g.Pending().Seat
		a, err := players[s].Choose(context.Background(), g.KnowledgeOf(s))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			b.Fatal(err)
		}
		rec.Add(a)
	}
	for b.Loop() {
		r, err := NewReplay(rec, len(rec.Actions)-1)
		if err != nil {
			b.Fatal(err)
		}
		r.View()
		r.Close()
	}
	b.ReportMetric(float64(len(rec.Actions)), "actions")
}

// TestReplayAsSeatLogsAsTheTable plays a hot-seat game for two people
// through the curtain for eight turns, then replays its record from each
// person's side: the replay's view is that person's own (the other hand
// hidden), and its log is word for word the log that person read at the
// table; the replay of every card names more.
func TestReplayAsSeatLogsAsTheTable(t *testing.T) {
	live := hotseat(t, 21)
	playSecretly(t, live, 8)
	rec := live.Record()
	if GameForTests(live).Turn() < 8 {
		t.Fatalf("the game stopped at turn %d", GameForTests(live).Turn())
	}
	all := replayTo(t, rec, len(rec.Actions))
	for _, s := range []rules.Seat{0, 1} {
		c, err := NewReplayAs(rec, len(rec.Actions), s)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		if c.Viewer() != s || c.replayer.ReplaySeat() != s {
			t.Fatalf("replayed as %d, the viewer is %d", s, c.Viewer())
		}
		want := live.t.LogOf(s)
		if got := c.Log(); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("%s's replayed log is not the one read at the table:\n%s\n--- at the table:\n%s",
				c.name(s), strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		if strings.Join(all.Log(), "\n") == strings.Join(want, "\n") {
			t.Errorf("the replay of every card logs as %s's side", c.name(s))
		}
		v := c.View()
		if o := &v.Players[1-s]; v.Seat != s || len(o.Hand) > 0 || o.HandCount == 0 {
			t.Errorf("%s sees %d of %s's %d hand cards", c.name(s), len(o.Hand), o.Name, o.HandCount)
		}
	}
	if c, err := NewReplayAs(rec, 0, 2); err == nil {
		c.Close()
		t.Error("a replay from a seat the game does not have")
	}
}
