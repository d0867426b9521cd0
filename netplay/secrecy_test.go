package netplay

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

// secrecy checks every state the host makes for a remote seat against
// the engine at that moment (see check).
type secrecy struct {
	t      testing.TB
	cards  *Cards
	mu     sync.Mutex
	checks int
	failed bool
	named  map[rules.Seat]map[string]bool // names of the cards each seat was shown so far, in play or to choose among (scry, search)
	team   bool                           // the host shows teammates' hands (HostConfig.TeamShare)
}

func newSecrecy(t testing.TB) *secrecy {
	lib, _ := testCards(t)
	return &secrecy{t: t, cards: NewCards(lib), named: map[rules.Seat]map[string]bool{}}
}

// check is a HostConfig.Observe: it fails the test when the state for
// seat s shows a card s may not see. The view on the wire, read back,
// must be exactly the engine's view of s; each card it names must be, in
// the engine, that very card and in a place s may see it (a public
// zone, s's own hand, a card of another hand every seat saw it take, or
// a card s is choosing among); and no hidden card's name (another seat's
// hand, any library) may appear anywhere in the state, view or new log
// lines, unless s knows a card of that name or was shown a card of that
// name before (a scry's "You keep X on top": the card kept is renumbered
// as it goes back; a token copy that died is gone from every zone, but
// its death is told: so what was shown is remembered by name).
func (c *secrecy) check(s rules.Seat, g *rules.Game, view []byte, lines []string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.failed {
		return
	}
	fail := func(format string, args ...any) {
		c.failed = true
		c.t.Errorf("turn %d, state for %s: "+format, append([]any{g.Turn(), s}, args...)...)
	}
	c.checks++
	var wv WireView
	if err := json.Unmarshal(view, &wv); err != nil {
		fail("the view does not read: %v", err)
		return
	}
	v, err := c.cards.FromWire(&wv)
	if err != nil {
		fail("%v", err)
		return
	}
	engine := g.View(s)
	if c.team {
		engine = g.TeamView(s)
	}
	want, _ := json.Marshal(c.cards.ToWire(engine))
	if got, _ := json.Marshal(c.cards.ToWire(v)); string(got) != string(want) {
		fail("the view sent is not the engine's view of the seat")
		return
	}
	looking := map[rules.ObjID]bool{}
	if c.named[s] == nil {
		c.named[s] = map[string]bool{}
	}
	for _, cv := range v.Looking {
		looking[cv.ID] = true
		c.named[s][g.Obj(cv.ID).Def.Name] = true
	}
	known := map[string]bool{} // names of cards s may know
	visit(v, func(cv rules.CardView) {
		if cv.Def == nil {
			return
		}
		o := g.Obj(cv.ID)
		if cardKey(o.Def) != cardKey(cv.Def) && (o.LandDef == nil || cardKey(o.LandDef) != cardKey(cv.Def)) {
			fail("card #%d is shown as %s but is %s", cv.ID, cv.Def.Name, o.Def.Name)
		}
		switch o.Zone {
		case rules.ZoneHand:
			if !c.seesHand(g, s, o.Owner) && !o.Shown && !looking[cv.ID] {
				fail("%s in %s's hand is shown", o.Def.Name, o.Owner)
			}
		case rules.ZoneLibrary:
			if !looking[cv.ID] {
				fail("%s in a library is shown", o.Def.Name)
			}
		}
		known[cv.Def.Name] = true
		c.named[s][cv.Def.Name] = true
	})
	for t := 0; t < g.Seats(); t++ {
		p := g.Player(rules.Seat(t))
		for _, ids := range [][]rules.ObjID{p.Hand, p.Graveyard, p.Exile, p.Library} {
			for _, id := range ids {
				if o := g.Obj(id); o.Seen&(1<<s) != 0 || o.Zone != rules.ZoneHand && o.Zone != rules.ZoneLibrary || o.Zone == rules.ZoneHand && c.seesHand(g, s, o.Owner) {
					known[o.Def.Name] = true
				}
			}
		}
	}
	text := string(view) + "\n" + strings.Join(lines, "\n")
	for t := 0; t < g.Seats(); t++ {
		p := g.Player(rules.Seat(t))
		hidden := p.Library
		if !c.seesHand(g, s, rules.Seat(t)) {
			hidden = append(append([]rules.ObjID(nil), p.Library...), p.Hand...)
		}
		for _, id := range hidden {
			o := g.Obj(id)
			if o.Shown || looking[id] || c.named[s][o.Def.Name] || known[o.Def.Name] {
				continue
			}
			if i := strings.Index(text, o.Def.Name); i >= 0 {
				fail("the hidden card %s (#%d, %s's %v, seen %b) is named: %q", o.Def.Name, id, o.Owner, o.Zone, o.Seen, text[max(0, i-80):min(len(text), i+80)])
				return
			}
		}
	}
}

