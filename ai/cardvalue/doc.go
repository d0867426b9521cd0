// Package cardvalue rates cards for the computer players: Score, a
// card's worth on its own for deck building and drafting (its body,
// abilities, effects and rarity), and the quick worths the players weigh
// in play (a creature or permanent on the battlefield, a card as a
// spell, keywords), with the small readings of a card they share (the
// colours it needs, the mana a land makes, its spell ability).
package cardvalue
