// Package mana models mana for the rules engine: colours, colour sets,
// mana kinds, mana costs, mana pools and planning how to pay a cost from a
// pool plus a set of untapped mana sources.
//
// All types are small values; the package holds no global mutable state.
package mana
