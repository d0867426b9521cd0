package rules

import (
	"math"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Honest sampling. Under secret decklists (own libraries, Options.
// OpenDecklists false) a seat knows another seat's hidden cards only when
// it has seen them face up (Object.Seen). KnowledgeOf replaces every other
// hidden card of the other seats with unseenCard, so a Knowledge holds
// nothing of them but their number and place; Sample deals each one a
// guess: a card from the card pool (Setup.CardPool) in that seat's
// colours seen so far, or a basic land of those colours, about landShare
// of the deck being lands.
// Another seat's face-down schemes it has never seen face up are guessed
// the same way, from the pool's schemes (when it has any).
// Under a shared library or open decklists the hidden cards are a public
// list less what the seat has seen, and Sample deals them out again as
// they are.

// allSeats has a bit for every seat (Object.Seen).
const allSeats = 1<<MaxSeats - 1

// landShare is the share of lands in a guessed deck under LandNormal.
const landShare = 0.4

// unseenCard stands in for a card a Knowledge cannot see.
var unseenCard = &card.Def{Name: "Unseen card", Set: "UNSEEN"}

// unseenScheme stands in for a face-down scheme of another seat that a
// Knowledge has never seen face up.
var unseenScheme = &card.Def{Name: "Unseen scheme", Set: "UNSEEN", Types: card.Types(card.Scheme)}

// public reports whether every seat sees the cards in zone z.
func (z Zone) public() bool {
	switch z {
	case ZoneBattlefield, ZoneGraveyard, ZoneExile, ZoneStack, ZoneRow, ZoneRemoved, ZonePile:
		return true
	}
	return false
}

// guess is how one seat guesses another seat's unseen cards.
type guess struct {
	spells  []*card.Def // nonland cards of the seat's colours seen so far
	lands   []*card.Def // basic lands of those colours
	nLands  int         // how many of the unseen cards are lands
	schemes []*card.Def // the pool's schemes, for its unseen schemes
}

// secretDecks reports whether seats must guess each other's unseen cards.
func (g *Game) secretDecks() bool {
	return g.opts.Library == OwnLibrary && !g.opts.OpenDecklists
}

// knows reports whether seat s knows which card object id is.
func (g *Game) knows(s Seat, id ObjID) bool {
	o := &g.objs[id]
	return o.Owner == s || o.Token || o.Seen&(1<<s) != 0 || o.Zone.public()
}

// hideFrom makes g a game seat s may hold: under secret decklists every
// card of another seat's hand and library that s has not seen becomes
// unseenCard. It returns how s guesses each seat's unseen cards (nil when
// nothing is hidden that way).
func (g *Game) hideFrom(s Seat) []guess {
	if !g.secretDecks() {
		return nil
	}
	guesses := make([]guess, len(g.players))
	pool := g.pool
	if pool == nil {
		pool = g.knownCards(s)
	}
	for t := range g.players {
		p := &g.players[t]
		if Seat(t) == s || p.Lost {
			continue
		}
		guesses[t] = g.guessFor(s, Seat(t), pool)
		for _, l := range [][]ObjID{p.Hand, p.Library, g.lookingOwnedBy(s, Seat(t))} {
			for _, id := range l {
				if !g.knows(s, id) {
					o := &g.objs[id]
					o.Def, o.LandDef = unseenCard, nil
					o.resetCharacteristics()
				}
			}
		}
		g.handChanged(Seat(t)) // its unseen cards are other cards now
		if len(guesses[t].schemes) == 0 {
			continue // nothing to guess them from: they keep their cards
		}
		for _, id := range p.Command {
			if o := &g.objs[id]; o.FaceDown && o.Seen&(1<<s) == 0 {
				o.Def = unseenScheme
				o.resetCharacteristics()
			}
		}
	}
	g.touch()
	return guesses
}

// knownCards is the card pool a seat guesses from when the set-up names
// none: its own deck and every card of the other seats it has seen.
func (g *Game) knownCards(s Seat) []*card.Def {
	out := make([]*card.Def, 0, len(g.objs))
	for id := range g.objs {
		o := &g.objs[id]
		if !o.Token && !o.Copy && o.Zone != ZoneCommand && g.knows(s, ObjID(id)) {
			out = append(out, o.Def)
		}
	}
	return out
}

// guessFor works out how seat s guesses seat t's unseen cards: t's colours
// are those of its cards s has seen (a land's colours are the mana it
// makes; none seen: any colour).
func (g *Game) guessFor(s, t Seat, pool []*card.Def) guess {
	var colors mana.ColorSet
	deck, knownLands, unseen := 0, 0, 0
	for id := range g.objs {
		o := &g.objs[id]
		if o.Owner != t || o.Copy {
			continue
		}
		known := g.knows(s, ObjID(id))
		if known {
			colors |= defColors(o.Def)
			if o.LandDef != nil {
				colors |= defColors(o.LandDef)
			}
		}
		if o.Token || o.Zone == ZoneCommand {
			continue
		}
		deck++
		switch {
		case !known:
			unseen++
		case o.Def.IsLand():
			knownLands++
		}
	}
	gs := guess{spells: make([]*card.Def, 0, len(pool)), lands: make([]*card.Def, 0, mana.NumColors)}
	for _, d := range pool {
		if d != nil && d.Types.Has(card.Scheme) {
			gs.schemes = append(gs.schemes, d)
		}
		if d != nil && !d.Token && !d.IsLand() && !d.Types.Has(card.Scheme) && (colors == 0 || d.Colors&^colors == 0) {
			gs.spells = append(gs.spells, d)
		}
	}
	if len(gs.spells) == 0 {
		for _, d := range pool {
			if d != nil && !d.Token && !d.IsLand() && !d.Types.Has(card.Scheme) {
				gs.spells = append(gs.spells, d)
			}
		}
	}
	lc := colors
	if lc == 0 {
		lc = mana.AllColors
	}
	for _, c := range lc.Colors() {
		b := poolBasic(pool, c)
		if b == nil {
			b = g.opts.BasicLands[c]
		}
		if b == nil {
			b = landIdentities[mana.SetOf(c)]
		}
		gs.lands = append(gs.lands, b)
	}
	if g.opts.Land == LandNormal {
		gs.nLands = int(math.Round(landShare*float64(deck))) - knownLands
	}
	if len(gs.spells) == 0 {
		gs.nLands = unseen
	}
	gs.nLands = max(0, min(gs.nLands, unseen))
	return gs
}

// poolBasic returns the pool's first basic land of colour c, or nil.
func poolBasic(pool []*card.Def, c mana.Color) *card.Def {
	for _, d := range pool {
		if d != nil && d.IsLand() && d.Super.Has(card.Basic) && defColors(d) == mana.SetOf(c) {
			return d
		}
	}
	return nil
}

// defColors returns a card's colours, and for a land the colours of mana
// it makes.
func defColors(d *card.Def) mana.ColorSet {
	cs := d.Colors & mana.AllColors
	if d.IsLand() {
		for _, a := range d.Abilities {
			if a.Kind != card.ManaAbility {
				continue
			}
			for _, e := range a.Effects {
				if e.Kind == card.AddMana {
					cs |= mana.ColorSet(e.ManaKinds) & mana.AllColors
				}
			}
		}
	}
	return cs
}

// dealGuesses deals seat t's unseen cards their guesses: a shuffled pick
// of gs.nLands of them become lands, the rest spells, each drawn
// uniformly from its list.
func (g *Game) dealGuesses(t Seat, gs *guess) {
	p := &g.players[t]
	var ids []ObjID
	for _, l := range [][]ObjID{p.Hand, p.Library, g.lookingOwnedBy(NoSeat, t)} {
		for _, id := range l {
			if g.objs[id].Def == unseenCard {
				ids = append(ids, id)
			}
		}
	}
	g.shuffle(ids)
	for i, id := range ids {
		list := gs.spells
		if i < gs.nLands || len(list) == 0 {
			list = gs.lands
		}
		o := &g.objs[id]
		o.Def = list[g.rng.IntN(len(list))]
		o.resetCharacteristics()
	}
	for _, id := range p.Command {
		if o := &g.objs[id]; o.Def == unseenScheme && len(gs.schemes) > 0 {
			o.Def = gs.schemes[g.rng.IntN(len(gs.schemes))]
			o.resetCharacteristics()
		}
	}
}
