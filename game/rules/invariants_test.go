package rules

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// checker holds what the invariants need to remember between actions.
type checker struct {
	life0     []int // life totals when checking began
	lifeDelta []int // sum of EvLife amounts since then
	applies   int   // actions checked so far
	// every is how often the (slow) full-state comparison with a clone runs: every Nth action.
	every int
	// Each seat's hand and hand version when last checked.
	hands    [][]ObjID
	handVers []uint32
}

func newChecker(g *Game) *checker {
	c := &checker{life0: make([]int, len(g.players)), lifeDelta: make([]int, len(g.players)), every: 1}
	for i := range g.players {
		c.life0[i] = g.players[i].Life
	}
	return c
}

func (c *checker) observe(ev []Event) {
	for _, e := range ev {
		if e.Kind == EvLife {
			c.lifeDelta[e.Seat] += e.Amount
		}
	}
}

// applyChecked applies a legal action to g and to a clone made just before,
// requires both to reach the same hash (and the clone not to disturb g),
// then checks the invariants of g. It returns a copy of the events.
func applyChecked(t testing.TB, g *Game, a Action, c *checker) []Event {
	t.Helper()
	cl := g.Clone()
	ev, err := g.Apply(a)
	if err != nil {
		t.Fatalf("apply %+v (pending %+v): %v", a, g.Pending(), err)
	}
	ev = append([]Event(nil), ev...)
	h := g.Hash()
	ev2, err := cl.Apply(a)
	if err != nil {
		t.Fatalf("the clone refused %+v: %v", a, err)
	}
	if cl.Hash() != h {
		t.Fatalf("after %+v the clone's hash differs from the original's", a)
	}
	if c == nil || c.applies%c.every == 0 {
		if fa, fb := fingerprint(g), fingerprint(cl); fa != fb {
			t.Fatalf("after %+v the clone's state differs from the original's:\n%s", a, firstDiff(fa, fb))
		}
	}
	if c != nil {
		c.applies++
	}
	if len(ev2) != len(ev) {
		t.Fatalf("after %+v the clone reported %d events, the original %d", a, len(ev2), len(ev))
	}
	if g.Hash() != h {
		t.Fatalf("applying %+v to a clone changed the original", a)
	}
	if c != nil {
		c.observe(ev)
	}
	checkInvariants(t, g, c)
	return ev
}

// fingerprint prints the whole rules state of a game (not its caches), so
// that a clone can be compared with its original field by field.
func fingerprint(g *Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "players %+v\nobjs %+v\nbf %v\nstack %+v\npumps %+v\ntrig %+v\n", g.players, g.objs, g.bf, g.stack, g.pumps, g.trig)
	fmt.Fprintf(&b, "turn %d active %d step %d begun %v priority %d passes %d order %v attacked %v first %d clock %d\n",
		g.turn, g.active, g.step, g.stepBegun, g.priority, g.passes, g.order, g.attacked, g.firstTurn, g.clock)
	fmt.Fprintf(&b, "pending %+v over %v win %d draws %v\n", g.pending, g.over, g.winTeam, g.draws)
	fmt.Fprintf(&b, "row %v removed %v pile %v\n", g.row, g.removed, g.pile)
	if g.cast != nil {
		fmt.Fprintf(&b, "cast %+v\n", *g.cast)
	}
	if g.choice != nil {
		fmt.Fprintf(&b, "choice %+v\n", *g.choice)
	}
	if g.resolving != nil {
		fmt.Fprintf(&b, "resolving %+v\n", *g.resolving)
	}
	if g.opening != nil {
		fmt.Fprintf(&b, "opening %+v\n", *g.opening)
	}
	if g.declare != nil {
		fmt.Fprintf(&b, "declare %+v\n", *g.declare)
	}
	pcg := *g.pcg
	fmt.Fprintf(&b, "rng %d\n", pcg.Uint64())
	return b.String()
}

// firstDiff returns the first differing line of two fingerprints.
func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range la {
		if i >= len(lb) || la[i] != lb[i] {
			other := ""
			if i < len(lb) {
				other = lb[i]
			}
			return "original: " + la[i] + "\nclone:    " + other
		}
	}
	return ""
}

