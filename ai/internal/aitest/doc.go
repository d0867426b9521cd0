// Package aitest holds test helpers that several of ai's packages share:
// the card block, random pools, test games and a loop that plays them.
package aitest
