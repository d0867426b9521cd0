// Package pick holds the plain choices among legal actions that the
// computer players and their tests share: a safe fallback, the pass, the
// automatic payment, the largest X and the end of a declaration.
package pick