// checkInvariants checks everything that must hold between actions.
func checkInvariants(t testing.TB, g *Game, c *checker) {
	t.Helper()
	checkZones(t, g)
	checkDrawsPauseResolution(t, g)
	checkPermsIndex(t, g)
	checkCharacteristics(t, g)
	checkHands(t, g, c)
	if c == nil || c.applies%c.every == 0 {
		checkLegalAfresh(t, g)
		checkManaSlots(t, g)
		checkCastAffordable(t, g)
		checkCastTaps(t, g)
	}
	for i := range g.players {
		p := &g.players[i]
		for k, n := range p.Pool {
			if n < 0 {
				t.Fatalf("%v has %d mana of kind %d", Seat(i), n, k)
			}
		}
		if c != nil && p.Life != c.life0[i]+c.lifeDelta[i] {
			t.Fatalf("%v life %d, but starting life %d plus life events %d = %d",
				Seat(i), p.Life, c.life0[i], c.lifeDelta[i], c.life0[i]+c.lifeDelta[i])
		}
	}
	if !g.Over() {
		d := g.Pending()
		if len(g.Legal()) == 0 {
			t.Fatalf("no legal actions for %+v", d)
		}
		if d.Seat < 0 || int(d.Seat) >= len(g.players) || g.players[d.Seat].Lost {
			t.Fatalf("pending decision for a seat not in the game: %+v", d)
		}
		if d.Kind == DecidePriority {
			checkNoStateBasedActions(t, g)
			if g.step < StepBeginCombat || g.step > StepEndCombat {
				for _, id := range g.bf {
					if o := &g.objs[id]; o.Attacking != NoSeat || o.BlockingObj != NoObj || o.Blocked {
						t.Fatalf("%s (%d) is in combat in the %v step", o.Def.Name, id, g.step)
					}
				}
			}
		}
	}
	for s := range g.players {
		checkView(t, g, Seat(s))
	}
}

// checkDrawsPauseResolution checks that a keep-half draw made by a spell or
// ability is chosen while that spell or ability is still resolving, so its
// later effects ("then discard a card") come after the choice.
func checkDrawsPauseResolution(t testing.TB, g *Game) {
	t.Helper()
	c := g.choice
	if c == nil || c.source == NoObj || !(c.purpose == ChooseKeep || c.purpose == ChooseDraw || c.purpose == ChooseRummy || c.purpose == ChoosePile || c.purpose == ChooseBottom && !c.fromHand) {
		return
	}
	if r := g.resolving; r == nil || r.item.obj != c.source {
		t.Fatalf("%v choice for a draw by %s (%d), but it is no longer resolving", c.purpose, g.objs[c.source].Def.Name, c.source)
	}
}

