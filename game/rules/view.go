package rules

import (
	"slices"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// CardView is what a seat may see of one object. Def is nil for a hidden card.
type CardView struct {
	ID               ObjID
	Def              *card.Def // the card (nil when hidden from this seat)
	LandDef          *card.Def // the land identity of a card played as a land
	Owner            Seat
	Controller       Seat
	Zone             Zone
	Tapped           bool
	Token            bool
	FaceDown         bool
	SummoningSick    bool
	Power, Toughness int
	Keywords         card.Keywords
	// Cost is what casting the card costs: for a card in a hand, its
	// printed cost after the cost changes that apply to its owner now
	// (what the owner would pay); elsewhere its printed cost. Zero when
	// the card is hidden.
	Cost       mana.Cost
	Damage     int
	Counters   int
	AttachedTo ObjID
	Attacking  Seat
	Blocking   ObjID
}

// StackView is one spell or ability on the stack.
type StackView struct {
	Source     CardView
	Controller Seat
	IsSpell    bool
	Ability    int // index of the ability, -1 for a spell
	Targets    []Target
	X          int
}

// PlayerView is what a seat may see of one player.
type PlayerView struct {
	Seat         Seat
	Name         string
	Team         int
	Life         int
	Lost         bool
	Conceded     bool // the seat lost by conceding
	HandCount    int
	LibraryCount int
	Hand         []CardView // only the viewer's own hand
	Graveyard    []CardView
	Exile        []CardView
	// Command is the command zone (schemes): first the scheme deck, face
	// down, then the face-up schemes. A face-down scheme's card is hidden
	// (Def nil) and, so that neither its ID nor its place gives it away,
	// the hidden ones are listed in ID order, not deck order; to its owner
	// the last KnownSchemes face-down ones are the bottom of the deck whose
	// order it knows, shown (Def set, FaceDown true) top to bottom. See
	// View.SchemeDeck, View.FaceUpSchemes and View.KnownSchemeBottom.
	Command []CardView
	// KnownSchemes is, in the viewer's own PlayerView, how many schemes at
	// the bottom of its scheme deck it knows the place of (0 in the others).
	KnownSchemes int
	Pool         mana.Pool
	LandsPlayed  int
	MillCounters int
	// Shown are, in another seat's PlayerView, the cards of its hand that
	// every seat saw it draw face up from a tableau, pipeline or rummy's
	// common pile (Object.Shown), in hand order; the rest is hidden.
	Shown []CardView
}

// View is one seat's redacted picture of the game: its own hand, public
// zones, and counts of hidden zones. Looking holds cards the viewer is
// choosing among (double draw, scry, search).
type View struct {
	Seat        Seat
	Turn        int
	Active      Seat
	Step        Step
	Pending     Decision // another seat's decision about a card hidden from the viewer names none (Source NoObj)
	Over        bool
	Players     []PlayerView
	Battlefield []CardView
	Stack       []StackView
	Looking     []CardView
	Options     Options
	// Row is the tableau or pipeline (DrawTableau, DrawPipeline), face up,
	// left to right: a pipeline's first card is the next to be removed.
	Row []CardView
	// Removed are the cards a draw method removed from the game, the most
	// recent last.
	Removed []CardView
	// Pile is rummy's common discard pile, bottom first: the last card is
	// the top, the one a draw may take.
	Pile []CardView
}

// View returns what seat s may see now.
func (g *Game) View(s Seat) *View {
	g.refresh()
	v := &View{Seat: s, Turn: g.turn, Active: g.active, Step: g.step, Pending: g.pendingFor(s), Over: g.over, Options: g.opts}
	for i := range g.players {
		p := &g.players[i]
		pv := PlayerView{Seat: Seat(i), Name: p.Name, Team: p.Team, Life: p.Life, Lost: p.Lost, Conceded: p.Conceded,
			HandCount: len(p.Hand), LibraryCount: len(*g.library(Seat(i))), Pool: p.Pool, LandsPlayed: p.LandsPlayed, MillCounters: p.MillCounters}
		if Seat(i) == s {
			pv.Hand = g.cardViews(p.Hand, s)
		} else {
			for _, id := range p.Hand {
				if g.objs[id].Shown {
					pv.Shown = append(pv.Shown, g.cardView(id, s))
				}
			}
		}
		g.castCosts(pv.Hand, Seat(i))
		g.castCosts(pv.Shown, Seat(i))
		pv.Graveyard = g.cardViews(p.Graveyard, s)
		pv.Exile = g.cardViews(p.Exile, s)
		pv.Command = g.commandViews(Seat(i), s)
		if Seat(i) == s {
			pv.KnownSchemes = p.KnownSchemes
		}
		v.Players = append(v.Players, pv)
	}
	v.Battlefield = g.cardViews(g.bf, s)
	if len(g.row) > 0 {
		v.Row = g.cardViews(g.row, s)
	}
	if len(g.removed) > 0 {
		v.Removed = g.cardViews(g.removed, s)
	}
	if len(g.pile) > 0 {
		v.Pile = g.cardViews(g.pile, s)
	}
	for i := range g.stack {
		v.Stack = append(v.Stack, g.stackView(&g.stack[i], s))
	}
	if g.resolving != nil {
		// The item resolving now (waiting for a choice) is still the top of the stack.
		v.Stack = append(v.Stack, g.stackView(&g.resolving.item, s))
	}
	if c := g.choice; c != nil && c.seat == s && !c.fromHand {
		v.Looking = g.cardViews(c.cands, s)
	}
	return v
}

// pendingFor returns the pending decision as seat s may see it: another
// seat's decision about a card hidden from s (a spell being cast from a
// hand) names no card.
func (g *Game) pendingFor(s Seat) Decision {
	d := g.pending
	if d.Seat != s && d.Source != NoObj && !g.visible(d.Source, s) {
		d.Source = NoObj
	}
	return d
}

// TeamView is View with the hands of s's teammates shown as well, for
// teammates who share their turns (Options.SharedTeamTurns) and sit
// together at one screen: each such hand is shown as its owner sees it.
// Without shared team turns it is View.
func (g *Game) TeamView(s Seat) *View {
	v := g.View(s)
	if !g.opts.SharedTeamTurns || int(s) < 0 || int(s) >= len(g.players) {
		return v
	}
	for i := range g.players {
		t := Seat(i)
		if t != s && g.Teammates(s, t) {
			v.Players[i].Hand = g.cardViews(g.players[i].Hand, t)
			g.castCosts(v.Players[i].Hand, t)
			if g.pending.Seat == t {
				v.Pending = g.pendingFor(t) // its cards are in sight
			}
		}
	}
	return v
}

// Teammates reports whether seats a and b are different seats of one
// team.
func (g *Game) Teammates(a, b Seat) bool {
	n := Seat(len(g.players))
	return a != b && a >= 0 && b >= 0 && a < n && b < n && g.players[a].Team == g.players[b].Team
}

func (g *Game) stackView(it *stackItem, s Seat) StackView {
	src := g.cardView(it.obj, s)
	if o := &g.objs[it.obj]; o.Zone == ZoneNone && (o.Token || o.Copy) {
		// A token or a copy that has ceased to exist was only ever in
		// public zones: its ability still shows where it came from.
		src.Def = o.Def
	}
	return StackView{Source: src, Controller: it.controller, IsSpell: it.isSpell,
		Ability: int(it.ability), Targets: append([]Target(nil), it.Targets()...), X: int(it.x)}
}

func (g *Game) cardViews(ids []ObjID, s Seat) []CardView {
	out := make([]CardView, 0, len(ids))
	for _, id := range ids {
		out = append(out, g.cardView(id, s))
	}
	return out
}

func (g *Game) cardView(id ObjID, s Seat) CardView {
	o := &g.objs[id]
	cv := CardView{ID: id, Owner: o.Owner, Controller: o.Controller, Zone: o.Zone, Tapped: o.Tapped, Token: o.Token,
		FaceDown: o.FaceDown, Damage: int(o.Damage), Counters: int(o.Plus), AttachedTo: o.AttachedTo,
		Attacking: o.Attacking, Blocking: o.BlockingObj}
	if g.visible(id, s) {
		cv.Def = o.Def
		cv.LandDef = o.LandDef
		cv.Power, cv.Toughness, cv.Keywords = int(o.Power), int(o.Toughness), o.Keywords
		if o.Def != nil {
			cv.Cost = o.Def.Cost
		}
		cv.SummoningSick = o.Zone == ZoneBattlefield && g.summoningSick(id)
	}
	return cv
}

// castCosts sets the Cost of the visible cards in owner's hand to what
// owner would pay to cast them now (CardView.Cost).
func (g *Game) castCosts(hand []CardView, owner Seat) {
	if len(hand) == 0 || !g.costStatics {
		return
	}
	m := g.costModsFor(owner)
	for i := range hand {
		if d := hand[i].Def; d != nil && !d.IsLand() {
			hand[i].Cost = m.cost(d)
		}
	}
}

// visible reports whether seat s may see which card id is.
func (g *Game) visible(id ObjID, s Seat) bool {
	o := &g.objs[id]
	switch o.Zone {
	case ZoneNone:
		return false
	case ZoneLibrary:
		// A player searching their library sees the cards they may choose.
		if c := g.choice; c != nil && c.seat == s && c.purpose == ChooseSearch {
			for _, cand := range c.cands {
				if cand == id {
					return true
				}
			}
		}
		return false
	case ZoneHand:
		return o.Owner == s || o.Shown
	case ZoneCommand:
		return !o.FaceDown
	case ZoneLooking:
		return g.choice != nil && g.choice.seat == s
	}
	return true
}

// commandViews returns seat t's command zone as seat s may see it (see
// PlayerView.Command).
func (g *Game) commandViews(t, s Seat) []CardView {
	p := &g.players[t]
	var down, up []ObjID
	for _, id := range p.Command {
		if g.objs[id].FaceDown {
			down = append(down, id)
		} else {
			up = append(up, id)
		}
	}
	known := 0
	if t == s {
		known = min(p.KnownSchemes, len(down))
	}
	hidden := down[:len(down)-known]
	slices.Sort(hidden)
	out := make([]CardView, 0, len(p.Command))
	for _, id := range hidden {
		out = append(out, g.cardView(id, s))
	}
	for _, id := range down[len(down)-known:] {
		cv := g.cardView(id, s)
		cv.Def = g.objs[id].Def
		out = append(out, cv)
	}
	for _, id := range up {
		out = append(out, g.cardView(id, s))
	}
	return out
}

// SchemeDeck returns how many schemes seat s's scheme deck holds (its
// face-down schemes).
func (v *View) SchemeDeck(s Seat) int {
	if s < 0 || int(s) >= len(v.Players) {
		return 0
	}
	n := 0
	for i := range v.Players[s].Command {
		if v.Players[s].Command[i].FaceDown {
			n++
		}
	}
	return n
}

// FaceUpSchemes returns seat s's face-up schemes: the ongoing ones in
// play and any set in motion whose ability has not finished.
func (v *View) FaceUpSchemes(s Seat) []CardView {
	if s < 0 || int(s) >= len(v.Players) {
		return nil
	}
	var out []CardView
	for _, cv := range v.Players[s].Command {
		if !cv.FaceDown {
			out = append(out, cv)
		}
	}
	return out
}

// KnownSchemeBottom returns, when s is the viewer, the schemes at the
// bottom of its scheme deck whose order it knows (they were set in motion
// and went back), top to bottom; nil for any other seat.
func (v *View) KnownSchemeBottom(s Seat) []CardView {
	if s != v.Seat || s < 0 || int(s) >= len(v.Players) {
		return nil
	}
	pv := &v.Players[s]
	var down []CardView
	for _, cv := range pv.Command {
		if cv.FaceDown {
			down = append(down, cv)
		}
	}
	return down[len(down)-min(pv.KnownSchemes, len(down)):]
}
