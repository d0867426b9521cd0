// Package search is the hard level: Player runs an information-set Monte
// Carlo tree search over worlds sampled from what its seat knows, with
// the medium policy's choices as the default and its rollouts, and a
// static evaluation (eval.go) of the positions it reaches. Attacks and
// blocks are compared as whole configurations (moves.go); the tree of its
// own later decisions is in tree.go. The full description is on Player.
package search