// checkZones checks that every object is in exactly one zone and that the
// zone lists agree with Object.Zone, and that cards only leave the game
// when they are tokens, spell copies, or belong to a player who left.
func checkZones(t testing.TB, g *Game) {
	t.Helper()
	listed := make([]int, len(g.objs))
	in := make([]Zone, len(g.objs))
	inSeat := make([]Seat, len(g.objs))
	mark := func(l []ObjID, z Zone, s Seat) {
		for _, id := range l {
			if id < 0 || int(id) >= len(g.objs) {
				t.Fatalf("%v list of %v holds bad ID %d", z, s, id)
			}
			listed[id]++
			in[id], inSeat[id] = z, s
		}
	}
	for i := range g.players {
		p := &g.players[i]
		s := Seat(i)
		mark(p.Library, ZoneLibrary, s)
		mark(p.Hand, ZoneHand, s)
		mark(p.Graveyard, ZoneGraveyard, s)
		mark(p.Exile, ZoneExile, s)
		mark(p.Command, ZoneCommand, s)
	}
	mark(g.bf, ZoneBattlefield, NoSeat)
	mark(g.row, ZoneRow, NoSeat)
	mark(g.removed, ZoneRemoved, NoSeat)
	mark(g.pile, ZonePile, NoSeat)
	for i := range g.stack {
		if g.stack[i].isSpell {
			mark([]ObjID{g.stack[i].obj}, ZoneStack, NoSeat)
		}
	}
	if r := g.resolving; r != nil && r.item.isSpell && g.objs[r.item.obj].Zone == ZoneStack {
		// The spell resolving now has left the stack list but is still on the stack.
		mark([]ObjID{r.item.obj}, ZoneStack, NoSeat)
	}
	looking := map[ObjID]bool{}
	if g.choice != nil {
		for _, id := range g.choice.cands {
			looking[id] = true
		}
		for _, id := range g.choice.kept {
			looking[id] = true
		}
	}
	for i := range g.objs {
		o := &g.objs[i]
		id := ObjID(i)
		switch o.Zone {
		case ZoneNone:
			if listed[i] != 0 {
				t.Fatalf("%s (%d) has left the game but is listed in %v", o.Def.Name, id, in[i])
			}
			if !o.Token && !o.Copy && !g.players[o.Owner].Lost && !g.players[o.Controller].Lost {
				t.Fatalf("card %s (%d) of %v vanished", o.Def.Name, id, o.Owner)
			}
		case ZoneLooking:
			if listed[i] != 0 || !looking[id] {
				t.Fatalf("%s (%d) is being looked at but listed %d times / not in the choice", o.Def.Name, id, listed[i])
			}
		default:
			if listed[i] != 1 || in[i] != o.Zone {
				t.Fatalf("%s (%d) is in %v but listed %d times (last in %v)", o.Def.Name, id, o.Zone, listed[i], in[i])
			}
			switch o.Zone {
			case ZoneRow, ZoneRemoved, ZonePile:
				if o.Owner != g.libraryOwner(o.Owner) {
					t.Fatalf("%s (%d) in the %v is owned by %v, not the library's owner", o.Def.Name, id, o.Zone, o.Owner)
				}
			case ZoneLibrary:
				if inSeat[i] != g.libraryOwner(o.Owner) {
					t.Fatalf("%s (%d) owned by %v is in %v's library", o.Def.Name, id, o.Owner, inSeat[i])
				}
			case ZoneHand, ZoneGraveyard, ZoneExile, ZoneCommand:
				if inSeat[i] != o.Owner {
					t.Fatalf("%s (%d) owned by %v is in %v's %v", o.Def.Name, id, o.Owner, inSeat[i], o.Zone)
				}
			}
		}
		if o.Shown && o.Zone != ZoneHand {
			t.Fatalf("%s (%d) is shown but in %v", o.Def.Name, id, o.Zone)
		}
		if o.Zone != ZoneBattlefield && (o.Tapped || o.Damage != 0 || o.Plus != 0 || o.AttachedTo != NoObj) {
			t.Fatalf("%s (%d) in %v keeps battlefield state", o.Def.Name, id, o.Zone)
		}
	}
}

// checkNoStateBasedActions checks that nobody gets priority while a
// state-based action is due.
func checkNoStateBasedActions(t testing.TB, g *Game) {
	t.Helper()
	cl := g.Clone()
	cl.sbaDue = true
	if cl.stateBasedActions() {
		t.Fatalf("a state-based action is due at priority (events %+v)", cl.events)
	}
	for i := range g.players {
		p := &g.players[i]
		if !p.Lost && (p.Life <= 0 || p.DrewFromEmpty) {
			t.Fatalf("%v has life %d (drew from empty %v) but has not lost", Seat(i), p.Life, p.DrewFromEmpty)
		}
	}
	g.refresh()
	for _, id := range g.bf {
		o := &g.objs[id]
		if o.Types.Has(card.Creature) {
			if o.Toughness <= 0 {
				t.Fatalf("%s (%d) has toughness %d on the battlefield", o.Def.Name, id, o.Toughness)
			}
			if !o.Keywords.Has(card.Indestructible) && o.Damage >= o.Toughness {
				t.Fatalf("%s (%d) has lethal damage on the battlefield", o.Def.Name, id)
			}
		}
		if o.Def.IsAura() && o.LandDef == nil {
			if o.AttachedTo == NoObj || g.objs[o.AttachedTo].Zone != ZoneBattlefield {
				t.Fatalf("aura %s (%d) is attached to nothing", o.Def.Name, id)
			}
		} else if o.AttachedTo != NoObj {
			if a := &g.objs[o.AttachedTo]; a.Zone != ZoneBattlefield || !a.Types.Has(card.Creature) {
				t.Fatalf("%s (%d) is attached to %s in %v", o.Def.Name, id, a.Def.Name, a.Zone)
			}
		}
		if o.Base().Super.Has(card.Legendary) {
			for _, other := range g.bf {
				if p := &g.objs[other]; other != id && p.Controller == o.Controller && p.Name() == o.Name() {
					t.Fatalf("%v controls two legendary %s", o.Controller, o.Name())
				}
			}
		}
	}
}

