package fourcuatro

import "slices"

// This file holds the basic card procedures, each following the rules'
// "not enough cards" procedures.

// lose ends the game: s had to draw and could not.
func (g *Game) lose(s Seat) {
	if g.over {
		return
	}
	g.over = true
	g.winner = s.Other()
	g.pending = Decision{Kind: DecideNone, Seat: NoSeat, Victim: NoSeat}
	g.note(EvLose, s, NoSeat, 0)
}

// newDeck shuffles s's discard pile and puts it under what is left of the
// deck (the cards being drawn or looked at stay on top).
func (g *Game) newDeck(s Seat) {
	p := &g.players[s]
	pile := p.Discard
	p.Discard = nil
	g.rng.Shuffle(len(pile), func(i, j int) { pile[i], pile[j] = pile[j], pile[i] })
	g.forget(pile)
	p.Deck = append(p.Deck, pile...)
	g.note(EvNewDeck, s, NoSeat, len(pile))
}

// fill makes s's deck hold at least n cards if the discard pile allows,
// shuffling the discard pile into a new deck when the deck runs short.
func (g *Game) fill(s Seat, n int) {
	p := &g.players[s]
	if len(p.Deck) < n && len(p.Discard) > 0 {
		g.newDeck(s)
	}
}

// drawOne draws the top card of the deck. The deck must not be empty.
func (g *Game) drawOne(s Seat) {
	p := &g.players[s]
	c := p.Deck[0]
	p.Deck = p.Deck[1:]
	p.Hand = append(p.Hand, c)
	g.learn(s, c)
	g.move(s, c, ZoneDeck, ZoneHand)
}

// draw has s draw n cards; s loses when the deck and discard pile together
// hold fewer. It reports whether the game goes on.
func (g *Game) draw(s Seat, n int) bool {
	p := &g.players[s]
	if len(p.Deck)+len(p.Discard) < n {
		for len(p.Deck) > 0 {
			g.drawOne(s)
		}
		g.lose(s)
		return false
	}
	g.fill(s, n)
	for range n {
		g.drawOne(s)
	}
	return true
}

// burn has s burn n cards: from the bottom of the deck, then from the
// bottom of the discard pile, stopping when both are empty.
func (g *Game) burn(s Seat, n int) {
	p := &g.players[s]
	for range n {
		switch {
		case len(p.Deck) > 0:
			c := p.Deck[len(p.Deck)-1]
			p.Deck = p.Deck[:len(p.Deck)-1]
			p.Burnt = append(p.Burnt, c)
			g.move(s, c, ZoneDeck, ZoneBurnt)
		case len(p.Discard) > 0:
			c := p.Discard[0]
			p.Discard = p.Discard[1:]
			p.Burnt = append(p.Burnt, c)
			g.move(s, c, ZoneDiscard, ZoneBurnt)
		default:
			return
		}
	}
}

// discard puts card c from s's hand on top of the discard pile.
func (g *Game) discard(s Seat, c CardID) {
	p := &g.players[s]
	p.Hand = remove(p.Hand, c)
	p.Discard = append(p.Discard, c)
	g.reveal(c)
	g.move(s, c, ZoneHand, ZoneDiscard)
}

// destroy puts card c from s's hand face down on the burnt pile.
func (g *Game) destroy(s Seat, c CardID) {
	p := &g.players[s]
	p.Hand = remove(p.Hand, c)
	p.Burnt = append(p.Burnt, c)
	g.move(s, c, ZoneHand, ZoneBurnt)
}

// addSource turns the bottom card of s's deck into a refreshed mana source
// while s has fewer than four; with an empty deck nothing happens.
func (g *Game) addSource(s Seat) {
	p := &g.players[s]
	if len(p.Sources) >= MaxSources || len(p.Deck) == 0 {
		return
	}
	c := p.Deck[len(p.Deck)-1]
	p.Deck = p.Deck[:len(p.Deck)-1]
	p.Sources = append(p.Sources, Source{Card: c})
	g.move(s, c, ZoneDeck, ZoneSources)
}

// refresh refreshes up to n of s's exhausted sources (n < 0: all).
func (g *Game) refresh(s Seat, n int) {
	p := &g.players[s]
	for i := range p.Sources {
		if n == 0 {
			return
		}
		if p.Sources[i].Exhausted {
			p.Sources[i].Exhausted = false
			g.emit(Event{Kind: EvRefresh, Seat: s, Other: NoSeat, Card: p.Sources[i].Card})
			n--
		}
	}
}

// exhaust exhausts n of s's refreshed sources.
func (g *Game) exhaust(s Seat, n int) {
	p := &g.players[s]
	for i := range p.Sources {
		if n == 0 {
			return
		}
		if !p.Sources[i].Exhausted {
			p.Sources[i].Exhausted = true
			g.emit(Event{Kind: EvExhaust, Seat: s, Other: NoSeat, Card: p.Sources[i].Card})
			n--
		}
	}
}

// burnSources burns n of s's mana sources, exhausted ones first.
func (g *Game) burnSources(s Seat, n int) {
	p := &g.players[s]
	for ; n > 0 && len(p.Sources) > 0; n-- {
		i := len(p.Sources) - 1
		for j, src := range p.Sources {
			if src.Exhausted {
				i = j
				break
			}
		}
		c := p.Sources[i].Card
		p.Sources = append(p.Sources[:i], p.Sources[i+1:]...)
		p.Burnt = append(p.Burnt, c)
		g.move(s, c, ZoneSources, ZoneBurnt)
	}
}

// recover puts the top n cards of s's discard pile into s's hand.
func (g *Game) recover(s Seat, n int) {
	p := &g.players[s]
	for ; n > 0 && len(p.Discard) > 0; n-- {
		c := p.Discard[len(p.Discard)-1]
		p.Discard = p.Discard[:len(p.Discard)-1]
		p.Hand = append(p.Hand, c)
		g.move(s, c, ZoneDiscard, ZoneHand)
	}
}

func remove(ids []CardID, c CardID) []CardID {
	i := slices.Index(ids, c)
	if i < 0 {
		panic("fourcuatro: card not in pile")
	}
	return slices.Delete(ids, i, i+1)
}
