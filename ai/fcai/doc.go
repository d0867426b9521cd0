// Package fcai holds the computer players of FourCuatro (package
// game/fourcuatro).
//
// A player is given its seat's fourcuatro.Knowledge, never the Game, so
// by type it sees only what the seat may see: its View, the legal actions
// of its own decision, and Sample, which deals every card the seat has not
// seen again from the cards it could be. Easy plays by a hand-written policy:
// it values each card by what casting it does (cards burnt, drawn,
// discarded, countered), casts the best spell it can pay for, turns spare
// cards into Cinders, keeps a few traps and springs them when they pay off.
// Hard searches: for each of its candidate actions it plays the game out
// with the easy policy in many determinised copies of the game (perfect
// information Monte Carlo over the cards it has not seen) and takes the
// action that wins most often, a win sooner scoring a little above a win
// later. Before either decides, it looks in one sampled world for a line
// of its own actions that wins before its turn ends whatever the
// opponent answers in that world (Hard 2000 actions deep, Easy 200),
// and takes it.
package fcai