// checkView checks that seat s sees no hidden card.
func checkView(t testing.TB, g *Game, s Seat) {
	t.Helper()
	v := g.View(s)
	check := func(where string, cvs []CardView) {
		for _, cv := range cvs {
			if cv.Def == nil {
				continue
			}
			searching := g.choice != nil && g.choice.seat == s && g.choice.purpose == ChooseSearch && where == "looking"
			gone := cv.Zone == ZoneNone && (g.objs[cv.ID].Token || g.objs[cv.ID].Copy) // only ever public
			if cv.Zone == ZoneLibrary && !searching || cv.Zone == ZoneNone && !gone {
				t.Fatalf("%v's view shows %s (%d) in %v (%s)", s, cv.Def.Name, cv.ID, cv.Zone, where)
			}
			if cv.Zone == ZoneHand && cv.Owner != s && !g.objs[cv.ID].Shown {
				t.Fatalf("%v's view shows %v's hand card %s (%s)", s, cv.Owner, cv.Def.Name, where)
			}
			if cv.Zone == ZoneCommand && cv.FaceDown && cv.Owner != s {
				t.Fatalf("%v's view shows %v's face-down scheme %s", s, cv.Owner, cv.Def.Name)
			}
		}
	}
	for i, pv := range v.Players {
		if Seat(i) != s && len(pv.Hand) > 0 {
			t.Fatalf("%v's view lists %v's hand", s, Seat(i))
		}
		if pv.HandCount != len(g.players[i].Hand) {
			t.Fatalf("%v's view counts %d cards in %v's hand, there are %d", s, pv.HandCount, Seat(i), len(g.players[i].Hand))
		}
		check("hand", pv.Hand)
		check("shown", pv.Shown)
		for _, cv := range pv.Shown {
			if cv.Def == nil || cv.Zone != ZoneHand || cv.Owner != Seat(i) {
				t.Fatalf("%v's view of %v's shown cards holds %+v", s, Seat(i), cv)
			}
		}
		check("graveyard", pv.Graveyard)
		check("exile", pv.Exile)
		check("command", pv.Command)
	}
	check("battlefield", v.Battlefield)
	check("row", v.Row)
	check("removed", v.Removed)
	check("pile", v.Pile)
	if len(v.Pile) != len(g.pile) {
		t.Fatalf("%v's view shows %d pile cards, there are %d", s, len(v.Pile), len(g.pile))
	}
	if len(v.Row) != len(g.row) || len(v.Removed) != len(g.removed) {
		t.Fatalf("%v's view shows %d row and %d removed cards, there are %d and %d", s, len(v.Row), len(v.Removed), len(g.row), len(g.removed))
	}
	for i, cv := range v.Row {
		if cv.Def == nil || cv.ID != g.row[i] {
			t.Fatalf("%v's view of the row differs at %d", s, i)
		}
	}
	for _, sv := range v.Stack {
		check("stack", []CardView{sv.Source})
	}
	if len(v.Looking) > 0 && (g.choice == nil || g.choice.seat != s) {
		t.Fatalf("%v's view shows cards another seat is looking at", s)
	}
	check("looking", v.Looking)
	for _, cv := range v.Looking {
		if cv.Def == nil {
			t.Fatalf("%v cannot see a card it is choosing among", s)
		}
	}
}

