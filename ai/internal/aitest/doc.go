// Package aitest holds test helpers that several of ai's packages share:
// the card block and random pools drawn from it.
package aitest