// seesHand reports whether seat s may see owner's hand: its own, or a
// teammate's at a table that shares team turns and teammates' hands.
func (c *secrecy) seesHand(g *rules.Game, s, owner rules.Seat) bool {
	return owner == s || c.team && g.Options().SharedTeamTurns && g.Teammates(s, owner)
}

// visit calls f with every card of v.
func visit(v *rules.View, f func(rules.CardView)) {
	all := [][]rules.CardView{v.Battlefield, v.Looking, v.Row, v.Removed, v.Pile}
	for _, p := range v.Players {
		all = append(all, p.Hand, p.Graveyard, p.Exile, p.Command, p.Shown)
	}
	for _, cs := range all {
		for _, cv := range cs {
			f(cv)
		}
	}
	for _, st := range v.Stack {
		f(st.Source)
	}
}

// recorder is a testing.TB that keeps the secrecy check's failures.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Errorf(format string, args ...any) { r.errs = append(r.errs, format) }

// TestSecrecyCheckCatchesALeak hands the check another seat's view (its
// hand face up) and a log line naming a card in that hand, and expects
// both to be caught.
func TestSecrecyCheckCatchesALeak(t *testing.T) {
	tb := newTable(t, 3, true, true)
	g := tb.game(t)
	lib, _ := testCards(t)
	cards := NewCards(lib)
	other, _ := json.Marshal(cards.ToWire(g.View(1)))
	rec := &recorder{TB: t}
	newSecrecy(rec).check(0, g, other, nil)
	if len(rec.errs) == 0 {
		t.Fatal("P2's view sent to P1 was not caught")
	}
	mine, _ := json.Marshal(cards.ToWire(g.View(0)))
	hidden := g.Obj(g.Player(1).Hand[0]).Def.Name
	rec = &recorder{TB: t}
	newSecrecy(rec).check(0, g, mine, []string{"Seat2 holds " + hidden + "."})
	if len(rec.errs) == 0 {
		t.Fatalf("a line naming %s in P2's hand was not caught", hidden)
	}
	rec = &recorder{TB: t}
	newSecrecy(rec).check(0, g, mine, []string{"You draw a card."})
	if len(rec.errs) != 0 {
		t.Fatalf("P1's own view was refused: %v", rec.errs)
	}
}

// TestTeamSecrecyShowsOnlyTeammates checks the check at an Archenemy
// table whose team shares hands: a team seat's team view passes, the
// archenemy's hand named in a line is still caught, and the team view
// sent where the host does not share hands is caught.
func TestTeamSecrecyShowsOnlyTeammates(t *testing.T) {
	tb := newVariantTable(t, "archenemy", 3, false, true, true)
	g := tb.game(t)
	lib, _ := testCards(t)
	cards := NewCards(lib)
	team, _ := json.Marshal(cards.ToWire(g.TeamView(1)))
	sharing := func(rec *recorder) *secrecy { c := newSecrecy(rec); c.team = true; return c }
	rec := &recorder{TB: t}
	sharing(rec).check(1, g, team, nil)
	if len(rec.errs) != 0 {
		t.Fatalf("the team view of seat 2 was refused: %v", rec.errs)
	}
	villain := g.Obj(g.Player(0).Hand[0]).Def.Name
	rec = &recorder{TB: t}
	sharing(rec).check(1, g, team, []string{"Seat1 holds " + villain + "."})
	if len(rec.errs) == 0 {
		t.Fatalf("a line naming %s in the archenemy's hand was not caught", villain)
	}
	rec = &recorder{TB: t}
	newSecrecy(rec).check(1, g, team, nil)
	if len(rec.errs) == 0 {
		t.Fatal("a teammate's hand sent without sharing was not caught")
	}
}
