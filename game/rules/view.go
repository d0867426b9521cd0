package rules

import (
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
	Damage           int
	Counters         int
	AttachedTo       ObjID
	Attacking        Seat
	Blocking         ObjID
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
	HandCount    int
	LibraryCount int
	Hand         []CardView // only the viewer's own hand
	Graveyard    []CardView
	Exile        []CardView
	Command      []CardView // face-down schemes are hidden (Def nil)
	Pool         mana.Pool
	LandsPlayed  int
	MillCounters int
}

// View is one seat's redacted picture of the game: its own hand, public
// zones, and counts of hidden zones. Looking holds cards the viewer is
// choosing among (double draw, scry, search).
type View struct {
	Seat        Seat
	Turn        int
	Active      Seat
	Step        Step
	Pending     Decision
	Over        bool
	Players     []PlayerView
	Battlefield []CardView
	Stack       []StackView
	Looking     []CardView
	Options     Options
}

// View returns what seat s may see now.
func (g *Game) View(s Seat) *View {
	g.refresh()
	v := &View{Seat: s, Turn: g.turn, Active: g.active, Step: g.step, Pending: g.pending, Over: g.over, Options: g.opts}
	for i := range g.players {
		p := &g.players[i]
		pv := PlayerView{Seat: Seat(i), Name: p.Name, Team: p.Team, Life: p.Life, Lost: p.Lost,
			HandCount: len(p.Hand), LibraryCount: len(*g.library(Seat(i))), Pool: p.Pool, LandsPlayed: p.LandsPlayed, MillCounters: p.MillCounters}
		if Seat(i) == s {
			pv.Hand = g.cardViews(p.Hand, s)
		}
		pv.Graveyard = g.cardViews(p.Graveyard, s)
		pv.Exile = g.cardViews(p.Exile, s)
		pv.Command = g.cardViews(p.Command, s)
		v.Players = append(v.Players, pv)
	}
	v.Battlefield = g.cardViews(g.bf, s)
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

func (g *Game) stackView(it *stackItem, s Seat) StackView {
	return StackView{Source: g.cardView(it.obj, s), Controller: it.controller, IsSpell: it.isSpell,
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
		cv.SummoningSick = o.Zone == ZoneBattlefield && g.summoningSick(id)
	}
	return cv
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
		return o.Owner == s
	case ZoneCommand:
		return !o.FaceDown
	case ZoneLooking:
		return g.choice != nil && g.choice.seat == s
	}
	return true
}
