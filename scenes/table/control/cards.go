package control

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// cardIndex finds the cards of one view by object ID, indexed the first
// time one is looked up.
type cardIndex struct {
	view *rules.View
	byID map[rules.ObjID]*rules.CardView
	done bool
}

// index makes x the index of v's cards.
func (x *cardIndex) index(v *rules.View) { x.view, x.done = v, false }

// find returns the card id as the view shows it, or nil when the view
// does not hold it.
func (x *cardIndex) find(id rules.ObjID) *rules.CardView {
	if !x.done {
		x.build()
	}
	return x.byID[id]
}

// build indexes every card of the view: the stack's sources first, so
// that a card where it lies wins over the source of its ability.
func (x *cardIndex) build() {
	x.done = true
	clear(x.byID)
	if x.byID == nil {
		x.byID = map[rules.ObjID]*rules.CardView{}
	}
	v := x.view
	if v == nil {
		return
	}
	for i := range v.Stack {
		x.add(&v.Stack[i].Source)
	}
	for i := range v.Players {
		p := &v.Players[i]
		for _, zone := range [][]rules.CardView{p.Hand, p.Shown, p.Graveyard, p.Exile, p.Command} {
			x.addAll(zone)
		}
	}
	for _, zone := range [][]rules.CardView{v.Battlefield, v.Looking, v.Row, v.Removed, v.Pile} {
		x.addAll(zone)
	}
}

// addAll indexes the cards of one zone.
func (x *cardIndex) addAll(cards []rules.CardView) {
	for i := range cards {
		x.add(&cards[i])
	}
}

// add indexes one card.
func (x *cardIndex) add(cv *rules.CardView) { x.byID[cv.ID] = cv }

// sight is what the viewer sees of the game, looked up by object and
// seat in the View (the Controller's view cache).
type sight struct{ *Controller }

// card returns object id as the viewer sees it. An object the view does
// not hold is a hidden card of nobody's, nowhere: its ID and nothing
// else.
func (c sight) card(id rules.ObjID) *rules.CardView {
	c.View()
	if cv := c.cards.find(id); cv != nil {
		return cv
	}
	return &rules.CardView{ID: id, Owner: rules.NoSeat, Controller: rules.NoSeat, Attacking: rules.NoSeat, Blocking: rules.NoObj, AttachedTo: rules.NoObj}
}

// cardBase is the card a view's card is now (its land identity while a
// card played as a land is on the battlefield or in exile), as
// rules.Object.Base; nil for a hidden card or none.
func cardBase(cv *rules.CardView) *card.Def {
	if cv == nil {
		return nil
	}
	if cv.LandDef != nil && (cv.Zone == rules.ZoneBattlefield || cv.Zone == rules.ZoneExile) {
		return cv.LandDef
	}
	return cv.Def
}

// cardName is the current name of a view's card, "" for a hidden card.
func cardName(cv *rules.CardView) string {
	if d := cardBase(cv); d != nil {
		return d.Name
	}
	return ""
}

// pending is the decision pending now: in full when a person at this
// screen makes it, else as the viewer sees it.
func (c sight) pending() rules.Decision {
	if d, ok := c.t.Deciding(); ok {
		return d
	}
	return c.View().Pending
}

// player returns seat s's player as the viewer sees it (a blank one
// for no seat of the game).
func (c sight) player(s rules.Seat) *rules.PlayerView {
	v := c.View()
	if s < 0 || int(s) >= len(v.Players) {
		return &rules.PlayerView{Seat: s}
	}
	return &v.Players[s]
}

// teammates reports whether seats a and b are different seats of one
// team.
func (c sight) teammates(a, b rules.Seat) bool {
	n := rules.Seat(len(c.View().Players))
	return a != b && a >= 0 && b >= 0 && a < n && b < n && c.player(a).Team == c.player(b).Team
}
