// Package landless makes the card collections of the Landless variants from
// a block of cards: the shared library of a single-deck game, built to the
// rarity-and-colour table of the Landless rules, and the random pools of a
// random draft. It is pure and deterministic: every random choice comes
// from the generator it is given.
package landless