// TestInvariantsHoldInRandomGames plays short random games with every
// check on; the fuzz target does the same at length.
func TestInvariantsHoldInRandomGames(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	for seed := uint64(0); seed < 4; seed++ {
		runFuzzGame(t, seed, 2+uint8(seed%3), uint8(seed))
	}
}

// checkPermsIndex checks that the battlefield index, when it claims to be
// fresh, lists what a rebuild from the battlefield lists.
func checkPermsIndex(t testing.TB, g *Game) {
	t.Helper()
	if !g.perms.fresh {
		return
	}
	var want seatPerms
	c := *g
	c.perms = want
	for s := range g.players {
		m, a := slices.Clone(g.manaPerms(Seat(s))), slices.Clone(g.activatedPerms(Seat(s)))
		if wm, wa := c.manaPerms(Seat(s)), c.activatedPerms(Seat(s)); !slices.Equal(m, wm) || !slices.Equal(a, wa) {
			t.Fatalf("%v: the battlefield index lists mana %v and activated %v, the battlefield %v and %v", Seat(s), m, a, wm, wa)
		}
	}
	st, tr, lg := slices.Clone(g.staticPerms()), slices.Clone(g.trigPerms()), g.legendCount()
	if wst, wtr, wlg := c.staticPerms(), c.trigPerms(), c.legendCount(); !slices.Equal(st, wst) || !slices.Equal(tr, wtr) || lg != wlg {
		t.Fatalf("the battlefield index lists statics %v, triggers %v and %d legends, the battlefield %v, %v and %d", st, tr, lg, wst, wtr, wlg)
	}
	if b, wb := slices.Clone(g.bodyPerms()), c.bodyPerms(); !slices.Equal(b, wb) {
		t.Fatalf("the battlefield index lists bodies %v, the battlefield %v", b, wb)
	}
	// Whatever is not a body never fights, is never attached and never
	// dies of damage (see isBody).
	for _, id := range g.bf {
		if o := &g.objs[id]; !isBody(o) && (o.Types.Has(card.Creature) || o.AttachedTo != NoObj || o.Attacking != NoSeat || o.BlockingObj != NoObj) {
			t.Fatalf("%s (%d) is no body but is a creature, attached or in combat", o.Def.Name, id)
		}
	}
}

// checkCharacteristics checks that the computed characteristics of every
// permanent are what recomputing every permanent from its own
// characteristics gives (recompute resets only the bodies and the
// permanents in modded).
func checkCharacteristics(t testing.TB, g *Game) {
	t.Helper()
	g.refresh()
	c := g.Clone()
	c.modded = append(c.modded, c.bf...)
	c.dirty = true
	c.refresh()
	for _, id := range g.bf {
		a, b := &g.objs[id], &c.objs[id]
		if a.Power != b.Power || a.Toughness != b.Toughness || a.Keywords != b.Keywords || a.Types != b.Types ||
			a.Colors != b.Colors || a.CantBlock != b.CantBlock || a.CantAttack != b.CantAttack {
			t.Fatalf("%s (%d) has %d/%d %v, recomputed from scratch %d/%d %v", a.Def.Name, id, a.Power, a.Toughness, a.Keywords, b.Power, b.Toughness, b.Keywords)
		}
	}
	for i := range g.objs {
		o := &g.objs[i]
		if want := o.Def.Types.Has(card.Instant) || o.Def.Keywords.Has(card.Flash); o.instant != want {
			t.Fatalf("%s (%d) says instant %v, its card %v", o.Def.Name, i, o.instant, want)
		}
	}
}

// checkHands checks that a seat's hand is what it was at the last check
// unless its version changed since (see handState), and that whether it
// holds an instant, as remembered, is so.
func checkHands(t testing.TB, g *Game, c *checker) {
	t.Helper()
	if c != nil && c.hands == nil {
		c.hands, c.handVers = make([][]ObjID, len(g.players)), make([]uint32, len(g.players))
		for s := range g.players {
			c.handVers[s] = g.hands[s].ver - 1 // nothing to compare with yet
		}
	}
	for s := range g.players {
		p, h := &g.players[s], &g.hands[s]
		if got, want := g.hasInstant(Seat(s)), g.handHasInstant(Seat(s)); got != want {
			t.Fatalf("%v: remembered an instant in hand %v, the hand %v", Seat(s), got, p.Hand)
		}
		if c == nil {
			continue
		}
		if c.handVers[s] == h.ver && !slices.Equal(c.hands[s], p.Hand) {
			t.Fatalf("%v: the hand went from %v to %v, its version stayed %d", Seat(s), c.hands[s], p.Hand, h.ver)
		}
		c.hands[s], c.handVers[s] = append(c.hands[s][:0], p.Hand...), h.ver
	}
}

