// Package livedraft makes the common library of the Live-Draft variants:
// one shuffled library that every seat draws from, about a quarter of it
// lands. Generate builds one from a block of cards (the sizes in Sizes);
// Check says whether any list of cards (a player's card list file, the
// shipped library) is big enough to be one. It is pure and deterministic:
// every random choice comes from the generator it is given.
package livedraft
