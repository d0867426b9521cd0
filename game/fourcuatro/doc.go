// Package fourcuatro is the rules engine of FourCuatro, a two-player card
// game of its own (not the Magic-style core game of package rules).
//
// # The game in short
//
// Every card is a spell (cast on your own turn, costing 1 to 4 mana) or a
// trap (free, played only on the opponent's turn, in answer to a spell).
// The basic format shuffles one 66-card deck and splits it into two 33-card
// decks; the constructed format gives each player a 44-card deck of their own
// making (see Constructed). Each player reveals the bottom card of their deck:
// the higher cost goes first (traps count 0; on a tie both shuffle and reveal
// again), the revealed cards stay at the bottom, and both draw four.
//
// A turn begins by refreshing all your mana sources, drawing a card, and,
// while you have fewer than four sources, turning the bottom card of your
// deck into a new face-down source. Then you cast as many spells as your
// refreshed sources pay for, each exhausting as many sources as it costs.
// Any card may instead be cast face down, for nothing, as a Cinder: "your
// opponent burns a card". Every cast gives the opponent a chance to answer
// with traps, one after another, until one counters the spell or they let it
// through. A spell that resolves does what it says and then goes on top of
// its caster's discard pile (so the cards it discarded lie under it); a
// countered spell goes there without effect. A Cinder is revealed only once
// the opponent has decided.
//
// Burning puts the bottom card of your deck face down onto your burnt pile
// (from the bottom of the discard pile once the deck is empty); destroying
// puts a card from hand there. The burnt pile is never looked at; discard
// piles are public, in order. You lose when you must draw and your deck and
// discard pile are both empty. When there are not enough cards: discarding
// more than you hold discards your hand; burning more than your deck holds
// goes on into the discard pile from its bottom, then stops; drawing or
// looking at more than your deck holds takes what is there, shuffles the
// discard pile into a new deck and goes on (looking stops when both are
// used up; drawing then loses the game). A new mana source is taken only
// from the deck: with an empty deck no source is added that turn.
//
// # The decision API
//
// The same shape as package rules:
//
//	g, err := fourcuatro.New(setup, seed)
//	for !g.Over() {
//		d := g.Pending()    // which seat decides, and what
//		acts := g.Legal()   // every legal action, in a fixed order
//		events, err := g.Apply(acts[i])
//	}
//	v := g.View(seat)       // that seat's redacted picture
//	k := g.KnowledgeOf(seat) // all that seat may know, for its computer player
//	d := k.Sample(rng)      // a whole game whose unseen cards are dealt again
//	h := g.Clone()          // an independent deep copy
//	x := g.Hash()           // a hash of the whole state, for replays
//
// Every random choice comes from the PCG generator held in the game. Apply
// refuses anything not in Legal with ErrIllegal and leaves the game as it
// was. Card identities are never carried by card IDs: a seat learns what a
// card is only through View or its Knowledge, which holds no card the seat
// has not seen, and whose Sample deals those cards again from what they
// could be; that is what an honest computer player searches over.
package fourcuatro
