package fourcuatro

// CardView is one card as a seat sees it: Def is nil when the card is face
// down to that seat.
type CardView struct {
	ID  CardID
	Def *Def
}

// SourceView is one face-down mana source.
type SourceView struct {
	ID        CardID
	Exhausted bool
}

// PlayerView is what a seat may know of one player's cards: the counts are
// public, the discard pile is public and in order (bottom first), the hand
// shows only the cards the viewer knows.
type PlayerView struct {
	Name      string
	DeckCount int
	// Deck is the deck, top first, with the cards the viewer has looked at
	// shown (the rest face down).
	Deck       []CardView
	Hand       []CardView
	Discard    []CardView
	BurntCount int
	Sources    []SourceView
	Refreshed  int
}

// CastView is the spell on the table.
type CastView struct {
	Card       CardView // face down to the opponent while it is a Cinder not yet revealed
	Caster     Seat
	Cinder     bool
	Redirected bool
	Countered  bool
}

// View is one seat's picture of the game.
type View struct {
	Seat    Seat
	Format  Format
	Turn    int
	Active  Seat
	First   Seat
	Over    bool
	Winner  Seat
	Players [2]PlayerView
	// Cast is the spell on the table, if any.
	Cast *CastView
	// Resolving is the card whose instructions are being carried out, if any.
	Resolving CardView
	Pending   Decision
}

// View is seat s's picture of the game.
func (g *Game) View(s Seat) *View {
	v := &View{Seat: s, Format: g.format, Turn: g.turn, Active: g.active, First: g.first,
		Over: g.over, Winner: g.winner, Pending: g.pending, Resolving: CardView{ID: NoCard}}
	for i := range g.players {
		p := &g.players[i]
		pv := &v.Players[i]
		pv.Name = p.Name
		pv.DeckCount = len(p.Deck)
		pv.Deck = g.cardViews(p.Deck, s)
		pv.Hand = g.cardViews(p.Hand, s)
		pv.Discard = g.cardViews(p.Discard, s)
		pv.BurntCount = len(p.Burnt)
		pv.Refreshed = p.Refreshed()
		for _, src := range p.Sources {
			pv.Sources = append(pv.Sources, SourceView{ID: src.Card, Exhausted: src.Exhausted})
		}
	}
	if c := g.cast; c != nil {
		v.Cast = &CastView{Card: g.cardView(c.card, s), Caster: c.caster, Cinder: c.cinder,
			Redirected: c.redirected, Countered: c.countered}
	}
	if g.res != nil {
		v.Resolving = g.cardView(g.res.card, s)
	}
	return v
}

func (g *Game) cardViews(ids []CardID, s Seat) []CardView {
	out := make([]CardView, len(ids))
	for i, id := range ids {
		out[i] = g.cardView(id, s)
	}
	return out
}

func (g *Game) cardView(id CardID, s Seat) CardView {
	if s >= 0 && g.known[s][id] {
		return CardView{ID: id, Def: g.defs[id]}
	}
	return CardView{ID: id}
}
