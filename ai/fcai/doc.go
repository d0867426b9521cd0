// Package fcai holds the computer players of FourCuatro (package
// game/fourcuatro).
//
// A player sees only what its seat may see: the game's View for its seat,
// the legal actions of its own decision, and Determinize, which re-deals
// every card the seat has not seen. Easy plays by a hand-written policy:
// it values each card by what casting it does (cards burnt, drawn,
// discarded, countered), casts the best spell it can pay for, turns spare
// cards into Cinders, keeps a few traps and springs them when they pay off.
// Hard searches: for each of its candidate actions it plays the game out
// with the easy policy in many determinised copies of the game (perfect
// information Monte Carlo over the cards it has not seen) and takes the
// action that wins most often.
package fcai