// checkCastAffordable checks that whether the caster can pay the cost of
// the spell or ability being paid for, when remembered (see affordable),
// is what a copy works out afresh.
func checkCastAffordable(t testing.TB, g *Game) {
	t.Helper()
	c := g.cast
	if c == nil || !c.affordKnown {
		return
	}
	fresh := g.Clone()
	if want := fresh.canAfford(c.seat, c.finalCost(), c.manaSkip()); c.affordOK != want {
		t.Fatalf("turn %d, %+v: remembered that %v can pay %v: %v, afresh %v", g.turn, g.Pending(), c.seat, c.finalCost(), c.affordOK, want)
	}
}

// checkCastTaps checks that the mana abilities the caster of the spell or
// ability being paid for could activate, when remembered (see
// manaTapsOf), are what a copy lists afresh.
func checkCastTaps(t testing.TB, g *Game) {
	t.Helper()
	c := g.cast
	if c == nil || !c.tapsKnown {
		return
	}
	if want := g.Clone().appendManaTaps(nil, c.seat, c.manaSkip()); !slices.Equal(g.castTaps, want) {
		t.Fatalf("turn %d, %+v: remembered the mana abilities %v, afresh %v", g.turn, g.Pending(), g.castTaps, want)
	}
}

// checkManaSlots checks that each seat's mana sources, as the game works
// them out from what it remembers (an answer that only taps made stale
// has the mana of what is now tapped taken out of it; see tapsSince), are
// what a copy that remembers nothing works out.
func checkManaSlots(t testing.TB, g *Game) {
	t.Helper()
	fresh := g.Clone()
	for s := range g.players {
		seat := Seat(s)
		got := g.manaSources(seat, NoObj)
		want := fresh.manaSources(seat, NoObj)
		if !slices.Equal(got, want) || !slices.Equal(g.manaAt.objs, fresh.manaAt.objs) || !slices.Equal(g.manaAt.abs, fresh.manaAt.abs) || g.manaMulti != fresh.manaMulti {
			t.Fatalf("turn %d, %v: remembered mana %v from %v abilities %v (%d with a choice), afresh %v from %v abilities %v (%d)",
				g.turn, seat, got, g.manaAt.objs, g.manaAt.abs, g.manaMulti, want, fresh.manaAt.objs, fresh.manaAt.abs, fresh.manaMulti)
		}
	}
}

// checkLegalAfresh checks that the legal actions the game lists, from what
// it remembers (each seat's priority memos, the mana cache and the cache
// of affordable costs), are those a copy that remembers nothing lists,
// and that a priority decision's actions (which may come from a memo, or
// from onlyPass) are what listPriority lists.
func checkLegalAfresh(t testing.TB, g *Game) {
	t.Helper()
	got := g.Legal()
	if want := g.Clone().Legal(); !slices.Equal(got, want) {
		t.Fatalf("turn %d, %+v: the game lists %v, afresh %v", g.turn, g.Pending(), got, want)
	}
	if view := g.LegalView(); !slices.Equal(view, got) {
		t.Fatalf("turn %d, %+v: the game's view lists %v, Legal %v", g.turn, g.Pending(), view, got)
	}
	if p := g.Pending(); p.Kind == DecidePriority {
		c := g.Clone()
		if want := c.listPriority(nil, p.Seat, c.sorceryTiming(p.Seat)); !slices.Equal(got, want) {
			t.Fatalf("turn %d, %+v: the game lists %v, listPriority %v", g.turn, p, got, want)
		}
	}
}
